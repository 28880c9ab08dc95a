/** Campaign popups after route changes, and their preview. */
export { CampaignPopups } from './campaign-popups.ts';
export { CampaignPopupsStartup } from './startup/campaign-popups.startup.ts';
