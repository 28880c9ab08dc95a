import type { AuthPopupMode } from '@casino/domain/routing';
import type { ReactNode } from 'react';
import { defineSlot } from './slot.ts';

/*
 * The slots the shared kernel itself consumes. A slot is declared by its consumer, and a feature's are in its
 * `slots.ts`; when the consumer is a service of the kernel, which every feature uses and which imports no feature,
 * the declaration lives here instead, types and tokens only like a feature's. It is in the entry chunk with its
 * consumer: keep it that small.
 */

/**
 * Renders the body of the sign-in / sign-up dialog for a mode. The body titles the dialog itself (a heading in slot
 * "title"), since its mode — and so its title — changes while it is open; `title` is the opening mode's title, for
 * the moment before the body's code has loaded.
 */
export type AuthDialogRenderer = (mode: AuthPopupMode, close: () => void, title: string) => ReactNode;

/** The body `AuthDialogService` opens the sign-in / sign-up dialog with: the accounts feature fills it. */
export const AuthDialogSlot = defineSlot<AuthDialogRenderer>('shared.authDialog');
