import type { Page } from '@playwright/test';
import type { Control, Driver } from '../cell.ts';

/** A message typed into the chat vendor's window (the sandbox's FreshChat stand-in); the app stores the event. */
async function message(page: Page): Promise<Control> {
  const window = page.getByRole('form', { name: 'FreshChat conversation' });
  if (!(await window.isVisible())) {
    // the vendor's script arrives after the page has loaded, on the player's first move
    await page.mouse.move(10, 10);
    await page.getByRole('button', { name: 'Open FreshChat' }).click();
  }
  await window.getByRole('textbox', { name: 'Message' }).fill('Where is my payout?');
  return { press: window.getByRole('button', { name: 'Send', exact: true }) };
}

export const SUPPORT: readonly Driver[] = [
  {
    op: 'FreshChat.storeChatEvent',
    who: { fresh: {} },
    screen: '/',
    // the conversation itself lives with the vendor: our copy of the event is best effort, so nothing is said
    failure: 'silent',
    action: { open: message, again: async (page) => (await message(page)).press },
  },
];
