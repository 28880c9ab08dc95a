import { describe, expect, it, vi } from 'vitest';
import { registerServiceWorker, SERVICE_WORKER_URL, UPDATE_CHECK_INTERVAL_MS, type WorkerContainer } from './service-worker.ts';

/** `navigator.serviceWorker` and the document as plain event targets; a worker taking over is a `controllerchange`. */
function setup({ controlled, registerFails = false }: { controlled: boolean; registerFails?: boolean }) {
  const update = vi.fn(() => Promise.resolve());
  const container = Object.assign(new EventTarget(), {
    controller: controlled ? {} : null,
    register: vi.fn((url: string, options: { scope: string }) => (registerFails ? Promise.reject(new Error('blocked')) : Promise.resolve({ update, url, options }))),
  }) satisfies WorkerContainer;
  const page = Object.assign(new EventTarget(), { visibilityState: 'visible' as DocumentVisibilityState });
  const clock = { now: 1_000_000 };
  const reloadOnce = vi.fn(() => true);
  const start = () => registerServiceWorker({ container, reloadOnce, page: page as never, now: () => clock.now });
  const takeOver = () => container.dispatchEvent(new Event('controllerchange'));
  const show = (state: DocumentVisibilityState) => {
    page.visibilityState = state;
    page.dispatchEvent(new Event('visibilitychange'));
  };
  return { container, update, reloadOnce, start, takeOver, show, clock };
}

describe('registerServiceWorker', () => {
  it('registers /sw.js for the whole site', async () => {
    const { container, start } = setup({ controlled: false });
    await start();
    expect(container.register).toHaveBeenCalledWith(SERVICE_WORKER_URL, { scope: '/' });
  });

  it('the first worker takes over without a reload; a later one reloads the page (through the guard)', async () => {
    const { reloadOnce, start, takeOver } = setup({ controlled: false });
    await start();
    takeOver();
    expect(reloadOnce).not.toHaveBeenCalled();
    takeOver();
    expect(reloadOnce).toHaveBeenCalledTimes(1);
  });

  it('a new worker replacing the one that served the page reloads it', async () => {
    const { reloadOnce, start, takeOver } = setup({ controlled: true });
    await start();
    takeOver();
    expect(reloadOnce).toHaveBeenCalledTimes(1);
  });

  it('looks for a new build when the tab comes back, at most once an hour', async () => {
    const { update, start, show, clock } = setup({ controlled: true });
    await start();
    show('visible');
    expect(update).not.toHaveBeenCalled();
    clock.now += UPDATE_CHECK_INTERVAL_MS;
    show('hidden');
    expect(update).not.toHaveBeenCalled();
    show('visible');
    expect(update).toHaveBeenCalledTimes(1);
    show('visible');
    expect(update).toHaveBeenCalledTimes(1);
  });

  it('listens before the load event, registers after it', async () => {
    const { container, reloadOnce, takeOver } = setup({ controlled: true });
    let load!: () => void;
    const started = registerServiceWorker({ container, reloadOnce, page: new EventTarget() as never, now: () => 0, loaded: new Promise<void>((resolve) => (load = resolve)) });
    takeOver();
    expect(reloadOnce).toHaveBeenCalledTimes(1);
    expect(container.register).not.toHaveBeenCalled();
    load();
    await started;
    expect(container.register).toHaveBeenCalledTimes(1);
  });

  it('a refused registration is only logged', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { start } = setup({ controlled: false, registerFails: true });
    await expect(start()).resolves.toBeUndefined();
    expect(warn).toHaveBeenCalledWith('the service worker could not be registered', expect.any(Error));
    warn.mockRestore();
  });
});
