import { err, failure, fieldFailure } from '@casino/adapters/testing';
import { describe, expect, it } from 'vitest';
import { profileKit } from '../testing.ts';
import { PasswordViewModel } from './password.vm.ts';
import { TwoFactorSwitchViewModel } from './two-factor-switch.vm.ts';

describe('PasswordViewModel', () => {
  it('checks the rules and the repeat before sending, then clears the form', async () => {
    const { fakes } = await profileKit();
    const vm = new PasswordViewModel(fakes.profile);
    vm.setValue('old_password', 'demo1234');
    vm.setValue('new_password', 'abc');
    vm.setValue('new_password_repeat', 'abd');
    expect(await vm.submit()).toBe(false);
    expect(vm.problem('new_password')).toMatchObject({ key: 'shortPassword' });
    expect(vm.problem('new_password_repeat')).toEqual({ key: 'passwordsNotEqual' });
    expect(fakes.profile.callsOf('changePassword')).toEqual([]);
    vm.setValue('new_password', 'newpass12');
    vm.setValue('new_password_repeat', 'newpass12');
    expect(await vm.submit()).toBe(true);
    expect(fakes.profile.callsOf('changePassword')).toEqual([[{ oldPassword: 'demo1234', newPassword: 'newpass12', repeat: 'newpass12' }]]);
    expect(vm.values.new_password).toBe('');
    expect(vm.notice).toBe('saved');
  });

  it('a wrong current password is shown on its field, the new one is kept', async () => {
    const { fakes } = await profileKit();
    const vm = new PasswordViewModel(fakes.profile);
    fakes.profile.results.changePassword = err(fieldFailure({ old_password: 'Wrong password' }, 'wrong'));
    vm.setValue('old_password', 'nope12');
    vm.setValue('new_password', 'newpass12');
    vm.setValue('new_password_repeat', 'newpass12');
    expect(await vm.submit()).toBe(false);
    expect(vm.problem('old_password')).toMatchObject({ message: { message: 'The password is wrong' } });
    expect(vm.values.new_password).toBe('newpass12');
  });
});

describe('TwoFactorSwitchViewModel', () => {
  it('asks for a code, then turns two-factor on with it', async () => {
    const { fakes, session, } = await profileKit();
    const vm = new TwoFactorSwitchViewModel(fakes.profile, session, fakes.clock);
    expect(vm.enabled).toBe(false);
    expect(await vm.request(true)).toBe(true);
    expect(vm.target).toBe(true);
    expect(vm.countdown.secondsLeft).toBe(60);
    expect(await vm.request(true)).toBe(false); // not again before the countdown ends
    vm.setCode('123');
    expect(await vm.confirm()).toBe(false);
    expect(vm.codeProblem).toEqual({ key: 'twoFaErrorCodeDigits' });
    vm.setCode('123456');
    expect(await vm.confirm()).toBe(true);
    expect(fakes.profile.callsOf('changeTwoFactor')).toEqual([[true]]);
    expect(fakes.profile.callsOf('confirmTwoFactor')).toEqual([['123456']]);
    expect(vm.enabled).toBe(true);
    expect(vm.target).toBeNull();
  });

  it('a wrong code says so and keeps the step; a named wait restarts the countdown', async () => {
    const { fakes, session } = await profileKit({ twoFactorAuth: true });
    const vm = new TwoFactorSwitchViewModel(fakes.profile, session, fakes.clock);
    fakes.profile.results.changeTwoFactor = err({ ...failure('AuthorizationException', 401, 'Resend time is 42'), errorData: { resend_time: 42 } });
    expect(await vm.request(false)).toBe(false);
    expect(vm.target).toBe(false);
    expect(vm.countdown.secondsLeft).toBe(42);
    fakes.profile.results.confirmTwoFactor = err(failure('InvalidParameterException', 400, 'two_factor_auth: code is invalid'));
    vm.setCode('000000');
    expect(await vm.confirm()).toBe(false);
    expect(vm.codeProblem).toEqual({ key: 'twoFaErrorInvalidCode' });
    expect(vm.enabled).toBe(true);
  });

  it('the countdown ticks again when the screen comes back after a remount disposed it (StrictMode, Activity)', async () => {
    const { fakes, session } = await profileKit();
    const vm = new TwoFactorSwitchViewModel(fakes.profile, session, fakes.clock);
    vm.start();
    expect(await vm.request(true)).toBe(true);
    vm.dispose();
    vm.dispose();
    vm.start();
    fakes.clock.advance(30_000);
    expect(vm.countdown.secondsLeft).toBe(30);
    fakes.clock.advance(30_000);
    expect(vm.countdown.running).toBe(false);
    expect(fakes.clock.pendingTimers).toBe(0);
    vm.cancel();
    expect(await vm.request(true)).toBe(true);
  });
});
