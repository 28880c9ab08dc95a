// READ apps/sandbox/CONTRIBUTING.md first (the frame for area engineers: what to edit, what not).
import type { Db } from '../db/db.ts';
import type { Outbox } from '../dev/outbox.ts';
import type { SandboxConfig } from '../config.ts';
import type { InputOf, OperationId, OutputOf } from './operations.ts';

export interface Session {
  readonly id: string;
  /** Signed-in user id, or null for a guest. */
  readonly uid: number | null;
  /** Binds the session to a user (sign-in, registration). */
  signIn(uid: number): Promise<void>;
  /** Ends the sign-in (the cookie stays, the session becomes a guest's). */
  signOut(): Promise<void>;
}

/** What every handler receives, whatever its operation. */
export interface BaseCtx {
  readonly locale: string;
  readonly db: Db;
  readonly session: Session;
  readonly outbox: Outbox;
  readonly config: SandboxConfig;
  /** The sandbox's notion of now (tests may shift it through /__sandbox/clock). */
  now(): Date;
  /** Throws AuthorizationException for guests; returns the uid otherwise. */
  requireUser(): number;
  /** Request headers (lower-case names). */
  readonly headers: Record<string, string | string[] | undefined>;
  /** The sandbox's own origin as this request reached it (never the app's; see `own-origin.ts`). */
  readonly ownOrigin: string;
  /** Response headers to add (e.g. Location for a redirect). */
  readonly setHeader: (name: string, value: string) => void;
}

/** The context of one operation: `params` are its validated query (GET) or body (POST) fields, merged with path params. */
export interface OperationCtx<Op extends OperationId> extends BaseCtx {
  readonly operationId: Op;
  readonly params: InputOf<Op>;
}

/** The context as the pipeline builds it, before it knows which handler runs (and for helpers any operation may call). */
export interface Ctx extends BaseCtx {
  readonly operationId: string;
  readonly params: Readonly<Record<string, unknown>>;
}

/**
 * A handler answers one contract operation. For `/api/*` operations the returned value becomes `{ data: <value> }`;
 * for other operations it is the whole JSON body, or a `RawResponse` where the contract's answer is not JSON.
 */
type Handler<Op extends OperationId> = (ctx: OperationCtx<Op>) => Promise<OutputOf<Op>>;

/** Non-JSON answers (HTML, images, redirects) for operations outside `/api`. */
export class RawResponse {
  constructor(
    readonly status: number,
    readonly body: string | Uint8Array,
    readonly headers: Record<string, string> = {},
  ) {}
}

/** Handlers of one area, keyed by operationId (e.g. `account.getInfo`): each key types its handler's params and answer. */
export type HandlerMap = { readonly [Op in OperationId]?: Handler<Op> };

/** A handler as the pipeline calls it: by the operationId it routed to, after Ajv checked the params against it. */
export type RoutedHandler = (ctx: Ctx) => unknown;

/** What raw routes can reach. */
export interface RawApp {
  readonly db: import('../db/db.ts').Db;
  readonly config: SandboxConfig;
  /** Sign a browser session in (e.g. the oauth simulation page). Sets the `sid` cookie on `res`. */
  signIn(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse, uid: number): Promise<void>;
  now(): Date;
}

/** A non-contract route (images, fake payment pages, oauth simulation, game rounds, the verification frame), only under /static/, /_ipx/, /pay/, /oauth/, /platform/rounds/, /websdk/. */
export interface RawRoute {
  method: 'GET' | 'POST';
  prefix: string;
  handle(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse, app: RawApp): Promise<void>;
}
