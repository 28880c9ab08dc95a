import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createId, ID_ALPHABET } from './id';
import { err, isOk, mapResult, ok, unwrapOr } from './result';

describe('Result', () => {
  it('ok, err, map, unwrap', () => {
    expect(ok(1)).toEqual({ ok: true, value: 1 });
    expect(err('x')).toEqual({ ok: false, error: 'x' });
    expect(isOk(ok(1))).toBe(true);
    expect(mapResult(ok(2), (n) => n * 2)).toEqual(ok(4));
    expect(mapResult(err('e'), (n: number) => n * 2)).toEqual(err('e'));
    expect(unwrapOr(err('e'), 5)).toBe(5);
    expect(unwrapOr(ok(1), 5)).toBe(1);
  });
});

describe('createId', () => {
  it('21 characters from the injected source', () => {
    expect(createId(() => 0)).toBe(ID_ALPHABET[0]!.repeat(21));
    expect(createId(() => 0.999999, 3)).toBe(ID_ALPHABET[63]!.repeat(3));
    expect(createId(() => 1)).toHaveLength(21);
  });
  it('property: always 21 URL-safe characters', () => {
    fc.assert(
      fc.property(fc.infiniteStream(fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true })), (stream) => {
        const it = stream[Symbol.iterator]();
        const id = createId(() => it.next().value as number);
        expect(id).toMatch(/^[A-Za-z0-9_-]{21}$/);
      }),
    );
  });
});
