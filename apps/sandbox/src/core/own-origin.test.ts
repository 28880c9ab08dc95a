import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { ownOrigin } from './own-origin.ts';

const APP = 'http://localhost:4221';
const request = (headers: Record<string, string>, localAddress = '127.0.0.1', localPort = 8821) =>
  ({ headers, socket: { localAddress, localPort } }) as unknown as IncomingMessage;

describe('ownOrigin', () => {
  it('is the origin the request was sent to, on any port or behind a proxy that keeps the host', () => {
    expect(ownOrigin(request({ host: 'localhost:9999' }), APP)).toBe('http://localhost:9999');
    expect(ownOrigin(request({ host: 'sandbox.example', 'x-forwarded-proto': 'https' }), APP)).toBe('https://sandbox.example');
    expect(ownOrigin(request({ host: 'sandbox.example:443', 'x-forwarded-proto': 'https, http' }), APP)).toBe('https://sandbox.example');
    expect(ownOrigin(request({ host: 'sandbox.example', 'x-forwarded-proto': 'javascript' }), APP)).toBe('http://sandbox.example');
  });

  it("is the address the connection came in at when the app's proxy passed the app's host on", () => {
    expect(ownOrigin(request({ host: 'localhost:4221' }), APP)).toBe('http://127.0.0.1:8821');
    expect(ownOrigin(request({ host: 'localhost:4221' }, '::ffff:127.0.0.1', 8822), APP)).toBe('http://127.0.0.1:8822');
    expect(ownOrigin(request({ host: 'localhost:4221' }, '::1', 8823), APP)).toBe('http://[::1]:8823');
    expect(ownOrigin(request({}), APP)).toBe('http://127.0.0.1:8821');
    expect(ownOrigin(request({ host: 'bad host' }), APP)).toBe('http://127.0.0.1:8821');
  });

  it("is that address too when the browser sent the request to the page's own origin, whatever APP_ORIGIN says", () => {
    expect(ownOrigin(request({ host: 'localhost:33953', 'sec-fetch-site': 'same-origin' }), APP)).toBe('http://127.0.0.1:8821');
    expect(ownOrigin(request({ host: '127.0.0.1:4221', 'sec-fetch-site': 'same-origin' }), APP)).toBe('http://127.0.0.1:8821');
    // a browser calling the sandbox from another origin (SANDBOX_CORS_ORIGINS) reached it at its own address
    expect(ownOrigin(request({ host: 'sandbox.example', 'sec-fetch-site': 'same-site' }), APP)).toBe('http://sandbox.example');
  });
});

describe('SUMSUB_BASE_URL', () => {
  it('is read from the environment; empty or unset leaves it to the request', () => {
    expect(loadConfig({ SUMSUB_BASE_URL: 'https://verify.example' }).sumsubBaseUrl).toBe('https://verify.example');
    expect(loadConfig({ SUMSUB_BASE_URL: '' }).sumsubBaseUrl).toBeUndefined();
    expect(loadConfig({}).sumsubBaseUrl).toBeUndefined();
  });
});
