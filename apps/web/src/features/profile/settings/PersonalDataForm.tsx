import { Button } from '@casino/ui/button';
import { MaskedInput } from '@casino/ui/masked-input';
import { LazySelect as Select } from '@casino/ui/lazy-select';
import { FieldSkeleton, Skeleton } from '@casino/ui/skeleton';
import { TextField } from '@casino/ui/text-field';
import { vars } from '@casino/ui/theme';
import { Trans, useLingui } from '@lingui/react/macro';
import { observer } from 'mobx-react-lite';
import { useFieldText } from '../../../shared/forms/use-field-text.ts';
import { useFieldLabel } from '../../../shared/forms/field-labels.ts';
import { FormNotice } from '../../../shared/forms/FormNotice.tsx';
import { FormNoticeView } from '../kit/FormNoticeView.tsx';
import { LoadFailedNotice } from '../kit/LoadFailedNotice.tsx';
import * as styles from '../profile.css.ts';
import { AUTOCOMPLETE, type PersonalField } from './personal-fields.ts';
import type { PersonalDataViewModel } from './personal-data.vm.ts';
import { LiveForm } from '../../../shared/forms/LiveForm.tsx';

/** How many fields the form's placeholder holds room for: what the backend's usual countries ask. */
const FIELDS_EXPECTED = 6;

/** The personal data form: the fields of the player's country, saved together. */
/**
 * `placeholder`: the view-model's, deferred by the panel (SettingsPanel.tsx), which lays out what goes under the form by it
 * and loads the view-model.
 */
export const PersonalDataForm = observer(function PersonalDataForm({ vm, placeholder }: { vm: PersonalDataViewModel; placeholder: boolean }) {
  const { t } = useLingui();
  if (placeholder) {
    // the form's room, as most countries' fields fill it: a spinner here made the contacts and account sections
    // below jump by the form's height when it came (a layout shift of 0.7 on a phone)
    return (
      <div className={styles.form} role="progressbar" aria-label={t`Loading your profile`}>
        <div className={styles.grid}>
          {Array.from({ length: FIELDS_EXPECTED }, (_, i) => <FieldSkeleton key={i} />)}
        </div>
        <Skeleton width="6rem" height={vars.layout.controlHeightMd} />
      </div>
    );
  }
  if (vm.status === 'failed') return <LoadFailedNotice onRetry={() => void vm.load()}><Trans>Your profile could not be loaded.</Trans></LoadFailedNotice>;
  return (
    <LiveForm
      className={styles.form}
      noValidate
      aria-label={t`Personal data`}
      onSubmit={(event) => {
        event.preventDefault();
        void vm.save();
      }}
    >
      {vm.fieldsStatus === 'failed' && <FormNotice tone="error"><Trans>The fields for this country could not be loaded; the previous ones are shown.</Trans></FormNotice>}
      <div className={styles.grid}>
        {vm.fields.map((field) => <PersonalFieldView key={field.name} vm={vm} field={field} />)}
      </div>
      <FormNoticeView notice={vm.notice} saved={<Trans>Your personal data is saved.</Trans>} />
      <div className={styles.row}>
        <Button type="submit" variant="primary" isPending={vm.saving} isDisabled={!vm.dirty && !vm.saving} pendingLabel={t`Saving`}>
          <Trans>Save</Trans>
        </Button>
      </div>
    </LiveForm>
  );
});

const PersonalFieldView = observer(function PersonalFieldView({ vm, field }: { vm: PersonalDataViewModel; field: PersonalField }) {
  const { t } = useLingui();
  const message = useFieldText();
  const label = useFieldLabel()(field.name);
  const error = message(vm.problem(field.name));
  const common = { name: field.name, label, isRequired: field.required, isInvalid: error !== undefined, errorMessage: error };
  const value = vm.value(field.name);
  const onChange = (next: string) => vm.setValue(field.name, next);
  if (field.select) {
    const items = vm.options(field.name).map((o) => ({ id: String(o.id), label: o.name }));
    return <Select {...common} items={items} selectedKey={value || null} onSelectionChange={(key) => key !== null && onChange(String(key))} placeholder={t`Choose`} />;
  }
  if (field.rule === 'date') {
    return <MaskedInput {...common} mask="##.##.####" placeholder={t`dd.mm.yyyy`} value={value} onChange={onChange} autoComplete={AUTOCOMPLETE[field.name]} />;
  }
  if (typeof field.mask === 'string') return <MaskedInput {...common} mask={field.mask} value={value} onChange={onChange} />;
  return <TextField {...common} value={value} onChange={onChange} autoComplete={AUTOCOMPLETE[field.name]} />;
});
