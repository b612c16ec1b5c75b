import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { STATUS_CODES } from 'node:http';

/** An error whose message is safe to show the client. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

export const notFound = (thing: string) => new HttpError(404, `${thing} not found`);
export const badRequest = (message: string) => new HttpError(400, message);
export const forbidden = (action: string) => new HttpError(403, `You do not have permission to ${action}`);
export const conflict = (message: string) => new HttpError(409, message);
export const unauthorized = (message = 'Authentication required') => new HttpError(401, message);

function body(statusCode: number, message: string, issues?: { path: string; message: string }[]) {
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
      return reply.status(400).send(body(400, issues[0]?.message ?? 'Invalid request', issues));
    }
    if (error instanceof HttpError) {
      return reply.status(error.statusCode).headers(error.headers).send(body(error.statusCode, error.message));
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error }, 'response did not match its schema');
      return reply.status(500).send(body(500, 'Internal Server Error'));
    }
    const status = (error as FastifyError).statusCode;
    if (status && status >= 400 && status < 500) {
      if (status === 429) return reply.status(429).send(body(429, error.message));
      return reply.status(status).send(body(status, clientMessage(error as FastifyError)));
    }
    request.log.error({ err: error }, 'unexpected error');
    return reply.status(500).send(body(500, 'Internal Server Error'));
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
