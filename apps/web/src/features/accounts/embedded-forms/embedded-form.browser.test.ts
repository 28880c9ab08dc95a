// @vitest-environment jsdom
import { BrowserWindowMessaging } from '@casino/adapters';
import { describe, expect, it } from 'vitest';
import { embeddedFormKit, ORIGIN } from './testing.ts';

// Runs in jsdom: the real messaging adapter listens on a window.
describe('EmbeddedFormViewModel with the browser messaging adapter', () => {
  it('a checkIframe from a foreign origin or from a window other than the parent gets no answer', () => {
    const posted: { message: unknown; origin: string }[] = [];
    // real windows, since the event's source is compared with the parent
    const [parent, other] = [0, 1].map(() => document.body.appendChild(document.createElement('iframe')).contentWindow!);
    parent!.postMessage = ((message: unknown, origin: string) => void posted.push({ message, origin })) as Window['postMessage'];
    const { vm } = embeddedFormKit(new BrowserWindowMessaging(window), { origin: ORIGIN, address: () => '/forms/sign_up', parent: () => parent!, parentAddress: () => undefined });
    vm.start('sign_up');
    window.dispatchEvent(new MessageEvent('message', { data: { type: 'checkIframe' }, origin: 'https://evil.example', source: parent }));
    window.dispatchEvent(new MessageEvent('message', { data: { type: 'checkIframe' }, origin: ORIGIN, source: other }));
    window.dispatchEvent(new MessageEvent('message', { data: { type: 'checkIframe' }, origin: ORIGIN }));
    expect(posted).toHaveLength(1);
    window.dispatchEvent(new MessageEvent('message', { data: { type: 'checkIframe' }, origin: ORIGIN, source: parent }));
    expect(posted).toEqual([
      { message: { type: 'checkIframe', payload: { url: '/forms/sign_up' } }, origin: ORIGIN },
      { message: { type: 'checkIframe', payload: { url: '/forms/sign_up' } }, origin: ORIGIN },
    ]);
    vm.dispose();
  });
});
