import { afterEach, describe, expect, it, vi } from 'vitest';
import { touchIntl, warmIntl, type IntlWarmupWorker } from './warm-intl.ts';

class FakeWorker implements IntlWarmupWorker {
  onmessage: ((event: MessageEvent) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  sent: (readonly (string | undefined)[])[] = [];
  terminated = false;
  postMessage(message: readonly (string | undefined)[]) {
    this.sent.push(message);
  }
  terminate() {
    this.terminated = true;
  }
}

describe('touchIntl', () => {
  it('never throws, whatever tags the browser or the page report', () => {
    expect(() => touchIntl(['pt-BR', 'not a language tag!', undefined, ''])).not.toThrow();
  });
});

describe('warmIntl', () => {
  afterEach(() => vi.useRealTimers());

  it('sends the tags to the worker, resolves when it answers and ends it', async () => {
    const worker = new FakeWorker();
    const done = vi.fn();
    const warm = warmIntl(['ar', 'en-US'], () => worker).then(done);
    expect(worker.sent).toEqual([['ar', 'en-US']]);
    await Promise.resolve();
    expect(done).not.toHaveBeenCalled();
    worker.onmessage!(new MessageEvent('message', { data: 'warm' }));
    await warm;
    expect(done).toHaveBeenCalled();
    expect(worker.terminated).toBe(true);
  });

  it('stops waiting for a slow worker after the wait, leaving it to finish', async () => {
    vi.useFakeTimers();
    const worker = new FakeWorker();
    const done = vi.fn();
    void warmIntl(['en'], () => worker, 300).then(done);
    await vi.advanceTimersByTimeAsync(299);
    expect(done).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(done).toHaveBeenCalled();
    expect(worker.terminated).toBe(false);
  });

  it('makes the calls on this thread when no worker starts or the worker fails', async () => {
    const supported = vi.spyOn(Intl.DateTimeFormat, 'supportedLocalesOf');
    await warmIntl(['pt'], () => undefined);
    expect(supported).toHaveBeenCalledWith(['pt']);
    await warmIntl(['ru'], () => {
      throw new Error('refused by the page policy');
    });
    expect(supported).toHaveBeenCalledWith(['ru']);
    const failing = new FakeWorker();
    const warm = warmIntl(['ar'], () => failing);
    failing.onerror!(new Event('error') as ErrorEvent);
    await warm;
    expect(supported).toHaveBeenCalledWith(['ar']);
    expect(failing.terminated).toBe(true);
    supported.mockRestore();
  });
});
