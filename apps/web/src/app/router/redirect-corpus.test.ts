import { readFileSync } from 'node:fs';
import { checkNavigation } from '@casino/domain/routing';
import { MemoryLocalStorage, RecordingLogger } from '@casino/adapters/testing';
import { describe, expect, it, vi } from 'vitest';
import { redirectAfterSignIn } from '../layouts/use-redirect-after-sign-in.ts';
import { BackUrlService } from '../../shared/services/back-url.service.ts';
import { AppNavigator } from '../../shared/services/navigator.ts';
import { rootGuard, type GuardDeps } from './guards.ts';

/**
 * The redirect corpus (e2e/corpus/redirects.json, also pushed through the browser by e2e/redirect-corpus.spec.ts):
 * addresses that a browser, a URL parser or a hurried check could read as another host. Every way an address from a
 * query string or the content system reaches navigation must keep the player on our origin.
 */
const ORIGIN = 'http://app.test:4173';
const corpus = (JSON.parse(readFileSync(new URL('../../../e2e/corpus/redirects.json', import.meta.url), 'utf8')) as { id: string; url: string }[]).map(
  (vector) => ({
    id: vector.id,
    url: vector.url.replaceAll('{ORIGIN_UPPER}', ORIGIN.toUpperCase()).replaceAll('{ORIGIN}', ORIGIN).replaceAll('{HOSTNAME}', 'app.test').replaceAll('{HOST}', 'app.test:4173'),
  }),
);

/** A path the browser resolves on our origin, which no reading turns into a host (`//x`, `/\x`). */
const staysHome = (path: string) => path.startsWith('/') && !/^[/\\]{2}/.test(path) && new URL(path, ORIGIN).origin === ORIGIN;
const homeOrNothing = (path: string | undefined) => path === undefined || path === '' || staysHome(path);

describe('the redirect corpus', () => {
  it('has the variants it promises', () => {
    expect(corpus.length).toBeGreaterThanOrEqual(60);
    expect(new Set(corpus.map((v) => v.id)).size).toBe(corpus.length);
  });

  it.each(corpus)('$id: redirectUrl after sign-in stays home', ({ url }) => {
    expect(homeOrNothing(redirectAfterSignIn({ search: `?redirectUrl=${encodeURIComponent(url)}`, origin: ORIGIN }))).toBe(true);
  });

  it.each(corpus)('$id: backUrl and redirectUrl of the back address, also through storage, stay home', ({ url }) => {
    const back = new BackUrlService(new MemoryLocalStorage());
    expect(homeOrNothing(back.fromQuery(`?backUrl=${encodeURIComponent(url)}`, ORIGIN))).toBe(true);
    expect(homeOrNothing(back.fromQuery(`?redirectUrl=${encodeURIComponent(url)}`, ORIGIN))).toBe(true);
    back.remember('payment', url, ORIGIN);
    expect(homeOrNothing(back.take('payment', ORIGIN))).toBe(true);
  });

  it.each(corpus)('$id: a content redirect rule without the external flag never leaves', ({ url }) => {
    const assign = vi.fn();
    const deps: GuardDeps = {
      authenticated: () => true,
      locales: () => ({ codes: ['en', 'ru', 'pt', 'ar'], defaultLocale: 'en' }),
      redirects: () => [{ from_url: '/corpus', to_url: url, external: false }],
      origin: ORIGIN,
      assign,
      warn: () => {},
    };
    const answer = rootGuard(deps, new Request(`${ORIGIN}/corpus`));
    const location = answer?.headers.get('Location') ?? undefined;
    expect(homeOrNothing(location)).toBe(true);
    expect(assign).not.toHaveBeenCalled();
  });

  it.each(corpus)('$id: a content link (campaign popup button) without the external flag never leaves', ({ url }) => {
    const checked = checkNavigation(url, { origin: ORIGIN });
    if (checked.ok) expect(checked.value.external === false && staysHome(checked.value.url)).toBe(true);
  });

  it('the app navigator refuses every address that would leave, with a warning, whatever its source', () => {
    const logger = new RecordingLogger();
    const navigator = new AppNavigator(logger);
    const went: string[] = [];
    navigator.attach((to) => went.push(to));
    vi.stubGlobal('location', new URL(ORIGIN));
    try {
      for (const { url } of corpus) navigator.navigate(url);
    } finally {
      vi.unstubAllGlobals();
    }
    expect(went.filter((path) => !staysHome(path))).toEqual([]);
  });
});
