import type { ExactMoney } from '@casino/domain/money';
import type { ComponentType } from 'react';
import { defineSlot, type ChunkSlotContents } from '../../shared/slots/slot.ts';

/*
 * The places of the cashier's screens that other features fill. Types and tokens only: the features that fill them
 * do so from their start-up modules, and this file brings none of the cashier with it.
 */

/** What the deposit form hands the campaign offers shown inside it. */
export interface DepositOffersProps {
  /** The chosen method's sysname: offers that exclude it are not offered. */
  readonly method: string | null;
  /** The typed amount as exact money, null until it reads as a positive amount. */
  readonly amount: ExactMoney | null;
  readonly currency: string;
  /** -1 when no offer is taken. */
  readonly selectedOfferId: number;
  /** The offer's title goes to the confirmation step's summary. */
  readonly onSelectOffer: (id: number, title?: string) => void;
  /**
   * Called once the offers know what they show (offers, none, or a failure): the form keeps its details and button
   * back until then, so the offers arriving above them do not push them down (see `useHold`).
   */
  readonly onSettled?: () => void;
}

/**
 * The deposit form's campaign offers and promo-code entry (the bonuses feature): rendered between the amount and the
 * details, the chosen offer's id sent with the deposit.
 */
export const DepositOffersSlot = defineSlot<ChunkSlotContents<{ readonly DepositOffers: ComponentType<DepositOffersProps> }>>('cashier.depositOffers');

/**
 * The offer to set a deposit limit before a player's first deposit (the responsible-gaming feature), on the deposit
 * screen: a component that decides for itself whether to offer it (it opens a dialog, and renders nothing itself).
 */
export const DepositLimitPromptSlot = defineSlot<ChunkSlotContents<{ readonly DepositLimitPrompt: ComponentType }>>('cashier.depositLimitPrompt');
