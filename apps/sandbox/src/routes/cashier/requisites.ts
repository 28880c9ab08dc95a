import type { Schema } from '@casino/sdk';
import type { Db } from '../../db/db.ts';
import { fieldError } from '../_money/errors.ts';

type FieldValidator = Schema<'FieldValidator'>;
export type RequisiteField = Schema<'RequisiteField'>;

const SAVED_CARD = /^\d{6}\.{3}\d{4}$/;

function luhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return sum % 10 === 0;
}

function ibanValid(value: string): boolean {
  const iban = value.replace(/\s+/g, '').toUpperCase();
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{10,30}$/.test(iban)) return false;
  const moved = iban.slice(4) + iban.slice(0, 4);
  let rest = 0;
  for (const ch of moved) {
    const code = /[A-Z]/.test(ch) ? String(ch.charCodeAt(0) - 55) : ch;
    for (const digit of code) rest = (rest * 10 + Number(digit)) % 97;
  }
  return rest === 1;
}

const checks: Record<string, (value: string, param: FieldValidator['value']) => boolean> = {
  cardNumber: (v) => SAVED_CARD.test(v) || (/^\d{13,19}$/.test(v) && luhn(v)),
  cardHolder: (v) => /^[\p{L} .'-]+$/u.test(v),
  iban: ibanValid,
  phone: (v) => /^\+?\d{10,15}$/.test(v),
  cpf: (v) => /^\d{11}$/.test(v.replace(/[.-]/g, '')),
  email: (v) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v),
  regex: (v, p) => new RegExp(String(p)).test(v),
  minLength: (v, p) => v.length >= Number(p),
  maxLength: (v, p) => v.length <= Number(p),
  required: () => true,
};

/** Validates the requisites against the method's fields; a saved card must belong to the player. Returns the stored form (cards masked). */
export async function checkRequisites(db: Db, uid: number, fields: RequisiteField[], input: Record<string, string> | undefined): Promise<Record<string, string>> {
  const values = input ?? {};
  const stored: Record<string, string> = {};
  for (const field of fields) {
    const raw = (values[field.name] ?? '').trim();
    // Masked inputs (card, IBAN, phone) may arrive with their spaces.
    const value = ['card', 'iban', 'phone'].includes(field.type) ? raw.replace(/\s+/g, '') : raw;
    if (!value) {
      if (field.required) throw fieldError(field.name, 'required', `${field.label} is required`);
      continue;
    }
    for (const rule of field.validators) {
      const check = checks[rule.type];
      if (check && !check(value, rule.value)) throw fieldError(field.name, rule.type, `${field.label} is invalid`);
    }
    if (field.type === 'card' && SAVED_CARD.test(value)) {
      const saved = await db.maybeOne('SELECT 1 FROM saved_requisites WHERE uid = $1 AND field = $2 AND value = $3', [uid, field.name, value]);
      if (!saved) throw fieldError(field.name, 'not_found', 'Saved card not found');
    }
    stored[field.name] = field.type === 'card' ? maskCard(value) : value;
  }
  return stored;
}

/** 4111111111111111 → 411111...1111 (a saved card keeps its mask). */
const maskCard = (value: string): string => (SAVED_CARD.test(value) ? value : `${value.slice(0, 6)}...${value.slice(-4)}`);

/** Digits of all requisites, for the sandbox's flagged test values. */
export const requisiteDigits = (input: Record<string, string> | undefined): string[] => Object.values(input ?? {}).map((v) => v.replace(/\D/g, ''));
