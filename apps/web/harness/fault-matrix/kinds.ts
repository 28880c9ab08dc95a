import { DEFAULT_TIMEOUT_MS } from '@casino/adapters/api-defaults';

/** The five ways a call fails in the matrix. */
export type Kind = '500' | 'network' | 'timeout' | 'malformed' | '429';
export const KINDS: readonly Kind[] = ['500', 'network', 'timeout', 'malformed', '429'];

/**
 * How long the sandbox holds the call of a timeout cell at most: well past the client's own deadline
 * (`DEFAULT_TIMEOUT_MS`), so the client gives up first: its deadline passes when the cell lets it (deadlines.ts; the
 * page's clock is left alone: moving it jumped every other timer of the page too, another call's deadline, a poll,
 * which made cells fail by chance). The cell lets the held call go after the player's retry
 * (`POST /__sandbox/faults/release`): the backend was slow, not dead.
 */
export const HOLD_MS = Number(process.env.FAULTS_HOLD_MS ?? DEFAULT_TIMEOUT_MS + 40_000);

/**
 * The sandbox fault (`POST /__sandbox/faults`) for a kind. The quick kinds hold until cleared (a screen may call
 * twice, a retry inside the client too); the hold is handed out once, so the player's retry goes through.
 * A 500 carries the catalogue's InternalServerErrorException, a 429 its TooManyRequestsException.
 */
export function faultFor(kind: Kind, operationId: string): Record<string, unknown> {
  switch (kind) {
    case '500':
      return { method: operationId, status: 500, type: 'InternalServerErrorException', times: -1 };
    case '429':
      return { method: operationId, status: 429, type: 'TooManyRequestsException', times: -1 };
    case 'network':
      return { method: operationId, error: 'network', times: -1 };
    case 'malformed':
      return { method: operationId, body: 'malformed', times: -1 };
    case 'timeout':
      return { method: operationId, delayMs: HOLD_MS, times: 1 };
  }
}
