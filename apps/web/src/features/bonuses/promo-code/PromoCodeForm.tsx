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
import { LiveForm } from '../../../shared/forms/LiveForm.tsx';

export interface PromoCodeFormProps {
  /** On the deposit page success shows no popup (the page itself shows the campaign). Default true. */
  readonly showActivatedPopup?: boolean;
  /** After a code was activated (the page reloads what the campaign granted). */
  readonly onActivated?: () => void;
  /**
   * Inside another form (the deposit form): a group instead of a form of its own, since forms cannot nest; Enter in
   * the field activates the code and does not submit the outer form.
   */
  readonly embedded?: boolean;
}

/** The promo-code form with its own view-model, pre-filled from `promo_code` in the address. */
export function PromoCodeForm({ showActivatedPopup = true, onActivated, embedded }: PromoCodeFormProps) {
  const vm = useViewModel(PromoCodeViewModel);
  const [params] = useSearchParams();
  useEffect(() => vm.prefill({ promo_code: params.getAll('promo_code') }), [vm, params]);
  return <PromoCodeView vm={vm} showActivatedPopup={showActivatedPopup} onActivated={onActivated} embedded={embedded} />;
}

export const PromoCodeView = observer(function PromoCodeView({ vm, showActivatedPopup, onActivated, embedded }: { vm: PromoCodeViewModel } & PromoCodeFormProps) {
  const { i18n, t } = useLingui();
  const dialogs = useService<Dialogs>(Dialogs);
  const submit = () =>
    void vm.submit().then((outcome) => {
      if (outcome !== 'activated') return;
      onActivated?.();
      if (showActivatedPopup !== false && vm.activated) void openPromoActivatedPopup(dialogs, vm.activated, i18n);
    });
  const field = (
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
      onKeyDown={embedded ? (event) => {
        if (event.key !== 'Enter') return;
        event.preventDefault();
        submit();
      } : undefined}
    />
  );
  const button = (
    <Button className={styles.formButton} type={embedded ? 'button' : 'submit'} isPending={vm.pending} onPress={embedded ? submit : undefined}>
      <Trans>Activate</Trans>
    </Button>
  );
  if (embedded) {
    return <div className={styles.form} role="group" aria-label={t`Promo code`}>{field}{button}</div>;
  }
  return (
    <LiveForm
      className={styles.form}
      aria-label={t`Promo code`}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      {field}
      {button}
    </LiveForm>
  );
});
