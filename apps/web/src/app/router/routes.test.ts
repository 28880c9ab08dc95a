import { describe, expect, it } from 'vitest';
import { ROUTES } from '../../shared/routing/route-table.ts';
import { buildLocaleGroup, buildLocaleRoutes, prefixLocaleOf, validateParams } from './routes.tsx';

const spec = (name: string) => ROUTES.find((r) => r.name === name)!;
const status = (fn: () => void) => {
  try {
    fn();
    return 200;
  } catch (error) {
    return (error as { init?: { status?: number } }).init?.status ?? 500;
  }
};

describe('route table', () => {
  it('exists bare and under every non-default locale, with ___{locale} names', () => {
    const groups = buildLocaleRoutes(['en', 'ru', 'ar'], 'en', { layouts: { default: () => null, empty: () => null, game: () => null }, gamehallLoader: undefined, historyLoader: undefined });
    const names = groups.flatMap((g) => g.children!.map((r) => String(r.id)));
    expect(names).toContain('cashier-deposit-sysname');
    expect(names).toContain('cashier-deposit-sysname___ru');
    expect(names).toContain('forms-sign_in___ar');
    expect(names.filter((n) => n.startsWith('index'))).toEqual(['index', 'index___ru', 'index___ar']);
    const paths = groups.flatMap((g) => g.children!.map((r) => r.path));
    expect(paths).toContain('/ar/tournaments/:id/gamehall');
    expect(paths).toContain('/ru');
  });

  it('builds one locale on its own, as the router adds a locale the first time a navigation meets its prefix', () => {
    const groups = buildLocaleGroup('pt', { layouts: { default: () => null, empty: () => null, game: () => null }, gamehallLoader: undefined, historyLoader: undefined });
    expect(groups.map((g) => g.id)).toEqual(['layout-default___pt', 'layout-empty___pt', 'layout-game___pt']);
    expect(groups.flatMap((g) => g.children!.map((r) => r.path)).every((path) => path === '/pt' || path!.startsWith('/pt/'))).toBe(true);
  });

  it('names the locale a path needs: its first segment when that is a non-default locale', () => {
    const locales = ['en', 'ru', 'pt'];
    expect(prefixLocaleOf('/pt/gamehall', locales, 'en')).toBe('pt');
    expect(prefixLocaleOf('/ru', locales, 'en')).toBe('ru');
    expect(prefixLocaleOf('/en/gamehall', locales, 'en')).toBeUndefined();
    expect(prefixLocaleOf('/gamehall', locales, 'en')).toBeUndefined();
    expect(prefixLocaleOf('/ptx/gamehall', locales, 'en')).toBeUndefined();
    expect(prefixLocaleOf('/', locales, 'en')).toBeUndefined();
  });

  it('validates params only where the path has them', () => {
    expect(status(() => validateParams(spec('cashier-payfail'), {}))).toBe(200);
    expect(status(() => validateParams(spec('cashier-payfail-transaction'), { transaction: 'abc-123' }))).toBe(200);
    expect(status(() => validateParams(spec('cashier-payfail-transaction'), { transaction: '<script>' }))).toBe(404);
    expect(status(() => validateParams(spec('tournaments-id'), { id: 'x' }))).toBe(404);
    expect(status(() => validateParams(spec('game-sysname'), { sysname: 'lucky-fortune' }))).toBe(200);
  });
});
