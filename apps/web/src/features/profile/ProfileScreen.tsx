import { accountsAdaptersModule, profileAdaptersModule } from '@casino/adapters';
import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useService } from '../../shared/di/react.tsx';
import { LocaleStore } from '../../shared/stores/locale.store.ts';
import { profileCatalog } from './profile-catalog.ts';
import { useRouteHandle } from '../../shared/routing/route-handle.ts';
import { ProfileNav } from './ProfileNav.tsx';
import { profileScreensModule } from './profile.module.ts';
import * as styles from './profile.css.ts';
import { NotificationsPanel } from './notifications/NotificationsPanel.tsx';
import { SecurityPanel } from './security/SecurityPanel.tsx';
import { SettingsPanel } from './settings/SettingsPanel.tsx';

export const modules = [profileScreensModule];
export const adapters = [profileAdaptersModule, accountsAdaptersModule]; // accounts: the phone settings and countries
export const catalog = profileCatalog;

const PANELS: Readonly<Record<string, { title: ReactNode; Panel: () => ReactNode }>> = {
  '/profile/settings': { title: <Trans>Personal data</Trans>, Panel: SettingsPanel },
  '/profile/security': { title: <Trans>Security</Trans>, Panel: SecurityPanel },
  '/profile/notification': { title: <Trans>Notifications</Trans>, Panel: NotificationsPanel },
};

/** The profile: its menu and the child the route names. */
export function Screen() {
  const path = useRouteHandle()?.spec.path ?? '/profile/settings';
  const locale = useService(LocaleStore);
  const { search } = useLocation();
  // the bare `/profile` has no page of its own: it leads to personal data, keeping the locale and the query
  if (path === '/profile') return <Navigate to={`${locale.localize('/profile/settings')}${search}`} replace />;
  const { title, Panel } = PANELS[path] ?? PANELS['/profile/settings']!;
  return (
    <div className={styles.frame}>
      <ProfileNav current={path} />
      <div className={styles.content}>
        <h1 className={styles.title}>{title}</h1>
        <Panel />
      </div>
    </div>
  );
}
