import { balances, err, failure, fieldFailure, ok } from '@casino/adapters/testing';
import { describe, expect, it } from 'vitest';
import { profileKit } from '../testing.ts';
import { AccountSettingsViewModel } from './account-settings.vm.ts';

async function setup() {
  const kit = await profileKit();
  const vm = new AccountSettingsViewModel(kit.fakes.profile, kit.fakes.account, kit.session, kit.fakes.logger);
  return { ...kit, vm };
}

describe('AccountSettingsViewModel', () => {
  it('checks the nickname by the rules before sending it, then shows it on the session', async () => {
    const { vm, fakes, session } = await setup();
    expect(vm.fakename).toBe('Annie');
    vm.setFakename('ab');
    expect(await vm.saveFakename()).toBe(false);
    expect(vm.fakenameProblem).toMatchObject({ key: 'minCountSymbolsFakename' });
    expect(fakes.profile.callsOf('changeFakename')).toEqual([]);
    vm.setFakename('Lucky777');
    expect(await vm.saveFakename()).toBe(true);
    expect(fakes.profile.callsOf('changeFakename')).toEqual([['Lucky777']]);
    expect(session.account?.fakename).toBe('Lucky777');
    expect(vm.notices.fakename).toBe('saved');
  });

  it('shows the server’s nickname error on the field and keeps the input', async () => {
    const { vm, fakes } = await setup();
    fakes.profile.results.changeFakename = err(fieldFailure({ fakename: 'Nickname is taken' }, 'taken'));
    vm.setFakename('Lucky777');
    expect(await vm.saveFakename()).toBe(false);
    expect(vm.fakenameProblem).toMatchObject({ message: { message: 'This value is already taken' } });
    expect(vm.fakename).toBe('Lucky777');
  });

  it('saves the language on the account before the site switches, and stays when that fails', async () => {
    const { vm, fakes, session } = await setup();
    expect(await vm.changeLocale('pt')).toBe(true);
    expect(fakes.account.calls).toContain('changeLocale:pt');
    expect(session.account?.locale).toBe('pt');
    fakes.account.changeLocaleResult = err(failure());
    expect(await vm.changeLocale('ru')).toBe(false);
    expect(vm.notices.locale).toBe('unavailable');
  });

  it('changes the currency and re-reads the balances; a refusal is shown on the currency', async () => {
    const { vm, fakes } = await setup();
    expect(vm.currencies).toEqual(['EUR', 'USD']);
    vm.setCurrency('EUR');
    expect(await vm.saveCurrency()).toBe(false); // nothing to change
    vm.setCurrency('USD');
    fakes.account.balance = ok(balances(0, 0, 0, 'USD'));
    expect(await vm.saveCurrency()).toBe(true);
    expect(fakes.account.calls).toContain('getBalance');
    expect(vm.currentCurrency).toBe('USD');
    vm.setCurrency('EUR');
    fakes.profile.results.setCurrency = err(fieldFailure({ currency: 'The currency cannot change after money movements' }, 'locked'));
    expect(await vm.saveCurrency()).toBe(false);
    // the catalog's words for the code, in every language; the server's English is not what the page shows
    expect(vm.errors.currency).toMatchObject({ message: { message: 'The currency cannot change after money movements' } });
    expect(vm.errors.currency).not.toHaveProperty('text');
  });
});
