import type { Translations } from '../i18n/locales.ts';

/**
 * The payment methods' names in the other locales, by sysname (the same sysname names the same method for deposits
 * and withdrawals). Brands (Visa / Mastercard, PIX, PayWave, USDT, SEPA) stay as they are.
 */
export const METHOD_NAMES: Readonly<Record<string, Translations<string>>> = {
  paywave: { ru: 'Кошелёк PayWave', pt: 'Carteira PayWave', ar: 'محفظة PayWave' },
  bank_transfer: { ru: 'Банковский перевод (SEPA)', pt: 'Transferência bancária (SEPA)', ar: 'تحويل بنكي (SEPA)' },
  mobile_wallet: { ru: 'Мобильный кошелёк', pt: 'Carteira de celular', ar: 'محفظة الجوال' },
  crypto_usdt: { ru: 'Криптовалюта (USDT)', pt: 'Cripto (USDT)', ar: 'العملات الرقمية (USDT)' },
  test_decline: { ru: 'Тестовая карта (всегда отклоняется)', pt: 'Cartão de teste (sempre recusado)', ar: 'بطاقة تجريبية (تُرفض دائمًا)' },
  iban_transfer: { ru: 'Банковский перевод (IBAN)', pt: 'Transferência bancária (IBAN)', ar: 'تحويل بنكي (IBAN)' },
};

/**
 * The labels of the payment form's fields, by field name, in the words the app's receipt uses for the same details.
 * CPF is the Brazilian taxpayer number's own name.
 */
export const FIELD_LABELS: Readonly<Record<string, Translations<string>>> = {
  card_number: { ru: 'Номер карты', pt: 'Número do cartão', ar: 'رقم البطاقة' },
  card_holder: { ru: 'Владелец карты', pt: 'Titular do cartão', ar: 'حامل البطاقة' },
  iban: { ru: 'IBAN', pt: 'IBAN', ar: 'رقم IBAN' },
  account_holder: { ru: 'Владелец счёта', pt: 'Titular da conta', ar: 'صاحب الحساب' },
  bank_id: { ru: 'Банк', pt: 'Banco', ar: 'البنك' },
  phone: { ru: 'Номер телефона', pt: 'Número de telefone', ar: 'رقم الهاتف' },
  cpf: { ru: 'CPF', pt: 'CPF', ar: 'CPF' },
  email: { ru: 'E-mail кошелька', pt: 'E-mail da carteira', ar: 'البريد الإلكتروني للمحفظة' },
};

/** The card field's choice of a card not saved yet. */
export const NEW_CARD: Translations<string> = { ru: 'Новая карта', pt: 'Novo cartão', ar: 'بطاقة جديدة' };
