import type { MessageKey, MessageParams } from './messages';

/** The outcome of a validation rule: a message key, not a text, so each app translates it in its own catalog. */
export type ValidationResult = { readonly ok: true } | ValidationFailure;
export type ValidationFailure = { readonly ok: false; readonly key: MessageKey; readonly params?: MessageParams };

export const VALID: ValidationResult = Object.freeze({ ok: true });

export function invalid(key: MessageKey, params?: MessageParams): ValidationFailure {
  return params === undefined ? { ok: false, key } : { ok: false, key, params };
}

/** Runs rules in order and returns the first failure, or valid. */
export function firstFailure(...results: readonly (() => ValidationResult)[]): ValidationResult {
  for (const run of results) {
    const result = run();
    if (!result.ok) return result;
  }
  return VALID;
}

export const isBlank = (value: string | null | undefined): boolean => value === undefined || value === null || value.trim() === '';
