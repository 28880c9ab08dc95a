import type { VerificationStep } from '../cashier/limits';
import { WebURL } from '../shared/web-url';

export interface VerificationState {
  readonly isVerified: boolean;
  readonly isOnVerification: boolean;
}

/**
 * The step from the account info. Documents under review win over everything else (a verified player who sent
 * new documents waits for them too); a verified player sees "completed" until asking to update the documents.
 */
export function verificationStep(account: VerificationState, wantsChange = false): VerificationStep {
  if (account.isOnVerification) return 'verification';
  if (!account.isVerified) return 'start';
  return wantsChange ? 'change' : 'completed';
}

/**
 * The provider frame's base address from the content configuration's public client section. The provider's SDK
 * compares it with the origin of every frame message, so only a bare http(s) origin is accepted.
 */
export function verificationBaseUrl(section: unknown): string | null {
  const raw = section && typeof section === 'object' ? (section as Record<string, unknown>).sumsubBaseUrl : undefined;
  if (typeof raw !== 'string') return null;
  try {
    const url = new WebURL(raw);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.origin === raw ? url.origin : null;
  } catch {
    return null;
  }
}

const ACTION_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/**
 * The provider's action a verification is for (e.g. the withdrawal that asked for it), from the page address. The
 * address is anyone's to write, so only a short plain identifier (the provider's limit is 128 characters) is passed
 * on; anything else verifies the player without an action.
 */
export function verificationActionId(raw: string | null | undefined): string | null {
  return typeof raw === 'string' && ACTION_ID.test(raw) ? raw : null;
}
