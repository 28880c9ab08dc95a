// @vitest-environment jsdom
import { accountInfo, failure } from '@casino/adapters/testing';
import { err, ok } from '@casino/domain/shared';
import { describe, expect, it, vi } from 'vitest';
import { Toasts } from '../../../shared/services/overlays.ts';
import { SessionStore } from '../../../shared/stores/session.store.ts';
import { createTestApp } from '../../../test/fixture.ts';
import { TelegramInitDataSource } from './telegram-init-data.ts';
import { TelegramSignInService } from './telegram-sign-in.service.ts';

const HASH = 'cd'.repeat(32);
const signed = new URLSearchParams({ user: JSON.stringify({ id: 77, username: 'neo', language_code: 'en' }), auth_date: '1767225600', hash: HASH }).toString();

function setup(initData: string | undefined) {
  // the launch data is bound before the start-up runs: the start-up job is made with it
  const app = createTestApp({ beforeStartup: (container) => void container.rebindSync(TelegramInitDataSource).toConstantValue(() => initData) });
  app.i18n.loadAndActivate({ locale: 'en', messages: {} });
  const toasts = app.container.get<Toasts>(Toasts);
  return { ...app, session: app.container.get(SessionStore), service: app.container.get(TelegramSignInService, { autobind: true }), toasts };
}

describe('TelegramSignInService', () => {
  it('does nothing outside the messaging app', async () => {
    const { service, fakes } = setup(undefined);
    await service.run();
    expect(fakes.auth.callsOf('registerWithTelegram')).toEqual([]);
  });

  it('never sends unsigned init data', async () => {
    const { service, fakes, toasts } = setup(new URLSearchParams({ user: JSON.stringify({ id: 77 }), auth_date: '1' }).toString());
    await service.run();
    expect(fakes.auth.callsOf('registerWithTelegram')).toEqual([]);
    expect(toasts.getSnapshot()).toEqual([]);
    expect(fakes.logger.entries.map((e) => e.message)).toEqual(['messaging-app init data is not signed; ignored']);
  });

  it('registers a guest once with the flat signed fields and signs the session in', async () => {
    const { service, fakes, session } = setup(signed);
    fakes.auth.telegramResult = ok(accountInfo({ uid: 31, login: 'tg_77' }));
    await Promise.all([service.run(), service.run()]);
    expect(fakes.auth.callsOf('registerWithTelegram')).toEqual([{ id: '77', username: 'neo', language_code: 'en', auth_date: '1767225600', hash: HASH }]);
    expect(session.uid).toBe(31);
    expect(fakes.analytics.uid).toBe(31);
  });

  it('shows the registration server error in the catalog\'s words, never the server\'s English, and stays a guest', async () => {
    const { service, fakes, session, toasts } = setup(signed);
    fakes.auth.telegramResult = err(failure('AuthorizationException', 401, 'Messaging-app data is not signed'));
    await service.run();
    expect(session.authenticated).toBe(false);
    expect(toasts.getSnapshot()).toMatchObject([{ kind: 'error', title: 'Registration through the messaging app failed', description: 'Please try again later.' }]);
  });

  it('a field error the server names is said by its code', async () => {
    const { service, fakes, toasts } = setup(signed);
    fakes.auth.telegramResult = err({ ...failure('InvalidParameterException', 400, 'Invalid parameters'), fieldErrors: { currency: [{ code: 'invalid', message: 'Unknown currency' }] } });
    await service.run();
    expect(toasts.getSnapshot()[0]?.description).toBe('Unknown currency');
  });

  it('falls back to a translated text when the server gives no message', async () => {
    const { service, fakes, toasts } = setup(signed);
    fakes.auth.telegramResult = err(failure('InternalServerErrorException', 500, ''));
    await service.run();
    expect(toasts.getSnapshot()[0]?.description).toBe('Please try again later.');
  });

  it('does nothing for a signed-in player', async () => {
    const { service, fakes, session } = setup(signed);
    session.setAccount(accountInfo({ uid: 5 }));
    await service.run();
    expect(fakes.auth.callsOf('registerWithTelegram')).toEqual([]);
  });

  it('starts by itself after the first session load, once', async () => {
    const { fakes, session } = setup(signed);
    await session.load();
    await vi.waitFor(() => expect(fakes.auth.callsOf('registerWithTelegram')).toHaveLength(1));
    await session.load(); // a later reload (social sign-in, tabs) does not run it again
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fakes.auth.callsOf('registerWithTelegram')).toHaveLength(1);
  });
});
