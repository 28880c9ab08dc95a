/** A phone country option (spec part 1 §3): mask is one string or several. */
export interface PhoneCountry {
  readonly country_code: string;
  /** Dial code, with or without a leading "+", e.g. "+44" or "44". */
  readonly phone_code: string;
  readonly name?: string;
  readonly mask: string | readonly string[];
}

export interface PhoneInputOptions {
  /** Remove emoji before anything else (spec part 1 §2.5 "an option strips emoji"). */
  readonly stripEmoji?: boolean;
}

const KEYCAP = /[0-9#*]\u{FE0F}?\u{20E3}/gu;
const EMOJI = /[\p{Extended_Pictographic}\p{Regional_Indicator}\u{FE0F}\u{200D}\u{20E3}\u{1F3FB}-\u{1F3FF}]/gu;

/** Removes emoji (pictographs, keycaps, flags, joiners, variation selectors, skin tones). */
export function stripEmoji(text: string): string {
  return text.replace(KEYCAP, '').replace(EMOJI, '');
}

export function masksOf(country: Pick<PhoneCountry, 'mask'>): readonly string[] {
  return typeof country.mask === 'string' ? [country.mask] : country.mask;
}

/**
 * Digits a server phone mask holds: the server marks each digit with `#` and everything else is
 * decoration. Formatting a number with a mask is the ui's job (`@casino/ui/masked-input`); the
 * domain only needs the count, for the input's limit and the validation rule.
 */
export function phoneMaskDigits(mask: string): number {
  return mask.split('#').length - 1;
}

/** The most digits any of the masks takes (the phone input's limit). */
export function maxPhoneDigits(masks: string | readonly string[]): number {
  const list = typeof masks === 'string' ? [masks] : masks;
  return list.reduce((max, mask) => Math.max(max, phoneMaskDigits(mask)), 0);
}

/** The mask with the most digits: the one a single-mask input shows. */
export function longestPhoneMask(masks: readonly string[]): string {
  return [...masks].sort((a, b) => phoneMaskDigits(b) - phoneMaskDigits(a))[0] ?? '';
}

/**
 * Phone input (spec part 1 §2.5): digits only, limited by the country's mask or masks.
 * With no masks the value is limited to 15 digits (E.164).
 */
export function sanitizePhoneInput(
  value: string,
  masks: string | readonly string[],
  options: PhoneInputOptions = {},
): string {
  const source = options.stripEmoji ? stripEmoji(value) : value;
  const limit = maxPhoneDigits(masks) || 15;
  return source.replace(/\D/g, '').slice(0, limit);
}

/** The dial code as digits: "+44" → "44". */
export function dialDigits(country: Pick<PhoneCountry, 'phone_code'>): string {
  return country.phone_code.replace(/\D/g, '');
}

export interface PastedPhone {
  /** The country whose dial code starts the pasted number; undefined when none matched. */
  readonly country: PhoneCountry | undefined;
  /** National digits, limited by the chosen country's masks. */
  readonly digits: string;
}

/**
 * Paste (spec part 1 §2.5): strips non-digits and chooses the country by dial code (the
 * longest matching code wins). Without a match the current country is kept and the digits
 * are limited by its masks.
 */
export function pastePhone(
  text: string,
  countries: readonly PhoneCountry[],
  current?: PhoneCountry,
  options: PhoneInputOptions = {},
): PastedPhone {
  const digits = (options.stripEmoji ? stripEmoji(text) : text).replace(/\D/g, '');
  let best: PhoneCountry | undefined;
  for (const country of countries) {
    const code = dialDigits(country);
    if (code && digits.startsWith(code) && (!best || code.length > dialDigits(best).length)) best = country;
  }
  if (best) return { country: best, digits: sanitizePhoneInput(digits.slice(dialDigits(best).length), masksOf(best)) };
  return { country: current, digits: sanitizePhoneInput(digits, current ? masksOf(current) : []) };
}
