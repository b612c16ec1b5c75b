import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { STATUS_CODES } from 'node:http';

export interface Issue {
  path: string;
  message: string;
}

/** An error whose message is safe to show the client; `issues` name the fields at fault, as validation's do. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly headers: Record<string, string> = {},
    readonly issues?: Issue[],
  ) {
    super(message);
  }
}

export const notFound = (thing: string) => new HttpError(404, `${thing} not found`);
export const badRequest = (message: string) => new HttpError(400, message);
/** A 400 about one field of the body, with the issue validation would give (`body.<field>`). */
export const invalidField = (field: string, message: string) =>
  new HttpError(400, message, {}, [{ path: `body.${field}`, message }]);
export const forbidden = (action: string) => new HttpError(403, `You do not have permission to ${action}`);
export const conflict = (message: string) => new HttpError(409, message);
export const unauthorized = (message = 'Authentication required') => new HttpError(401, message);

/** A unique index refused a row (SQLite or PostgreSQL): two writers raced past the same check. */
export function isUniqueViolation(error: unknown) {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY' || code === '23505';
}

/** Busboy reports a broken multipart body (cut off, no boundary) as a plain error; the fault is the client's. */
const isMalformedMultipart = (error: Error) =>
  !('statusCode' in error) &&
  /(^Unexpected end of multipart data$|terminated early due to unexpected end|^Multipart: Boundary not found$)/.test(
    error.message,
  );

/** An error's answer, `{statusCode, error, message}` and any `issues` (docs/design.md §4). */
export function errorBody(statusCode: number, message: string, issues?: Issue[]) {
  return { statusCode, error: STATUS_CODES[statusCode] ?? 'Error', message, ...(issues ? { issues } : {}) };
}

/**
 * One error handler for the whole server: validation issues become a 400 whose message is the first
 * issue's text; known client errors keep their status; anything else is logged and answers a bare 500.
 */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues = error.validation.map((v) => ({
        path: [error.validationContext, ...String(v.instancePath).split('/').filter(Boolean)].filter(Boolean).join('.'),
        message: v.message ?? 'Invalid value',
      }));
      return reply.status(400).send(errorBody(400, issues[0]?.message ?? 'Invalid request', issues));
    }
    if (error instanceof HttpError) {
      return reply
        .status(error.statusCode)
        .headers(error.headers)
        .send(errorBody(error.statusCode, error.message, error.issues));
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error }, 'response did not match its schema');
      return reply.status(500).send(errorBody(500, 'Internal Server Error'));
    }
    const status = (error as FastifyError).statusCode;
    if (status && status >= 400 && status < 500) {
      if (status === 429) return reply.status(429).send(errorBody(429, error.message));
      return reply.status(status).send(errorBody(status, clientMessage(error as FastifyError)));
    }
    if (isMalformedMultipart(error))
      return reply.status(400).send(errorBody(400, 'The request body is not valid multipart data'));
    // Two requests raced past a uniqueness check; the index kept the data right, so it is a conflict.
    if (isUniqueViolation(error)) return reply.status(409).send(errorBody(409, 'This record already exists'));
    request.log.error({ err: error }, 'unexpected error');
    return reply.status(500).send(errorBody(500, 'Internal Server Error'));
  });
}
/** Fastify's own client-error texts, with the ones that could echo internals replaced. */
function clientMessage(error: FastifyError) {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'The request body is not valid JSON';
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'The request body is too large';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'Unsupported content type';
    default:
      return error.message.slice(0, 300);
  }
}
