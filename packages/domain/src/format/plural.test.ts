import { describe, expect, it } from 'vitest';
import { plural, pluralCategory, pluralIndex } from './plural';

describe('plural by locale', () => {
  it('Arabic has six categories, Portuguese two', () => {
    expect([0, 1, 2, 3, 11, 100].map((n) => pluralCategory(n, 'ar'))).toEqual(['zero', 'one', 'two', 'few', 'many', 'other']);
    expect([0, 1, 2, 5].map((n) => pluralCategory(n, 'pt'))).toEqual(['one', 'one', 'other', 'other']);
  });
  it('picks forms by category in any locale', () => {
    const ar = { zero: 'z', one: 'o', two: 't', few: 'f', many: 'm', other: 'x' } as const;
    expect([0, 1, 2, 3, 11, 100].map((n) => plural(n, ar, 'ar'))).toEqual(['z', 'o', 't', 'f', 'm', 'x']);
    expect(plural(2, { one: 'dia', other: 'dias' }, 'pt')).toBe('dias');
    expect(plural(1, { one: 'day', other: 'days' }, 'en')).toBe('day');
    expect(plural(3, { other: 'x' }, 'ar')).toBe('x');
  });
  it('three-form lists follow the given Slavic locale', () => {
    expect(plural(22, ['dzień', 'dni', 'dni'], 'pl')).toBe('dni');
    expect(plural(5, ['день', 'дні', 'днів'], 'uk')).toBe('днів');
    expect(pluralIndex(24)).toBe(1);
  });
});
