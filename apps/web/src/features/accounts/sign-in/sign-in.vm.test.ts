import { accountInfo, failure } from '@casino/adapters/testing';
import { err, ok } from '@casino/domain/shared';
import { describe, expect, it } from 'vitest';
import { authKit, gate, recordingPanel } from '../panel-kit/testing.ts';
import { SignInViewModel } from './sign-in.vm.ts';

function setup(options: { embedded?: boolean } = {}) {
  const kit = authKit();
  const create = () => new SignInViewModel(kit.fakes.auth, kit.flow, kit.signInSession);
  const vm = create();
  const { record, follow } = recordingPanel(options);
  vm.setLogin('+demo@example.com');
  vm.setPassword('demo1234');
  return { ...kit, vm, create, record, follow };
}

describe('SignInViewModel', () => {
  it('signs in: normalised login, session account, account info reloaded, analytics identify, dialog closed', async () => {
    const { vm, fakes, record, session, follow } = setup();
    fakes.auth.signInResult = ok({ kind: 'signedIn', account: accountInfo({ uid: 7, login: 'demo@example.com' }) });
    fakes.account.info = ok(accountInfo({ uid: 7, login: 'demo@example.com' }));
    follow(await vm.submit());
    expect(fakes.auth.callsOf('signIn')).toEqual([{ login: 'demo@example.com', password: 'demo1234' }]);
    expect(session.uid).toBe(7);
    expect(fakes.analytics.uid).toBe(7);
    expect(fakes.account.calls).toContain('getInfo');
    expect(record).toMatchObject({ closed: 1, signedIn: 1, modes: [] });
  });

  it('asks for both fields before calling', async () => {
    const { vm, fakes } = setup();
    vm.setLogin(' ');
    vm.setPassword('');
    await vm.submit();
    expect(vm.loginError).toEqual({ key: 'requiredField' });
    expect(vm.passwordError).toEqual({ key: 'insertPassword' });
    expect(fakes.auth.calls).toHaveLength(0);
    vm.setLogin('x');
    expect(vm.loginError).toBeUndefined();
  });

  it('says until when the account is in a time-out or self-exclusion', async () => {
    const { vm, fakes, record, follow } = setup();
    fakes.auth.signInResult = err({ ...failure('UserSelfExcludedException', 409), errorData: { kind: 'timeout', period: '24h', until: '2026-02-01T12:00:00.000Z' } });
    follow(await vm.submit());
    expect(vm.notice).toBe('excluded');
    expect(vm.exclusion).toEqual({ kind: 'timeout', period: '24h', until: Date.UTC(2026, 1, 1, 12) });
    expect(record.closed).toBeFalsy();
  });

  it('a refusal for a break taken elsewhere pauses promotion in this browser until the break ends', async () => {
    const { vm, fakes, follow, promotion } = setup();
    fakes.auth.signInResult = err({ ...failure('UserSelfExcludedException', 409), errorData: { kind: 'exclusion', period: '7d', until: '2026-01-03T00:00:00.000Z' } });
    expect(promotion.allowed).toBe(true);
    follow(await vm.submit());
    expect(promotion.allowed).toBe(false);
    fakes.clock.advance(Date.UTC(2026, 0, 3) - fakes.clock.now());
    expect(promotion.allowed).toBe(true);
  });

  it('shows the wrong-enter notice on a wrong password, keeps what was typed and tracks the error code', async () => {
    const { vm, fakes, record, follow } = setup();
    fakes.auth.signInResult = err(failure('AuthorizationException', 401, 'wrong enter: the login or the password is wrong'));
    follow(await vm.submit());
    expect(vm.notice).toBe('wrongEnter');
    expect(vm).toMatchObject({ login: '+demo@example.com', password: 'demo1234', pending: false });
    expect(fakes.analytics.events).toContainEqual({ event: 'login_error', params: { code: 'AuthorizationException', status: 401 } });
    expect(record.closed).toBe(0);
  });

  it('a banned player gets the user block page and the dialog closes', async () => {
    const { vm, fakes, record, fatal, follow } = setup();
    fakes.auth.signInResult = err(failure('UserBannedException', 403, 'User is banned'));
    follow(await vm.submit());
    expect(fatal.fatal).toMatchObject({ page: 'userBlock' });
    expect(record.closed).toBe(1);
    expect(vm.notice).toBeNull();
  });

  it('a network failure shows the unavailable notice and keeps the typed values', async () => {
    const { vm, fakes } = setup();
    fakes.auth.signInResult = err(failure('NetworkError', 0, 'Failed to fetch'));
    await vm.submit();
    expect(vm.notice).toBe('unavailable');
    expect(vm).toMatchObject({ login: '+demo@example.com', password: 'demo1234', pending: false });
  });

  it('goes to the code step on ALREADY_ENABLED, keeping login, password and resend time', async () => {
    const { vm, fakes, record, flow, follow } = setup();
    fakes.auth.signInResult = ok({ kind: 'twoFactor', state: { login: 'demo@example.com', password: 'demo1234', resend_time: 60 } });
    follow(await vm.submit());
    expect(record.modes).toEqual(['twofa']);
    expect(flow.twoFactor).toEqual({ login: 'demo@example.com', password: 'demo1234', resend_time: 60 });
    expect(flow.resendTimer.secondsLeft).toBe(60);
  });

  it('goes to the code step on a two-factor authorization error, with the resend time it names', async () => {
    const { vm, fakes, record, flow, follow } = setup();
    fakes.auth.signInResult = err({ ...failure('AuthorizationException', 401, 'Resend time is 42'), errorData: { resend_time: 42 } });
    follow(await vm.submit());
    expect(record.modes).toEqual(['twofa']);
    expect(flow.twoFactor).toEqual({ login: 'demo@example.com', password: 'demo1234', resend_time: 42 });
    expect(flow.resendTimer.secondsLeft).toBe(42);
    expect(vm.notice).toBeNull();
  });

  it('sends a double submit (double click, Enter repeat) once', async () => {
    const { vm, fakes } = setup();
    const g = gate();
    fakes.auth.gate = g.promise;
    const first = vm.submit();
    const second = vm.submit();
    expect(vm.pending).toBe(true);
    g.open();
    await Promise.all([first, second]);
    expect(fakes.auth.callsOf('signIn')).toHaveLength(1);
  });

  it('an incomplete registration closes the dialog without telling the host (the completion dialog takes over)', async () => {
    const { vm, fakes, record, follow } = setup();
    fakes.auth.signInResult = ok({ kind: 'signedIn', account: accountInfo({ uid: 4, isRegistrationCompleted: false }) });
    const outcome = await vm.submit();
    expect(outcome).toBe('incomplete');
    follow(outcome);
    expect(record).toMatchObject({ closed: 1, signedIn: 0 });
  });

  it('embedded, an incomplete registration switches the page to social registration', async () => {
    const { vm, fakes, record, follow } = setup({ embedded: true });
    fakes.auth.signInResult = ok({ kind: 'signedIn', account: accountInfo({ uid: 4, isRegistrationCompleted: false }) });
    follow(await vm.submit());
    expect(record.modes).toEqual(['socialRegistration']);
    expect(record.signedIn).toBe(0);
  });

  it('links to restore and registration, and picks up the restored login with its message', () => {
    const { vm, record, create, flow, follow } = setup();
    follow(vm.forgotPassword());
    follow(vm.register());
    expect(record.modes).toEqual(['restore', 'registration']);
    flow.leaveFlash('passwordChanged');
    const next = create();
    expect(next.flash).toBe('passwordChanged');
    expect(next.login).toBe('+demo@example.com');
    // a second instance (React strict mode builds two) sees it too, until the player acts
    expect(create().flash).toBe('passwordChanged');
    next.forgotPassword();
    expect(next.flash).toBeNull();
    expect(create().flash).toBeNull();
  });
});

describe('SignInViewModel after a social sign-in', () => {
  it('closes with the refreshed session, or continues an incomplete registration', async () => {
    const { vm, record, session, follow } = setup();
    session.setAccount(accountInfo({ uid: 3 }));
    follow(vm.socialSignedIn());
    expect(record).toMatchObject({ closed: 1, signedIn: 1 });
    session.setAccount(accountInfo({ uid: 3, isRegistrationCompleted: false }));
    follow(vm.socialSignedIn());
    expect(record).toMatchObject({ closed: 2, signedIn: 1 });
  });

  it('a social window that ended without a session only closes the dialog', () => {
    const { vm, record, follow } = setup();
    const outcome = vm.socialSignedIn();
    expect(outcome).toBe('dismissed');
    follow(outcome);
    expect(record).toMatchObject({ closed: 1, signedIn: 0, modes: [] });
  });
});
