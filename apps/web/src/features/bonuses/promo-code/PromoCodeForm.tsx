import { Button } from '@casino/ui/button';
import { TextField } from '@casino/ui/text-field';
import { Trans, useLingui } from '@lingui/react/macro';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { useService, useViewModel } from '../../../shared/di/react.tsx';
import { Dialogs } from '../../../shared/services/overlays.ts';
import * as styles from '../common/bonuses.css.ts';
import { openPromoActivatedPopup } from './PromocodeActivatedPopup.tsx';
import { promoErrorText } from './promo-code-texts.ts';
import { PromoCodeViewModel } from './promo-code.vm.ts';

export interface PromoCodeFormProps {
  /** On the deposit page success shows no popup (the page itself shows the campaign). Default true. */
  readonly showActivatedPopup?: boolean;
  /** After a code was activated (the page reloads what the campaign granted). */
  readonly onActivated?: () => void;
}

/** The promo-code form with its own view-model, pre-filled from `promo_code` in the address. */
export function PromoCodeForm({ showActivatedPopup = true, onActivated }: PromoCodeFormProps) {
  const vm = useViewModel(PromoCodeViewModel);
  const [params] = useSearchParams();
  useEffect(() => vm.prefill({ promo_code: params.getAll('promo_code') }), [vm, params]);
  return <PromoCodeView vm={vm} showActivatedPopup={showActivatedPopup} onActivated={onActivated} />;
}

export const PromoCodeView = observer(function PromoCodeView({ vm, showActivatedPopup, onActivated }: { vm: PromoCodeViewModel } & PromoCodeFormProps) {
  const { i18n, t } = useLingui();
  const dialogs = useService<Dialogs>(Dialogs);
  const submit = () =>
    void vm.submit().then((outcome) => {
      if (outcome !== 'activated') return;
      onActivated?.();
      if (showActivatedPopup !== false && vm.activated) openPromoActivatedPopup(dialogs, vm.activated, i18n);
    });
  return (
    <form
      className={styles.form}
      aria-label={t`Promo code`}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <TextField
        className={styles.formField}
        name="promo_code"
        label={t`Promo code`}
        value={vm.value}
        onChange={vm.setValue}
        isInvalid={vm.error !== null}
        // the server judges the code: a shown reason must not block sending it again (native validity would)
        validationBehavior="aria"
        errorMessage={vm.error ? i18n._(promoErrorText(vm.error)) : undefined}
        autoComplete="off"
      />
      <Button className={styles.formButton} type="submit" isPending={vm.pending}>
        <Trans>Activate</Trans>
      </Button>
    </form>
  );
});
