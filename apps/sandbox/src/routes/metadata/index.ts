import type { HandlerMap } from '../../core/types.ts';
import { CURRENCIES, DEFAULT_CURRENCY } from '../account/countries.ts';
import { LOCALE_CODES } from '../i18n/locales.ts';

/** Tracking query parameters the front end passes on to the /hit beacon, so a visit keeps its attribution. */
const TRACKING_PARAMS = ['track_id', 'show_popup_reg', 'publisher_id', 'goal_id', 'goal_entry_id', 'link_id'];

export const handlers: HandlerMap = {
  'metadata.get': async (ctx) => ({
    app: 'casino-sandbox',
    build: process.env.npm_package_version ?? '0.1.0',
    environment: ctx.config.dev ? 'development' : 'production',
    server_time: ctx.now().toISOString(),
  }),

  /** `time_to_force_logout` is read from the live config on every call (a dev endpoint changes it at runtime). */
  'metadata.getgeneralinfo': async (ctx) => ({
    analytic: { gtm_id: null, timezone_offset: 3, tracking_params: TRACKING_PARAMS },
    available_currencies: [...CURRENCIES],
    available_locales: [...LOCALE_CODES],
    default_currency: DEFAULT_CURRENCY,
    is_seon_enabled: true,
    domain_state: 'active',
    domain_type: 'main',
    time_to_force_logout: Math.max(1, Math.round(ctx.config.timeToForceLogout)),
    is_bonus_isolation_enabled: ctx.config.bonusIsolation > 0,
    is_game_history_export_enabled: true,
    user_inactivity_cashier_time: 900,
    user_inactivity_pp_time: 600,
  }),
};
