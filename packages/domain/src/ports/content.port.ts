import type { Result } from '../shared/result';
import type { ApiFailure } from './account.port';
import type { ContentRedirectRule } from '../routing/redirect-rules';

export interface NavLink {
  readonly id: string;
  readonly label: string;
  /** Internal path without locale prefix, or an absolute external address (then `external` is true). */
  readonly url: string;
  readonly external: boolean;
  readonly icon?: string | null;
}

export interface NavGroup {
  readonly id: string;
  readonly title: string;
  readonly links: readonly NavLink[];
}

/** Feature flags of the content configuration. */
export interface FeatureFlags {
  readonly twoFactorAuth: boolean;
  readonly identityVerification: boolean;
  readonly responsibleGaming: boolean;
  readonly betHistory: boolean;
  readonly visibleBettingNotice: boolean;
  readonly clickableTitles: boolean;
}

/**
 * The content configuration for one locale, as the shell reads it. Feature areas read their own
 * sections from `sections` (forms, cashier, games, …) through their own rules.
 */
export interface SiteContentConfig {
  readonly locale: string;
  readonly localeStrategy: 'platform' | 'url';
  readonly header: readonly NavLink[];
  readonly footer: readonly NavGroup[];
  readonly featureFlags: FeatureFlags;
  readonly redirects: readonly ContentRedirectRule[];
  /** Validation message overrides (key → text with $$min$$/$$max$$): the site's own wording wins over the app's catalog. */
  readonly validationMessages: Readonly<Record<string, string>>;
  readonly sections: Readonly<Record<string, unknown>>;
}

/** Defaults when the configuration cannot be loaded: the shell still works. */
export const DEFAULT_FEATURE_FLAGS: FeatureFlags = {
  twoFactorAuth: false,
  identityVerification: false,
  responsibleGaming: false,
  betHistory: false,
  visibleBettingNotice: false,
  clickableTitles: false,
};

export function defaultContentConfig(locale: string): SiteContentConfig {
  return { locale, localeStrategy: 'url', header: [], footer: [], featureFlags: DEFAULT_FEATURE_FLAGS, redirects: [], validationMessages: {}, sections: {} };
}

export interface ContentPort {
  getConfig(locale: string, signal?: AbortSignal): Promise<Result<SiteContentConfig, ApiFailure>>;
}
export const ContentPort = Symbol.for('ContentPort');
