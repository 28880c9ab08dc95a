import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { Operation } from './contract.ts';
import type { FieldError } from './errors.ts';

/**
 * Request and response validation driven by the contract's own schemas (Ajv, JSON Schema 2020-12 = OpenAPI 3.1).
 * Requests are coerced (everything travels as strings in a query or a multipart body); responses are not.
 */
export interface Validators {
  /** `mediaType` is the one the body came in (its schema validates it); the body is validated whenever the operation declares one. */
  request(operation: Operation, input: { query: Record<string, unknown>; path: Record<string, string>; body: unknown; mediaType?: string }): { params: Record<string, unknown>; errors?: Record<string, FieldError[]> };
  response(operation: Operation, status: number, body: unknown): string | undefined;
}

const makeAjv = (coerce: boolean) => {
  // `verbose` on requests: an error carries the value it refused, to tell a JSON string from a missing nested field
  const ajv = new Ajv2020({ strict: false, allErrors: true, coerceTypes: coerce ? 'array' : false, useDefaults: coerce, validateFormats: true, verbose: coerce });
  addFormats.default(ajv);
  ajv.addKeyword({ keyword: 'x-assumed' });
  return ajv;
};

const fieldOf = (error: ErrorObject): string => {
  const path = error.instancePath.replace(/^\//, '').split('/')[0] ?? '';
  if (error.keyword === 'required') return String((error.params as { missingProperty: string }).missingProperty);
  return path || '_';
};

/**
 * Generic generators (hey-api, orval) send a nested form field as one JSON string, ignoring the contract's `encoding`;
 * the message then says what the backend reads instead, so the other team finds the fix without reading the sandbox.
 */
const messageOf = (error: ErrorObject): string => {
  const expected = (error.params as { type?: unknown }).type;
  if (error.keyword === 'type' && (expected === 'object' || expected === 'array') && typeof error.data === 'string') {
    const [head = '', ...rest] = error.instancePath.replace(/^\//, '').split('/');
    const field = head + rest.map((key) => `[${key}]`).join('');
    const example = expected === 'object' ? `${field}[key]=value` : `${field}[]=value`;
    return `must be ${expected}: send one form field per value in bracket notation (${example}), not one JSON string`;
  }
  return error.message ?? 'invalid';
};

const toFieldErrors = (errors: ErrorObject[] | null | undefined): Record<string, FieldError[]> => {
  const out: Record<string, FieldError[]> = {};
  for (const error of errors ?? []) (out[fieldOf(error)] ??= []).push({ code: error.keyword, message: messageOf(error) });
  return out;
};

export function createValidators(): Validators {
  const requestAjv = makeAjv(true);
  const responseAjv = makeAjv(false);
  const requestCache = new Map<string, { params: ValidateFunction; body: Map<string, ValidateFunction> }>();
  const responseCache = new Map<string, ValidateFunction>();

  const requestValidators = (operation: Operation) => {
    let cached = requestCache.get(operation.operationId);
    if (!cached) {
      const properties: Record<string, object> = {};
      const required: string[] = [];
      for (const p of operation.parameters) {
        if (p.in !== 'query' && p.in !== 'path') continue;
        properties[p.name] = p.schema ?? {};
        if (p.required || p.in === 'path') required.push(p.name);
      }
      const bodies = Object.entries(operation.body?.mediaTypes ?? {}).map(([type, schema]) => [type, requestAjv.compile(schema)] as const);
      cached = { params: requestAjv.compile({ type: 'object', properties, required }), body: new Map(bodies) };
      requestCache.set(operation.operationId, cached);
    }
    return cached;
  };

  return {
    request(operation, input) {
      const validators = requestValidators(operation);
      const params: Record<string, unknown> = { ...input.query, ...input.path };
      const errors: Record<string, FieldError[]> = {};
      if (!validators.params(params)) Object.assign(errors, toFieldErrors(validators.params.errors));
      let body = input.body;
      // no body at all is checked against the first declared type's schema: its `required` list still applies
      const validateBody = (input.mediaType && validators.body.get(input.mediaType)) || validators.body.values().next().value;
      if (validateBody) {
        body = body ?? {};
        if (!validateBody(body)) Object.assign(errors, toFieldErrors(validateBody.errors));
      }
      const merged = { ...params, ...(body && typeof body === 'object' ? (body as object) : {}) };
      return Object.keys(errors).length ? { params: merged, errors } : { params: merged };
    },
    response(operation, status, body) {
      const key = String(status);
      const byStatus = operation.responses[key] ?? operation.responses[`${key[0]}XX`] ?? operation.responses.default;
      const schema = byStatus?.['application/json'];
      if (!byStatus) return `status ${status} is not in the contract of ${operation.operationId}`;
      if (!schema) return undefined; // non-JSON answers (HTML, images) are not schema-checked
      const cacheKey = `${operation.operationId} ${status}`;
      const validate = responseCache.get(cacheKey) ?? responseAjv.compile(schema);
      responseCache.set(cacheKey, validate);
      return validate(body) ? undefined : responseAjv.errorsText(validate.errors, { dataVar: 'response' });
    },
  };
}
