import type { FormFieldDefinition } from '@casino/domain/registration';
import { FakeClock, FakeProfilePort, FakeRegistrationDataPort, RecordingLogger, failure, fieldFailure, honourSignals, playerProfile, ok, err } from '@casino/adapters/testing';
import { describe, expect, it, vi } from 'vitest';
import { PersonalDataViewModel } from './personal-data.vm.ts';

const def = (sysname: string, type: string, required = false, options: FormFieldDefinition['options'] = {}): FormFieldDefinition => ({
  sysname, type, params: { is_visible: true, is_required: required }, options,
});
const countries = { list: [{ id: 'GB', name: 'United Kingdom' }, { id: 'BR', name: 'Brazil' }] };
const GB = [def('email', 'input', true), def('first_name', 'input'), def('last_name', 'input'), def('birth_date', 'date'), def('country_code', 'country_code', true, countries), def('postcode', 'input')];
const BR = [
  def('first_name', 'input', true), def('last_name', 'input', true), def('birth_date', 'date', true), def('country_code', 'country_code', true, countries),
  def('region', 'region', false, { list: [{ id: 'SP', name: 'São Paulo' }, { id: 'RJ', name: 'Rio' }] }),
  def('document_type', 'select', true, { list: [{ id: 'cpf', name: 'CPF' }] }), def('document_number', 'input', true),
];

async function setup(values = { first_name: 'Ann', country_code: 'GB', birth_date: '1990-05-01' }) {
  const profile = new FakeProfilePort();
  profile.profile = ok(playerProfile(values));
  const data = new FakeRegistrationDataPort();
  data.fields = { GB: ok(GB), BR: ok(BR) };
  const vm = new PersonalDataViewModel(profile, data, new FakeClock(Date.UTC(2026, 0, 1)), new RecordingLogger());
  await vm.load();
  return { vm, profile, data };
}

describe('PersonalDataViewModel', () => {
  it('loads the profile and its fields again after a remount disposed it mid-load (StrictMode, Activity)', async () => {
    const profile = new FakeProfilePort();
    profile.profile = ok(playerProfile({ first_name: 'Ann', country_code: 'GB', birth_date: '1990-05-01' }));
    const data = new FakeRegistrationDataPort();
    data.fields = { GB: ok(GB) };
    const logger = new RecordingLogger();
    const vm = new PersonalDataViewModel(honourSignals(profile), honourSignals(data), new FakeClock(Date.UTC(2026, 0, 1)), logger);
    const first = vm.load();
    vm.dispose();
    const second = vm.load();
    await Promise.all([first, second]);
    expect(vm.status).toBe('ready');
    expect(vm.fieldsStatus).toBe('ready');
    expect(vm.value('first_name')).toBe('Ann');
    expect(logger.entries).toEqual([]);
    vm.dispose();
    vm.dispose();
    await vm.load();
    expect(vm.status).toBe('ready');
    expect(vm.fieldsStatus).toBe('ready');
  });

  it('holds its placeholder until the fields of the country have first answered, and not while they are read again', async () => {
    const profile = new FakeProfilePort();
    profile.profile = ok(playerProfile({ first_name: 'Ann', country_code: 'GB', birth_date: '1990-05-01' }));
    const data = new FakeRegistrationDataPort();
    data.fields = { GB: ok(GB), BR: ok(BR) };
    let answer = () => {};
    const gate = new Promise<void>((resolve) => (answer = resolve));
    const fields = data.getPersonalDataFields.bind(data);
    data.getPersonalDataFields = async (...args: Parameters<typeof fields>) => {
      await gate;
      return fields(...args);
    };
    const vm = new PersonalDataViewModel(profile, data, new FakeClock(Date.UTC(2026, 0, 1)), new RecordingLogger());
    const loading = vm.load();
    expect(vm.placeholder).toBe(true);
    await vi.waitFor(() => expect(vm.status).toBe('ready'));
    // the profile is there, but a form without its fields is a Save button: the placeholder stays
    expect(vm.placeholder).toBe(true);
    answer();
    await loading;
    expect(vm.placeholder).toBe(false);
    vm.setValue('country_code', 'BR');
    expect(vm.fieldsStatus).toBe('loading');
    expect(vm.placeholder).toBe(false);
  });

  it('keeps the form and what the player typed when the screen comes back and the profile is read again', async () => {
    const { vm, profile } = await setup();
    vm.setValue('first_name', 'Annabel');
    vm.dispose();
    const reread = vm.load();
    expect(vm.status).toBe('ready');
    await reread;
    expect(vm.value('first_name')).toBe('Annabel');
    expect(vm.dirty).toBe(true);
    profile.profile = ok(playerProfile({ first_name: 'Bea', country_code: 'GB', birth_date: '1990-05-01' }));
    vm.setValue('first_name', 'Bea');
    await vm.load();
    // nothing typed is left unsaved: the re-read shows what the server holds
    expect(vm.dirty).toBe(false);
  });

  it('shows the profile with the fields of its country, dates as dd.mm.yyyy, contacts left to their own section', async () => {
    const { vm, data } = await setup();
    expect(vm.status).toBe('ready');
    expect(data.calls).toEqual(['fields:GB']);
    expect(vm.fields.map((f) => f.name)).toEqual(['first_name', 'last_name', 'birth_date', 'country_code', 'postcode']);
    expect(vm.value('birth_date')).toBe('01.05.1990');
    expect(vm.dirty).toBe(false);
  });

  it('refetches the fields when the country changes and picks the first region of the new country', async () => {
    const { vm, data } = await setup();
    vm.setValue('country_code', 'BR');
    await Promise.resolve();
    await new Promise((r) => setTimeout(r, 0));
    expect(data.calls).toEqual(['fields:GB', 'fields:BR']);
    expect(vm.fields.map((f) => f.name)).toContain('document_number');
    expect(vm.value('region')).toBe('SP');
    expect(vm.dirty).toBe(true);
  });

  it('does not send a form that breaks the rules, and says which fields are wrong', async () => {
    const { vm, profile } = await setup();
    vm.setValue('first_name', 'Ann2');
    vm.setValue('birth_date', '01.01.2020');
    expect(vm.problem('first_name')).toBeUndefined(); // not before the player tries to save
    expect(await vm.save()).toBe(false);
    expect(profile.callsOf('saveProfile')).toEqual([]);
    expect(vm.problem('first_name')).toEqual({ key: 'wrongSymbolsName' });
    expect(vm.problem('birth_date')).toMatchObject({ key: 'maxValue' }) // younger than 18;
  });

  it('saves the visible fields once, dates back as YYYY-MM-DD, and is clean afterwards', async () => {
    const { vm, profile } = await setup();
    vm.setValue('last_name', 'Smith ');
    let open = () => {};
    profile.gate = new Promise((resolve) => (open = resolve));
    const first = vm.save();
    const second = vm.save();
    expect(vm.saving).toBe(true);
    open();
    expect(await first).toBe(true);
    expect(await second).toBe(false);
    expect(profile.callsOf('saveProfile')).toEqual([[{ first_name: 'Ann', last_name: 'Smith', birth_date: '1990-05-01', country_code: 'GB', postcode: '' }]]);
    expect(vm.dirty).toBe(false);
    expect(vm.notice).toBe('saved');
  });

  it('puts server field errors on their fields and keeps what was typed', async () => {
    const { vm, profile } = await setup();
    vm.setValue('postcode', '12345');
    profile.results.saveProfile = err(fieldFailure({ postcode: 'Wrong postcode for the country', country: 'Unknown country' }));
    expect(await vm.save()).toBe(false);
    // said in the catalog's words for the code (the server writes English on every page)
    expect(vm.problem('postcode')).toMatchObject({ message: { message: 'Wrong postcode' } });
    expect(vm.problem('country_code')).toMatchObject({ message: { message: 'Unknown country' } });
    expect(vm.value('postcode')).toBe('12345');
    expect(vm.dirty).toBe(true);
    vm.setValue('postcode', '123456');
    expect(vm.problem('postcode')).toBeUndefined();
  });

  it('a server that does not answer leaves the input and says so', async () => {
    const { vm, profile } = await setup();
    vm.setValue('first_name', 'Anna');
    profile.results.saveProfile = err(failure('NetworkError', 0));
    expect(await vm.save()).toBe(false);
    expect(vm.notice).toBe('unavailable');
    expect(vm.value('first_name')).toBe('Anna');
  });

  it('a profile that fails to load shows the failed state, and loads on retry', async () => {
    const profile = new FakeProfilePort();
    profile.profile = err(failure());
    const data = new FakeRegistrationDataPort();
    const vm = new PersonalDataViewModel(profile, data, new FakeClock(), new RecordingLogger());
    await vm.load();
    expect(vm.status).toBe('failed');
    profile.profile = ok(playerProfile());
    await vm.load();
    expect(vm.status).toBe('ready');
  });
});
