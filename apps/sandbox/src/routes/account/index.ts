import type { HandlerMap } from '../../core/types.ts';
import { contactHandlers } from './contacts.ts';
import { infoHandlers } from './info.ts';
import { profileHandlers } from './profile.ts';
import { securityHandlers } from './security.ts';
import { settingsHandlers } from './settings.ts';

/** The `account.*` methods: account info, profile, contacts, security and settings. */
export const handlers: HandlerMap = { ...infoHandlers, ...profileHandlers, ...contactHandlers, ...securityHandlers, ...settingsHandlers };
