import { Button } from '@casino/ui/button';
import { Trans } from '@lingui/react/macro';
import * as styles from './bonuses.css.ts';

/** A section whose list did not load: says so and offers to try again (never an empty space). */
export function LoadFailed({ retry }: { retry: () => void }) {
  return (
    <div role="alert" className={styles.section}>
      <p className={styles.notice}>
        <Trans>We could not load this. Check your connection and try again.</Trans>
      </p>
      <div>
        <Button variant="secondary" onPress={retry}>
          <Trans>Try again</Trans>
        </Button>
      </div>
    </div>
  );
}
