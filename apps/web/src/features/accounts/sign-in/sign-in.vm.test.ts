import { accountInfo, failure } from '@casino/adapters/testing';
import { err, ok } from '@casino/domain';
import { describe, expect, it } from 'vitest';
import { Dialogs } from '../../../shared/services/overlays.ts';
import { FatalErrorStore } from '../../../shared/stores/fatal-error.store.ts';
import { SessionStore } from '../../../shared/stores/session.store.ts';
import { AuthFlowStore } from '../dialog/auth-flow.store.ts';
import { createAuthTestApp, gate, recordingPanel } from '../form-kit/testing.ts';
import { SignInViewModel } from './sign-in.vm.ts';

function setup(options: { embedded?: boolean } = {}) {
  const app = createAuthTestApp();
  app.i18n.loadAndActivate({ locale: 'en', messages: {} });
  const vm = app.container.get(SignInViewModel);
  const { panel, record } = recordingPanel(options);
  vm.attach(panel);
  vm.setLogin('+demo@example.com');
  vm.setPassword('demo1234');
  return { ...app, vm, record, flow: app.container.get(AuthFlowStore), session: app.container.get(SessionStore) };
}

describe('SignInViewModel', () => {
  it('signs in: normalised login, session account, account info reloaded, analytics identify, dialog closed', async () => {
    const { vm, fakes, record, session } = setup();
    fakes.auth.signInResult = ok({ kind: 'signedIn', account: accountInfo({ uid: 7, login: 'demo@example.com' }) });
    fakes.account.info = ok(accountInfo({ uid: 7, login: 'demo@example.com' }));
    await vm.submit();
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

  it('shows the wrong-enter notice on a wrong password, keeps what was typed and tracks the error code', async () => {
    const { vm, fakes, record } = setup();
    fakes.auth.signInResult = err(failure('AuthorizationException', 401, 'wrong enter: the login or the password is wrong'));
    await vm.submit();
    expect(vm.notice).toBe('wrongEnter');
    expect(vm).toMatchObject({ login: '+demo@example.com', password: 'demo1234', pending: false });
    expect(fakes.analytics.events).toContainEqual({ event: 'login_error', params: { code: 'AuthorizationException', status: 401 } });
    expect(record.closed).toBe(0);
  });

  it('a banned player gets the user block page and the dialog closes', async () => {
    const { vm, fakes, record, container } = setup();
    fakes.auth.signInResult = err(failure('UserBannedException', 403, 'User is banned'));
    await vm.submit();
    expect(container.get(FatalErrorStore).fatal).toMatchObject({ page: 'userBlock' });
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
    const { vm, fakes, record, flow } = setup();
    fakes.auth.signInResult = ok({ kind: 'twoFactor', state: { login: 'demo@example.com', password: 'demo1234', resend_time: 60 } });
    await vm.submit();
    expect(record.modes).toEqual(['twofa']);
    expect(flow.twoFactor).toEqual({ login: 'demo@example.com', password: 'demo1234', resend_time: 60 });
    expect(flow.resendTimer.secondsLeft).toBe(60);
  });

  it('goes to the code step on a two-factor authorization error, with the resend time it names', async () => {
    const { vm, fakes, record, flow } = setup();
    fakes.auth.signInResult = err({ ...failure('AuthorizationException', 401, 'Resend time is 42'), errorData: { resend_time: 42 } });
    await vm.submit();
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

  it('an incomplete registration continues in the non-closable social registration popup', async () => {
    const { vm, fakes, record, container } = setup();
    fakes.auth.signInResult = ok({ kind: 'signedIn', account: accountInfo({ uid: 4, isRegistrationCompleted: false }) });
    await vm.submit();
    expect(record).toMatchObject({ closed: 1, signedIn: 0 });
    // the registration feature's completion dialog, opened once
    const { stack } = container.get<Dialogs>(Dialogs).getSnapshot();
    expect(stack).toHaveLength(1);
    expect(stack[0]).toMatchObject({ preventClose: true });
  });

  it('embedded, an incomplete registration switches the page to social registration', async () => {
    const { vm, fakes, record } = setup({ embedded: true });
    fakes.auth.signInResult = ok({ kind: 'signedIn', account: accountInfo({ uid: 4, isRegistrationCompleted: false }) });
    await vm.submit();
    expect(record.modes).toEqual(['socialRegistration']);
    expect(record.signedIn).toBe(0);
  });

  it('links to restore and registration, and picks up the restored login with its message', () => {
    const { vm, record, container, flow } = setup();
    vm.forgotPassword();
    vm.register();
    expect(record.modes).toEqual(['restore', 'registration']);
    flow.leaveFlash('passwordChanged');
    const next = container.get(SignInViewModel);
    expect(next.flash).toBe('passwordChanged');
    expect(next.login).toBe('+demo@example.com');
    // a second instance (React strict mode builds two) sees it too, until the player acts
    expect(container.get(SignInViewModel).flash).toBe('passwordChanged');
    next.forgotPassword();
    expect(next.flash).toBeNull();
    expect(container.get(SignInViewModel).flash).toBeNull();
  });
});

describe('SignInViewModel after a social sign-in', () => {
  it('closes with the refreshed session, or continues an incomplete registration', async () => {
    const { vm, record, session, container } = setup();
    session.setAccount(accountInfo({ uid: 3 }));
    vm.socialSignedIn();
    expect(record).toMatchObject({ closed: 1, signedIn: 1 });
    session.setAccount(accountInfo({ uid: 3, isRegistrationCompleted: false }));
    vm.socialSignedIn();
    expect(record).toMatchObject({ closed: 2, signedIn: 1 });
    expect(container.get<Dialogs>(Dialogs).getSnapshot().stack).toHaveLength(1);
  });
});
