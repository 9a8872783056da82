import { Transform, type TransformCallback } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';

const DOCUMENT_END = '</body></html>';

/**
 * React 18 writes the shell's `</body></html>` first and then, after it, what it streams later: the script
 * tags of Remix's streamed data and the content of suspended boundaries. That HTML is invalid (content after
 * `</html>`; the Nu checker stops at it). This stream holds the document's end back and writes it last, so that
 * everything streamed lands inside `<body>` (docs/decisions/076). The text before it is passed on at once,
 * except for a tail short enough to be the start of a `</body></html>` split across two chunks.
 */
export class DocumentEndLast extends Transform {
  private readonly decoder = new StringDecoder('utf8');
  private pending = '';
  private endSeen = false;

  override _transform(chunk: Buffer | string, _encoding: BufferEncoding, done: TransformCallback): void {
    let text = this.pending + (typeof chunk === 'string' ? chunk : this.decoder.write(chunk));
    this.pending = '';
    if (!this.endSeen) {
      const at = text.indexOf(DOCUMENT_END);
      if (at !== -1) {
        this.endSeen = true;
        text = text.slice(0, at) + text.slice(at + DOCUMENT_END.length);
      } else {
        const keep = Math.min(text.length, DOCUMENT_END.length - 1);
        this.pending = text.slice(text.length - keep);
        text = text.slice(0, text.length - keep);
      }
    }
    if (text !== '') this.push(text);
    done();
  }

  override _flush(done: TransformCallback): void {
    const rest = this.pending + this.decoder.end();
    done(null, this.endSeen ? rest + DOCUMENT_END : rest);
  }
}
