/** Random bytes in a room's tablet code: 128 bits, beyond guessing (docs/decisions/029). */
export const ROOM_CODE_BYTES = 16;

/**
 * A new tablet code (the `{code}` of the tablet view's `code/{code}`, §7 "Other"): ROOM_CODE_BYTES from a
 * cryptographic source (`crypto.randomBytes` on the API, `crypto.getRandomValues` in the mocks), written as
 * base64url without padding: 22 characters of A–Z, a–z, 0–9, '-' and '_', safe in a URL path as they are.
 */
export function newRoomCode(randomBytes: (size: number) => Uint8Array): string {
  const bytes = randomBytes(ROOM_CODE_BYTES);
  if (bytes.length < ROOM_CODE_BYTES) throw new Error(`A room code needs ${ROOM_CODE_BYTES} random bytes`);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');
}

/** The length of a tablet code: ROOM_CODE_BYTES in base64url without padding. */
const ROOM_CODE_LENGTH = Math.ceil((ROOM_CODE_BYTES * 4) / 3);

/** Whether a text has the shape of a tablet code (`newRoomCode`'s): only such a text is ever looked up. */
export const isRoomCode = (text: string): boolean => text.length === ROOM_CODE_LENGTH && /^[A-Za-z0-9_-]+$/.test(text);
