import { accountInfo, failure } from '@casino/adapters/testing';
import { err, ok } from '@casino/domain/shared';
import type { ApiFailure } from '@casino/domain/ports';
import { describe, expect, it } from 'vitest';
import { authKit, gate, recordingPanel } from '../panel-kit/testing.ts';
import { TwoFactorViewModel } from './two-factor.vm.ts';

const kept = { login: 'twofa@example.com', password: 'demo1234', resend_time: 60 };
const codeFailure = (message: string, code?: string): ApiFailure => ({
  ...failure('AuthorizationException', 401, message),
  fieldErrors: code ? { code: [{ code, message }] } : {},
});

function setup(options: { kept?: boolean } = {}) {
  const kit = authKit();
  kit.flow.rememberLogin('twofa@example.com');
  if (options.kept !== false) kit.flow.enterTwoFactor(kept);
  const vm = new TwoFactorViewModel(kit.fakes.auth, kit.flow, kit.signInSession);
  const { record, follow } = recordingPanel();
  follow(vm.start());
  return { ...kit, vm, record, follow };
}

describe('TwoFactorViewModel', () => {
  it('signs in with the kept login, password and the code, then clears the kept values', async () => {
    const { vm, fakes, record, flow, session, follow } = setup();
    fakes.auth.signInResult = ok({ kind: 'signedIn', account: accountInfo({ uid: 11 }) });
    fakes.account.info = ok(accountInfo({ uid: 11 }));
    vm.setCode(' 123456 ');
    follow(await vm.submit());
    expect(fakes.auth.callsOf('signIn')).toEqual([{ login: 'twofa@example.com', password: 'demo1234', code: '123456' }]);
    expect(session.uid).toBe(11);
    expect(record.closed).toBe(1);
    expect(flow).toMatchObject({ twoFactor: null, login: '' });
  });

  it('counts the resend time down with the clock and allows a resend at zero', () => {
    const { vm, fakes } = setup();
    expect(vm.secondsLeft).toBe(60);
    expect(vm.canResend).toBe(false);
    fakes.clock.advance(59_000);
    expect(vm.secondsLeft).toBe(1);
    fakes.clock.advance(1_000);
    expect(vm.secondsLeft).toBe(0);
    expect(vm.canResend).toBe(true);
  });

  it('the countdown ticks again when the panel comes back after a remount disposed it (StrictMode, Activity)', () => {
    const { vm, fakes, follow, record } = setup();
    vm.dispose();
    vm.dispose();
    follow(vm.start());
    expect(record.modes).toEqual([]);
    fakes.clock.advance(30_000);
    expect(vm.secondsLeft).toBe(30);
    fakes.clock.advance(30_000);
    expect(vm.canResend).toBe(true);
    vm.dispose();
    expect(fakes.clock.pendingTimers).toBe(0);
  });

  it('an empty code asks for the code while the countdown runs, and for a new code once it ended', async () => {
    const { vm, fakes, flow } = setup();
    await vm.submit();
    expect(vm.codeError).toEqual({ key: 'requiredField' });
    expect(fakes.auth.calls).toHaveLength(0);
    fakes.clock.advance(60_000);
    fakes.auth.signInResult = ok({ kind: 'twoFactor', state: { ...kept, resend_time: 90 } });
    await vm.submit();
    expect(fakes.auth.callsOf('signIn')).toEqual([{ login: 'twofa@example.com', password: 'demo1234' }]);
    expect(vm.resent).toBe(true);
    expect(vm.secondsLeft).toBe(90);
    expect(flow.twoFactor?.resend_time).toBe(90);
  });

  it('resend is refused while the countdown runs', async () => {
    const { vm, fakes } = setup();
    await vm.resend();
    expect(fakes.auth.calls).toHaveLength(0);
  });

  it('restarts the countdown from a resend time in an error, without a code error', async () => {
    const { vm, fakes } = setup();
    fakes.clock.advance(60_000);
    fakes.auth.signInResult = err({ ...codeFailure('Resend time is 25'), errorData: { resend_time: 25 } });
    await vm.resend();
    expect(vm.secondsLeft).toBe(25);
    expect(vm.codeError).toBeUndefined();
    fakes.auth.signInResult = err(codeFailure('Resend time is 17'));
    fakes.clock.advance(25_000);
    await vm.resend();
    expect(vm.secondsLeft).toBe(17);
  });

  it.each([
    ['the code must contain 6 digits', 'digits', 'twoFaErrorCodeDigits'],
    ['Time expired', 'expired', 'twoFaErrorTimeExpired'],
    ['two_factor_auth: code is invalid', 'invalid', 'twoFaErrorInvalidCode'],
    ['two_factor_auth: something else', 'other', 'twoFaErrorSomethingWrong'],
  ])('maps the server message "%s" to the code field', async (message, code, key) => {
    const { vm, fakes } = setup();
    fakes.auth.signInResult = err(codeFailure(message, code));
    vm.setCode('123456');
    await vm.submit();
    expect(vm.codeError).toEqual({ key });
    expect(vm.code).toBe('123456');
    fakes.auth.signInResult = err(codeFailure(message));
    await vm.submit();
    expect(vm.codeError).toEqual({ key });
  });

  it('checks the code is 6 digits before sending', async () => {
    const { vm, fakes } = setup();
    vm.setCode('12a');
    await vm.submit();
    expect(vm.codeError).toEqual({ key: 'twoFaErrorCodeDigits' });
    expect(fakes.auth.calls).toHaveLength(0);
  });

  it('a network failure shows the notice and keeps the code', async () => {
    const { vm, fakes } = setup();
    fakes.auth.signInResult = err(failure('NetworkError', 0, 'timeout after 500'));
    vm.setCode('123456');
    await vm.submit();
    expect(vm).toMatchObject({ notice: 'unavailable', code: '123456', codeError: undefined, pending: false });
    expect(vm.secondsLeft).toBe(60);
  });

  it('sends a double submit once', async () => {
    const { vm, fakes } = setup();
    const g = gate();
    fakes.auth.gate = g.promise;
    vm.setCode('123456');
    const both = Promise.all([vm.submit(), vm.submit()]);
    g.open();
    await both;
    expect(fakes.auth.callsOf('signIn')).toHaveLength(1);
  });

  it('goes back to sign-in when nothing is kept, and on the breadcrumb', async () => {
    const { vm, record, flow, follow } = setup();
    follow(vm.back());
    flow.clearTwoFactor();
    vm.setCode('123456');
    follow(await vm.submit());
    expect(record.modes).toEqual(['authorization', 'authorization']);
  });

  it('opened without kept credentials, it hands over to sign-in', () => {
    const { record, fakes } = setup({ kept: false });
    expect(record.modes).toEqual(['authorization']);
    expect(fakes.clock.pendingTimers).toBe(0);
  });

  it('stops ticking when disposed', () => {
    const { vm, fakes } = setup();
    expect(fakes.clock.pendingTimers).toBe(1);
    vm.dispose();
    expect(fakes.clock.pendingTimers).toBe(0);
  });
});
