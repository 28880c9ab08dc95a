import { Trans, useLingui } from '@lingui/react/macro';
import { observer } from 'mobx-react-lite';
import { useService } from '../../shared/di/react.tsx';
import { AppLink } from '../../shared/routing/AppLink.tsx';
import { ContentAppLink } from '../../shared/navigation/ContentAppLink.tsx';
import { ContentStore } from '../../shared/stores/content.store.ts';
import { LocaleStore } from '../../shared/stores/locale.store.ts';
import * as styles from './Footer.css.ts';

/** Footer link groups from the content configuration. */
export const Footer = observer(function Footer() {
  const { t } = useLingui();
  const content = useService(ContentStore);
  const locale = useService(LocaleStore);
  return (
    <footer className={styles.footer} aria-label={t`Site information`}>
      {content.config.footer.map((group) => (
        <nav key={group.id} aria-label={group.title} className={styles.group}>
          <h2 className={styles.title}>{group.title}</h2>
          <ul className={styles.list}>
            {group.links.map((link) => (
              <li key={link.id}>
                <ContentAppLink url={link.url} external={link.external} localize={locale.localize}>{link.label}</ContentAppLink>
              </li>
            ))}
          </ul>
        </nav>
      ))}
      <p className={styles.legal}>
        <Trans>18+ Play responsibly.</Trans>
        {content.config.featureFlags.responsibleGaming && (
          <>
            {' '}
            <AppLink to={locale.localize('/profile/responsible-game')}><Trans>Responsible gaming tools</Trans></AppLink>
          </>
        )}
      </p>
    </footer>
  );
});
