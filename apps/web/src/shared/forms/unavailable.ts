import type { ApiFailure } from '@casino/domain/ports';

/**
 * Whether a failure is ours, not the player's: no answer, a server error, or an answer we could not read (a corrupt
 * 200). Such a failure says "not available, try again", never "wrong login or password" or "wrong data".
 */
export const isUnavailable = (error: ApiFailure): boolean => error.status === 0 || error.status >= 500 || error.type === 'MalformedResponse';

/** The server asks the player to slow down (429): nothing is wrong with what they entered, it only needs a moment. */
export const isTooMany = (error: ApiFailure): boolean => error.status === 429 || error.type === 'TooManyRequestsException';
