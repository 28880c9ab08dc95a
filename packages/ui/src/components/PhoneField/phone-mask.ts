import { applyMask, maskCapacity } from '../MaskedInput/mask';

/** One mask or several (a country's numbers can have different lengths). */
export type PhoneMasks = string | readonly string[];

const masksList = (masks: PhoneMasks): readonly string[] => (typeof masks === 'string' ? [masks] : masks);

/** The mask that fits `digits`: the shortest with room for them, else the longest. */
export function pickPhoneMask(digits: string, masks: PhoneMasks): string | undefined {
  const list = [...masksList(masks)].sort((a, b) => maskCapacity(a) - maskCapacity(b));
  return list.find((mask) => maskCapacity(mask) >= digits.length) ?? list[list.length - 1];
}

/** National digits shown through the fitting mask (unchanged when there is none). */
export function formatPhone(digits: string, masks: PhoneMasks): string {
  const mask = pickPhoneMask(digits, masks);
  return mask === undefined ? digits : applyMask(digits, mask);
}

/** The most digits any of the masks holds. */
export const phoneCapacity = (masks: PhoneMasks): number => Math.max(0, ...masksList(masks).map(maskCapacity));
