import type { LoyaltyCharacterChoice } from '@casino/domain/ports';
import { Button } from '@casino/ui/button';
import type { DialogContext } from '@casino/ui/dialogs';
import { Trans, useLingui } from '@lingui/react/macro';
import { observer } from 'mobx-react-lite';
import * as styles from '../loyalty.css.ts';
import type { CharactersViewModel, ChangeOutcome } from './characters.vm.ts';

/** `LoyaltyCharacterChangePopup`: pick another character; the choice goes on to the confirmation. */
export const CharacterChangePopup = observer(function CharacterChangePopup({ vm, context }: { vm: CharactersViewModel; context: DialogContext<LoyaltyCharacterChoice> }) {
  const { t } = useLingui();
  return (
    <div className={styles.popup} data-popup="LoyaltyCharacterChangePopup">
      <ul className={styles.list}>
        {vm.items.map((c) => (
          <li key={c.id} className={styles.row}>
            <img className={styles.avatar} src={c.image} alt="" />
            <div>
              <p dir="auto" className={styles.strong}>{c.name}</p>
              <p dir="auto" className={styles.muted}>{c.description}</p>
            </div>
            {c.id === vm.selected?.id ? (
              <span className={styles.muted}><Trans>Your character</Trans></span>
            ) : (
              <Button variant="secondary" size="sm" onPress={() => context.close(c)} aria-label={t`Choose ${c.name}`}>
                <Trans>Choose</Trans>
              </Button>
            )}
          </li>
        ))}
      </ul>
      {vm.hasMore && (
        <Button variant="ghost" onPress={() => void vm.more()} isPending={vm.status === 'loading'}>
          <Trans>Show more</Trans>
        </Button>
      )}
    </div>
  );
});

/** `LoyaltyCharacterChangeConfirmPopup`: confirms the change, then sends it once. */
export const CharacterConfirmPopup = observer(function CharacterConfirmPopup({ vm, character, context }: { vm: CharactersViewModel; character: LoyaltyCharacterChoice; context: DialogContext<ChangeOutcome> }) {
  const change = async () => {
    const outcome = await vm.change(character);
    if (outcome !== 'ignored') context.close(outcome, { force: true });
  };
  return (
    <div className={styles.popup} data-popup="LoyaltyCharacterChangeConfirmPopup">
      <div className={styles.row}>
        <img className={styles.avatar} src={character.image} alt="" />
        <p className={styles.muted}><Trans>Make {character.name} your character?</Trans></p>
      </div>
      <div className={styles.row}>
        <Button variant="primary" onPress={() => void change()} isPending={vm.changing}>
          <Trans>Confirm</Trans>
        </Button>
        <Button variant="ghost" onPress={() => context.close(undefined)} isDisabled={vm.changing}>
          <Trans>Cancel</Trans>
        </Button>
      </div>
    </div>
  );
});
