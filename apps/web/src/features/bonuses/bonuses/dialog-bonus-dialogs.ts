import { formatAmount } from '@casino/domain/format';
import type { PlayerBonus } from '@casino/domain/ports';
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { inject, injectable } from 'inversify';
import { Dialogs, PLAYER_ONLY } from '../../../shared/services/overlays.ts';
import { LinguiI18n } from '../../../shared/stores/locale.store.ts';
import type { BonusDialogs, BonusQuestion } from './bonus-dialogs.ts';

const questions = {
  activate: { title: msg`Activate this bonus?`, content: msg`{amount} moves to your bonus balance. Wager it {multiplier} times to make it real money.`, agree: msg`Activate` },
  burn: { title: msg`Forfeit your running bonus?`, content: msg`Only one bonus can run at a time. Activating this one ends the running bonus and its bonus money is lost.`, agree: msg`Activate and forfeit` },
  deactivate: { title: msg`Deactivate this bonus?`, content: msg`{amount} leaves your bonus balance until you activate the bonus again.`, agree: msg`Deactivate` },
  remove: { title: msg`Remove this bonus?`, content: msg`The bonus and any bonus money it holds are gone for good.`, agree: msg`Remove` },
} as const;

const texts = {
  cancel: msg`Cancel`,
  bettingActivated: msg`Betting bonus activated`,
  bettingContent: msg`Place bets with odds of at least {odds} to wager it.`,
  bettingContentPlain: msg`Place bets to wager it.`,
  goBetting: msg`Go to betting`,
  later: msg`Later`,
};

/** The bonus questions as the app's confirm dialogs, translated when shown. */
@injectable()
export class DialogBonusDialogs implements BonusDialogs {
  constructor(
    @inject(Dialogs) private readonly dialogs: Dialogs,
    @inject(LinguiI18n) private readonly i18n: I18n,
  ) {}

  ask(question: BonusQuestion, bonus: PlayerBonus): Promise<boolean> {
    const q = questions[question];
    const values = { amount: formatAmount(bonus.amount.amount, bonus.amount.currency), multiplier: bonus.wager.multiplier };
    return this.dialogs.confirm({ scope: PLAYER_ONLY, title: this.i18n._(q.title), content: this.i18n._(q.content.id, values, { message: q.content.message }), agreeLabel: this.i18n._(q.agree), rejectLabel: this.i18n._(texts.cancel) });
  }

  bettingActivated(bonus: PlayerBonus): Promise<boolean> {
    const content = bonus.minOdds ? this.i18n._(texts.bettingContent.id, { odds: bonus.minOdds }, { message: texts.bettingContent.message }) : this.i18n._(texts.bettingContentPlain);
    return this.dialogs.confirm({ scope: PLAYER_ONLY, title: this.i18n._(texts.bettingActivated), content, agreeLabel: this.i18n._(texts.goBetting), rejectLabel: this.i18n._(texts.later) });
  }
}
