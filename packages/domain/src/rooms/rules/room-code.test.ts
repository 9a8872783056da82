import { describe, expect, it } from 'vitest';
import { isRoomCode, newRoomCode, ROOM_CODE_BYTES } from './room-code';

describe('newRoomCode: 128 random bits as base64url', () => {
  it.each([
    ['0 to 15', Uint8Array.from({ length: 16 }, (_, i) => i), 'AAECAwQFBgcICQoLDA0ODw'],
    ["bytes whose base64 has '+' and '/'", Uint8Array.from([...Array.from({ length: 5 }, () => [0xfb, 0xef, 0xbe]).flat(), 0xff]), '--------------------_w'],
  ])('writes %s as base64url without padding', (_, bytes, code) => {
    expect(newRoomCode(() => bytes)).toBe(code);
  });

  it('asks for 16 bytes and gives 22 URL-safe characters', () => {
    const sizes: number[] = [];
    const code = newRoomCode((size) => {
      sizes.push(size);
      return crypto.getRandomValues(new Uint8Array(size));
    });
    expect(sizes).toEqual([ROOM_CODE_BYTES]);
    expect(ROOM_CODE_BYTES).toBeGreaterThanOrEqual(16);
    expect(code).toMatch(/^[A-Za-z0-9_-]{22}$/);
  });

  it('refuses a source that gives fewer bytes', () => {
    expect(() => newRoomCode(() => new Uint8Array(8))).toThrow();
  });
});

describe('isRoomCode: only what newRoomCode makes', () => {
  it('takes a new code and refuses other shapes', () => {
    expect(isRoomCode(newRoomCode((size) => new Uint8Array(size).fill(251)))).toBe(true);
    expect(isRoomCode('A'.repeat(22))).toBe(true);
    for (const text of ['', 'A'.repeat(21), 'A'.repeat(23), `${'A'.repeat(21)}=`, `${'A'.repeat(21)}/`, `${'A'.repeat(21)}\u0000`]) {
      expect(isRoomCode(text)).toBe(false);
    }
  });
});
