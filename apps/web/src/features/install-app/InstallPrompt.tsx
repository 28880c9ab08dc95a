import { Button } from '@casino/ui/button';
import { Trans } from '@lingui/react/macro';
import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { useService } from '../../shared/di/react.tsx';
import { InstallPromptViewModel } from './install-prompt.vm.ts';
import * as styles from './InstallPrompt.css.ts';

/** The offer to install the app (mounted once in the root layout). */
export function InstallPrompt() {
  return <InstallPromptView vm={useService(InstallPromptViewModel)} />;
}

/** A labelled region with two buttons: not a dialog, it never takes the focus from the page. */
export const InstallPromptView = observer(function InstallPromptView({ vm }: { vm: InstallPromptViewModel }) {
  const titleId = useId();
  if (!vm.visible) return null;
  return (
    <section className={styles.offer} aria-labelledby={titleId}>
      <p id={titleId} className={styles.text}>
        <Trans>Install the app: it opens from your home screen, like any other.</Trans>
      </p>
      <div className={styles.actions}>
        <Button size="sm" onPress={() => void vm.install()}>
          <Trans>Install</Trans>
        </Button>
        <Button size="sm" variant="ghost" onPress={vm.dismiss}>
          <Trans>Not now</Trans>
        </Button>
      </div>
    </section>
  );
});
