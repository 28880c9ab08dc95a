import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { money } from '../money/money';
import {
  defaultDepositValues, depositPresetsFor, isDepositOfferEligible, parseUploadValue, uploadValue,
} from './deposit';
import { hasMorePages, historyRequest, historyTabFromQuery, isHistoryTab, mergePage } from './history';
import { isDepositLimitPeriod, SELF_EXCLUSION_PERIODS, selfExclusionEnd } from './limits';

describe('history', () => {
  it('tab from query, default deposit', () => {
    expect(historyTabFromQuery({ tab: 'cashbacks' })).toBe('cashbacks');
    expect(historyTabFromQuery({ tab: ['bonuses', 'withdrawal'] })).toBe('withdrawal');
    expect(historyTabFromQuery({ tab: 'nope' })).toBe('deposit');
    expect(historyTabFromQuery({})).toBe('deposit');
    expect(isHistoryTab(1)).toBe(false);
    expect(historyRequest('withdrawal', 8)).toEqual({ type: 'withdrawal', offset: 8, count: 4 });
  });
  it('merges pages without duplicates by id', () => {
    const a = [{ id: 1, v: 'a' }, { id: 2, v: 'b' }];
    expect(mergePage(a, [{ id: 2, v: 'B' }, { id: 3, v: 'c' }, { id: 3, v: 'C' }])).toEqual([
      { id: 1, v: 'a' }, { id: 2, v: 'B' }, { id: 3, v: 'C' },
    ]);
    expect(hasMorePages(4, 10)).toBe(true);
    expect(hasMorePages(10, 10)).toBe(false);
    expect(hasMorePages(0, undefined)).toBe(false);
  });
  it('property: merged ids are unique and include every id', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.nat(20)), fc.array(fc.nat(20)), (x, y) => {
        const merged = mergePage(x.map((id) => ({ id })), y.map((id) => ({ id })));
        const ids = merged.map((m) => m.id);
        expect(new Set(ids).size).toBe(ids.length);
        expect(new Set(ids)).toEqual(new Set([...x, ...y]));
      }),
    );
  });
});

describe('deposit', () => {
  it('defaults with campaign_offer_id -1', () => {
    expect(defaultDepositValues()).toEqual({ methodId: null, method: null, amount: '', campaign_offer_id: -1, requisites: {} });
  });
  it('presets per currency and upload values', () => {
    const presets = [{ currency: 'EUR', amount: [{ value: 10 }, { value: '50' }] }];
    expect(depositPresetsFor(presets, 'eur')).toEqual(['10', '50']);
    expect(depositPresetsFor(presets, 'USD')).toEqual([]);
    expect(uploadValue('EUR', 'passport')).toBe('EUR_passport');
    expect(parseUploadValue('EUR_id_card')).toEqual({ currency: 'EUR', code: 'id_card' });
    expect(parseUploadValue('EUR')).toBeUndefined();
    expect(parseUploadValue('_x')).toBeUndefined();
    expect(parseUploadValue('EUR_')).toBeUndefined();
  });
  it('offer eligibility: deposit offers for guests or a satisfied trigger, excluded methods, the minimum deposit', () => {
    const trigger = { action: 'deposit', userSatisfiesParams: false, excludeMethods: ['skrill'], minDeposit: 20 };
    const offer = { trigger };
    expect(isDepositOfferEligible(offer, { authenticated: false })).toBe(true);
    expect(isDepositOfferEligible(offer, { authenticated: true })).toBe(false);
    expect(isDepositOfferEligible({ trigger: { ...trigger, userSatisfiesParams: true } }, { authenticated: true, method: 'card' })).toBe(true);
    expect(isDepositOfferEligible(offer, { authenticated: false, method: 'skrill' })).toBe(false);
    expect(isDepositOfferEligible(offer, { authenticated: false, amount: money(1999, 'EUR') })).toBe(false);
    expect(isDepositOfferEligible(offer, { authenticated: false, amount: money(2000, 'EUR') })).toBe(true);
    expect(isDepositOfferEligible({ trigger: { ...trigger, minDeposit: 0.1 } }, { authenticated: false, amount: money(10, 'EUR') })).toBe(true);
    expect(isDepositOfferEligible({ trigger: { ...trigger, minDeposit: null } }, { authenticated: false, amount: money(100, 'EUR') })).toBe(true);
    expect(isDepositOfferEligible({ trigger: { ...trigger, action: 'manual' } }, { authenticated: false })).toBe(false);
    expect(isDepositOfferEligible({ trigger: null }, { authenticated: false })).toBe(false);
  });
});

describe('limits', () => {
  it('deposit limit periods', () => {
    expect([1, 7, 14, 30].every(isDepositLimitPeriod)).toBe(true);
    expect(isDepositLimitPeriod(2)).toBe(false);
    expect(isDepositLimitPeriod('7')).toBe(true);
    expect(isDepositLimitPeriod(null)).toBe(false);
  });
  it('self-exclusion periods and their end', () => {
    expect(SELF_EXCLUSION_PERIODS.map((p) => p.id)).toEqual(['1d', '7d', '30d', '3m', '6m', '9m', '1y', '2y', '3y', '4y', '5y', 'permanent']);
    const now = Date.UTC(2024, 10, 30, 12);
    const find = (id: string) => SELF_EXCLUSION_PERIODS.find((p) => p.id === id)!;
    expect(selfExclusionEnd(find('7d'), now)).toBe(Date.UTC(2024, 11, 7, 12));
    expect(selfExclusionEnd(find('3m'), now)).toBe(Date.UTC(2025, 1, 28, 12));
    expect(selfExclusionEnd(find('1y'), Date.UTC(2024, 1, 29))).toBe(Date.UTC(2025, 1, 28));
    expect(selfExclusionEnd(find('permanent'), now)).toBeUndefined();
  });
});
