/** Campaign popups after route changes, and their preview. */
export { campaignPopupsModule } from './campaign-popups.module.ts';
export { CampaignPopupService } from './campaign-popups.service.ts';
