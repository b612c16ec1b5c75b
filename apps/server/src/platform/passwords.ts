import { hash, verify } from '@node-rs/argon2';

// argon2id is the library's default algorithm.
export const hashPassword = (password: string) => hash(password);

export async function verifyPassword(passwordHash: string, password: string) {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;
/** Spends the same time as a real check so an unknown username cannot be told from a wrong password. */
export async function burnPasswordCheck(password: string) {
  dummyHash ??= hash('not-a-real-password');
  await verifyPassword(await dummyHash, password);
}
