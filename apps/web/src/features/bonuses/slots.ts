import type { CashbackItem } from '@casino/domain/ports';
import type { ReactNode } from 'react';
import { defineSlot } from '../../shared/slots/slot.ts';

/*
 * What the bonuses feature's services call on that its lazily loaded views supply. Types and tokens only, so the
 * services bound at start-up hold no view code.
 */

/** The unseen-cashback popup's title and body, from its lazily loaded chunk (which also brings the feature's catalog). */
export interface UnseenCashbackRenderer {
  title(): string;
  render(cashback: CashbackItem, close: () => void): ReactNode;
}

/** Loads the unseen-cashback popup's renderer: its code arrives only with a cashback to show. */
export const UnseenCashbackViewSlot = defineSlot<() => Promise<UnseenCashbackRenderer>>('bonuses.unseenCashbackView');
