import { defineSlot } from '../../shared/slots/slot.ts';

/*
 * What the accounts feature calls on that other features supply. Types and tokens only: the features that fill them
 * do so from their start-up modules, and this file brings none of the accounts feature with it.
 */

/** Queues the popup of the latest cashback the player has not seen yet, if there is one. */
export interface UnseenCashbackPopup {
  queueIfUnseen(): Promise<void> | void;
}

/**
 * The unseen-cashback popup a new account may have waiting (the bonuses feature: it needs the cashbacks call, which
 * no port of this feature offers): registration queues it when the slot is filled.
 */
export const UnseenCashbackPopupSlot = defineSlot<UnseenCashbackPopup>('accounts.unseenCashbackPopup');
