import type { FeatureFlags } from '@casino/domain/ports';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { ROUTES } from '../../shared/routing/route-table.ts';

export interface ProfileNavEntry {
  /** Bare path (no locale prefix). */
  readonly path: string;
  readonly label: MessageDescriptor;
  /** The content feature flag that must be on for the entry to show. */
  readonly flag?: keyof FeatureFlags;
  /** The backend's general-info switch (`metadata.getgeneralinfo`) that must be on for the entry to show. */
  readonly generalFlag?: string;
}

/** Every child of the profile in menu order; bonuses, cashback and loyalty belong to other features. */
export const PROFILE_NAV: readonly ProfileNavEntry[] = [
  { path: '/profile/settings', label: msg`Personal data` },
  { path: '/profile/security', label: msg`Security` },
  { path: '/profile/notification', label: msg`Notifications` },
  { path: '/profile/verification', label: msg`Verification`, flag: 'identityVerification' },
  { path: '/profile/bets/history', label: msg`Bet history`, flag: 'betHistory' },
  { path: '/profile/bets/exports', label: msg`History exports`, generalFlag: 'is_game_history_export_enabled' },
  { path: '/profile/bonuses', label: msg`Bonuses` },
  { path: '/profile/cashback', label: msg`Cashback` },
  { path: '/profile/loyalty', label: msg`Loyalty` },
  { path: '/profile/responsible-game', label: msg`Responsible gaming`, flag: 'responsibleGaming' },
];

/** The entries to show: the route exists and its flags (if any) are on. */
export function visibleProfileNav(flags: FeatureFlags, routes = ROUTES, general: Readonly<Record<string, unknown>> = {}): ProfileNavEntry[] {
  const built = new Set(routes.map((r) => r.path));
  return PROFILE_NAV.filter((entry) => built.has(entry.path) && (!entry.flag || flags[entry.flag]) && (!entry.generalFlag || general[entry.generalFlag] === true));
}
