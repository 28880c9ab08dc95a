import { formatAmount, formatNumber } from '@casino/domain/format';
import { invalid } from '@casino/domain/validation';
import type { ApiFailure } from '@casino/domain/ports';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { serverFieldText } from '../../../shared/errors/server-error-text.ts';
import type { ProfilePrompt } from '../../profile/index.ts';
import { ruleMessage, type FieldMessage } from '../../../shared/forms/field-message.ts';

/**
 * What the player can do about a failed money call. `profile` steps open the profile feature's prompt ("confirm your
 * e-mail", "fill in your personal data", the same dialog every feature shows) that leads to the profile settings;
 * `link` steps show the way directly; `retry` means the same request can be sent again (it keeps its idempotency
 * key, so a retry never charges twice).
 */
export type NextStep =
  | { readonly kind: 'link'; readonly to: string; readonly label: MessageDescriptor }
  | { readonly kind: 'profile'; readonly prompt: ProfilePrompt; readonly to: string; readonly label: MessageDescriptor }
  | { readonly kind: 'retry' }
  | { readonly kind: 'none' };

/** A failure as the cashier shows it: a message with its values, the next step, and errors for named fields. */
export interface MoneyError {
  readonly type: string;
  readonly message: MessageDescriptor;
  readonly values: Readonly<Record<string, string>>;
  readonly next: NextStep;
  /**
   * Field name → what the server said of it (a catalog message for its code); details refused as a whole mark
   * `requisites` with an empty text, which outlines the fields and says nothing under them.
   */
  readonly fields: Readonly<Record<string, FieldMessage>>;
}

export const LIMITS_PATH = '/profile/responsible-game';
export const VERIFICATION_PATH = '/profile/verification';
export const PROFILE_SETTINGS_PATH = '/profile/settings';
export const DEPOSIT_PATH = '/cashier/deposit';

const TO_LIMITS = msg`Open my limits`;
const TO_VERIFICATION = msg`Verify my identity`;
const TO_DEPOSIT = msg`Make a deposit`;
const FILL_PROFILE = msg`Fill in your profile to continue: some personal details are missing.`;
const CONFIRM_EMAIL = msg`Confirm your e-mail address to continue.`;
const GO_TO_PROFILE = msg`Fill in the profile`;
const GO_CONFIRM = msg`Confirm the e-mail`;
const fillProfile: NextStep = { kind: 'profile', prompt: 'fillProfile', to: PROFILE_SETTINGS_PATH, label: GO_TO_PROFILE };
const confirmEmail: NextStep = { kind: 'profile', prompt: 'confirmEmail', to: PROFILE_SETTINGS_PATH, label: GO_CONFIRM };

const none: NextStep = { kind: 'none' };
const retry: NextStep = { kind: 'retry' };

/** The verification page, carrying the provider's action the refused withdrawal named (if any) for the check to file under. */
function verificationLink(failure: ApiFailure): string {
  const action = failure.errorData.external_action_id;
  return typeof action === 'string' && action ? `${VERIFICATION_PATH}?action=${encodeURIComponent(action)}` : VERIFICATION_PATH;
}

const readNumber = (value: unknown): number | undefined => (typeof value === 'number' && Number.isFinite(value) ? value : typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value)) ? Number(value) : undefined);

/**
 * An amount outside the method's bounds, with the bounds the server sent: the same words the form's own check uses
 * ("from 10 to 5,000"), where the code alone could only say "below the minimum".
 */
function boundsMessage(code: string, errorData: ApiFailure['errorData']): FieldMessage | undefined {
  const min = readNumber(errorData.min);
  const max = readNumber(errorData.max);
  if ((code !== 'min' && code !== 'max') || min === undefined || max === undefined) return undefined;
  return ruleMessage(invalid('sumError', { min: formatNumber(min), max: formatNumber(max) }));
}

/** Server field errors keyed by field, first per field; a nested `requisites[name]` key becomes `name`. */
function fieldErrors(failure: ApiFailure): Record<string, FieldMessage> {
  const out: Record<string, FieldMessage> = {};
  for (const [key, errors] of Object.entries(failure.fieldErrors)) {
    const name = /^requisites\[(.+)\]$/.exec(key)?.[1] ?? key;
    const first = errors[0];
    if (!first || out[name]) continue;
    out[name] = (name === 'amount' ? boundsMessage(first.code, failure.errorData) : undefined) ?? serverFieldText(name, first);
  }
  return out;
}

/** Details refused as a whole: an empty text outlines every field and says nothing under them (the notice says why). */
const WHOLE_DETAILS: FieldMessage = { text: '' };

/**
 * A deposit above the responsible-gaming limit: what is left in this period (when known) and the way to the limits
 * page. The form refuses such an amount itself when it knows the limit, with the same words the server's refusal gets.
 */
export function depositLimitError(available: number | undefined, currency: string): MoneyError {
  const base = { type: 'BillingDepositLimitExceededException', fields: {}, next: { kind: 'link', to: LIMITS_PATH, label: TO_LIMITS } as const };
  return available === undefined
    ? { ...base, values: {}, message: msg`This deposit would pass your deposit limit.` }
    : { ...base, values: { available: formatAmount(available, currency) }, message: msg`This deposit would pass your deposit limit. You can still deposit {available} in this period.` };
}

/**
 * Maps a failed deposit, withdrawal or cancellation to what the cashier says and offers next. Each money type of the
 * server catalogue gets its own text; anything else (no answer, a server error, an answer we could not read) is
 * "not available now, try again", never a claim that the player typed something wrong.
 */
export function moneyError(failure: ApiFailure, currency: string): MoneyError {
  const base = { type: failure.type, values: {}, fields: fieldErrors(failure) };
  const amount = readNumber(failure.errorData.available_amount);
  switch (failure.type) {
    case 'BillingDepositLimitExceededException':
      return { ...depositLimitError(amount, currency), fields: base.fields };
    case 'BillingTransactionDeclinedException':
      return { ...base, message: msg`The payment system declined the transaction. Try again later or choose another method.`, next: retry };
    case 'BillingServiceErrorException':
      return { ...base, message: msg`The payment service had an error. Try again later.`, next: retry };
    case 'BillingUnavailableException':
      return { ...base, message: msg`Payments are unavailable right now. Try again later.`, next: retry };
    case 'WithdrawalDeclinedException':
      return { ...base, message: msg`The withdrawal was declined. Try another method or contact support.`, next: none };
    case 'WithdrawalLimitsExceededException':
      return { ...base, message: msg`This amount passes the withdrawal limit of the method. Enter a smaller amount.`, next: none };
    case 'WithdrawalLimitsPeriodExceededException':
      return { ...base, message: msg`You have reached the withdrawal limit for this period (24 hours). Try again when it ends.`, next: none };
    case 'KycUserProfileException':
    case 'UserNeedProfileDataException':
      return { ...base, message: FILL_PROFILE, next: fillProfile };
    case 'KycWithdrawalException':
    case 'SumsubVerificationRequiredException':
      return { ...base, message: msg`Verify your identity before using this method.`, next: { kind: 'link', to: verificationLink(failure), label: TO_VERIFICATION } };
    case 'UserNeedConfirmContactException':
      return { ...base, message: CONFIRM_EMAIL, next: confirmEmail };
    case 'UserNeedDepositException':
      return { ...base, message: msg`Make a deposit first: this needs at least one deposit on the account.`, next: { kind: 'link', to: DEPOSIT_PATH, label: TO_DEPOSIT } };
    case 'RequisitesOnVerificationException':
      return { ...base, fields: { requisites: WHOLE_DETAILS, ...base.fields }, message: msg`These payment details are being verified. Use them once the check is over, or enter other details.`, next: none };
    case 'RequisitesValidationRequiredException':
      return { ...base, fields: { requisites: WHOLE_DETAILS, ...base.fields }, message: msg`These payment details must be validated first. Use other details or contact support.`, next: none };
    case 'RequisitesFraudulentException':
      return { ...base, fields: { requisites: WHOLE_DETAILS, ...base.fields }, message: msg`These payment details cannot be used. Enter other details.`, next: none };
    case 'TooManyRequestsException':
      return { ...base, message: msg`Too many attempts. Wait a minute and try again.`, next: retry };
    case 'InvalidParameterException':
    case 'InvalidRequestException':
      return { ...base, message: msg`Check the highlighted fields.`, next: none };
    default:
      return { ...base, fields: {}, message: msg`The cashier is not available right now. Your details are kept: try again.`, next: retry };
  }
}
