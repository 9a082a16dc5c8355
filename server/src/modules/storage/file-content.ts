// What may be stored (issue 29 item 2, ADR 0029): a photo only as this module re-encoded it — decoded
// by a real image library (sharp), turned upright, shrunk, written again as a plain JPEG with no
// metadata at all (a phone photo's EXIF carries the GPS position of where it was taken: for a profile
// photo taken at home, the caregiver's home) — and a PDF only once its header says it is one. The stores'
// callers take a `PreparedFile`, which only this module makes, so no route can store an upload as sent.
import type { FileType } from './file-store';

declare const preparedBrand: unique symbol;

/** Bytes ready for a store: a re-encoded photo or a checked PDF. */
export interface PreparedFile {
  readonly data: Buffer;
  readonly type: FileType;
  readonly [preparedBrand]: true;
}

export interface PreparedPhoto extends PreparedFile {
  readonly width: number;
  readonly height: number;
}

/**
 * profile: public, shown small in lists and at most card-wide on a phone (longest side 640 px).
 * document: certificates and proofs, private, read by an operator who must make out a number (1,600 px).
 */
export type PhotoPurpose = 'profile' | 'document';

export const PHOTO_RULES: Readonly<Record<PhotoPurpose, { maxSide: number; quality: number }>> = {
  profile: { maxSide: 640, quality: 80 },
  document: { maxSide: 1600, quality: 82 },
};

/** More pixels than any phone camera writes by default (200 MP sensors save 12–50 MP): a decompression bomb. */
const MAX_INPUT_PIXELS = 100_000_000;

export type PhotoKind = 'png' | 'jpg';

/** The photo type judged by its first bytes (magic numbers), never by the file name. */
export function sniffPhotoType(head: Buffer): PhotoKind | null {
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (head.length >= png.length && png.every((b, i) => head[i] === b)) return 'png';
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'jpg';
  return null;
}

/** The bytes are not a PNG or JPEG that decodes (or one too large to decode safely). */
export class NotAPhotoError extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'NotAPhotoError';
  }
}

type Sharp = typeof import('sharp').default;
let sharpModule: Promise<Sharp> | undefined;
/** Loaded at the first photo, not at start (a cold start does not pay for libvips). */
function loadSharp(): Promise<Sharp> {
  sharpModule ??= import('sharp').then((m) => {
    // The ES module's default export; a CommonJS build of this file may hand over the function itself.
    const sharp = m.default ?? (m as unknown as Sharp);
    // No cache of decoded images: each photo is seen once, and a server should not hold them.
    sharp.cache(false);
    return sharp;
  });
  return sharpModule;
}

/**
 * Decodes the photo (a file path or bytes), applies its EXIF orientation, fits it in the purpose's
 * longest side (never enlarged), flattens transparency onto white and writes a JPEG without metadata.
 * Refuses (NotAPhotoError) anything that is not a PNG or JPEG by its bytes or does not decode.
 */
export async function encodePhoto(input: string | Buffer, purpose: PhotoPurpose): Promise<PreparedPhoto> {
  const sharp = await loadSharp();
  const { maxSide, quality } = PHOTO_RULES[purpose];
  try {
    const image = sharp(input, { failOn: 'error', limitInputPixels: MAX_INPUT_PIXELS });
    const { format } = await image.metadata();
    if (format !== 'jpeg' && format !== 'png') throw new NotAPhotoError(`not a PNG or JPEG (${format})`);
    const { data, info } = await image
      .autoOrient()
      .resize({ width: maxSide, height: maxSide, fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      // sharp writes no metadata unless asked (withMetadata/keepExif): EXIF, GPS, XMP, IPTC and ICC go.
      .jpeg({ quality, mozjpeg: true })
      .toBuffer({ resolveWithObject: true });
    return { data, type: 'jpg', width: info.width, height: info.height } as PreparedPhoto;
  } catch (err) {
    if (err instanceof NotAPhotoError) throw err;
    // libvips' words for a broken, truncated or oversized image.
    throw new NotAPhotoError((err as Error).message);
  }
}

const PDF_MAGIC = Buffer.from('%PDF-');

/** A PDF the server made (contracts): checked by its header, stored as it is. */
export function pdfFile(data: Buffer): PreparedFile {
  if (data.length < PDF_MAGIC.length || !data.subarray(0, PDF_MAGIC.length).equals(PDF_MAGIC)) {
    throw new Error('not a PDF');
  }
  return { data, type: 'pdf' } as PreparedFile;
}
