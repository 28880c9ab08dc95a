import type { SupportContact } from '@casino/domain/support';
import { Trans } from '@lingui/react/macro';
import { ContentLink } from '../../shared/navigation/ContentLink.tsx';
import * as styles from './SupportScreen.css.ts';

/** Ways to reach support: e-mail and phone open the device's own app, a link opens a new tab. */
export function SupportContacts({ contacts }: { contacts: readonly SupportContact[] }) {
  if (contacts.length === 0) return null;
  return (
    <section aria-labelledby="support-contacts">
      <h2 id="support-contacts" className={styles.sectionTitle}>
        <Trans>Contacts</Trans>
      </h2>
      <ul className={styles.contacts}>
        {contacts.map((c) => (
          <li key={c.id} className={styles.contact} data-contact={c.kind}>
            <span className={styles.contactLabel}>{c.label}</span>
            {c.kind === 'link' ? (
              <ContentLink url={c.href} external>{c.value}</ContentLink>
            ) : (
              // mailto: or tel: that readSupportPage built itself from a checked e-mail address or phone number
              // eslint-disable-next-line casino/content-links -- the scheme is ours, only the checked address is content
              <a href={c.href}>{c.value}</a>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
