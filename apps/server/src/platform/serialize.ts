import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify';
import { ResponseSerializationError } from 'fastify-type-provider-zod';
import { z } from 'zod';

type JsonSchema = Record<string, unknown>;

/**
 * The JSON schema fast-json-stringify compiles from a response's zod schema (its output side). Two
 * adjustments keep the output what `JSON.stringify` of the zod-encoded value would be:
 * - `required` is dropped, because fast-json-stringify writes required properties first and the
 *   contract's order must stay (a missing property is left out instead of failing; tests check it);
 * - `anyOf: [X, {type: 'null'}]` (a nullable object) becomes X with `nullable: true`, which compiles
 *   to a null check instead of a run-time schema match.
 */
export function serializerSchema(schema: z.ZodType): JsonSchema {
  const { $schema: _, ...json } = z.toJSONSchema(schema, {
    io: 'output',
    target: 'draft-7',
    unrepresentable: 'any',
  }) as JsonSchema;
  return adjust(json) as JsonSchema;
}

function adjust(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(adjust);
  if (node === null || typeof node !== 'object') return node;
  const { required: _, ...rest } = node as JsonSchema;
  const variants = rest.anyOf;
  if (Array.isArray(variants) && variants.length === 2 && Object.keys(rest).length === 1) {
    const nullIndex = variants.findIndex((variant) => isNullSchema(variant));
    const other = variants[1 - nullIndex] as JsonSchema | undefined;
    if (nullIndex !== -1 && other && !('anyOf' in other) && !('oneOf' in other) && !('$ref' in other)) {
      return { ...(adjust(other) as JsonSchema), nullable: true };
    }
  }
  const out: JsonSchema = {};
  for (const [key, value] of Object.entries(rest)) {
    // These map names to schemas: adjust each schema, never take a name for a keyword.
    out[key] =
      SCHEMA_MAPS.has(key) && value && typeof value === 'object'
        ? Object.fromEntries(Object.entries(value).map(([name, child]) => [name, adjust(child)]))
        : adjust(value);
  }
  return out;
}

const SCHEMA_MAPS = new Set(['properties', '$defs', 'definitions', 'patternProperties']);

const isNullSchema = (node: unknown) =>
  node !== null && typeof node === 'object' && (node as JsonSchema).type === 'null' && Object.keys(node).length === 1;

/**
 * Responses are written by serializers compiled once per route from the contract's zod schemas
 * (fast-json-stringify, Fastify's own), not by a zod parse per response (docs/design.md §8): only the
 * contract's fields go out, in its order. A route's serializer is compiled when it first answers,
 * so start-up does not pay for every route (cold start).
 *
 * With `verify` (the test suite) every serializer is compiled at once, every response is also
 * encoded by zod, and both a schema mismatch and any difference from `JSON.stringify` of the zod
 * result fail the request, so the tests prove the fast path writes exactly what zod would.
 */
export function createSerializerCompiler({ verify }: { verify: boolean }): FastifySerializerCompiler<z.ZodType> {
  return ({ schema, method, url }) => {
    // The error the zod serializer threw, so errors.ts logs and answers it the same way; its cause
    // is a ZodError from zod and a plain Error from fast-json-stringify.
    const fail = (cause: unknown) => new ResponseSerializationError(method, url, { cause: cause as z.ZodError });
    if (!verify) {
      let stringify: ((data: unknown) => string) | undefined;
      return (data) => {
        stringify ??= fastJson(serializerSchema(schema));
        try {
          return stringify(data);
        } catch (error) {
          throw fail(error);
        }
      };
    }
    const stringify = fastJson(serializerSchema(schema));
    return (data) => {
      const encoded = z.safeEncode(schema, data);
      if (encoded.error) throw fail(encoded.error);
      let fast: string;
      try {
        fast = stringify(data);
      } catch (error) {
        throw fail(error);
      }
      const expected = JSON.stringify(encoded.data);
      if (fast !== expected) {
        throw fail(new Error(`the compiled serializer wrote ${fast.slice(0, 500)}, zod ${expected.slice(0, 500)}`));
      }
      return fast;
    };
  };
}
