import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { contractResolver } from './contract-resolver';

const options = { fields: {}, shouldUseNativeValidation: false } as const;

describe('contractResolver', () => {
  const schema = z.object({
    title: z.string().trim().min(1, 'Title is required'),
    imgUrl: z.union([z.null(), z.string().length(0), z.url('not used')], { error: 'Please enter a valid URL' }),
  });
  const resolve = contractResolver<{ title: string; imgUrl: string }, z.output<typeof schema>>(schema);

  it("shows a union's own message, not one of its branches'", async () => {
    const result = await resolve({ title: 'x', imgUrl: 'not a url' }, undefined, options);
    expect(result.errors).toEqual({
      imgUrl: { type: 'invalid_union', message: 'Please enter a valid URL', ref: undefined },
    });
  });

  it('keeps the first issue of each field and answers the parsed values when valid', async () => {
    const invalid = await resolve({ title: '  ', imgUrl: '' }, undefined, options);
    expect(invalid.errors.title?.message).toBe('Title is required');
    const valid = await resolve({ title: ' Hi ', imgUrl: '' }, undefined, options);
    expect(valid).toEqual({ values: { title: 'Hi', imgUrl: '' }, errors: {} });
  });
});
