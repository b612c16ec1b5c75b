/**
 * The server's own OpenAPI document as the fuzzer reads it: every operation with its parameters,
 * JSON body and documented responses, the schemas turned from OpenAPI 3.0's dialect into plain
 * JSON Schema (draft-07), which both the request generators and ajv understand.
 */

export type Schema = { [keyword: string]: unknown };

export interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required: boolean;
  schema: Schema;
}

export interface Operation {
  /** 'GET /websites/{id}': names the operation in test titles and failure reports. */
  key: string;
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** The OpenAPI path, with `{name}` placeholders. */
  path: string;
  tags: string[];
  /** False when the operation says `security: []` (a public route). */
  secured: boolean;
  parameters: Parameter[];
  /** The JSON body's schema; null when the operation documents none. */
  body: Schema | null;
  bodyRequired: boolean;
  /** Documented responses: status (or '2XX', 'default') to the JSON schema of its body (null: no body). */
  responses: Map<string, Schema | null>;
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

/** The operations of an OpenAPI 3.0 document, in the document's order. */
export function readOperations(document: Record<string, unknown>): Operation[] {
  const version = String(document.openapi ?? '');
  // 3.1 documents speak JSON Schema 2020-12 already and would need another normalization.
  if (!version.startsWith('3.0.')) throw new Error(`the fuzzer reads OpenAPI 3.0 documents, not ${version || 'this'}`);
  const resolve = refResolver(document);
  const globalSecurity = (document.security as unknown[] | undefined) ?? [];
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(document.paths as Record<string, Record<string, unknown>>)) {
    const shared = (item.parameters as Schema[] | undefined) ?? [];
    for (const method of METHODS) {
      const raw = item[method] as Record<string, unknown> | undefined;
      if (!raw) continue;
      const parameters = [...shared, ...((raw.parameters as Schema[] | undefined) ?? [])].map((p) => {
        const parameter = resolve(p);
        return {
          name: String(parameter.name),
          in: parameter.in as Parameter['in'],
          required: parameter.required === true,
          schema: normalize(resolve(parameter.schema as Schema) ?? {}, resolve),
        };
      });
      const requestBody = raw.requestBody ? resolve(raw.requestBody as Schema) : null;
      const jsonBody = (requestBody?.content as Record<string, Schema> | undefined)?.['application/json'];
      const responses = new Map<string, Schema | null>();
      for (const [status, response] of Object.entries((raw.responses as Record<string, Schema>) ?? {})) {
        const json = (resolve(response).content as Record<string, Schema> | undefined)?.['application/json'];
        responses.set(status, json?.schema ? normalize(json.schema as Schema, resolve) : null);
      }
      const security = (raw.security as unknown[] | undefined) ?? globalSecurity;
      operations.push({
        key: `${method.toUpperCase()} ${path}`,
        method: method.toUpperCase() as Operation['method'],
        path,
        tags: (raw.tags as string[] | undefined) ?? [],
        secured: security.length > 0,
        parameters,
        body: jsonBody?.schema ? normalize(jsonBody.schema as Schema, resolve) : null,
        bodyRequired: requestBody?.required === true,
        responses,
      });
    }
  }
  return operations;
}

function refResolver(document: Record<string, unknown>) {
  return function resolve(node: Schema): Schema {
    let current = node;
    for (let hops = 0; current && typeof current.$ref === 'string'; hops++) {
      if (hops > 20) throw new Error(`a $ref cycle at ${String(node.$ref)}`);
      const ref = current.$ref as string;
      if (!ref.startsWith('#/')) throw new Error(`the fuzzer only follows local references, not ${ref}`);
      current = ref
        .slice(2)
        .split('/')
        .map((part) => part.replaceAll('~1', '/').replaceAll('~0', '~'))
        .reduce<Schema>((at, part) => at?.[part] as Schema, document);
      if (!current) throw new Error(`the reference ${ref} points nowhere`);
    }
    return current;
  };
}

/** OpenAPI 3.0's keywords that JSON Schema has not (or spells differently), as JSON Schema. */
const ANNOTATIONS = ['example', 'xml', 'externalDocs', 'discriminator', 'deprecated', 'readOnly', 'writeOnly'];
const SCHEMA_MAPS = new Set(['properties', 'patternProperties', 'definitions', '$defs']);
const SCHEMA_LISTS = new Set(['anyOf', 'oneOf', 'allOf']);
const SCHEMA_VALUES = new Set(['items', 'additionalProperties', 'not']);

/**
 * OpenAPI 3.0 schema to JSON Schema draft-07: `nullable: true` becomes a null type (or an anyOf
 * with null when there is no type), boolean `exclusiveMinimum`/`exclusiveMaximum` become numbers,
 * annotations JSON Schema does not know are dropped, and references are inlined.
 */
export function normalize(input: Schema, resolve: (node: Schema) => Schema = (node) => node, depth = 0): Schema {
  if (depth > 64) throw new Error('a schema nests deeper than 64 levels (a recursive $ref?)');
  const node = resolve(input);
  const out: Schema = {};
  for (const [keyword, value] of Object.entries(node)) {
    if (keyword === 'nullable' || ANNOTATIONS.includes(keyword)) continue;
    if (SCHEMA_MAPS.has(keyword) && value && typeof value === 'object') {
      out[keyword] = Object.fromEntries(
        Object.entries(value).map(([name, child]) => [name, normalize(child as Schema, resolve, depth + 1)]),
      );
    } else if (SCHEMA_LISTS.has(keyword) && Array.isArray(value)) {
      out[keyword] = value.map((child) => normalize(child as Schema, resolve, depth + 1));
    } else if (SCHEMA_VALUES.has(keyword) && value && typeof value === 'object' && !Array.isArray(value)) {
      out[keyword] = normalize(value as Schema, resolve, depth + 1);
    } else {
      out[keyword] = value;
    }
  }
  for (const [flag, bound] of [
    ['exclusiveMinimum', 'minimum'],
    ['exclusiveMaximum', 'maximum'],
  ] as const) {
    if (typeof out[flag] !== 'boolean') continue;
    if (out[flag] && typeof out[bound] === 'number') {
      out[flag] = out[bound];
      delete out[bound];
    } else delete out[flag];
  }
  if (node.nullable !== true) return out;
  if (typeof out.type === 'string') {
    out.type = [out.type, 'null'];
    if (Array.isArray(out.enum) && !out.enum.includes(null)) out.enum = [...out.enum, null];
    return out;
  }
  if (Array.isArray(out.type)) {
    if (!out.type.includes('null')) out.type = [...out.type, 'null'];
    return out;
  }
  return { anyOf: [out, { type: 'null' }] };
}

/** The operation's URL with the given (already encoded) path parameter values. */
export function fillPath(path: string, values: Record<string, string>) {
  return path.replace(/\{([^}]+)\}/g, (_, name: string) => values[name] ?? '');
}
