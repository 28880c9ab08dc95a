import type { PaymentStatus } from '@casino/domain/ports';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** Payment statuses as words (colour alone never carries the status). */
export const STATUS_TEXT: Record<PaymentStatus, MessageDescriptor> = {
  pending: msg`Pending`,
  success: msg`Successful`,
  failed: msg`Failed`,
  cancelled: msg`Cancelled`,
};
