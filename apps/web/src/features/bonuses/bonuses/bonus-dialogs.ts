import type { PlayerBonus } from '@casino/domain/ports';

/** What the player is asked before a bonus action; `burn` replaces `activate` when it would forfeit the running bonus. */
export type BonusQuestion = 'activate' | 'burn' | 'deactivate' | 'remove';

/**
 * The bonus confirm dialogs, behind an interface so the view-model asks and waits without knowing the dialog stack
 * (tests answer with a fake).
 */
export interface BonusDialogs {
  /** Resolves true when the player agreed. */
  ask(question: BonusQuestion, bonus: PlayerBonus): Promise<boolean>;
  /** After a betting bonus was activated: resolves true when the player wants to go and place bets. */
  bettingActivated(bonus: PlayerBonus): Promise<boolean>;
}
export const BonusDialogs = Symbol.for('BonusDialogs');
