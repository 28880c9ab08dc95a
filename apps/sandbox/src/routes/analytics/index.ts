import { RawResponse, type HandlerMap } from '../../core/types.ts';

/** A 1x1 transparent GIF. */
const PIXEL = Uint8Array.from(Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64'));
const OWN = new Set(['locale', 'version', 'referer', 'track_id', 'seon_session']);

/** PostgreSQL text and jsonb hold no NUL character; a beacon stores what it can rather than fail the page's hit. */
const storable = (value: unknown): unknown =>
  typeof value === 'string' ? value.replaceAll('\u0000', '') : Array.isArray(value) ? value.map(storable) : value;

/** The tracking beacon: one `hits` row per call (session, player, referer, tracking ids, the other query values). */
export const handlers: HandlerMap = {
  'analytics.hit': async (ctx) => {
    const p = Object.fromEntries(Object.entries(ctx.params).map(([key, value]) => [key.replaceAll('\u0000', ''), storable(value)])) as typeof ctx.params;
    const rest = Object.fromEntries(Object.entries(p).filter(([key]) => !OWN.has(key)));
    const agent = ctx.headers['user-agent'];
    await ctx.db.query(
      'INSERT INTO hits (session_id, uid, referer, track_id, seon_session, params, user_agent, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)',
      [ctx.session.id || null, ctx.session.uid, p.referer ?? null, p.track_id ?? null, p.seon_session ?? null, JSON.stringify(rest), Array.isArray(agent) ? agent[0] : (agent ?? null), ctx.now()],
    );
    return new RawResponse(200, PIXEL, { 'content-type': 'image/gif' });
  },
};
