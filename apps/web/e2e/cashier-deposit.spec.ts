import { expect, test } from './support.ts';
import { fillCard, openDeposit, payments, playerIn } from './cashier-support.ts';

test.describe('deposit', () => {
  test('instant: a card deposit lands on the success page with the looked-up amount, the header balance follows, the back address is offered', async ({ page, request }) => {
    await playerIn(page, request, { balance: 10 });
    await openDeposit(page, 'visa_mc', '?backUrl=%2Fgamehall');
    await expect(page.getByRole('button', { name: /Balance/ })).toContainText('€10.00');
    await fillCard(page, '1,250');
    await page.getByRole('button', { name: 'Deposit', exact: true }).click();
    await expect(page).toHaveURL(/\/cashier\/paysuccess\/\d+$/);
    await expect(page.locator('[data-amount]')).toHaveText('€1,250.00');
    await expect(page.locator('[data-status="success"]')).toBeVisible();
    await expect(page.getByRole('button', { name: /Balance/ })).toContainText('€1,260.00');
    await expect(page.getByRole('link', { name: 'Back to where you were' })).toHaveAttribute('href', '/gamehall');
    const rows = (await payments(page, 'deposit')).filter((p) => p.amount.amount === 1250);
    expect(rows).toHaveLength(1);
  });

  test('bad input is explained on its field and nothing is sent; the sum rule names the formatted bounds', async ({ page, request }) => {
    await playerIn(page, request);
    await openDeposit(page, 'visa_mc');
    await fillCard(page, '6,000', '4111 1111 1111 1112');
    await page.getByRole('button', { name: 'Deposit', exact: true }).click();
    await expect(page.getByText('Amount must be from 10 to 5,000')).toBeVisible();
    await expect(page.getByText('Wrong card number')).toBeVisible();
    expect(await payments(page, 'deposit')).toHaveLength(0);
    await expect(page.locator('input[name=card_holder]')).toHaveValue('JANE DOE');
  });

  test('declined: the test card goes to the fail page of its transaction', async ({ page, request }) => {
    await playerIn(page, request);
    await openDeposit(page, 'test_decline');
    await fillCard(page, '20');
    await page.getByRole('button', { name: 'Deposit', exact: true }).click();
    await expect(page).toHaveURL(/\/cashier\/payfail\/\d+$/);
    await expect(page.locator('[data-status="failed"]')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Payment failed' })).toBeVisible();
  });

  test('pending: a bank transfer waits on the pending page, which moves to success once it settles', async ({ page, request }) => {
    await playerIn(page, request);
    await openDeposit(page, 'bank_transfer');
    await page.locator('input[name=amount]').fill('100');
    await page.locator('input[name=iban]').fill('DE89 3704 0044 0532 0130 00');
    await page.locator('input[name=account_holder]').fill('Jane Doe');
    await page.getByRole('button', { name: 'Deposit', exact: true }).click();
    await expect(page).toHaveURL(/\/cashier\/paypending\/\d+$/);
    await expect(page.locator('[data-status="pending"]')).toBeVisible();
    await expect(page).toHaveURL(/\/cashier\/paysuccess\/\d+$/, { timeout: 15_000 });
    await expect(page.getByRole('button', { name: /Balance/ })).toContainText('€100.00');
  });

  test('redirect in the same window: the payment page returns to the success page', async ({ page, request }) => {
    await playerIn(page, request);
    await openDeposit(page, 'paywave');
    await page.locator('input[name=amount]').fill('30');
    await page.locator('input[name=email]').fill('wallet@example.com');
    await page.getByRole('button', { name: 'Deposit', exact: true }).click();
    await expect(page).toHaveURL(/\/pay\/\d+$/);
    await page.getByRole('button', { name: 'Pay' }).click();
    await expect(page).toHaveURL(/\/cashier\/paysuccess\/\d+$/);
    await expect(page.locator('[data-amount]')).toHaveText('€30.00');
  });

  test('redirect to a new window: this page waits and follows when the payment is done there', async ({ page, request, context }) => {
    await playerIn(page, request);
    await openDeposit(page, 'crypto_usdt');
    await page.locator('input[name=amount]').fill('40');
    const popup = context.waitForEvent('page');
    await page.getByRole('button', { name: 'Deposit', exact: true }).click();
    const payment = await popup;
    await expect(page).toHaveURL(/\/cashier\/paynewwindow\?transaction=\d+$/);
    await expect(page.getByRole('heading', { name: 'Payment opened in a new window' })).toBeVisible();
    await payment.getByRole('button', { name: 'Pay' }).click();
    await expect(page).toHaveURL(/\/cashier\/paysuccess\/\d+$/, { timeout: 15_000 });
  });

  // a double click, a held Enter and a retry after a timeout: e2e/exactly-once.spec.ts
  test('the card of a first deposit is offered, chosen, on the next one', async ({ page, request }) => {
    await playerIn(page, request);
    await openDeposit(page, 'visa_mc');
    await fillCard(page, '77');
    await page.getByRole('button', { name: 'Deposit', exact: true }).click();
    await expect(page).toHaveURL(/\/cashier\/paysuccess\/\d+$/);
    // the first deposit saved the card: it is now offered, chosen by default
    await openDeposit(page, 'visa_mc');
    await page.locator('input[name=amount]').fill('88');
    await page.locator('input[name=card_holder]').fill('JANE DOE');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/cashier\/paysuccess\/\d+$/);
    const rows = await payments(page, 'deposit');
    expect(rows.filter((p) => p.amount.amount === 77)).toHaveLength(1);
    expect(rows.filter((p) => p.amount.amount === 88)).toHaveLength(1);
  });

  test('keyboard only: choose a method with arrows, type the amount and details, submit with Enter', async ({ page, request }) => {
    await playerIn(page, request);
    await openDeposit(page, 'mobile_wallet');
    await page.getByRole('radio', { name: /Mobile wallet/ }).focus();
    await page.keyboard.press('ArrowUp');
    await expect(page.locator('input[name=card_number]')).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await expect(page.locator('input[name=phone]')).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(page.locator('input[name=amount]')).toBeFocused();
    await page.keyboard.type('25');
    // past the preset buttons to the phone field, by Tab alone
    for (let i = 0; i < 10 && !(await page.locator('input[name=phone]').evaluate((el) => el === document.activeElement)); i += 1) await page.keyboard.press('Tab');
    await expect(page.locator('input[name=phone]')).toBeFocused();
    await page.keyboard.type('447700900123');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/cashier\/paysuccess\/\d+$/);
    await expect(page.locator('[data-amount]')).toHaveText('€25.00');
  });
});

test('a deposit above the limit is refused: the remaining amount first, then the limit message and the way to the limits page', async ({ page, request }) => {
  await playerIn(page, request, { depositLimit: { amount: 100, periodDays: 7 } });
  await openDeposit(page, 'visa_mc');
  await expect(page.locator('[data-deposit-available]')).toContainText('€100.00');
  // above what the form knows is left: refused before anything is sent
  await fillCard(page, '150');
  await page.getByRole('button', { name: 'Deposit', exact: true }).click();
  const refusal = page.locator('[data-money-error="BillingDepositLimitExceededException"]');
  await expect(refusal).toContainText('You can still deposit €100.00 in this period');
  await expect(refusal.getByRole('link', { name: 'Open my limits' })).toHaveAttribute('href', '/profile/responsible-game');
  expect(await payments(page, 'deposit')).toHaveLength(0);
  // the limit used elsewhere meanwhile: the server refuses with what is left, and the form keeps what was typed
  const elsewhere = await page.request.post('/api/cashier.makedeposit', { multipart: { methodId: '1', method: 'visa_mc', amount: '80', 'requisites[card_number]': '4111111111111111', 'requisites[card_holder]': 'JANE DOE' } });
  expect(elsewhere.status(), await elsewhere.text()).toBe(200);
  await page.locator('input[name=amount]').fill('50');
  await page.getByRole('button', { name: 'Deposit', exact: true }).click();
  await expect(refusal).toContainText('You can still deposit €20.00 in this period');
  await expect(refusal.getByRole('link', { name: 'Open my limits' })).toHaveAttribute('href', '/profile/responsible-game');
  await expect(page.locator('input[name=amount]')).toHaveValue('50');
  expect((await payments(page, 'deposit')).map((p) => p.amount.amount)).toEqual([80]);
});

test('the result page and the receipt name the method and its details in the player\'s language: never a sysname or a field key', async ({ page, request }) => {
  await playerIn(page, request);
  await openDeposit(page, 'visa_mc');
  await fillCard(page, '40');
  await page.getByRole('button', { name: 'Deposit', exact: true }).click();
  await expect(page).toHaveURL(/\/cashier\/paysuccess\/\d+$/);
  const transaction = /(\d+)$/.exec(page.url())![1]!;
  const details = page.locator('[data-payment-details]');
  await expect(details.locator('[data-amount]')).toHaveText('€40.00');
  await expect(details).not.toContainText('visa_mc');
  await expect(details.locator('[data-method]')).toHaveText('Visa / Mastercard');

  // right to left: the receipt's labels are the catalog's Arabic, beside what the player typed (a player's pages are
  // in the account's language)
  const speak = async (locale: string) => expect((await page.request.post('/api/account.changelocale', { multipart: { locale } })).status()).toBe(200);
  await speak('ar');
  await page.goto(`/ar/cashier/receipt?transaction=${transaction}`);
  await expect(details.locator('[data-amount]')).toBeVisible();
  await expect(details).toContainText('JANE DOE');
  await expect(details).not.toContainText(/card_holder|card_number|visa_mc/);
  await expect(details.locator('[data-method]')).toHaveText('Visa / Mastercard');
  await expect(details.locator('[data-detail=card_holder] dt')).toHaveText('حامل البطاقة');
  await expect(details.locator('[data-detail=card_holder] dd')).toHaveText('JANE DOE');
  await expect(details.locator('[data-detail=card_number] dt')).toHaveText('رقم البطاقة');

  await speak('ru');
  await page.goto(`/ru/cashier/paysuccess/${transaction}`);
  await expect(details.locator('[data-amount]')).toBeVisible();
  await expect(page.locator('main')).not.toContainText('visa_mc');
  await expect(details.locator('[data-method]')).toHaveText('Visa / Mastercard');
});
