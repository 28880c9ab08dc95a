import { createApiClient } from '@casino/sdk';
import { fakeFetch, jsonResponse as json } from '@casino/sdk/testing';
import { describe, expect, it } from 'vitest';
import { ApiProfile } from './profile.adapter.ts';

function api(answer: () => Response) {
  const { fetch, calls } = fakeFetch(() => answer());
  const bodies = () => calls.filter((c) => c.method === 'POST').map((c) => ({ path: c.url.pathname, form: c.fields ?? {} }));
  return { profile: new ApiProfile(createApiClient({ baseUrl: 'http://x', fetch, locale: 'en' })), bodies };
}

describe('ApiProfile', () => {
  it('reads the profile as text values, the CPF document as its two fields, and the contacts', async () => {
    const { profile } = api(() => json({ data: {
      first_name: 'Ana', middle_name: null, last_name: 'Silva', sex: 2, birth_date: '1990-05-01', country: 'BR', country_code: 'BR',
      region: null, home_town: null, address: null, postcode: null, document: { type: 'cpf', number: '529.982.247-25' },
      contacts: [{ type: 'phone', contact: '5511999990000', phone_country_code: 'BR', is_confirmed: false, is_subscribed: true }],
    } }));
    const result = await profile.getProfile();
    expect(result).toMatchObject({ ok: true, value: {
      values: { first_name: 'Ana', middle_name: '', sex: '2', birth_date: '1990-05-01', country_code: 'BR', document_type: 'cpf', document_number: '529.982.247-25' },
      contacts: [{ type: 'phone', contact: '5511999990000', phoneCountryCode: 'BR', isConfirmed: false, isSubscribed: true }],
    } });
  });

  it('sends the profile, the switches and the password as the multipart fields the backend names', async () => {
    const { profile, bodies } = api(() => json({ data: 1 }));
    await profile.saveProfile({ first_name: 'Ana', sex: '' });
    await profile.changeTwoFactor(true);
    await profile.changePassword({ oldPassword: 'old123', newPassword: 'new123', repeat: 'new123' });
    await profile.changeSubscription(false, 'email');
    await profile.addContact('phone', '447700900123', 'GB');
    expect(bodies()).toEqual([
      { path: '/api/account.saveProfileInfo', form: { first_name: 'Ana', sex: '0' } },
      { path: '/api/account.changeTwoFactorAuth', form: { enable: '1' } },
      { path: '/api/account.changepassword', form: { old_password: 'old123', new_password: 'new123', new_password_repeat: 'new123' } },
      { path: '/api/account.changeSubscription', form: { is_subscribed: '0', type: 'email' } },
      { path: '/api/account.addcontact', form: { type: 'phone', contact: '447700900123', phone_country_code: 'GB' } },
    ]);
  });

  it('turns field errors into a failure that names the fields', async () => {
    const { profile } = api(() => json({ error: { type: 'InvalidParameterException', message: 'bad', code: 400, invalid_parameters: { code: [{ code: 'invalid', message: 'Wrong confirmation code' }] }, error_data: {} } }, 400));
    const result = await profile.confirmContact('phone', '000000');
    expect(result).toMatchObject({ ok: false, error: { type: 'InvalidParameterException', fieldErrors: { code: [{ code: 'invalid' }] } } });
  });
});
