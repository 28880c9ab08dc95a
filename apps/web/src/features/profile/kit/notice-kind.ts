import type { ApiFailure } from '@casino/domain/ports';
import { isTooMany, isUnavailable } from '../../../shared/forms/unavailable.ts';

/**
 * What a profile form says above its fields after a call: saved, or it failed because the server was out of reach,
 * it asked the player to slow down (a 429: "check your data" would send them looking for a mistake they did not
 * make), or it refused without naming a field.
 */
export type NoticeKind = 'saved' | 'unavailable' | 'busy' | 'failed';

/** The notice of a failed call that named no field of the form. */
export const failureNotice = (error: ApiFailure): NoticeKind => (isTooMany(error) ? 'busy' : isUnavailable(error) ? 'unavailable' : 'failed');

/** A notice that says "try again later" rather than "something you entered is wrong". */
export const isTransient = (notice: NoticeKind): notice is 'unavailable' | 'busy' => notice === 'unavailable' || notice === 'busy';
