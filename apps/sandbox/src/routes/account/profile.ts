import type { Schema } from '@casino/sdk';
import type { Db } from '../../db/db.ts';
import type { HandlerMap } from '../../core/types.ts';
import { findCountry } from './countries.ts';
import * as rules from './validate.ts';
import { FieldErrors } from './validate.ts';

/** Profile fields as they arrive in a multipart body (registration or saveProfileInfo). */
export type ProfileInput = Partial<Record<
  'first_name' | 'middle_name' | 'last_name' | 'birth_date' | 'sex' | 'country' | 'country_code' | 'region' | 'home_town' |
  'address' | 'postcode' | 'document_type' | 'document_number' | 'fakename' | 'character_id', string>>;

const TEXT_COLUMNS = ['first_name', 'middle_name', 'last_name', 'home_town', 'address', 'postcode', 'region', 'document_type'] as const;

/** The country the input speaks of: the one sent, else the account's. */
export const inputCountry = (input: ProfileInput, current: string | null): string | null =>
  (input.country_code || input.country || current || null)?.toUpperCase() ?? null;

/** Checks every profile field that is present by the rule of its kind; absent fields are not required here. */
export function validateProfile(input: ProfileInput, currentCountry: string | null, now: Date, errors: FieldErrors): void {
  const country = inputCountry(input, currentCountry);
  for (const key of ['first_name', 'middle_name', 'last_name'] as const) if (input[key]) errors.check(key, rules.name(input[key]));
  for (const key of ['home_town', 'address'] as const) if (input[key]) errors.check(key, rules.address(input[key]));
  if (input.birth_date) errors.check('birth_date', rules.birthDate(input.birth_date, now));
  for (const key of ['country', 'country_code'] as const) {
    if (input[key] && !findCountry(input[key])) errors.add(key, 'invalid', 'Unknown country');
  }
  if (input.region) errors.check('region', rules.region(input.region, country));
  if (input.postcode) errors.check('postcode', rules.postcode(input.postcode, country));
  if (input.fakename) errors.check('fakename', rules.fakename(input.fakename));
  if (input.document_number) {
    if ((input.document_type ?? 'cpf') === 'cpf') errors.check('document_number', rules.cpf(input.document_number));
  } else if (input.document_type) errors.add('document_number', 'required', 'Field is required');
}

/** Writes the present profile fields (and the account's country and nickname). Validate first. */
export async function saveProfile(db: Db, uid: number, input: ProfileInput, now: Date): Promise<void> {
  const country = input.country_code || input.country;
  const values: Record<string, unknown> = {};
  for (const key of TEXT_COLUMNS) if (input[key] !== undefined) values[key] = input[key] || null;
  if (input.birth_date !== undefined) values.birth_date = input.birth_date || null;
  if (input.sex !== undefined) values.sex = Number(input.sex || 0);
  if (input.document_number !== undefined) values.document_number = input.document_number.replace(/[.-]/g, '') || null;
  if (input.character_id !== undefined) values.character_id = Number(input.character_id);
  if (country) values.country = country.toUpperCase();
  const columns = Object.keys(values);
  await db.query(
    `INSERT INTO profiles (uid, updated_at${columns.map((c) => `, ${c}`).join('')}) VALUES ($1, $2${columns.map((_, i) => `, $${i + 3}`).join('')})
     ON CONFLICT (uid) DO UPDATE SET updated_at = $2${columns.map((c, i) => `, ${c} = $${i + 3}`).join('')}`,
    [uid, now, ...Object.values(values)],
  );
  if (country) await db.query('UPDATE users SET country_code = $2 WHERE uid = $1', [uid, country.toUpperCase()]);
  if (input.fakename) await db.query('UPDATE users SET fakename = $2 WHERE uid = $1', [uid, input.fakename]);
}

const CPF_FORMAT = (digits: string) => digits.replace(/^(\d{3})(\d{3})(\d{3})(\d{2})$/, '$1.$2.$3-$4');

type ProfileRow = { [K in 'first_name' | 'middle_name' | 'last_name' | 'country' | 'region' | 'home_town' | 'address' | 'postcode' | 'document_number']: string | null } & {
  sex: 0 | 1 | 2 | null;
  birth_date: Date | string | null;
  document_type: Schema<'ProfileDocument'>['type'] | null;
  account_country: string | null;
};
type ContactRow = Omit<Schema<'Contact'>, 'phone_country_code'> & { phone_country_code: string | null };

export const profileHandlers: HandlerMap = {
  'account.getprofileinfo': async (ctx) => {
    const uid = ctx.requireUser();
    const row = await ctx.db.maybeOne<ProfileRow>('SELECT p.*, u.country_code AS account_country FROM users u LEFT JOIN profiles p ON p.uid = u.uid WHERE u.uid = $1', [uid]);
    const fields: readonly string[] = ctx.params.fields ?? [];
    const profile: Schema<'Profile'> = {
      first_name: row?.first_name ?? null,
      middle_name: row?.middle_name ?? null,
      last_name: row?.last_name ?? null,
      sex: row?.sex ?? 0,
      birth_date: row?.birth_date ? new Date(row.birth_date).toISOString().slice(0, 10) : null,
      country: row?.country ?? row?.account_country ?? null,
      country_code: row?.account_country ?? null,
      region: row?.region ?? null,
      home_town: row?.home_town ?? null,
      address: row?.address ?? null,
      postcode: row?.postcode ?? null,
    };
    if (fields.includes('document')) {
      profile.document = row?.document_type && row.document_number ? { type: row.document_type, number: CPF_FORMAT(row.document_number) } : null;
    }
    if (fields.includes('contacts')) {
      const contacts = await ctx.db.query<ContactRow>('SELECT type, contact, phone_country_code, is_confirmed, is_subscribed FROM contacts WHERE uid = $1 ORDER BY type', [uid]);
      profile.contacts = contacts.map(({ phone_country_code, ...c }) => (c.type === 'phone' ? { ...c, phone_country_code: phone_country_code ?? '' } : c));
    }
    return profile;
  },

  'account.saveProfileInfo': async (ctx) => {
    const uid = ctx.requireUser();
    const user = await ctx.db.one<{ country_code: string | null }>('SELECT country_code FROM users WHERE uid = $1', [uid]);
    const errors = new FieldErrors();
    validateProfile(ctx.params, user.country_code, ctx.now(), errors);
    errors.throwIfAny();
    await saveProfile(ctx.db, uid, ctx.params, ctx.now());
    return 1;
  },

  'account.changefakename': async (ctx) => {
    const uid = ctx.requireUser();
    new FieldErrors().check('fakename', rules.fakename(ctx.params.fakename)).throwIfAny();
    await ctx.db.query('UPDATE users SET fakename = $2 WHERE uid = $1', [uid, ctx.params.fakename]);
    return 1;
  },
};
