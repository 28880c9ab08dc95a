import type { ServerErrorLike } from './server-errors';

export type ErrorPageType = 'notFound' | 'forbidden' | 'maintenance' | 'userBlock';

/** A page-level failure that replaces the screen. */
export interface FatalError {
  readonly page: ErrorPageType;
  readonly statusCode: number;
}

/**
 * Fatal server errors: a banned user gets the user-block page (403),
 * a disabled or unavailable application the maintenance page (503), any HTTP 403 the
 * forbidden page. Everything else is not fatal (undefined).
 */
export function classifyFatalError(error: ServerErrorLike): FatalError | undefined {
  if (error.type === 'UserBannedException') return { page: 'userBlock', statusCode: 403 };
  if (error.type === 'ApplicationDisabledException' || error.type === 'ApplicationUnavailableException') {
    return { page: 'maintenance', statusCode: 503 };
  }
  if (error.status === 403) return { page: 'forbidden', statusCode: 403 };
  return undefined;
}

export interface ErrorPageInput {
  /** Error data; when it carries a `type`, the page is the user block (banned-user or any other). */
  readonly data?: { readonly type?: string | null } | null;
  /** An HTTP status or a named status (not found, forbidden, maintenance). */
  readonly status?: number | string | null;
}

/**
 * Error page type: a typed error → user block; else 404/notFound → not
 * found, 403/forbidden → forbidden, 503/maintenance → maintenance, anything else → not found.
 */
export function errorPageType(input: ErrorPageInput): ErrorPageType {
  if (input.data?.type) return 'userBlock';
  const status = typeof input.status === 'string' ? input.status.replace(/[\s_-]/g, '').toLowerCase() : input.status;
  if (status === 403 || status === 'forbidden') return 'forbidden';
  if (status === 503 || status === 'maintenance') return 'maintenance';
  return 'notFound';
}

/** Forbidden and maintenance use the empty layout; the others the default. */
export function errorPageLayout(type: ErrorPageType): 'empty' | 'default' {
  return type === 'forbidden' || type === 'maintenance' ? 'empty' : 'default';
}

/** Bots do not get an error page. */
export function shouldRenderErrorPage(isBot: boolean): boolean {
  return !isBot;
}

/** The system pages (maintenance and the payment outcomes a payment window returns to) and their button targets. */
export type SystemPageName =
  | 'maintenance' | 'paycancel' | 'payfail' | 'paymobile' | 'paynewwindow' | 'paypending' | 'paysuccess'
  | 'notFound' | 'forbidden' | 'userBlock' | 'unsubscribe' | 'errors';

const BUTTON_TARGETS: Partial<Record<SystemPageName, string>> = {
  userBlock: '/support',
  errors: '/gamehall',
  paysuccess: '/gamehall',
  paycancel: '/cashier/deposit',
  payfail: '/cashier/deposit',
  paynewwindow: '/cashier/deposit',
};

/** Where a system page's button leads; the index for pages without a target of their own. */
export function systemPageButtonTarget(page: SystemPageName): string {
  return BUTTON_TARGETS[page] ?? '/';
}

/** The pending page shows a loader instead of an icon. */
export const systemPageShowsLoader = (page: SystemPageName): boolean => page === 'paypending';

/** Fixed English texts of the not-found page and of a route that failed validation. */
export const NOT_FOUND_TITLE = 'Page not found';
export const routeValidationMessage = (path: string): string => `Page Not Found: ${path}`;
export const LOCALES_NOT_FOUND_MESSAGE = 'PLUGIN:I18N: LOCALES NOT FOUND';
