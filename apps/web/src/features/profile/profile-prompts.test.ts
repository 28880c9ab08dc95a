// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { AppNavigator } from '../../shared/services/navigator.ts';
import { Dialogs } from '../../shared/services/overlays.ts';
import { LocaleStore } from '../../shared/stores/locale.store.ts';
import { createTestApp } from '../../test/fixture.ts';
import { ProfilePrompts, promptForFailure } from './index.ts';

async function app() {
  const { container } = createTestApp();
  const locale = container.get(LocaleStore);
  await locale.loadLocales();
  await locale.activate('en');
  const went: string[] = [];
  container.get(AppNavigator).attach((to) => went.push(to));
  return { container, dialogs: container.get<Dialogs>(Dialogs), went };
}

describe('ProfilePrompts', () => {
  it('picks the prompt a refusal asks for', () => {
    expect(promptForFailure({ type: 'UserNeedConfirmContactException' })).toBe('confirmEmail');
    expect(promptForFailure({ type: 'KycUserProfileException' })).toBe('fillProfile');
    expect(promptForFailure({ type: 'UserNeedProfileDataException' })).toBe('fillProfile');
    expect(promptForFailure({ type: 'UserBannedException' })).toBeNull();
  });

  it('opens a confirm dialog whose agree button leads to the profile settings', async () => {
    const { container, dialogs, went } = await app();
    const shown = container.get(ProfilePrompts).showForFailure({ type: 'UserNeedConfirmContactException' });
    await expect.poll(() => dialogs.getSnapshot().stack.length, { timeout: 8_000 }).toBe(1); // after the catalog chunk loads
    const entry = dialogs.getSnapshot().stack[0]!;
    expect(entry.kind).toBe('confirm');
    expect(entry.title).toBe('Confirm your e-mail');
    dialogs.close(entry.id, true);
    expect(await shown).toBe(true);
    expect(went).toEqual(['/profile/settings']);
  });

  it('"later" closes it and stays', async () => {
    const { container, dialogs, went } = await app();
    const shown = container.get(ProfilePrompts).show('fillProfile');
    await expect.poll(() => dialogs.getSnapshot().stack.length, { timeout: 8_000 }).toBe(1); // after the catalog chunk loads
    expect(dialogs.getSnapshot().stack[0]!.title).toBe('Fill in your personal data');
    dialogs.close(dialogs.getSnapshot().stack[0]!.id, false);
    expect(await shown).toBe(false);
    expect(went).toEqual([]);
  });
});
