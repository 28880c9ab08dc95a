import { Button } from '@casino/ui/button';
import { LazySelect as Select } from '@casino/ui/lazy-select';
import { TextField } from '@casino/ui/text-field';
import { Trans, useLingui } from '@lingui/react/macro';
import { observer } from 'mobx-react-lite';
import * as styles from '../responsible-gaming.css.ts';
import { PERIOD_NAMES } from '../texts.ts';
import type { LimitPromptViewModel } from './limit-prompt.vm.ts';

/** The prompt's form: a period and an amount, never pre-filled. */
export const LimitPromptForm = observer(function LimitPromptForm({ vm, done }: { vm: LimitPromptViewModel; done: () => void }) {
  const { t, i18n } = useLingui();
  return (
    <form className={styles.form} noValidate data-testid="limit-prompt" onSubmit={(e) => (e.preventDefault(), void vm.submit().then((ok) => ok && done()))}>
      <p className={styles.text}>
        <Trans>A deposit limit caps how much you can deposit in a period. You can lower it at any time; raising it takes 24 hours.</Trans>
      </p>
      <Select
        label={t`Period`}
        items={vm.periods.map((p) => ({ id: String(p), label: i18n._(PERIOD_NAMES[p]) }))}
        selectedKey={String(vm.period)}
        onSelectionChange={(key) => vm.setPeriod(Number(key) as typeof vm.period)}
      />
      <TextField
        label={t`Limit amount`}
        name="limit-amount"
        inputMode="decimal"
        autoFocus
        value={vm.amount}
        onChange={vm.setAmount}
        isInvalid={vm.problem === 'invalidAmount'}
        errorMessage={t`Enter a positive amount with at most two decimals.`}
      />
      {vm.problem === 'failed' && <p className={styles.text} role="alert"><Trans>The limit was not saved. Please try again.</Trans></p>}
      <div className={styles.row}>
        <Button type="submit" variant="primary" isPending={vm.pending} pendingLabel={t`Saving`}><Trans>Set limit</Trans></Button>
        <Button variant="secondary" onPress={() => (vm.skip(), done())}><Trans>Not now</Trans></Button>
      </div>
    </form>
  );
});
