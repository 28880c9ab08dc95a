import { accountInfo } from '@casino/adapters/testing';
import { describe, expect, it, vi } from 'vitest';
import { AuthDialogService } from '../../../shared/services/auth-dialog.service.ts';
import { Dialogs } from '../../../shared/services/overlays.ts';
import { boundContribution, loadsAfterStopWhileWaiting } from '../../../shared/startup/testing.ts';
import { SessionStore } from '../../../shared/stores/session.store.ts';
import { createTestApp } from '../../../test/fixture.ts';
import { SocialCompletionStartup } from './social-completion.startup.ts';

const incomplete = accountInfo({ uid: 5, login: 'social@example.com', isRegistrationCompleted: false });

describe('SocialCompletionStartup', () => {
  it('stopped while waiting for an incomplete registration: its code never loads', async () => {
    expect(await loadsAfterStopWhileWaiting(SocialCompletionStartup, (session) => session.setAccount(incomplete))).toBe(0);
  });

  it('stopped once watching: the session becoming incomplete again opens no dialog', async () => {
    const { container, i18n } = createTestApp({ startup: false });
    i18n.loadAndActivate({ locale: 'en', messages: {} });
    const dialogs = container.get<Dialogs>(Dialogs);
    const session = container.get(SessionStore);
    const startup = boundContribution(container, SocialCompletionStartup);
    const started = startup.start();
    session.setAccount(incomplete);
    await started;
    await vi.waitFor(() => expect(dialogs.getSnapshot().stack).toHaveLength(1), { timeout: 10_000 });
    dialogs.closeAll({ force: true });
    await new Promise((resolve) => setTimeout(resolve, 0));
    const opened = vi.spyOn(container.get(AuthDialogService), 'open');
    startup.stop();
    startup.stop();
    session.setAccount({ ...incomplete, isRegistrationCompleted: true });
    session.setAccount(incomplete);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(opened).not.toHaveBeenCalled();
  });
});
