import fc from 'fast-check';
import type { Schema } from './openapi.js';

/*
 * fast-check arbitraries from JSON Schema (the normalized schemas of openapi.ts): values the schema
 * allows, and the same values broken in one place (a wrong type, a missing required field, an
 * extra or poisonous key, an odd string). Covers what the server's document uses: object with
 * properties/required/additionalProperties, string with minLength/maxLength/pattern/format/enum,
 * integer and number with bounds, boolean, null, array with items/minItems/maxItems/uniqueItems,
 * anyOf/oneOf/allOf, type lists, const and default.
 */

/**
 * A value only known when the request is sent: an id of a row the run has seen (a pool: the ids
 * of a collection such as '/bms/cms/bac/blogs'), or the username or password of the user the
 * request is sent as. Request generators put these in, the runner fills them in.
 */
export class Hole {
  constructor(
    readonly kind: 'pool' | 'username' | 'password',
    readonly pool = '',
    /** Which of the pool's entries: taken modulo its size when the request is sent. */
    readonly pick = 0,
    /** The pool's field (`id`, or `name` for the /name/{name} lookups) and the JSON type to fill in. */
    readonly field: 'id' | 'name' = 'id',
    readonly as: 'number' | 'string' = 'number',
  ) {}
}

/** Where a generator may take known values from: the pool of a property or parameter name. */
export interface Hints {
  pool(name: string): { pool: string; field: 'id' | 'name' } | null;
  /** Properties that take the sending user's own username or password. */
  credential(name: string): 'username' | 'password' | null;
}

export const noHints: Hints = { pool: () => null, credential: () => null };

const MAX_SAFE = Number.MAX_SAFE_INTEGER;

/** Strings that have broken servers before: control characters, odd unicode, injections, long text. */
export const ODD_STRINGS = [
  '',
  ' ',
  '\t\r\n',
  '\u0000',
  'a\u0000b',
  '%00',
  '\u202Egnp.exe',
  '\u200B',
  '\uFEFF',
  'e\u0301\u0301\u0301',
  '\uD800',
  '\uDFFF\uD800',
  '𝕳𝖊𝖑𝖑𝖔 👩‍👩‍👧‍👦 🏳️‍🌈',
  'ﷺ'.repeat(20),
  'Ω≈ç√∫˜µ≤≥÷',
  '田中さんにあげて下さい',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  "' OR '1'='1' --",
  '"; DROP TABLE users; --',
  '../../../../etc/passwd',
  '/uploads/../config.json',
  '{{7*7}}${7*7}<%= 7*7 %>',
  '__proto__',
  'constructor',
  'null',
  'undefined',
  'NaN',
  'Infinity',
  '-0',
  '1e309',
  '0x1F',
  '9'.repeat(40),
  '-9223372036854775809',
  '2147483648',
  '1.5',
  'true',
  '[]',
  '{}',
  '\\',
  '%',
  '%zz',
  'a'.repeat(255),
  'a'.repeat(256),
  'x'.repeat(5_000),
  'é'.repeat(70_000),
];

const ODD_SCALARS: unknown[] = [
  null,
  true,
  false,
  0,
  -0,
  -1,
  1.5,
  -2_147_483_649,
  2_147_483_648,
  MAX_SAFE,
  MAX_SAFE + 2,
  -MAX_SAFE,
  1e308,
  5e-324,
];

const ODD_CONTAINERS: unknown[] = [[], {}, [null], [[[[[]]]]], { id: 1 }, ['a', 1, null, {}], { '': '' }];

/** Any value that is likely wrong where it is put. */
export const oddValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...ODD_STRINGS) },
  { weight: 3, arbitrary: fc.constantFrom(...ODD_SCALARS) },
  { weight: 2, arbitrary: fc.constantFrom(...ODD_CONTAINERS) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.integer() },
  { weight: 1, arbitrary: fc.double() },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
);

/** Keys an attacker adds to a body: mass assignment, prototype pollution, odd names. */
export const EXTRA_KEYS = [
  '__proto__',
  'constructor',
  'prototype',
  'id',
  'websiteId',
  'website_id',
  'assetOwnerId',
  'userId',
  'createdBy',
  'deleted',
  'roles',
  'role',
  'isAdmin',
  'password_hash',
  '',
  ' ',
  'a'.repeat(300),
  '\u0000',
  '𝕏',
];

const typesOf = (schema: Schema): string[] => {
  if (Array.isArray(schema.type)) return schema.type as string[];
  if (typeof schema.type === 'string') return [schema.type];
  if (schema.properties || schema.required || schema.additionalProperties !== undefined) return ['object'];
  if (schema.items) return ['array'];
  if (schema.pattern !== undefined || schema.minLength !== undefined || schema.maxLength !== undefined)
    return ['string'];
  if (schema.minimum !== undefined || schema.maximum !== undefined) return ['number'];
  return [];
};

/** The schema's own keywords with one subschema's on top (an anyOf variant inherits its siblings). */
function merged(base: Schema, extra: Schema): Schema {
  const out: Schema = { ...base, ...extra };
  if (base.properties || extra.properties) {
    out.properties = { ...(base.properties as Schema), ...(extra.properties as Schema) };
  }
  if (base.required || extra.required) {
    out.required = [...new Set([...((base.required as string[]) ?? []), ...((extra.required as string[]) ?? [])])];
  }
  return out;
}

/** Whether `value` satisfies the schema's pattern; a pattern JavaScript cannot read allows everything. */
function patternTest(pattern: string) {
  try {
    const regex = new RegExp(pattern, 'u');
    return (value: string) => regex.test(value);
  } catch {
    return () => true;
  }
}

/** Strings matching a pattern; lookaheads (which fast-check cannot generate) are dropped, then checked. */
function patternArbitrary(pattern: string): fc.Arbitrary<string> {
  const test = patternTest(pattern);
  try {
    return fc.stringMatching(new RegExp(pattern));
  } catch {
    const relaxed = pattern.replace(/\(\?[=!][^()]*\)/g, '');
    return fc.stringMatching(new RegExp(relaxed)).filter(test);
  }
}

const lengthOf = (value: string) => [...value].length;

function stringArbitrary(schema: Schema, name: string | undefined): fc.Arbitrary<string> {
  const minLength = (schema.minLength as number | undefined) ?? 0;
  const maxLength = (schema.maxLength as number | undefined) ?? Infinity;
  const fits = (value: string) => lengthOf(value) >= minLength && lengthOf(value) <= maxLength;
  const short = Math.min(maxLength, minLength + 24);
  if (typeof schema.pattern === 'string') return patternArbitrary(schema.pattern).filter(fits);
  const options: fc.WeightedArbitrary<string>[] = [
    { weight: 4, arbitrary: fc.string({ minLength, maxLength: short }) },
    // A grapheme may be several code points: only where the length has room for that.
    {
      weight: maxLength - minLength >= 10 ? 1 : 0,
      arbitrary: fc.string({ unit: 'grapheme', minLength, maxLength: short }).filter(fits),
    },
    { weight: 1, arbitrary: fc.string({ unit: 'binary', minLength, maxLength: short }).filter(fits) },
  ];
  // The longest value allowed, and the shortest: an off-by-one in a column width shows here.
  if (Number.isFinite(maxLength) && maxLength <= 300_000) {
    options.push({ weight: 1, arbitrary: fc.constantFrom('w'.repeat(maxLength), 'ü'.repeat(maxLength)) });
  }
  if (minLength > 0) options.push({ weight: 1, arbitrary: fc.constant('m'.repeat(minLength)) });
  // Filtering can only keep values that fit: an arbitrary whose values are all too long would spin forever.
  const roomy = minLength <= 5 && maxLength >= 40;
  switch (schema.format) {
    case 'date-time': {
      if (roomy) options.push({ weight: 8, arbitrary: isoDate.filter(fits) });
      const edges = EDGE_DATE_TIMES.filter(fits);
      if (edges.length > 0) options.push({ weight: 2, arbitrary: fc.constantFrom(...edges) });
      break;
    }
    case 'date':
      if (roomy) options.push({ weight: 8, arbitrary: isoDate.map((value) => value.slice(0, 10)).filter(fits) });
      break;
    case 'email':
      if (roomy) options.push({ weight: 8, arbitrary: fc.emailAddress().filter(fits) });
      break;
    case 'uri':
    case 'url':
      if (roomy) options.push({ weight: 8, arbitrary: fc.webUrl().filter(fits) });
      break;
    case 'uuid':
      options.push({ weight: 8, arbitrary: fc.uuid() });
      break;
  }
  // Names the contract gives fields, for values the handlers accept more often than random text.
  if (roomy && name && /^(username|email)$/i.test(name)) {
    options.push({ weight: 8, arbitrary: plainEmail }, { weight: 2, arbitrary: fc.emailAddress().filter(fits) });
  }
  if (roomy && name && /^(route|path|href|link)$/i.test(name)) {
    options.push(
      { weight: 6, arbitrary: fc.stringMatching(/^\/[a-z0-9-]{1,20}(\/[a-z0-9-]{1,20}){0,2}$/) },
      { weight: 3, arbitrary: fc.webUrl({ validSchemes: ['https', 'http'] }).filter(fits) },
    );
  }
  if (roomy && name && /url$/i.test(name)) {
    options.push({ weight: 6, arbitrary: fc.webUrl({ validSchemes: ['https', 'http'] }).filter(fits) });
  }
  if (roomy && name && /(At|Date)$/.test(name)) options.push({ weight: 6, arbitrary: isoDate.filter(fits) });
  return fc.oneof(...options);
}

/** Addresses every validator takes (fc.emailAddress() also makes RFC-valid ones that few accept). */
const plainEmail = fc.stringMatching(
  /^[a-z][a-z0-9]{0,12}([._+-][a-z0-9]{1,8})?@[a-z][a-z0-9-]{0,10}[a-z0-9]\.(example|test|org)$/,
);

/** Instants at the edges of what databases and Date store: year 0 and 1, 9999, the epoch, 2038, odd offsets. */
const EDGE_DATE_TIMES = [
  '0000-01-01T00:00:00Z',
  '0001-01-01T00:00:00Z',
  '0099-12-31T23:59:59Z',
  '1969-12-31T23:59:59.999Z',
  '1970-01-01T00:00:00Z',
  '2038-01-19T03:14:08Z',
  '2024-02-29T23:59:59+23:59',
  '2024-03-01T00:00:00-23:59',
  '2026-06-15T12:00:00.123456789Z',
  '9999-12-31T23:59:59.999Z',
  '9999-12-31T23:59:59-23:59',
];

const isoDate = fc
  .date({ min: new Date('1970-01-01T00:00:00Z'), max: new Date('2100-01-01T00:00:00Z'), noInvalidDate: true })
  .map((date) => date.toISOString());

function numberBounds(schema: Schema, integer: boolean) {
  let min = typeof schema.minimum === 'number' ? schema.minimum : -MAX_SAFE;
  let max = typeof schema.maximum === 'number' ? schema.maximum : MAX_SAFE;
  if (typeof schema.exclusiveMinimum === 'number') min = Math.max(min, schema.exclusiveMinimum + (integer ? 1 : 0));
  if (typeof schema.exclusiveMaximum === 'number') max = Math.min(max, schema.exclusiveMaximum - (integer ? 1 : 0));
  if (integer) [min, max] = [Math.ceil(Math.max(min, -MAX_SAFE)), Math.floor(Math.min(max, MAX_SAFE))];
  return { min, max };
}

function integerArbitrary(schema: Schema): fc.Arbitrary<number> {
  const { min, max } = numberBounds(schema, true);
  if (min > max) return fc.constant(min);
  // Mostly small numbers near zero (ids, pages, sizes), sometimes anything in range, and the bounds.
  const low = Math.max(min, Math.min(max, -3));
  return fc.oneof(
    { weight: 3, arbitrary: fc.integer({ min: low, max: Math.min(max, low + 5) }) },
    { weight: 3, arbitrary: fc.integer({ min: low, max: Math.min(max, low + 60) }) },
    { weight: 1, arbitrary: fc.integer({ min, max }) },
    { weight: 1, arbitrary: fc.constantFrom(min, max) },
  );
}

function numberArbitrary(schema: Schema): fc.Arbitrary<number> {
  const { min, max } = numberBounds(schema, false);
  const inside = (value: number) =>
    value >= min &&
    value <= max &&
    (typeof schema.exclusiveMinimum !== 'number' || value > schema.exclusiveMinimum) &&
    (typeof schema.exclusiveMaximum !== 'number' || value < schema.exclusiveMaximum);
  return fc.oneof(
    { weight: 3, arbitrary: integerArbitrary(schema) },
    {
      weight: 1,
      arbitrary: fc.double({ min, max, noNaN: true, noDefaultInfinity: true }).filter(inside),
    },
  );
}

/** A value the schema allows (or, where a hint knows the name, a hole for a known id or name). */
export function validValue(schema: Schema, hints: Hints = noHints, name?: string, depth = 0): fc.Arbitrary<unknown> {
  if (depth > 12) return fc.constant(null);
  if ('const' in schema) return fc.constant(schema.const);
  if (Array.isArray(schema.enum) && schema.enum.length > 0) return fc.constantFrom(...(schema.enum as unknown[]));
  const variants = (schema.anyOf ?? schema.oneOf) as Schema[] | undefined;
  if (Array.isArray(variants) && variants.length > 0) {
    const { anyOf: _a, oneOf: _o, ...rest } = schema;
    return fc.oneof(...variants.map((variant) => validValue(merged(rest, variant), hints, name, depth + 1)));
  }
  if (Array.isArray(schema.allOf) && schema.allOf.length > 0) {
    const { allOf, ...rest } = schema;
    return validValue((allOf as Schema[]).reduce(merged, rest), hints, name, depth + 1);
  }
  const types = typesOf(schema);
  if (types.length === 0) return fc.jsonValue({ maxDepth: 2 });
  if (types.length > 1) {
    return fc.oneof(
      ...types.map((type) => ({
        weight: type === 'null' ? 1 : 4,
        arbitrary: validValue({ ...schema, type }, hints, name, depth + 1),
      })),
    );
  }
  const known = name ? hints.pool(name) : null;
  const withHole = <T>(arbitrary: fc.Arbitrary<T>, as: 'number' | 'string') =>
    known
      ? fc.oneof(
          { weight: 3, arbitrary: fc.nat().map((pick) => new Hole('pool', known.pool, pick, known.field, as)) },
          { weight: 2, arbitrary },
        )
      : arbitrary;
  // A default is a value the server fills in itself: sometimes it is sent explicitly.
  const withDefault = (arbitrary: fc.Arbitrary<unknown>) =>
    'default' in schema
      ? fc.oneof({ weight: 5, arbitrary }, { weight: 1, arbitrary: fc.constant(schema.default) })
      : arbitrary;
  switch (types[0]) {
    case 'null':
      return fc.constant(null);
    case 'boolean':
      return withDefault(fc.boolean());
    case 'integer':
      return withDefault(withHole(integerArbitrary(schema), 'number'));
    case 'number':
      return withDefault(withHole(numberArbitrary(schema), 'number'));
    case 'string': {
      const credential = name ? hints.credential(name) : null;
      const text = withHole(stringArbitrary(schema, name), 'string');
      return withDefault(
        credential
          ? fc.oneof({ weight: 3, arbitrary: fc.constant(new Hole(credential)) }, { weight: 2, arbitrary: text })
          : text,
      );
    }
    case 'array': {
      const items = (schema.items as Schema | undefined) ?? {};
      const minLength = (schema.minItems as number | undefined) ?? 0;
      const maxLength = Math.max(minLength, Math.min((schema.maxItems as number | undefined) ?? 6, minLength + 6));
      const item = validValue(items, hints, name, depth + 1);
      return withDefault(
        schema.uniqueItems
          ? fc.uniqueArray(item, { minLength, maxLength, selector: (value) => JSON.stringify(value) })
          : fc.array(item, { minLength, maxLength }),
      );
    }
    case 'object': {
      const properties = (schema.properties as Record<string, Schema> | undefined) ?? {};
      const required = ((schema.required as string[] | undefined) ?? []).filter((key) => key in properties);
      const model = Object.fromEntries(
        Object.entries(properties).map(([key, child]) => [key, validValue(child, hints, key, depth + 1)]),
      );
      const record = fc.record(model, { requiredKeys: required });
      const extra = schema.additionalProperties;
      if (extra && typeof extra === 'object' && Object.keys(properties).length === 0) {
        return fc.dictionary(fc.string({ maxLength: 10 }), validValue(extra as Schema, hints, undefined, depth + 1), {
          maxKeys: 4,
        });
      }
      return withDefault(record);
    }
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/** A deep copy that keeps holes (structuredClone would turn them into plain objects). */
function copy<T>(value: T): T {
  if (value instanceof Hole || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map(copy) as T;
  const out: Record<string, unknown> = {};
  for (const [key, child] of Object.entries(value)) setOwn(out, key, copy(child));
  return out as T;
}

/** obj[key] = value, also for '__proto__' (an own property then, as JSON.parse would make it). */
function setOwn(target: Record<string, unknown>, key: string, value: unknown) {
  Object.defineProperty(target, key, { value, enumerable: true, configurable: true, writable: true });
}

type Site = { parent: Record<string, unknown> | unknown[]; key: string | number };

function sitesOf(value: unknown, out: Site[] = [], depth = 0): Site[] {
  if (depth > 12 || value === null || typeof value !== 'object' || value instanceof Hole) return out;
  for (const [key, child] of Object.entries(value)) {
    out.push({ parent: value as Record<string, unknown>, key: Array.isArray(value) ? Number(key) : key });
    sitesOf(child, out, depth + 1);
  }
  return out;
}

function containersOf(value: unknown, out: Record<string, unknown>[] = [], depth = 0) {
  if (depth > 12 || value === null || typeof value !== 'object' || value instanceof Hole) return out;
  if (!Array.isArray(value)) out.push(value as Record<string, unknown>);
  for (const child of Object.values(value)) containersOf(child, out, depth + 1);
  return out;
}

export type Mutation = 'replace' | 'delete' | 'extra' | 'whole';

/** One place of a valid value broken: replaced by an odd value, deleted, given an extra key, or the whole value swapped. */
export function mutate(value: unknown, mutation: Mutation, pick: number, odd: unknown, extraKey: string): unknown {
  const out = copy(value);
  const sites = sitesOf(out);
  switch (mutation) {
    case 'replace': {
      if (sites.length === 0) return odd;
      const site = sites[pick % sites.length]!;
      if (Array.isArray(site.parent)) site.parent[site.key as number] = odd;
      else setOwn(site.parent, site.key as string, odd);
      return out;
    }
    case 'delete': {
      const keyed = sites.filter((site) => !Array.isArray(site.parent));
      if (keyed.length === 0) return undefined;
      const site = keyed[pick % keyed.length]!;
      delete (site.parent as Record<string, unknown>)[site.key as string];
      return out;
    }
    case 'extra': {
      const containers = containersOf(out);
      if (containers.length === 0) return { [extraKey]: odd };
      setOwn(containers[pick % containers.length]!, extraKey, odd);
      return out;
    }
    case 'whole':
      return odd;
  }
}

/** A valid value broken in one place (see `mutate`). */
export function brokenValue(schema: Schema, hints: Hints = noHints, name?: string): fc.Arbitrary<unknown> {
  return fc
    .record({
      value: validValue(schema, hints, name),
      mutation: fc.constantFrom<Mutation>('replace', 'replace', 'replace', 'delete', 'delete', 'extra', 'whole'),
      pick: fc.nat(),
      odd: oddValue,
      extraKey: fc.constantFrom(...EXTRA_KEYS),
    })
    .map(({ value, mutation, pick, odd, extraKey }) => mutate(value, mutation, pick, odd, extraKey));
}

/** Mostly valid values, the rest broken in one place. */
export function fuzzedValue(schema: Schema, hints: Hints = noHints, name?: string, validWeight = 6, brokenWeight = 4) {
  return fc.oneof(
    { weight: validWeight, arbitrary: validValue(schema, hints, name) },
    { weight: brokenWeight, arbitrary: brokenValue(schema, hints, name) },
  );
}
