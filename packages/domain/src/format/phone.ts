/** A phone country option: mask is one string or several. */
export interface PhoneCountry {
  readonly country_code: string;
  /** Dial code, with or without a leading "+", e.g. "+44" or "44". */
  readonly phone_code: string;
  readonly name?: string;
  readonly mask: string | readonly string[];
}

export interface PhoneInputOptions {
  /** Remove emoji before anything else. */
  readonly stripEmoji?: boolean;
}

const KEYCAP = /[0-9#*]\u{FE0F}?\u{20E3}/gu;
// a class of single code points on purpose: each joiner, selector and modifier is removed on its own
// eslint-disable-next-line no-misleading-character-class
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
 * Phone input: digits only, limited by the country's mask or masks.
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
