import { failure } from '@casino/adapters/testing';
import { describe, expect, it } from 'vitest';
import { LIMITS_PATH, PROFILE_SETTINGS_PATH, VERIFICATION_PATH, moneyError } from './money-errors.ts';

const typed = (type: string, errorData: Record<string, unknown> = {}) => ({ ...failure(type, 400, 'x'), errorData });

describe('moneyError', () => {
  it('gives every money type of the catalogue its own message', () => {
    const types = [
      'BillingDepositLimitExceededException', 'BillingTransactionDeclinedException', 'BillingServiceErrorException', 'BillingUnavailableException',
      'WithdrawalDeclinedException', 'WithdrawalLimitsExceededException', 'WithdrawalLimitsPeriodExceededException', 'KycUserProfileException',
      'KycWithdrawalException', 'UserNeedConfirmContactException', 'UserNeedDepositException', 'RequisitesOnVerificationException',
      'RequisitesValidationRequiredException', 'RequisitesFraudulentException', 'TooManyRequestsException',
    ];
    const ids = types.map((t) => moneyError(typed(t), 'EUR').message.id);
    expect(new Set(ids).size).toBe(types.length);
  });

  it('the limit names what is left and links to the limits page', () => {
    const error = moneyError(typed('BillingDepositLimitExceededException', { available_amount: 12.5 }), 'EUR');
    expect(error.values).toEqual({ available: '€12.50' });
    expect(error.next).toMatchObject({ kind: 'link', to: LIMITS_PATH });
  });

  it('billing failures say try later; profile and contact open the profile prompts; verification links', () => {
    expect(moneyError(typed('BillingUnavailableException'), 'EUR').next.kind).toBe('retry');
    expect(moneyError(typed('BillingTransactionDeclinedException'), 'EUR').next.kind).toBe('retry');
    expect(moneyError(typed('KycUserProfileException'), 'EUR').next).toMatchObject({ kind: 'profile', prompt: 'fillProfile', to: PROFILE_SETTINGS_PATH });
    expect(moneyError(typed('UserNeedProfileDataException'), 'EUR').next).toMatchObject({ kind: 'profile', prompt: 'fillProfile', to: PROFILE_SETTINGS_PATH });
    expect(moneyError(typed('UserNeedConfirmContactException'), 'EUR').next).toMatchObject({ kind: 'profile', prompt: 'confirmEmail', to: PROFILE_SETTINGS_PATH });
    expect(moneyError(typed('SumsubVerificationRequiredException'), 'EUR').next).toMatchObject({ kind: 'link', to: VERIFICATION_PATH });
    expect(moneyError(typed('KycWithdrawalException'), 'EUR').next).toMatchObject({ kind: 'link', to: VERIFICATION_PATH });
    // the withdrawal's verification action goes along, for the check to be filed under it
    expect(moneyError(typed('KycWithdrawalException', { external_action_id: 'kyc w/1' }), 'EUR').next).toMatchObject({ kind: 'link', to: `${VERIFICATION_PATH}?action=kyc%20w%2F1` });
    expect(moneyError(typed('UserNeedDepositException'), 'EUR').next).toMatchObject({ kind: 'link', to: '/cashier/deposit' });
  });

  it('requisites problems mark the details; server field errors land on their fields in the catalog\'s words', () => {
    expect(moneyError(typed('RequisitesFraudulentException'), 'EUR').fields).toHaveProperty('requisites');
    const withFields = {
      ...failure('InvalidParameterException', 400),
      fieldErrors: { amount: [{ code: 'min', message: 'Minimum amount is 10 EUR' }], 'requisites[card_holder]': [{ code: 'cardHolder', message: 'Card holder is invalid' }], 'requisites[x]': [{ code: 'odd', message: 'Odd value' }] },
      errorData: { min: 10, max: 5000 },
    };
    const fields = moneyError(withFields, 'EUR').fields;
    // the amount says the method's bounds, in the words the form's own check uses
    expect(fields.amount).toMatchObject({ message: { message: expect.stringContaining('Amount must be from') }, values: { min: '10', max: '5,000' } });
    expect(fields.card_holder).toMatchObject({ message: { message: 'Wrong card holder name' } });
    // only a code we do not know keeps the server's text
    expect(fields.x).toEqual({ text: 'Odd value' });
  });

  it('no answer or a server error is "not available, try again", never a wrong-input claim', () => {
    for (const f of [failure('NetworkError', 0), failure('InternalServerErrorException', 500), failure('MalformedResponse', 200)]) {
      const error = moneyError(f, 'EUR');
      expect(error.next.kind).toBe('retry');
      expect(error.fields).toEqual({});
    }
  });
});
