import type { CampaignRoute } from './campaign-popups.service.ts';

/** Where the app reports a route change so a campaign popup may follow (the service loads on the first report). */
export interface CampaignPopups {
  afterNavigation(location: CampaignRoute): Promise<void>;
  /** Loads the service and the popup's renderer ahead of the first route change (startup/campaign-popups.startup.ts). */
  prepare(): Promise<void>;
}
export const CampaignPopups = Symbol.for('CampaignPopups');
