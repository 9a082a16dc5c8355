// Real phone-like photos for the photo tests and the bench: a JPEG of random pixels (it compresses like
// a detailed photo, never like a flat colour: the worst case for size), with the EXIF a phone writes — make and model, the orientation of a
// phone held upright (6: stored sideways, shown turned 90°), and the GPS position where it was taken.
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import exifReader from 'exif-reader';

/** Where the test photos were "taken": a home in 역삼동, as degrees, minutes, seconds. */
export const HOME_GPS = { latitude: [37, 30, 12.34], longitude: [127, 2, 34.56] };

export interface PhonePhotoOptions {
  /** As the sensor stores it (before the orientation turns it): wider than tall. */
  width?: number;
  height?: number;
  quality?: number;
}

export async function phonePhoto({
  width = 1200,
  height = 900,
  quality = 90,
}: PhonePhotoOptions = {}): Promise<Buffer> {
  const [lat, lng] = [HOME_GPS.latitude, HOME_GPS.longitude].map(
    ([d, m, s]) => `${d}/1 ${m}/1 ${Math.round(s! * 100)}/100`,
  );
  return sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
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
