// Passwords and PINs are stored as argon2id hashes (the library's default algorithm and parameters:
// 19 MiB, 2 passes, about 50 ms of a core each).
import { hash, type Options, verify } from '@node-rs/argon2';

let cost: Options = {};

/**
 * For the API tests only (test/setup.ts): they sign up and log in thousands of accounts, and the default
 * cost made hashing a large part of their CPU. Still argon2id; a stored hash carries its own parameters, so
 * verification reads them from it.
 */
export function useCheapHashingForTests(): void {
  cost = { memoryCost: 1024, timeCost: 1 };
}

export const hashSecret = (secret: string): Promise<string> => hash(secret, cost);

export async function verifySecret(hashed: string, secret: string): Promise<boolean> {
  try {
    return await verify(hashed, secret);
  } catch {
    // A malformed stored hash is a failed check, not a 500.
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/** Spends the time of a real check when there is no hash to check against, so timing does not tell. */
export async function verifyNothing(secret: string): Promise<false> {
  dummyHash ??= hash('sugu-dummy-secret', cost);
  await verifySecret(await dummyHash, secret);
  return false;
}
