import { Checkbox } from '@casino/ui/checkbox';
import { Radio, RadioGroup } from '@casino/ui/radio-group';
import { Trans, useLingui } from '@lingui/react/macro';
import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { useProblemText } from './registration-messages.ts';
import type { RegistrationViewModel } from './registration.vm.ts';
import * as styles from './registration.css.ts';

/** The bettor question, the terms agreement (required when active) and the news subscription. */
export const ConsentChecks = observer(function ConsentChecks({ vm }: { vm: RegistrationViewModel }) {
  const { t } = useLingui();
  const termsErrorId = useId();
  const termsError = useProblemText()(vm.problem('terms'));
  const { terms, notify, betting } = vm.schema;
  return (
    <div className={styles.checks}>
      {betting.visible && (
        <RadioGroup
          label={t`What do you like to play?`}
          orientation="horizontal"
          value={vm.form.betting ? 'betting' : 'casino'}
          onChange={(value) => vm.setBetting(value === 'betting')}
        >
          <Radio value="betting">
            <Trans>Sports betting</Trans>
          </Radio>
          <Radio value="casino">
            <Trans>Casino</Trans>
          </Radio>
        </RadioGroup>
      )}
      {terms.visible && (
        <>
          <Checkbox
            name="terms"
            isSelected={vm.form.terms}
            onChange={vm.form.setTerms}
            isRequired={terms.required}
            isInvalid={termsError !== undefined}
            aria-describedby={termsError ? termsErrorId : undefined}
          >
            <Trans>I am 18 or older and accept the terms and conditions</Trans>
          </Checkbox>
          {termsError && (
            <p id={termsErrorId} className={styles.checkError} role="alert">
              {termsError}
            </p>
          )}
        </>
      )}
      {notify.visible && (
        <Checkbox name="notify" isSelected={vm.form.notify} onChange={vm.form.setNotify}>
          <Trans>Send me news and bonus offers</Trans>
        </Checkbox>
      )}
    </div>
  );
});
