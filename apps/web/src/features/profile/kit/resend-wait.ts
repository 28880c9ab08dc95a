import { resendTimeFromError } from '@casino/domain/auth';
import type { ApiFailure } from '@casino/domain/ports';

/** The wait a refusal names ("Resend time is N", or `resend_time` in its data), if it names one. */
export function resendWait(error: ApiFailure): number | undefined {
  if (error.type !== 'AuthorizationException' && error.type !== 'TooManyRequestsException' && error.errorData.resend_time === undefined) return undefined;
  return resendTimeFromError({ message: error.message, data: error.errorData as { resend_time?: number } });
}
