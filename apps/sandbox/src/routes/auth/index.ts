import type { HandlerMap } from '../../core/types.ts';
import { loginHandlers } from './login.ts';
import { registerHandlers } from './register.ts';
import { restoreHandlers } from './restore.ts';

/** The `auth.*` methods (spec part 1 §4.2, §4.3, §7 "Auth"). */
export const handlers: HandlerMap = { ...loginHandlers, ...registerHandlers, ...restoreHandlers };
