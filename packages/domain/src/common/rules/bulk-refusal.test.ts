import { describe, expect, it } from 'vitest';
import { ERRORS } from '../../messages';
import { bulkRefusal } from './bulk-refusal';

describe('bulkRefusal', () => {
  it.each([
    { ids: [1], known: [1, 2, 3], refused: false },
    { ids: [3, 1, 2], known: [1, 2, 3], refused: false },
    { ids: [2, 2, 2], known: [2], refused: false },
    { ids: [1, 4], known: [1, 2, 3], refused: true },
    { ids: [4], known: [], refused: true },
  ])('$ids among $known: refused $refused', ({ ids, known, refused }) => {
    expect(bulkRefusal(ids, known)).toEqual(refused ? { statusCode: 404, message: ERRORS.notFound } : null);
  });
});
