import { LoyaltyPort } from '@casino/domain/ports';
import { Link } from '@casino/ui/link';
import { Radio, RadioGroup } from '@casino/ui/radio-group';
import { Trans, useLingui } from '@lingui/react/macro';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useService } from '../../../shared/di/react.tsx';
import { CharacterChoice } from './character-choice.model.ts';
import type { RegistrationViewModel } from './registration.vm.ts';
import * as styles from './registration.css.ts';

/** Optional: the loyalty character the new player starts with (sent as `character_id`). */
export const CharacterSelectField = observer(function CharacterSelectField({ vm }: { vm: RegistrationViewModel }) {
  const { t } = useLingui();
  const port = useService<LoyaltyPort>(LoyaltyPort);
  const [choice] = useState(() => new CharacterChoice(port));
  useEffect(() => {
    void choice.load();
    return () => choice.dispose();
  }, [choice]);
  if (choice.status === 'failed') {
    // the character is optional: registration goes on without it
    return (
      <p className={styles.notice}>
        <Trans>Characters could not be loaded.</Trans> <Link onPress={() => void choice.load()}><Trans>Try again</Trans></Link>
      </p>
    );
  }
  if (choice.items.length === 0) return null;
  return (
    <RadioGroup label={t`Choose your character`} orientation="horizontal" value={vm.form.value('character_id') || null} onChange={(id) => vm.setValue('character_id', id)}>
      {choice.items.map((c) => (
        <Radio key={c.id} value={String(c.id)}>
          <img src={c.image} alt="" width={32} height={32} /> {c.name}
        </Radio>
      ))}
    </RadioGroup>
  );
});
