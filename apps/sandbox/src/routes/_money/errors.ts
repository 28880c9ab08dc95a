import { invalidParameters, type ApiError } from '../../core/errors.ts';

/** InvalidParameterException on one field with one code (the UI shows the first message per field). */
export const fieldError = (field: string, code: string, message: string, errorData: Record<string, unknown> = {}): ApiError =>
  invalidParameters({ [field]: [{ code, message }] }, message, errorData);
