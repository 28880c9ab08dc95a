import { describe, expect, it } from 'vitest';
import { Loads } from './loads.ts';

describe('Loads', () => {
  it('gives each load a fresh signal and aborts the previous load of the same thing only', () => {
    const loads = new Loads();
    const first = loads.begin('settings');
    const banks = loads.begin('banks');
    const second = loads.begin('settings');
    expect(first.aborted).toBe(true);
    expect(second.aborted).toBe(false);
    expect(banks.aborted).toBe(false);
  });

  it('aborts everything in flight on dispose, and loads begun after it run normally', () => {
    const loads = new Loads();
    const before = loads.begin();
    loads.dispose();
    loads.dispose();
    expect(before.aborted).toBe(true);
    const after = loads.begin();
    expect(after.aborted).toBe(false);
    loads.dispose();
    expect(after.aborted).toBe(true);
  });

  it('cancels one load by name', () => {
    const loads = new Loads();
    const search = loads.begin('search');
    const page = loads.begin('page');
    loads.cancel('search');
    loads.cancel('nothing');
    expect(search.aborted).toBe(true);
    expect(page.aborted).toBe(false);
  });
});
