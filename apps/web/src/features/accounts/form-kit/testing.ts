import type { AuthPopupMode } from '@casino/domain';
import { createTestApp } from '../../../test/fixture.ts';
import { bindModules } from '../../../shared/di/lazy-chunk.ts';
import { authPanelsModule } from '../dialog/auth-panels.module.ts';
import type { AuthPanelProps } from './auth-panel.ts';

/** The test app with the dialog's bindings loaded (as its lazy chunk does on first open). */
export function createAuthTestApp() {
  const app = createTestApp();
  bindModules(app.container, [authPanelsModule]);
  return app;
}

/** A panel host for view-model tests: records the modes it was sent to, closes and sign-in callbacks. */
export function recordingPanel(options: { embedded?: boolean } = {}) {
  const record = { modes: [] as AuthPopupMode[], closed: 0, signedIn: 0 };
  const panel: AuthPanelProps = {
    navigate: (mode) => void record.modes.push(mode),
    close: () => void (record.closed += 1),
    embedded: options.embedded,
    onSignedIn: () => void (record.signedIn += 1),
  };
  return { panel, record };
}

/** A gate for FakeAuthPort: calls wait until `open()`. */
export function gate() {
  let open!: () => void;
  const promise = new Promise<void>((resolve) => (open = resolve));
  return { promise, open };
}
