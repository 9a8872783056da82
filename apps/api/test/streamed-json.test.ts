import { describe, expect, it, vi } from 'vitest';
import { jsonList, jsonRecord, StreamedJson } from '../src/streamed-json';

/** Everything a streamed answer writes, as its reader gets it (the chunks, in order). */
const readAll = async (answer: StreamedJson<unknown>): Promise<string[]> => {
  const chunks: string[] = [];
  for await (const chunk of answer.body) chunks.push(String(chunk));
  return chunks;
};

/** Pieces from a list, noting whether the source was stopped (`return`) and how far it was read. */
const source = (pieces: readonly string[], failAt?: number) => {
  const seen = { read: 0, stopped: false };
  async function* generate(): AsyncGenerator<string> {
    try {
      for (const [index, piece] of pieces.entries()) {
        if (index === failAt) throw new Error('the cursor broke');
        seen.read += 1;
        yield piece;
      }
    } finally {
      seen.stopped = true;
    }
  }
  return { pieces: generate(), seen };
};

async function* of<T>(items: readonly T[]): AsyncGenerator<T> {
  yield* items;
}

describe('StreamedJson', () => {
  it('writes the pieces in order, gathered into chunks of about 64 KiB', async () => {
    const piece = 'x'.repeat(1000);
    const { pieces } = source(Array.from({ length: 200 }, () => piece));
    const chunks = await readAll(await StreamedJson.of(pieces, () => undefined));
    expect(chunks.join('')).toBe(piece.repeat(200));
    expect(chunks.length).toBeGreaterThan(1);
    expect(chunks.length).toBeLessThan(10);
  });

  it('fails before answering when its source fails before the first piece (an ordinary error answer)', async () => {
    const { pieces } = source(['{'], 0);
    await expect(StreamedJson.of(pieces, () => undefined)).rejects.toThrow('the cursor broke');
  });

  it('breaks off the answer when its source fails later, and reports the failure', async () => {
    const onError = vi.fn();
    const { pieces } = source(['{"entries":[', 'x'.repeat(70_000), '1', ']}'], 2);
    const answer = await StreamedJson.of(pieces, onError);
    const chunks: string[] = [];
    await expect(
      (async () => {
        for await (const chunk of answer.body) chunks.push(String(chunk));
      })(),
    ).rejects.toThrow('the cursor broke');
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ message: 'the cursor broke' }));
    // What was written is not a complete JSON text: the reader cannot take it for the whole answer.
    expect(() => JSON.parse(chunks.join('')) as unknown).toThrow();
  });

  it('stops its source when the reader goes away, also before reading anything', async () => {
    const { pieces, seen } = source(['[', '1', ',2', ']']);
    const answer = await StreamedJson.of(pieces, () => undefined);
    answer.body.destroy();
    await vi.waitFor(() => expect(seen.stopped).toBe(true));
    expect(seen.read).toBe(1);
  });
});

describe('jsonList and jsonRecord', () => {
  const text = async (pieces: AsyncIterable<string>) => {
    const all: string[] = [];
    for await (const piece of pieces) all.push(piece);
    return all;
  };

  it('write a list and an object of the items, a batch at a time, after their prefix', async () => {
    const list = await text(jsonList(of([[1, 2], [3]]), (n) => JSON.stringify({ n }), '{"entries":'));
    expect(JSON.parse(`${list.join('')}}`)).toEqual({ entries: [{ n: 1 }, { n: 2 }, { n: 3 }] });
    // The prefix comes with the first batch: nothing is answered before the source has given rows.
    expect(list[0]).toBe('{"entries":[{"n":1},{"n":2}');

    const record = await text(jsonRecord(of<Array<number | string>>([[7], ['a"b']]), (key) => [String(key), JSON.stringify({ key })]));
    expect(JSON.parse(record.join(''))).toEqual({ 7: { key: 7 }, 'a"b': { key: 'a"b' } });
  });

  it('write an empty list and an empty object without items', async () => {
    const list = await text(jsonList(of<number[]>([]), () => 'never'));
    const record = await text(jsonRecord(of<number[]>([[]]), () => ['never', 'never']));
    expect([list.join(''), record.join('')]).toEqual(['[]', '{}']);
  });

  it('fail before their first piece when the source fails at once', async () => {
    async function* failing(): AsyncGenerator<number[]> {
      yield* [];
      throw new Error('the statement failed');
    }
    await expect(StreamedJson.of(jsonList(failing(), String, '{"entries":'), () => undefined)).rejects.toThrow('the statement failed');
  });
});
