// @vitest-environment jsdom
import { accountInfo, failure } from '@casino/adapters/testing';
import { CONFIRM_SENT_KEY } from '@casino/domain/hints';
import { err, ok } from '@casino/domain/shared';
import { defaultContentConfig, type PlayerAccount } from '@casino/domain/ports';
import { describe, expect, it } from 'vitest';
import { ContentStore } from '../../shared/stores/content.store.ts';
import { LocaleStore } from '../../shared/stores/locale.store.ts';
import { PromotionStore } from '../../shared/stores/promotion.store.ts';
import { flush, startSession } from './session.testing.ts';

const HOUR = 3_600_000;

async function setup(strategy: 'platform' | 'url' = 'platform', path = '/offers?tab=1') {
  const s = await startSession({ path });
  s.fakes.content.configs.en = ok({ ...defaultContentConfig('en'), localeStrategy: strategy });
  s.fakes.content.configs.ru = ok({ ...defaultContentConfig('ru'), localeStrategy: strategy });
  const locale = s.container.get(LocaleStore);
  await locale.loadLocales();
  await locale.activate('en');
  await s.container.get(ContentStore).load('en');
  const signIn = async (overrides: Partial<PlayerAccount>) => {
    s.session.setAccount(accountInfo({ uid: 5, login: 'demo@example.com', locale: 'en', ...overrides }));
    await flush();
  };
  return { ...s, locale, signIn };
}

describe('after a sign-in: the locale', () => {
  it('switches to the account\'s locale under the platform strategy, keeping the path', async () => {
    const s = await setup();
    await s.signIn({ locale: 'ru' });
    expect(s.locale.current).toBe('ru');
    expect(s.fakes.content.requested.at(-1)).toBe('ru');
    expect(s.navigations).toEqual(['/ru/offers?tab=1']);
  });

  it('also when the sign-in happened in another tab', async () => {
    const s = await setup();
    s.fakes.account.info = ok(accountInfo({ uid: 5, locale: 'ru' }));
    s.fakes.tabs.receive({ kind: 'signed-in', uid: 5 }, 'other-tab');
    await flush();
    expect(s.locale.current).toBe('ru');
  });

  it('stays for the url strategy, the same locale, or a locale the site does not offer', async () => {
    for (const [strategy, accountLocale] of [['url', 'ru'], ['platform', 'en'], ['platform', 'de'], ['platform', null]] as const) {
      const s = await setup(strategy);
      await s.signIn({ locale: accountLocale });
      expect(s.locale.current).toBe('en');
      expect(s.navigations).toEqual([]);
    }
  });
});

describe('after a sign-in: the hints', () => {
  it('shows the registration hint within 2 hours of registration while there is no deposit', async () => {
    const s = await setup('url');
    await s.signIn({ regTime: s.fakes.clock.now() - HOUR });
    expect(s.hints()).toEqual(['registration']);
  });

  it('no registration hint (a deposit nudge) while promotion is paused in this browser', async () => {
    const s = await setup('url');
    s.container.get(PromotionStore).limitReached();
    await s.signIn({ regTime: s.fakes.clock.now() - HOUR });
    expect(s.hints()).toEqual([]);
  });

  it('no registration hint after a deposit, after 2 hours, or when the check fails (logged)', async () => {
    const s = await setup('url');
    s.fakes.account.deposit = ok(true);
    await s.signIn({ regTime: s.fakes.clock.now() - HOUR });
    expect(s.hints()).toEqual([]);

    const late = await setup('url');
    await late.signIn({ regTime: late.fakes.clock.now() - 3 * HOUR });
    expect(late.fakes.account.calls).not.toContain('hasDeposit');

    const failing = await setup('url');
    failing.fakes.account.deposit = err(failure());
    await failing.signIn({ regTime: failing.fakes.clock.now() - HOUR });
    expect(failing.hints()).toEqual([]);
    expect(failing.fakes.logger.entries.map((e) => e.message)).toContain('first-deposit check failed');
  });

  it('shows the confirm hint within 5 days while the login e-mail or phone is unconfirmed', async () => {
    const s = await setup('url');
    s.fakes.account.deposit = ok(true);
    s.fakes.account.contacts = ok([{ type: 'email', contact: 'Demo@Example.com', isConfirmed: false, isSubscribed: true }]);
    await s.signIn({ regTime: s.fakes.clock.now() - 3 * 24 * HOUR });
    expect(s.hints()).toEqual(['confirmEmail']);

    const phone = await setup('url');
    phone.fakes.account.contacts = ok([{ type: 'phone', contact: '5511987654321', isConfirmed: false, isSubscribed: false }]);
    await phone.signIn({ login: '+55 11 98765-4321', regTime: phone.fakes.clock.now() - 3 * HOUR });
    expect(phone.hints()).toEqual(['confirmPhone']);
  });

  it('no confirm hint when confirmed, after 5 days, with confirm_sent stored, or when contacts fail (logged)', async () => {
    const confirmed = await setup('url');
    confirmed.fakes.account.contacts = ok([{ type: 'email', contact: 'demo@example.com', isConfirmed: true, isSubscribed: true }]);
    await confirmed.signIn({ regTime: confirmed.fakes.clock.now() - 3 * HOUR });
    expect(confirmed.hints()).toEqual([]);

    const old = await setup('url');
    await old.signIn({ regTime: old.fakes.clock.now() - 6 * 24 * HOUR });
    expect(old.fakes.account.calls).not.toContain('getContacts');

    const sent = await setup('url');
    sent.fakes.storage.set(CONFIRM_SENT_KEY, true);
    await sent.signIn({ regTime: sent.fakes.clock.now() - 3 * HOUR });
    expect(sent.fakes.account.calls).not.toContain('getContacts');

    const failing = await setup('url');
    failing.fakes.account.contacts = err(failure());
    await failing.signIn({ regTime: failing.fakes.clock.now() - 3 * HOUR });
    expect(failing.fakes.logger.entries.map((e) => e.message)).toContain('contacts could not be loaded');
  });

  it('no hints without a registration time', async () => {
    const s = await setup('url');
    await s.signIn({ regTime: null });
    expect(s.fakes.account.calls).not.toContain('hasDeposit');
    expect(s.fakes.account.calls).not.toContain('getContacts');
  });
});
