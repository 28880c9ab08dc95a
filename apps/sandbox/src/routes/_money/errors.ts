import { invalidParameters, type ApiError } from '../../core/errors.ts';

/** InvalidParameterException on one field with one code (the UI shows the first message per field). */
export const fieldError = (field: string, code: string, message: string, errorData: Record<string, unknown> = {}): ApiError =>
  invalidParameters({ [field]: [{ code, message }] }, message, errorData);

/** A unique-constraint violation (PostgreSQL 23505): a concurrent twin of this request won the race. */
export const isUniqueViolation = (error: unknown): boolean => (error as { code?: string } | null)?.code === '23505';
