import type { ServerResponse } from 'node:http';
import type { RawRoute } from '../../core/types.ts';
import { toAmount } from '../../core/ledger.ts';
import { finishRedirectDeposit } from './deposit.ts';

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const html = (res: ServerResponse, status: number, body: string) => {
  res.writeHead(status, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
  res.end(`<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>Sandbox payment page</title>
<style>body{font:16px system-ui;background:#f4f5f7;display:grid;place-items:center;min-height:100vh;margin:0}main{background:#fff;padding:2rem;border-radius:12px;box-shadow:0 2px 12px #0002;min-width:18rem}
button{font:inherit;padding:.6rem 1.2rem;margin-inline-end:.5rem;border-radius:8px;border:1px solid #888;cursor:pointer}button[value=pay]{background:#1a7f37;color:#fff;border-color:#1a7f37}</style></head>
<body><main>${body}</main></body></html>`);
};

const parse = (url: string | undefined) => {
  const match = /^\/pay\/(\d+)(?:\/(pay|cancel|fail))?\/?(?:\?.*)?$/.exec(url ?? '');
  return match ? { id: Number(match[1]), action: match[2] as 'pay' | 'cancel' | 'fail' | undefined } : undefined;
};

/**
 * The external-looking payment page a `redirect` deposit opens (`redirect_url`). "Pay" credits the deposit and returns to
 * the app's /cashier/paysuccess/{transaction}; "Decline" to /cashier/payfail/{transaction}; "Cancel" to /cashier/paycancel.
 */
export const payRoutes: RawRoute[] = [
  {
    method: 'GET',
    prefix: '/pay/',
    async handle(req, res, app) {
      const target = parse(req.url);
      const row = target && (await app.db.maybeOne<{ id: number; amount_minor: string; currency: string; status: string; name: string }>(
        `SELECT p.id, p.amount_minor, p.currency, p.status, m.name FROM payments p JOIN payment_methods m ON m.id = p.method_id WHERE p.id = $1 AND m.flow = 'redirect'`,
        [target.id],
      ));
      if (!row) return html(res, 404, '<h1>Payment not found</h1>');
      const amount = `${toAmount(row.amount_minor).toFixed(2)} ${escape(row.currency)}`;
      if (row.status !== 'pending') return html(res, 409, `<h1>Payment ${row.id} is ${escape(row.status)}</h1><p>${amount}</p>`);
      return html(res, 200, `<h1>${escape(row.name)}</h1><p>Payment <b>#${row.id}</b>: <b>${amount}</b></p>
<form method="post"><button formaction="/pay/${row.id}/pay" name="action" value="pay">Pay</button><button formaction="/pay/${row.id}/fail" name="action" value="fail">Decline</button><button formaction="/pay/${row.id}/cancel" name="action" value="cancel">Cancel</button></form>`);
    },
  },
  {
    method: 'POST',
    prefix: '/pay/',
    async handle(req, res, app) {
      const target = parse(req.url);
      if (!target?.action) return html(res, 404, '<h1>Unknown action</h1>');
      req.resume();
      const outcome = target.action === 'pay' ? 'success' : target.action === 'fail' ? 'failed' : 'cancelled';
      const row = await finishRedirectDeposit(app.db, target.id, outcome, app.now());
      if (!row) return html(res, 409, '<h1>This payment is no longer pending</h1>');
      const path = outcome === 'success' ? `/cashier/paysuccess/${row.id}` : outcome === 'failed' ? `/cashier/payfail/${row.id}` : '/cashier/paycancel';
      const base = row.return_url && row.return_url.startsWith('/') ? row.return_url.replace(/\/$/, '') : '';
      res.writeHead(303, { location: `${app.config.appOrigin}${base}${path}`, 'cache-control': 'no-store' });
      res.end();
    },
  },
];
