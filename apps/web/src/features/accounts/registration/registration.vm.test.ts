import { honourSignals, type FakeRegistrationDataPort } from '@casino/adapters/testing';
import { describe, expect, it } from 'vitest';
import { setupRegistration } from './testing.ts';

const names = (vm: Awaited<ReturnType<typeof setupRegistration>>['vm']) => vm.schema.fields.map((f) => f.name);

describe('RegistrationViewModel: tabs and fields', () => {
  it('shows a tab per configured form type and the tab’s fields that the country defines', async () => {
    const { vm, fakes } = await setupRegistration();
    expect(vm.tabs.map((t) => t.id)).toEqual(['email', 'phone']);
    expect(vm.selectedTab?.id).toBe('email');
    expect(names(vm)).toEqual(['email', 'password', 'currency']);
    expect(vm.schema.promo.visible).toBe(true);
    expect(vm.showSocialButtons).toBe(true);
    vm.selectTab('phone');
    expect(names(vm)).toEqual(['mobile', 'password', 'currency']);
    expect(vm.schema.fields.find((f) => f.name === 'mobile')?.required).toBe(true);
    expect(fakes.registration.calls).toEqual(['fields:', 'phones']);
  });

  it('one tab alone shows no switcher; only social shows only the social buttons', async () => {
    const single = await setupRegistration({ overrides: { authTypes: [{ id: 'email', component: 'form', field: 'email' }] } });
    expect(single.vm.tabs).toEqual([]);
    expect(single.vm.showSocialButtons).toBe(false);
    const social = await setupRegistration({ overrides: { authTypes: [{ id: 'social', component: 'social' }] } });
    expect(social.vm.schema.socialOnly).toBe(true);
    expect(social.vm.showSocialButtons).toBe(true);
  });

  it('fast and full: fast asks only the required fields, full requires all of them', async () => {
    const { vm } = await setupRegistration({ kind: 'pt' });
    expect(vm.tabs.map((t) => t.id)).toEqual(['fast', 'full']);
    expect(names(vm)).toEqual(['email', 'password', 'currency']);
    vm.selectTab('full');
    expect(names(vm)).toEqual(['email', 'mobile', 'password', 'currency', 'first_name', 'last_name', 'birth_date', 'country_code']);
    expect(vm.schema.fields.every((f) => f.required)).toBe(true);
  });

  it('presets the currency per the settings and the phone country from the phone settings', async () => {
    const { vm } = await setupRegistration();
    expect(vm.form.value('currency')).toBe('EUR');
    expect(vm.form.phone.country).toBe('GB');
    expect(vm.fields.phoneCountry('BR')?.masks).toEqual(['## ####-####', '## #####-####']);
  });

  it('a failed field load shows the retry state and keeps the submit disabled', async () => {
    const { vm, fakes } = await setupRegistration({ noStart: true });
    fakes.registration.defaultFields = { ok: false, error: { type: 'X', status: 500, message: 'x', fieldErrors: {}, errorData: {} } };
    expect(await vm.start()).toBe(false);
    expect(vm.fields.status).toBe('failed');
    expect(vm.submitDisabled).toBe(true);
    await vm.submit();
    expect(fakes.auth.calls).toHaveLength(0);
    fakes.registration.defaultFields = { ok: true, value: [] };
    expect(await vm.load()).toBe(true);
    expect(fakes.logger.entries.some((e) => e.message.includes('personal data fields'))).toBe(true);
  });
});

describe('RegistrationViewModel: country change', () => {
  it('refetches the fields for the country, resets region, currency and document type', async () => {
    const { vm, fakes } = await setupRegistration({ kind: 'pt' });
    vm.selectTab('full');
    vm.setValue('currency', 'USD');
    vm.setValue('country_code', 'BR');
    await vi_settle();
    expect(fakes.registration.calls).toContain('fields:BR');
    expect(names(vm)).toEqual(expect.arrayContaining(['region', 'document_type', 'document_number']));
    expect(vm.form.value('region')).toBe('SP');
    expect(vm.form.value('document_type')).toBe('cpf');
    expect(vm.form.value('currency')).toBe('USD');
    vm.setValue('region', 'RJ');
    vm.setValue('country_code', 'PT');
    await vi_settle();
    expect(vm.form.value('region')).toBe('LI');
    expect(vm.form.value('document_type')).toBe('');
    expect(names(vm)).not.toContain('document_number');
  });

  it('falls back per changeCountryFallbackValue when the selection is gone', async () => {
    const { vm, fakes } = await setupRegistration({ kind: 'en' });
    fakes.registration.fields.GB = { ok: true, value: [{ sysname: 'currency', type: 'select', params: { is_visible: true, is_required: true }, options: { list: [{ id: 'GBP', name: 'GBP' }] } }, { sysname: 'country_code', type: 'country_code', options: { list: [{ id: 'GB', name: 'GB' }] } }] };
    vm.setValue('country_code', 'GB');
    await vi_settle();
    expect(vm.form.value('currency')).toBe('');
  });
});

describe('RegistrationViewModel after a remount (StrictMode, Activity)', () => {
  /** The view-model already holds the fake: it answers aborted calls as the real adapters do from now on. */
  function honourSignalsInPlace(port: FakeRegistrationDataPort): void {
    const honoured = honourSignals(port);
    port.getPersonalDataFields = honoured.getPersonalDataFields.bind(honoured);
    port.getPhoneSettings = honoured.getPhoneSettings.bind(honoured);
    port.checkPromoCode = honoured.checkPromoCode.bind(honoured);
  }

  it('loads the fields again after a dispose mid-load; the typed promo code stays and its check runs again', async () => {
    const { vm, fakes } = await setupRegistration({ noStart: true });
    honourSignalsInPlace(fakes.registration);
    const start = { query: { promo_code: ['WELCOME100'] } };
    const first = vm.start(start);
    vm.dispose();
    const second = vm.start(start);
    expect(await first).toBe(false);
    expect(await second).toBe(true);
    expect(vm.fields.status).toBe('ready');
    expect(vm.form.value('currency')).toBe('EUR');
    fakes.clock.advance(300);
    await vi_settle();
    expect(vm.promo.status).toBe('valid');
    // the player changed the code; its check was on its way when the form went down
    vm.promo.setValue('EXPIRED');
    fakes.clock.advance(300);
    vm.dispose();
    vm.dispose();
    expect(await vm.start(start)).toBe(true);
    expect(vm.promo.value).toBe('EXPIRED');
    fakes.clock.advance(300);
    await vi_settle();
    expect(vm.promo.errorCode).toBe('INVALID');
    expect(fakes.logger.entries).toEqual([]);
  });
});

const vi_settle = () => new Promise((resolve) => setTimeout(resolve, 0));
