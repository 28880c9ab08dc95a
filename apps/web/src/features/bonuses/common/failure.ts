import type { ApiFailure } from '@casino/domain/ports';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** Texts shared by the bonus area's screens. */
export const commonTexts = {
  loadFailed: msg`We could not load this. Check your connection and try again.`,
  actionFailed: msg`That did not work. Please try again.`,
  activeExists: msg`Another bonus is already running. Deactivate or remove it first.`,
  notAvailable: msg`This is no longer available.`,
} satisfies Record<string, MessageDescriptor>;

/** The first field-error code the server gave, whichever field it named. */
export function firstFieldCode(error: ApiFailure): string | undefined {
  for (const list of Object.values(error.fieldErrors)) if (list[0]) return list[0].code;
  return undefined;
}

export type FailureText = keyof typeof commonTexts;

/** What to tell the player when an action failed: the reason the server named when we know it, else "try again". */
export function actionFailure(error: ApiFailure): FailureText {
  const code = firstFieldCode(error);
  if (code === 'active_exists') return 'activeExists';
  if (code === 'not_available' || code === 'wrong_status' || code === 'not_found') return 'notAvailable';
  return 'actionFailed';
}

/** A list section's state: loading first, then its items or a failure the view offers to retry. */
export type LoadState = 'loading' | 'ready' | 'failed';
