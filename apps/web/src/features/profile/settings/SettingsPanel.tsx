import { Trans } from '@lingui/react/macro';
import { observer } from 'mobx-react-lite';
import { useDeferredValue } from 'react';
import { usePreloadedViewModel } from '../../../shared/di/preload.tsx';
import { useViewModel } from '../../../shared/di/react.tsx';
import { ContactsSection } from '../contacts/ContactsSection.tsx';
import * as styles from '../profile.css.ts';
import { AccountSettings } from './AccountSettings.tsx';
import { AccountSettingsViewModel } from './account-settings.vm.ts';
import { PersonalDataForm } from './PersonalDataForm.tsx';
import { PersonalDataViewModel } from './personal-data.vm.ts';

/** `/profile/settings`: personal data, contacts, and the account's nickname, language and currency. */
export const SettingsPanel = observer(function SettingsPanel() {
  // loaded in render inside a preload scope: the production server renders a signed-in player's settings for them
  const personal = usePreloadedViewModel(PersonalDataViewModel, 'profile-personal-data', (form) => form.load());
  const account = useViewModel(AccountSettingsViewModel);
  // the form's fields arriving are a big mount (inputs, selects, masks): drawn from a deferred switch, in slices that
  // yield to the browser rather than one blocking task; the sections under it follow the same switch
  const placeholder = useDeferredValue(personal.placeholder);
  return (
    <>
      <PersonalDataForm vm={personal} placeholder={placeholder} />
      {/* under the form, once its height is known: its placeholder holds room for the usual fields, not every
          country's, and a section drawn under it would move when the form came */}
      <div hidden={placeholder} className={styles.contents}>
        <section className={styles.content} aria-labelledby="profile-contacts">
          <h2 id="profile-contacts" className={styles.sectionTitle}><Trans>Contacts</Trans></h2>
          <ContactsSection />
        </section>
        <section className={styles.content} aria-labelledby="profile-account">
          <h2 id="profile-account" className={styles.sectionTitle}><Trans>Account</Trans></h2>
          <AccountSettings vm={account} />
        </section>
      </div>
    </>
  );
});

/** What the profile screen loads for this child (see ProfileScreen's PANELS). */
export default SettingsPanel;
