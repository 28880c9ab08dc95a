/**
 * orval's `override.formData` mutator: every multipart body orval sends is built here instead of by its own code,
 * which would send a nested field (`requisites`) as one JSON string. `serializeMultipart` is the one @casino/sdk uses:
 * nested values in bracket notation (`requisites[card_number]=…`), flags as '1'/'0', null and undefined left out.
 */
import { serializeMultipart } from '@casino/sdk';

export const casinoFormData = <Body>(body: Body): FormData => serializeMultipart(body);
