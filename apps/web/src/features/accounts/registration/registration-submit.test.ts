import { failure } from '@casino/adapters/testing';
import { err } from '@casino/domain/shared';
import type { ApiFailure } from '@casino/domain/ports';
import { describe, expect, it } from 'vitest';
import { gate } from '../panel-kit/testing.ts';
import { setupRegistration, settle } from './testing.ts';

type Setup = Awaited<ReturnType<typeof setupRegistration>>;

function fill(vm: Setup['vm']) {
  vm.setValue('email', 'new@example.com');
  vm.setValue('password', 'secret12');
  vm.form.setTerms(true);
}

const invalid = (fieldErrors: ApiFailure['fieldErrors'], errorData: ApiFailure['errorData'] = {}): ApiFailure => ({
  ...failure('InvalidParameterException', 400, 'Invalid parameters'), fieldErrors, errorData,
});

describe('RegistrationViewModel: submit', () => {
  it('sends the visible fields, flags and locale; empty values are omitted', async () => {
    const { vm, fakes } = await setupRegistration();
    fill(vm);
    await vm.submit();
    expect(fakes.auth.callsOf('register')).toEqual([
      { email: 'new@example.com', password: 'secret12', currency: 'EUR', login: 'new@example.com', notify: '1', locale: 'en' },
    ]);
    expect(fakes.analytics.events[0]).toEqual({ event: 'sign_up_click', params: { auth_type: 'email' } });
  });

  it('phone tab: the phone goes with its dial code and country', async () => {
    const { vm, fakes } = await setupRegistration();
    vm.selectTab('phone');
    vm.setPhone('GB', '7911123456', 'mobile');
    vm.setValue('password', 'secret12');
    vm.form.setTerms(true);
    vm.form.setNotify(false);
    await vm.submit();
    expect(fakes.auth.callsOf('register')[0]).toEqual({
      phone: '447911123456', phone_country_code: 'GB', login: '447911123456', password: 'secret12', currency: 'EUR', notify: '0', locale: 'en',
    });
  });

  it('full tab: birth date as yyyy-mm-dd, country, region, document and the bettor answer', async () => {
    const { vm, fakes } = await setupRegistration({ kind: 'pt' });
    vm.selectTab('full');
    vm.setValue('country_code', 'BR');
    await settle();
    Object.entries({ email: 'a@b.co', password: 'secret12', first_name: 'João', last_name: 'Silva', birth_date: '05.03.1990', document_number: '123.456.789-09' })
      .forEach(([k, v]) => vm.setValue(k, v));
    vm.setPhone('BR', '11987654321', 'mobile');
    vm.form.setTerms(true);
    await vm.submit();
    expect(fakes.auth.callsOf('register')[0]).toMatchObject({
      birth_date: '1990-03-05', country_code: 'BR', region: 'SP', document_type: 'cpf', document_number: '123.456.789-09', is_betting: '1', phone: '5511987654321',
    });
  });

  it('cannot be sent twice while pending; a failure keeps every typed value', async () => {
    const { vm, fakes } = await setupRegistration();
    fill(vm);
    const g = gate();
    fakes.auth.gate = g.promise;
    fakes.auth.registerResult = err(invalid({ email: [{ code: 'taken', message: 'This e-mail is already registered' }] }));
    const first = vm.submit();
    await vm.submit();
    expect(vm.status).toBe('submitting');
    expect(vm.submitDisabled).toBe(true);
    g.open();
    await first;
    expect(fakes.auth.callsOf('register')).toHaveLength(1);
    expect(vm.status).toBe('idle');
    expect(vm.form.values).toMatchObject({ email: 'new@example.com', password: 'secret12' });
    expect(vm.problem('email')).toEqual({ field: 'email', code: 'taken', text: 'This e-mail is already registered' });
    expect(fakes.analytics.events.at(-1)).toEqual({ event: 'registration_error', params: { code: 'InvalidParameterException', status: 400 } });
    vm.setValue('email', 'other@example.com');
    expect(vm.problem('email')).toBeUndefined();
  });

  it('maps phone → mobile and the promo reason; a field not on the form gives the general notice', async () => {
    const { vm, fakes } = await setupRegistration();
    vm.selectTab('phone');
    vm.setPhone('GB', '7911123456', 'mobile');
    vm.setValue('password', 'secret12');
    vm.form.setTerms(true);
    vm.promo.prefill('EXPIRED');
    fakes.auth.registerResult = err(invalid({ phone: [{ code: 'taken', message: 'x' }], promo_code: [{ code: 'EXPIRED', message: 'y' }] }, { promo_code: ['EXPIRED'] }));
    await vm.submit();
    expect(vm.problem('mobile')).toMatchObject({ field: 'mobile', code: 'taken' });
    expect(vm.promo.errorCode).toBe('EXPIRED');
    expect(vm.notice).toBeNull();
    fakes.auth.registerResult = err(invalid({ login: [{ code: 'taken', message: 'x' }] }));
    vm.promo.setOpen(false);
    await vm.submit();
    expect(vm.notice).toBe('wrongData');
    fakes.auth.registerResult = err(failure('InternalServerErrorException', 500));
    await vm.submit();
    expect(vm.notice).toBe('failed');
    vm.setValue('password', 'secret123');
    await vm.submit();
    expect(vm.notice).toBe('failed');
  });
});
