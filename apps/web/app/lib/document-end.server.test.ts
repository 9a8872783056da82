import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { DocumentEndLast } from './document-end.server';

/** What the stream answers for these chunks, written one after another. */
const through = (chunks: Array<string | Buffer>) => text(Readable.from(chunks, { objectMode: false }).pipe(new DocumentEndLast()));

describe('DocumentEndLast', () => {
  it('moves what React streams after the shell inside the body', async () => {
    const shell = '<!DOCTYPE html><html><head></head><body><main>page</main><script>boot()</script></body></html>';
    const streamed = ['<script>enqueue("a")</script>', '<script>close()</script>'];
    expect(await through([shell, ...streamed])).toBe(
      '<!DOCTYPE html><html><head></head><body><main>page</main><script>boot()</script><script>enqueue("a")</script><script>close()</script></body></html>',
    );
  });

  it('finds the end of the document split across chunks', async () => {
    expect(await through(['<html><body>x</bo', 'dy></ht', 'ml>', '<script>s</script>'])).toBe('<html><body>x<script>s</script></body></html>');
  });

  it('keeps a character whose bytes are split across chunks', async () => {
    const bytes = Buffer.from('<html><body>Æblegrød</body></html>');
    const cut = bytes.indexOf(Buffer.from('ø')) + 1;
    expect(await through([bytes.subarray(0, cut), bytes.subarray(cut)])).toBe('<html><body>Æblegrød</body></html>');
  });

  it('leaves a document without that end as it is', async () => {
    expect(await through(['<p>only ', 'a part</p>'])).toBe('<p>only a part</p>');
  });
});
