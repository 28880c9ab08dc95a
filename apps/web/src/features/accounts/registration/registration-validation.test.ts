import { describe, expect, it } from 'vitest';
import { setupRegistration, settle } from './testing.ts';

describe('RegistrationViewModel: validation', () => {
  it('eager: a change shows the field’s error at once; submit stays disabled until the form is valid', async () => {
    const { vm } = await setupRegistration();
    expect(vm.submitDisabled).toBe(true);
    expect(vm.problem('email')).toBeUndefined();
    vm.setValue('email', 'not-an-email');
    expect(vm.problem('email')).toEqual({ key: 'wrongEmailAddress' });
    vm.setValue('password', '123');
    expect(vm.problem('password')).toEqual({ key: 'shortPassword', params: { min: '6' } });
    vm.setValue('password', '123456789012345678901');
    expect(vm.problem('password')).toEqual({ key: 'longPassword', params: { max: '20' } });
    vm.setValue('email', '');
    expect(vm.problem('email')).toEqual({ key: 'insertEmailAddress' });
    vm.setValue('email', 'new@example.com');
    vm.setValue('password', 'secret12');
    expect(vm.submitDisabled).toBe(true);
    expect(vm.errorNames).toEqual(['terms']);
    vm.form.setTerms(true);
    expect(vm.submitDisabled).toBe(false);
  });

  it('phone tab: digits must fill the country’s mask', async () => {
    const { vm } = await setupRegistration();
    vm.selectTab('phone');
    vm.setPhone('GB', '79111', 'mobile');
    expect(vm.problem('mobile')).toEqual({ key: 'wrongPhoneFormat' });
    vm.setPhone('GB', '7911123456', 'mobile');
    expect(vm.problem('mobile')).toBeUndefined();
    vm.setPhone('BR', '1198765432', 'mobile');
    expect(vm.problem('mobile')).toBeUndefined();
    vm.setPhone('GB', '', 'mobile');
    expect(vm.problem('mobile')).toEqual({ key: 'insertPhoneNumber' });
  });

  it('full tab: names, birth date (adults only), required selects', async () => {
    const { vm } = await setupRegistration({ kind: 'pt' });
    vm.selectTab('full');
    await vm.submit();
    expect(vm.problem('first_name')).toEqual({ key: 'requiredField' });
    expect(vm.problem('country_code')).toEqual({ key: 'requiredField' });
    vm.setValue('first_name', 'J0hn');
    vm.setValue('birth_date', '01.01.2020');
    vm.setValue('last_name', 'Silva');
    await vm.submit();
    expect(vm.problem('first_name')).toEqual({ key: 'wrongSymbolsName' });
    expect(vm.problem('birth_date')).toMatchObject({ key: 'maxValue' });
    expect(vm.problem('last_name')).toBeUndefined();
    vm.setValue('birth_date', '31.02.1990');
    await vm.submit();
    expect(vm.problem('birth_date')).toEqual({ key: 'wrongDate' });
  });

  it('on-submit: no errors before the first submit, never disabled by validity, a change resets the field', async () => {
    const { vm, fakes } = await setupRegistration({ kind: 'pt' });
    vm.setValue('email', 'bad');
    expect(vm.problem('email')).toBeUndefined();
    expect(vm.submitDisabled).toBe(false);
    await vm.submit();
    expect(fakes.auth.calls).toHaveLength(0);
    expect(vm.problem('email')).toEqual({ key: 'wrongEmailAddress' });
    expect(vm.problem('password')).toEqual({ key: 'insertPassword' });
    expect(vm.problem('terms')).toEqual({ key: 'uncheckedCheckbox' });
    vm.setValue('email', 'still-bad');
    expect(vm.problem('email')).toBeUndefined();
    expect(vm.problem('password')).toEqual({ key: 'insertPassword' });
    await vm.submit();
    expect(vm.problem('email')).toEqual({ key: 'wrongEmailAddress' });
    expect(fakes.analytics.events.filter((e) => e.event === 'sign_up_click')).toHaveLength(2);
  });

  it('terms are required; social sign-up is blocked while unchecked and the error clears on checking', async () => {
    const { vm } = await setupRegistration();
    expect(vm.socialBlocked).toBe(true);
    vm.form.blockForTerms();
    expect(vm.problem('terms')).toEqual({ key: 'uncheckedCheckbox' });
    vm.form.setTerms(true);
    expect(vm.socialBlocked).toBe(false);
    expect(vm.problem('terms')).toBeUndefined();
    const inactive = await setupRegistration({ overrides: { terms: { isActive: false } } });
    expect(inactive.vm.socialBlocked).toBe(false);
    expect(inactive.vm.schema.terms.visible).toBe(false);
  });

  it('bettor answer and notify start from the configuration; the answer is remembered', async () => {
    const { vm, fakes } = await setupRegistration({ kind: 'pt' });
    expect(vm.schema.betting.visible).toBe(true);
    expect(vm.form.betting).toBe(true);
    expect(vm.form.notify).toBe(true);
    vm.setBetting(false);
    expect(fakes.storage.get('registration_is_betting')).toBe(false);
    await settle();
  });
});
