import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** Texts the tournament view-models hand to their views (translated there). */
export const tournamentTexts = {
  participationFailed: msg`Failed to participate in tournament`,
} satisfies Record<string, MessageDescriptor>;
