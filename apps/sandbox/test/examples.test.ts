/**
 * The contract's examples are what other teams read first and what generators and mock servers serve, so they are
 * held to the schemas like real answers: every example (named schemas and their parts, parameters, request and
 * response bodies) validates against the schema beside it, and carries no property its schema does not declare.
 * The second part keeps the contract complete: every named schema has an example, and every operation has one for
 * each parameter, for its body, for its success and for at least one of its errors.
 */
import { fileURLToPath } from 'node:url';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import { loadDocument } from '../src/core/contract.ts';

/** Success answers whose example would say nothing as YAML, with the reason. */
const NO_SUCCESS_EXAMPLE: Record<string, string> = {
  'analytics.hit': 'the answer is a 1x1 GIF image: its bytes written as text would help nobody',
};

type Node = Record<string, unknown>;
interface Example {
  where: string;
  value: unknown;
  schema: Node;
}

const contractPath = fileURLToPath(new URL('../../../openapi/casino-api.yaml', import.meta.url));
// dereferenced: each example sits beside the schema it must match, whichever file either came from
const { document } = await loadDocument(contractPath);
const doc = document as unknown as {
  paths: Record<string, Record<string, Node>>;
  components: { schemas: Record<string, Node> };
};

const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null && !Array.isArray(value);
const SUBSCHEMA_LISTS = ['allOf', 'anyOf', 'oneOf', 'prefixItems'] as const;
const SUBSCHEMAS = ['items', 'additionalProperties', 'not', 'contains', 'if', 'then', 'else', 'contentSchema'] as const;

/** The schema's own examples and those of every schema inside it (properties, items, branches). */
function schemaExamples(schema: unknown, where: string, out: Example[], seen = new Set<unknown>()): void {
  if (!isNode(schema) || seen.has(schema)) return;
  seen.add(schema);
  if ('example' in schema) out.push({ where: `${where} example`, value: schema.example, schema });
  if (Array.isArray(schema.examples)) schema.examples.forEach((value, i) => out.push({ where: `${where} examples[${i}]`, value, schema }));
  for (const [name, sub] of Object.entries(isNode(schema.properties) ? schema.properties : {})) schemaExamples(sub, `${where}.${name}`, out, seen);
  for (const key of SUBSCHEMA_LISTS) if (Array.isArray(schema[key])) (schema[key] as unknown[]).forEach((sub, i) => schemaExamples(sub, `${where} ${key}[${i}]`, out, seen));
  for (const key of SUBSCHEMAS) schemaExamples(schema[key], `${where} ${key}`, out, seen);
}

/** A media type's or a parameter's examples (`example`, or `examples` of Example Objects). */
function ownExamples(holder: Node, where: string, schema: Node): Example[] {
  const out: Example[] = [];
  if ('example' in holder) out.push({ where: `${where} example`, value: holder.example, schema });
  if (isNode(holder.examples)) {
    for (const [name, example] of Object.entries(holder.examples)) if (isNode(example) && 'value' in example) out.push({ where: `${where} examples.${name}`, value: example.value, schema });
  }
  return out;
}

const METHODS = ['get', 'put', 'post', 'delete', 'patch'];
const operations = Object.entries(doc.paths).flatMap(([path, item]) =>
  METHODS.filter((m) => isNode(item[m])).map((method) => ({ path, method, op: item[method] as Node & { operationId: string } })),
);

function allExamples(): Example[] {
  const out: Example[] = [];
  for (const [name, schema] of Object.entries(doc.components.schemas)) schemaExamples(schema, name, out);
  for (const { op } of operations) {
    const id = op.operationId;
    for (const p of (op.parameters ?? []) as Node[]) {
      const schema = (p.schema ?? {}) as Node;
      out.push(...ownExamples(p, `${id} parameter ${String(p.name)}`, schema));
      schemaExamples(schema, `${id} parameter ${String(p.name)} schema`, out);
    }
    const bodies = Object.entries(((op.requestBody as Node | undefined)?.content ?? {}) as Record<string, Node>).map(([type, media]) => [`${id} request ${type}`, media] as const);
    const answers = Object.entries((op.responses ?? {}) as Record<string, Node>).flatMap(([status, response]) =>
      Object.entries((response.content ?? {}) as Record<string, Node>).map(([type, media]) => [`${id} ${status} ${type}`, media] as const),
    );
    for (const [where, media] of [...bodies, ...answers]) {
      const schema = (media.schema ?? {}) as Node;
      out.push(...ownExamples(media, where, schema));
      schemaExamples(schema, `${where} schema`, out);
    }
  }
  return out;
}

const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: true });
addFormats.default(ajv);
// keyed by the schema's text: the dereferenced document repeats a shared schema at every place that uses it
const compiled = new Map<string, ValidateFunction>();
const validate = (schema: Node, value: unknown): string | undefined => {
  const key = JSON.stringify(schema);
  const check = compiled.get(key) ?? ajv.compile(schema);
  compiled.set(key, check);
  return check(value) ? undefined : ajv.errorsText(check.errors, { dataVar: 'example' });
};

/** The schemas that apply to one value: the schema itself and its allOf/anyOf/oneOf branches, all the way down. */
function branches(schema: unknown): Node[] {
  if (!isNode(schema)) return [];
  return [schema, ...(['allOf', 'anyOf', 'oneOf'] as const).flatMap((key) => (Array.isArray(schema[key]) ? (schema[key] as unknown[]).flatMap(branches) : []))];
}

/**
 * Properties of the example that no branch of its schema declares, where the schema does not invite extra ones. A
 * schema that says nothing about extra properties lets Ajv accept a misspelt key; an example is a promise of the
 * shape, so it must not carry one. Branches are read together, as `unevaluatedProperties` would.
 */
function undeclared(value: unknown, schemas: unknown[], at: string, out: string[]): void {
  const applying = schemas.flatMap(branches);
  if (Array.isArray(value)) {
    const items = applying.map((s) => s.items).filter(Boolean);
    value.forEach((item, i) => undeclared(item, items, `${at}[${i}]`, out));
    return;
  }
  if (!isNode(value) || applying.length === 0) return;
  const open = applying.some((s) => s.patternProperties !== undefined || (s.additionalProperties !== undefined && s.additionalProperties !== false) || s.unevaluatedProperties === true);
  for (const [key, child] of Object.entries(value)) {
    const declared = applying.map((s) => (isNode(s.properties) ? s.properties[key] : undefined)).filter((s) => s !== undefined);
    if (declared.length === 0 && !open) out.push(`${at}.${key}`);
    undeclared(child, declared.length ? declared : applying.map((s) => s.additionalProperties).filter(isNode), `${at}.${key}`, out);
  }
}

const hasExample = (holder: Node | undefined) => !!holder && ('example' in holder || (isNode(holder.examples) && Object.keys(holder.examples).length > 0) || (Array.isArray(holder.examples) && holder.examples.length > 0));

describe('contract examples', () => {
  const examples = allExamples();

  it('finds the examples (a guard against a walk that finds nothing)', () => {
    expect(examples.length).toBeGreaterThan(500);
  });

  it('validate against the schema beside them', () => {
    const invalid = examples.map(({ where, value, schema }) => [where, validate(schema, value)] as const).filter(([, error]) => error);
    expect(invalid.map(([where, error]) => `${where}: ${error}`)).toEqual([]);
  });

  it('carry no property their schema does not declare', () => {
    const out: string[] = [];
    for (const { where, value, schema } of examples) undeclared(value, [schema], where, out);
    expect(out).toEqual([]);
  });

  it('exist for every named schema', () => {
    const missing = Object.entries(doc.components.schemas).filter(([, schema]) => !hasExample(schema)).map(([name]) => name);
    expect(missing).toEqual([]);
  });

  it('exist for every parameter, request body, success and at least one error of every operation', () => {
    const missing: string[] = [];
    for (const { op } of operations) {
      const id = op.operationId;
      for (const p of (op.parameters ?? []) as Node[]) if (!hasExample(p) && !hasExample(p.schema as Node)) missing.push(`${id}: parameter ${String(p.name)}`);
      const bodies = Object.values(((op.requestBody as Node | undefined)?.content ?? {}) as Record<string, Node>);
      if (bodies.length > 0 && !bodies.some(hasExample)) missing.push(`${id}: request body`);
      const responses = Object.entries((op.responses ?? {}) as Record<string, Node>);
      const media = (status: (s: string) => boolean) => responses.filter(([s]) => status(s)).flatMap(([, r]) => Object.values((r.content ?? {}) as Record<string, Node>));
      const successes = media((s) => s.startsWith('2'));
      if (!(id in NO_SUCCESS_EXAMPLE) && (successes.length === 0 || !successes.every(hasExample))) missing.push(`${id}: success answer`);
      if (!media((s) => s === 'default' || /^[45]/.test(s)).some(hasExample)) missing.push(`${id}: error answer`);
    }
    expect(missing).toEqual([]);
  });
});
