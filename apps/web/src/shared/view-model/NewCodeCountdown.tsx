import { Countdown } from '@casino/ui/countdown';
import { useLingui } from '@lingui/react/macro';

/**
 * The wait before a new code may be asked for (sign-in, restore, contacts, two-factor switch). The view-model's clock
 * (ResendCountdown) drives the count; the component only shows it and says it, both from the same seconds.
 */
export function NewCodeCountdown({ seconds }: { seconds: number }) {
  const { t } = useLingui();
  return <Countdown seconds={seconds} isPaused label={t`New code in`} announce={(left) => (left > 0 ? t`You can ask for a new code in ${left} seconds` : t`You can ask for a new code now`)} />;
}
