import { DEFAULT_FEATURE_FLAGS } from '@casino/domain/ports';
import { describe, expect, it } from 'vitest';
import { ROUTES, type RouteSpec } from '../../shared/routing/route-table.ts';
import { visibleProfileNav } from './profile-nav.ts';

const paths = (routes?: readonly RouteSpec[], flags = DEFAULT_FEATURE_FLAGS) => visibleProfileNav(flags, routes).map((e) => e.path);

describe('profile navigation', () => {
  it('lists the children that have a screen, not those still waiting for their feature', () => {
    // the profile's own screens and the bonuses, cashback and loyalty screens; verification, bet history, its
    // exports and responsible gaming are flagged (off by default)
    expect(paths()).toEqual(expect.arrayContaining(['/profile/settings', '/profile/security', '/profile/notification', '/profile/bonuses', '/profile/cashback', '/profile/loyalty']));
    expect(paths()).toHaveLength(6);
  });

  it('shows a child of another feature once its route gets a screen, and a flagged child only with its flag on', () => {
    const built = ROUTES.map((r) => (['/profile/bets/history'].includes(r.path) ? { ...r, screen: 'profile' as const } : r));
    expect(paths(built)).not.toContain('/profile/bets/history');
    expect(paths(built, { ...DEFAULT_FEATURE_FLAGS, betHistory: true })).toContain('/profile/bets/history');
    expect(paths(ROUTES)).not.toContain('/profile/verification');
    expect(paths(ROUTES, { ...DEFAULT_FEATURE_FLAGS, identityVerification: true })).toContain('/profile/verification');
  });

  it('shows the bet history with its content flag and the exports only when general info turns them on', () => {
    const flags = { ...DEFAULT_FEATURE_FLAGS, betHistory: true };
    expect(visibleProfileNav(flags).map((e) => e.path)).toContain('/profile/bets/history');
    expect(visibleProfileNav(flags).map((e) => e.path)).not.toContain('/profile/bets/exports');
    expect(visibleProfileNav(flags, ROUTES, { is_game_history_export_enabled: true }).map((e) => e.path)).toContain('/profile/bets/exports');
    expect(visibleProfileNav(DEFAULT_FEATURE_FLAGS, ROUTES, { is_game_history_export_enabled: true }).map((e) => e.path)).not.toContain('/profile/bets/history');
  });
});
