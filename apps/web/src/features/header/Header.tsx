import { PlainButton } from '@casino/ui/plain-button';
import { PlainSwitch } from '@casino/ui/plain-switch';
import { Icon } from '@casino/ui/icon';
import { Trans, useLingui } from '@lingui/react/macro';
import { observer } from 'mobx-react-lite';
import { useLocation, useNavigate } from 'react-router';
import { useService, useViewModel } from '../../shared/di/react.tsx';
import { Dialogs } from '../../shared/services/overlays.ts';
import { AppLink } from '../../shared/routing/AppLink.tsx';
import { ContentAppLink } from '../../shared/navigation/ContentAppLink.tsx';
import { SEARCH_KEYSHORTCUTS, useOpenGamesSearch, useSearchShortcuts } from '../games/index.ts';
import { AuthButton } from './AuthButton.tsx';
import { HeaderViewModel } from './header.vm.ts';
import * as styles from './Header.css.ts';

export const Header = () => <HeaderView vm={useViewModel(HeaderViewModel)} />;

/** The phone's menu (navigation, language, theme) loads when it is first opened. */
const loadMobileMenu = () => import('./MobileMenu.tsx');

/**
 * Logo, navigation, language and theme switchers; sign-in/register for guests, the balance for players. It paints
 * first on every page, so it uses plain anchors and buttons (`AppLink`, `PlainButton`, `PlainSwitch`): react-aria's
 * code stays out of the initial chunk.
 */
export const HeaderView = observer(function HeaderView({ vm }: { vm: HeaderViewModel }) {
  const { t } = useLingui();
  const location = useLocation();
  const navigate = useNavigate();
  const dialogs = useService<Dialogs>(Dialogs);
  // the games search: its code is fetched on the first press or shortcut, on any page the header is on
  const openSearch = useOpenGamesSearch();
  useSearchShortcuts(openSearch);
  const openMenu = async () => {
    const { MobileMenu } = await loadMobileMenu();
    const currentPath = `${location.pathname}${location.search}`;
    dialogs.open({ kind: 'curtain', side: 'start', title: t`Menu`, render: (dialog) => <MobileMenu vm={vm} currentPath={currentPath} close={() => dialog.close()} search={() => (dialog.close(), openSearch())} logout={() => (dialog.close(), logout())} /> });
  };
  const logout = () => void vm.logout().then((to) => navigate(to));
  return (
    <header className={styles.header}>
      <PlainButton variant="ghost" className={styles.menuButton} aria-haspopup="dialog" aria-label={t`Menu`} onClick={() => void openMenu()}>
        <Icon name="menu" size={22} />
      </PlainButton>
      <AppLink to={vm.homeHref} className={styles.logo}>
        Casino
      </AppLink>
      <nav aria-label={t`Main navigation`} className={styles.nav}>
        {vm.links.map((link) => (
          <ContentAppLink key={link.id} url={link.href} external={link.external} variant="subtle" className={styles.navLink}>{link.label}</ContentAppLink>
        ))}
      </nav>
      <div className={styles.tools}>
        {/* a phone's bar has no room left for it (a long "Register" would overflow): there it leads the menu's curtain */}
        <PlainButton variant="ghost" className={`${styles.iconButton} ${styles.wideOnly}`} aria-haspopup="dialog" aria-label={t`Search games`} aria-keyshortcuts={SEARCH_KEYSHORTCUTS} onClick={() => openSearch()}>
          <Icon name="search" size={20} />
        </PlainButton>
        <nav aria-label={t`Language`} className={`${styles.locales} ${styles.wideOnly}`}>
          {vm.locales.map((l) => (
            <AppLink key={l.code} to={vm.pathInLocale(`${location.pathname}${location.search}`, l.code)} hrefLang={l.code} aria-current={l.current ? 'true' : undefined} className={styles.locale}>
              {l.code.toUpperCase()}
            </AppLink>
          ))}
        </nav>
        <PlainSwitch isSelected={vm.theme === 'light'} onChange={vm.toggleTheme} className={styles.wideOnly}>
          <span className={styles.themeLabel}>
            <Trans>Light theme</Trans>
          </span>
        </PlainSwitch>
        {vm.authenticated ? (
          <>
            {vm.balance && (
              <div className={styles.balance}>
                <PlainButton variant="secondary" aria-expanded={vm.balanceOpen} aria-controls="balance-breakdown" onClick={() => vm.setBalanceOpen(!vm.balanceOpen)}>
                  <span className={styles.visuallyHidden}>
                    <Trans>Balance</Trans>
                  </span>
                  {vm.balance.total}
                </PlainButton>
                {vm.balanceOpen && (
                  <dl id="balance-breakdown" className={styles.breakdown}>
                    <dt><Trans>Main</Trans></dt>
                    <dd>{vm.balance.main}</dd>
                    <dt><Trans>Bonus</Trans></dt>
                    <dd>{vm.balance.bonus}</dd>
                    <dt><Trans>Betting bonus</Trans></dt>
                    <dd>{vm.balance.bettingBonus}</dd>
                  </dl>
                )}
              </div>
            )}
            <span className={styles.player}>{vm.playerName}</span>
            {/* a phone's bar has no room for it beside the balance (Arabic ran 18 px past the screen): it is in the menu there */}
            <PlainButton variant="ghost" className={styles.wideOnly} onClick={logout}>
              <Trans>Log out</Trans>
            </PlainButton>
          </>
        ) : (
          <>
            <AuthButton queryKey="show_popup_auth" variant="secondary">
              <Trans>Sign in</Trans>
            </AuthButton>
            <AuthButton queryKey="show_popup_reg">
              <Trans>Register</Trans>
            </AuthButton>
          </>
        )}
      </div>
    </header>
  );
});
