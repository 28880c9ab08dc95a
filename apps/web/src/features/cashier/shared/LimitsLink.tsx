import { Link } from '@casino/ui/link';
import { Trans } from '@lingui/react/macro';
import { observer } from 'mobx-react-lite';
import { useService } from '../../../shared/di/react.tsx';
import { ContentStore } from '../../../shared/stores/content.store.ts';
import { LocaleStore } from '../../../shared/stores/locale.store.ts';
import { LIMITS_PATH } from './money-errors.ts';

/** One click from the money screens to the player's limits and breaks, where the site offers them. */
export const LimitsLink = observer(function LimitsLink() {
  const content = useService(ContentStore);
  const locale = useService(LocaleStore);
  if (!content.config.featureFlags.responsibleGaming) return null;
  return (
    <p data-limits-link>
      <Link href={locale.localize(LIMITS_PATH)}><Trans>Deposit limits, reality checks and breaks</Trans></Link>
    </p>
  );
});
