import { DEPOSIT_VIEWS, PAYMENT_URL_DISPLAY_DEFAULT, PAYMENT_URL_DISPLAYS, type DepositPreset, type PaymentUrlDisplay } from '@casino/domain/cashier';

export type DepositView = (typeof DEPOSIT_VIEWS)[number];


/** The cashier section of the content configuration, with defaults for anything missing or malformed. */
export interface CashierSettings {
  readonly presets: readonly DepositPreset[];
  readonly showReceipt: boolean;
  readonly depositView: DepositView;
  readonly paymentUrlDisplay: PaymentUrlDisplay;
  readonly showMethodLimits: boolean;
  /** `confirmStep`: the deposit form leads to a confirmation step (`/cashier/billing`) before anything is sent. */
  readonly confirmStep: boolean;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function readPresets(value: unknown): DepositPreset[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((entry): DepositPreset[] => {
    if (!isRecord(entry) || typeof entry.currency !== 'string' || !Array.isArray(entry.amount)) return [];
    const amount = entry.amount.flatMap((a) => (isRecord(a) && (typeof a.value === 'number' || typeof a.value === 'string') ? [{ value: a.value }] : []));
    return [{ currency: entry.currency, amount }];
  });
}

export function readCashierSettings(sections: Readonly<Record<string, unknown>>): CashierSettings {
  const raw = isRecord(sections.cashier) ? sections.cashier : {};
  const view = (DEPOSIT_VIEWS as readonly unknown[]).includes(raw.depositView) ? (raw.depositView as DepositView) : 'ContainerView';
  const display = (PAYMENT_URL_DISPLAYS as readonly unknown[]).includes(raw.paymentUrlDisplay) ? (raw.paymentUrlDisplay as PaymentUrlDisplay) : (PAYMENT_URL_DISPLAY_DEFAULT as PaymentUrlDisplay);
  const options = isRecord(raw.detailOptions) ? raw.detailOptions : {};
  return {
    presets: readPresets(raw.amountPresets),
    showReceipt: raw.showReceipt !== false,
    depositView: view,
    paymentUrlDisplay: display,
    showMethodLimits: options.showMethodLimits !== false,
    confirmStep: raw.confirmStep === true,
  };
}
