/** A source of uniformly distributed numbers in [0, 1), injected so rules stay pure. */
export type RandomSource = () => number;

/** The URL-safe alphabet of nanoid (64 symbols). */
export const ID_ALPHABET = 'useandom-26T198340PX75pxJACKVERYMINDBUSHWOLF_GQZbfghjklqvwyzrict';

/** Dialog ids are random 21-character strings (spec part 1 §2.6, §9). */
export const DIALOG_ID_LENGTH = 21;

/**
 * A nanoid-style id of `size` characters drawn from {@link ID_ALPHABET}.
 * Randomness is injected (e.g. `Math.random` or a crypto-backed source in the app).
 */
export function createId(random: RandomSource, size: number = DIALOG_ID_LENGTH): string {
  let id = '';
  for (let i = 0; i < size; i += 1) {
    const r = random();
    const index = Math.min(ID_ALPHABET.length - 1, Math.max(0, Math.floor(r * ID_ALPHABET.length)));
    id += ID_ALPHABET[index];
  }
  return id;
}
