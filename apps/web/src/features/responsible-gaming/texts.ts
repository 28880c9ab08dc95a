import type { DepositLimitDays } from '@casino/domain/cashier';
import type { ExclusionPeriodId } from '@casino/domain/responsible-gaming';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** The name of each limit period. */
export const PERIOD_NAMES: Readonly<Record<DepositLimitDays, MessageDescriptor>> = {
  1: msg`Daily limit`,
  7: msg`Weekly limit (7 days)`,
  14: msg`Fortnightly limit (14 days)`,
  30: msg`Monthly limit (30 days)`,
};

/** The name of each time-out and self-exclusion period. */
export const EXCLUSION_PERIOD_NAMES: Readonly<Record<ExclusionPeriodId, MessageDescriptor>> = {
  '24h': msg`24 hours`,
  '48h': msg`48 hours`,
  '1w': msg`1 week`,
  '2w': msg`2 weeks`,
  '4w': msg`4 weeks`,
  '6w': msg`6 weeks`,
  '1d': msg`1 day`,
  '7d': msg`7 days`,
  '30d': msg`30 days`,
  '3m': msg`3 months`,
  '6m': msg`6 months`,
  '9m': msg`9 months`,
  '1y': msg`1 year`,
  '2y': msg`2 years`,
  '3y': msg`3 years`,
  '4y': msg`4 years`,
  '5y': msg`5 years`,
  permanent: msg`Permanently`,
};
