import { describe, expect, it } from 'vitest';
import { BudgetReport } from './budgets.ts';
import { gateAgainstHall, gateCls, gateLazyScreen, landedOn } from './gates.ts';

const failedNames = (report: BudgetReport) => report.failed.map((c) => c.name);

describe('gateAgainstHall', () => {
  it('passes a signed-in page up to the allowed points under the hall, and fails one point more', () => {
    const report = new BudgetReport();
    expect(gateAgainstHall(report, '/cashier/deposit (signed in)', 85, 90, 5)).toBe(true);
    expect(gateAgainstHall(report, '/profile/bonuses (signed in)', 84, 90, 5)).toBe(false);
    expect(gateAgainstHall(report, '/loyalty/shop (signed in)', 97, 90, 5)).toBe(true);
    expect(failedNames(report)).toEqual(['lighthouse performance /profile/bonuses (signed in) (/gamehall 90 − 5)']);
  });

  it('fails when the hall was not measured in the run, whatever the page scored', () => {
    const report = new BudgetReport();
    expect(gateAgainstHall(report, '/cashier/deposit (signed in)', 100, undefined, 5)).toBe(false);
    expect(report.failed[0]?.detail).toContain('BENCH_PAGES');
  });
});

describe('gateCls', () => {
  it('holds the worst run to the budget, as printed to three decimals', () => {
    const report = new BudgetReport();
    expect(gateCls(report, 'a', [0, 0.0004, 0], 0)).toBe(true);
    expect(gateCls(report, 'b', [0, 0, 0.0006], 0)).toBe(false);
    expect(gateCls(report, 'c', [0.02, 0.05, 0.01], 0.1)).toBe(true);
    expect(report.failed).toEqual([{ name: 'CLS b (worst of 3 runs)', ok: false, detail: '0.001 ≤ 0.000' }]);
  });

  it('fails a page with no runs', () => {
    expect(gateCls(new BudgetReport(), 'a', [], 0)).toBe(false);
  });
});

describe('gateLazyScreen', () => {
  const limits = { kb: 60, chunks: 6 };

  it('checks the size and the number of chunks apart', () => {
    const report = new BudgetReport();
    expect(gateLazyScreen(report, 'bonuses (1 routes)', { kb: 59.96, chunks: 6 }, limits)).toBe(true);
    expect(gateLazyScreen(report, 'cashier-deposit (2 routes)', { kb: 31.2, chunks: 7 }, limits)).toBe(false);
    expect(gateLazyScreen(report, 'loyalty-shop (1 routes)', { kb: 61, chunks: 2 }, limits)).toBe(false);
    expect(failedNames(report)).toEqual(['lazy JS chunks of screen cashier-deposit (2 routes)', 'lazy JS of screen loyalty-shop (1 routes)']);
  });
});

describe('landedOn', () => {
  it('accepts the page asked for and a page below it', () => {
    expect(landedOn('http://localhost:4000/profile/bonuses', '/profile/bonuses')).toBe(true);
    expect(landedOn('http://localhost:4000/profile/bonuses/', '/profile/bonuses')).toBe(true);
    expect(landedOn('http://localhost:4000/cashier/deposit/visa_mc?x=1', '/cashier/deposit')).toBe(true);
  });

  it("refuses the guest's way out and any other page", () => {
    expect(landedOn(`http://localhost:4000/?redirectUrl=${encodeURIComponent('/cashier/deposit')}`, '/cashier/deposit')).toBe(false);
    expect(landedOn('http://localhost:4000/cashier/deposit?redirectUrl=%2F', '/cashier/deposit')).toBe(false);
    expect(landedOn('http://localhost:4000/', '/loyalty/shop')).toBe(false);
    expect(landedOn('http://localhost:4000/profile/bonusesx', '/profile/bonuses')).toBe(false);
  });
});
