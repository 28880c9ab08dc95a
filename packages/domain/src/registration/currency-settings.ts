/** How a currency (or document type) select is filled. */
export type CurrencyChoice = 'emptyValue' | 'firstValue' | 'selectedValue';

export interface CurrencySelectSettings {
  readonly emptyValue?: CurrencyChoice;
  readonly defaultValue?: CurrencyChoice;
  readonly changeCountryValue?: CurrencyChoice;
  readonly changeCountryFallbackValue?: CurrencyChoice;
}

/** Applies one choice: '' for emptyValue, the first option, or the current selection if offered. */
export function pickChoice(choice: CurrencyChoice | undefined, options: readonly string[], selected?: string): string {
  if (choice === 'firstValue') return options[0] ?? '';
  if (choice === 'selectedValue') return selected !== undefined && options.includes(selected) ? selected : '';
  return '';
}

/**
 * Initial value of the select: defaultValue (first option when unset); when that yields nothing (no selection
 * yet), the emptyValue choice.
 */
export function initialCurrency(settings: CurrencySelectSettings, options: readonly string[], selected?: string): string {
  const first = pickChoice(settings.defaultValue ?? 'firstValue', options, selected);
  return first !== '' || settings.emptyValue === undefined ? first : pickChoice(settings.emptyValue, options, selected);
}

/**
 * After a country change: changeCountryValue, and when that yields
 * nothing, changeCountryFallbackValue.
 */
export function currencyAfterCountryChange(settings: CurrencySelectSettings, options: readonly string[], selected?: string): string {
  const first = pickChoice(settings.changeCountryValue ?? 'selectedValue', options, selected);
  return first !== '' ? first : pickChoice(settings.changeCountryFallbackValue ?? 'firstValue', options, selected);
}

/** The region after a country change: the first option. */
export function regionAfterCountryChange<T extends { readonly id: string | number }>(regions: readonly T[]): string {
  const first = regions[0];
  return first === undefined ? '' : String(first.id);
}
