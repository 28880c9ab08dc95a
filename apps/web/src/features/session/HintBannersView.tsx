import { PlainButton } from '@casino/ui/plain-button';
import { useLingui } from '@lingui/react';
import { observer } from 'mobx-react-lite';
import { useService } from '../../shared/di/react.tsx';
import { AppLink } from '../../shared/routing/AppLink.tsx';
import { HintBanners, type HintBanner } from '../../shared/services/hint-banners.ts';
import { LocaleStore } from '../../shared/stores/locale.store.ts';
import { SessionStore } from '../../shared/stores/session.store.ts';
import * as styles from './HintBannersView.css.ts';
import { sessionTexts } from './session-notices.ts';

const BANNERS = {
  registration: { title: sessionTexts.registrationHintTitle, text: sessionTexts.registrationHintDescription, action: sessionTexts.makeDeposit, to: '/cashier/deposit' },
  confirmEmail: { title: sessionTexts.confirmEmailTitle, text: sessionTexts.confirmDescription, action: sessionTexts.confirmNow, to: '/profile/settings' },
  confirmPhone: { title: sessionTexts.confirmPhoneTitle, text: sessionTexts.confirmDescription, action: sessionTexts.confirmNow, to: '/profile/settings' },
} satisfies Record<HintBanner, unknown>;

/**
 * The signed-in player's hint banners (plain elements: they are part of the first paint, before react-aria loads), each with its action and a dismiss button (a status region, read politely).
 */
export const HintBannersView = observer(function HintBannersView() {
  const { i18n } = useLingui();
  const banners = useService(HintBanners);
  const session = useService(SessionStore);
  const locale = useService(LocaleStore);
  if (!session.authenticated || banners.active.length === 0) return null;
  return (
    <div className={styles.stack} role="status">
      {banners.active.map((kind) => {
        const b = BANNERS[kind];
        return (
          <section key={kind} className={styles.banner} aria-label={i18n._(b.title)} data-hint={kind}>
            <p className={styles.text}>
              <strong>{i18n._(b.title)}</strong> {i18n._(b.text)}
            </p>
            <AppLink to={locale.localize(b.to)}>{i18n._(b.action)}</AppLink>
            <PlainButton variant="ghost" size="sm" onClick={() => banners.dismiss(kind)}>{i18n._(sessionTexts.dismissHint)}</PlainButton>
          </section>
        );
      })}
    </div>
  );
});
