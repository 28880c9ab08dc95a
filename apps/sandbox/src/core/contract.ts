import { bundle, createConfig } from '@redocly/openapi-core';

const METHODS = ['get', 'post', 'put', 'delete', 'patch'] as const;
type Method = (typeof METHODS)[number];

// The parts of an OpenAPI 3.1 document the sandbox reads. Schemas stay plain objects: Ajv compiles them as they are.
interface ParameterObject {
  name: string;
  in: string;
  required?: boolean;
  schema?: object;
}
interface MediaTypeObject {
  schema?: object;
}
interface OperationObject {
  operationId: string;
  parameters?: ParameterObject[];
  requestBody?: { required?: boolean; content?: Record<string, MediaTypeObject> };
  responses?: Record<string, { content?: Record<string, MediaTypeObject> }>;
}
type PathItemObject = Partial<Record<Method, OperationObject>> & { parameters?: ParameterObject[] };
export interface OpenApiDocument {
  paths: Record<string, PathItemObject>;
  [key: string]: unknown;
}

/** One operation of the contract, with its $refs resolved. */
export interface Operation {
  operationId: string;
  method: Method;
  path: string;
  pattern: RegExp;
  pathParams: string[];
  parameters: ParameterObject[];
  /**
   * The request body: each media type the contract declares for it (the only ones the sandbox reads) with its schema.
   * Absent when the operation takes no body.
   */
  body?: { mediaTypes: Readonly<Record<string, object>>; required: boolean };
  /** status ('200', 'default', ...) -> media type -> schema */
  responses: Record<string, Record<string, object | undefined>>;
}

export interface Contract {
  document: OpenApiDocument;
  operations: Operation[];
  find(method: string, path: string): { operation: Operation; pathParams: Record<string, string> } | undefined;
  byId(operationId: string): Operation | undefined;
  /** What could not be resolved (a missing file or pointer), and the paths left out because of it. */
  unresolved: string[];
}

const isDocument = (value: unknown): value is OpenApiDocument =>
  typeof value === 'object' && value !== null && 'paths' in value && typeof value.paths === 'object' && value.paths !== null;

/** True when a $ref is still in the tree (the bundler leaves the ones it could not follow). */
function hasRef(node: unknown, seen = new Set<object>()): boolean {
  if (!node || typeof node !== 'object' || seen.has(node)) return false;
  seen.add(node);
  if ('$ref' in node) return true;
  return Object.values(node).some((child) => hasRef(child, seen));
}

/**
 * Bundles the multi-file contract into one document with every $ref replaced by its target (Redocly's bundler, the
 * resolver the contract linter uses). A path that still holds a $ref is left out and reported instead of taking the
 * whole sandbox down, so one engineer's unwritten file does not stop everyone else's tests.
 */
export async function loadDocument(rootFile: string): Promise<{ document: OpenApiDocument; unresolved: string[] }> {
  const result = await bundle({ ref: rootFile, config: await createConfig({}), dereference: true });
  const parsed: unknown = result.bundle.parsed;
  if (!isDocument(parsed)) throw new Error(`${rootFile} is not an OpenAPI document with paths`);
  const document: OpenApiDocument = { ...parsed, paths: { ...parsed.paths } };
  const unresolved = result.problems
    .filter((problem) => problem.severity === 'error')
    .map((problem) => `${problem.location[0]?.pointer ?? ''}: ${problem.message}`);
  for (const [path, item] of Object.entries(document.paths)) {
    if (!hasRef(item)) continue;
    delete document.paths[path];
    unresolved.push(`${path}: left out, it holds a $ref that could not be resolved`);
  }
  return { document, unresolved };
}

/** A path segment decoded; a malformed escape (`%E0%A4`) stays as it came, for validation to refuse, not to throw. */
function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

export async function loadContract(rootFile: string): Promise<Contract> {
  const { document, unresolved } = await loadDocument(rootFile);
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(document.paths)) {
    for (const method of METHODS) {
      const op = item[method];
      if (!op) continue;
      const pathParams = [...path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]!);
      const source = path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]+\}/g, '([^/]+)');
      const media = Object.entries(op.requestBody?.content ?? {}).map(([type, content]) => [type.toLowerCase(), content.schema ?? {}] as const);
      const responses: Operation['responses'] = {};
      for (const [status, response] of Object.entries(op.responses ?? {})) {
        responses[status] = Object.fromEntries(Object.entries(response.content ?? {}).map(([type, c]) => [type, c.schema]));
      }
      operations.push({
        operationId: op.operationId,
        method,
        path,
        pattern: new RegExp(`^${source}$`),
        pathParams,
        parameters: [...(item.parameters ?? []), ...(op.parameters ?? [])],
        body: media.length ? { mediaTypes: Object.fromEntries(media), required: !!op.requestBody?.required } : undefined,
        responses,
      });
    }
  }
  const byId = new Map(operations.map((o) => [o.operationId, o]));
  return {
    document,
    operations,
    byId: (id) => byId.get(id),
    unresolved,
    find(method, path) {
      for (const operation of operations) {
        if (operation.method !== method.toLowerCase()) continue;
        const match = operation.pattern.exec(path);
        if (!match) continue;
        const pathParams = Object.fromEntries(operation.pathParams.map((name, i) => [name, decodeSegment(match[i + 1]!)]));
        return { operation, pathParams };
      }
      return undefined;
    },
  };
}
