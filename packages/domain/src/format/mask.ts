/**
 * Input masks (spec part 2 §5): `#` a digit, `@` a letter, `*` a letter or digit; any other
 * mask character is a literal that is inserted automatically.
 */
export type MaskToken = '#' | '@' | '*';

const TOKEN_TESTS: Readonly<Record<MaskToken, RegExp>> = {
  '#': /^\p{Nd}$/u,
  '@': /^\p{L}$/u,
  '*': /^[\p{L}\p{Nd}]$/u,
};

export function isMaskToken(char: string): char is MaskToken {
  return char === '#' || char === '@' || char === '*';
}

/** Whether `char` may stand at a position of `token`. */
export function maskAccepts(token: MaskToken, char: string): boolean {
  return TOKEN_TESTS[token].test(char);
}

/**
 * Applies `mask` to raw input. Input characters that a token does not accept are dropped;
 * literals are inserted (and consumed when typed). Output stops when input runs out, so a
 * partly typed value has no trailing literals.
 */
export function applyMask(mask: string, input: string): string {
  const chars = Array.from(input);
  const maskChars = Array.from(mask);
  let out = '';
  let i = 0;
  for (let m = 0; m < maskChars.length && i < chars.length; m += 1) {
    const slot = maskChars[m] as string;
    if (isMaskToken(slot)) {
      while (i < chars.length && !maskAccepts(slot, chars[i] as string)) i += 1;
      if (i >= chars.length) break;
      out += chars[i];
      i += 1;
    } else {
      out += slot;
      if (chars[i] === slot) i += 1;
    }
  }
  return out;
}

/** Number of token positions in a mask (the characters a user types). */
export function maskCapacity(mask: string): number {
  return Array.from(mask).filter(isMaskToken).length;
}

/** True when `value` fills every token of `mask` with an accepted character and matches literals. */
export function isMaskComplete(mask: string, value: string): boolean {
  const maskChars = Array.from(mask);
  const valueChars = Array.from(value);
  if (maskChars.length !== valueChars.length) return false;
  return maskChars.every((slot, index) => {
    const char = valueChars[index] as string;
    return isMaskToken(slot) ? maskAccepts(slot, char) : char === slot;
  });
}

/** The characters a user typed into a masked value (literals removed). */
export function unmask(mask: string, value: string): string {
  const maskChars = Array.from(mask);
  return Array.from(value)
    .filter((char, index) => {
      const slot = maskChars[index];
      return slot === undefined || isMaskToken(slot) || char !== slot;
    })
    .join('');
}
