/** Hand-written fakes of every port, for view-model tests and catalog stories (CONVENTIONS §9 `./testing`). */
export { FakeClock } from './fake-clock.ts';
export { MemoryLocalStorage, MemoryCookies, RecordingAnalytics, RecordingLogger, RecordingMessaging } from './memory-platform.ts';
export { FakeCampaignPopupsPort, campaignPopup, FakeGameCategoriesPort, FakeAccountPort, FakeI18nPort, FakeContentPort, accountInfo, balances, generalInfo, failure, ok, err } from './fake-ports.ts';
export { FakeAuthPort, FakeRegistrationDataPort, phoneSettings } from './fake-auth.ts';
export { FakeTabChannel, FakeTabHub } from './fake-tab-channel.ts';
export { FakeProfilePort, playerProfile, profileContact, fieldFailure } from './fake-profile.ts';
