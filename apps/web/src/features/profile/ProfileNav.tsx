import { useLingui } from '@lingui/react/macro';
import { observer } from 'mobx-react-lite';
import { Link } from 'react-aria-components';
import { useService } from '../../shared/di/react.tsx';
import { ContentStore } from '../../shared/stores/content.store.ts';
import { LocaleStore } from '../../shared/stores/locale.store.ts';
import { SessionStore } from '../../shared/stores/session.store.ts';
import { visibleProfileNav } from './profile-nav.ts';
import * as styles from './profile.css.ts';

/** The menu between the profile's children; the current one is marked for assistive technology too. */
export const ProfileNav = observer(function ProfileNav({ current }: { current: string }) {
  const { t, i18n } = useLingui();
  const content = useService(ContentStore);
  const locale = useService(LocaleStore);
  const session = useService(SessionStore);
  return (
    <nav aria-label={t`Profile`} className={styles.nav}>
      {visibleProfileNav(content.flags, undefined, session.general?.raw).map((entry) => (
        <Link
          key={entry.path}
          href={locale.localize(entry.path)}
          className={styles.navLink}
          aria-current={entry.path === current ? 'page' : undefined}
        >
          {i18n._(entry.label)}
        </Link>
      ))}
    </nav>
  );
});
