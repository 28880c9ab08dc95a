import { FakeAccountPort, FakeAuthPort, FakeClock, FakeI18nPort, MemoryCookies, MemoryLocalStorage, RecordingAnalytics, RecordingLogger } from '@casino/adapters/testing';
import type { AuthPopupMode } from '@casino/domain/routing';
import type { LoggerPort } from '@casino/domain/ports';
import { setupI18n } from '@lingui/core';
import { AppNavigator } from '../../../shared/services/navigator.ts';
import { FatalErrorStore } from '../../../shared/stores/fatal-error.store.ts';
import { LocaleStore } from '../../../shared/stores/locale.store.ts';
import { PromotionStore } from '../../../shared/stores/promotion.store.ts';
import { SessionStore } from '../../../shared/stores/session.store.ts';
import { AuthFlowStore } from '../dialog/auth-flow.store.ts';
import { SignInSession } from '../sign-in/sign-in-session.ts';
import type { AuthPanelProps } from './auth-panel.ts';
import { followOutcome, type AuthOutcome } from './auth-outcome.ts';

/** The ports and stores the sign-in panels use, built with `new` over fakes (no container, no DOM). */
export function authKit() {
  const fakes = {
    auth: new FakeAuthPort(),
    account: new FakeAccountPort(),
    clock: new FakeClock(),
    storage: new MemoryLocalStorage(),
    analytics: new RecordingAnalytics(),
    logger: new RecordingLogger(),
  };
  const fatal = new FatalErrorStore('Mozilla/5.0 test');
  const session = new SessionStore(fakes.account, fakes.storage, fakes.analytics, fakes.logger, fatal);
  const flow = new AuthFlowStore(fakes.clock);
  const promotion = new PromotionStore(fakes.storage, fakes.clock, session);
  const signInSession = new SignInSession(session, fatal, flow, fakes.analytics, promotion);
  return { fakes, fatal, session, flow, signInSession, promotion };
}

/** Records where the app was sent (the real one checks the address against the browser's location). */
export class RecordingNavigator extends AppNavigator {
  readonly navigated: string[] = [];
  override navigate(to: string): void {
    this.navigated.push(to);
  }
}

/** A locale store in its start state (English, no catalogs): enough for `current` and `localize`. */
export const testLocaleStore = (logger: LoggerPort = new RecordingLogger()) =>
  new LocaleStore(new FakeI18nPort(), new FakeAccountPort(), new MemoryCookies(), logger, new FatalErrorStore(''), setupI18n(), async () => ({}));

/**
 * A panel host for view-model tests: records the modes it was sent to, closes and sign-in callbacks. `follow`
 * applies an outcome to it with the views' own `followOutcome`, so the tests check that mapping too.
 */
export function recordingPanel(options: { embedded?: boolean } = {}) {
  const record = { modes: [] as AuthPopupMode[], closed: 0, signedIn: 0 };
  const panel: AuthPanelProps = {
    navigate: (mode) => void record.modes.push(mode),
    close: () => void (record.closed += 1),
    embedded: options.embedded,
    onSignedIn: () => void (record.signedIn += 1),
  };
  const follow = (outcome: AuthOutcome) => followOutcome(outcome, panel);
  return { panel, record, follow };
}

/** A gate for FakeAuthPort: calls wait until `open()`. */
export function gate() {
  let open!: () => void;
  const promise = new Promise<void>((resolve) => (open = resolve));
  return { promise, open };
}
