import { describe, expect, it } from 'vitest';
import { isUnavailable } from './unavailable.ts';

const failure = (type: string, status: number) => ({ type, status, message: '', fieldErrors: {}, errorData: {} });

describe('isUnavailable', () => {
  it('no answer, a server error and an unreadable answer are ours; a refusal is the player’s', () => {
    expect(isUnavailable(failure('NetworkError', 0))).toBe(true);
    expect(isUnavailable(failure('InternalServerErrorException', 503))).toBe(true);
    expect(isUnavailable(failure('MalformedResponse', 200))).toBe(true);
    expect(isUnavailable(failure('InvalidCredentialsException', 401))).toBe(false);
    expect(isUnavailable(failure('InvalidParameterException', 422))).toBe(false);
  });
});
