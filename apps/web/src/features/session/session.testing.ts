import { accountInfo, generalInfo } from '@casino/adapters/testing';
import { ok } from '@casino/domain/shared';
import type { PlayerAccount } from '@casino/domain/ports';
import { HintBanners } from '../../shared/services/hint-banners.ts';
import { AppNavigator } from '../../shared/services/navigator.ts';
import { Dialogs, Toasts } from '../../shared/services/overlays.ts';
import { SessionStore } from '../../shared/stores/session.store.ts';
import { bindModules } from '../../shared/di/lazy-chunk.ts';
import { createTestApp } from '../../test/fixture.ts';
import { InactivityService } from './inactivity.service.ts';
import { SessionWatchers } from './session-watchers.service.ts';
import { modules } from './wiring.ts';

/** What the session's lazy chunk binds in the app (the test app has the fake tab channel for its adapter). */
export function bindSessionFeature(app: ReturnType<typeof createTestApp>): void {
  bindModules(app.container, modules);
}

/** The app with fakes, the session watchers started on a plain event target, navigation recorded. */
export async function startSession(options: { account?: Partial<PlayerAccount>; timeoutSeconds?: number; path?: string } = {}) {
  const app = createTestApp();
  bindSessionFeature(app);
  app.i18n.loadAndActivate({ locale: 'en', messages: {} });
  app.fakes.account.info = ok(accountInfo({ uid: 0, ...options.account }));
  app.fakes.account.general = ok(generalInfo({ timeToForceLogout: options.timeoutSeconds ?? 100 }));
  const session = app.container.get(SessionStore);
  await session.load();
  const navigations: string[] = [];
  app.container.get(AppNavigator).attach((to) => navigations.push(to));
  const target = new EventTarget();
  const path = { current: options.path ?? '/' };
  const watchers = app.container.get(SessionWatchers);
  const stop = watchers.start({ target, currentPath: () => path.current });
  const dialogs = app.container.get<Dialogs>(Dialogs);
  const toasts = app.container.get<Toasts>(Toasts);
  return {
    ...app, session, navigations, target, path, watchers, stop, dialogs, toasts,
    inactivity: app.container.get(InactivityService),
    dialogTitles: () => dialogs.getSnapshot().stack.map((d) => d.title),
    toastTitles: () => toasts.getSnapshot().map((t) => t.title),
    hints: () => [...app.container.get(HintBanners).active],
    sent: (kind: string) => app.fakes.tabs.sent.filter((m) => (m as { kind: string }).kind === kind),
  };
}

/** Lets pending promises (fake ports answer at once) settle. */
export const flush = async () => {
  for (let i = 0; i < 10; i += 1) await Promise.resolve();
};

export const signedIn = (overrides: Partial<PlayerAccount> = {}): Partial<PlayerAccount> => ({ uid: 5, login: 'demo@example.com', locale: 'en', ...overrides });
