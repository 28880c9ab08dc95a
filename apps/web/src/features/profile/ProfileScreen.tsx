import { Spinner } from '@casino/ui/spinner';
import { Trans, useLingui } from '@lingui/react/macro';
import { Suspense, type ComponentType, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import type { FeatureChunk } from '../../shared/di/lazy-chunk.ts';
import { useChunk, useService } from '../../shared/di/react.tsx';
import { LocaleStore } from '../../shared/stores/locale.store.ts';
import { useRouteHandle } from '../../shared/routing/route-handle.ts';
import { ProfileNav } from './ProfileNav.tsx';
import * as styles from './profile.css.ts';

export * from './wiring.ts';

type PanelImporter = () => Promise<FeatureChunk & { default: ComponentType }>;

/**
 * Each child is a chunk of its own, so a page carries only its own form: the security page none of the personal
 * data's pickers and phone field. The importers are module constants (`useChunk` keeps one load per importer).
 */
const PANELS: Readonly<Record<string, { title: ReactNode; load: PanelImporter }>> = {
  '/profile/settings': { title: <Trans>Personal data</Trans>, load: () => import('./settings/SettingsPanel.tsx') },
  '/profile/security': { title: <Trans>Security</Trans>, load: () => import('./security/SecurityPanel.tsx') },
  '/profile/notification': { title: <Trans>Notifications</Trans>, load: () => import('./notifications/NotificationsPanel.tsx') },
};

function Panel({ load }: { load: PanelImporter }) {
  const { default: Loaded } = useChunk(load);
  return <Loaded />;
}

function PanelLoading() {
  const { t } = useLingui();
  return <Spinner label={t`Loading`} />;
}

/** The profile: its menu and the child the route names. */
export function Screen() {
  const path = useRouteHandle()?.spec.path ?? '/profile/settings';
  const locale = useService(LocaleStore);
  const { search } = useLocation();
  // the bare `/profile` has no page of its own: it leads to personal data, keeping the locale and the query
  if (path === '/profile') return <Navigate to={`${locale.localize('/profile/settings')}${search}`} replace />;
  const { title, load } = PANELS[path] ?? PANELS['/profile/settings']!;
  return (
    <div className={styles.frame}>
      <ProfileNav current={path} />
      <div className={styles.content}>
        <h1 className={styles.title}>{title}</h1>
        <Suspense fallback={<PanelLoading />}>
          <Panel load={load} />
        </Suspense>
      </div>
    </div>
  );
}
