import type { Knex } from 'knex';
import type { ImageType } from '@roombook/domain/constants';
import type { Executor } from '../../../db/executor';
import type { Deps } from '../../../deps';

/** A stored image: its content hash (the key), type and bytes. */
export interface ImageRecord {
  hash: string;
  mimeType: ImageType;
  bytes: Buffer;
}

/** What serving needs to answer a conditional request without reading the bytes. */
export interface ImageHead {
  hash: string;
  mimeType: ImageType;
  size: number;
}

/** pg answers bytea as a Buffer, PGlite as a Uint8Array: the same Buffer for both. */
const toBuffer = (bytes: Uint8Array): Buffer =>
  Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

/** The only code that reads or writes `images` (conventions §5). */
export class ImagesRepository {
  constructor(private readonly db: Knex) {}

  /** Stores an image; the same content again (the same hash) is already there and stays as it is. */
  async insert(image: ImageRecord, trx: Executor = this.db): Promise<void> {
    await trx('images')
      .insert({ hash: image.hash, mime_type: image.mimeType, bytes: image.bytes, size: image.bytes.length })
      .onConflict('hash')
      .ignore();
  }

  async findHead(hash: string, trx: Executor = this.db): Promise<ImageHead | undefined> {
    return trx('images').select<ImageHead[]>('hash', 'mime_type as mimeType', 'size').where({ hash }).first();
  }

  async find(hash: string, trx: Executor = this.db): Promise<ImageRecord | undefined> {
    const row = await trx('images')
      .select<Array<{ hash: string; mimeType: ImageType; bytes: Uint8Array }>>('hash', 'mime_type as mimeType', 'bytes')
      .where({ hash })
      .first();
    return row && { ...row, bytes: toBuffer(row.bytes) };
  }
}

export const imagesRepository = (deps: Deps) => new ImagesRepository(deps.knex);
