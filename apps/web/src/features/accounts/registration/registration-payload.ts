import { buildRegistrationPayload, toIsoDate, type RegistrationSchema } from '@casino/domain/registration';
import type { RegistrationBody } from '@casino/domain/ports';
import type { PromoCodeModel } from './promo-code.model.ts';
import type { RegistrationFieldsModel } from './registration-fields.model.ts';
import type { RegistrationForm } from './registration-form.ts';

/**
 * The register body from the form: the schema's fields (the phone with its dial code and
 * country, dates as yyyy-mm-dd), the shown checkboxes, the promo code when its toggle is on; empty values are
 * left out by the domain rule.
 */
export function registrationPayload(
  schema: RegistrationSchema,
  form: RegistrationForm,
  promo: PromoCodeModel,
  fields: RegistrationFieldsModel,
  locale: string,
): RegistrationBody {
  const values: Record<string, string | boolean> = {};
  for (const field of schema.fields) {
    const value = form.value(field.name);
    if (field.rule === 'phone') {
      const country = fields.phoneCountry(form.phone.country);
      values[field.name] = form.phone.digits ? `${country?.dialCode ?? ''}${form.phone.digits}` : '';
      if (form.phone.digits && country) values.phone_country_code = country.code;
    } else values[field.name] = field.rule === 'date' ? toIsoDate(value) : value;
  }
  if (schema.terms.visible) values.terms = form.terms;
  if (schema.notify.visible) values.notify = form.notify;
  if (schema.betting.visible) values.is_betting = form.betting;
  if (schema.characterSelect && form.value('character_id')) values.character_id = form.value('character_id');
  if (schema.promo.visible) {
    values.hasPromocode = promo.open;
    values.promo_code = promo.code;
  }
  return buildRegistrationPayload(values, { locale });
}
