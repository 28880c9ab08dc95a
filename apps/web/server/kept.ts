/**
 * A bounded store of things made from a key (a page's bytes for an origin and an encoding): made once, the most
 * recently used kept longest, the oldest dropped past `maxEntries`.
 */
export function createKept<T>(maxEntries: number): (key: string, make: () => T) => T {
  const kept = new Map<string, T>();
  return (key, make) => {
    const found = kept.get(key);
    if (found !== undefined) {
      kept.delete(key);
      kept.set(key, found);
      return found;
    }
    const made = make();
    kept.set(key, made);
    if (kept.size > maxEntries) kept.delete(kept.keys().next().value!);
    return made;
  };
}
