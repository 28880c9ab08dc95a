import { defineSlot } from '../../shared/slots/slot.ts';
import type { RealityCheckRenderer } from './play-session/reality-check.model.ts';

/*
 * What the responsible-gaming feature's services call on that its lazily loaded views supply. Types and tokens only.
 * (The limit prompt this feature puts on the deposit screen is the cashier's slot: the consumer declares it.)
 */

/** The reality-check dialog's body: the watcher that opens it holds no view code. */
export const RealityCheckSlot = defineSlot<RealityCheckRenderer>('responsibleGaming.realityCheck');
