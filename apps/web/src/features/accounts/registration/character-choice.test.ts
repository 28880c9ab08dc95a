import { FakeLoyaltyPort, character, err, failure, honourSignals, ok } from '@casino/adapters/testing';
import { reaction } from 'mobx';
import { describe, expect, it } from 'vitest';
import { CharacterChoice } from './character-choice.model.ts';
import { setupRegistration } from './testing.ts';

describe('registration character select', () => {
  it('offers the loyalty characters; a failed load is failed (registration goes on)', async () => {
    const port = new FakeLoyaltyPort();
    const choice = new CharacterChoice(port);
    await choice.load();
    expect(choice.items.map((c) => c.id)).toEqual([1, 2, 3]);
    port.characterList = err(failure());
    await choice.load();
    expect(choice.status).toBe('failed');
    port.characterList = ok([character(9)]);
    await choice.load();
    expect(choice.status).toBe('ready');
  });

  it('loads again after the field went down mid-load (StrictMode, Activity), with no "could not load" between', async () => {
    const choice = new CharacterChoice(honourSignals(new FakeLoyaltyPort()));
    const seen: string[] = [];
    const stop = reaction(() => choice.status, (status) => seen.push(status));
    const first = choice.load();
    choice.dispose();
    const second = choice.load();
    await Promise.all([first, second]);
    stop();
    expect(seen).toEqual(['ready']);
    expect(choice.items.map((c) => c.id)).toEqual([1, 2, 3]);
    choice.dispose();
    choice.dispose();
    await choice.load();
    expect(choice.status).toBe('ready');
  });

  it('sends character_id when the form shows the select and one was chosen, and not otherwise', async () => {
    const shown = await setupRegistration({ overrides: { showCharacterSelect: true } });
    shown.vm.setValue('email', 'new@example.com');
    shown.vm.setValue('password', 'secret12');
    shown.vm.setValue('character_id', '3');
    shown.vm.form.setTerms(true);
    await shown.vm.submit();
    expect(shown.fakes.auth.callsOf('register')[0]).toMatchObject({ character_id: '3' });

    const hidden = await setupRegistration();
    hidden.vm.setValue('email', 'new@example.com');
    hidden.vm.setValue('password', 'secret12');
    hidden.vm.setValue('character_id', '3');
    hidden.vm.form.setTerms(true);
    await hidden.vm.submit();
    expect(hidden.fakes.auth.callsOf('register')[0]).not.toHaveProperty('character_id');
  });
});
