import type { ConfirmEmailPopupConfig } from '@casino/domain/registration';
import { Button } from '@casino/ui/button';
import { Trans } from '@lingui/react/macro';
import { SafeHtml } from '../../../shared/safe-html/SafeHtml.tsx';
import * as styles from './registration.css.ts';

/** The body of the e-mail confirmation popup: the content's (sanitised) text and an OK button. */
export function renderConfirmEmailPopup(popup: ConfirmEmailPopupConfig, close: () => void) {
  return (
    <div className={styles.popup}>
      <SafeHtml html={popup.text} />
      <Button variant="primary" onPress={close}>
        <Trans>OK</Trans>
      </Button>
    </div>
  );
}
