// @vitest-environment node
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { appPolicy, cspMetaContent, customCodeSources, scriptHash, vendorsFromEnv } from './csp.ts';

describe('the content security policy', () => {
  it('allows our own scripts and the listed vendors only: no inline or eval, no plugins, no foreign <base>', () => {
    const policy = appPolicy(vendorsFromEnv({ CSP_SCRIPT_SRC: 'https://widget.chat.example', CSP_FRAME_SRC: 'https://games.example https://pay.example' }));
    expect(policy['script-src']).toEqual(["'self'", 'https://widget.chat.example']);
    expect(policy['frame-src']).toEqual(["'self'", 'https://games.example', 'https://pay.example']);
    expect(policy['connect-src']).toEqual(["'self'"]);
    expect(policy['object-src']).toEqual(["'none'"]);
    expect(policy['base-uri']).toEqual(["'self'"]);
    expect(Object.values(policy).flat().filter((s) => s === "'unsafe-eval'")).toEqual([]);
    expect(policy['script-src']).not.toContain("'unsafe-inline'");
  });

  it('gives origins for every purpose to each list once, and refuses anything that is not a bare origin', () => {
    const vendors = vendorsFromEnv({ CSP_VENDOR_ORIGINS: 'http://127.0.0.1:8787', CSP_IMG_SRC: 'https://cdn.example, http://127.0.0.1:8787' });
    expect(vendors.images).toEqual(['http://127.0.0.1:8787', 'https://cdn.example']);
    expect(vendors.forms).toEqual(['http://127.0.0.1:8787']);
    // a worker fetches the images it caches: image origins are connections too
    expect(appPolicy(vendors)['connect-src']).toEqual(["'self'", 'http://127.0.0.1:8787', 'https://cdn.example']);
    expect(() => vendorsFromEnv({ CSP_SCRIPT_SRC: 'https://cdn.example/lib.js' })).toThrow(/not an origin/);
    expect(() => vendorsFromEnv({ CSP_SCRIPT_SRC: '*' })).toThrow();
    expect(() => vendorsFromEnv({ CSP_FRAME_SRC: 'javascript:alert(1)' })).toThrow(/not an origin/);
  });

  it('hashes each inline script of the custom code as the browser does, and allows the origins of the scripts it loads', () => {
    const inline = 'window.__customCode = (window.__customCode || []).concat("head")';
    const sources = customCodeSources([
      `<meta name="x" content="1"><script>${inline}</script>`,
      '<script async src="https://tags.example/gtm.js?id=1"></script><div hidden></div>',
      "<SCRIPT src='/local.js'></SCRIPT><script type=\"text/javascript\">\n  track();\n</script >",
    ]);
    expect(sources.hashes).toEqual([`'sha256-${createHash('sha256').update(inline).digest('base64')}'`, scriptHash('\n  track();\n')]);
    expect(sources.origins).toEqual(['https://tags.example']);
    expect(appPolicy(vendorsFromEnv({}), sources)['script-src']).toEqual(["'self'", 'https://tags.example', ...sources.hashes]);
  });

  it('as a meta tag, leaves out frame-ancestors (only a header can refuse framing)', () => {
    const meta = cspMetaContent({ ...appPolicy(vendorsFromEnv({})), 'frame-ancestors': ["'none'"] });
    expect(meta).toContain("script-src 'self'");
    expect(meta).toContain("object-src 'none'");
    expect(meta).not.toContain('frame-ancestors');
  });
});
