import { ClockPort } from '@casino/domain/ports';
import { injectable } from 'inversify';

/** ClockPort over the real clock and timers. */
@injectable()
export class SystemClock implements ClockPort {
  now = () => Date.now();
  setTimeout = (fn: () => void, ms: number) => globalThis.setTimeout(fn, ms);
  clearTimeout = (handle: unknown) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>);
  setInterval = (fn: () => void, ms: number) => globalThis.setInterval(fn, ms);
  clearInterval = (handle: unknown) => globalThis.clearInterval(handle as ReturnType<typeof setInterval>);
}
