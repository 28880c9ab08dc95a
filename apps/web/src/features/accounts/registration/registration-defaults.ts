import {
  currencyAfterCountryChange, initialCurrency, regionAfterCountryChange, type RegistrationSettings,
} from '@casino/domain/registration';
import type { RegistrationFieldsModel } from './registration-fields.model.ts';
import type { RegistrationForm } from './registration-form.ts';

const DOCUMENT_TYPE = 'document_type';

/**
 * Fills the selects the player has not chosen yet after the fields loaded: currency per the currency settings
 * (the session's currency as the selection), document type (its configured default when offered), the first
 * region, the account's country.
 */
export function presetDefaults(form: RegistrationForm, fields: RegistrationFieldsModel, settings: RegistrationSettings, currency: string | undefined, country: string | undefined): void {
  const keep = (name: string) => fields.optionIds(name).includes(form.value(name));
  if (fields.definition('currency') && !keep('currency')) {
    form.preset('currency', initialCurrency(settings.currencySettings, fields.optionIds('currency'), form.value('currency') || currency));
  }
  if (fields.definition(DOCUMENT_TYPE) && !keep(DOCUMENT_TYPE)) {
    const ids = fields.optionIds(DOCUMENT_TYPE);
    const configured = settings.documentType.isActive ? settings.documentType.defaultValue : null;
    form.preset(DOCUMENT_TYPE, configured && ids.includes(configured) ? configured : initialCurrency(settings.currencySettings, ids));
  }
  if (fields.definition('region') && !keep('region')) form.preset('region', regionAfterCountryChange(fields.options('region')));
  for (const name of ['country_code', 'country']) {
    if (fields.definition(name) && !form.value(name) && country) form.preset(name, country);
  }
}

/**
 * After a country change: region to the first option, currency and document type per
 * the currency settings (changeCountryValue, then changeCountryFallbackValue).
 */
export function resetAfterCountryChange(form: RegistrationForm, fields: RegistrationFieldsModel, settings: RegistrationSettings): void {
  form.preset('region', regionAfterCountryChange(fields.options('region')));
  for (const name of ['currency', DOCUMENT_TYPE]) {
    form.preset(name, currencyAfterCountryChange(settings.currencySettings, fields.optionIds(name), form.value(name)));
  }
}
