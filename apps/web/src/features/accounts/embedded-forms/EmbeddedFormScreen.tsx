import { authPopupShowsBreadcrumb, type AuthPopupMode } from '@casino/domain/routing';
import { Breadcrumbs } from '@casino/ui/breadcrumbs';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useViewModel } from '../../../shared/di/react.tsx';
import { useRouteName } from '../../../shared/routing/route-handle.ts';
import { AuthPanels } from '../dialog/AuthPanels.tsx';
import { EmbeddedFormViewModel, type EmbeddedFormPage } from './embedded-form.vm.ts';
import * as styles from './EmbeddedFormScreen.css.ts';

export * from '../wiring.ts';

const TITLES: Record<AuthPopupMode, MessageDescriptor> = {
  authorization: msg`Sign in`,
  registration: msg`Registration`,
  restore: msg`Password recovery`,
  twofa: msg`Two-factor authentication`,
  socialRegistration: msg`Complete your registration`,
};

const noop = () => undefined;

/** `/forms/sign_in` and `/forms/sign_up` (empty layout, no popup): the panel alone, talking to its parent frame. */
/** The DI modules this chunk's views resolve from (bound by the lazy loader before it renders). */

export function Screen() {
  const page: EmbeddedFormPage = useRouteName()?.includes('forms-sign_up') ? 'sign_up' : 'sign_in';
  const vm = useViewModel(EmbeddedFormViewModel);
  useEffect(() => {
    vm.start(page);
    return vm.dispose;
  }, [vm, page]);
  return <EmbeddedFormView vm={vm} />;
}

export const EmbeddedFormView = observer(function EmbeddedFormView({ vm }: { vm: EmbeddedFormViewModel }) {
  const { i18n, t } = useLingui();
  const title = i18n._(TITLES[vm.mode]);
  return (
    <div className={styles.page} data-auth-mode={vm.mode}>
      {authPopupShowsBreadcrumb(vm.mode) && (
        <Breadcrumbs
          label={t`Breadcrumbs`}
          items={[
            { id: 'authorization', label: i18n._(TITLES.authorization), onPress: () => vm.navigate('authorization') },
            { id: vm.mode, label: title },
          ]}
        />
      )}
      <h1 className={styles.title}>{title}</h1>
      <AuthPanels mode={vm.mode} navigate={vm.navigate} close={noop} embedded onSignedIn={vm.signedIn} />
    </div>
  );
});
