import type { AuthPopupMode } from '@casino/domain/routing';
import { Breadcrumbs } from '@casino/ui/breadcrumbs';
import { useLingui } from '@lingui/react/macro';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { Heading } from 'react-aria-components';
import { useViewModel } from '../../../shared/di/react.tsx';
import { AUTH_MODE_TITLES, AuthDialogViewModel } from './auth-dialog.vm.ts';
import { AuthBanner } from './AuthBanner.tsx';
import { AuthCharacter } from './AuthCharacter.tsx';
import { AuthPanels } from './AuthPanels.tsx';
import * as styles from './AuthDialog.css.ts';

export * from '../wiring.ts';

/** The DI modules this chunk's views resolve from (bound by the lazy loader before it renders). */

export interface AuthDialogBodyProps {
  readonly mode: AuthPopupMode;
  readonly close: () => void;
}

/** The sign-in / sign-up dialog's body: opened in a mode, switched between modes by its panels. */
export default function AuthDialogBody({ mode, close }: AuthDialogBodyProps) {
  const vm = useViewModel(AuthDialogViewModel);
  useState(() => vm.navigate(mode));
  return <AuthDialogView vm={vm} close={close} />;
}

/**
 * Title per mode (the dialog's name: slot "title"), or for restore and twofa a breadcrumb back to sign-in;
 * the side with the character and the configured banner; the mode's panel.
 */
export const AuthDialogView = observer(function AuthDialogView({ vm, close }: { vm: AuthDialogViewModel; close: () => void }) {
  const { i18n, t } = useLingui();
  const title = i18n._(vm.title);
  const banner = vm.showsBanner ? vm.banner : undefined;
  const compact = banner?.compact === true;
  const side = !compact && (banner || vm.showsCharacter);
  return (
    <div className={styles.body} data-auth-mode={vm.mode}>
      {vm.showsBreadcrumb && (
        <Breadcrumbs
          label={t`Breadcrumbs`}
          items={[
            { id: 'authorization', label: i18n._(AUTH_MODE_TITLES.authorization), onPress: () => vm.navigate('authorization') },
            { id: vm.mode, label: title },
          ]}
        />
      )}
      <Heading slot="title" className={vm.showsBreadcrumb ? styles.hiddenHeading : styles.heading}>
        {title}
      </Heading>
      {compact && banner && <AuthBanner banner={banner} />}
      <div className={side ? styles.layout : `${styles.layout} ${styles.layoutCompact}`}>
        <div className={styles.main}>
          <AuthPanels mode={vm.mode} navigate={vm.navigate} close={close} />
        </div>
        {side && (
          <div className={styles.side}>
            {vm.showsCharacter && <AuthCharacter className={styles.character} />}
            {banner && <AuthBanner banner={banner} />}
          </div>
        )}
      </div>
    </div>
  );
});
