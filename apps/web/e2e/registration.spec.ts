import { expectNoAxe } from './axe.ts';
import type { Locator, Page } from '@playwright/test';
import { createPlayer, expect, shellReady, signIn, test } from './support.ts';

const dialog = (page: Page) => page.getByRole('dialog').filter({ has: page.locator('[data-field], [data-registration]') });
const field = (page: Page, name: string) => dialog(page).locator(`[data-field="${name}"]`);
const fresh = () => `reg-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

/** Presses Tab (Shift+Tab backwards) until `target` has the focus: keyboard only. */
async function tabTo(page: Page, target: Locator, limit = 30): Promise<void> {
  for (let i = 0; i < limit; i += 1) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

async function typeInto(page: Page, target: Locator, text: string): Promise<void> {
  await tabTo(page, target);
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type(text);
}

async function noAxeViolations(page: Page): Promise<void> {
  await expectNoAxe(page, '[role="dialog"]');
}

async function openRegistration(page: Page, path = '/?show_popup_reg=1'): Promise<void> {
  await page.goto(path);
  await shellReady(page);
  // the form's chunk loads with the dialog; on a busy machine beside the home page's own loading that can take a while
  await expect(field(page, 'email').getByRole('textbox')).toBeVisible({ timeout: 20_000 });
}

/** Fills e-mail and password and accepts the terms (en form, e-mail tab). */
async function fillEmailForm(page: Page, email: string, password = 'secret12'): Promise<void> {
  await typeInto(page, field(page, 'email').getByRole('textbox'), email);
  await typeInto(page, field(page, 'password').getByLabel('Password', { exact: true }), password);
  const terms = dialog(page).getByRole('checkbox', { name: /terms and conditions/ });
  await tabTo(page, terms);
  if (!(await terms.isChecked())) await page.keyboard.press('Space');
}

test('on a 360 px phone every character to choose from is inside the form, and the form does not scroll sideways', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await openRegistration(page);
  const group = dialog(page).getByRole('radiogroup', { name: 'Choose your character' });
  await expect(group.getByRole('radio')).not.toHaveCount(0);
  const bounds = await group.evaluate((el) => {
    const box = el.getBoundingClientRect();
    return [...el.querySelectorAll('label')].map((label) => {
      const option = label.getBoundingClientRect();
      return { name: label.textContent?.trim(), inside: option.left >= box.left - 1 && option.right <= box.right + 1 && option.right <= window.innerWidth };
    });
  });
  expect(bounds.filter((option) => !option.inside)).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
});

test.describe('registration, keyboard only', () => {
  test('a fresh e-mail registers and lands on the deposit page with the e-mail confirmation popup', async ({ page }) => {
    await openRegistration(page);
    await expect(dialog(page).getByRole('tab', { name: 'E-mail' })).toHaveAttribute('aria-selected', 'true');
    await noAxeViolations(page);
    await fillEmailForm(page, fresh());
    const submit = dialog(page).getByRole('button', { name: 'Sign up', exact: true });
    await tabTo(page, submit);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/cashier\/deposit\?register=success/);
    const confirm = page.getByRole('dialog', { name: 'Confirm your e-mail' });
    await expect(confirm).toBeVisible();
    await expect(confirm).toContainText('We sent a link to your e-mail');
    await tabTo(page, confirm.getByRole('button', { name: 'OK' }));
    await page.keyboard.press('Enter');
    await expect(confirm).toBeHidden();
    await expect(page.getByRole('button', { name: /Balance/ })).toBeVisible();
  });

  test('each invalid field shows its message; the server refuses a taken e-mail; typed values stay', async ({ page }) => {
    await openRegistration(page);
    const email = field(page, 'email').getByRole('textbox');
    await typeInto(page, email, 'not-an-email');
    await expect(field(page, 'email')).toContainText('Wrong email address');
    const password = field(page, 'password').getByLabel('Password', { exact: true });
    await typeInto(page, password, '123');
    await expect(field(page, 'password')).toContainText('Min length is 6');
    await expect(dialog(page).getByRole('button', { name: 'Sign up', exact: true })).toBeDisabled();
    await noAxeViolations(page);

    await fillEmailForm(page, 'demo@example.com', 'demo1234');
    await tabTo(page, dialog(page).getByRole('button', { name: 'Sign up', exact: true }));
    await page.keyboard.press('Enter');
    await expect(field(page, 'email')).toContainText('This e-mail is already registered');
    await expect(email).toHaveValue('demo@example.com');
    await expect(password).toHaveValue('demo1234');
  });

  test('promo code: WELCOME100 gets the check mark, EXPIRED an error', async ({ page }) => {
    await openRegistration(page);
    const toggle = dialog(page).getByRole('switch', { name: 'I have a promo code' });
    await tabTo(page, toggle);
    await page.keyboard.press('Space');
    const promo = dialog(page).getByRole('textbox', { name: 'Promo code' });
    await typeInto(page, promo, 'WELCOME100');
    await expect(dialog(page).getByRole('img', { name: 'Valid promo code' })).toBeVisible();
    await noAxeViolations(page);
    await typeInto(page, promo, 'EXPIRED');
    await expect(dialog(page).getByText('This promo code does not exist')).toBeVisible();
    await expect(dialog(page).getByRole('img', { name: 'Valid promo code' })).toBeHidden();
  });

  test('a promo_code in the address is kept and fills the promo field (the address wins over the stored one)', async ({ page }) => {
    await page.goto('/?promo_code=WELCOME100');
    await shellReady(page);
    await openRegistration(page);
    await expect(dialog(page).getByRole('textbox', { name: 'Promo code' })).toHaveValue('WELCOME100');
    await openRegistration(page, '/?show_popup_reg=1&promo_code=FREESPINS');
    await expect(dialog(page).getByRole('textbox', { name: 'Promo code' })).toHaveValue('FREESPINS');
    await expect(dialog(page).getByRole('img', { name: 'Valid promo code' })).toBeVisible();
  });

  test('pt full registration: choosing a country refetches its fields (region, CPF document)', async ({ page }) => {
    await openRegistration(page, '/pt/?show_popup_reg=1');
    const tabs = dialog(page).getByRole('tab');
    await expect(tabs).toHaveCount(2);
    await tabTo(page, tabs.first());
    await page.keyboard.press('ArrowRight');
    await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true');
    const country = field(page, 'country_code').getByRole('button');
    await expect(country).toBeVisible();
    await expect(field(page, 'document_number')).toHaveCount(0);
    const fields = page.waitForResponse((r) => r.url().includes('getPersonalDataFields') && r.url().includes('country=BR'));
    await tabTo(page, country);
    await page.keyboard.press('Enter');
    await page.keyboard.type('Bras');
    await page.keyboard.press('Enter');
    await fields;
    await expect(field(page, 'document_type')).toBeVisible();
    await expect(field(page, 'document_number').getByRole('textbox')).toBeVisible();
    await expect(field(page, 'region').getByRole('button')).not.toHaveText('');
    await noAxeViolations(page);
    const regionBefore = await field(page, 'region').getByRole('button').textContent();
    await tabTo(page, country);
    await page.keyboard.press('Enter');
    await page.keyboard.type('Portugal');
    await page.keyboard.press('Enter');
    await expect(field(page, 'document_number')).toHaveCount(0);
    await expect(field(page, 'region').getByRole('button')).not.toHaveText(regionBefore ?? '');
  });

  test('social completion: an incomplete account gets a non-closable form, completes it, and the dialog goes', async ({ page, request }) => {
    const player = await createPlayer(request, { flags: { incomplete: true } }); // completed by this test
    await page.goto('/');
    await signIn(page, player.email);
    await page.goto('/');
    await shellReady(page);
    const completion = page.getByRole('dialog');
    await expect(completion.locator('[data-field="currency"]')).toBeVisible();
    await expect(completion.locator('[data-field="email"]')).toHaveCount(0);
    await expect(completion.locator('[data-field="password"]')).toHaveCount(0);
    await expect(completion.getByRole('button', { name: 'Close' })).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(completion).toBeVisible();
    await noAxeViolations(page);
    const terms = completion.getByRole('checkbox', { name: /terms and conditions/ });
    await tabTo(page, terms);
    await page.keyboard.press('Space');
    await tabTo(page, completion.getByRole('button', { name: 'Complete registration' }));
    await page.keyboard.press('Enter');
    await expect(completion.locator('[data-field="currency"]')).toHaveCount(0);
    await page.reload();
    await shellReady(page);
    await expect(page.getByRole('button', { name: /Balance/ })).toBeVisible();
    await expect(page.locator('[role="dialog"] [data-field]')).toHaveCount(0);
  });
});
