import { Button } from '@casino/ui/button';
import { Link } from '@casino/ui/link';
import { Switch } from '@casino/ui/switch';
import { Trans, useLingui } from '@lingui/react/macro';
import { observer } from 'mobx-react-lite';
import { useLocation, useNavigate } from 'react-router';
import { useViewModel } from '../../shared/di/react.tsx';
import { HeaderViewModel } from './header.vm.ts';
import * as styles from './Header.css.ts';

export const Header = () => <HeaderView vm={useViewModel(HeaderViewModel)} />;

/** Logo, navigation, language and theme switchers; sign-in/register for guests, the balance for players. */
export const HeaderView = observer(function HeaderView({ vm }: { vm: HeaderViewModel }) {
  const { t } = useLingui();
  const location = useLocation();
  const navigate = useNavigate();
  const openAuth = (key: 'show_popup_auth' | 'show_popup_reg') => {
    const query = new URLSearchParams(location.search);
    query.set(key, '1');
    navigate({ pathname: location.pathname, search: `?${query}` });
  };
  return (
    <header className={styles.header}>
      <Link href={vm.homeHref} className={styles.logo}>
        Casino
      </Link>
      <nav aria-label={t`Main navigation`} className={styles.nav}>
        {vm.links.map((link) => (
          <Link key={link.id} href={link.href} {...(link.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
            {link.label}
          </Link>
        ))}
      </nav>
      <div className={styles.tools}>
        <nav aria-label={t`Language`} className={styles.locales}>
          {vm.locales.map((l) => (
            <Link key={l.code} href={vm.pathInLocale(`${location.pathname}${location.search}`, l.code)} hrefLang={l.code} aria-current={l.current ? 'true' : undefined} className={styles.locale}>
              {l.code.toUpperCase()}
            </Link>
          ))}
        </nav>
        <Switch isSelected={vm.theme === 'light'} onChange={vm.toggleTheme}>
          <Trans>Light theme</Trans>
        </Switch>
        {vm.authenticated ? (
          <>
            {vm.balance && (
              <div className={styles.balance}>
                <Button variant="secondary" aria-expanded={vm.balanceOpen} aria-controls="balance-breakdown" onPress={() => vm.setBalanceOpen(!vm.balanceOpen)}>
                  <span className={styles.visuallyHidden}>
                    <Trans>Balance</Trans>
                  </span>
                  {vm.balance.total}
                </Button>
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
            <Button variant="ghost" onPress={() => void vm.logout().then((to) => navigate(to))}>
              <Trans>Log out</Trans>
            </Button>
          </>
        ) : (
          <>
            <Button variant="secondary" onPress={() => openAuth('show_popup_auth')}>
              <Trans>Sign in</Trans>
            </Button>
            <Button onPress={() => openAuth('show_popup_reg')}>
              <Trans>Register</Trans>
            </Button>
          </>
        )}
      </div>
    </header>
  );
});
