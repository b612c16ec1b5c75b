import { CompiledQuery, type Compilable } from 'kysely';
import type { Executor } from './database.js';

type Value = string | number | null;
type Args = Record<string, Value>;

interface Plan {
  sql: string;
  /** Per SQL parameter: the argument it takes, or undefined for a value fixed by the builder. */
  slots: (string | undefined)[];
  fixed: unknown[];
}

/** Values no argument ever takes: a number far below any id, a text with a NUL (refused on input). */
const numberMarker = (index: number) => -4_503_599_627_370_496 - index;
const textMarker = (key: string) => `\u0000prepared:${key}`;

/**
 * A query compiled once per engine (docs/design.md §8: one prepared statement per query, nothing rebuilt per
 * request). Kysely builds and compiles a query on every call, which on the hottest paths costs more
 * than running it. `prepared` calls the builder once with marker values for the arguments, finds
 * where they went among the compiled parameters, and each later call runs that SQL with the real
 * values. The builder is ordinary Kysely code for both engines, and on SQLite the same SQL text
 * reuses its prepared statement (db/database.ts).
 *
 * The builder must pass every argument through as a value (no arithmetic on it, no branching on it);
 * `example` gives each argument's type (numbers and texts; either may be null when run).
 */
export function prepared<A extends Args, R>(example: A, build: (db: Executor, args: A) => Compilable<R>) {
  const keys = Object.keys(example);
  const plans = new Map<unknown, Plan>();

  function planFor(db: Executor): Plan {
    // The SQL depends only on the engine: the database and its transactions share one adapter class.
    const engine = db.getExecutor().adapter.constructor;
    let plan = plans.get(engine);
    if (plan) return plan;
    const markers = new Map<unknown, string>();
    const args: Args = {};
    keys.forEach((key, index) => {
      const marker = typeof example[key] === 'string' ? textMarker(key) : numberMarker(index);
      markers.set(marker, key);
      args[key] = marker;
    });
    const compiled = build(db, args as A).compile();
    const slots = compiled.parameters.map((parameter) => markers.get(parameter));
    const missing = keys.filter((key) => !slots.includes(key));
    if (missing.length > 0) throw new Error(`prepared query does not use ${missing.join(', ')}: ${compiled.sql}`);
    plan = { sql: compiled.sql, slots, fixed: [...compiled.parameters] };
    plans.set(engine, plan);
    return plan;
  }

  async function execute(db: Executor, args: A): Promise<R[]> {
    const { sql, slots, fixed } = planFor(db);
    const parameters = new Array<unknown>(slots.length);
    for (let i = 0; i < slots.length; i++) {
      const key = slots[i];
      parameters[i] = key === undefined ? fixed[i] : args[key];
    }
    const result = await db.executeQuery(CompiledQuery.raw(sql, parameters));
    return result.rows as R[];
  }

  return {
    execute,
    async executeTakeFirst(db: Executor, args: A): Promise<R | undefined> {
      return (await execute(db, args))[0];
    },
  };
}

/** Lists longer than this are compiled per call (a page holds at most 100 rows). */
const MAX_PREPARED_LIST = 100;

/**
 * `prepared` for a query over a list of ids (`where id in (...)`): one compiled query per list
 * length, as the SQL has one parameter per id.
 */
export function preparedForIds<R>(build: (db: Executor, ids: number[]) => Compilable<R>) {
  const byLength = new Map<number, ReturnType<typeof prepared<Record<string, number>, R>>>();
  return {
    async execute(db: Executor, ids: number[]): Promise<R[]> {
      if (ids.length > MAX_PREPARED_LIST) {
        return (await db.executeQuery(build(db, ids).compile())).rows as R[];
      }
      let query = byLength.get(ids.length);
      if (!query) {
        const example = Object.fromEntries(ids.map((_, index) => [`id${index}`, 0]));
        query = prepared(example, (executor, args) => build(executor, Object.values(args) as number[]));
        byLength.set(ids.length, query);
      }
      return query.execute(db, Object.fromEntries(ids.map((id, index) => [`id${index}`, id])));
    },
  };
}
