import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkNavigation, safeRedirectPath } from './navigation';
import { applyRedirectRules } from './redirect-rules';

const origin = 'http://localhost:5173';
const FALLBACK = '/fallback';

/** What every accepted address must satisfy: the browser stays on our origin, and no reading of it names a host. */
function staysHome(output: string): boolean {
  return output.startsWith('/') && !/^[/\\]{2}/.test(output) && new URL(output, origin).origin === origin;
}

// Addresses that took a player elsewhere, and their relatives.
const ATTACKS = [
  '/.//evil.example', '/..//evil.example', '/x/..//evil.example', '/%2e//evil.example', '/%2E%2E//evil.example',
  '/.\\evil.example', '/.\\\\evil.example', 'http://localhost:5173/.//evil.example', 'HTTP://LOCALHOST:5173/..//evil.example',
  '//evil.example', '/\\evil.example', '\\\\evil.example', '\\/evil.example', '/\t/evil.example', '/\n/evil.example',
  'http://localhost:5173@evil.example/', 'http://evil.example\\@localhost:5173/', 'https://localhost:5173/',
  'http:evil.example', 'http:/\\evil.example', 'http://localhost:5173%2f@evil.example', 'http://evil。example',
  '/%5c%5cevil.example', '///evil.example', ' //evil.example', 'javascript:alert(1)', '\u0000//evil.example',
];

describe('redirect values never leave the origin', () => {
  it.each(ATTACKS)('safeRedirectPath(%j) is the fallback or a path at home', (input) => {
    const output = safeRedirectPath(input, origin, FALLBACK);
    expect(output === FALLBACK || staysHome(output)).toBe(true);
  });

  it.each([
    ['/.//evil.example', FALLBACK],
    ['/..//evil.example', FALLBACK],
    ['/x/..//evil.example', FALLBACK],
    ['/%2e//evil.example', FALLBACK],
    ['/.\\\\evil.example', FALLBACK],
    ['/.\\evil.example', '/evil.example'],
    ['http://localhost:5173/.//evil.example', FALLBACK],
    ['HTTP://LOCALHOST:5173/..//evil.example', FALLBACK],
    ['/x/../cashier/./deposit?a=1#b', '/cashier/deposit?a=1#b'],
    ['HTTP://LOCALHOST:5173/profile', '/profile'],
    ['http://user:pw@localhost:5173/profile', '/profile'],
    ['/%2F/evil.example', '/%2F/evil.example'],
  ])('%j → %j', (input, expected) => {
    expect(safeRedirectPath(input, origin, FALLBACK)).toBe(expected);
  });

  it.each(ATTACKS)('checkNavigation(%j) without the external flag is refused or internal at home', (input) => {
    const checked = checkNavigation(input, { origin });
    if (checked.ok) expect(checked.value.external === false && staysHome(checked.value.url)).toBe(true);
  });

  it('campaign-style links that used to slip through are refused', () => {
    for (const link of ['\\\\evil.example', '/\t/evil.example']) {
      expect(checkNavigation(link, { origin })).toEqual({ ok: false, error: 'external-not-allowed' });
    }
    // ours as parsed, but its path handed on would name another host: refused, even with the external flag
    for (const external of [false, true]) {
      expect(checkNavigation('http://localhost:5173/.//evil.example', { origin, external })).toEqual({ ok: false, error: 'invalid-address' });
    }
  });

  it('an external flag still cannot pass a dangerous protocol or an unreadable address', () => {
    expect(checkNavigation('java\nscript:alert(1)', { origin, external: true })).toEqual({ ok: false, error: 'dangerous-protocol' });
    expect(checkNavigation('https://[bad', { origin, external: true })).toEqual({ ok: false, error: 'invalid-address' });
    expect(checkNavigation('https://partner.example/x', { origin, external: true })).toEqual({ ok: true, value: { url: 'https://partner.example/x', external: true } });
  });

  it('a wildcard rule is judged after substitution', () => {
    const rules = [{ from_url: '/go/*', to_url: 'http://localhost:5173/*' }];
    for (const path of ['/go//evil.example', '/go/.//evil.example', '/go/\\evil.example']) {
      const target = applyRedirectRules(rules, { path });
      expect(target).toBeDefined();
      const checked = checkNavigation(target?.url ?? '', { origin, external: target?.external });
      if (checked.ok) expect(staysHome(checked.value.url)).toBe(true);
    }
    const fine = applyRedirectRules(rules, { path: '/go/promotions' });
    expect(checkNavigation(fine?.url ?? '', { origin })).toEqual({ ok: true, value: { url: '/promotions', external: false } });
  });
});

// Pieces a browser treats specially: dot segments (plain, encoded, unicode look-alikes), slashes and backslashes
// (plain and encoded), stripped whitespace, userinfo and ports, and mixed-case schemes.
const piece = fc.constantFrom(
  '/', '\\', '.', '..', '%2e', '%2E', '.%2e', '%2f', '%2F', '%5c', '%5C', '\t', '\n', '\r', ' ', '。', '．', '‥',
  'evil.example', 'localhost', ':5173', '@', 'user:pw@', '?', '#', '&x=1', 'a', '%00', '%09',
);
const prefix = fc.constantFrom('', '/', '//', '/\\', 'http://localhost:5173', 'HTTP://LOCALHOST:5173', 'Http://localhost:5173', 'https://localhost:5173', 'http:', 'http://', ' ', '\t');
const address = fc.tuple(prefix, fc.array(piece, { maxLength: 12 })).map(([head, tail]) => head + tail.join(''));

describe('properties over generated addresses', () => {
  it('safeRedirectPath answers the fallback or a path on our origin', () => {
    fc.assert(fc.property(address, (input) => {
      const output = safeRedirectPath(input, origin, FALLBACK);
      return output === FALLBACK || staysHome(output);
    }), { numRuns: 5000 });
  });

  it('checkNavigation without the external flag answers a refusal or a path on our origin', () => {
    fc.assert(fc.property(address, (input) => {
      const checked = checkNavigation(input, { origin });
      return !checked.ok || (!checked.value.external && staysHome(checked.value.url));
    }), { numRuns: 5000 });
  });

  it('a wildcard rule pointing home stays home whatever the visited path', () => {
    const rules = [{ from_url: '/go/*', to_url: 'http://localhost:5173/*' }, { from_url: '/r/*', to_url: '/*' }];
    fc.assert(fc.property(fc.constantFrom('/go/', '/r/'), fc.array(piece, { maxLength: 10 }), (head, tail) => {
      const target = applyRedirectRules(rules, { path: head + tail.join('') });
      if (!target) return true;
      const checked = checkNavigation(target.url, { origin, external: target.external });
      return !checked.ok || staysHome(checked.value.url);
    }), { numRuns: 3000 });
  });
});
