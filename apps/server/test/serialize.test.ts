import { isResponseSerializationError } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createSerializerCompiler } from '../src/platform/serialize.js';

// Responses are written by compiled fast-json-stringify serializers (docs/design.md §8); they must write
// exactly what JSON.stringify of the zod-encoded value would.

const item = z.object({
  id: z.number().int(),
  note: z.string().optional(),
  title: z.string(),
  imgUrl: z.string().nullable(),
  status: z.enum(['ACTIVE', 'DRAFT']),
  flags: z.array(z.object({ on: z.boolean(), name: z.string() })),
  owner: z.object({ id: z.number().int() }).nullable(),
});

const compile = (schema: z.ZodType, verify: boolean) =>
  createSerializerCompiler({ verify })({ schema, method: 'GET', url: '/test', httpStatus: '200' });

const samples = [
  {
    id: 1,
    title: 'Plain',
    imgUrl: null,
    status: 'ACTIVE',
    flags: [],
    owner: null,
  },
  {
    extra: 'dropped',
    owner: { id: 7, secret: 'dropped' },
    flags: [{ name: 'a"b\\c\n\u0001', on: true, hidden: 1 }],
    status: 'DRAFT',
    imgUrl: 'https://example.example/a.png',
    title: 'Ünïcødé — 😀 \ud800 </script>',
    note: 'kept in the contract order',
    id: 2,
  },
];

describe('the compiled response serializer', () => {
  it.each(samples)('writes what zod and JSON.stringify would (%#)', (data) => {
    const expected = JSON.stringify(z.encode(item, data as z.output<typeof item>));
    expect(compile(item, false)(data)).toBe(expected);
    expect(compile(item, true)(data)).toBe(expected);
  });

  it('writes a nullable object and arrays at the top', () => {
    expect(compile(item.nullable(), false)(null)).toBe('null');
    expect(compile(z.array(item), false)(samples)).toBe(JSON.stringify(samples.map((s) => z.encode(item, s as never))));
  });

  it('refuses, when verifying, a response the schema does not allow', () => {
    const serialize = compile(item, true);
    let thrown: unknown;
    try {
      serialize({ ...samples[0], status: 'ARCHIVED' });
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(Error);
    expect(isResponseSerializationError(thrown as Error)).toBe(true);
  });
});
