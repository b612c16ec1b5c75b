import * as contract from '@cms/contract';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';

/**
 * Issue 25 point 1: every list a document or a query may hold is bounded, so that no body an
 * editor sends (a bell schedule of 50 blocks × 4,900 entries) makes the server work for seconds.
 * This walks every zod schema the contract exports, through objects, arrays, unions, optionals,
 * pipes, transforms, records, tuples, lazies and the rest, and names each `z.array` without a
 * largest length: a new schema cannot forget it.
 */

/** The schemas inside a schema, each with the path that leads to it. */
function* inside(schema: z.ZodType, path: string): Generator<[z.ZodType, string]> {
  const def = (schema as unknown as { _zod: { def: Record<string, unknown> } })._zod.def;
  const at = (child: unknown, step: string) =>
    child instanceof z.ZodType ? [[child, `${path}${step}`] as [z.ZodType, string]] : [];
  switch (def.type) {
    case 'object':
      for (const [name, field] of Object.entries(def.shape as Record<string, z.ZodType>)) yield* at(field, `.${name}`);
      yield* at(def.catchall, '.*');
      return;
    case 'array':
      yield* at(def.element, '[]');
      return;
    case 'set':
      yield* at(def.valueType, '[]');
      return;
    case 'tuple':
      for (const [index, item] of (def.items as z.ZodType[]).entries()) yield* at(item, `[${index}]`);
      yield* at(def.rest, '[...]');
      return;
    case 'union':
      for (const [index, option] of (def.options as z.ZodType[]).entries()) yield* at(option, `|${index}`);
      return;
    case 'intersection':
      yield* at(def.left, '&0');
      yield* at(def.right, '&1');
      return;
    case 'record':
    case 'map':
      yield* at(def.keyType, '{key}');
      yield* at(def.valueType, '{value}');
      return;
    case 'pipe':
      yield* at(def.in, '');
      yield* at(def.out, '');
      return;
    case 'lazy':
      yield* at((def.getter as () => z.ZodType)(), '');
      return;
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
    case 'nonoptional':
    case 'success':
      yield* at(def.innerType, '');
      return;
    case 'promise':
      yield* at(def.innerType, '');
      return;
    default:
      return;
  }
}

/** Whether an array schema has a largest length (`.max(n)`, `.length(n)`). */
function bounded(schema: z.ZodType) {
  const checks = ((schema as unknown as { _zod: { def: { checks?: unknown[] } } })._zod.def.checks ?? []) as {
    _zod: { def: { check: string } };
  }[];
  return checks.some((check) => ['max_length', 'length_equals'].includes(check._zod.def.check));
}

/**
 * Every unbounded array under the schema, by the path that leads to it: an answer's `wholeList`
 * passes, unless `parsed` says the server reads the schema from a request.
 */
function unboundedLists(schema: z.ZodType, name: string, parsed = false) {
  const found: string[] = [];
  const seen = new Set<z.ZodType>();
  const walk = (node: z.ZodType, path: string) => {
    if (seen.has(node)) return;
    seen.add(node);
    if (node instanceof z.ZodArray && !bounded(node) && (parsed || !contract.isWholeList(node))) found.push(path);
    for (const [child, at] of inside(node, path)) walk(child, at);
  };
  walk(schema, name);
  return found;
}

/** A schema the server parses from a request: a resource's body or query, or one named as a body, query or params. */
const isParsed = (name: string) =>
  /\.schemas\.(request|update|listQuery)$/.test(name) || /(Request|Query|Params|Update|Fields|Form)$/.test(name);

/** Every zod schema the contract exports, and those of the resource contracts it exports. */
function exportedSchemas(): [string, z.ZodType][] {
  const schemas: [string, z.ZodType][] = [];
  for (const [name, value] of Object.entries(contract)) {
    if (value instanceof z.ZodType) schemas.push([name, value]);
    const declared = (value as { schemas?: Record<string, unknown> } | null)?.schemas;
    if (declared && typeof declared === 'object') {
      for (const [key, schema] of Object.entries(declared)) {
        if (schema instanceof z.ZodType) schemas.push([`${name}.schemas.${key}`, schema]);
      }
    }
  }
  return schemas;
}

describe('the contract’s lists', () => {
  it('finds the contract’s schemas, and an unbounded list in a schema made to have one', () => {
    expect(exportedSchemas().length).toBeGreaterThan(50);
    const sneaky = z.object({
      a: z.array(z.string()).max(3),
      b: z.union([z.string(), z.array(z.number())]).optional(),
      c: z.record(z.string(), z.object({ d: z.array(z.string()) })),
      e: z
        .object({ f: z.lazy(() => z.array(z.string())) })
        .transform((v) => v)
        .pipe(z.object({ f: z.array(z.string()).length(2) })),
    });
    expect(unboundedLists(sneaky, 'sneaky')).toEqual(['sneaky.b|1', 'sneaky.c{value}.d', 'sneaky.e.f']);
    const answer = z.object({ rows: contract.wholeList(z.string()) });
    expect(unboundedLists(answer, 'answer')).toEqual([]);
    expect(unboundedLists(answer, 'answerRequest', true)).toEqual(['answerRequest.rows']);
    expect(isParsed('pagesContract.schemas.request')).toBe(true);
  });

  it('has a largest length for every list of every schema', () => {
    const unbounded = exportedSchemas().flatMap(([name, schema]) => unboundedLists(schema, name, isParsed(name)));
    expect([...new Set(unbounded)]).toEqual([]);
  });
});
