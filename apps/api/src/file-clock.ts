import { readFileSync } from 'node:fs';

/**
 * The end-to-end tests' clock of the API (issue 29 §3, docs/decisions/103): `ROOMBOOK_CLOCK_FILE` names a file that
 * holds how many milliseconds the API's clock is ahead of the machine's (a whole number; no file, or anything
 * else, is 0). A test writes it to let ten minutes pass at once (a missed check-in is released) and writes 0 to
 * end that. Like ROOMBOOK_TEST_NOW it is the tests' and not a product setting; a production start refuses it.
 */
export const CLOCK_FILE_VARIABLE = 'ROOMBOOK_CLOCK_FILE';

/** How long an offset read is used before the file is read again. */
const READ_EVERY_MS = 200;

export function fileClock(file: string): () => Date {
  let offset = 0;
  let readAt = -Infinity;
  const read = (): number => {
    try {
      const text = readFileSync(file, 'utf8').trim();
      return /^-?\d{1,12}$/.test(text) ? Number(text) : 0;
    } catch {
      return 0;
    }
  };
  return () => {
    const machine = Date.now();
    if (machine - readAt >= READ_EVERY_MS) {
      offset = read();
      readAt = machine;
    }
    return new Date(machine + offset);
  };
}
