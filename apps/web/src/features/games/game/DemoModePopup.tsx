import { Button } from '@casino/ui/button';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useEffectEvent, useRef } from 'react';
import { useService } from '../../../shared/di/react.tsx';
import { AuthDialogService } from '../../../shared/services/auth-dialog.service.ts';
import { Dialogs } from '../../../shared/services/overlays.ts';
import * as styles from './game.css.ts';

/** Explains demo play to a guest once per game opened, and offers registration. */
export function useDemoModePopup(show: boolean, sysname: string | undefined): void {
  const dialogs = useService<Dialogs>(Dialogs);
  const auth = useService(AuthDialogService);
  const { t } = useLingui();
  const shownFor = useRef<string | undefined>(undefined);
  // an effect event, not effect inputs: a catalog arriving later gives `t` a new identity, and re-running the effect
  // would close the popup (and, shown once per game, never open it again)
  // queued: it comes with the page, not in answer to a press, so it waits for any dialog already open and mounts at
  // a lower priority while the game page starts
  const open = useEffectEvent(() =>
    dialogs.queue({
      size: 'small',
      title: t`Demo mode`,
      render: (context) => (
        <DemoModePopup
          onPlay={() => context.close()}
          onRegister={() => {
            context.close();
            void auth.open('registration', { title: t`Registration` });
          }}
        />
      ),
    }),
  );
  useEffect(() => {
    if (!show || !sysname || shownFor.current === sysname) return;
    shownFor.current = sysname;
    const handle = open();
    return () => void handle.close(undefined, { force: true });
  }, [show, sysname]);
}

export function DemoModePopup({ onPlay, onRegister }: { onPlay: () => void; onRegister: () => void }) {
  return (
    <div>
      <p><Trans>You are playing for fun: bets and wins use demo credits, not money.</Trans></p>
      <p><Trans>Register to play for real money and keep your winnings.</Trans></p>
      <div className={styles.actions}>
        <Button onPress={onRegister}><Trans>Register</Trans></Button>
        <Button variant="secondary" onPress={onPlay}><Trans>Play the demo</Trans></Button>
      </div>
    </div>
  );
}
