import type { Driver } from '../cell.ts';

/**
 * Calls of every page's start-up, failed on a plain load of `/`: the page must
 * still let the player move on to another route. Locales and the account answer the spec's failure page and alert;
 * the rest leave their defaults silently.
 */
const home = (op: string, failure: Driver['failure'], who: Driver['who'] = 'guest'): Driver => ({ op, who, screen: '/', failure, startUp: true });

export const START_UP: readonly Driver[] = [
  home('i18n.locales', 'message'),
  home('i18n.messages', 'silent'),
  home('content.config', 'silent'),
  home('content.seo', 'silent'),
  home('metadata.getgeneralinfo', 'silent'),
  home('support.getsettings', 'silent'),
  home('analytics.hit', 'silent'),
  home('popups.get', 'silent'),
  home('banners.get', 'silent'),
  home('account.getInfo', 'message', 'demo'),
  home('account.getBalance', 'silent', 'demo'),
  home('account.getPlaySession', 'silent', 'demo'),
];
