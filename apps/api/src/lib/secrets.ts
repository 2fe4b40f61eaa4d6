// Passwords and PINs are stored as argon2id hashes (the library's default algorithm and parameters).
import { hash, verify } from '@node-rs/argon2';

export const hashSecret = (secret: string): Promise<string> => hash(secret);

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
  dummyHash ??= hash('sugu-dummy-secret');
  await verifySecret(await dummyHash, secret);
  return false;
}
