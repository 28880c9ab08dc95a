import { Button } from '@casino/ui/button';
import { LazySelect as Select } from '@casino/ui/lazy-select';
import { TextField } from '@casino/ui/text-field';
import { Trans, useLingui } from '@lingui/react/macro';
import { observer } from 'mobx-react-lite';
import { useLocation, useNavigate } from 'react-router';
import { useService } from '../../../shared/di/react.tsx';
import { LocaleStore } from '../../../shared/stores/locale.store.ts';
import { useFieldText } from '../../../shared/forms/use-field-text.ts';
import { FormNoticeView } from '../kit/FormNoticeView.tsx';
import * as styles from '../profile.css.ts';
import type { AccountSettingsViewModel } from './account-settings.vm.ts';
import { LiveForm } from '../../../shared/forms/LiveForm.tsx';

/** A language by its own name (English, Русский, العربية), whatever the site's language is. */
const languageName = (code: string): string => {
  try {
    return new Intl.DisplayNames([code], { type: 'language' }).of(code) ?? code;
  } catch {
    return code;
  }
};

/** Nickname, site language and currency: each saved on its own. */
export const AccountSettings = observer(function AccountSettings({ vm }: { vm: AccountSettingsViewModel }) {
  const { t } = useLingui();
  const message = useFieldText();
  const locale = useService(LocaleStore);
  const navigate = useNavigate();
  const location = useLocation();
  const fakenameError = message(vm.fakenameProblem);
  const currencyError = message(vm.errors.currency);
  const switchTo = async (code: string) => {
    if (code !== locale.current && (await vm.changeLocale(code))) navigate(`${locale.switchPath(location.pathname, code)}${location.search}`);
  };
  return (
    <div className={styles.grid}>
      <LiveForm className={styles.form} noValidate aria-label={t`Nickname`} onSubmit={(e) => (e.preventDefault(), void vm.saveFakename())}>
        <TextField
          name="fakename"
          label={t`Nickname`}
          description={t`Shown to other players instead of your name.`}
          value={vm.fakename}
          onChange={vm.setFakename}
          isInvalid={fakenameError !== undefined}
          errorMessage={fakenameError}
          autoComplete="nickname"
        />
        <FormNoticeView notice={vm.notices.fakename} saved={<Trans>Your nickname is saved.</Trans>} />
        <div className={styles.row}>
          <Button type="submit" variant="outline" isPending={vm.pending === 'fakename'} isDisabled={!vm.fakenameDirty} pendingLabel={t`Saving`}>
            <Trans>Save nickname</Trans>
          </Button>
        </div>
      </LiveForm>
      <div className={styles.form}>
        <Select
          label={t`Site language`}
          items={locale.locales.map((l) => ({ id: l.code, label: languageName(l.code) }))}
          selectedKey={locale.current}
          isDisabled={vm.pending === 'locale'}
          onSelectionChange={(key) => key !== null && void switchTo(String(key))}
        />
        <FormNoticeView notice={vm.notices.locale} />
      </div>
      {vm.currencies.length > 1 && (
        <LiveForm className={styles.form} noValidate aria-label={t`Currency`} onSubmit={(e) => (e.preventDefault(), void vm.saveCurrency())}>
          <Select
            label={t`Currency`}
            items={vm.currencies.map((c) => ({ id: c, label: c }))}
            selectedKey={vm.currency || null}
            onSelectionChange={(key) => key !== null && vm.setCurrency(String(key))}
            isInvalid={currencyError !== undefined}
            errorMessage={currencyError}
          />
          <FormNoticeView notice={vm.notices.currency} saved={<Trans>Your currency is changed.</Trans>} />
          <div className={styles.row}>
            <Button type="submit" variant="outline" isPending={vm.pending === 'currency'} isDisabled={vm.currency === vm.currentCurrency} pendingLabel={t`Saving`}>
              <Trans>Change currency</Trans>
            </Button>
          </div>
        </LiveForm>
      )}
    </div>
  );
});
