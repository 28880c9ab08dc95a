import { FakeAccountPort, FakeI18nPort, MemoryCookies, MemoryLocalStorage, RecordingLogger } from '@casino/adapters/testing';
import type { WindowMessagingPort } from '@casino/domain';
import { setupI18n } from '@lingui/core';
import { BackUrlService } from '../../../shared/services/back-url.service.ts';
import { AppNavigator } from '../../../shared/services/navigator.ts';
import { FatalErrorStore } from '../../../shared/stores/fatal-error.store.ts';
import { LocaleStore } from '../../../shared/stores/locale.store.ts';
import type { EmbeddedFrame } from './embedded-frame.ts';
import { EmbeddedFormViewModel } from './embedded-form.vm.ts';

export const ORIGIN = 'https://casino.test';

/** Records where the app was sent (the real one checks the address against the browser's location). */
export class RecordingNavigator extends AppNavigator {
  readonly navigated: string[] = [];
  override navigate(to: string): void {
    this.navigated.push(to);
  }
}

/** An embedded form page's view-model built with `new` over fakes; `navigated` records this window's navigations. */
export function embeddedFormKit(messaging: WindowMessagingPort, frame: EmbeddedFrame) {
  const logger = new RecordingLogger();
  const locale = new LocaleStore(new FakeI18nPort(), new FakeAccountPort(), new MemoryCookies(), logger, new FatalErrorStore(''), setupI18n(), async () => ({}));
  const navigator = new RecordingNavigator(logger);
  const vm = new EmbeddedFormViewModel(frame, messaging, locale, new BackUrlService(new MemoryLocalStorage()), navigator);
  return { vm, navigated: navigator.navigated };
}
