/**
 * The part of the Metadata Reflection API (the `reflect-metadata` polyfill) that inversify and the compiler's
 * decorator metadata use — define/get/has (own and inherited), keys, delete, `Reflect.metadata`, `Reflect.decorate` —
 * kept in a WeakMap. App builds resolve `reflect-metadata` to this file (vite.config.ts): the polyfill's registry and
 * interop layer are 8 KB of the entry; unit tests keep the real polyfill (src/test/setup.ts).
 */
type Property = string | symbol | undefined;
type Target = object;
type AnyDecorator = (target: never, property?: never, descriptor?: never) => unknown;

const registry = new WeakMap<Target, Map<Property, Map<unknown, unknown>>>();

function table(target: Target, property: Property, create: true): Map<unknown, unknown>;
function table(target: Target, property: Property, create: false): Map<unknown, unknown> | undefined;
function table(target: Target, property: Property, create: boolean): Map<unknown, unknown> | undefined {
  let byProperty = registry.get(target);
  if (!byProperty) {
    if (!create) return undefined;
    registry.set(target, (byProperty = new Map()));
  }
  let entries = byProperty.get(property);
  if (!entries && create) byProperty.set(property, (entries = new Map()));
  return entries;
}

/** The target and its prototype chain, nearest first (inherited metadata is looked up along it). */
function* chain(target: Target): Generator<Target> {
  for (let t: Target | null = target; t; t = Object.getPrototypeOf(t) as Target | null) yield t;
}

export const metadataApi = {
  defineMetadata(key: unknown, value: unknown, target: Target, property?: Property): void {
    table(target, property, true).set(key, value);
  },
  hasOwnMetadata: (key: unknown, target: Target, property?: Property): boolean => table(target, property, false)?.has(key) ?? false,
  getOwnMetadata: (key: unknown, target: Target, property?: Property): unknown => table(target, property, false)?.get(key),
  hasMetadata(key: unknown, target: Target, property?: Property): boolean {
    for (const t of chain(target)) if (table(t, property, false)?.has(key)) return true;
    return false;
  },
  getMetadata(key: unknown, target: Target, property?: Property): unknown {
    for (const t of chain(target)) {
      const entries = table(t, property, false);
      if (entries?.has(key)) return entries.get(key);
    }
    return undefined;
  },
  getOwnMetadataKeys: (target: Target, property?: Property): unknown[] => [...(table(target, property, false)?.keys() ?? [])],
  getMetadataKeys(target: Target, property?: Property): unknown[] {
    const keys = new Set<unknown>();
    for (const t of chain(target)) for (const key of table(t, property, false)?.keys() ?? []) keys.add(key);
    return [...keys];
  },
  deleteMetadata: (key: unknown, target: Target, property?: Property): boolean => table(target, property, false)?.delete(key) ?? false,
  /** A decorator that defines one metadata entry (what `emitDecoratorMetadata` output calls). */
  metadata: (key: unknown, value: unknown) => (target: Target, property?: Property) => metadataApi.defineMetadata(key, value, target, property),
  /** Applies decorators last to first, as the polyfill does: a class's, or a member's (returns the descriptor). */
  decorate(decorators: AnyDecorator[], target: Target, property?: Property, descriptor?: PropertyDescriptor): unknown {
    let result: unknown = property === undefined ? target : descriptor;
    for (let i = decorators.length - 1; i >= 0; i--) {
      const decorate = decorators[i] as (...args: unknown[]) => unknown;
      const next = property === undefined ? decorate(result) : decorate(target, property, result);
      if (next !== undefined && next !== null) result = next;
    }
    return result;
  },
};

// where a full polyfill is already installed (unit tests), it stays
if (typeof (Reflect as { getOwnMetadata?: unknown }).getOwnMetadata !== 'function') Object.assign(Reflect, metadataApi);
