import { Button } from '@casino/ui/button';
import { Spinner } from '@casino/ui/spinner';
import { ProfilePort, type PlayerProfile } from '@casino/domain';
import { Trans, useLingui } from '@lingui/react/macro';
import { useCallback, useEffect, useState } from 'react';
import { useService } from '../../../shared/di/react.tsx';
import { Notice } from '../kit/FormNoticeView.tsx';
import * as styles from '../profile.css.ts';
import { ContactCard } from './ContactCard.tsx';

/** The e-mail and phone cards, from the profile's contacts (a card each, empty when the player has none). */
export function ContactsSection() {
  const { t } = useLingui();
  const port = useService<ProfilePort>(ProfilePort);
  const [state, setState] = useState<{ status: 'loading' } | { status: 'failed' } | { status: 'ready'; profile: PlayerProfile }>({ status: 'loading' });
  const load = useCallback(() => {
    setState({ status: 'loading' });
    void port.getProfile().then((result) => setState(result.ok ? { status: 'ready', profile: result.value } : { status: 'failed' }));
  }, [port]);
  useEffect(load, [load]);
  if (state.status === 'loading') return <Spinner label={t`Loading your contacts`} />;
  if (state.status === 'failed') {
    return (
      <div className={styles.form}>
        <Notice tone="error"><Trans>Your contacts could not be loaded.</Trans></Notice>
        <Button variant="outline" onPress={load}><Trans>Try again</Trans></Button>
      </div>
    );
  }
  const { contacts } = state.profile;
  const of = (type: 'email' | 'phone') => contacts.find((c) => c.type === type);
  return (
    <div className={styles.grid}>
      <ContactCard type="email" saved={of('email')} />
      <ContactCard type="phone" saved={of('phone')} />
    </div>
  );
}
