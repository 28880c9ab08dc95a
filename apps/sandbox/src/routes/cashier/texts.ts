import type { Translations } from '../i18n/locales.ts';
// The texts are data in three languages, kept in texts.json; the annotations below check its shape at compile time.
import texts from './texts.json' with { type: 'json' };

/**
 * The payment methods' names in the other locales, by sysname (the same sysname names the same method for deposits
 * and withdrawals). Brands (Visa / Mastercard, PIX, PayWave, USDT, SEPA) stay as they are.
 */
export const METHOD_NAMES: Readonly<Record<string, Translations<string>>> = texts.methodNames;

/**
 * The labels of the payment form's fields, by field name, in the words the app's receipt uses for the same details.
 * CPF is the Brazilian taxpayer number's own name.
 */
export const FIELD_LABELS: Readonly<Record<string, Translations<string>>> = texts.fieldLabels;

/** The card field's choice of a card not saved yet. */
export const NEW_CARD: Translations<string> = texts.newCard;
