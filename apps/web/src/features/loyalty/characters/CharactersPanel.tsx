import type { LoyaltyCharacterChoice } from '@casino/domain/ports';
import { Button } from '@casino/ui/button';
import { Card } from '@casino/ui/card';
import { Trans, useLingui } from '@lingui/react/macro';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useService } from '../../../shared/di/react.tsx';
import { withViewModel } from '../../../shared/di/with-view-model.tsx';
import { Dialogs, PLAYER_ONLY } from '../../../shared/services/overlays.ts';
import * as styles from '../loyalty.css.ts';
import { LoadFailed, Loading } from '../parts.tsx';
import { CharacterChangePopup, CharacterConfirmPopup } from './CharacterPopups.tsx';
import { CharactersViewModel, type ChangeOutcome } from './characters.vm.ts';

/** The player's character and the way to change it (a pick popup, then a confirmation). */
export const CharactersView = observer(function CharactersView({ vm }: { vm: CharactersViewModel }) {
  const { t } = useLingui();
  const dialogs = useService<Dialogs>(Dialogs);
  const [failed, setFailed] = useState(false);
  const current = vm.selected;

  const startChange = async () => {
    setFailed(false);
    const pick = dialogs.open<LoyaltyCharacterChoice>({ size: 'medium', scope: PLAYER_ONLY, title: t`Choose your character`, render: (context) => <CharacterChangePopup vm={vm} context={context} /> });
    const chosen = await pick.result;
    if (!chosen) return;
    const confirm = dialogs.open<ChangeOutcome>({ size: 'small', scope: PLAYER_ONLY, title: t`Change character`, render: (context) => <CharacterConfirmPopup vm={vm} character={chosen} context={context} /> });
    if ((await confirm.result) === 'failed') setFailed(true);
  };

  return (
    <section className={styles.page} aria-labelledby="loyalty-character">
      <h2 id="loyalty-character" className={styles.sectionTitle}><Trans>Your character</Trans></h2>
      {vm.status === 'loading' && vm.items.length === 0 && <Loading />}
      {vm.status === 'failed' && vm.items.length === 0 && <LoadFailed onRetry={() => void vm.load()} />}
      {vm.items.length > 0 && (
        <Card padding="md" className={styles.row}>
          {current ? (
            <>
              <img className={styles.avatar} src={current.image} alt="" />
              <div>
                <p dir="auto" className={styles.strong} data-character={current.sysname}>{current.name}</p>
                <p dir="auto" className={styles.muted}>{current.description}</p>
              </div>
            </>
          ) : (
            <p className={styles.muted}><Trans>You have not chosen a character yet.</Trans></p>
          )}
          <Button variant="secondary" onPress={() => void startChange()}>
            {current ? <Trans>Change character</Trans> : <Trans>Choose a character</Trans>}
          </Button>
        </Card>
      )}
      {failed && <p className={styles.alert} role="alert"><Trans>The character could not be changed. Please try again.</Trans></p>}
    </section>
  );
});

export const CharactersPanel = withViewModel(CharactersViewModel, CharactersView);
