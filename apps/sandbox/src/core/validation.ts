import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { Operation } from './contract.ts';
import type { FieldError } from './errors.ts';

/**
 * Request and response validation driven by the contract's own schemas (Ajv, JSON Schema 2020-12 = OpenAPI 3.1).
 * Requests are coerced (everything travels as strings in a query or a multipart body); responses are not.
 */
export interface Validators {
  request(operation: Operation, input: { query: Record<string, unknown>; path: Record<string, string>; body: unknown }): { params: Record<string, unknown>; errors?: Record<string, FieldError[]> };
  response(operation: Operation, status: number, body: unknown): string | undefined;
}

const makeAjv = (coerce: boolean) => {
  const ajv = new Ajv2020({ strict: false, allErrors: true, coerceTypes: coerce ? 'array' : false, useDefaults: coerce, validateFormats: true });
  addFormats.default(ajv);
  ajv.addKeyword({ keyword: 'x-assumed' });
  return ajv;
};

const fieldOf = (error: ErrorObject): string => {
  const path = error.instancePath.replace(/^\//, '').split('/')[0] ?? '';
  if (error.keyword === 'required') return String((error.params as { missingProperty: string }).missingProperty);
  return path || '_';
};

const toFieldErrors = (errors: ErrorObject[] | null | undefined): Record<string, FieldError[]> => {
  const out: Record<string, FieldError[]> = {};
  for (const error of errors ?? []) (out[fieldOf(error)] ??= []).push({ code: error.keyword, message: error.message ?? 'invalid' });
  return out;
};

export function createValidators(): Validators {
  const requestAjv = makeAjv(true);
  const responseAjv = makeAjv(false);
  const requestCache = new Map<string, { params: ValidateFunction; body?: ValidateFunction }>();
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
      cached = {
        params: requestAjv.compile({ type: 'object', properties, required }),
        body: operation.body ? requestAjv.compile(operation.body.schema) : undefined,
      };
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
      if (validators.body) {
        body = body ?? {};
        if (!validators.body(body)) Object.assign(errors, toFieldErrors(validators.body.errors));
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
