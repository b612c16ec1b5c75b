import { toNestErrors, validateFieldsNatively } from '@hookform/resolvers';
import type { FieldError, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/**
 * A react-hook-form resolver for a contract schema that shows each field's first issue with the
 * schema's own message, as the server does (docs/design.md §4). `zodResolver` instead shows, for a union
 * such as `optionalContentUrl`, the message of one of its branches ('Invalid input: expected null,
 * received string') rather than the union's ('Please enter a valid URL').
 *
 * `TValues` is what the form holds (which the schema must accept); `TResult` is the parsed value.
 */
export function contractResolver<TValues extends FieldValues, TResult>(
  schema: z.ZodType<TResult>,
): Resolver<TValues, unknown, TResult> {
  return async (values, _context, options) => {
    const parsed = await schema.safeParseAsync(values);
    if (parsed.success) {
      if (options.shouldUseNativeValidation) validateFieldsNatively({}, options);
      return { values: parsed.data, errors: {} };
    }
    const errors: Record<string, FieldError> = Object.create(null);
    for (const issue of parsed.error.issues) {
      const path = issue.path.join('.');
      errors[path] ??= { type: issue.code, message: issue.message };
    }
    return { values: {}, errors: toNestErrors<TValues>(errors, options) };
  };
}
