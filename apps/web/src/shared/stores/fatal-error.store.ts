import { classifyFatalError, shouldRenderErrorPage, type ErrorPageType } from '@casino/domain/errors';
import type { ApiFailure } from '@casino/domain/ports';
import { injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';

export interface FatalPage {
  /**
   * `error`: a failure of ours (status and message shown); `unreachable`: start-up could not reach the server (an
   * honest "try again", never a status code); `initFailed`: start-up itself broke (the not-found page with a note).
   */
  readonly page: ErrorPageType | 'error' | 'unreachable' | 'initFailed';
  readonly statusCode: number;
  /** A technical message for the error page (route validation, missing locales). */
  readonly message?: string;
}

const BOT = /bot|crawl|spider|slurp|bingpreview|facebookexternalhit|lighthouse-bot|headlesschrome\/[\d.]+ \(compatible/i;

/** Search-engine and social crawlers get the page they asked for, never an error page. */
const isBotUserAgent = (userAgent: string): boolean => BOT.test(userAgent);

/**
 * The page-level failure that replaces the screen: banned → user block, disabled or
 * unavailable → maintenance, any 403 → forbidden; also route-validation 404s and the missing-locales 500.
 */
@injectable()
export class FatalErrorStore {
  fatal: FatalPage | null = null;
  readonly isBot: boolean;

  constructor(userAgent: string = globalThis.navigator?.userAgent ?? '') {
    this.isBot = isBotUserAgent(userAgent);
    makeAutoObservable(this, {}, { autoBind: true });
  }

  /** Shows the fatal page a failure calls for; true when the failure was fatal (even for bots, who see no page). */
  report(failure: Pick<ApiFailure, 'type' | 'status'>): boolean {
    const fatal = classifyFatalError(failure);
    if (!fatal) return false;
    this.show({ page: fatal.page, statusCode: fatal.statusCode });
    return true;
  }

  show(page: FatalPage): void {
    if (shouldRenderErrorPage(this.isBot)) this.fatal = page;
  }

  clear(): void {
    this.fatal = null;
  }
}
