/** Deposit form values (spec part 2 §3). */
export interface DepositValues {
  readonly methodId: string | number | null;
  readonly method: string | null;
  readonly amount: string;
  /** -1 means "no campaign offer". */
  readonly campaign_offer_id: number;
  readonly requisites: Readonly<Record<string, string>>;
}

export const NO_CAMPAIGN_OFFER = -1;

export function defaultDepositValues(): DepositValues {
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

/** A deposit (campaign) offer's trigger (spec part 2 §3). */
export interface DepositOffer {
  readonly id?: number | string;
  readonly trigger?: {
    readonly action?: string;
    readonly user_satisfies_params?: boolean;
    readonly params?: { readonly exclude_methods?: readonly string[] | null } | null;
  } | null;
}

/**
 * Deposit offers show to guests or to users who satisfy the trigger (spec part 2 §4); an
 * offer that excludes the chosen method is not offered for it.
 */
export function isDepositOfferEligible(offer: DepositOffer, context: { readonly authenticated: boolean; readonly method?: string | null }): boolean {
  const excluded = offer.trigger?.params?.exclude_methods ?? [];
  if (context.method && excluded.includes(context.method)) return false;
  return !context.authenticated || offer.trigger?.user_satisfies_params === true;
}

/** Deposit views and the payment URL display default (spec part 1 §9). */
export const DEPOSIT_VIEWS = ['ContainerView', 'ContainerScrollView'] as const;
export const PAYMENT_URL_DISPLAY_DEFAULT = 'sysname';
