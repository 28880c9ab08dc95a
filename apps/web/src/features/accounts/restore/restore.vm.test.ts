import { failure } from '@casino/adapters/testing';
import { err, ok } from '@casino/domain/shared';
import type { ApiFailure } from '@casino/domain/ports';
import { describe, expect, it } from 'vitest';
import { authKit, gate, recordingPanel } from '../panel-kit/testing.ts';
import { SignInViewModel } from '../sign-in/sign-in.vm.ts';
import { RestoreViewModel } from './restore.vm.ts';

const fieldFailure = (fields: Record<string, { code: string; message: string }>): ApiFailure => ({
  ...failure('InvalidParameterException', 400, 'invalid parameters'),
  fieldErrors: Object.fromEntries(Object.entries(fields).map(([name, e]) => [name, [e]])),
});

function setup() {
  const kit = authKit();
  kit.flow.rememberLogin('+restore@example.com');
  const vm = new RestoreViewModel(kit.fakes.auth, kit.flow, kit.fatal, kit.fakes.clock);
  const { record, follow } = recordingPanel();
  vm.start();
  return { ...kit, vm, record, follow };
}

async function toResetStep() {
  const s = setup();
  await s.vm.requestCode();
  s.vm.set('code', '123456');
  s.vm.set('password', 'newpass1');
  s.vm.set('passwordRepeat', 'newpass1');
  return s;
}

describe('RestoreViewModel', () => {
  it('the countdown ticks again when the panel comes back after a remount disposed it (StrictMode, Activity)', async () => {
    const { vm, fakes } = setup();
    fakes.auth.restoreCodeResult = ok({ resendTime: 60 });
    await vm.requestCode();
    vm.dispose();
    vm.dispose();
    vm.start();
    fakes.clock.advance(30_000);
    expect(vm.timer.secondsLeft).toBe(30);
    fakes.clock.advance(30_000);
    expect(vm.timer.running).toBe(false);
    vm.dispose();
    expect(fakes.clock.pendingTimers).toBe(0);
  });

  it('asks for a code with the login typed in sign-in, then shows the code step with a countdown', async () => {
    const { vm, fakes } = setup();
    expect(vm.login).toBe('+restore@example.com');
    fakes.auth.restoreCodeResult = ok({ resendTime: 60 });
    await vm.requestCode();
    expect(fakes.auth.callsOf('requestRestoreCode')).toEqual(['restore@example.com']);
    expect(vm).toMatchObject({ step: 'reset', notice: 'codeSent', pending: false });
    expect(vm.timer.secondsLeft).toBe(60);
    fakes.clock.advance(30_000);
    expect(vm.timer.secondsLeft).toBe(30);
  });

  it('requires a login', async () => {
    const { vm, fakes } = setup();
    vm.set('login', '');
    await vm.requestCode();
    expect(vm.errors.login).toEqual({ key: 'requiredField' });
    expect(fakes.auth.calls).toHaveLength(0);
  });

  it('resends only when the countdown ended; a resend time in an error restarts it', async () => {
    const { vm, fakes } = await toResetStep();
    await vm.resend();
    expect(fakes.auth.callsOf('requestRestoreCode')).toHaveLength(1);
    fakes.clock.advance(60_000);
    fakes.auth.restoreCodeResult = err({ ...failure('TooManyRequestsException', 429, 'Resend time is 12'), errorData: { resend_time: 12 } });
    await vm.resend();
    expect(fakes.auth.callsOf('requestRestoreCode')).toHaveLength(2);
    expect(vm.timer.secondsLeft).toBe(12);
    expect(vm.notice).toBeNull();
  });

  it('a request refused with a resend time moves on to the code step with that countdown', async () => {
    const { vm, fakes } = setup();
    fakes.auth.restoreCodeResult = err({ ...failure('TooManyRequestsException', 429, 'Resend time is 40'), errorData: { resend_time: 40 } });
    await vm.requestCode();
    expect(vm.step).toBe('reset');
    expect(vm.timer.secondsLeft).toBe(40);
  });

  it('checks the code, the password rule and the repeat before sending', async () => {
    const { vm, fakes } = await toResetStep();
    vm.set('code', '12');
    vm.set('password', 'abc');
    vm.set('passwordRepeat', 'abd');
    await vm.reset();
    expect(vm.errors).toEqual({
      code: { key: 'twoFaErrorCodeDigits' },
      password: { key: 'shortPassword', params: { min: '6' } },
      passwordRepeat: { key: 'passwordsNotEqual' },
    });
    vm.set('password', 'pass word!');
    await vm.reset();
    expect(vm.errors.password).toEqual({ key: 'notWalidPassword', params: { symbols: ' ' } });
    expect(fakes.auth.callsOf('resetPassword')).toHaveLength(0);
  });

  it('sets the new password and returns to sign-in with the login and a message', async () => {
    const { vm, fakes, record, flow, signInSession, follow } = await toResetStep();
    follow(await vm.reset());
    expect(fakes.auth.callsOf('resetPassword')).toEqual([{ login: 'restore@example.com', code: '123456', password: 'newpass1' }]);
    expect(record.modes).toEqual(['authorization']);
    const signIn = new SignInViewModel(fakes.auth, flow, signInSession);
    expect(signIn).toMatchObject({ login: '+restore@example.com', flash: 'passwordChanged' });
  });

  it.each([
    ['invalid', 'twoFaErrorInvalidCode'],
    ['expired', 'twoFaErrorTimeExpired'],
  ])('puts a %s code on the code field and keeps the typed values', async (code, key) => {
    const { vm, fakes, record, follow } = await toResetStep();
    fakes.auth.resetPasswordResult = err(fieldFailure({ code: { code, message: 'Wrong code' } }));
    follow(await vm.reset());
    expect(vm.errors.code).toEqual({ key });
    expect(vm).toMatchObject({ code: '123456', password: 'newpass1', passwordRepeat: 'newpass1', step: 'reset', notice: null, pending: false });
    expect(record.modes).toEqual([]);
  });

  it('says a refused password and a login error in the catalog\'s words for their codes, the login on the first step', async () => {
    const { vm, fakes } = await toResetStep();
    fakes.auth.resetPasswordResult = err(fieldFailure({ password: { code: 'invalid', message: 'Wrong password' }, password_repeat: { code: 'not_equal', message: 'x' } }));
    await vm.reset();
    expect(vm.errors).toMatchObject({ password: { message: { message: 'The password has characters that are not allowed' } }, passwordRepeat: { key: 'passwordsNotEqual' } });
    fakes.auth.resetPasswordResult = err(fieldFailure({ login: { code: 'invalid', message: 'Unknown login' } }));
    await vm.reset();
    expect(vm.step).toBe('request');
    expect(vm.errors.login).toMatchObject({ message: { message: 'Wrong value' } });
    // a code we do not know keeps the server's own words
    fakes.auth.resetPasswordResult = err(fieldFailure({ login: { code: 'suspended', message: 'This login is suspended' } }));
    await vm.reset();
    expect(vm.errors.login).toEqual({ text: 'This login is suspended' });
  });

  it('a network failure shows a notice on either step and keeps everything typed', async () => {
    const { vm, fakes } = setup();
    fakes.auth.restoreCodeResult = err(failure('NetworkError', 0, 'Failed to fetch'));
    await vm.requestCode();
    expect(vm).toMatchObject({ notice: 'unavailable', step: 'request', login: '+restore@example.com' });
    const next = await toResetStep();
    next.fakes.auth.resetPasswordResult = err(failure('InternalServerErrorException', 500, 'boom 500'));
    await next.vm.reset();
    expect(next.vm).toMatchObject({ notice: 'unavailable', step: 'reset', code: '123456', password: 'newpass1' });
    expect(next.vm.timer.secondsLeft).toBe(60);
  });

  it('another failure without field errors shows the general notice', async () => {
    const { vm, fakes } = await toResetStep();
    fakes.auth.resetPasswordResult = err(failure('InvalidRequestException', 400, 'bad'));
    await vm.reset();
    expect(vm.notice).toBe('failed');
  });

  it('a banned account gets the user block page', async () => {
    const { vm, fakes, record, fatal, follow } = setup();
    fakes.auth.restoreCodeResult = err(failure('UserBannedException', 403, 'banned'));
    follow(await vm.requestCode());
    expect(fatal.fatal).toMatchObject({ page: 'userBlock' });
    expect(record.closed).toBe(1);
  });

  it('sends each step once on a double submit', async () => {
    const { vm, fakes } = setup();
    const g = gate();
    fakes.auth.gate = g.promise;
    const both = Promise.all([vm.requestCode(), vm.requestCode()]);
    g.open();
    await both;
    vm.set('code', '123456');
    vm.set('password', 'newpass1');
    vm.set('passwordRepeat', 'newpass1');
    await Promise.all([vm.reset(), vm.reset()]);
    expect(fakes.auth.callsOf('requestRestoreCode')).toHaveLength(1);
    expect(fakes.auth.callsOf('resetPassword')).toHaveLength(1);
  });

  it('goes back to change the login, and to sign-in', async () => {
    const { vm, record, follow } = await toResetStep();
    vm.changeLogin();
    expect(vm.step).toBe('request');
    follow(vm.backToSignIn());
    expect(record.modes).toEqual(['authorization']);
    vm.dispose();
  });
});
