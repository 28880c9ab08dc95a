import type { ApiFailure } from '@casino/domain/ports';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { PeriodProblem } from './period.ts';

export const PERIOD_TEXT: Record<PeriodProblem, MessageDescriptor> = {
  'from-required': msg`Enter the first day of the period.`,
  'to-required': msg`Enter the last day of the period.`,
  'from-after-to': msg`The first day must not be after the last day.`,
  'in-future': msg`Choose a day that is not in the future.`,
};

/** What to tell the player when an export request is refused. */
export function exportFailureText(failure: ApiFailure): MessageDescriptor {
  if (failure.type === 'TooManyRequestsException') return msg`You already have several exports in progress. Wait until they are ready and try again.`;
  if (failure.type === 'InvalidParameterException') return msg`This period cannot be exported. Choose at most one year, with the first day not after the last.`;
  return msg`The export could not be requested. Check your connection and try again.`;
}
