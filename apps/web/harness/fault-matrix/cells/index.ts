import type { Driver } from '../cell.ts';
import { ACCOUNT } from './account.ts';
import { CASHIER } from './cashier.ts';
import { CONTENT } from './content.ts';
import { ENGAGEMENT } from './engagement.ts';
import { LOBBY } from './lobby.ts';
import { LOYALTY } from './loyalty.ts';
import { MONEY } from './money.ts';
import { MORE } from './more.ts';
import { PROFILE } from './profile.ts';
import { REWARDS } from './rewards.ts';
import { SIGN_UP } from './sign-up.ts';
import { START_UP } from './start-up.ts';
import { SUPPORT } from './support.ts';
import { VERIFICATION } from './verification.ts';

/** Every cell driver, one per operation the app calls: screen loads first, then actions. */
export const DRIVERS: readonly Driver[] = [...START_UP, ...LOBBY, ...CONTENT, ...LOYALTY, ...CASHIER, ...PROFILE, ...MONEY, ...REWARDS, ...ACCOUNT, ...ENGAGEMENT, ...VERIFICATION, ...SIGN_UP, ...SUPPORT, ...MORE];
