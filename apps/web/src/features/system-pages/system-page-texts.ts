import type { SystemPageName } from '@casino/domain/errors';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { IconName } from '@casino/ui/icon';

export interface SystemPageText {
  readonly icon: IconName;
  readonly header: MessageDescriptor;
  readonly description: MessageDescriptor;
  readonly action: MessageDescriptor;
}

/** Texts and icons of the system pages; button targets come from the domain rule. */
export const SYSTEM_PAGES: Record<SystemPageName, SystemPageText> = {
  maintenance: { icon: 'wrench', header: msg`We are under maintenance`, description: msg`The site is being updated. Please come back in a few minutes.`, action: msg`Try again` },
  paycancel: { icon: 'warning', header: msg`Payment cancelled`, description: msg`You cancelled the payment. No money was taken.`, action: msg`Back to deposit` },
  payfail: { icon: 'error', header: msg`Payment failed`, description: msg`The payment did not go through. Try again or choose another method.`, action: msg`Back to deposit` },
  paymobile: { icon: 'info', header: msg`Confirm on your phone`, description: msg`Finish the payment in your mobile banking app.`, action: msg`Go to the home page` },
  paynewwindow: { icon: 'external', header: msg`Payment opened in a new window`, description: msg`Finish the payment in the new window, then come back here.`, action: msg`Back to deposit` },
  paypending: { icon: 'clock', header: msg`Payment in progress`, description: msg`We are waiting for the payment provider. Your balance updates as soon as it settles.`, action: msg`Go to the home page` },
  paysuccess: { icon: 'success', header: msg`Payment successful`, description: msg`The money is on your balance. Good luck!`, action: msg`Go to the games hall` },
  notFound: { icon: 'search', header: msg`Page not found`, description: msg`The page you are looking for does not exist or has moved.`, action: msg`Go to the home page` },
  forbidden: { icon: 'lock', header: msg`Access denied`, description: msg`You do not have access to this page.`, action: msg`Go to the home page` },
  userBlock: { icon: 'lock', header: msg`Your account is blocked`, description: msg`Please contact support to find out more.`, action: msg`Contact support` },
  unsubscribe: { icon: 'success', header: msg`You are unsubscribed`, description: msg`You will no longer receive these e-mails.`, action: msg`Go to the home page` },
  errors: { icon: 'error', header: msg`Something went wrong`, description: msg`Please try again in a moment.`, action: msg`Go to the games hall` },
};

/** Start-up could not reach the server (the locales call failed): no status code, no jargon, a way forward. */
export const UNREACHABLE_PAGE: SystemPageText = {
  icon: 'warning',
  header: msg`We could not reach the casino`,
  description: msg`The site did not answer, so it could not start. Check your connection and try again.`,
  action: msg`Try again`,
};

/** The note on the not-found page when start-up itself failed. */
export const INIT_FAILED_MESSAGE = msg`The site could not start. Reload the page or come back in a few minutes.`;
