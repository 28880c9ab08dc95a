import { describe, expect, it } from 'vitest';
import { ImageCache } from './image-cache.ts';

const image = (bytes: number) => ({ status: 200, headers: {}, body: Buffer.alloc(bytes) });

describe('ImageCache', () => {
  it('answers what it stored', () => {
    const cache = new ImageCache(100);
    const a = image(10);
    cache.set('/a', a);
    expect(cache.get('/a')).toBe(a);
    expect(cache.get('/b')).toBeUndefined();
  });

  it('drops the least recently used once the bytes pass the bound', () => {
    const cache = new ImageCache(30);
    cache.set('/a', image(10));
    cache.set('/b', image(10));
    cache.set('/c', image(10));
    cache.get('/a'); // /b is now the oldest
    cache.set('/d', image(10));
    expect(cache.get('/b')).toBeUndefined();
    expect(cache.get('/a')).toBeDefined();
    expect(cache.get('/c')).toBeDefined();
    expect(cache.get('/d')).toBeDefined();
  });

  it('counts a replaced entry once and never keeps one larger than the bound', () => {
    const cache = new ImageCache(30);
    cache.set('/a', image(20));
    cache.set('/a', image(20));
    cache.set('/b', image(10));
    expect(cache.size).toBe(2);
    cache.set('/huge', image(31));
    expect(cache.get('/huge')).toBeUndefined();
    expect(cache.size).toBe(2);
  });
});
