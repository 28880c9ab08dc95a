import type { Exclusion } from '@casino/domain';
import { Trans, useLingui } from '@lingui/react/macro';
import { FormNotice } from '../form-kit/FormNotice.tsx';

/** Sign-in during a time-out or self-exclusion the player chose: until when, and that a permanent one is final. */
export function ExclusionNotice({ exclusion }: { exclusion: Exclusion }) {
  const { i18n } = useLingui();
  if (exclusion.until === null) {
    return (
      <FormNotice tone="error">
        <Trans>You have excluded yourself from play permanently. This cannot be reversed, not even by our support team.</Trans>
      </FormNotice>
    );
  }
  const until = i18n.date(new Date(exclusion.until), { dateStyle: 'long', timeStyle: 'short' });
  return (
    <FormNotice tone="error">
      {exclusion.kind === 'timeout' ? (
        <Trans>You are taking a time-out until {until}. You can sign in again after that.</Trans>
      ) : (
        <Trans>You have excluded yourself from play until {until}. You can sign in again after that.</Trans>
      )}
    </FormNotice>
  );
}
