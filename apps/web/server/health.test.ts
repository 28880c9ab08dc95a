// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createReadiness, type ReadinessOptions } from './health.ts';
import type { RendererState } from './rendered-pages.ts';

function readiness(overrides: Partial<ReadinessOptions> = {}) {
  const state = { started: true, serving: true, renderer: 'warm' as RendererState, backend: true, asked: 0, now: 0 };
  const ready = createReadiness({
    started: () => state.started,
    serving: () => state.serving,
    renderer: () => state.renderer,
    backendAnswers: async () => (state.asked++, state.backend),
    cacheMs: 2_000,
    now: () => state.now,
    ...overrides,
  });
  return { state, ready };
}

describe('readiness (/readyz)', () => {
  it('is ready once started, with a warm renderer (or none in the build) and a backend that answers', async () => {
    const { state, ready } = readiness();
    expect(await ready()).toEqual({ ready: true });
    state.renderer = 'none';
    state.now += 5_000;
    expect(await ready()).toEqual({ ready: true });
  });

  it('says why it is not ready, the first reason first', async () => {
    const { state, ready } = readiness();
    state.started = false;
    state.renderer = 'warming';
    expect(await ready()).toEqual({ ready: false, reason: expect.stringContaining('starting') });
    state.started = true;
    expect(await ready()).toEqual({ ready: false, reason: 'the page renderer is warming up' });
    state.renderer = 'failed';
    expect(await ready()).toEqual({ ready: false, reason: expect.stringContaining('could not be loaded') });
    state.renderer = 'warm';
    state.backend = false;
    expect(await ready()).toEqual({ ready: false, reason: 'the backend does not answer' });
    state.serving = false;
    expect(await ready()).toEqual({ ready: false, reason: 'shutting down' });
  });

  it('asks the backend at most once per interval, one question for probes arriving together; a probe that throws is no answer', async () => {
    const { state, ready } = readiness();
    await Promise.all([ready(), ready(), ready()]);
    await ready();
    expect(state.asked).toBe(1);
    state.now += 2_000;
    state.backend = false;
    expect(await ready()).toMatchObject({ ready: false });
    expect(state.asked).toBe(2);
    const failing = readiness({ backendAnswers: () => Promise.reject(new Error('ECONNREFUSED')) });
    expect(await failing.ready()).toEqual({ ready: false, reason: 'the backend does not answer' });
  });
});
