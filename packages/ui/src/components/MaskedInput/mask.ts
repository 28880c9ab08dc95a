import { Mask, type MaskTokens } from 'maska';

/**
 * Mask tokens: `#` a digit, `@` a letter, `*` a letter or digit; any other character is a literal
 * inserted automatically (e.g. `+# (###) ###-##-##`, `@@## ####`). maska's own letter tokens are
 * Latin-only; ours accept any script, so a Cyrillic or Arabic name fits an `@` slot.
 */
export type MaskToken = '#' | '@' | '*';

const TOKENS: MaskTokens = {
  '#': { pattern: /^\p{Nd}$/u },
  '@': { pattern: /^\p{L}$/u },
  '*': { pattern: /^[\p{L}\p{Nd}]$/u },
};

// maska keeps a per-instance memo; one instance per mask string is enough for a page's fields.
const cache = new Map<string, Mask>();
function maskOf(mask: string | readonly string[]): Mask {
  const key = typeof mask === 'string' ? mask : mask.join('\n');
  let found = cache.get(key);
  if (!found) {
    found = new Mask({ mask: typeof mask === 'string' ? mask : [...mask], tokens: TOKENS, tokensReplace: true });
    cache.set(key, found);
  }
  return found;
}

export const isMaskToken = (char: string): char is MaskToken => char === '#' || char === '@' || char === '*';

/** Whether `char` may stand at a position of `token`. */
export const maskAccepts = (token: MaskToken, char: string): boolean => TOKENS[token]!.pattern.test(char);

/**
 * Formats raw input with a mask (or the fitting one of several): characters that fit no slot are
 * dropped, literals are inserted, and output stops where input runs out (no trailing literals).
 */
export function applyMask(input: string, mask: string | readonly string[]): string {
  // An empty mask has no slots; maska would pass the input through unchanged.
  if (mask === '' || mask.length === 0) return '';
  return maskOf(mask).masked(input);
}

/** The characters a user typed into the mask's slots (literals removed). */
export function unmask(value: string, mask: string | readonly string[]): string {
  if (mask === '' || mask.length === 0) return '';
  return maskOf(mask).unmasked(value);
}

/** How many slots a mask has (e.g. the digits a phone number may hold). */
export const maskCapacity = (mask: string): number => [...mask].filter(isMaskToken).length;

/** True when `value` is already in the mask's shape and every slot is filled. */
export function isMaskComplete(value: string, mask: string | readonly string[]): boolean {
  if (mask === '' || mask.length === 0) return value === '';
  const m = maskOf(mask);
  return m.masked(value) === value && m.completed(value);
}
