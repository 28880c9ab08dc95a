import { Spinner } from '@casino/ui/spinner';
import { Trans, useLingui } from '@lingui/react/macro';
import { observer } from 'mobx-react-lite';
import { useDeferredValue } from 'react';
import { usePreloadedViewModel } from '../../../shared/di/preload.tsx';
import { LoadFailedNotice } from '../kit/LoadFailedNotice.tsx';
import * as styles from '../profile.css.ts';
import { ContactCard } from './ContactCard.tsx';
import { ContactsListViewModel } from './contacts-list.vm.ts';

/** The e-mail and phone cards, from the profile's contacts (a card each, empty when the player has none). */
export const ContactsSection = observer(function ContactsSection() {
  const { t } = useLingui();
  const vm = usePreloadedViewModel(ContactsListViewModel, 'profile-contacts', (contacts) => contacts.load());
  // the cards (fields, masks, buttons) arrive as a transition, in slices, not as one blocking render
  const status = useDeferredValue(vm.status);
  if (status === 'loading') return <Spinner label={t`Loading your contacts`} />;
  if (status === 'failed') return <LoadFailedNotice onRetry={() => void vm.load()}><Trans>Your contacts could not be loaded.</Trans></LoadFailedNotice>;
  return (
    <div className={styles.grid}>
      <ContactCard type="email" saved={vm.of('email')} />
      <ContactCard type="phone" saved={vm.of('phone')} />
    </div>
  );
});
