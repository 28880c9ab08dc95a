import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AppParts } from './app.ts';
import { parseQuery, readOperationBody } from './body.ts';
import type { Operation } from './contract.ts';
import { ApiError, errorStatus, type ErrorType } from './errors.ts';
import { SCOPE_COOKIE, statusType } from '../dev/faults.ts';
import { configFor, nowFor } from '../dev/routes.ts';
import { ownOrigin } from './own-origin.ts';
import { loadSession, readCookie, secureCookies } from './session.ts';
import { RawResponse, type Ctx } from './types.ts';

/** The pipeline of one contract operation: fault → parse → validate → handler → envelope → validate answer → send. */
export async function handleOperation(
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  found: { operation: Operation; pathParams: Record<string, string> } | undefined,
  parts: AppParts,
): Promise<void> {
  const isApi = url.pathname.startsWith('/api/');
  const headers: Record<string, string> = {};
  const cookies: string[] = [];
  const operationId = found?.operation.operationId;

  const send = (status: number, body: unknown) => {
    if (operationId) parts.calls.push({ operationId, status });
    let payload: string | Uint8Array;
    let type = 'application/json; charset=utf-8';
    if (body instanceof RawResponse) {
      const { 'set-cookie': cookie, ...rest } = body.headers;
      Object.assign(headers, rest);
      if (cookie) cookies.push(cookie); // beside any session cookie, not instead of it
      payload = body.body;
      type = body.headers['content-type'] ?? 'text/html; charset=utf-8';
      status = body.status;
    } else {
      if (found && parts.config.dev) {
        const violation = parts.validators.response(found.operation, status, body);
        if (violation) {
          const message = `Contract violation in the answer of ${operationId} (${status}): ${violation}`;
          console.error(`[sandbox] ${message}`);
          parts.state.violations.push(message);
          status = 500;
          body = new ApiError('InternalServerErrorException', message).toBody();
        }
      }
      payload = status === 204 ? '' : JSON.stringify(body);
    }
    if (cookies.length) res.setHeader('set-cookie', cookies);
    res.writeHead(status, { 'content-type': type, 'cache-control': 'no-store', ...headers });
    res.end(payload);
  };

  if (!found) {
    const error = new ApiError('MethodNotFoundException', `Method ${url.pathname} not found`);
    return send(error.status, error.toBody());
  }

  const scope = parts.config.dev ? readCookie(req, SCOPE_COOKIE) : undefined;
  const fault = parts.config.dev ? parts.state.faults.take(operationId, url.pathname, scope) : undefined;
  // The body is read while a delay holds the request: a call the client gives up on (its deadline passed) has reached
  // the backend all the same and still takes effect, which is what a retry after a timeout must cope with.
  const operation = found.operation;
  const bodyRead: ReturnType<typeof readOperationBody> = operation.method === 'get' ? Promise.resolve({ value: undefined }) : readOperationBody(req, Object.keys(operation.body?.mediaTypes ?? {}));
  bodyRead.catch(() => undefined); // awaited below: an unreadable body or an undeclared media type is answered there
  // a delay ends when its time is up or when the test lets the scope's held calls go (POST /__sandbox/faults/release)
  const held = fault?.delayMs ? parts.state.faults.hold(fault.delayMs, scope) : undefined;
  const answer = async (): Promise<void> => {
    if (fault?.error === 'network') return void req.socket.destroy();
    if (fault?.status) {
      const type = (fault.type && fault.type in errorStatus ? fault.type : statusType(fault.status)) as ErrorType;
      const error = new ApiError(type, `Injected fault (${fault.status})`, { status: fault.status, error_data: type === 'UserBannedException' ? { type: 'banned_user' } : {} });
      if (operationId) parts.calls.push({ operationId, status: fault.status });
      res.writeHead(fault.status, { 'content-type': 'application/json' });
      return void res.end(JSON.stringify(error.toBody()));
    }
    if (fault?.body === 'malformed') {
      res.writeHead(200, { 'content-type': 'application/json' });
      return void res.end('{"data": {"malformed": tru');
    }

    try {
      const { mediaType, value: body } = await bodyRead;
      const { params, errors } = parts.validators.request(operation, { query: parseQuery(url.search), path: found.pathParams, body, mediaType });
      if (errors) throw new ApiError('InvalidRequestException', 'The request does not match the contract', { status: 400, invalid_parameters: errors });
      const handler = parts.handlers.get(found.operation.operationId);
      if (!handler) throw new ApiError('MethodNotFoundException', `Method ${operationId} is not implemented by the sandbox`);
      const config = configFor(parts.state, scope);
      // idle time is real time: the sandbox clock's offset simulates expiry of bonuses and codes, not of the session
      const session = await loadSession(parts.db, req, (c) => cookies.push(c), secureCookies(parts.config), { seconds: config.timeToForceLogout, now: new Date() });
      const ctx: Ctx = {
        operationId: found.operation.operationId,
        params,
        locale: typeof params.locale === 'string' ? params.locale : 'en',
        db: parts.db,
        session,
        outbox: parts.state.outbox,
        config,
        now: () => nowFor(parts.state, scope),
        headers: req.headers,
        ownOrigin: ownOrigin(req, parts.config.appOrigin),
        setHeader: (name, value) => void (headers[name] = value),
        requireUser() {
          if (!session.uid) throw new ApiError('AuthorizationException', 'Authorization required');
          return session.uid;
        },
      };
      const result = await handler(ctx);
      if (result instanceof RawResponse) return send(result.status, result);
      return send(200, isApi ? { data: result } : result);
    } catch (error) {
      if (error instanceof ApiError) return send(error.status, error.toBody());
      console.error(`[sandbox] ${operationId} failed`, error);
      const failure = new ApiError('InternalServerErrorException', (error as Error).message || 'Internal error');
      return send(500, failure.toBody());
    }
  };
  try {
    await held?.wait;
    await answer();
  } finally {
    held?.finish();
  }
}
