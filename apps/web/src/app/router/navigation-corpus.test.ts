import { readFileSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import { checkedAddress } from '../../shared/navigation/checked-address.ts';
import { navigateDocument, openWindow, type NavigableWindow } from '../../shared/navigation/document-navigation.ts';
import { MemoryLocalStorage } from '@casino/adapters/testing';
import { BackUrlService } from '../../shared/services/back-url.service.ts';
import { redirectAfterSignIn } from '../layouts/use-redirect-after-sign-in.ts';
import { rootGuard, type GuardDeps } from './guards.ts';

/**
 * The navigation corpus (packages/domain/src/routing/navigation-corpus.json: every Unicode space, control and
 * zero-width character before javascript:, data:, vbscript:, //host and http://other, and their relatives) through
 * each of the app's sinks, with a window that records what it was asked to do. The browser suite replays the same
 * corpus in a real browser (e2e/navigation-corpus.spec.ts).
 */
const ORIGIN = 'http://app.test:4173';
const corpus = (JSON.parse(readFileSync(new URL('../../../../../packages/domain/src/routing/navigation-corpus.json', import.meta.url), 'utf8')) as { id: string; url: string }[]).map(
  (vector) => ({ ...vector, url: vector.url.replaceAll('{ORIGIN}', ORIGIN) }),
);

/** What the browser does with an address it is handed: resolved against a page of ours. */
const landing = (url: string) => new URL(url, `${ORIGIN}/somewhere/page`);
const httpOnly = (url: string) => ['http:', 'https:'].includes(landing(url).protocol);
const home = (url: string) => httpOnly(url) && landing(url).origin === ORIGIN;

function recordingWindow() {
  const went: string[] = [];
  const win: NavigableWindow = {
    location: { origin: ORIGIN, assign: (url) => went.push(url), replace: (url) => went.push(url) },
    open: (url) => (went.push(url), {}),
  };
  return { win, went };
}

describe('the navigation corpus through every sink', () => {
  it('is the corpus it promises', () => {
    expect(corpus.length).toBeGreaterThanOrEqual(80);
  });

  it.each(corpus)('$id: the document and window sinks go nowhere but http(s), and only home without the flag', ({ url }) => {
    const { win, went } = recordingWindow();
    navigateDocument(url, { external: true }, win);
    navigateDocument(url, { external: true, replace: true }, win);
    openWindow(url, { external: true, target: '_blank' }, win);
    expect(went.filter((to) => !httpOnly(to))).toEqual([]);
    const inside = recordingWindow();
    navigateDocument(url, { external: false }, inside.win);
    openWindow(url, { external: false, target: 'x', features: 'width=1' }, inside.win);
    expect(inside.went.filter((to) => !home(to))).toEqual([]);
  });

  it.each(corpus)('$id: a content link shows only an http(s) address, a path of ours when internal', ({ url }) => {
    const external = checkedAddress(url, ORIGIN, { external: true, localize: (path) => `/ru${path}` });
    if (external) expect(external.external ? httpOnly(external.href) : home(external.href) && external.href.startsWith('/ru/')).toBe(true);
    const internal = checkedAddress(url, ORIGIN);
    if (internal) expect(!internal.external && home(internal.href)).toBe(true);
  });

  it.each(corpus)('$id: a content redirect rule, internal or external, never runs a script nor leaves unflagged', ({ url }) => {
    for (const external of [false, true]) {
      const assign = vi.fn();
      const deps: GuardDeps = {
        authenticated: () => true,
        locales: () => ({ codes: ['en', 'ru'], defaultLocale: 'en' }),
        redirects: () => [{ from_url: '/corpus', to_url: url, is_external: external }],
        origin: ORIGIN,
        assign,
        warn: () => {},
      };
      const answer = rootGuard(deps, new Request(`${ORIGIN}/corpus`));
      const location = answer?.headers.get('Location');
      if (location) expect(home(location)).toBe(true);
      for (const [to] of assign.mock.calls as [string][]) expect(external ? httpOnly(to) : home(to)).toBe(true);
    }
  });

  it.each(corpus)('$id: a redirectUrl after sign-in, a backUrl and a stored back address are nothing or a path of ours', ({ url }) => {
    const query = (key: string) => `?${key}=${encodeURIComponent(url)}`;
    const back = new BackUrlService(new MemoryLocalStorage());
    back.remember('payment', url, ORIGIN);
    for (const path of [redirectAfterSignIn({ search: query('redirectUrl'), origin: ORIGIN }), back.fromQuery(query('backUrl'), ORIGIN), back.take('payment', ORIGIN)]) {
      if (path) expect(path.startsWith('/') && !/^[/\\]{2}/.test(path) && home(path)).toBe(true);
    }
  });

  it('the external flag lets an http(s) address elsewhere through, as the browser reads it', () => {
    const { win, went } = recordingWindow();
    expect(navigateDocument(' HTTPS://Partner.Example/a/../b ', { external: true }, win).ok).toBe(true);
    expect(navigateDocument('https://partner.example/', { external: false }, win)).toEqual({ ok: false, error: 'external-not-allowed' });
    expect(openWindow('\u00A0javascript:alert(1)', { external: true, target: '_blank' }, win)).toEqual({ opened: {} });
    expect(openWindow('javascript:alert(1)', { external: true, target: '_blank' }, win)).toEqual({ opened: null, refused: 'dangerous-protocol' });
    expect(went).toEqual(['https://partner.example/b', '/%C2%A0javascript:alert(1)']);
  });
});
