import { bodyMessages, JSON_BODY_MAX_VALUES } from '@cms/contract';
import type { FastifyInstance } from 'fastify';
import { badRequest } from './errors.js';

/**
 * How many objects and lists a JSON text holds, counted up to `max` + 1: one pass over its
 * characters, strings skipped, nothing built. A megabyte takes a millisecond or two, where parsing
 * a body of a quarter of a million empty objects takes the process's time for hundreds.
 */
export function countContainers(text: string, max: number) {
  let count = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i++; // a backslash: the next character is escaped
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if ((c === 0x7b || c === 0x5b) && ++count > max) return count;
  }
  return count;
}

/**
 * JSON bodies as Fastify parses them (its parser, with the app's poisoning rules), after a count of
 * their objects and lists: a body with more than the contract's `JSON_BODY_MAX_VALUES` is refused
 * (400) before it is parsed, so no body, however its lists are nested, costs more than the
 * largest document a form makes (docs/design.md §8).
 */
export function registerJsonBodies(app: FastifyInstance) {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (countContainers(body as string, JSON_BODY_MAX_VALUES) > JSON_BODY_MAX_VALUES) {
      done(badRequest(bodyMessages.tooManyValues), undefined);
      return;
    }
    parse(request, body as string, done);
  });
}
