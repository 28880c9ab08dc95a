import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { IconName } from '@casino/ui/icon';
import type { PaymentPage } from './payment-result.vm.ts';

/** Icon, header, description and button of each payment result page. */
export const PAYMENT_PAGES: Record<PaymentPage, { icon: IconName; header: MessageDescriptor; description: MessageDescriptor; action: MessageDescriptor }> = {
  paycancel: { icon: 'warning', header: msg`Payment cancelled`, description: msg`You cancelled the payment. No money was taken.`, action: msg`Back to deposit` },
  payfail: { icon: 'error', header: msg`Payment failed`, description: msg`The payment did not go through. Try again or choose another method.`, action: msg`Back to deposit` },
  paymobile: { icon: 'info', header: msg`Confirm on your phone`, description: msg`Finish the payment in your mobile banking app.`, action: msg`Go to the home page` },
  paynewwindow: { icon: 'external', header: msg`Payment opened in a new window`, description: msg`Finish the payment in the other window. This page moves on by itself when the payment is done.`, action: msg`Back to deposit` },
  paypending: { icon: 'clock', header: msg`Payment in progress`, description: msg`We are waiting for the payment provider. This page moves on by itself when the payment settles.`, action: msg`Go to the home page` },
  paysuccess: { icon: 'success', header: msg`Payment successful`, description: msg`The money is on your balance. Good luck!`, action: msg`Go to the games hall` },
};
