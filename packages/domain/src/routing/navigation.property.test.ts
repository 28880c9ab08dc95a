import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { browserStripped, checkNavigation, readAsBrowser, safeRedirectPath } from './navigation';
import corpusFile from './navigation-corpus.json';

/**
 * Properties of the navigation check over addresses built to trip it: every Unicode space (the ones JavaScript's
 * `trim()` removes and the browser keeps), C0 and C1 controls, zero-width characters, mixed case, percent-encodings,
 * backslashes and dot segments, around `javascript:`, `data:`, `vbscript:`, `//host` and `http://other`. The
 * corpus (navigation-corpus.json) is the same alphabet written out; the browser suite replays it through every sink
 * (apps/web/e2e/navigation-corpus.spec.ts).
 */
const ORIGIN = 'https://casino.example';
const HOME = `${ORIGIN}/`;

/** Spaces `trim()` removes but the browser keeps in front of an address (it then reads a relative path). */
const UNICODE_SPACES = ['\u00A0', '\u1680', ...Array.from({ length: 11 }, (_, i) => String.fromCharCode(0x2000 + i)), '\u2028', '\u2029', '\u202F', '\u205F', '\u3000', '\uFEFF'];
/** What the browser strips itself: C0 controls and the space at both ends, tab and newlines anywhere. */
const C0 = [...Array.from({ length: 0x20 }, (_, i) => String.fromCharCode(i)), ' '];
const C1 = Array.from({ length: 0x21 }, (_, i) => String.fromCharCode(0x7f + i));
const ZERO_WIDTH = ['\u200B', '\u200C', '\u200D', '\u2060', '\u180E', '\uFEFF'];
const CORES = ['javascript:alert(1)', 'data:text/html,<script>alert(1)</script>', 'vbscript:msgbox(1)', '//evil.example/x', 'http://evil.example/x'];

// imported, not read from disk: the domain reaches nothing outside itself, not even in its tests
const corpus: readonly { id: string; url: string }[] = corpusFile;
const filled = corpus.map((vector) => ({ ...vector, url: vector.url.replaceAll('{ORIGIN}', ORIGIN) }));

/** The platform's own parser (Node's WHATWG URL): what a browser does with the same text. */
function platformReading(address: string): URL | undefined {
  try {
    return new URL(address, HOME);
  } catch {
    return undefined;
  }
}

/**
 * What every accepted address must satisfy, given the raw candidate and what the check handed on:
 * - the browser, given what was handed on, goes to an http(s) address;
 * - an internal one is a path on our origin that no reading turns into a host, an external one is another origin;
 * - the browser, given the raw candidate, would have gone to exactly the same place: the check judged what the
 *   browser navigates to, not a cleaned-up copy of it.
 */
function holds(candidate: string, external: boolean): boolean {
  const checked = checkNavigation(candidate, { origin: ORIGIN, external });
  if (!checked.ok) return true;
  const handed = platformReading(checked.value.url);
  if (!handed || (handed.protocol !== 'http:' && handed.protocol !== 'https:')) return false;
  if (!checked.value.external && (handed.origin !== ORIGIN || !checked.value.url.startsWith('/') || /^[/\\]{2}/.test(checked.value.url))) return false;
  // external means another site: an address of ours always comes back as a path
  if ((!external && checked.value.external) || (checked.value.external && handed.origin === ORIGIN)) return false;
  return platformReading(candidate)?.href === handed.href;
}

const noise = fc.constantFrom(...UNICODE_SPACES, ...C0, ...C1, ...ZERO_WIDTH, '\\', '/', '.', '..', '%2e', '%2F', '%5C', '%09', '%0A', '%00', '%20', '%C2%A0', '%3A');
const noiseRun = fc.array(noise, { maxLength: 4 }).map((parts) => parts.join(''));

/** A core with its letters in random case, maybe one character percent-encoded, maybe noise put inside it. */
const mangled = fc
  .tuple(fc.constantFrom(...CORES), fc.array(fc.boolean(), { minLength: 40, maxLength: 40 }), fc.option(fc.nat(12)), fc.option(fc.tuple(fc.nat(12), noise)))
  .map(([core, upper, encodeAt, inside]) => {
    let text = [...core].map((ch, i) => (upper[i % upper.length] ? ch.toUpperCase() : ch.toLowerCase())).join('');
    if (encodeAt !== null && encodeAt < text.length) text = `${text.slice(0, encodeAt)}%${text.charCodeAt(encodeAt).toString(16).padStart(2, '0')}${text.slice(encodeAt + 1)}`;
    if (inside !== null) text = `${text.slice(0, inside[0])}${inside[1]}${text.slice(inside[0])}`;
    return text;
  });
/** Our own origin in front (as typed or in capitals), a dot segment or a backslash, or nothing. */
const lead = fc.constantFrom('', ORIGIN, ORIGIN.toUpperCase(), `${ORIGIN}/.`, '/.', '/..', '/\\', '\\');
const candidate = fc.tuple(noiseRun, lead, noiseRun, mangled, noiseRun).map((parts) => parts.join(''));

describe('the navigation check over generated addresses', () => {
  it('an accepted address is http(s), an internal one is on our origin, and both are what the browser would read', () => {
    fc.assert(fc.property(candidate, fc.boolean(), (address, external) => holds(address, external)), { numRuns: 6000 });
  });

  it('any text at all: never throws, and the same holds', () => {
    fc.assert(fc.property(fc.string({ unit: 'binary', maxLength: 40 }), fc.boolean(), (address, external) => holds(address, external)), { numRuns: 3000 });
  });

  it('what it hands on passes again unchanged (it is already the browser reading)', () => {
    fc.assert(
      fc.property(candidate, fc.boolean(), (address, external) => {
        const checked = checkNavigation(address, { origin: ORIGIN, external });
        return !checked.ok || JSON.stringify(checkNavigation(checked.value.url, { origin: ORIGIN, external })) === JSON.stringify(checked);
      }),
      { numRuns: 3000 },
    );
  });

  it('its reading of an address is the platform parser reading of it', () => {
    fc.assert(
      fc.property(fc.oneof(candidate, fc.string({ unit: 'binary', maxLength: 40 })), (address) => readAsBrowser(address, HOME)?.href === platformReading(address)?.href),
      { numRuns: 3000 },
    );
  });

  it('a redirect or back address is the fallback or a path on our origin', () => {
    fc.assert(
      fc.property(candidate, (address) => {
        const path = safeRedirectPath(address, ORIGIN, '/fallback');
        return path === '/fallback' || (path.startsWith('/') && !/^[/\\]{2}/.test(path) && platformReading(path)?.origin === ORIGIN);
      }),
      { numRuns: 3000 },
    );
  });
});

describe('the navigation corpus', () => {
  it('writes out the alphabet: every Unicode space, C0 and C1 control and zero-width character before javascript:', () => {
    const urls = new Set(corpus.map((vector) => vector.url));
    const expectedPrefixes = [...UNICODE_SPACES, '\u0000', '\u0001', '\t', '\n', '\u000B', '\u000C', '\r', '\u001F', ' ', '\u0080', '\u0085', '\u009F', '\u007F', '\u200B', '\u200C', '\u200D', '\u2060', '\u180E'];
    expect(expectedPrefixes.filter((ch) => !urls.has(`${ch}javascript:alert('nav-corpus')`))).toEqual([]);
    expect(new Set(corpus.map((vector) => vector.id)).size).toBe(corpus.length);
  });

  it.each(filled)('$id: refused, or read as the browser reads it, with or without the external flag', ({ url }) => {
    expect(holds(url, true)).toBe(true);
    expect(holds(url, false)).toBe(true);
  });

  it.each(filled)('$id: no script or data address ever passes', ({ url }) => {
    for (const external of [true, false]) {
      const checked = checkNavigation(url, { origin: ORIGIN, external });
      if (checked.ok) expect(checked.value.url).not.toMatch(/^\s*(javascript|data|vbscript|blob|file):/i);
    }
  });
});

describe('judging what the browser reads, not a trimmed copy', () => {
  // Each of these used to be judged as a relative path (no scheme seen behind the space) and then handed on trimmed:
  // "javascript:…", which ran. The browser keeps the space, so the address is a path of ours.
  it.each(UNICODE_SPACES.map((space) => [`U+${space.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}`, space]))(
    '%s before javascript: in an external rule is a harmless path of ours',
    (_name, space) => {
      const checked = checkNavigation(`${space}javascript:alert(1)`, { origin: ORIGIN, external: true });
      expect(checked.ok && checked.value).toEqual({ url: `/${encodeURIComponent(space)}javascript:alert(1)`, external: false });
    },
  );

  it('what the browser strips itself is stripped before the reading, so the scheme behind it is seen', () => {
    expect(browserStripped(' \t\u0000java\nscript:x\r\n')).toBe('javascript:x');
    expect(browserStripped('\u00A0javascript:x\u3000')).toBe('\u00A0javascript:x\u3000');
    expect(checkNavigation('\u0000 javascript:alert(1)', { origin: ORIGIN, external: true })).toEqual({ ok: false, error: 'dangerous-protocol' });
    expect(checkNavigation('\u00A0https://evil.example/', { origin: ORIGIN, external: true })).toEqual({ ok: true, value: { url: '/%C2%A0https://evil.example/', external: false } });
    expect(checkNavigation(' https://partner.example/x ', { origin: ORIGIN, external: true })).toEqual({ ok: true, value: { url: 'https://partner.example/x', external: true } });
  });
});
