import { ipxUrl } from '@casino/domain/media';
import type { CashierMethod } from '@casino/domain/ports';
import { Button } from '@casino/ui/button';
import { Radio, RadioGroup } from '@casino/ui/radio-group';
import { Skeleton } from '@casino/ui/skeleton';
import { Trans, useLingui } from '@lingui/react/macro';
import { observer } from 'mobx-react-lite';
import { useDeferredValue, type ReactNode } from 'react';
import { AmountInput } from '../shared/AmountInput.tsx';
import { CashierNav } from '../shared/CashierNav.tsx';
import { LimitsLink } from '../shared/LimitsLink.tsx';
import { LoadFailed, MoneyErrorNotice } from '../shared/messages.tsx';
import { RequisiteInput } from '../shared/RequisiteInput.tsx';
import * as styles from '../shared/Cashier.css.ts';
import type { DepositViewModel } from './deposit.vm.ts';
import { LiveForm } from '../../../shared/forms/LiveForm.tsx';

interface Props {
  readonly vm: DepositViewModel;
  readonly onSubmit: () => void;
  /** The campaign offers and promo code region (owned by another feature), placed between amount and details. */
  readonly offers?: ReactNode;
  /** The embedded payment page, when the payment continues in a frame. */
  readonly frame?: ReactNode;
  /** The offers have not settled yet: the form is laid out hidden (so they load) and its placeholder shows. */
  readonly holding?: boolean;
}

const MethodOption = ({ method }: { method: CashierMethod }) => (
  <Radio value={method.sysname}>
    <span className={styles.methodLabel}>
      <img className={styles.logo} src={ipxUrl(method.logo, { width: 80, height: 56, fit: 'contain' })} alt="" width={40} height={28} />
      {method.name}
    </span>
  </Radio>
);

interface MethodFormProps {
  readonly vm: DepositViewModel;
  readonly method: CashierMethod;
  readonly onSubmit: () => void;
  readonly offers?: ReactNode;
}

/** The chosen method's form: the limit's available amount, amount with presets, the offers, the details, submit. */
const MethodForm = observer(function MethodForm({ vm, method, onSubmit, offers }: MethodFormProps) {
  const { t } = useLingui();
  return (
    <LiveForm
      className={styles.stack}
      noValidate
      aria-label={t`Deposit with ${method.name}`}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      {vm.availableText && (
        <p className={styles.notice.info} data-deposit-available>
          <Trans>Your deposit limit leaves {vm.availableText} for this period.</Trans>
        </p>
      )}
      <AmountInput vm={vm} showBounds={vm.config.showMethodLimits} />
      {vm.presets.length > 0 && (
        <div className={styles.row} role="group" aria-label={t`Preset amounts`}>
          {vm.presets.map((value) => (
            <Button key={value} variant="outline" size="sm" onPress={() => vm.choosePreset(value)}>{value}</Button>
          ))}
        </div>
      )}
      <div data-deposit-offers-slot>{offers}</div>
      {method.fields.map((field) => (
        <RequisiteInput key={`${method.sysname}:${field.name}`} form={vm.form} field={field} banks={vm.banks} banksError={vm.banksFailed ? t`The bank list could not load. Choose the method again to retry.` : undefined} />
      ))}
      {vm.form.error && <MoneyErrorNotice error={vm.form.error} onRetry={onSubmit} />}
      <div>
        <Button type="submit" variant="primary" isPending={vm.sending.submitting} pendingLabel={t`Sending the deposit`}>
          {vm.config.confirmStep ? <Trans>Continue</Trans> : <Trans>Deposit</Trans>}
        </Button>
      </div>
    </LiveForm>
  );
});

/** The deposit form: method, amount with presets and bounds, the limit's available amount, details, submit. */
export const DepositView = observer(function DepositView({ vm, onSubmit, offers, frame, holding = false }: Props) {
  const { t } = useLingui();
  const view = vm.config.depositView;
  // A switch of method mounts the new method's details: the radio takes the choice at once (the store's change
  // re-renders it in the click's own task), the form follows from a deferred value, in slices after the next paint
  // (`MethodForm` is an observer, so it stays as it is until then).
  const method = useDeferredValue(vm.method);
  // The form's arrival is a big mount (the methods' radio group, the amount, the details): its store change would
  // render it in one blocking task, so the form is drawn from a deferred status, in slices that yield to the browser.
  const status = useDeferredValue(vm.status);
  return (
    <section className={styles.page} aria-labelledby="deposit-title">
      <h1 id="deposit-title" className={styles.title}><Trans>Deposit</Trans></h1>
      <CashierNav />
      {(status === 'loading' || (holding && status === 'ready' && vm.methods.length > 0)) && <Skeleton height={styles.formPlaceholderHeight} />}
      {status === 'failed' && <LoadFailed onRetry={() => void vm.load()} />}
      {status === 'ready' && vm.methods.length === 0 && <p><Trans>No deposit methods are available for your currency.</Trans></p>}
      {status === 'ready' && vm.methods.length > 0 && (
        <div className={styles.layout[view]} data-deposit-view={view} hidden={holding}>
          <div className={styles.methodList[view]}>
            <RadioGroup label={t`Payment method`} value={vm.methodSysname} onChange={vm.selectMethod}>
              {vm.groups.popular.length > 0 && <p className={styles.muted}><Trans>Popular</Trans></p>}
              {vm.groups.popular.map((m) => <MethodOption key={m.sysname} method={m} />)}
              {vm.groups.other.length > 0 && <p className={styles.muted}><Trans>Other methods</Trans></p>}
              {vm.groups.other.map((m) => <MethodOption key={m.sysname} method={m} />)}
            </RadioGroup>
          </div>
          {method && <MethodForm vm={vm} method={method} onSubmit={onSubmit} offers={offers} />}
        </div>
      )}
      {frame}
      {/* under the form: shown once the form is, so the form's arriving does not push it down */}
      {status !== 'loading' && !holding && <LimitsLink />}
    </section>
  );
});
