import { expect, shellReady, test } from './support.ts';
import { chooseOption, expectPageAxeClean, outboxCode, signedInPlayer, uniqueGbPhone } from './profile-support.ts';

test.describe('profile settings: personal data, contacts, nickname', () => {
  test('personal data: a country change brings that country’s fields, the save sticks, and the page passes axe', async ({ page, request }) => {
    await signedInPlayer(page, request, { country: 'GB' });
    await page.goto('/profile/settings');
    await shellReady(page);
    const nav = page.getByRole('navigation', { name: 'Profile' });
    await expect(nav.getByRole('link', { name: 'Personal data' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Verification' })).toHaveAttribute('href', '/profile/verification'); // its flag is on in the sandbox
    const form = page.getByRole('form', { name: 'Personal data' });
    await expect(form.getByLabel('First name')).toBeVisible();
    await expect(form.getByLabel('Document number')).toHaveCount(0);
    await expectPageAxeClean(page);

    await form.getByLabel('First name').fill('Ana');
    await form.getByLabel('Last name').fill('Silva');
    await chooseOption(page, form, 'Country', 'Brazil');
    await expect(form.getByLabel('Document number')).toBeVisible(); // fields refetched for Brazil
    await form.getByLabel('Date of birth').fill('01051990');
    await form.getByLabel('Document number').fill('52998224725');
    await chooseOption(page, form, 'Document type', 'CPF');
    await form.getByRole('button', { name: 'Save' }).press('Enter');
    await expect(page.getByText('Your personal data is saved.')).toBeVisible();

    await page.reload();
    await expect(form.getByLabel('First name')).toHaveValue('Ana');
    await expect(form.getByLabel('Document number')).toHaveValue('529.982.247-25');
    await expect(form.getByLabel('Date of birth')).toHaveValue('01.05.1990');
  });

  test('personal data: a rule broken is named on its field and nothing is sent', async ({ page, request }) => {
    await signedInPlayer(page, request, { country: 'GB' });
    await page.goto('/profile/settings');
    const form = page.getByRole('form', { name: 'Personal data' });
    await form.getByLabel('First name').fill('Ana1');
    let sent = false;
    page.on('request', (r) => void (r.url().includes('account.saveProfileInfo') && (sent = true)));
    await form.getByRole('button', { name: 'Save' }).press('Enter');
    await expect(form.getByLabel('First name')).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByLabel('First name')).toHaveValue('Ana1');
    expect(sent).toBe(false);
  });

  test('phone: add it, send a code (a countdown starts), a wrong code is refused, the outbox code confirms it', async ({ page, request }) => {
    await signedInPlayer(page, request, { country: 'GB' });
    await page.goto('/profile/settings');
    const card = page.getByRole('region', { name: 'Phone' });
    const digits = uniqueGbPhone();
    await card.getByLabel('Phone number').fill(digits);
    await card.getByRole('button', { name: 'Save' }).press('Enter');
    await expect(card.getByText('Not confirmed')).toBeVisible();
    await card.getByRole('button', { name: 'Send a confirmation code' }).press('Enter');
    await expect(card.getByRole('timer')).toHaveText(/^[01]:\d\d$/); // New code in 0:59
    await expect(card.getByRole('button', { name: 'Send the code again' })).toBeDisabled();
    const code = await outboxCode(request, `+44${digits}`, 'confirm_contact');

    await card.getByLabel('Confirmation code').fill(code === '000000' ? '111111' : '000000');
    await card.getByLabel('Confirmation code').press('Enter');
    await expect(card.getByText('Wrong confirmation code')).toBeVisible(); // the server dictionary's profile.smsCodeError
    await expect(card.getByLabel('Confirmation code')).toHaveAttribute('aria-invalid', 'true');
    await card.getByLabel('Confirmation code').fill(code);
    await card.getByLabel('Confirmation code').press('Enter');
    await expect(card.getByText('Confirmed', { exact: true })).toBeVisible();
    await expectPageAxeClean(page);

    const profile = await (await page.request.get('/api/account.getprofileinfo?fields=contacts')).json();
    expect(profile.data.contacts).toContainEqual(expect.objectContaining({ type: 'phone', contact: `44${digits}`, is_confirmed: true }));
  });

  test('e-mail: a wrong address is named and not saved', async ({ page, request }) => {
    await signedInPlayer(page, request);
    await page.goto('/profile/settings');
    const card = page.getByRole('region', { name: 'E-mail' });
    await expect(card.getByText('Not confirmed')).toBeVisible();
    await card.getByLabel('E-mail address').fill('not-an-address');
    await card.getByRole('button', { name: 'Save' }).press('Enter');
    await expect(card.getByText('Wrong email address')).toBeVisible();
  });

  test('nickname: the rules are checked, the saved one is kept by the account', async ({ page, request }) => {
    await signedInPlayer(page, request);
    await page.goto('/profile/settings');
    const form = page.getByRole('form', { name: 'Nickname' });
    await form.getByLabel('Nickname').fill('a b');
    await form.getByRole('button', { name: 'Save nickname' }).press('Enter');
    await expect(form.getByLabel('Nickname')).toHaveAttribute('aria-invalid', 'true');
    await form.getByLabel('Nickname').fill('Lucky777');
    await form.getByRole('button', { name: 'Save nickname' }).press('Enter');
    await expect(form.getByText('Your nickname is saved.')).toBeVisible();
    const info = await (await page.request.get('/api/account.getInfo')).json();
    expect(info.data.fakename).toBe('Lucky777');
  });

  test('site language: choosing one saves it on the account and switches the site', async ({ page, request }) => {
    await signedInPlayer(page, request);
    await page.goto('/profile/settings');
    await page.getByRole('button', { name: /Site language$/ }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('option', { name: 'português' }).press('Enter');
    await expect(page).toHaveURL(/\/pt\/profile\/settings$/);
    await expect(page.getByRole('heading', { name: 'Dados pessoais', level: 1 })).toBeVisible();
    const info = await (await page.request.get('/api/account.getInfo')).json();
    expect(info.data.locale).toBe('pt');
  });

  test('a server refusal is said in the page\'s language: the currency locked by money movements, in Russian and in Arabic', async ({ page, request }) => {
    await signedInPlayer(page, request, { currency: 'EUR', balance: 10 });
    const pages = [
      { locale: 'ru', form: 'Валюта', submit: 'Сменить валюту', refusal: 'Валюту нельзя изменить после движения денег по счёту' },
      { locale: 'ar', form: 'العملة', submit: 'تغيير العملة', refusal: 'لا يمكن تغيير العملة بعد حدوث حركات مالية' },
    ];
    for (const { locale, form, submit, refusal } of pages) {
      // a player's pages are in the account's language
      expect((await page.request.post('/api/account.changelocale', { multipart: { locale } })).status()).toBe(200);
      await page.goto(`/${locale}/profile/settings`);
      const currency = page.getByRole('form', { name: form });
      await chooseOption(page, currency, form, 'USD');
      await currency.getByRole('button', { name: submit }).click();
      await expect(currency.getByText(refusal)).toBeVisible();
      // the server's own English never reaches the page
      await expect(page.getByText('The currency cannot change after money movements')).toHaveCount(0);
    }
  });
});
