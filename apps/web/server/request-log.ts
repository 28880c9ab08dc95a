import type { IncomingMessage, Server, ServerResponse } from 'node:http';

/** One request as the log line gives it. */
interface RequestLogEntry {
  readonly time: string;
  readonly method: string;
  /** The path without the query: queries carry tokens and search words that have no place in a log. */
  readonly path: string;
  readonly status: number;
  readonly durationMs: number;
  /** Body bytes sent (compressed, when the answer was), headers not counted. */
  readonly bytes: number;
  /** Present when the connection closed before the answer was sent in full. */
  readonly aborted?: true;
}

/**
 * Writes one JSON line per request (`LOG_REQUESTS=1`, server/main.ts) once its answer is sent or its connection
 * closed: what a log collector needs to count, time and size the traffic without parsing free text.
 */
export function logRequests(server: Server, write: (line: string) => void = (line) => void process.stdout.write(line), now: () => number = () => performance.now()): void {
  // first among the listeners, so the time includes everything the server does for the request
  server.prependListener('request', (req: IncomingMessage, res: ServerResponse) => {
    const started = now();
    let bytes = 0;
    const count = (chunk: unknown, encoding?: unknown) => {
      if (typeof chunk === 'string') bytes += Buffer.byteLength(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8');
      else if (chunk instanceof Uint8Array) bytes += chunk.byteLength;
    };
    const write_ = res.write.bind(res) as (...args: unknown[]) => boolean;
    const end_ = res.end.bind(res) as (...args: unknown[]) => ServerResponse;
    res.write = ((chunk: unknown, ...rest: unknown[]) => {
      count(chunk, rest[0]);
      return write_(chunk, ...rest);
    }) as ServerResponse['write'];
    res.end = ((chunk?: unknown, ...rest: unknown[]) => {
      if (typeof chunk !== 'function') count(chunk, rest[0]);
      return end_(chunk, ...rest);
    }) as ServerResponse['end'];
    res.once('close', () => {
      const entry: RequestLogEntry = {
        time: new Date().toISOString(),
        method: req.method ?? '',
        path: (req.url ?? '/').split('?')[0] ?? '/',
        status: res.statusCode,
        durationMs: Math.round((now() - started) * 10) / 10,
        // a HEAD answer sends no body, whatever was handed to it
        bytes: req.method === 'HEAD' ? 0 : bytes,
        ...(res.writableFinished ? {} : { aborted: true as const }),
      };
      write(`${JSON.stringify(entry)}\n`);
    });
  });
}
