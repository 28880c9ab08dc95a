import type { ServerResponse } from 'node:http';
import type { RawApp, RawRoute } from '../../core/types.ts';
import { toAmount } from '../../core/ledger.ts';
import { serveIpx } from './ipx.ts';
import { placeholderSvg } from './svg.ts';

const send = (res: ServerResponse, status: number, type: string, body: string, cache = 'public, max-age=86400') => {
  res.writeHead(status, { 'content-type': type, 'cache-control': cache });
  res.end(body);
};

/** `/static/{kind}/{name}.svg` (generated artwork) and `/static/exports/{id}-{token}.csv` (game history exports). */
async function serveStatic(path: string, res: ServerResponse, app: RawApp): Promise<void> {
  const svg = /^\/static\/([a-z0-9-]+)\/([A-Za-z0-9._-]+)\.svg$/.exec(path);
  if (svg) return send(res, 200, 'image/svg+xml', placeholderSvg(svg[1]!, svg[2]!));
  const csv = /^\/static\/exports\/(\d+)-([a-f0-9]+)\.csv$/.exec(path);
  if (csv) return serveExport(Number(csv[1]), csv[2]!, res, app);
  return send(res, 404, 'text/plain', 'not found', 'no-store');
}

async function serveExport(id: number, token: string, res: ServerResponse, app: RawApp): Promise<void> {
  const request = await app.db.maybeOne<{ uid: number; date_from: string; date_to: string; ready_at: Date }>(
    'SELECT uid, date_from::text, date_to::text, ready_at FROM game_history_exports WHERE id = $1 AND token = $2',
    [id, token],
  );
  if (!request || new Date(request.ready_at) > app.now()) return send(res, 404, 'text/plain', 'not ready', 'no-store');
  const rows = await app.db.query<{ created_at: Date; round_id: string; name: string; bet_minor: string; win_minor: string; currency: string }>(
    `SELECT r.created_at, r.round_id, g.name, r.bet_minor, r.win_minor, r.currency FROM game_rounds r JOIN games g ON g.id = r.game_id
     WHERE r.uid = $1 AND r.created_at >= $2::date AND r.created_at < $3::date + 1 ORDER BY r.created_at`,
    [request.uid, request.date_from, request.date_to],
  );
  const quote = (s: string) => `"${s.replace(/"/g, '""')}"`;
  const lines = ['date,round_id,game,bet,win,currency', ...rows.map((r) => [new Date(r.created_at).toISOString(), r.round_id, quote(r.name), toAmount(r.bet_minor).toFixed(2), toAmount(r.win_minor).toFixed(2), r.currency].join(','))];
  res.setHeader('content-disposition', `attachment; filename="game-history-${request.date_from}-${request.date_to}.csv"`);
  return send(res, 200, 'text/csv; charset=utf-8', `${lines.join('\n')}\n`, 'no-store');
}

export const rawRoutes: RawRoute[] = [
  { method: 'GET', prefix: '/static/', handle: (req, res, app) => serveStatic(new URL(req.url ?? '/', 'http://x').pathname, res, app) },
  // Image proxy: `/_ipx/{modifiers}/{path}` resized and converted by the real ipx (see ipx.ts).
  { method: 'GET', prefix: '/_ipx/', handle: (req, res) => serveIpx(req, res) },
];
