import type { CampaignAudience } from '../policies/triggers';
import type { ApiResult } from './account.port';

export type CampaignPopupAction = 'link' | 'close' | 'register' | 'login' | 'deposit';

export interface PopupCampaign {
  readonly id: number;
  readonly sysname: string;
  readonly title: string;
  /** HTML from the server: sanitise before rendering. */
  readonly content: string;
  readonly image: { readonly desktop: string; readonly mobile: string } | null;
  readonly buttons: readonly { readonly label: string; readonly action: CampaignPopupAction; readonly url: string | null; readonly variant?: 'primary' | 'secondary' }[];
  readonly priority: number;
  /** Who the popup is for; the app checks it again when it is about to show one (the player may have signed in meanwhile). */
  readonly audience: CampaignAudience;
}

/** Campaign popups (`popups.get`); with a sysname, that one popup (the preview case). */
export interface CampaignPopupsPort {
  get(sysname?: string, signal?: AbortSignal): Promise<ApiResult<readonly PopupCampaign[]>>;
}
export const CampaignPopupsPort = Symbol.for('CampaignPopupsPort');
