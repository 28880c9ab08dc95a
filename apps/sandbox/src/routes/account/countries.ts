/** Static reference data: currencies, rates and the countries the sandbox knows (dial codes, masks, regions). */
export const CURRENCIES = ['EUR', 'USD', 'BRL', 'RUB'] as const;
export const DEFAULT_CURRENCY = 'EUR';
/** Units of each currency for 1 EUR (fixed sandbox rates). */
export const RATES: Record<string, number> = { EUR: 1, USD: 1.08, BRL: 5.95, RUB: 98.5 };

export interface Country {
  code: string;
  phoneCode: string;
  /** National number mask(s), # = digit. */
  mask: string | string[];
  currency: (typeof CURRENCIES)[number];
  postcode?: string;
  /** Region option ids (ISO 3166-2 subdivision codes) to their names. */
  regions: Record<string, string>;
}

export const COUNTRIES: readonly Country[] = [
  { code: 'BR', phoneCode: '55', mask: '(##) #####-####', currency: 'BRL', postcode: '^\\d{5}-?\\d{3}$',
    regions: { 'BR-SP': 'São Paulo', 'BR-RJ': 'Rio de Janeiro', 'BR-MG': 'Minas Gerais', 'BR-BA': 'Bahia', 'BR-RS': 'Rio Grande do Sul' } },
  { code: 'RU', phoneCode: '7', mask: '(###) ###-##-##', currency: 'RUB', postcode: '^\\d{6}$',
    regions: { 'RU-MOW': 'Москва', 'RU-SPE': 'Санкт-Петербург', 'RU-NVS': 'Новосибирская область', 'RU-SVE': 'Свердловская область' } },
  { code: 'PT', phoneCode: '351', mask: '### ### ###', currency: 'EUR', postcode: '^\\d{4}-\\d{3}$',
    regions: { 'PT-11': 'Lisboa', 'PT-13': 'Porto', 'PT-08': 'Faro', 'PT-03': 'Braga' } },
  { code: 'GB', phoneCode: '44', mask: '#### ######', currency: 'EUR', postcode: '^[A-Za-z]{1,2}\\d[A-Za-z\\d]? ?\\d[A-Za-z]{2}$',
    regions: { 'GB-ENG': 'England', 'GB-SCT': 'Scotland', 'GB-WLS': 'Wales', 'GB-NIR': 'Northern Ireland' } },
  { code: 'DE', phoneCode: '49', mask: ['### #######', '#### ########'], currency: 'EUR', postcode: '^\\d{5}$',
    regions: { 'DE-BE': 'Berlin', 'DE-BY': 'Bayern', 'DE-HH': 'Hamburg', 'DE-NW': 'Nordrhein-Westfalen' } },
  { code: 'AE', phoneCode: '971', mask: '## ### ####', currency: 'USD',
    regions: { 'AE-DU': 'دبي', 'AE-AZ': 'أبو ظبي', 'AE-SH': 'الشارقة' } },
  { code: 'EG', phoneCode: '20', mask: '### ### ####', currency: 'USD', postcode: '^\\d{5}$',
    regions: { 'EG-C': 'القاهرة', 'EG-ALX': 'الإسكندرية', 'EG-GZ': 'الجيزة' } },
  { code: 'US', phoneCode: '1', mask: '(###) ###-####', currency: 'USD', postcode: '^\\d{5}(-\\d{4})?$',
    regions: { 'US-CA': 'California', 'US-NY': 'New York', 'US-TX': 'Texas', 'US-FL': 'Florida', 'US-NJ': 'New Jersey' } },
  { code: 'ES', phoneCode: '34', mask: '### ### ###', currency: 'EUR', postcode: '^\\d{5}$',
    regions: { 'ES-MD': 'Madrid', 'ES-CT': 'Cataluña', 'ES-AN': 'Andalucía', 'ES-VC': 'Comunitat Valenciana' } },
  { code: 'TR', phoneCode: '90', mask: '(###) ### ## ##', currency: 'EUR', postcode: '^\\d{5}$',
    regions: { 'TR-34': 'İstanbul', 'TR-06': 'Ankara', 'TR-35': 'İzmir', 'TR-07': 'Antalya' } },
  { code: 'FR', phoneCode: '33', mask: '# ## ## ## ##', currency: 'EUR', postcode: '^\\d{5}$',
    regions: { 'FR-IDF': 'Île-de-France', 'FR-PAC': "Provence-Alpes-Côte d'Azur", 'FR-ARA': 'Auvergne-Rhône-Alpes' } },
  { code: 'IT', phoneCode: '39', mask: ['### ### ####', '### #######'], currency: 'EUR', postcode: '^\\d{5}$',
    regions: { 'IT-62': 'Lazio', 'IT-25': 'Lombardia', 'IT-72': 'Campania' } },
];

export const findCountry = (code: string | null | undefined): Country | undefined =>
  code ? COUNTRIES.find((c) => c.code === code.toUpperCase()) : undefined;

/** Translated country / currency names through the runtime's ICU data. */
export const countryName = (code: string, locale: string): string => new Intl.DisplayNames([locale, 'en'], { type: 'region' }).of(code) ?? code;
export const currencyName = (code: string, locale: string): string => new Intl.DisplayNames([locale, 'en'], { type: 'currency' }).of(code) ?? code;

export const phoneOptions = (locale: string) =>
  COUNTRIES.map((c) => ({ country_code: c.code, phone_code: c.phoneCode, name: countryName(c.code, locale), mask: c.mask }));
