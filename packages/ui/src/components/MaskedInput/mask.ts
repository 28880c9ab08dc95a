/**
 * Mask tokens: `#` a digit, `@` a letter, `*` a letter or digit; any other character is a literal
 * inserted automatically (e.g. `+# (###) ###-##-##`, `@@## ####`).
 */
const tokens: Record<string, RegExp> = { '#': /\p{Nd}/u, '@': /\p{L}/u, '*': /[\p{L}\p{Nd}]/u };

export const isMaskToken = (char: string) => char in tokens;

/** Format raw input with a mask; characters that fit no slot are dropped, output stops at the mask's end. */
export function applyMask(input: string, mask: string): string {
  const chars = [...input];
  const slots = [...mask];
  let out = '';
  let i = 0;
  for (let m = 0; m < slots.length && i < chars.length; m++) {
    const slot = slots[m]!;
    const test = tokens[slot];
    if (test) {
      while (i < chars.length && !test.test(chars[i]!)) i++;
      if (i >= chars.length) break;
      out += chars[i++];
    } else {
      out += slot;
      if (chars[i] === slot) i++;
    }
  }
  return out;
}

/** The characters a user typed into the mask's slots (literals removed). */
export function unmask(value: string, mask: string): string {
  const slots = [...mask];
  return [...value].filter((char, index) => slots[index] !== undefined && isMaskToken(slots[index]!)).join('');
}

/** How many slots a mask has (e.g. the digits a phone number may hold). */
export const maskCapacity = (mask: string) => [...mask].filter(isMaskToken).length;

/** True when every slot of the mask is filled. */
export const isMaskComplete = (value: string, mask: string) => unmask(value, mask).length === maskCapacity(mask);
