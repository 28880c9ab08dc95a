import { describe, expect, it } from 'vitest';
import { rememberRowSize, rememberTypicalRowSize, rowKey, rowSize, typicalRowSize } from './row-sizes.ts';

describe('hall row sizes', () => {
  it('gives a measured row its own height, and an unmeasured one its shape’s typical height', () => {
    const shape = 'vertical:4:180';
    rememberTypicalRowSize(shape, 300);
    rememberRowSize(rowKey(shape, ['a', 'b', 'c', 'd']), 340);
    expect(rowSize(rowKey(shape, ['a', 'b', 'c', 'd']))).toBe(340);
    expect(rowSize(rowKey(shape, ['e', 'f', 'g', 'h']))).toBe(300);
    expect(typicalRowSize(shape)).toBe(300);
  });

  it('keeps rows of another shape or other games apart', () => {
    rememberRowSize(rowKey('vertical:2:170', ['a', 'b']), 320);
    expect(rowSize(rowKey('vertical:3:170', ['a', 'b']))).toBeUndefined();
    expect(rowSize(rowKey('vertical:2:170', ['a', 'c']))).toBeUndefined();
    expect(rowSize(rowKey('vertical:2:170', ['a']))).toBeUndefined();
  });

  it('forgets the oldest rows first once very many were seen', () => {
    const shape = 'horizontal:1:400';
    rememberRowSize(rowKey(shape, ['first']), 111);
    rememberRowSize(rowKey(shape, ['kept']), 222);
    for (let i = 0; i < 5_000; i++) {
      // a row seen again moves to the newest end
      if (i === 10) rememberRowSize(rowKey(shape, ['kept']), 222);
      rememberRowSize(rowKey(shape, [`row-${i}`]), 100);
    }
    expect(rowSize(rowKey(shape, ['first']))).toBeUndefined();
    expect(rowSize(rowKey(shape, ['kept']))).toBe(222);
    expect(rowSize(rowKey(shape, ['row-4999']))).toBe(100);
  });
});
