import { formatNumber, stripThousands } from '../format/number';
import { VALID, invalid, isBlank, type ValidationResult } from './result';

export interface SumBounds {
  readonly min?: number;
  readonly max?: number;
}

/**
 * Sum: thousands commas ignored, then digits only without a
 * leading zero (wrongField), between min and max, else sumError with `min`/`max` formatted
 * with thousands commas. An empty value is requiredField.
 */
export function validateSum(value: string, bounds: SumBounds = {}): ValidationResult {
  if (isBlank(value)) return invalid('requiredField');
  const digits = stripThousands(value.trim());
  if (!/^[1-9]\d*$/.test(digits)) return invalid('wrongField');
  const amount = Number(digits);
  const tooSmall = bounds.min !== undefined && amount < bounds.min;
  const tooLarge = bounds.max !== undefined && amount > bounds.max;
  if (tooSmall || tooLarge) {
    return invalid('sumError', {
      min: bounds.min === undefined ? '' : formatNumber(bounds.min),
      max: bounds.max === undefined ? '' : formatNumber(bounds.max),
    });
  }
  return VALID;
}

/** Reads a number after stripping thousands commas; undefined when not a plain decimal. */
export function readNumber(value: string): number | undefined {
  const text = stripThousands(value.trim());
  return /^-?\d+(?:\.\d+)?$/.test(text) ? Number(text) : undefined;
}

/** Min value (minValue with formatted `min`); passes when empty; wrongField if not a number. */
export function validateMinValue(value: string, min: number): ValidationResult {
  if (isBlank(value)) return VALID;
  const n = readNumber(value);
  if (n === undefined) return invalid('wrongField');
  return n < min ? invalid('minValue', { min: formatNumber(min) }) : VALID;
}

/** Max value (maxValue with formatted `max`); passes when empty; wrongField if not a number. */
export function validateMaxValue(value: string, max: number): ValidationResult {
  if (isBlank(value)) return VALID;
  const n = readNumber(value);
  if (n === undefined) return invalid('wrongField');
  return n > max ? invalid('maxValue', { max: formatNumber(max) }) : VALID;
}

/** Min length (minLength). Passes when empty: combine with a required rule. */
export function validateMinLength(value: string, min: number): ValidationResult {
  if (value === '') return VALID;
  return Array.from(value).length < min ? invalid('minLength', { min: String(min) }) : VALID;
}

/** Max length (maxLength). */
export function validateMaxLength(value: string, max: number): ValidationResult {
  return Array.from(value).length > max ? invalid('maxLength', { max: String(max) }) : VALID;
}
