// Real phone-like photos for the photo tests and the bench: a JPEG of random pixels (it compresses like
// a detailed photo, never like a flat colour: the worst case for size), with the EXIF a phone writes — make and model, the orientation of a
// phone held upright (6: stored sideways, shown turned 90°), and the GPS position where it was taken.
import { randomBytes } from 'node:crypto';
import sharp, { type Sharp } from 'sharp';
import exifReader from 'exif-reader';

/** Where the test photos were "taken": a home in 역삼동, as degrees, minutes, seconds. */
export const HOME_GPS = { latitude: [37, 30, 12.34], longitude: [127, 2, 34.56] };

export interface PhonePhotoOptions {
  /** As the sensor stores it (before the orientation turns it): wider than tall. */
  width?: number;
  height?: number;
  quality?: number;
  /**
   * `random` (default): every pixel random, the worst case for size and the fastest to make;
   * `photo`: smooth shapes (random colours at 1/24 of the size, scaled up) under sensor grain, closer to
   * what a phone camera writes (slower to make: the bench).
   */
  texture?: 'random' | 'photo';
}

const randomPixels = (width: number, height: number) => randomBytes(width * height * 3);

async function photoLike(width: number, height: number): Promise<Sharp> {
  const [w, h] = [Math.ceil(width / 24), Math.ceil(height / 24)];
  const raw = { width, height, channels: 3 } as const;
  const shapes = await sharp(randomPixels(w, h), { raw: { width: w, height: h, channels: 3 } })
    .resize(width, height, { kernel: 'cubic' })
    .raw()
    .toBuffer();
  const grain = await sharp({
    create: { ...raw, background: '#000', noise: { type: 'gaussian', mean: 128, sigma: 14 } },
  })
    .raw()
    .toBuffer();
  return sharp(shapes, { raw }).composite([{ input: grain, raw, blend: 'overlay' }]);
}

export async function phonePhoto({
  width = 1200,
  height = 900,
  quality = 90,
  texture = 'random',
}: PhonePhotoOptions = {}): Promise<Buffer> {
  const [lat, lng] = [HOME_GPS.latitude, HOME_GPS.longitude].map(
    ([d, m, s]) => `${d}/1 ${m}/1 ${Math.round(s! * 100)}/100`,
  );
  const pixels =
    texture === 'random'
      ? sharp(randomPixels(width, height), { raw: { width, height, channels: 3 } })
      : await photoLike(width, height);
  return pixels
    .jpeg({ quality })
    .withExif({
      IFD0: { Make: 'samsung', Model: 'SM-S918N', Software: 'S918NKSU1AWB5' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: lat!, GPSLongitudeRef: 'E', GPSLongitude: lng! },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

export interface PhotoFacts {
  format: string | undefined;
  width: number;
  height: number;
  orientation: number | undefined;
  /** Any EXIF, XMP, IPTC or ICC block at all. */
  metadata: string[];
  /** The GPS position, when the EXIF carries one. */
  gps: { latitude?: number[]; longitude?: number[] } | null;
}

/** What a decoder sees in the bytes: size, orientation, and every metadata block. */
export async function photoFacts(bytes: Buffer): Promise<PhotoFacts> {
  const m = await sharp(bytes).metadata();
  const exif = m.exif ? exifReader(m.exif) : undefined;
  const gps = exif?.GPSInfo ?? null;
  return {
    format: m.format,
    width: m.width ?? 0,
    height: m.height ?? 0,
    orientation: m.orientation,
    metadata: (['exif', 'xmp', 'iptc', 'icc'] as const).filter((k) => m[k] !== undefined),
    gps: gps ? { latitude: gps.GPSLatitude as number[], longitude: gps.GPSLongitude as number[] } : null,
  };
}

/**
 * Metadata found in the raw bytes, without a decoder: an EXIF segment (`Exif\0\0`, where GPS lives),
 * XMP, or the phone's own words.
 */
export function rawMetadata(bytes: Buffer): string[] {
  const markers = { exif: 'Exif\0\0', xmp: 'http://ns.adobe.com/xap', make: 'samsung', model: 'SM-S918N' };
  return Object.entries(markers)
    .filter(([, text]) => bytes.includes(Buffer.from(text, 'latin1')))
    .map(([name]) => name);
}
