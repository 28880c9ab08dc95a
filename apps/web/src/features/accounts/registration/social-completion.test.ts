import { accountInfo } from '@casino/adapters/testing';
import { ok } from '@casino/domain/shared';
import { describe, expect, it, vi } from 'vitest';
import { Dialogs } from '../../../shared/services/overlays.ts';
import { SessionStore } from '../../../shared/stores/session.store.ts';
import { createTestApp } from '../../../test/fixture.ts';
import { submitRegistration } from './submit-registration.ts';
import { setupRegistration, settle } from './testing.ts';

const incomplete = accountInfo({ uid: 5, login: 'social@example.com', isRegistrationCompleted: false });

describe('social registration completion', () => {
  it('asks only the missing fields (no password, no known e-mail), no tabs, no social buttons; submits register', async () => {
    const { vm, fakes, session, record, follow } = await setupRegistration({ noStart: true });
    session.setAccount(incomplete);
    await vm.start({ social: true });
    expect(vm.tabs).toEqual([]);
    expect(vm.showSocialButtons).toBe(false);
    expect(vm.schema.fields.map((f) => f.name)).toEqual(['currency']);
    expect(vm.form.value('currency')).toBe('EUR');
    vm.form.setTerms(true);
    fakes.auth.registerResult = ok({ ...incomplete, isRegistrationCompleted: true });
    await submitRegistration(vm, follow);
    expect(fakes.auth.callsOf('register')).toEqual([{ currency: 'EUR', notify: '1', locale: 'en' }]);
    expect(session.account?.isRegistrationCompleted).toBe(true);
    expect(record.closed).toBe(1);
    expect(fakes.analytics.events.find((e) => e.event === 'registration_success')?.params).toEqual({ auth_type: 'social' });
  });

  it('opens the non-closable completion dialog once for an incomplete signed-in account', async () => {
    await import('./social-completion.chunk.ts'); // what the start-up contribution loads on demand, loaded ahead
    const { container, i18n } = createTestApp();
    const dialogs = container.get<Dialogs>(Dialogs);
    const session = container.get(SessionStore);
    session.setAccount(incomplete);
    await settle();
    expect(dialogs.getSnapshot().stack).toHaveLength(0); // waits for the locale
    i18n.loadAndActivate({ locale: 'en', messages: {} });
    // the dialog's chunk may take a while to import on a busy machine
    await vi.waitFor(() => expect(dialogs.getSnapshot().stack).toHaveLength(1), { timeout: 10_000 });
    const stack = dialogs.getSnapshot().stack;
    expect(stack[0]).toMatchObject({ preventClose: true });
    session.setAccount({ ...incomplete, fakename: 'x' });
    await settle();
    expect(dialogs.getSnapshot().stack).toHaveLength(1);
    dialogs.closeAll({ force: true });
    session.setAccount({ ...incomplete, isRegistrationCompleted: true });
    await settle();
    expect(dialogs.getSnapshot().stack).toHaveLength(0);
  });

  it('does nothing for guests and complete accounts', async () => {
    const { container, i18n } = createTestApp();
    i18n.loadAndActivate({ locale: 'en', messages: {} });
    const dialogs = container.get<Dialogs>(Dialogs);
    container.get(SessionStore).setAccount(accountInfo({ uid: 6 }));
    await settle();
    expect(dialogs.getSnapshot().stack).toHaveLength(0);
  });
});
