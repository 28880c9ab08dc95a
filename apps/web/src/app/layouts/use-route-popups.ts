import {
  opensRegistrationForRealPlay, popupFromQuery, withoutPopupQuery, buildQueryString, type QueryLike,
} from '@casino/domain/routing';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useService } from '../../shared/di/react.tsx';
import { useRouteName } from '../../shared/routing/route-handle.ts';
import { AuthDialogService } from '../../shared/services/auth-dialog.service.ts';
import { AppNavigator } from '../../shared/services/navigator.ts';
import { CampaignPopups } from '../../features/campaign-popups/index.ts';
import { LoyaltyNotices } from '../../features/loyalty/index.ts';
import { LocaleStore } from '../../shared/stores/locale.store.ts';
import { SessionStore } from '../../shared/stores/session.store.ts';
import { redirectAfterSignIn, useRedirectAfterSignIn } from './use-redirect-after-sign-in.ts';

const queryOf = (search: string): QueryLike => {
  const query: Record<string, string[]> = {};
  new URLSearchParams(search).forEach((value, key) => (query[key] ??= []).push(value));
  return query;
};

/**
 * Popups the address asks for: `show_popup_reg` / `show_popup_auth` (with
 * `prevent_close=1`) for guests, keys removed when the popup closes, never on embedded form pages;
 * `#real` on a game page opens registration for guests and returns to the index if it is closed.
 */
export function useRoutePopups(): void {
  const location = useLocation();
  const navigate = useNavigate();
  const routeName = useRouteName();
  const session = useService(SessionStore);
  const locale = useService(LocaleStore);
  const auth = useService(AuthDialogService);
  const { t } = useLingui();
  const open = useRef(false);
  const handled = useRef<string>(undefined);
  const campaigns = useService<CampaignPopups>(CampaignPopups);
  const navigator = useService(AppNavigator);
  const loyaltyNotices = useService<LoyaltyNotices>(LoyaltyNotices);

  useEffect(() => navigator.attach((to) => navigate(to)), [navigator, navigate]);
  useRedirectAfterSignIn();

  // campaign popups after every route change (and the #popup-preview); none on a route whose address opens a dialog
  useEffect(() => {
    const query = queryOf(location.search);
    const opensDialog =
      popupFromQuery(query, session.authenticated, routeName) !== undefined ||
      (routeName?.startsWith('game-sysname') === true && opensRegistrationForRealPlay(location.hash, session.authenticated));
    void campaigns.afterNavigation({ path: locale.switchPath(location.pathname, locale.defaultLocale), hash: location.hash, query, opensDialog });
    // only the address counts: a sign-in on the same page is no route change
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location.pathname, location.hash, location.search, campaigns, locale, routeName]);

  // loyalty notifications load again on every change of route path
  useEffect(() => loyaltyNotices.afterNavigation(location.pathname), [location.pathname, loyaltyNotices]);

  useEffect(() => {
    // An address asks once: the effect runs again for the same history entry (another dependency changed) between the
    // popup closing and its keys leaving the address, and must not open it a second time.
    if (open.current || handled.current === location.key) return;
    const query = queryOf(location.search);
    const popup = popupFromQuery(query, session.authenticated, routeName);
    if (popup) {
      open.current = true;
      handled.current = location.key;
      const title = popup.mode === 'registration' ? t`Registration` : t`Sign in`;
      void auth.open(popup.mode, { preventClose: popup.preventClose, title }).then(() => {
        open.current = false;
        if (session.authenticated && redirectAfterSignIn(window.location)) return; // followed by useRedirectAfterSignIn
        navigate({ pathname: location.pathname, search: buildQueryString(withoutPopupQuery(query)), hash: location.hash }, { replace: true });
      });
      return;
    }
    if (routeName?.startsWith('game-sysname') && opensRegistrationForRealPlay(location.hash, session.authenticated)) {
      open.current = true;
      handled.current = location.key;
      void auth.open('registration', { title: t`Registration` }).then(() => {
        open.current = false;
        if (!session.authenticated) navigate(locale.localize('/'), { replace: true });
      });
    }
  }, [location, routeName, session.authenticated, auth, navigate, locale, t]);
}
