import type { Schema } from '@casino/sdk';
import { randomBytes } from 'node:crypto';
import { ApiError } from '../../core/errors.ts';
import type { HandlerMap } from '../../core/types.ts';
import { fieldError } from '../_money/errors.ts';
import { isoRequired } from '../_money/money.ts';

const SUMSUB_LEVEL = 'basic-kyc-level';
const TOKEN_TTL_MS = 10 * 60_000;

const token = (now: Date, applicantId: string) => ({
  token: `_act-sbx-${randomBytes(16).toString('hex')}`,
  applicant_id: applicantId,
  level_name: SUMSUB_LEVEL,
  expires_at: isoRequired(new Date(now.getTime() + TOKEN_TTL_MS)),
});

/** support.getsettings, Support.sendFeedback, FreshChat.storeChatEvent, sumsub.*, events.handle. */
export const handlers: HandlerMap = {
  async 'support.getsettings'(ctx) {
    if (!(ctx.config.chatAndAnalytics > 0)) throw new ApiError('ApplicationUnavailableException', 'No chat provider is configured');
    const active = await ctx.db.maybeOne<{ provider: Schema<'ChatProvider'>; config: Schema<'ChatProviderConfig'> }>('SELECT provider, config FROM support_chat_providers WHERE is_active');
    if (!active) throw new ApiError('ApplicationUnavailableException', 'No chat provider is configured');
    const settings: Schema<'SupportSettings'> = { chat: active.provider };
    settings[active.provider] = { ...active.config, lang: active.config.lang ?? ctx.locale };
    return settings;
  },

  async 'Support.sendFeedback'(ctx) {
    const uid = ctx.session.uid;
    const { name, email, subject, message, idempotency_key: key = null } = ctx.params;
    let contact = email ?? null;
    if (!contact && uid) contact = (await ctx.db.maybeOne<{ email: string | null }>('SELECT email FROM users WHERE uid = $1', [uid]))?.email ?? null;
    if (!contact) throw fieldError('email', 'required', 'E-mail is required');
    // a repeated key (a retry after a timeout) stores nothing more: the unique index on (player, key) keeps one row
    await ctx.db.query(
      `INSERT INTO support_feedback (uid, name, email, subject, message, created_at, idempotency_key) VALUES ($1, $2, $3, $4, $5, $6, $7)
       ON CONFLICT (coalesce(uid, 0), idempotency_key) WHERE idempotency_key IS NOT NULL DO NOTHING`,
      [uid, name ?? null, contact, subject ?? null, message, ctx.now(), key],
    );
    return 1;
  },

  async 'FreshChat.storeChatEvent'(ctx) {
    const uid = ctx.requireUser();
    const p = ctx.params;
    await ctx.db.query('INSERT INTO chat_events (uid, channel_id, conversation_id, text, event, created_at) VALUES ($1, $2, $3, $4, $5, $6)', [uid, p.channel_id, p.conversation_id, p.text, p.event, ctx.now()]);
    return 1;
  },

  async 'sumsub.createApplicant'(ctx) {
    const uid = ctx.requireUser();
    await ctx.db.query(
      'INSERT INTO sumsub_applicants (uid, applicant_id, level_name, external_action_id, created_at) VALUES ($1, $2, $3, $4, $5) ON CONFLICT (uid) DO NOTHING',
      [uid, randomBytes(12).toString('hex'), SUMSUB_LEVEL, ctx.params.externalActionId ?? null, ctx.now()],
    );
    const applicant = await ctx.db.one<{ applicant_id: string }>('SELECT applicant_id FROM sumsub_applicants WHERE uid = $1', [uid]);
    return token(ctx.now(), applicant.applicant_id);
  },

  async 'sumsub.getAccessToken'(ctx) {
    const uid = ctx.requireUser();
    const applicant = await ctx.db.maybeOne<{ applicant_id: string }>('SELECT applicant_id FROM sumsub_applicants WHERE uid = $1', [uid]);
    if (!applicant) throw new ApiError('SumsubVerificationRequiredException', 'Create the verification applicant first');
    return token(ctx.now(), applicant.applicant_id);
  },

  async 'events.handle'(ctx) {
    let params: unknown = {};
    if (ctx.params.event_params) {
      try {
        params = JSON.parse(ctx.params.event_params);
      } catch {
        throw fieldError('event_params', 'json', 'event_params must be JSON');
      }
      if (!params || typeof params !== 'object' || Array.isArray(params)) throw fieldError('event_params', 'json', 'event_params must be a JSON object');
    }
    await ctx.db.query('INSERT INTO analytics_events (uid, event_name, event_params, created_at) VALUES ($1, $2, $3, $4)', [ctx.session.uid, ctx.params.event_name, JSON.stringify(params), ctx.now()]);
    return 1;
  },
};
