/** Campaign popups after route changes, and their preview. */
export { campaignPopupsModule } from './campaign-popups.module.ts';
export { CampaignPopups } from './campaign-popups.ts';
