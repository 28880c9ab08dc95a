// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createKept } from './kept.ts';

describe('createKept', () => {
  it('makes a thing once per key and drops the least recently used past its bound', () => {
    const made: string[] = [];
    const kept = createKept<string>(2);
    const get = (key: string) => kept(key, () => (made.push(key), key.toUpperCase()));
    expect([get('a'), get('b'), get('a')]).toEqual(['A', 'B', 'A']);
    get('c'); // drops b, used longest ago
    get('a');
    get('b');
    expect(made).toEqual(['a', 'b', 'c', 'b']);
  });
});
