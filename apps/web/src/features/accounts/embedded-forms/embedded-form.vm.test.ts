import { RecordingMessaging } from '@casino/adapters/testing';
import { describe, expect, it } from 'vitest';
import type { EmbeddedFormPage } from './embedded-form.vm.ts';
import { embeddedFormKit, ORIGIN } from './testing.ts';

function setup(page: EmbeddedFormPage, options: { address?: string; framed?: boolean; parentAddress?: string } = {}) {
  const messaging = new RecordingMessaging();
  const parent = { postMessage: () => undefined };
  const kit = embeddedFormKit(messaging, {
    origin: ORIGIN,
    address: () => options.address ?? `/forms/${page}`,
    parent: () => (options.framed === false ? null : parent),
    parentAddress: () => options.parentAddress,
  });
  kit.vm.start(page);
  return { ...kit, fakes: { messaging }, sent: messaging.sent, parent };
}

describe('EmbeddedFormViewModel', () => {
  it('starts in the page’s mode and announces itself to the parent with our origin as target', () => {
    const signIn = setup('sign_in');
    expect(signIn.vm.mode).toBe('authorization');
    expect(signIn.sent).toEqual([{ message: { type: 'checkIframe', payload: { url: '/forms/sign_in' } }, targetOrigin: ORIGIN }]);
    expect(setup('sign_up').vm.mode).toBe('registration');
  });

  it('on success posts refresh_user then redirect to the back address, only to our origin', () => {
    const { vm, sent } = setup('sign_in', { address: '/forms/sign_in?backUrl=%2Fpromotions%3Fa%3D1' });
    vm.signedIn();
    expect(sent.slice(1)).toEqual([
      { message: { type: 'refresh_user' }, targetOrigin: ORIGIN },
      { message: { type: 'redirect', payload: { url: '/promotions?a=1' } }, targetOrigin: ORIGIN },
    ]);
  });

  it('redirects home without a (safe) back address', () => {
    const { vm, sent } = setup('sign_up', { address: '/forms/sign_up?backUrl=https%3A%2F%2Fevil.example%2F' });
    vm.signedIn();
    expect(sent.at(-1)).toEqual({ message: { type: 'redirect', payload: { url: '/' } }, targetOrigin: ORIGIN });
  });

  it('answers a checkIframe question from its parent and ignores foreign origins, other windows and other messages', () => {
    const { fakes, sent, parent } = setup('sign_in');
    fakes.messaging.receive({ type: 'checkIframe' }, 'https://evil.example', parent);
    fakes.messaging.receive({ type: 'refresh_user' }, ORIGIN, parent);
    fakes.messaging.receive('checkIframe', ORIGIN, parent);
    fakes.messaging.receive({ type: 'checkIframe' }, ORIGIN, { postMessage: () => undefined });
    fakes.messaging.receive({ type: 'checkIframe' }, ORIGIN);
    expect(sent).toHaveLength(1);
    fakes.messaging.receive({ type: 'checkIframe' }, ORIGIN, parent);
    expect(sent).toHaveLength(2);
    expect(sent[1]?.message).toEqual({ type: 'checkIframe', payload: { url: '/forms/sign_in' } });
  });

  it('answers its parent again and keeps the step after a remount disposed it (StrictMode, Activity)', () => {
    const { vm, fakes, sent, parent } = setup('sign_in');
    vm.navigate('restore');
    vm.dispose();
    vm.dispose();
    fakes.messaging.receive({ type: 'checkIframe' }, ORIGIN, parent);
    expect(sent).toHaveLength(1);
    vm.start('sign_in');
    expect(vm.mode).toBe('restore');
    expect(sent).toHaveLength(2);
    fakes.messaging.receive({ type: 'checkIframe' }, ORIGIN, parent);
    expect(sent).toHaveLength(3);
    vm.start('sign_up');
    expect(vm.mode).toBe('registration');
  });

  it('switches to restore and two-factor inside the page, and back', () => {
    const { vm, sent } = setup('sign_in');
    vm.navigate('restore');
    expect(vm.mode).toBe('restore');
    vm.navigate('authorization');
    vm.navigate('twofa');
    expect(vm.mode).toBe('twofa');
    expect(sent).toHaveLength(1);
  });

  it('hands the other form to the parent: home with show_popup_reg=1 and the back address', () => {
    const { vm, sent } = setup('sign_in', { parentAddress: '/landing?x=1' });
    vm.navigate('registration');
    expect(vm.mode).toBe('authorization');
    expect(sent.at(-1)).toEqual({ message: { type: 'redirect', payload: { url: '/?show_popup_reg=1&backUrl=%2Flanding%3Fx%3D1' } }, targetOrigin: ORIGIN });
    const signUp = setup('sign_up');
    signUp.vm.navigate('authorization');
    expect(signUp.sent.at(-1)?.message).toEqual({ type: 'redirect', payload: { url: '/?show_popup_auth=1' } });
  });

  it('opened directly (not framed): posts nothing and navigates this window', () => {
    const { vm, sent, navigated, fakes } = setup('sign_in', { framed: false });
    fakes.messaging.receive({ type: 'checkIframe' }, ORIGIN);
    vm.signedIn();
    expect(sent).toEqual([]);
    expect(navigated).toEqual(['/']);
  });

  it('stops answering once disposed', () => {
    const { vm, fakes, sent, parent } = setup('sign_in');
    vm.dispose();
    fakes.messaging.receive({ type: 'checkIframe' }, ORIGIN, parent);
    expect(sent).toHaveLength(1);
  });
});
