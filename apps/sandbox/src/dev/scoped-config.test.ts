import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { configFor, nowFor, type DevState } from './routes.ts';

describe('config seen by one request', () => {
  it('a scope sees its own values over the shared config; other requests see the shared one', () => {
    const config = loadConfig({ TIME_TO_FORCE_LOGOUT: '1800' });
    const state = { config, scopedConfig: new Map([['test-a', { timeToForceLogout: 6 }]]) } as unknown as DevState;
    expect(configFor(state, 'test-a').timeToForceLogout).toBe(6);
    expect(configFor(state, 'test-a').paymentSettleMs).toBe(config.paymentSettleMs);
    expect(configFor(state, 'test-b').timeToForceLogout).toBe(1800);
    expect(configFor(state, undefined)).toBe(config);
  });

  it('bonus isolation is off unless the environment or a scope turns it on', () => {
    expect(loadConfig({}).bonusIsolation).toBe(0);
    expect(loadConfig({ BONUS_ISOLATION: '1' }).bonusIsolation).toBe(1);
    const state = { config: loadConfig({}), scopedConfig: new Map([['test-a', { bonusIsolation: 1 }]]) } as unknown as DevState;
    expect(configFor(state, 'test-a').bonusIsolation).toBe(1);
    expect(configFor(state, 'test-b').bonusIsolation).toBe(0);
  });

  it('chat and analytics are on unless the environment or a scope turns them off', () => {
    expect(loadConfig({}).chatAndAnalytics).toBe(1);
    expect(loadConfig({ CHAT_AND_ANALYTICS: '0' }).chatAndAnalytics).toBe(0);
    const state = { config: loadConfig({}), scopedConfig: new Map([['bench', { chatAndAnalytics: 0 }]]) } as unknown as DevState;
    expect(configFor(state, 'bench').chatAndAnalytics).toBe(0);
  });
});

describe('the clock seen by one request', () => {
  it('a scope that moved its clock sees its own now; every other request sees the shared one', () => {
    const state = { clock: { offsetMs: 0, scoped: new Map([['test-a', 86_400_000]]) } } as unknown as DevState;
    const before = Date.now();
    expect(nowFor(state, 'test-a').getTime()).toBeGreaterThanOrEqual(before + 86_400_000);
    expect(nowFor(state, 'test-b').getTime()).toBeLessThan(before + 60_000);
    expect(nowFor(state, undefined).getTime()).toBeLessThan(before + 60_000);
  });

  it('the shared shift reaches the requests of scopes that did not move their own clock', () => {
    const state = { clock: { offsetMs: 600_000, scoped: new Map([['test-a', 0]]) } } as unknown as DevState;
    const before = Date.now();
    expect(nowFor(state, 'test-b').getTime()).toBeGreaterThanOrEqual(before + 600_000);
    expect(nowFor(state, 'test-a').getTime()).toBeLessThan(before + 60_000);
  });
});
