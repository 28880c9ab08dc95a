import 'reflect-metadata';
import { Container, ContainerModule, inject, injectable, optional } from 'inversify';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { fillSlot, fillSlotWith } from './fill-slot.ts';
import { slotContents } from './load-slot.ts';
import { defineSlot, type SlotContents } from './slot.ts';

interface Greeter {
  greet(): string;
}
const GreeterSlot = defineSlot<Greeter>('test.greeter');

@injectable()
class EnglishGreeter implements Greeter {
  greet() {
    return 'hello';
  }
}

@injectable()
class Consumer {
  constructor(@inject(GreeterSlot) @optional() readonly greeter?: SlotContents<typeof GreeterSlot>) {}
}

describe('slots', () => {
  it('are distinct tokens, even under one name, named for the logs', () => {
    const again = defineSlot<Greeter>('test.greeter');
    expect(again).not.toBe(GreeterSlot);
    expect(GreeterSlot.description).toBe('test.greeter');
  });

  it('carry the type of what fills them', () => {
    expectTypeOf<SlotContents<typeof GreeterSlot>>().toEqualTypeOf<Greeter>();
    new ContainerModule(({ bind }) => {
      // @ts-expect-error a slot takes only what its consumer expects
      fillSlot(bind, GreeterSlot, { greet: () => 42 });
      // @ts-expect-error nor a service that does not have its shape
      fillSlotWith(bind, GreeterSlot, () => ({ wave: () => 'hi' }));
    });
  });

  it('a service gets what fills the slot, or nothing when no provider is in the app', () => {
    const empty = new Container();
    empty.bind(Consumer).toSelf();
    expect(empty.get(Consumer).greeter).toBeUndefined();
    expect(slotContents(empty, GreeterSlot)).toBeUndefined();

    const filled = new Container();
    filled.bind(Consumer).toSelf();
    filled.loadSync(new ContainerModule(({ bind }) => fillSlot(bind, GreeterSlot, { greet: () => 'hi' })));
    expect(filled.get(Consumer).greeter?.greet()).toBe('hi');
  });

  it('filled with a service, hands out that one service (made once per container)', () => {
    const container = new Container();
    container.bind(EnglishGreeter).toSelf().inSingletonScope();
    container.loadSync(new ContainerModule(({ bind }) => fillSlotWith(bind, GreeterSlot, (get) => get(EnglishGreeter))));
    expect(slotContents(container, GreeterSlot)).toBe(container.get(EnglishGreeter));
    expect(slotContents(container, GreeterSlot)?.greet()).toBe('hello');
  });
});
