import type { SandboxConfig } from '../config.ts';
import type { Db } from '../db/db.ts';
import { fromEur } from '../routes/_money/money.ts';

// Payment methods (one per simulated flow), banks, deposit presets, campaign offers and promo codes.
const ALL = ['EUR', 'USD', 'BRL', 'RUB'];

const limits = (minEur: number, maxEur: number, currencies = ALL) => Object.fromEntries(currencies.map((c) => [c, { min: fromEur(minEur, c), max: fromEur(maxEur, c) }]));

const required = { type: 'required' };
const CARD = [
  { name: 'card_number', type: 'card', label: 'Card number', placeholder: '0000 0000 0000 0000', mask: '#### #### #### ####', required: true, validators: [required, { type: 'cardNumber' }] },
  { name: 'card_holder', type: 'text', label: 'Card holder', placeholder: 'NAME SURNAME', mask: null, required: true, validators: [required, { type: 'cardHolder' }] },
];
const IBAN = [
  { name: 'iban', type: 'iban', label: 'IBAN', placeholder: 'DE89 3704 0044 0532 0130 00', mask: null, required: true, validators: [required, { type: 'iban' }] },
  { name: 'account_holder', type: 'text', label: 'Account holder', placeholder: null, mask: null, required: true, validators: [required, { type: 'cardHolder' }] },
  { name: 'bank_id', type: 'bank', label: 'Bank', placeholder: null, mask: null, required: false, validators: [] },
];
const PHONE = [{ name: 'phone', type: 'phone', label: 'Phone number', placeholder: '+447700900123', mask: '+###############', required: true, validators: [required, { type: 'phone' }] }];
const CPF = [{ name: 'cpf', type: 'text', label: 'CPF', placeholder: '000.000.000-00', mask: '###.###.###-##', required: true, validators: [required, { type: 'cpf' }] }];
const EMAIL = [{ name: 'email', type: 'email', label: 'Wallet e-mail', placeholder: null, mask: null, required: true, validators: [required, { type: 'email' }] }];

type Method = [kind: string, sysname: string, name: string, flow: string, currencies: string[], limits: object, fields: object[], flags: Partial<Record<'popular' | 'kyc' | 'newWindow' | 'receipt', boolean>>, periodLimitEur?: number];
export const METHODS: Method[] = [
  ['deposit', 'visa_mc', 'Visa / Mastercard', 'instant', ALL, limits(10, 5000), CARD, { popular: true, receipt: true }],
  ['deposit', 'paywave', 'PayWave wallet', 'redirect', ['EUR', 'USD'], limits(10, 3000, ['EUR', 'USD']), EMAIL, {}],
  ['deposit', 'bank_transfer', 'Bank transfer (SEPA)', 'pending', ['EUR', 'USD'], limits(20, 20000, ['EUR', 'USD']), IBAN, { receipt: true }],
  ['deposit', 'mobile_wallet', 'Mobile wallet', 'instant', ALL, limits(5, 1500), PHONE, { popular: true }],
  ['deposit', 'pix', 'PIX', 'pending', ['BRL'], limits(5, 10000, ['BRL']), CPF, { popular: true }],
  ['deposit', 'crypto_usdt', 'Crypto (USDT)', 'redirect', ALL, limits(20, 50000), [], { newWindow: true }],
  ['deposit', 'test_decline', 'Test card (always declined)', 'decline', ALL, limits(1, 10000), CARD, {}],
  ['withdrawal', 'visa_mc', 'Visa / Mastercard', 'manual', ALL, limits(20, 5000), CARD, { popular: true }, 10000],
  ['withdrawal', 'iban_transfer', 'Bank transfer (IBAN)', 'manual', ['EUR', 'USD'], limits(50, 50000, ['EUR', 'USD']), IBAN, { kyc: true }, 50000],
  ['withdrawal', 'mobile_wallet', 'Mobile wallet', 'manual', ALL, limits(10, 1500), PHONE, {}, 3000],
  ['withdrawal', 'pix', 'PIX', 'manual', ['BRL'], limits(5, 10000, ['BRL']), CPF, {}, 10000],
];

const BANKS: Array<[string, string, string]> = [
  ['Alpine Savings Bank', 'ALSBDEFF', 'DE'], ['Banco Horizonte', 'BHORBRSP', 'BR'], ['Baltic Commerce Bank', 'BCBKLV22', 'LV'],
  ['Crédit Rivage', 'CRIVFRPP', 'FR'], ['Harbour National', 'HNATGB2L', 'GB'], ['Iberia Popular', 'IPOPESMM', 'ES'],
  ['Northern Trust Union', 'NTUNUS33', 'US'], ['Sever Bank', 'SEVBRUMM', 'RU'], ['Tulip Bank', 'TULPNL2A', 'NL'], ['Vistula Bank', 'VISTPLPW', 'PL'],
];

const PRESETS: Record<string, number[]> = { EUR: [20, 50, 100, 200, 500], USD: [20, 50, 100, 200, 500], BRL: [50, 100, 250, 500, 1000], RUB: [1000, 2500, 5000, 10000, 25000] };

const text = (title: string, body: string, image: string | null = null) => ({ title, text: body, image, terms: 'General bonus terms apply. Wager 30x within 30 days.' });

/** Offer sysname → [action, params, description, promotions, finished]. Promotion values are euros (percent for deposit bonuses). */
const OFFERS: Array<[string, string, object, object, object[], boolean]> = [
  ['welcome-deposit', 'deposit', { exclude_methods: ['test_decline', 'crypto_usdt'], min_deposit: 20, deposit_number: 1 }, text('Welcome bonus 100% up to €200', 'Double your first deposit and get 50 free spins on Lucky Fortune.', '/static/offers/welcome-deposit.svg'),
    [{ id: 1, type: 'bonus', value: 100, value_type: 'percent', max_value: 200, game_sysname: null, description: text('100% bonus', 'Up to €200') },
     { id: 2, type: 'freespins', value: 50, value_type: 'count', max_value: null, game_sysname: 'lucky-fortune', description: text('50 free spins', 'On Lucky Fortune') }], false],
  ['second-deposit', 'deposit', { exclude_methods: ['test_decline'], min_deposit: 20, deposit_number: 2 }, text('Second deposit 50% up to €100', 'A 50% bonus on your second deposit.', '/static/offers/second-deposit.svg'),
    [{ id: 3, type: 'bonus', value: 50, value_type: 'percent', max_value: 100, game_sysname: null, description: text('50% bonus', 'Up to €100') }], false],
  ['weekly-reload', 'deposit', { exclude_methods: ['test_decline'], min_deposit: 50 }, text('Weekly reload 25%', 'Every week: 25% up to €50 on a deposit from €50.', '/static/offers/weekly-reload.svg'),
    [{ id: 4, type: 'bonus', value: 25, value_type: 'percent', max_value: 50, game_sysname: null, description: text('25% bonus', 'Up to €50') }], false],
  ['welcome100', 'promo_code', {}, text('Promo code WELCOME100', 'A €100 casino bonus for the WELCOME100 code.', '/static/offers/welcome100.svg'),
    [{ id: 5, type: 'bonus', value: 100, value_type: 'fixed', max_value: null, game_sysname: null, description: text('€100 bonus', 'Casino bonus') }], false],
  ['betting-starter', 'manual', {}, text('Free bet €20', 'Take a €20 betting bonus for your first bets.', '/static/offers/betting-starter.svg'),
    [{ id: 6, type: 'betting_bonus', value: 20, value_type: 'fixed', max_value: null, game_sysname: null, description: text('€20 free bet', 'Minimum odds 1.5') }], false],
  ['weekend-spins', 'manual', {}, text('Weekend spins', 'Twenty free spins on Lucky Treasure every weekend.', '/static/offers/weekend-spins.svg'),
    [{ id: 7, type: 'freespins', value: 20, value_type: 'count', max_value: null, game_sysname: 'lucky-treasure', description: text('20 free spins', 'On Lucky Treasure') }], false],
  ['promo-spins', 'promo_code', {}, text('Promo code FREESPINS', 'Thirty free spins on Lucky Fortune.', '/static/offers/promo-spins.svg'),
    [{ id: 8, type: 'freespins', value: 30, value_type: 'count', max_value: null, game_sysname: 'lucky-fortune', description: text('30 free spins', 'On Lucky Fortune') }], false],
  ['summer-cup-2023', 'promo_code', {}, text('Summer cup 2023', 'A finished summer promotion.', null),
    [{ id: 9, type: 'bonus', value: 10, value_type: 'fixed', max_value: null, game_sysname: null, description: text('€10 bonus', 'Casino bonus') }], true],
];

export async function seed(db: Db, _config: SandboxConfig): Promise<void> {
  for (const [i, [kind, sysname, name, flow, currencies, lims, fields, flags, period]] of METHODS.entries()) {
    const periodLimit = period ? Object.fromEntries(currencies.map((c) => [c, fromEur(period, c)])) : null;
    await db.query(
      `INSERT INTO payment_methods (kind, sysname, name, logo, flow, currencies, limits, period_limit, fields, is_popular, requires_verification, open_in_new_window, has_receipt, sort)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)`,
      [kind, sysname, name, `/static/payments/${sysname}.svg`, flow, currencies, JSON.stringify(lims), periodLimit && JSON.stringify(periodLimit), JSON.stringify(fields),
       Boolean(flags.popular), Boolean(flags.kyc), Boolean(flags.newWindow), Boolean(flags.receipt), i],
    );
  }
  await db.query(
    `INSERT INTO banks (name, code, country_code, logo) SELECT n, c, cc, '/static/banks/' || lower(c) || '.svg' FROM unnest($1::text[], $2::text[], $3::text[]) AS b(n, c, cc)`,
    [BANKS.map((b) => b[0]), BANKS.map((b) => b[1]), BANKS.map((b) => b[2])],
  );
  for (const [currency, amounts] of Object.entries(PRESETS)) await db.query('INSERT INTO deposit_amount_presets (currency, amounts) VALUES ($1, $2)', [currency, amounts]);
  for (const [i, [sysname, action, params, description, promotions, finished]] of OFFERS.entries()) {
    await db.query(
      `INSERT INTO campaign_offers (sysname, action, params, description, promotions, finished_at, sort) VALUES ($1, $2, $3, $4, $5, CASE WHEN $6 THEN now() - interval '200 days' END, $7)`,
      [sysname, action, JSON.stringify(params), JSON.stringify(description), JSON.stringify(promotions), finished, i],
    );
  }
  await db.query(
    `INSERT INTO promo_codes (code, campaign_offer_id, expires_at, max_activations, activations) VALUES
     ('WELCOME100', (SELECT id FROM campaign_offers WHERE sysname = 'welcome100'), NULL, NULL, 0),
     ('FREESPINS', (SELECT id FROM campaign_offers WHERE sysname = 'promo-spins'), now() + interval '365 days', NULL, 0),
     ('EXPIRED', (SELECT id FROM campaign_offers WHERE sysname = 'summer-cup-2023'), now() - interval '200 days', NULL, 0),
     ('USED', (SELECT id FROM campaign_offers WHERE sysname = 'welcome100'), NULL, 1, 1)`,
  );
}
