export type { Result } from './result';
export { ok, err, isOk, mapResult, unwrapOr } from './result';
export type { RandomSource } from './id';
export { createId, ID_ALPHABET } from './id';
export type { Clock } from './time';
export { SECOND_MS, MINUTE_MS, HOUR_MS, DAY_MS } from './time';
export type { WindowMessage } from './window-message';
