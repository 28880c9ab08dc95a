import { FakeClock, FakeRegistrationDataPort, RecordingLogger, failure, honourSignals } from '@casino/adapters/testing';
import { err } from '@casino/domain/shared';
import { describe, expect, it } from 'vitest';
import { PromoCodeModel } from './promo-code.model.ts';
import { setupRegistration, settle } from './testing.ts';

describe('promo code', () => {
  it('checks 300 ms after the last change: loading, then valid', async () => {
    const { vm, fakes } = await setupRegistration();
    expect(vm.promo.open).toBe(false);
    vm.promo.setOpen(true);
    vm.promo.setValue('WELCOME');
    fakes.clock.advance(200);
    vm.promo.setValue('WELCOME100');
    expect(vm.promo.status).toBe('checking');
    fakes.clock.advance(299);
    expect(fakes.registration.calls.filter((c) => c.startsWith('check:'))).toEqual([]);
    fakes.clock.advance(1);
    await settle();
    expect(fakes.registration.calls.filter((c) => c.startsWith('check:'))).toEqual(['check:WELCOME100']);
    expect(vm.promo.status).toBe('valid');
    expect(vm.promo.errorCode).toBeUndefined();
  });

  it('an unknown code is invalid; a failing check counts as invalid (and is logged)', async () => {
    const { vm, fakes } = await setupRegistration();
    vm.promo.setOpen(true);
    vm.promo.setValue('EXPIRED');
    fakes.clock.advance(300);
    await settle();
    expect(vm.promo.errorCode).toBe('INVALID');
    fakes.registration.promoFailure = err(failure());
    vm.promo.setValue('WELCOME100');
    fakes.clock.advance(300);
    await settle();
    expect(vm.promo.status).toBe('invalid');
    expect(fakes.logger.entries.some((e) => e.message.includes('promo'))).toBe(true);
  });

  it('a stale answer is dropped when the code changed meanwhile; blank codes are not checked', async () => {
    const { vm, fakes } = await setupRegistration();
    vm.promo.setOpen(true);
    vm.promo.setValue('EXPIRED');
    fakes.clock.advance(300); // the check is on its way
    vm.promo.setValue('WELCOME100');
    await settle(); // the EXPIRED answer arrives: stale
    expect(vm.promo.status).toBe('checking');
    fakes.clock.advance(300);
    await settle();
    expect(vm.promo.status).toBe('valid');
    vm.promo.setValue('  ');
    expect(vm.promo.status).toBe('idle');
    expect(fakes.clock.pendingTimers).toBe(0);
  });

  it('only the promo code invalid does not stop the submit; the toggle off sends no code', async () => {
    const { vm, fakes } = await setupRegistration();
    vm.setValue('email', 'new@example.com');
    vm.setValue('password', 'secret12');
    vm.form.setTerms(true);
    vm.promo.setOpen(true);
    vm.promo.setValue('EXPIRED');
    fakes.clock.advance(300);
    await settle();
    expect(vm.errorNames).toEqual(['promo_code']);
    expect(vm.submitDisabled).toBe(false);
    vm.promo.setOpen(false);
    expect(vm.promo.errorCode).toBeUndefined();
    await vm.submit();
    expect(fakes.auth.callsOf('register')[0]).not.toHaveProperty('promo_code');
  });

  it('promo_code in the address replaces the stored one (the last of several); otherwise the stored one is used', async () => {
    const fromQuery = await setupRegistration({ start: { query: { promo_code: ['OLD', 'FREESPINS'] } } });
    expect(fromQuery.vm.promo.open).toBe(true);
    expect(fromQuery.vm.promo.value).toBe('FREESPINS');
    expect(fromQuery.fakes.storage.get('promo_code')).toBe('FREESPINS');
    const stored = await setupRegistration({ noStart: true });
    stored.fakes.storage.set('promo_code', 'WELCOME100');
    await stored.vm.start({ query: {} });
    expect(stored.vm.promo.value).toBe('WELCOME100');
    stored.fakes.clock.advance(300);
    await settle();
    expect(stored.vm.promo.status).toBe('valid');
  });

  it('a check the form going down stopped runs again when it comes back; a finished verdict stays', async () => {
    const port = new FakeRegistrationDataPort();
    const clock = new FakeClock();
    const logger = new RecordingLogger();
    const promo = new PromoCodeModel(honourSignals(port), clock, logger, true);
    promo.setValue('EXPIRED');
    clock.advance(300); // the check is on its way
    promo.dispose();
    promo.resume();
    expect(promo.status).toBe('checking');
    clock.advance(300);
    await settle();
    expect(promo.status).toBe('invalid');
    expect(port.calls).toEqual(['check:EXPIRED', 'check:EXPIRED']);
    expect(logger.entries).toEqual([]);
    promo.dispose();
    promo.dispose();
    promo.resume();
    expect(promo.errorCode).toBe('INVALID');
    expect(clock.pendingTimers).toBe(0);
    promo.setValue('WELCOME100');
    clock.advance(300);
    await settle();
    expect(promo.status).toBe('valid');
  });

  it('the pt form shows the promo field open by default', async () => {
    const { vm } = await setupRegistration({ kind: 'pt' });
    expect(vm.promo.open).toBe(true);
    vm.dispose();
  });
});

describe('promo code from the landing address', () => {
  it('stores the last promo_code of the address; leaves the stored one otherwise', async () => {
    const { capturePromoCode } = await import('./promo-code-capture.ts');
    const { MemoryLocalStorage } = await import('@casino/adapters/testing');
    const storage = new MemoryLocalStorage();
    storage.set('promo_code', 'OLD');
    capturePromoCode('?a=1', storage);
    expect(storage.get('promo_code')).toBe('OLD');
    capturePromoCode('?promo_code=X&promo_code=WELCOME100', storage);
    expect(storage.get('promo_code')).toBe('WELCOME100');
  });
});
