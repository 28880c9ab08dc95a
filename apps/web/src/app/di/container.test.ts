import { describe, expect, it } from 'vitest';
import { HeaderViewModel } from '../../features/header/header.vm.ts';
import { CampaignPopupService } from '../../features/campaign-popups/campaign-popups.service.ts';
import { createTestApp } from '../../test/fixture.ts';
import { AuthDialogService } from '../services/auth-dialog.service.ts';
import { ContentStore } from '../stores/content.store.ts';
import { FatalErrorStore } from '../stores/fatal-error.store.ts';
import { LocaleStore } from '../stores/locale.store.ts';
import { SessionStore } from '../stores/session.store.ts';
import { ThemeStore } from '../stores/theme.store.ts';

describe('composition root', () => {
  it('resolves every store, service and view-model; stores are singletons, view-models transient', () => {
    const { container } = createTestApp();
    for (const id of [SessionStore, LocaleStore, ContentStore, ThemeStore, FatalErrorStore, AuthDialogService, CampaignPopupService]) {
      expect(container.get(id)).toBe(container.get(id));
    }
    expect(container.get(HeaderViewModel)).not.toBe(container.get(HeaderViewModel));
  });
});
