import { Badge } from '@casino/ui/badge';
import { Button } from '@casino/ui/button';
import { Card } from '@casino/ui/card';
import { Skeleton } from '@casino/ui/skeleton';
import { TextField } from '@casino/ui/text-field';
import { longestPhoneMask, masksOf, sanitizePhoneInput } from '@casino/domain/format';
import type { ContactType, ProfileContact } from '@casino/domain/ports';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { observer } from 'mobx-react-lite';
import { lazy, Suspense } from 'react';
import { usePreloadedViewModel } from '../../../shared/di/preload.tsx';
import { useFieldText } from '../../../shared/forms/use-field-text.ts';
import { FormNoticeView } from '../kit/FormNoticeView.tsx';
import * as styles from '../profile.css.ts';
import { ContactViewModel, type ContactCodeProblem } from './contact.vm.ts';
import { NewCodeCountdown } from '../../../shared/view-model/NewCodeCountdown.tsx';
import { LiveForm } from '../../../shared/forms/LiveForm.tsx';

/** The wrong-code text, under the id the server dictionary may override. */
const CONTACT_CODE_ERROR_TEXT = msg({ id: 'profile.smsCodeError', message: 'The code is wrong. Check it and try again.' });

/** The phone field's height (label and input) that its placeholder keeps while the field loads. */
const PHONE_FIELD_HEIGHT = 65;

/**
 * A contact card resolving its own view-model. It starts in render on a page the server renders for the player: the
 * phone card arrives as a phone card with its country picker, and hydrating it neither asks for the phone settings
 * nor re-renders both cards in one blocking task, as starting in an effect did. Started again when the saved contact
 * changes (the key holds all of it, the same on the server and in the browser).
 */
export function ContactCard({ type, saved }: { type: ContactType; saved: ProfileContact | undefined }) {
  const vm = usePreloadedViewModel(ContactViewModel, `profile-contact:${type}:${JSON.stringify(saved ?? null)}`, (card) => card.start(type, saved));
  return <ContactView vm={vm} />;
}

/** One contact: its value, whether it is confirmed, and the confirmation steps. */
export const ContactView = observer(function ContactView({ vm }: { vm: ContactViewModel }) {
  const { t, i18n } = useLingui();
  const message = useFieldText();
  const error = message(vm.problem);
  const title = vm.type === 'email' ? t`E-mail` : t`Phone`;
  const codeProblem = (p: ContactCodeProblem | undefined) => (p && 'id' in p ? i18n._(CONTACT_CODE_ERROR_TEXT) : message(p));
  const codeError = codeProblem(vm.codeProblem);
  return (
    <Card as="section" padding="md" aria-label={title} data-contact={vm.type}>
      <LiveForm className={styles.form} noValidate onSubmit={(e) => (e.preventDefault(), void vm.save())}>
        <div className={styles.row}>
          <h3 className={styles.sectionTitle}>{title}</h3>
          {vm.confirmed && <Badge tone="success"><Trans>Confirmed</Trans></Badge>}
          {vm.awaitingConfirmation && <Badge tone="danger"><Trans>Not confirmed</Trans></Badge>}
        </div>
        {vm.type === 'email' ? (
          <TextField name="email" type="email" label={t`E-mail address`} value={vm.value} onChange={(v) => vm.setValue(v)} isInvalid={error !== undefined} errorMessage={error} autoComplete="email" />
        ) : (
          <PhoneInput vm={vm} label={t`Phone number`} countryLabel={t`Country code`} error={error} />
        )}
        <FormNoticeView notice={vm.notice} saved={<Trans>Saved. Confirm it with the code we send.</Trans>} />
        <div className={styles.row}>
          <Button type="submit" variant="primary" isDisabled={!vm.dirty} isPending={vm.pending === 'save'} pendingLabel={t`Saving`}><Trans>Save</Trans></Button>
        </div>
      </LiveForm>
      {/* The steps below leave the page once confirmed: their buttons show no pending state, whose announcement
          (react-aria's live region, labelled by the button) would outlive the button. */}
      {vm.awaitingConfirmation && (
        <LiveForm className={styles.form} noValidate onSubmit={(e) => (e.preventDefault(), void vm.confirm())}>
          <div className={styles.row}>
            <Button variant="outline" onPress={() => void vm.sendCode()} isDisabled={vm.countdown.running || vm.pending === 'send'}>
              {vm.codeSent ? <Trans>Send the code again</Trans> : <Trans>Send a confirmation code</Trans>}
            </Button>
            {/* the view-model's clock drives the count; the component shows it and says it, from the same seconds */}
            {vm.countdown.running && (
              <NewCodeCountdown seconds={vm.countdown.secondsLeft} />
            )}
          </div>
          {vm.codeSent && (
            <>
              <TextField name="code" label={t`Confirmation code`} inputMode="numeric" autoComplete="one-time-code" value={vm.code} onChange={vm.setCode} isInvalid={codeError !== undefined} errorMessage={codeError} />
              <div className={styles.row}>
                <Button type="submit" variant="primary" isDisabled={vm.pending === 'confirm'}><Trans>Confirm</Trans></Button>
              </div>
            </>
          )}
        </LiveForm>
      )}
    </Card>
  );
});

/**
 * The phone field with its country picker and libphonenumber-js's metadata: the largest part of the profile's code,
 * so it comes in a chunk of its own when a phone card shows it, not with every profile page.
 */
const PhoneField = lazy(() => import('@casino/ui/phone-field').then((m) => ({ default: m.PhoneField })));

const PhoneInput = observer(function PhoneInput({ vm, label, countryLabel, error }: { vm: ContactViewModel; label: string; countryLabel: string; error: string | undefined }) {
  const countries = (vm.phoneSettings?.countries ?? []).map((c) => ({ code: c.country_code, dialCode: c.phone_code.replace(/\D/g, ''), name: c.name, mask: longestPhoneMask(masksOf(c)) }));
  if (countries.length === 0) return <TextField name="phone" type="tel" label={label} value={vm.value} onChange={(v) => vm.setValue(v)} isInvalid={error !== undefined} errorMessage={error} />;
  return (
    <Suspense fallback={<Skeleton height={PHONE_FIELD_HEIGHT} />}>
      <PhoneField
        name="phone"
        label={label}
        countryLabel={countryLabel}
        countries={countries}
        value={{ country: vm.phoneCountry || countries[0]!.code, digits: vm.value }}
        onChange={(next) => {
          const country = vm.phoneSettings?.countries.find((c) => c.country_code === next.country);
          const masks = country ? masksOf(country) : [];
          vm.setValue(sanitizePhoneInput(next.digits, masks, { stripEmoji: true }), next.country);
        }}
        isInvalid={error !== undefined}
        errorMessage={error}
      />
    </Suspense>
  );
});
