import type { SignInRefusal } from '@casino/domain/responsible-gaming';
import { Trans } from '@lingui/react/macro';
import { FormNotice } from '../../../shared/forms/FormNotice.tsx';
import { useDates } from '../../../shared/i18n/dates.ts';

/** Sign-in during a time-out, self-exclusion or session-limit break: until when, and that a permanent one is final. */
export function ExclusionNotice({ exclusion }: { exclusion: SignInRefusal }) {
  const dates = useDates();
  if (exclusion.until === null) {
    return (
      <FormNotice tone="error">
        <Trans>You have excluded yourself from play permanently. This cannot be reversed, not even by our support team.</Trans>
      </FormNotice>
    );
  }
  const until = dates.dateTime(exclusion.until);
  return (
    <FormNotice tone="error">
      {exclusion.kind === 'sessionLimit' ? (
        <Trans>You reached your session time limit. You can sign in again after {until}.</Trans>
      ) : exclusion.kind === 'timeout' ? (
        <Trans>You are taking a time-out until {until}. You can sign in again after that.</Trans>
      ) : (
        <Trans>You have excluded yourself from play until {until}. You can sign in again after that.</Trans>
      )}
    </FormNotice>
  );
}
