import { Trans, useLingui } from '@lingui/react/macro';
import { observer } from 'mobx-react-lite';
import { Icon } from '@casino/ui/icon';
import { PlainButton } from '@casino/ui/plain-button';
import { PlainSwitch } from '@casino/ui/plain-switch';
import { AppLink } from '../../shared/routing/AppLink.tsx';
import { ContentAppLink } from '../../shared/navigation/ContentAppLink.tsx';
import type { HeaderViewModel } from './header.vm.ts';
import * as styles from './MobileMenu.css.ts';

/**
 * The games search, navigation, language, theme and (for a player) logging out of the header on a phone, in a curtain the menu button opens.
 * Following a link closes it; the address it was opened on is kept for the language links.
 */
export const MobileMenu = observer(function MobileMenu({ vm, currentPath, close, search, logout }: { vm: HeaderViewModel; currentPath: string; close: () => void; search: () => void; logout: () => void }) {
  const { t } = useLingui();
  return (
    <div className={styles.menu}>
      <PlainButton variant="secondary" aria-haspopup="dialog" onClick={search}>
        <Icon name="search" size={20} />
        <Trans>Search games</Trans>
      </PlainButton>
      <nav aria-label={t`Main navigation`}>
        <ul className={styles.list}>
          {vm.links.map((link) => (
            <li key={link.id}>
              <ContentAppLink url={link.href} external={link.external} variant="subtle" className={styles.item} onClick={close}>{link.label}</ContentAppLink>
            </li>
          ))}
        </ul>
      </nav>
      <nav aria-label={t`Language`} className={styles.locales}>
        {vm.locales.map((l) => (
          <AppLink key={l.code} to={vm.pathInLocale(currentPath, l.code)} hrefLang={l.code} aria-current={l.current ? 'true' : undefined} onClick={close}>
            {l.code.toUpperCase()}
          </AppLink>
        ))}
      </nav>
      <PlainSwitch isSelected={vm.theme === 'light'} onChange={vm.toggleTheme}>
        <Trans>Light theme</Trans>
      </PlainSwitch>
      {vm.authenticated && (
        <PlainButton variant="ghost" onClick={logout}>
          <Trans>Log out</Trans>
        </PlainButton>
      )}
    </div>
  );
});
