import { Switch } from '@casino/ui/switch';
import { Trans } from '@lingui/react/macro';
import { observer } from 'mobx-react-lite';
import { useService } from '../../../shared/di/react.tsx';
import { LoyaltyNoticesService } from './loyalty-notices.service.ts';

/** The player's choice to silence loyalty notifications (kept in this browser). */
export const SoundSwitch = observer(function SoundSwitch() {
  const notices = useService(LoyaltyNoticesService);
  return (
    <Switch isSelected={!notices.muted} onChange={(on) => notices.setMuted(!on)}>
      <Trans>Play a sound with loyalty notifications</Trans>
    </Switch>
  );
});
