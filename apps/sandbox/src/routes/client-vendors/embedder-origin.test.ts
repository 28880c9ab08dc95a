import { describe, expect, it } from 'vitest';
import { embedderOrigin } from './index.ts';

const APP = 'http://localhost:4173';

describe("the verification frame's embedder", () => {
  it('is APP_ORIGIN in production mode, whoever framed it', () => {
    expect(embedderOrigin('http://localhost:41595/profile/verification', APP, false)).toBe(APP);
  });

  it('is a site on this machine that framed it, in development mode', () => {
    expect(embedderOrigin('http://localhost:41595/', APP, true)).toBe('http://localhost:41595');
    expect(embedderOrigin('http://127.0.0.1:8080/profile/verification', APP, true)).toBe('http://127.0.0.1:8080');
  });

  it('is APP_ORIGIN for any other site, an unreadable or missing Referer', () => {
    expect(embedderOrigin('https://evil.example/', APP, true)).toBe(APP);
    expect(embedderOrigin('http://localhost.evil.example/', APP, true)).toBe(APP);
    expect(embedderOrigin('javascript:alert(1)', APP, true)).toBe(APP);
    expect(embedderOrigin('not a url', APP, true)).toBe(APP);
    expect(embedderOrigin(undefined, APP, true)).toBe(APP);
  });
});
