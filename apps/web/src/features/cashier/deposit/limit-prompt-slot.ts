import type { ComponentType } from 'react';
import type { FeatureChunk } from '../../../shared/di/lazy-chunk.ts';

/**
 * The seam for the deposit-limit prompt before a player's first deposit, which the responsible-gaming feature owns:
 * it binds this token to the importer of a lazy chunk exporting `DepositLimitPrompt` (a component that decides for
 * itself whether to offer the prompt). The deposit screen renders it when bound.
 */
export const DepositLimitPromptSlot = Symbol.for('DepositLimitPromptSlot');
export type DepositLimitPromptSlot = () => Promise<FeatureChunk & { readonly DepositLimitPrompt: ComponentType }>;
