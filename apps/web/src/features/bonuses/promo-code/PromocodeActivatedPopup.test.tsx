import type { PromoCodeCampaign } from '@casino/domain/ports';
import { setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createOverlays } from '../../../shared/services/overlays.ts';

const activated = {
  promoCode: 'WELCOME100',
  campaign: { id: 7, description: { title: '€100 bonus', text: '<p>A €100 casino bonus<img src=x onerror="alert(1)"></p>' }, promotions: [] },
} as unknown as PromoCodeCampaign;

async function openPopup() {
  const { openPromoActivatedPopup } = await import('./PromocodeActivatedPopup.tsx');
  const i18n = setupI18n({ locale: 'en', messages: { en: {} } });
  const { dialogs } = createOverlays();
  await openPromoActivatedPopup(dialogs, activated, i18n);
  const [popup] = dialogs.getSnapshot().stack;
  render(<I18nProvider i18n={i18n}>{popup?.render?.({ close: () => undefined } as never)}</I18nProvider>);
  return popup;
}

afterEach(() => {
  vi.doUnmock('../../../shared/safe-html/SafeHtml.tsx');
  vi.resetModules();
});

describe('the promo code activated popup', () => {
  it('shows the campaign description once the sanitiser has loaded, sanitised', async () => {
    expect((await openPopup())?.title).toBe('Promo code activated');
    expect(screen.getByText('The code WELCOME100 is active.')).toBeTruthy();
    expect(screen.getByText('A €100 casino bonus')).toBeTruthy();
    expect(document.querySelector('[onerror]')).toBeNull();
  });

  it('still opens, without the description, when the sanitiser cannot be fetched', async () => {
    vi.resetModules();
    vi.doMock('../../../shared/safe-html/SafeHtml.tsx', () => {
      throw new TypeError('Failed to fetch dynamically imported module');
    });
    expect((await openPopup())?.title).toBe('Promo code activated');
    expect(screen.getByText('The code WELCOME100 is active.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: '€100 bonus' })).toBeTruthy();
    expect(screen.queryByText('A €100 casino bonus')).toBeNull();
  });
});
