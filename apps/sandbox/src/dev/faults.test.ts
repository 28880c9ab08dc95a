import { describe, expect, it } from 'vitest';
import { Faults, statusType } from './faults.ts';

describe('injected faults', () => {
  it('an unscoped fault reaches every request, a scoped one only requests of its scope', () => {
    const faults = new Faults();
    faults.add({ method: 'games.get', status: 500, times: -1, scope: 'test-a' });
    expect(faults.take('games.get', '/api/games.get', undefined)).toBeUndefined();
    expect(faults.take('games.get', '/api/games.get', 'test-b')).toBeUndefined();
    expect(faults.take('games.get', '/api/games.get', 'test-a')).toMatchObject({ status: 500 });
    faults.add({ method: '/api/games.get', status: 503 });
    expect(faults.take('games.get', '/api/games.get', 'test-b')).toMatchObject({ status: 503 });
    expect(faults.take('games.get', '/api/games.get', 'test-b')).toBeUndefined();
  });

  it('lists and clears one scope without touching the others', () => {
    const faults = new Faults();
    faults.add({ method: 'a', status: 500, scope: 'one' });
    faults.add({ method: 'b', status: 500, scope: 'two' });
    faults.add({ method: 'c', status: 500 });
    expect(faults.list('one').map((f) => f.method)).toEqual(['a']);
    faults.clear('one');
    expect(faults.list().map((f) => f.method)).toEqual(['b', 'c']);
    faults.clear();
    expect(faults.list()).toEqual([]);
  });

  it('refuses an empty scope', () => {
    expect(() => new Faults().add({ method: 'a', status: 500, scope: '' })).toThrow(/scope/);
  });

  it('a 429 carries the catalogue TooManyRequestsException, with or without the type given', () => {
    const faults = new Faults();
    faults.add({ method: 'bonuses.get', status: 429, type: 'TooManyRequestsException', times: -1, scope: 'm' });
    expect(faults.take('bonuses.get', '/api/bonuses.get', 'm')).toMatchObject({ status: 429, type: 'TooManyRequestsException' });
    expect(statusType(429)).toBe('TooManyRequestsException');
    expect(statusType(500)).toBe('InternalServerErrorException');
  });

  it('a held call waits out its delay, or goes on when its scope is released; release settles once it was answered', async () => {
    const faults = new Faults();
    const order: string[] = [];
    const one = faults.hold(60_000, 'one');
    const two = faults.hold(60_000, 'two');
    void one.wait.then(() => {
      order.push('one answered');
      one.finish();
    });
    const released = await faults.release('one');
    order.push(`released ${released}`);
    expect(order).toEqual(['one answered', 'released 1']);
    let twoDone = false;
    void two.wait.then(() => (twoDone = true));
    await Promise.resolve();
    expect(twoDone).toBe(false); // another scope's call is still held
    const short = faults.hold(5, 'three');
    await short.wait; // its own delay ends it
    short.finish();
    expect(await faults.release('three')).toBe(0);
    two.finish();
  });
});
