import type { ExactMoney } from '../money/money';
import { compareToServerAmount } from './amount';

/** Deposit form values. */
export interface DepositFormValues {
  readonly methodId: string | number | null;
  readonly method: string | null;
  readonly amount: string;
  /** -1 means "no campaign offer". */
  readonly campaign_offer_id: number;
  readonly requisites: Readonly<Record<string, string>>;
}

export const NO_CAMPAIGN_OFFER = -1;

export function defaultDepositValues(): DepositFormValues {
  return { methodId: null, method: null, amount: '', campaign_offer_id: NO_CAMPAIGN_OFFER, requisites: {} };
}

/** Amount presets per currency from the configuration. */
export interface DepositPreset {
  readonly currency: string;
  readonly amount: readonly { readonly value: number | string }[];
}

/** The preset amounts for a currency (case-insensitive), in configured order. */
export function depositPresetsFor(presets: readonly DepositPreset[], currency: string): readonly string[] {
  const entry = presets.find((p) => p.currency.toUpperCase() === currency.toUpperCase());
  return entry ? entry.amount.map((a) => String(a.value)) : [];
}

/** An upload-type value is stored as `{currency}_{code}`. */
export function uploadValue(currency: string, code: string): string {
  return `${currency}_${code}`;
}

/** Splits `{currency}_{code}` at the first underscore; undefined when there is none. */
export function parseUploadValue(value: string): { readonly currency: string; readonly code: string } | undefined {
  const at = value.indexOf('_');
  if (at <= 0 || at === value.length - 1) return undefined;
  return { currency: value.slice(0, at), code: value.slice(at + 1) };
}

/** What the deposit-offer rule reads of a campaign offer (its trigger, as the campaigns port gives it). */
export interface DepositOffer {
  readonly trigger: {
    readonly action: string;
    readonly userSatisfiesParams: boolean;
    readonly excludeMethods: readonly string[];
    readonly minDeposit: number | null;
  } | null;
}

/**
 * Whether a campaign offer can be taken with a deposit: it must be granted by a deposit, shown to guests or to
 * players who meet its conditions, not exclude the chosen method, and (once an amount is typed) the amount must
 * reach the offer's minimum deposit, which is in the player's currency.
 */
export function isDepositOfferEligible(
  offer: DepositOffer,
  context: { readonly authenticated: boolean; readonly method?: string | null; readonly amount?: ExactMoney },
): boolean {
  const trigger = offer.trigger;
  if (!trigger || trigger.action !== 'deposit') return false;
  if (context.method && trigger.excludeMethods.includes(context.method)) return false;
  const { amount } = context;
  if (amount && trigger.minDeposit !== null && compareToServerAmount(amount, { amount: trigger.minDeposit, currency: amount.currency }) === -1) return false;
  return !context.authenticated || trigger.userSatisfiesParams;
}

/** Deposit views and the payment URL display default. */
export const DEPOSIT_VIEWS = ['ContainerView', 'ContainerScrollView'] as const;
export const PAYMENT_URL_DISPLAY_DEFAULT = 'sysname';
