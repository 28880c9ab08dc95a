import type { ReactNode } from 'react';
import { Footer } from '../../features/footer/index.ts';
import { Header } from '../../features/header/index.ts';
import { HintBannersView } from '../../features/session/index.ts';
import { HydrateWhenSeen } from '../../shared/hydration/HydrateWhenSeen.tsx';
import { WidgetBoundary } from './WidgetBoundary.tsx';
import * as styles from './layouts.css.ts';

/** The default layout around content that is not a route (fatal pages). */
export function DefaultLayoutFrame({ children }: { children: ReactNode }) {
  return (
    <div className={styles.page}>
      <WidgetBoundary name="header">
        <Header />
      </WidgetBoundary>
      <main id="main" className={styles.main}>
        <WidgetBoundary name="hints">
          <HintBannersView />
        </WidgetBoundary>
        {children}
      </main>
      <WidgetBoundary name="footer">
        {/* below the first screen of every page: a prerendered page hydrates it when it is seen */}
        <HydrateWhenSeen>
          <Footer />
        </HydrateWhenSeen>
      </WidgetBoundary>
    </div>
  );
}
