import { MemoryLocalStorage, RecordingLogger } from '@casino/adapters/testing';
import type { WindowMessagingPort } from '@casino/domain/ports';
import { BackUrlService } from '../../../shared/services/back-url.service.ts';
import { RecordingNavigator, testLocaleStore } from '../panel-kit/testing.ts';
import type { EmbeddedFrame } from './embedded-frame.ts';
import { EmbeddedFormViewModel } from './embedded-form.vm.ts';

export const ORIGIN = 'https://casino.test';

/** An embedded form page's view-model built with `new` over fakes; `navigated` records this window's navigations. */
export function embeddedFormKit(messaging: WindowMessagingPort, frame: EmbeddedFrame) {
  const logger = new RecordingLogger();
  const locale = testLocaleStore(logger);
  const navigator = new RecordingNavigator(logger);
  const vm = new EmbeddedFormViewModel(frame, messaging, locale, new BackUrlService(new MemoryLocalStorage()), navigator);
  return { vm, navigated: navigator.navigated };
}
