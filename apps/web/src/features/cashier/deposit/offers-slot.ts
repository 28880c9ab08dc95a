import type { ExactMoney } from '@casino/domain/money';
import type { ComponentType } from 'react';
import type { FeatureChunk } from '../../../shared/di/lazy-chunk.ts';

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
 * The seam for deposit offers and the promo-code entry, which another feature owns: it binds this token to the
 * importer of a lazy chunk exporting `DepositOffers`; the deposit form renders it between the amount and the
 * details when bound, and sends the chosen offer id with the deposit.
 */
export const DepositOffersSlot = Symbol.for('DepositOffersSlot');
export type DepositOffersSlot = () => Promise<FeatureChunk & { readonly DepositOffers: ComponentType<DepositOffersProps> }>;
