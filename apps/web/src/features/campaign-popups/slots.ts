import type { PopupCampaign } from '@casino/domain/ports';
import type { ReactNode } from 'react';
import { defineSlot } from '../../shared/slots/slot.ts';

/*
 * What the campaign-popup service calls on that its lazily loaded view supplies. Types and tokens only, so the
 * service holds no view code.
 */

export type CampaignButton = PopupCampaign['buttons'][number];
export type CampaignPopupRenderer = (popup: PopupCampaign, act: (button: CampaignButton) => void) => ReactNode;

/**
 * Loads the popup renderer (its module brings the HTML sanitiser) and the dialog host it opens in, so that code
 * arrives only with a popup to show.
 */
export const CampaignPopupViewSlot = defineSlot<() => Promise<CampaignPopupRenderer>>('campaignPopups.view');
