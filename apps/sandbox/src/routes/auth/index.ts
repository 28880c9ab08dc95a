import type { HandlerMap } from '../../core/types.ts';
import { loginHandlers } from './login.ts';
import { registerHandlers } from './register.ts';
import { restoreHandlers } from './restore.ts';

/** The `auth.*` methods: login (with the two-factor step), logout, register (form or messaging app) and restore. */
export const handlers: HandlerMap = { ...loginHandlers, ...registerHandlers, ...restoreHandlers };
