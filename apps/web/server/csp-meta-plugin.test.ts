// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { cspMetaPlugin } from './csp-meta-plugin.ts';

const html = '<!doctype html><html><head><meta charset="UTF-8" /><title>Casino</title></head><body></body></html>';
const transform = (env: Record<string, string>) => {
  const hook = cspMetaPlugin(env).transformIndexHtml as { handler: (html: string) => string };
  return hook.handler(html);
};

describe('the policy as a meta fallback', () => {
  it('is written first in the head when the build asks for it, with the configured vendors', () => {
    const out = transform({ CSP_META: '1', CSP_FRAME_SRC: 'https://games.example' });
    const meta = /<head>\s*<meta http-equiv="Content-Security-Policy" content="([^"]+)" \/>/.exec(out);
    expect(meta?.[1]).toContain("default-src 'self'; script-src 'self';");
    expect(meta?.[1]).toContain("frame-src 'self' https://games.example;");
    expect(meta?.[1]).not.toContain('frame-ancestors');
  });

  it('is left out by default (our server sends the policy as a header)', () => {
    expect(transform({})).toBe(html);
  });
});
