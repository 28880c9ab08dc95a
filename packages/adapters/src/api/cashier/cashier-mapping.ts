import type { Schema } from '@casino/sdk';
import type { DepositReceipt, PaymentRecord, CashierMethod, PaymentDetailField } from '@casino/domain/ports';

const toField = (dto: Schema<'RequisiteField'>): PaymentDetailField => ({
  name: dto.name,
  type: dto.type,
  label: dto.label,
  placeholder: dto.placeholder ?? null,
  mask: dto.mask ?? null,
  required: dto.required,
  validators: dto.validators.map((v) => ({ type: v.type, value: v.value ?? null })),
  options: dto.options ?? [],
});

/** A method with its bounds picked for the player's currency (a method without them has none). */
export const toMethod = (dto: Schema<'PaymentMethod'>, currency: string): CashierMethod => {
  const limit = dto.limits.find((l) => l.currency.toUpperCase() === currency.toUpperCase());
  return {
    id: dto.id,
    sysname: dto.sysname,
    name: dto.name,
    logo: dto.logo,
    bounds: limit ? { min: limit.min, max: limit.max } : null,
    fields: dto.fields.map(toField),
    popular: dto.flags.is_popular,
    redirect: dto.flags.is_redirect,
    openInNewWindow: dto.flags.open_in_new_window,
    requiresVerification: dto.flags.requires_verification,
    hasReceipt: dto.flags.has_receipt,
  };
};

export const toDepositInfo = (dto: Schema<'DepositInfo'>): DepositReceipt => ({
  id: dto.id,
  transaction: dto.transaction,
  method: dto.method,
  status: dto.status,
  amount: dto.amount,
  createdAt: dto.created_at,
  requisites: dto.requisites,
});

export const toHistoryItem = (dto: Schema<'HistoryItem'>): PaymentRecord => ({
  id: dto.id,
  transaction: dto.transaction,
  type: dto.type,
  method: dto.method,
  methodName: dto.method_name,
  amount: dto.amount,
  status: dto.status,
  createdAt: dto.created_at,
  canCancel: dto.can_cancel,
});
