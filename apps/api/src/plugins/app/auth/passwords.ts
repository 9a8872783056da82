import { randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

/** argon2id at @node-rs/argon2's defaults (m = 19 MiB, t = 2, p = 1: the OWASP baseline). */
export const hashPassword = (password: string): Promise<string> => hash(password);

export const verifyPassword = async (passwordHash: string, password: string): Promise<boolean> => {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
};

let dummyHash: Promise<string> | undefined;

/**
 * A hash of a random password with the same parameters as real ones. Sign-in verifies against it when
 * the email is unknown, so that a wrong email takes as long as a wrong password.
 */
export const getDummyHash = (): Promise<string> => {
  dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
  return dummyHash;
};
