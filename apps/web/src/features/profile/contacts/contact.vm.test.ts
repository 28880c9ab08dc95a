import { FakeClock, FakeProfilePort, FakeRegistrationDataPort, MemoryLocalStorage, RecordingLogger, err, failure, fieldFailure, profileContact } from '@casino/adapters/testing';
import { CONFIRM_SENT_KEY } from '@casino/domain/hints';
import type { ContactType, ProfileContact } from '@casino/domain/ports';
import { describe, expect, it } from 'vitest';
import { HintBanners } from '../../../shared/services/hint-banners.ts';
import { ContactViewModel } from './contact.vm.ts';

async function setup(type: ContactType, saved?: ProfileContact) {
  const profile = new FakeProfilePort();
  const storage = new MemoryLocalStorage();
  const clock = new FakeClock();
  const banners = new HintBanners();
  banners.show('confirmEmail');
  const vm = new ContactViewModel(profile, new FakeRegistrationDataPort(), storage, clock, new RecordingLogger(), banners);
  await vm.start(type, saved);
  return { vm, profile, storage, clock, banners };
}

describe('ContactViewModel', () => {
  it('shows a saved phone as its country and national number, and sends it back with the dial code', async () => {
    const { vm, profile } = await setup('phone', profileContact('phone', '447700900123', { phoneCountryCode: 'GB' }));
    expect(vm.phoneCountry).toBe('GB');
    expect(vm.value).toBe('7700900123');
    expect(vm.dirty).toBe(false);
    vm.setValue('7700900456');
    expect(vm.dirty).toBe(true);
    expect(await vm.save()).toBe(true);
    expect(profile.callsOf('addContact')).toEqual([['phone', '447700900456', 'GB']]);
    expect(vm.dirty).toBe(false);
    expect(vm.awaitingConfirmation).toBe(true);
  });

  it('keeps what the player typed when the card comes back after a remount, and shows a newly saved contact', async () => {
    const saved = profileContact('email', 'ann@example.com');
    const { vm } = await setup('email', saved);
    vm.setValue('annabel@example.com');
    vm.dispose();
    await vm.start('email', saved);
    expect(vm.value).toBe('annabel@example.com');
    const phone = profileContact('phone', '447700900123', { phoneCountryCode: 'GB' });
    await vm.start('phone', phone);
    vm.setValue('7700900456');
    vm.dispose();
    await vm.start('phone', phone);
    expect(vm.value).toBe('7700900456');
    // another saved contact is a new start: it replaces the field
    await vm.start('email', profileContact('email', 'bea@example.com'));
    expect(vm.value).toBe('bea@example.com');
  });

  it('keeps a number typed while the phone settings load, under the default country', async () => {
    const data = new FakeRegistrationDataPort();
    let answer!: () => void;
    const settings = data.phones;
    data.getPhoneSettings = () => new Promise((resolve) => (answer = () => resolve(settings)));
    const vm = new ContactViewModel(new FakeProfilePort(), data, new MemoryLocalStorage(), new FakeClock(), new RecordingLogger(), new HintBanners());
    const started = vm.start('phone', undefined);
    vm.setValue('7700900456');
    answer();
    await started;
    expect(vm.value).toBe('7700900456');
    expect(vm.phoneCountry).not.toBe('');
    expect(vm.dirty).toBe(true);
  });

  it('a wrong format is not sent; a refusal marks the field invalid with the server’s reason or the format message', async () => {
    const { vm, profile } = await setup('email');
    vm.setValue('not-an-email');
    expect(await vm.save()).toBe(false);
    expect(vm.problem).toEqual({ key: 'wrongEmailAddress' });
    expect(profile.callsOf('addContact')).toEqual([]);
    vm.setValue('ann@example.com');
    profile.results.addContact = err(fieldFailure({ contact: 'This e-mail is already registered' }, 'taken'));
    expect(await vm.save()).toBe(false);
    expect(vm.problem).toMatchObject({ message: { message: 'This e-mail is already registered' } });
    expect(vm.dirty).toBe(true);
    profile.results.addContact = err({ ...failure('InvalidParameterException', 400), fieldErrors: {} });
    vm.setValue('ann2@example.com');
    expect(await vm.save()).toBe(false);
    expect(vm.problem).toEqual({ key: 'wrongEmailAddress' });
  });

  it('sends a code once, sets the confirm_sent flag and allows another only after the countdown', async () => {
    const { vm, profile, storage, clock, banners } = await setup('email', profileContact('email', 'ann@example.com'));
    expect(vm.awaitingConfirmation).toBe(true);
    expect(await vm.sendCode()).toBe(true);
    expect(storage.get(CONFIRM_SENT_KEY)).toBe(true);
    expect(banners.active).toEqual([]); // the confirm-contacts hint is done
    expect(vm.countdown.secondsLeft).toBe(60);
    expect(await vm.sendCode()).toBe(false);
    clock.advance(30_000);
    expect(vm.countdown.secondsLeft).toBe(30);
    clock.advance(30_000);
    expect(vm.countdown.running).toBe(false);
    expect(await vm.sendCode()).toBe(true);
    expect(profile.callsOf('sendConfirmation')).toEqual([['email'], ['email']]);
  });

  it('confirms with the code; a wrong code shows the contact code error and keeps the code', async () => {
    const { vm, profile } = await setup('phone', profileContact('phone', '447700900123'));
    await vm.sendCode();
    vm.setCode('12');
    expect(await vm.confirm()).toBe(false);
    expect(vm.codeProblem).toEqual({ key: 'twoFaErrorCodeDigits' });
    vm.setCode('000000');
    profile.results.confirmContact = err(fieldFailure({ code: 'Wrong confirmation code' }));
    expect(await vm.confirm()).toBe(false);
    expect(vm.codeProblem).toEqual({ id: 'profile.smsCodeError' });
    expect(vm.code).toBe('000000');
    delete profile.results.confirmContact;
    vm.setCode('123456');
    expect(await vm.confirm()).toBe(true);
    expect(vm.confirmed).toBe(true);
    expect(profile.callsOf('confirmContact').at(-1)).toEqual(['phone', '123456']);
  });

  it('the countdown ticks again when the card comes back after a remount disposed it (StrictMode, Activity)', async () => {
    const { vm, clock } = await setup('email', profileContact('email', 'ann@example.com'));
    expect(await vm.sendCode()).toBe(true);
    vm.dispose();
    vm.dispose();
    await vm.start('email', profileContact('email', 'ann@example.com'));
    clock.advance(30_000);
    expect(vm.countdown.secondsLeft).toBe(30);
    clock.advance(30_000);
    expect(vm.countdown.running).toBe(false);
    expect(clock.pendingTimers).toBe(0);
    expect(await vm.sendCode()).toBe(true);
  });

  it('a send that gets no answer says so and starts no countdown', async () => {
    const { vm, profile } = await setup('email', profileContact('email', 'ann@example.com'));
    profile.results.sendConfirmation = err(failure('NetworkError', 0));
    expect(await vm.sendCode()).toBe(false);
    expect(vm.notice).toBe('unavailable');
    expect(vm.countdown.running).toBe(false);
    expect(vm.codeSent).toBe(false);
  });
});
