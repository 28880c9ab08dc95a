import {
  FakeAccountPort, FakeVerificationPort, MemoryLocalStorage, RecordingAnalytics, RecordingLogger, accountInfo, err, failure, generalInfo, ok,
} from '@casino/adapters/testing';
import type { PlayerAccount } from '@casino/domain/ports';
import { describe, expect, it } from 'vitest';
import { FatalErrorStore } from '../../shared/stores/fatal-error.store.ts';
import { SessionStore } from '../../shared/stores/session.store.ts';
import { VerificationViewModel } from './verification.vm.ts';

/** A signed-in session over fakes and the view-model (all built with `new`). */
async function kit(account: Partial<PlayerAccount> = {}) {
  const fakes = { account: new FakeAccountPort() };
  fakes.account.info = ok(accountInfo({ uid: 7, login: 'ann@example.com', ...account }));
  fakes.account.general = ok(generalInfo());
  const session = new SessionStore(fakes.account, new MemoryLocalStorage(), new RecordingAnalytics(), new RecordingLogger(), new FatalErrorStore());
  await session.load();
  fakes.account.calls.length = 0;
  const port = new FakeVerificationPort();
  return { port, fakes, session, vm: new VerificationViewModel(port, session) };
}

describe('VerificationViewModel', () => {
  it('shows the step of the account and the change step on request', async () => {
    expect((await kit({ isVerified: false, isOnVerification: false })).vm.step).toBe('start');
    expect((await kit({ isOnVerification: true })).vm.step).toBe('verification');
    const { vm } = await kit({ isVerified: true });
    expect(vm.step).toBe('completed');
    vm.requestChange();
    expect(vm.step).toBe('change');
  });

  it('creates the applicant, then takes a fresh token; a double start asks once', async () => {
    const { vm, port } = await kit();
    await Promise.all([vm.loadToken(), vm.loadToken()]);
    expect(port.calls.map((c) => c.method)).toEqual(['createApplicant', 'getAccessToken']);
    expect(vm.token).toBe('token-2');
  });

  it('sends the action the check is for with every token request, and none without one', async () => {
    const { vm, port } = await kit();
    await vm.loadToken();
    expect(port.calls.map((c) => c.args)).toEqual([undefined, undefined]);
    vm.setAction('kyc-withdrawal-7');
    await vm.loadToken();
    await vm.refreshToken();
    expect(port.callsOf('createApplicant')).toEqual([undefined, 'kyc-withdrawal-7']);
    expect(port.callsOf('getAccessToken')).toEqual([undefined, 'kyc-withdrawal-7', 'kyc-withdrawal-7']);
  });

  it('refreshes an expired token, and a refusal rejects with a message shown', async () => {
    const { vm, port } = await kit();
    await vm.loadToken();
    port.tokenResult = ok({ token: 'token-3', expiresAt: '2030-01-01T02:00:00Z' });
    await expect(vm.refreshToken()).resolves.toBe('token-3');
    port.tokenResult = err(failure());
    await expect(vm.refreshToken()).rejects.toThrow();
    expect(vm.failure).toBe('token');
  });

  it('a failing applicant or token call shows the failure, and retry gets the token', async () => {
    const { vm, port } = await kit();
    port.createResult = err(failure());
    await vm.loadToken();
    expect(vm.failure).toBe('token');
    expect(vm.token).toBeNull();
    port.createResult = ok({ token: 'token-1', expiresAt: '2030-01-01T00:00:00Z' });
    port.tokenResult = err(failure('SumsubVerificationRequiredException', 409));
    await vm.retry();
    expect(vm.failure).toBe('token');
    port.tokenResult = ok({ token: 'token-2', expiresAt: '2030-01-01T00:00:00Z' });
    await vm.retry();
    expect(vm.failure).toBeNull();
    expect(vm.token).toBe('token-2');
  });

  it('marks the player once however often the frame reports the submit, then reads the account again', async () => {
    const { vm, port, fakes } = await kit();
    fakes.account.info = ok(accountInfo({ uid: 7, login: 'ann@example.com', isOnVerification: true }));
    await Promise.all([vm.submitted(), vm.submitted()]);
    await vm.submitted();
    expect(port.callsOf('setUserOnVerification')).toHaveLength(1);
    expect(fakes.account.calls).toContain('getInfo');
    expect(vm.step).toBe('verification');
  });

  it('a failing submit mark shows the failure, and retry marks the player', async () => {
    const { vm, port } = await kit();
    port.onVerificationResult = err(failure());
    await vm.submitted();
    expect(vm.failure).toBe('submit');
    port.onVerificationResult = ok(true);
    await vm.retry();
    expect(vm.failure).toBeNull();
    expect(port.callsOf('setUserOnVerification')).toHaveLength(2);
    expect(vm.submit).toBe('done');
  });
});
