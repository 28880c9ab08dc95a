import { createApiClient } from '@casino/sdk';
import { fakeFetch, jsonResponse as json } from '@casino/sdk/testing';
import { describe, expect, it } from 'vitest';
import { ApiResponsibleGaming } from './responsible-gaming.adapter.ts';

function api(answer: () => Response) {
  const { fetch, calls } = fakeFetch(() => answer());
  const bodies = () => calls.filter((c) => c.method === 'POST').map((c) => ({ path: c.url.pathname, form: c.fields ?? {} }));
  return { rg: new ApiResponsibleGaming(createApiClient({ baseUrl: 'http://x', fetch, locale: 'en' })), bodies };
}

const limits = {
  currency: 'EUR',
  available_amount: 20,
  loss: [],
  loss_available_amount: null,
  wager: [],
  wager_available_amount: null,
  deposit: [{ period: 1, limit_amount: 50, used_amount: 30, available_amount: 20, expired_at: '2026-01-02T00:00:00.000Z', pending: { limit_amount: null, effective_at: '2026-01-02T10:00:00.000Z' } }],
};

describe('ApiResponsibleGaming', () => {
  it('reads the limits with times as epoch ms and a removal as a pending null limit', async () => {
    const { rg } = api(() => json({ data: limits }));
    expect(await rg.getLimits()).toEqual({ ok: true, value: {
      currency: 'EUR',
      deposit: { available: 20, limits: [{ period: 1, limit: 50, used: 30, available: 20, resetsAt: Date.UTC(2026, 0, 2), pending: { limit: null, effectiveAt: Date.UTC(2026, 0, 2, 10) } }] },
      loss: { available: null, limits: [] },
      wager: { available: null, limits: [] },
    } });
  });

  it('sends a removal without an amount, the key with a cancel, and the password with the exclusion', async () => {
    const { rg, bodies } = api(() => json({ data: limits }));
    await rg.setLimit('deposit', 7, 100);
    await rg.setLimit('loss', 7, null);
    await rg.cancelLimitChange('wager', 7, 'cancel-key-1');
    expect(bodies()).toEqual([
      { path: '/api/account.setLimit', form: { kind: 'deposit', period: '7', amount: '100' } },
      { path: '/api/account.setLimit', form: { kind: 'loss', period: '7' } },
      { path: '/api/account.cancelLimitChange', form: { kind: 'wager', period: '7', idempotency_key: 'cancel-key-1' } },
    ]);
    const excluded = api(() => json({ data: { kind: 'exclusion', period: 'permanent', until: null } }));
    expect(await excluded.rg.selfExclude({ kind: 'exclusion', period: 'permanent', password: 'secret12' })).toEqual({ ok: true, value: { kind: 'exclusion', period: 'permanent', until: null } });
    expect(excluded.bodies()).toEqual([{ path: '/api/account.selfExclude', form: { kind: 'exclusion', period: 'permanent', password: 'secret12' } }]);
  });

  it('reads the play session and sends no limit as an absent field', async () => {
    const session = { started_at: '2026-01-01T10:00:00.000Z', reality_check_minutes: 15, session_limit_minutes: null, ends_at: null, resume_at: null, net_result: -12.5, currency: 'EUR' };
    const { rg, bodies } = api(() => json({ data: session }));
    expect(await rg.getPlaySession()).toEqual({ ok: true, value: { startedAt: Date.UTC(2026, 0, 1, 10), realityCheckMinutes: 15, sessionLimitMinutes: null, endsAt: null, resumeAt: null, netResult: -12.5, currency: 'EUR' } });
    await rg.setPlaySettings(30, null);
    await rg.setPlaySettings(0, 60);
    expect(bodies()).toEqual([
      { path: '/api/account.setPlaySettings', form: { reality_check_minutes: '30' } },
      { path: '/api/account.setPlaySettings', form: { reality_check_minutes: '0', session_limit_minutes: '60' } },
    ]);
  });
});
