import type { ComponentType } from 'react';
import type { FeatureChunk } from '../di/lazy-chunk.ts';

/**
 * The seam for the deposit-limit prompt before a player's first deposit, between the cashier's deposit screen (which
 * renders it when bound) and the responsible-gaming feature (which binds this token at start-up to the importer of a
 * lazy chunk exporting `DepositLimitPrompt`, a component that decides for itself whether to offer the prompt). It
 * lives in the kernel so that binding it at start-up pulls none of the cashier into the first download.
 */
export const DepositLimitPromptSlot = Symbol.for('DepositLimitPromptSlot');
export type DepositLimitPromptSlot = () => Promise<FeatureChunk & { readonly DepositLimitPrompt: ComponentType }>;
