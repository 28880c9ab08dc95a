import { useDialogs } from '@casino/ui/dialogs';
import { useLingui } from '@lingui/react';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useService } from '../../../shared/di/react.tsx';
import { BackUrlService } from '../../../shared/services/back-url.service.ts';
import { LocaleStore } from '../../../shared/stores/locale.store.ts';
import { newWindowPath, type PaymentStep } from '../payment/payment-step.ts';
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
  const [frame, setFrame] = useState<{ readonly url: string; readonly transaction: string } | null>(null);

  const follow = (step: PaymentStep | { readonly kind: 'none' }) => {
    if (step.kind === 'none') return;
    const back = backUrl.fromQuery(`?${query.toString()}`, globalThis.location.origin);
    if (back) backUrl.remember('payment', back, globalThis.location.origin);
    if (step.kind === 'route') return void navigate(locale.localize(step.to));
    if (step.kind === 'sameWindow') return payments.assign(step.url);
    if (step.kind === 'newWindow') {
      if (!payments.open(step.url)) return payments.assign(step.url);
      return void navigate(locale.localize(newWindowPath(step.transaction)));
    }
    setFrame({ url: step.url, transaction: step.transaction });
  };
  return { follow, frame };
}

/** Asks the "fill in the profile" / "confirm the e-mail" question of a money error and follows the answer. */
export function useConfirmStep() {
  const dialogs = useDialogs();
  const navigate = useNavigate();
  const locale = useService(LocaleStore);
  const { i18n } = useLingui();
  return async (error: MoneyError | null) => {
    if (error?.next.kind !== 'confirm') return;
    const { to, title, agree } = error.next;
    if (await dialogs.confirm({ title: i18n._(title), agreeLabel: i18n._(agree) })) navigate(locale.localize(to));
  };
}
