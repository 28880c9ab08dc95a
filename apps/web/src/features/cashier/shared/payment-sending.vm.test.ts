import { FakeClock, failure, generalInfo } from '@casino/adapters/testing';
import type { ApiResult } from '@casino/domain/ports';
import { err, ok } from '@casino/domain/shared';
import { describe, expect, it } from 'vitest';
import { PaymentSending } from './payment-sending.ts';

function setup() {
  let n = 0;
  const clock = new FakeClock();
  const sending = new PaymentSending(() => `key-${++n}`, clock);
  const keys: string[] = [];
  const send = (answer: ApiResult<string>) =>
    sending.send({ amount: 10 }, async (keyed) => {
      keys.push(keyed.idempotencyKey);
      return answer;
    }, (result) => ({ ok: result.ok, submitting: sending.submitting }));
  return { clock, sending, keys, send };
}

describe('PaymentSending', () => {
  it('keeps the key for a retry after an open outcome and starts a new attempt after a settled one', async () => {
    const { keys, send } = setup();
    await send(err(failure('Timeout', 0)));
    await send(err(failure('BillingUnavailableException', 503)));
    await send(err(failure('WithdrawalDeclinedException', 400)));
    await send(ok('sent'));
    await send(ok('sent'));
    expect(keys).toEqual(['key-1', 'key-1', 'key-1', 'key-2', 'key-3']);
  });

  it('is submitting while the call is out, and hands the answer over once it no longer is', async () => {
    const { sending, send } = setup();
    const sent = send(ok('sent'));
    expect(sending.submitting).toBe(true);
    expect(await sent).toEqual({ ok: true, submitting: false });
  });

  it('says the data is stale only after the cashier idle time since it was read, and re-reads it while submitting', async () => {
    const { clock, sending } = setup();
    const general = generalInfo({ raw: { user_inactivity_cashier_time: 60 } });
    expect(sending.stale(general)).toBe(false); // never read: nothing to be stale
    sending.markRead();
    clock.advance(60_000);
    expect(sending.stale(general)).toBe(false);
    clock.advance(1);
    expect(sending.stale(general)).toBe(true);
    expect(sending.stale(generalInfo({ raw: {} }))).toBe(false);
    const seen: boolean[] = [];
    await sending.reread(async () => {
      seen.push(sending.submitting);
    });
    expect(seen).toEqual([true]);
    expect(sending.submitting).toBe(false);
  });
});
