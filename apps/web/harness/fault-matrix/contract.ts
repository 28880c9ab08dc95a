import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { WEB_DIR } from '../lib/paths.ts';

/** One operation of the contract: its id, HTTP method and path template (`/content/config/{locale}`). */
export interface Operation {
  readonly id: string;
  readonly method: 'GET' | 'POST';
  readonly path: string;
}

const ROOT = resolve(WEB_DIR, '../../openapi/casino-api.yaml');

/**
 * Every operation of the contract, read from `openapi/casino-api.yaml` and the `paths/*.yaml` files its `paths`
 * refer to. The files keep one layout (`key:` → `get:`/`post:` → `operationId:`), so a line scan reads them without
 * a YAML parser; an entry the scan cannot resolve stops the run instead of dropping an operation.
 */
export function contractOperations(root = ROOT): Operation[] {
  const lines = readFileSync(root, 'utf8').split('\n');
  const start = lines.findIndex((l) => l === 'paths:');
  const operations: Operation[] = [];
  const files = new Map<string, string[]>();
  for (let i = start + 1; i < lines.length && !/^\S/.test(lines[i]!); i++) {
    const path = /^ {2}(\/\S*):\s*$/.exec(lines[i]!)?.[1];
    if (!path) continue;
    const ref = /^ {4}\$ref: '([^'#]+)#\/(\w+)'/.exec(lines[i + 1] ?? '');
    if (!ref) throw new Error(`contract: ${path} has no $ref line the scan understands`);
    const file = resolve(dirname(root), ref[1]!);
    if (!files.has(file)) files.set(file, readFileSync(file, 'utf8').split('\n'));
    const body = files.get(file)!;
    const at = body.findIndex((l) => l === `${ref[2]}:`);
    if (at < 0) throw new Error(`contract: ${ref[1]}#/${ref[2]} not found`);
    let found = 0;
    for (let j = at + 1; j < body.length && !/^\S/.test(body[j]!); j++) {
      const method = /^ {2}(get|post):\s*$/.exec(body[j]!)?.[1];
      if (!method) continue;
      const id = body.slice(j + 1, j + 6).map((l) => /^ {4}operationId: (\S+)/.exec(l)?.[1]).find(Boolean);
      if (!id) throw new Error(`contract: ${path} ${method} has no operationId`);
      operations.push({ id, method: method.toUpperCase() as Operation['method'], path });
      found += 1;
    }
    if (!found) throw new Error(`contract: ${path} has no get/post operation`);
  }
  return operations;
}

/** A regular expression's source matching the request paths of `operation` (one segment per `{param}`). */
export const pathPattern = (operation: Operation) => `^${operation.path.replace(/\{\w+\}/g, '[^/]+').replace(/\./g, '\\.')}$`;

/** The operation a request path belongs to. */
export function operationOf(operations: readonly Operation[], pathname: string): Operation | undefined {
  return operations.find((o) => new RegExp(pathPattern(o)).test(pathname));
}
