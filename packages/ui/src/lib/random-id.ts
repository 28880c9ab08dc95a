/** nanoid's URL-safe alphabet (64 symbols, so `byte & 63` is unbiased). */
export const ID_ALPHABET = 'useandom-26T198340PX75pxJACKVERYMINDBUSHWOLF_GQZbfghjklqvwyzrict';

/** Spec part 1 §9: dialog id length 21. */
export const ID_LENGTH = 21;

/** A random id of `size` characters drawn with `crypto.getRandomValues`. */
export function randomId(size: number = ID_LENGTH): string {
  const bytes = crypto.getRandomValues(new Uint8Array(size));
  let id = '';
  for (let i = 0; i < size; i++) id += ID_ALPHABET[bytes[i]! & 63];
  return id;
}
