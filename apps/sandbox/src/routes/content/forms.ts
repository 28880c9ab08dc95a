import type { Schema } from '@casino/sdk';
import type { LocaleCode } from '../i18n/locales.ts';
import type { Labels } from './labels.ts';

const fields = (...sysnames: string[]) => sysnames.map((sysname) => ({ sysname }));

const SOCIAL: Schema<'SocialProvider'>[] = [
  { id: 'google', icon: 'social-google', name: 'Google' },
  { id: 'facebook', icon: 'social-facebook', name: 'Facebook' },
  { id: 'telegram', icon: 'social-telegram', name: 'Telegram' },
];

/**
 * Forms part of the configuration. `pt` (Brazil) offers a one-click registration plus a full one that asks for
 * the CPF document; the other locales register by e-mail or phone.
 */
export function formsConfig(locale: LocaleCode, labels: Labels): Schema<'FormsConfig'> {
  const isPt = locale === 'pt';
  const authTypes: Schema<'AuthType'>[] = isPt
    ? [
        { id: 'fast', component: 'fast', label: labels.authTypes.fast, field: 'email', isFast: true },
        { id: 'full', component: 'form', label: labels.authTypes.email, field: 'email', isFast: false },
        { id: 'social', component: 'social', label: labels.authTypes.social, field: null, isFast: false },
      ]
    : [
        { id: 'email', component: 'form', label: labels.authTypes.email, field: 'email', isFast: false },
        { id: 'phone', component: 'form', label: labels.authTypes.phone, field: 'mobile', isFast: false },
        { id: 'social', component: 'social', label: labels.authTypes.social, field: null, isFast: false },
      ];
  const registrationFields: Record<string, Array<{ sysname: string }>> = isPt
    ? {
        fast: fields('email', 'password', 'currency', 'promo_code'),
        full: fields('email', 'mobile', 'password', 'currency', 'first_name', 'last_name', 'birth_date', 'country_code', 'region', 'document_type', 'document_number', 'promo_code'),
        social: [],
      }
    : { email: fields('email', 'password', 'currency', 'promo_code'), phone: fields('mobile', 'password', 'currency', 'promo_code'), social: [] };
  return {
    validationStrategy: isPt ? 'onSubmit' : 'eager',
    confirmEmailPopup: { isActive: true, title: labels.confirmEmail.title, text: labels.confirmEmail.text },
    registration: {
      terms: { isActive: true, defaultValue: false },
      notify: { isActive: true, defaultValue: true },
      markBetting: { isActive: isPt, defaultValue: isPt ? 'betting' : 'casino' },
      showPromocode: true,
      showPromoFieldByDefault: isPt,
      showCharacterSelect: locale === 'en',
      authTypes,
      social: SOCIAL,
      fields: registrationFields,
      currencySettings: {
        emptyValue: 'firstValue',
        defaultValue: 'selectedValue',
        changeCountryValue: 'selectedValue',
        changeCountryFallbackValue: isPt ? 'firstValue' : 'emptyValue',
      },
      documentType: { isActive: isPt, defaultValue: isPt ? 'cpf' : null },
    },
  };
}
