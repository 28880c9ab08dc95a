import type { Schema } from '@casino/sdk';
import { COUNTRIES, CURRENCIES, countryName, currencyName, findCountry, phoneOptions } from './countries.ts';

type FieldType = Schema<'ProfileFieldType'>;
type Options = Schema<'ProfileFieldOptions'>;
export type FieldDefinition = Schema<'ProfileFieldDefinition'>;

const SEX: Record<string, [string, string]> = {
  en: ['Male', 'Female'],
  ru: ['Мужской', 'Женский'],
  pt: ['Masculino', 'Feminino'],
  ar: ['ذكر', 'أنثى'],
};

const field = (sysname: Schema<'ProfileFieldName'>, type: FieldType, visible: boolean, required: boolean, options: Options = {}): FieldDefinition => ({
  sysname,
  type,
  params: { is_visible: visible, is_required: required },
  options,
});

/**
 * Personal data field definitions in form order. They differ by country: Brazil requires names, birth date and
 * the CPF document; Russia shows the middle name; regions and the postcode pattern follow the country.
 */
export function personalDataFields(countryCode: string | null | undefined, locale: string): FieldDefinition[] {
  const country = findCountry(countryCode);
  const isBr = country?.code === 'BR';
  const regions = country ? Object.entries(country.regions).map(([id, name]) => ({ id, name, icon: null })) : [];
  const [male, female] = SEX[locale] ?? SEX.en!;
  const fields: FieldDefinition[] = [
    field('email', 'input', true, true, { regex: '^[^\\s@]+@[^\\s@.]+(\\.[^\\s@.]+){1,2}$' }),
    field('mobile', 'phone', true, false, { phones: phoneOptions(locale) }),
    field('currency', 'select', true, true, { list: CURRENCIES.map((c) => ({ id: c, name: currencyName(c, locale), icon: `currency-${c.toLowerCase()}` })) }),
    field('fakename', 'input', true, false, { regex: '^[\\p{L}\\p{N}]{4,}$' }),
    field('first_name', 'input', true, isBr),
    field('middle_name', 'input', country?.code === 'RU', false),
    field('last_name', 'input', true, isBr),
    field('birth_date', 'date', true, isBr),
    field('sex', 'select', true, false, { list: [{ id: '1', name: male, icon: null }, { id: '2', name: female, icon: null }] }),
    field('country_code', 'country_code', true, true, {
      list: COUNTRIES.map((c) => ({ id: c.code, name: countryName(c.code, locale), icon: `flag-${c.code.toLowerCase()}` })),
    }),
    field('region', 'region', regions.length > 0, false, { list: regions }),
    field('home_town', 'input', true, false),
    field('address', 'input', true, false),
    field('postcode', 'input', true, false, { regex: country?.postcode ?? '^\\d{1,8}$' }),
  ];
  if (isBr) {
    fields.push(
      field('document_type', 'select', true, true, { list: [{ id: 'cpf', name: 'CPF', icon: null }] }),
      field('document_number', 'input', true, true, { mask: '###.###.###-##', regex: '^\\d{3}\\.?\\d{3}\\.?\\d{3}-?\\d{2}$' }),
    );
  }
  return fields;
}
