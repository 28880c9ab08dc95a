import { Outlet } from 'react-router';
import { DefaultLayoutFrame } from './DefaultLayoutFrame.tsx';
import { Header } from '../../features/header/index.ts';
import { WidgetBoundary } from './WidgetBoundary.tsx';
import * as styles from './layouts.css.ts';

/** The default layout: header, the page, footer. */
export function DefaultLayout() {
  return (
    <DefaultLayoutFrame>
      <Outlet />
    </DefaultLayoutFrame>
  );
}

/** Only the page: embedded forms, forbidden, maintenance. */
export function EmptyLayout() {
  return (
    <main id="main" className={styles.empty}>
      <Outlet />
    </main>
  );
}

/** The game page: the header stays for the balance and navigation, no footer. */
export function GameLayout() {
  return (
    <div className={styles.page}>
      <WidgetBoundary name="header">
        <Header />
      </WidgetBoundary>
      <main id="main" className={styles.game}>
        <Outlet />
      </main>
    </div>
  );
}
