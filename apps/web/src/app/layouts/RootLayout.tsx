import { UiRoot } from '@casino/ui/provider';
import { useLingui } from '@lingui/react/macro';
import { observer } from 'mobx-react-lite';
import { lazy, Suspense } from 'react';
import { Outlet, useHref, useNavigate } from 'react-router';
import { withAriaScope } from '../../shared/aria/with-aria-scope.tsx';
import { useService } from '../../shared/di/react.tsx';
import { Dialogs, Toasts } from '../../shared/services/overlays.ts';
import { FatalErrorStore } from '../../shared/stores/fatal-error.store.ts';
import { LocaleStore } from '../../shared/stores/locale.store.ts';
import { ThemeStore } from '../../shared/stores/theme.store.ts';
import { DefaultLayoutFrame } from './DefaultLayoutFrame.tsx';
import { useHeaderHeight } from './use-header-height.ts';
import { useRoutePopups } from './use-route-popups.ts';
import { AccountUnavailableNotice, SessionWatchers } from '../../features/session/index.ts';
import { SupportWatchers } from '../../features/support/index.ts';
import { SiteHead } from '../../features/seo/index.ts';
import { InstallPrompt } from '../../features/install-app/index.ts';

const FatalScreen = lazy(async () => ({ default: await withAriaScope(import('../../features/system-pages/FatalScreen.tsx').then((m) => m.FatalScreen)) }));

/** The root of every page: theme, locale and direction, dialogs and toasts, the fatal page, popups by query. */
export const RootLayout = observer(function RootLayout() {
  const navigate = useNavigate();
  const { t } = useLingui();
  const theme = useService(ThemeStore);
  const locale = useService(LocaleStore);
  const fatal = useService(FatalErrorStore);
  useRoutePopups();
  const headerHeight = useHeaderHeight();
  return (
    <UiRoot
      theme={theme.theme}
      locale={locale.current}
      dir={locale.dir}
      dialogs={useService<Dialogs>(Dialogs)}
      toasts={useService<Toasts>(Toasts)}
      {...(headerHeight === undefined ? {} : { headerHeight })}
      navigate={(to) => navigate(to)}
      useHref={useHref}
      labels={{ close: t`Close`, agree: t`Yes`, reject: t`No`, notifications: t`Notifications`, closeNotification: t`Close notification` }}
    >
      <SessionWatchers />
      <SupportWatchers />
      <SiteHead />
      <AccountUnavailableNotice />
      <InstallPrompt />
      {fatal.fatal ? (
        <Suspense fallback={null}>
          <FatalScreen fatal={fatal.fatal} frame={DefaultLayoutFrame} />
        </Suspense>
      ) : (
        <Outlet />
      )}
    </UiRoot>
  );
});
