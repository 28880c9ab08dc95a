import type { Page } from '@playwright/test';
import type { Driver } from '../cell.ts';

/** The identity-verification page: the provider's applicant and token calls, and the mark that documents were sent. */
const dialog = (page: Page) => page.getByRole('dialog', { name: 'Identity verification' });
const frame = (page: Page) => page.frameLocator('[data-sumsub-container] iframe');
const start = (page: Page) => page.getByRole('button', { name: 'Verify my identity' });

export const VERIFICATION: readonly Driver[] = [
  {
    op: 'sumsub.createApplicant',
    who: { fresh: {} },
    screen: '/profile/verification',
    failure: 'message',
    // the dialog says so and offers its own "Try again"
    action: { open: async (page) => ({ press: start(page) }), again: async (page) => dialog(page).getByRole('button', { name: 'Try again' }) },
  },
  {
    op: 'sumsub.getAccessToken',
    who: { fresh: {} },
    screen: '/profile/verification',
    failure: 'message',
    action: {
      open: async (page) => ({ press: start(page) }),
      // the player closes the failed dialog and starts again
      async again(page) {
        await dialog(page).getByRole('button', { name: 'Close' }).click();
        await dialog(page).waitFor({ state: 'hidden' });
        return start(page);
      },
    },
  },
  {
    op: 'account.setUserOnVerification',
    who: { fresh: {} },
    screen: '/profile/verification',
    failure: 'message',
    action: {
      // the documents go to the provider in its frame; its "submitted" event makes the app mark the player
      async open(page) {
        await start(page).click();
        await frame(page).getByRole('status').filter({ hasText: 'Ready: upload your documents.' }).waitFor();
        return { press: frame(page).getByRole('button', { name: 'Submit documents' }) };
      },
      again: async (page) => dialog(page).getByRole('button', { name: 'Try again' }),
    },
  },
];
