import { checkNavigation } from '@casino/domain/routing';
import { newWindowPath, resultPath, type PaymentStep } from '@casino/domain/cashier';
import { LoggerPort } from '@casino/domain/ports';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useService } from '../../../shared/di/react.tsx';
import { ProfilePrompts } from '../../profile/index.ts';
import { BackUrlService } from '../../../shared/services/back-url.service.ts';
import { LocaleStore } from '../../../shared/stores/locale.store.ts';
import type { MoneyError } from '../shared/money-errors.ts';
import { PaymentWindow } from '../shared/payment-window.ts';

/**
 * Carries out what a submitted deposit says: a result page, the payment page in this window or a new one, or an
 * embedded frame (returned as state for the view to show). The back address is kept before the player leaves.
 */
export function useFollowPayment() {
  const navigate = useNavigate();
  const [query] = useSearchParams();
  const locale = useService(LocaleStore);
  const backUrl = useService(BackUrlService);
  const payments = useService<PaymentWindow>(PaymentWindow);
  const logger = useService<LoggerPort>(LoggerPort);
  const [frame, setFrame] = useState<{ readonly url: string; readonly transaction: string } | null>(null);

  const follow = (step: PaymentStep | { readonly kind: 'none' }) => {
    if (step.kind === 'none') return;
    const back = backUrl.fromQuery(`?${query.toString()}`, globalThis.location.origin);
    if (back) backUrl.remember('payment', back, globalThis.location.origin);
    if (step.kind === 'route') return void navigate(locale.localize(step.to));
    // the payment page's address comes from the payment provider: every display (this window, a new one, a frame)
    // gets it as the navigation check read it, and an address it refuses (javascript:, data:, …) is never opened
    const page = checkNavigation(step.url, { origin: globalThis.location.origin, external: true });
    if (!page.ok) {
      logger.warn('payment page refused', { url: step.url, reason: page.error });
      return void navigate(locale.localize(step.kind === 'sameWindow' ? '/cashier/payfail' : resultPath('payfail', step.transaction)));
    }
    const url = page.value.url;
    if (step.kind === 'sameWindow') return payments.assign(url);
    if (step.kind === 'newWindow') {
      if (!payments.open(url)) return payments.assign(url);
      return void navigate(locale.localize(newWindowPath(step.transaction)));
    }
    setFrame({ url, transaction: step.transaction });
  };
  return { follow, frame };
}

/**
 * Opens the profile's own prompt ("confirm your e-mail", "fill in your personal data") for a money error that asks
 * for one; the prompt leads to the profile settings when the player agrees.
 */
export function useProfilePrompt() {
  const prompts = useService(ProfilePrompts);
  return async (error: MoneyError | null) => {
    if (error?.next.kind === 'profile') await prompts.show(error.next.prompt);
  };
}
