import { availableParallelism } from 'node:os';
import { now, type Executor } from '../db/database.js';

// argon2id is the library's default algorithm. The library is loaded with the first hash, not at
// start-up (cold start, docs/design.md §8).
let argon2: Promise<typeof import('@node-rs/argon2')> | undefined;
const library = () => (argon2 ??= import('@node-rs/argon2'));

/**
 * Each argon2 hash holds its 19 MiB for as long as it runs, and a burst of sign-ins would run as
 * many at once as the thread pool allows. No more than the cores can work on run at a time; the
 * rest wait their turn, which costs them no more time than sharing the cores would, and memory
 * stays within the RSS budget (docs/design.md §8). The parameters themselves stay the library's defaults.
 */
const MAX_CONCURRENT_HASHES = Math.max(1, Math.min(4, availableParallelism()));
let running = 0;
const waiting: (() => void)[] = [];

async function limited<T>(work: () => Promise<T>): Promise<T> {
  if (running < MAX_CONCURRENT_HASHES) running++;
  // A finishing hash hands its place straight to the next in line, so `running` never overshoots.
  else await new Promise<void>((resolve) => waiting.push(resolve));
  try {
    return await work();
  } finally {
    const next = waiting.shift();
    if (next) next();
    else running--;
  }
}

export const hashPassword = async (password: string) => {
  const { hash } = await library();
  return limited(() => hash(password));
};

export async function verifyPassword(passwordHash: string, password: string) {
  const { verify } = await library();
  try {
    return await limited(() => verify(passwordHash, password));
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;
/** Spends the same time as a real check so an unknown username cannot be told from a wrong password. */
export async function burnPasswordCheck(password: string) {
  dummyHash ??= hashPassword('not-a-real-password');
  await verifyPassword(await dummyHash, password);
}

/** Stores a user's new password hash (a reset by mail, or a change of one's own password). */
export async function setPasswordHash(db: Executor, userId: number, passwordHash: string, by: number) {
  await db
    .updateTable('users')
    .set({ password_hash: passwordHash, updated_at: now(), updated_by: by })
    .where('id', '=', userId)
    .execute();
}
