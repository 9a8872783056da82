import { Readable } from 'node:stream';

/** About how much JSON text one write carries (the pieces of a streamed answer are gathered to it). */
const CHUNK_CHARS = 64 * 1024;

/**
 * A JSON answer already written (UTF-8) by the writers compiled from the contract's schemas
 * (`compileWriter`): the API sends it as it is. `T` is the answer it is (the call's response).
 */
export class WrittenJson<T> {
  /** Only for the type: the answer this JSON is. */
  declare readonly answer?: T;

  constructor(readonly bytes: Buffer) {}
}

/**
 * A JSON answer written while its rows are still being read (docs/decisions/043): a report of a year is
 * neither held as objects nor as one text, and the database, the API and the network work at the same time.
 * `T` is the answer it writes (the call's response), so that a handler can answer it only for its own call.
 * Its pieces come from the writers compiled from the contract's schemas (`compileWriter`), so that it
 * writes no field the schema does not declare.
 */
export class StreamedJson<T> {
  /** Only for the type: the answer this JSON is. */
  declare readonly answer?: T;

  private constructor(readonly body: Readable) {}

  /**
   * The JSON of the `pieces`, in order. `pieces` runs up to its first piece before this answers, so that a
   * failure to start (the statement is refused) is an ordinary error answer; a failure after the first bytes
   * ends the answer early (the client sees broken JSON, never a complete wrong one), and `onError` hears of it.
   */
  static async of<T>(pieces: AsyncIterable<string>, onError: (error: unknown) => void): Promise<StreamedJson<T>> {
    const iterator = pieces[Symbol.asyncIterator]();
    const first = await iterator.next();
    async function* gathered(): AsyncGenerator<string> {
      let text = first.done === true ? '' : first.value;
      try {
        for (;;) {
          const next = await iterator.next();
          if (next.done === true) break;
          text += next.value;
          if (text.length >= CHUNK_CHARS) {
            yield text;
            text = '';
          }
        }
      } catch (error) {
        onError(error);
        throw error;
      }
      if (text !== '') yield text;
    }
    const body = Readable.from(gathered(), { objectMode: false });
    // However the answer ends (written, failed, or its reader gone, even before the first read), the pieces'
    // source stops: a report's cursor is closed and its connection given back.
    body.once('close', () => void iterator.return?.()?.catch(onError));
    return new StreamedJson<T>(body);
  }
}

/**
 * `prefix` and the JSON of the items, a batch at a time as they come: `[a,b,…]` when `open` and `close` are
 * '[' and ']', each item written by `write`. Its first piece holds the first batch (or the whole text when
 * there is none), so that a source that fails at once fails before anything is answered.
 */
async function* jsonItems<Item>(
  prefix: string,
  [open, close]: readonly [string, string],
  batches: AsyncIterable<readonly Item[]>,
  write: (item: Item) => string,
): AsyncGenerator<string> {
  let text = prefix + open;
  let separator = '';
  for await (const batch of batches) {
    for (const item of batch) {
      text += separator + write(item);
      separator = ',';
    }
    yield text;
    text = '';
  }
  yield text + close;
}

/** A JSON list of the items, after `prefix`: `[a,b,…]`. */
export const jsonList = <Item>(batches: AsyncIterable<readonly Item[]>, write: (item: Item) => string, prefix = ''): AsyncGenerator<string> =>
  jsonItems(prefix, ['[', ']'], batches, write);

/** A JSON object's members from `[key, value JSON]` pairs, after `prefix`: `{"key":value,…}`. */
export const jsonRecord = <Item>(batches: AsyncIterable<readonly Item[]>, write: (item: Item) => [key: string, json: string], prefix = ''): AsyncGenerator<string> =>
  jsonItems(prefix, ['{', '}'], batches, (item) => {
    const [key, json] = write(item);
    return `${JSON.stringify(key)}:${json}`;
  });
