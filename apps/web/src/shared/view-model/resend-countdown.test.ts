import { FakeClock } from '@casino/adapters/testing';
import { describe, expect, it } from 'vitest';
import { ResendCountdown } from './resend-countdown.ts';

// One class for every "send the code again" wait (it replaced the profile's Countdown and sign-in's ResendTimer):
// what each of them did is checked here, and the screens' own tests check them in use.
describe('ResendCountdown', () => {
  it('counts down from a restart by the clock, once a second, and stops its timer when the wait is over', () => {
    const clock = new FakeClock();
    const countdown = new ResendCountdown(clock);
    expect(countdown.running).toBe(false);
    countdown.restart(60);
    expect(countdown.secondsLeft).toBe(60);
    expect(clock.pendingTimers).toBe(1);
    clock.advance(1000);
    expect(countdown.secondsLeft).toBe(59);
    clock.advance(59_000);
    expect(countdown.secondsLeft).toBe(0);
    expect(countdown.running).toBe(false);
    expect(clock.pendingTimers).toBe(0);
  });

  it('a stop freezes the count a screen no longer shows; run() reads the clock at once and ticks on', () => {
    const clock = new FakeClock();
    const countdown = new ResendCountdown(clock);
    countdown.restart(60);
    countdown.stop();
    clock.advance(20_000);
    expect(countdown.secondsLeft).toBe(60);
    countdown.run();
    countdown.run(); // a second effect run (StrictMode) adds no second timer
    expect(countdown.secondsLeft).toBe(40);
    expect(clock.pendingTimers).toBe(1);
    clock.advance(10_000);
    expect(countdown.secondsLeft).toBe(30);
  });

  it('a restart replaces the wait (a refusal naming another one), and after the end starts ticking again', () => {
    const clock = new FakeClock();
    const countdown = new ResendCountdown(clock);
    countdown.restart(60);
    clock.advance(10_000);
    countdown.restart(42);
    expect(countdown.secondsLeft).toBe(42);
    clock.advance(42_000);
    expect(countdown.running).toBe(false);
    countdown.restart(5);
    clock.advance(2000);
    expect(countdown.secondsLeft).toBe(3);
    countdown.restart(0);
    expect(countdown.running).toBe(false);
    expect(clock.pendingTimers).toBe(0);
  });
});
