import type { QueryLike } from '@casino/domain';

/** Where the app reports a route change so a campaign popup may follow (the service loads on the first report). */
export interface CampaignPopups {
  afterNavigation(location: { path: string; hash: string; query: QueryLike }): Promise<void>;
}
export const CampaignPopups = Symbol.for('CampaignPopups');
