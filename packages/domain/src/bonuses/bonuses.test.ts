import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isCashbackUnseen } from './cashback';
import { isMutationSuccess, itemDisplay, loyaltyNotificationTiming, participationResult } from './engagement';
import { isPromoCodeFound, resolvePromoCode } from './promo-code';

describe('cashback unseen', () => {
  it('active with a new id, or paid out without receiving_expired_at', () => {
    expect(isCashbackUnseen({ id: 5, status: 'active' }, 4)).toBe(true);
    expect(isCashbackUnseen({ id: 5, status: 'active' }, '5')).toBe(false);
    expect(isCashbackUnseen({ id: 5, status: 'active' }, null)).toBe(true);
    expect(isCashbackUnseen({ id: 5, status: 'paid_out', receiving_expired_at: null }, 5)).toBe(true);
    expect(isCashbackUnseen({ id: 5, status: 'paid_out', receiving_expired_at: '2024-01-01' }, 4)).toBe(false);
    expect(isCashbackUnseen({ id: 5, status: 'other' }, 4)).toBe(false);
    expect(isCashbackUnseen(undefined, 4)).toBe(false);
  });
});

describe('promo code resolution', () => {
  it('query wins (last of several) and replaces the stored one', () => {
    expect(resolvePromoCode({ promo_code: ['A', 'B'] }, 'OLD')).toEqual({ code: 'B', store: true });
    expect(resolvePromoCode({ promo_code: 'OLD' }, 'OLD')).toEqual({ code: 'OLD', store: false });
    expect(resolvePromoCode({}, 'OLD')).toEqual({ code: 'OLD', store: false });
    expect(resolvePromoCode({ promo_code: '' }, null)).toEqual({ code: undefined, store: false });
  });
  it('property: a non-empty query value always wins', () => {
    fc.assert(
      fc.property(fc.array(fc.string({ minLength: 1 }).filter((s) => s.trim() !== ''), { minLength: 1 }), fc.option(fc.string()), (values, stored) => {
        expect(resolvePromoCode({ promo_code: values }, stored).code).toBe(values[values.length - 1]?.trim());
      }),
    );
  });
  it('check result', () => {
    expect(isPromoCodeFound(0)).toBe(false);
    expect(isPromoCodeFound({ id: 1 })).toBe(true);
  });
});

describe('engagement', () => {
  it('tournament participation must return 1', () => {
    expect(participationResult(1)).toEqual({ ok: true, value: true });
    expect(participationResult(0)).toEqual({ ok: false, error: 'Failed to participate in tournament' });
    expect(isMutationSuccess('1')).toBe(true);
    expect(isMutationSuccess(true)).toBe(false);
  });
  it('loyalty notification timing', () => {
    expect(loyaltyNotificationTiming()).toEqual({ delayMs: 300, durationMs: 5000, volume: 0.5, sound: false });
    expect(loyaltyNotificationTiming({ durationSeconds: 8, sound: true })).toEqual({ delayMs: 300, durationMs: 8000, volume: 0.5, sound: true });
    expect(loyaltyNotificationTiming({ durationSeconds: 0 }).durationMs).toBe(5000);
  });
  it('description overrides name and image', () => {
    expect(itemDisplay({ name: 'A', image_url: 'a.png', description: { name: 'B', img_288_192: 'b.png' } })).toEqual({ name: 'B', image: 'b.png' });
    expect(itemDisplay({ name: 'A', image_url: 'a.png', description: { name: '' } })).toEqual({ name: 'A', image: 'a.png' });
    expect(itemDisplay({})).toEqual({ name: '', image: undefined });
  });
});
