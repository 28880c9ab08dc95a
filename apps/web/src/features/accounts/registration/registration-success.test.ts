import { accountInfo, failure } from '@casino/adapters/testing';
import { err, ok } from '@casino/domain/shared';
import { reaction } from 'mobx';
import { describe, expect, it } from 'vitest';
import { submitRegistration } from './submit-registration.ts';
import { setupRegistration, settle } from './testing.ts';

type Setup = Awaited<ReturnType<typeof setupRegistration>>;

/** Records the success steps across the fakes, in the order they happen. */
function recordSteps(app: Setup) {
  const steps: string[] = [];
  const { fakes, session, dialogs, navigator } = app;
  const track = fakes.analytics.track.bind(fakes.analytics);
  fakes.analytics.track = (event, params) => (steps.push(`track:${event}`), track(event, params));
  const remove = fakes.storage.remove.bind(fakes.storage);
  fakes.storage.remove = (key) => (steps.push(`remove:${key}`), remove(key));
  reaction(() => session.uid, (uid) => steps.push(`account:${uid}`));
  const close = app.panel.close;
  (app.panel as { close: () => void }).close = () => (steps.push('close'), close());
  const queue = dialogs.queue.bind(dialogs);
  dialogs.queue = (options) => (steps.push(`queue:${options.title}`), queue(options));
  const lookForPopups = fakes.campaigns.afterNavigation.bind(fakes.campaigns);
  fakes.campaigns.afterNavigation = (location) => (steps.push('campaigns'), lookForPopups(location));
  const activate = fakes.registration.activatePromoCode.bind(fakes.registration);
  fakes.registration.activatePromoCode = (code) => (steps.push(`activate:${code}`), activate(code));
  const navigate = navigator.navigate.bind(navigator);
  navigator.navigate = (to) => (steps.push(`navigate:${to}`), navigate(to));
  return steps;
}

async function registered(options: Parameters<typeof setupRegistration>[0] = {}) {
  const app = await setupRegistration(options);
  const steps = recordSteps(app);
  app.fakes.storage.set('registration_is_betting', true);
  app.vm.setValue('email', 'new@example.com');
  app.vm.setValue('password', 'secret12');
  app.vm.form.setTerms(true);
  app.vm.promo.prefill('WELCOME100');
  app.fakes.auth.registerResult = ok(accountInfo({ uid: 8, login: 'new@example.com' }));
  await submitRegistration(app.vm, app.follow);
  await settle();
  return { ...app, steps };
}

describe('RegistrationViewModel: success', () => {
  it('tracks, clears stored choices, sets the account, closes, queues popups, activates the promo code, goes to the deposit page', async () => {
    const { steps, record, session, fakes, vm } = await registered();
    expect(steps.filter((s) => s !== 'track:sign_up_click')).toEqual([
      'track:registration_success', 'remove:registration_is_betting', 'remove:promo_code', 'account:8', 'close',
      'queue:Confirm your e-mail', 'campaigns', 'activate:WELCOME100', 'navigate:/cashier/deposit?register=success',
    ]);
    // campaign popups are looked for as on the home page (not on the deposit page the player goes to next)
    expect(fakes.campaigns.locations).toEqual([{ path: '/', hash: '', query: {} }]);
    expect(fakes.analytics.events.find((e) => e.event === 'registration_success')?.params).toEqual({ auth_type: 'email' });
    expect(session.uid).toBe(8);
    expect(record).toMatchObject({ closed: 1, signedIn: 1 });
    expect(vm.status).toBe('done');
    expect(await vm.submit()).toBe('none');
    expect(fakes.auth.callsOf('register')).toHaveLength(1);
  });

  it('follows a same-origin redirectUrl, never another origin; localises the deposit page', async () => {
    const same = await registered({ start: { query: { redirectUrl: '/profile/bonuses?x=1' }, origin: 'https://casino.test' } });
    expect(same.steps.filter((s) => s.startsWith('navigate:'))).toEqual(['navigate:/profile/bonuses?x=1']);
    const evil = await registered({ start: { query: { redirectUrl: 'https://evil.test/x' }, origin: 'https://casino.test' } });
    expect(evil.steps.filter((s) => s.startsWith('navigate:'))).toEqual(['navigate:/cashier/deposit?register=success']);
  });

  it('no confirmation popup without an e-mail or when inactive; a failed activation is logged', async () => {
    const app = await setupRegistration({ overrides: {} });
    const steps = recordSteps(app);
    app.vm.selectTab('phone');
    app.vm.setPhone('GB', '7911123456', 'mobile');
    app.vm.setValue('password', 'secret12');
    app.vm.form.setTerms(true);
    app.vm.promo.prefill('WELCOME100');
    app.fakes.registration.activateResult = err(failure());
    await submitRegistration(app.vm, app.follow);
    await settle();
    expect(steps).not.toContain('queue:Confirm your e-mail');
    expect(steps).toContain('campaigns');
    expect(app.fakes.logger.entries.some((e) => e.message.includes('activation'))).toBe(true);
  });

  it('without a promo field the stored promo code is activated', async () => {
    const app = await setupRegistration({ overrides: { showPromocode: false }, start: { query: { promo_code: 'FREESPINS' } } });
    app.vm.setValue('email', 'new@example.com');
    app.vm.setValue('password', 'secret12');
    app.vm.form.setTerms(true);
    await submitRegistration(app.vm, app.follow);
    expect(app.fakes.auth.callsOf('register')[0]).not.toHaveProperty('promo_code');
    expect(app.fakes.registration.calls).toContain('activate:FREESPINS');
    expect(app.fakes.storage.get('promo_code')).toBeUndefined();
  });

  it('embedded: tells the host instead of navigating', async () => {
    const app = await setupRegistration({ start: { embedded: true } });
    const steps = recordSteps(app);
    app.vm.setValue('email', 'new@example.com');
    app.vm.setValue('password', 'secret12');
    app.vm.form.setTerms(true);
    await submitRegistration(app.vm, app.follow);
    expect(steps.some((s) => s.startsWith('navigate:'))).toBe(false);
    expect(app.record.signedIn).toBe(1);
  });

  it('queues the unseen-cashback popup when the bonuses feature provides it', async () => {
    const queued: string[] = [];
    const app = await setupRegistration({ unseenCashback: { queueIfUnseen: () => void queued.push('cashback') } });
    const { vm } = app;
    vm.setValue('email', 'new@example.com');
    vm.setValue('password', 'secret12');
    vm.form.setTerms(true);
    await submitRegistration(vm, app.follow);
    expect(queued).toEqual(['cashback']);
  });
});
