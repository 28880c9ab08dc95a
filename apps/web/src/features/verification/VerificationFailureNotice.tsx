import { Button } from '@casino/ui/button';
import { Trans } from '@lingui/react/macro';
import * as styles from './verification.css.ts';
import type { VerificationFailure } from './verification.vm.ts';

/** What failed, said plainly, with a retry. */
export function VerificationFailureNotice({ failure, onRetry }: { failure: VerificationFailure; onRetry: () => void }) {
  return (
    <div className={styles.failure} role="alert" data-verification-failure={failure}>
      <p className={styles.text}>
        {failure === 'submit'
          ? <Trans>Your documents were sent, but we could not record it. Please try again.</Trans>
          : <Trans>The verification could not be opened. Please try again in a moment.</Trans>}
      </p>
      <Button variant="secondary" size="sm" onPress={onRetry}><Trans>Try again</Trans></Button>
    </div>
  );
}
