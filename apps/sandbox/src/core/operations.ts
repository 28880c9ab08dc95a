import type { operations, paths } from '@casino/sdk';
import type { RawResponse } from './types.ts';

// Handler types derived from the contract's generated types, so a handler that reads a parameter the operation does
// not have, or answers with the wrong shape, fails `tsc` instead of only Ajv at run time.

/** Every operationId of the contract (`account.getInfo`, `i18n.messages`, ...). */
export type OperationId = keyof operations;

/** An object part of an operation that may be absent (`query?: never`, `requestBody?: never`) as an object type. */
type Part<T> = [NonNullable<T>] extends [never] ? Record<never, never> : NonNullable<T>;
type ParamsOf<Op extends OperationId> = operations[Op]['parameters'];
type Body<Op extends OperationId> = operations[Op] extends { requestBody?: infer B } ? (Part<B> extends { content: infer C } ? C[keyof C] : Record<never, never>) : Record<never, never>;

/**
 * What a handler finds in `ctx.params`: the query (or body) fields and the path parameters, after Ajv validated them
 * and coerced them to the contract's types (numbers and booleans, not the strings they travelled as).
 */
export type InputOf<Op extends OperationId> = Part<ParamsOf<Op>['query']> & Part<ParamsOf<Op>['path']> & Body<Op>;

type Success<Op extends OperationId> = operations[Op]['responses'][200];
type JsonOf<Op extends OperationId> = Success<Op> extends { content: { 'application/json': infer J } } ? J : never;
// The contract names every `/api/*` operation after its path, so `/api/<operationId>` being a path marks the envelope.
type IsEnveloped<Op extends OperationId> = `/api/${Op}` extends keyof paths ? true : false;

/**
 * What a handler returns: the `data` of the `{ data }` envelope for `/api/*` operations (the core wraps it), the whole
 * JSON body for the others, and a `RawResponse` for operations whose answer is not JSON (HTML pages, images).
 */
export type OutputOf<Op extends OperationId> =
  IsEnveloped<Op> extends true
    ? JsonOf<Op> extends { data: infer D } ? D : never
    : [JsonOf<Op>] extends [never] ? RawResponse : JsonOf<Op>;
