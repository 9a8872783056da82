import { createHash } from 'node:crypto';
import type { Knex } from 'knex';
import sharp from 'sharp';
import { IMAGE_MAX_PIXELS, type ImageType } from '@roombook/domain/constants';
import { judgeImageUpload } from '@roombook/domain/images/rules/image-upload';
import { VALIDATION } from '@roombook/domain/messages';
import { HttpError } from '../../../errors';
import { imagesRepository, type ImageHead, type ImageRecord, type ImagesRepository } from './images-repository';
import type { Deps } from '../../../deps';

/** The longest side of a stored image: enough for an avatar, a logo or a room picture at 2× on any screen. */
export const IMAGE_MAX_EDGE_PX = 1024;

/** Where the API serves images: `/api/image/{sha256}.{jpg|png}` (see images-route.ts). */
export const IMAGE_URL_PREFIX = '/api/image/';

const EXTENSIONS: Readonly<Record<ImageType, string>> = { 'image/jpeg': 'jpg', 'image/png': 'png' };

/** The URL of a stored image: its content hash and its type's extension; it never changes what it shows. */
export const imageUrl = (image: Pick<ImageRecord, 'hash' | 'mimeType'>): string =>
  `${IMAGE_URL_PREFIX}${image.hash}.${EXTENSIONS[image.mimeType]}`;

/** `{sha256}.{jpg|png}` → the hash and the type the extension names; undefined for anything else. */
export const parseImageFile = (file: string): { hash: string; mimeType: ImageType } | undefined => {
  const match = /^([0-9a-f]{64})\.(jpg|png)$/.exec(file);
  if (!match) return undefined;
  return { hash: match[1]!, mimeType: match[2] === 'png' ? 'image/png' : 'image/jpeg' };
};

/** An upload ready to store: re-encoded, hashed, with its URL. */
export interface PreparedImage extends ImageRecord {
  url: string;
}

const imageTooLarge = () => new HttpError(400, VALIDATION.imageTooLarge);
const invalidType = () => new HttpError(400, VALIDATION.imageType);

/**
 * Uploaded images (docs/decisions/019). Every caller that takes an image (profile today; company, location,
 * room and user forms later) goes through here:
 *
 * - `prepare(bytes)`: judges the upload by its bytes (`judgeImageUpload`: JPEG or PNG, at most 20 MB, at most
 *   IMAGE_MAX_PIXELS declared), then decodes it with sharp under the same pixel cap, turns it upright by its
 *   EXIF orientation, shrinks it to IMAGE_MAX_EDGE_PX a side and re-encodes it as the type it was, with no
 *   metadata (no EXIF, GPS or ICC profile). A refusal is a 400 with the §5 message. CPU only: call it before
 *   opening a transaction.
 * - `save(prepared, trx)`: stores it (once per content) and answers its URL.
 * - `storeImage(bytes, trx?)`: both, for a caller that needs nothing in between.
 */
export class ImagesService {
  constructor(
    private readonly db: Knex,
    private readonly images: ImagesRepository
  ) {}

  async prepare(upload: Uint8Array): Promise<PreparedImage> {
    const verdict = judgeImageUpload(upload);
    if (!verdict.ok) throw new HttpError(verdict.error.statusCode, verdict.error.message);
    const pipeline = sharp(upload, { limitInputPixels: IMAGE_MAX_PIXELS, failOn: 'error', autoOrient: true }).resize({
      width: IMAGE_MAX_EDGE_PX,
      height: IMAGE_MAX_EDGE_PX,
      fit: 'inside',
      withoutEnlargement: true,
    });
    const encoded = verdict.type === 'image/png' ? pipeline.png({ compressionLevel: 9 }) : pipeline.jpeg({ quality: 85, mozjpeg: true });
    let bytes: Buffer;
    try {
      bytes = await encoded.toBuffer();
    } catch (error) {
      // sharp's words for a file over the pixel cap; anything else did not decode as the JPEG or PNG it claimed.
      if (error instanceof Error && /pixel limit/i.test(error.message)) throw imageTooLarge();
      throw invalidType();
    }
    const image = { hash: createHash('sha256').update(bytes).digest('hex'), mimeType: verdict.type, bytes };
    return { ...image, url: imageUrl(image) };
  }

  async save(image: PreparedImage, trx: Knex.Transaction | Knex = this.db): Promise<string> {
    await this.images.insert(image, trx);
    return image.url;
  }

  /** Prepares and stores an upload; answers its URL. The decoding runs before `trx` is used. */
  async storeImage(upload: Uint8Array, trx?: Knex.Transaction): Promise<string> {
    return this.save(await this.prepare(upload), trx);
  }

  /** The stored image a URL's file name names (`{hash}.{ext}` with the extension of its type). */
  async findHead(file: string): Promise<ImageHead | undefined> {
    const wanted = parseImageFile(file);
    if (!wanted) return undefined;
    const head = await this.images.findHead(wanted.hash);
    return head?.mimeType === wanted.mimeType ? head : undefined;
  }

  async find(file: string): Promise<ImageRecord | undefined> {
    const wanted = parseImageFile(file);
    if (!wanted) return undefined;
    const image = await this.images.find(wanted.hash);
    return image?.mimeType === wanted.mimeType ? image : undefined;
  }
}

export const imagesService = (deps: Deps) => new ImagesService(deps.knex, deps.get(imagesRepository));
