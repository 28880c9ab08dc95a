import { Button } from '@casino/ui/button';
import { Link } from '@casino/ui/link';
import { Tab, TabList, TabPanel, Tabs } from '@casino/ui/tabs';
import { Trans, useLingui } from '@lingui/react/macro';
import { observer } from 'mobx-react-lite';
import type { FormEvent } from 'react';
import { SafeHtml } from '../../../shared/safe-html/SafeHtml.tsx';
import { SocialButtons } from '../social/SocialButtons.tsx';
import { ConsentChecks } from './ConsentChecks.tsx';
import { RegistrationField } from './fields/RegistrationField.tsx';
import { CharacterSelectField } from './CharacterSelectField.tsx';
import { PromoCodeField } from './PromoCodeField.tsx';
import { NOTICES } from './registration-messages.ts';
import type { AuthOutcome } from '../panel-kit/auth-outcome.ts';
import type { RegistrationViewModel } from './registration.vm.ts';
import { submitRegistration } from './submit-registration.ts';
import * as styles from './registration.css.ts';

export interface RegistrationViewProps {
  readonly vm: RegistrationViewModel;
  /** Applies an action's outcome to the panel (close, switch to sign-in, tell the host page). */
  readonly follow: (outcome: AuthOutcome) => void;
  /** Completing a social sign-up: no link to the sign-in form. */
  readonly social?: boolean;
}

/** The registration form: switcher, fields, promo code, consents, notice, submit, social buttons, sign-in link. */
export const RegistrationView = observer(function RegistrationView({ vm, follow, social: completing }: RegistrationViewProps) {
  const { t, i18n } = useLingui();
  const social = vm.showSocialButtons && (
    <>
      {!vm.schema.socialOnly && <p className={styles.divider}><Trans>or sign up with</Trans></p>}
      <SocialButtons typeAuth="registration" blocked={vm.socialBlocked} onBlocked={vm.form.blockForTerms} onSignedIn={() => follow(vm.socialSignedIn())} />
    </>
  );
  const body = vm.schema.socialOnly ? (
    <ConsentChecks vm={vm} />
  ) : (
    <RegistrationFormBody vm={vm} follow={follow} />
  );
  return (
    <div className={styles.panel} data-registration={vm.social ? 'social' : 'form'}>
      {vm.tabs.length > 0 ? (
        <Tabs selectedKey={vm.selectedTab?.id} onSelectionChange={(key) => vm.selectTab(String(key))}>
          <TabList aria-label={t`Registration type`} items={vm.tabs}>
            {(tab) => <Tab id={tab.id}>{tab.label ?? tab.id}</Tab>}
          </TabList>
          {vm.tabs.map((tab) => (
            <TabPanel key={tab.id} id={tab.id}>
              {body}
            </TabPanel>
          ))}
        </Tabs>
      ) : (
        body
      )}
      {vm.notice && (
        <div role="alert" className={styles.notice}>
          <SafeHtml html={i18n._(NOTICES[vm.notice])} />
        </div>
      )}
      {social}
      {!completing && (
        <p className={styles.footer}>
          <Trans>Already have an account?</Trans>
          <Link onPress={() => follow(vm.signIn())}>
            <Trans>Sign in</Trans>
          </Link>
        </p>
      )}
    </div>
  );
});

const RegistrationFormBody = observer(function RegistrationFormBody({ vm, follow }: RegistrationViewProps) {
  const { t } = useLingui();
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submitRegistration(vm, follow);
  };
  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-busy={vm.fields.status === 'loading'}>
      {vm.schema.fields.map((field) => (
        <RegistrationField key={field.name} vm={vm} field={field} />
      ))}
      {vm.schema.characterSelect && <CharacterSelectField vm={vm} />}
      {vm.schema.promo.visible && <PromoCodeField promo={vm.promo} />}
      <ConsentChecks vm={vm} />
      {vm.fields.status === 'failed' && (
        <p role="alert" className={styles.notice}>
          <Trans>The form could not be loaded.</Trans>{' '}
          <Link onPress={() => void vm.load()}>
            <Trans>Try again</Trans>
          </Link>
        </p>
      )}
      <Button type="submit" variant="primary" fullWidth isDisabled={vm.submitDisabled && vm.status === 'idle'} isPending={vm.status !== 'idle'} pendingLabel={t`Registering`}>
        {vm.social ? <Trans>Complete registration</Trans> : <Trans>Sign up</Trans>}
      </Button>
    </form>
  );
});
