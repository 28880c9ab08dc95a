import { customRandom, urlAlphabet } from 'nanoid';

/** A source of uniformly distributed numbers in [0, 1), injected so rules stay pure. */
export type RandomSource = () => number;

/** The URL-safe alphabet of nanoid (64 symbols). */
export const ID_ALPHABET = urlAlphabet;

// nanoid's own default: 21 symbols of 64 give about as many ids as a UUID before a collision.
const DEFAULT_SIZE = 21;

/**
 * A nanoid of `size` characters drawn from {@link ID_ALPHABET}, with the randomness injected
 * (e.g. `Math.random` or a crypto-backed source in the app) so tests can fix it. nanoid asks for
 * bytes; each number in [0, 1) becomes one byte, and a source that returns 1 is clamped.
 */
export function createId(random: RandomSource, size: number = DEFAULT_SIZE): string {
  const bytes = (count: number) => Uint8Array.from({ length: count }, () => Math.min(255, Math.max(0, Math.floor(random() * 256))));
  return customRandom(ID_ALPHABET, size, bytes)();
}
