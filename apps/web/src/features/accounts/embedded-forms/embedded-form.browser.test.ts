// @vitest-environment jsdom
import { BrowserWindowMessaging } from '@casino/adapters';
import { describe, expect, it } from 'vitest';
import { embeddedFormKit, ORIGIN } from './testing.ts';

// Runs in jsdom: the real messaging adapter listens on a window.
describe('EmbeddedFormViewModel with the browser messaging adapter', () => {
  it('a checkIframe from a foreign origin gets no answer', () => {
    const posted: { message: unknown; origin: string }[] = [];
    const parent = { postMessage: (message: unknown, origin: string) => void posted.push({ message, origin }) };
    const { vm } = embeddedFormKit(new BrowserWindowMessaging(window), { origin: ORIGIN, address: () => '/forms/sign_up', parent: () => parent, parentAddress: () => undefined });
    vm.start('sign_up');
    window.dispatchEvent(new MessageEvent('message', { data: { type: 'checkIframe' }, origin: 'https://evil.example' }));
    expect(posted).toHaveLength(1);
    window.dispatchEvent(new MessageEvent('message', { data: { type: 'checkIframe' }, origin: ORIGIN }));
    expect(posted).toEqual([
      { message: { type: 'checkIframe', payload: { url: '/forms/sign_up' } }, origin: ORIGIN },
      { message: { type: 'checkIframe', payload: { url: '/forms/sign_up' } }, origin: ORIGIN },
    ]);
    vm.dispose();
  });
});
