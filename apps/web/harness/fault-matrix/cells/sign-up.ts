import type { Page } from '@playwright/test';
import type { Control, Driver } from '../cell.ts';

/** Registration, its promo-code check and sign-up analytics, and the password restore's first step: all for guests. */
const registration = (page: Page) => page.getByRole('dialog').filter({ has: page.locator('[data-field]') });
const field = (page: Page, name: string) => registration(page).locator(`[data-field="${name}"]`);
const email = (page: Page) => field(page, 'email').getByRole('textbox');
const signUp = (page: Page) => registration(page).getByRole('button', { name: 'Sign up', exact: true });
const promo = (page: Page) => registration(page).getByRole('textbox', { name: 'Promo code' });
const notFound = (page: Page) => registration(page).getByText('This promo code does not exist');
const fresh = (prefix: string) => `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

/** A filled registration form (a new e-mail each time, so a retry is never "already registered"). */
async function filled(page: Page): Promise<Control> {
  await email(page).fill(fresh('matrix-reg'));
  await field(page, 'password').getByLabel('Password', { exact: true }).fill('secret12');
  const terms = registration(page).getByRole('checkbox', { name: /terms and conditions/ });
  if (!(await terms.isChecked())) {
    await terms.focus();
    await page.keyboard.press('Space');
  }
  return { press: signUp(page), typed: [email(page)] };
}

/** The promo toggle opened, the e-mail typed, and all of a valid code but its last character. */
async function almostPromo(page: Page): Promise<void> {
  const toggle = registration(page).getByRole('switch', { name: 'I have a promo code' });
  if (!(await toggle.isChecked())) {
    await toggle.focus();
    await page.keyboard.press('Space');
  }
  await promo(page).fill('WELCOME10');
  // the partial code's own check has ended (it is no code) before the fault is set
  await notFound(page).waitFor();
}

/**
 * Social sign-in opens the provider's page (`/oauth/init`) in a popup: a failure is on that page, the provider's own,
 * so our window says nothing and stays as it was. The player closes the popup and presses the button again.
 */
const google = (page: Page) => page.getByRole('dialog', { name: 'Sign in' }).getByRole('button', { name: 'Sign in with Google' });
const SOCIAL: Driver = {
  op: 'oauth.init',
  who: 'guest',
  screen: '/?show_popup_auth=1',
  failure: 'silent',
  action: {
    open: async (page) => ({ press: google(page) }),
    async again(page) {
      // a popup whose page the backend still holds is not one Playwright reports yet: the player closes it all the
      // same (its window's close button), here by its window name
      await page.evaluate(() => window.open('', 'social-sign-in')?.close());
      for (const popup of page.context().pages().filter((p) => p !== page)) await popup.close();
      return google(page);
    },
  },
};

const REGISTRATION = '/?show_popup_reg=1';

export const SIGN_UP: readonly Driver[] = [
  SOCIAL,
  {
    op: 'auth.register',
    who: 'guest',
    screen: REGISTRATION,
    // a failed registration shows the server-error notice in the form
    failure: 'message',
    action: {
      open: filled,
      // a timed-out registration may have gone through: the player tries again with another e-mail
      async again(page) {
        await email(page).fill(fresh('matrix-reg-again'));
        return signUp(page);
      },
    },
  },
  {
    op: 'campaigns.checkPromocode',
    who: 'guest',
    screen: REGISTRATION,
    // a promo code not found, or a failing check, puts the INVALID message on the promo field
    failure: 'message',
    message: notFound,
    action: {
      async open(page) {
        await email(page).fill(fresh('matrix-promo'));
        await almostPromo(page);
        return { press: promo(page), key: '0', typed: [email(page)] };
      },
      // the player types the code again once the check has failed
      async again(page) {
        await almostPromo(page);
        return promo(page);
      },
    },
  },
  {
    op: 'events.handle',
    who: 'guest',
    screen: REGISTRATION,
    // the sign-up click is relayed to the backend's analytics; a lost event is never the player's business, and the
    // form's own error about the taken e-mail is not about it
    failure: 'silent',
    message: (page) => page.getByText(/could not|couldn['’]t|went wrong|not available|unavailable|too many|no connection/i).locator('visible=true'),
    action: {
      // an e-mail that is taken: the click is tracked and the registration fails with its own field error, so the
      // player stays on the form to press again
      async open(page) {
        const control = await filled(page);
        await email(page).fill('demo@example.com');
        return control;
      },
    },
  },
  {
    op: 'auth.restore',
    who: 'guest',
    screen: '/?show_popup_auth=1',
    failure: 'message',
    action: {
      async open(page) {
        const dialog = page.getByRole('dialog');
        await dialog.getByRole('link', { name: 'Forgot your password?' }).click();
        await dialog.getByRole('heading', { name: 'Password recovery' }).waitFor({ state: 'attached' });
        const login = dialog.getByLabel('E-mail or phone');
        await login.fill(fresh('matrix-restore'));
        return { press: dialog.getByRole('button', { name: 'Send the code' }), typed: [login] };
      },
    },
  },
];
