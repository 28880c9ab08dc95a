import { readFile } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { parse } from 'yaml';

/** One operation of the contract, with its $refs resolved. */
export interface Operation {
  operationId: string;
  method: 'get' | 'post' | 'put' | 'delete' | 'patch';
  path: string;
  pattern: RegExp;
  pathParams: string[];
  parameters: Array<{ name: string; in: string; required?: boolean; schema?: object }>;
  body?: { mediaType: string; schema: object; required: boolean };
  /** status ('200', 'default', ...) -> media type -> schema */
  responses: Record<string, Record<string, object | undefined>>;
}

export interface Contract {
  document: Record<string, any>;
  operations: Operation[];
  find(method: string, path: string): { operation: Operation; pathParams: Record<string, string> } | undefined;
  byId(operationId: string): Operation | undefined;
  /** Paths whose $ref could not be resolved (missing file or pointer). */
  unresolved: string[];
}

type Json = any;

/** Loads a multi-file OpenAPI document and resolves every $ref (relative files and JSON pointers). */
export async function loadDocument(rootFile: string): Promise<Json> {
  const files = new Map<string, Json>();
  const load = async (file: string): Promise<Json> => {
    if (!files.has(file)) files.set(file, parse(await readFile(file, 'utf8')));
    return files.get(file);
  };
  const pointer = (doc: Json, ptr: string): Json => {
    if (!ptr || ptr === '/') return doc;
    return ptr
      .replace(/^\//, '')
      .split('/')
      .map((p) => decodeURIComponent(p.replace(/~1/g, '/').replace(/~0/g, '~')))
      .reduce((node, key) => {
        if (node == null || !(key in node)) throw new Error(`unresolvable $ref pointer ${ptr}`);
        return node[key];
      }, doc);
  };
  const deref = async (node: Json, file: string, seen: string[]): Promise<Json> => {
    if (Array.isArray(node)) return Promise.all(node.map((n) => deref(n, file, seen)));
    if (!node || typeof node !== 'object') return node;
    if (typeof node.$ref === 'string') {
      const [ref, ptr = ''] = node.$ref.split('#');
      const target = ref ? resolve(dirname(file), ref) : file;
      const key = `${target}#${ptr}`;
      if (seen.includes(key)) throw new Error(`circular $ref ${key}`);
      const { $ref: _ref, ...siblings } = node;
      const resolved = await deref(pointer(await load(target), ptr), target, [...seen, key]);
      return Object.keys(siblings).length ? { ...resolved, ...(await deref(siblings, file, seen)) } : resolved;
    }
    const out: Json = {};
    for (const [k, v] of Object.entries(node)) out[k] = await deref(v, file, seen);
    return out;
  };
  const root = resolve(rootFile);
  const { paths = {}, ...rest } = await load(root);
  const document = await deref(rest, root, []);
  document.paths = {};
  document['x-unresolved'] = [];
  for (const [path, item] of Object.entries<Json>(paths)) {
    try {
      document.paths[path] = await deref(item, root, []);
    } catch (error) {
      // A path whose file is not written yet: reported (tests fail on it) instead of taking the whole sandbox down.
      document['x-unresolved'].push(`${path}: ${(error as Error).message}`);
    }
  }
  return document;
}

const METHODS = ['get', 'post', 'put', 'delete', 'patch'] as const;

export async function loadContract(rootFile: string): Promise<Contract> {
  const document = await loadDocument(rootFile);
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries<Json>(document.paths ?? {})) {
    for (const method of METHODS) {
      const op = item[method];
      if (!op) continue;
      const pathParams = [...path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]!);
      const source = path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]+\}/g, '([^/]+)');
      const media = op.requestBody?.content ?? {};
      const mediaType = Object.keys(media)[0];
      const responses: Operation['responses'] = {};
      for (const [status, response] of Object.entries<Json>(op.responses ?? {})) {
        responses[status] = Object.fromEntries(Object.entries<Json>(response.content ?? {}).map(([type, c]) => [type, c.schema]));
      }
      operations.push({
        operationId: op.operationId,
        method,
        path,
        pattern: new RegExp(`^${source}$`),
        pathParams,
        parameters: [...(item.parameters ?? []), ...(op.parameters ?? [])],
        body: mediaType ? { mediaType, schema: media[mediaType].schema ?? {}, required: !!op.requestBody.required } : undefined,
        responses,
      });
    }
  }
  const byId = new Map(operations.map((o) => [o.operationId, o]));
  return {
    document,
    operations,
    byId: (id) => byId.get(id),
    unresolved: document['x-unresolved'],
    find(method, path) {
      for (const operation of operations) {
        if (operation.method !== method.toLowerCase()) continue;
        const match = operation.pattern.exec(path);
        if (!match) continue;
        const pathParams = Object.fromEntries(operation.pathParams.map((name, i) => [name, decodeURIComponent(match[i + 1]!)]));
        return { operation, pathParams };
      }
      return undefined;
    },
  };
}
