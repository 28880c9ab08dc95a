import { verificationActionId, verificationBaseUrl } from '@casino/domain/verification';
import { Button } from '@casino/ui/button';
import { useDialogs } from '@casino/ui/dialogs';
import { SystemPage } from '@casino/ui/system-page';
import { Trans, useLingui } from '@lingui/react/macro';
import { observer } from 'mobx-react-lite';
import { useSearchParams } from 'react-router';
import { useService, useViewModel } from '../../shared/di/react.tsx';
import { ContentStore } from '../../shared/stores/content.store.ts';
import { LocaleStore } from '../../shared/stores/locale.store.ts';
import { ProfileNav } from '../profile/index.ts';
import { SumsubPopup } from './SumsubPopup.tsx';
import { VerificationFailureNotice } from './VerificationFailureNotice.tsx';
import * as styles from './verification.css.ts';
import { VerificationViewModel } from './verification.vm.ts';
import { PLAYER_ONLY } from '../../shared/services/overlays.ts';

export * from './wiring.ts';

export const PAGE_PATH = '/profile/verification';

/**
 * `/profile/verification` (players only: the profile is guarded): the identity-verification step of the account
 * and the provider's dialog. Off when the content configuration turns identity verification off.
 */
export const Screen = observer(function Screen() {
  const content = useService(ContentStore);
  if (!content.flags.identityVerification) {
    return <SystemPage icon="wrench" header={<Trans>Not available</Trans>} description={<Trans>This page is not available on this site.</Trans>} />;
  }
  return <VerificationPage />;
});

const VerificationPage = observer(function VerificationPage() {
  const { t } = useLingui();
  const vm = useViewModel(VerificationViewModel);
  const content = useService(ContentStore);
  const locale = useService(LocaleStore);
  const dialogs = useDialogs();
  // `?action=<id>`: the provider's action this check is for, e.g. from the cashier when a withdrawal asked for it
  const [search] = useSearchParams();
  const action = verificationActionId(search.get('action'));
  const open = () => {
    vm.setAction(action);
    dialogs.open({
      title: t`Identity verification`,
      size: 'large',
      scope: PLAYER_ONLY,
      render: (context) => <SumsubPopup vm={vm} context={context} baseUrl={verificationBaseUrl(content.config.sections.publicClient)} lang={locale.current} />,
      onClose: () => vm.close(),
    });
  };
  const step = vm.step;
  return (
    <div className={styles.frame}>
      <ProfileNav current={PAGE_PATH} />
      <section className={styles.content} data-verification-step={step}>
        <h1 className={styles.title}><Trans>Identity verification</Trans></h1>
        {step === 'start' && (
          <>
            <p className={styles.text}><Trans>Confirm your identity to withdraw money and use every payment method. It takes a few minutes: have an identity document at hand.</Trans></p>
            <Button variant="primary" onPress={open}><Trans>Verify my identity</Trans></Button>
          </>
        )}
        {step === 'verification' && <p className={styles.text} role="status"><Trans>We're checking your documents. This usually takes up to a day; we'll let you know when it's done.</Trans></p>}
        {step === 'completed' && (
          <>
            <p className={styles.text}><Trans>Your identity is verified.</Trans></p>
            <Button variant="secondary" onPress={vm.requestChange}><Trans>Update my documents</Trans></Button>
          </>
        )}
        {step === 'change' && (
          <>
            <p className={styles.text}><Trans>Send new documents if yours have changed or expired. Your identity stays verified while we check them.</Trans></p>
            <Button variant="primary" onPress={open}><Trans>Update my documents</Trans></Button>
          </>
        )}
        {vm.failure === 'submit' && <VerificationFailureNotice failure="submit" onRetry={() => void vm.retry()} />}
      </section>
    </div>
  );
});
