import { Container, inject, injectable } from 'inversify';
import { afterEach, describe, expect, it } from 'vitest';
import { metadataApi } from './reflect-metadata.ts';

const names = Object.keys(metadataApi) as (keyof typeof metadataApi)[];
const polyfill = Object.fromEntries(names.map((name) => [name, (Reflect as unknown as Record<string, unknown>)[name]]));

describe('metadata API (what app builds use instead of the reflect-metadata polyfill)', () => {
  afterEach(() => Object.assign(Reflect, polyfill));

  it('keeps own and inherited metadata per target and property', () => {
    class Base {}
    class Derived extends Base {}
    metadataApi.defineMetadata('k', 1, Base);
    metadataApi.defineMetadata('k', 2, Base.prototype, 'm');
    metadataApi.defineMetadata('j', 3, Derived);
    expect(metadataApi.getOwnMetadata('k', Base)).toBe(1);
    expect(metadataApi.getOwnMetadata('k', Derived)).toBeUndefined();
    expect(metadataApi.getMetadata('k', Derived)).toBe(1);
    expect(metadataApi.hasMetadata('k', Derived)).toBe(true);
    expect(metadataApi.hasOwnMetadata('k', Derived)).toBe(false);
    expect(metadataApi.getMetadata('k', Derived.prototype, 'm')).toBe(2);
    expect(metadataApi.getMetadata('k', Derived.prototype)).toBeUndefined();
    expect(metadataApi.getOwnMetadataKeys(Derived)).toEqual(['j']);
    expect(metadataApi.getMetadataKeys(Derived)).toEqual(['j', 'k']);
    expect(metadataApi.deleteMetadata('k', Base)).toBe(true);
    expect(metadataApi.getMetadata('k', Derived)).toBeUndefined();
  });

  it('applies decorators last to first like the polyfill, and `metadata` defines an entry', () => {
    const order: string[] = [];
    class Target {}
    const replaced = class Replaced {};
    const result = metadataApi.decorate([() => void order.push('first'), () => (order.push('second'), replaced)], Target);
    expect(order).toEqual(['second', 'first']);
    expect(result).toBe(replaced);
    const descriptor = { value: 1, writable: true, configurable: true, enumerable: false };
    expect(metadataApi.decorate([() => ({ ...descriptor, value: 2 })], Target.prototype, 'm', descriptor)).toEqual({ ...descriptor, value: 2 });
    metadataApi.metadata('design:paramtypes', [String])(Target);
    expect(Reflect.getOwnMetadata('design:paramtypes', Target)).toBeUndefined(); // the real polyfill's store is separate
    expect(metadataApi.getOwnMetadata('design:paramtypes', Target)).toEqual([String]);
  });

  it('is enough for inversify: decorated classes resolve with their injected dependencies', () => {
    Object.assign(Reflect, metadataApi);
    const Token = Symbol.for('test:greeting');
    @injectable()
    class Greeter {
      constructor(@inject(Token) readonly greeting: string) {}
    }
    @injectable()
    class Host {
      constructor(@inject(Greeter) readonly greeter: Greeter) {}
    }
    const container = new Container();
    container.bind(Token).toConstantValue('hello');
    container.bind(Greeter).toSelf();
    container.bind(Host).toSelf();
    expect(container.get(Host).greeter.greeting).toBe('hello');
  });
});
