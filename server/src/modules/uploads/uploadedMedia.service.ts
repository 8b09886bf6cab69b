import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import type { UploadFile } from './uploads.repository';
import { ShopError } from '../../domain/errors';

// An uploaded picture or PDF, checked by its content (never by its name or declared type) and turned
// into the files the storefront asks for: a picture re-encoded (which drops its EXIF, GPS and other
// metadata) at most MAX_SIDE wide and high, its thumbnail (thumbs/large_{name}, THUMB_WIDTH wide, as
// the seed draws them), and the WebP form of both for a JPEG or PNG (files.ts sends `{path}.webp` to
// browsers that take WebP, as it does for the seed's pictures).

const MAX_SIDE = 1600;
const THUMB_WIDTH = 400;
/** a decompression bomb (a small file of a huge picture) is refused before it is decoded */
const MAX_PIXELS = 50_000_000;

const ENCODERS = {
  jpeg: { ext: 'jpg', type: 'image/jpeg', encode: (image: sharp.Sharp) => image.jpeg({ quality: 82, mozjpeg: true }) },
  png: { ext: 'png', type: 'image/png', encode: (image: sharp.Sharp) => image.png({ compressionLevel: 8 }) },
  webp: { ext: 'webp', type: 'image/webp', encode: (image: sharp.Sharp) => image.webp({ quality: 80, effort: 4 }) },
} as const;
type Format = keyof typeof ENCODERS;

/** a new name per upload: files are cached for a month by their URL, so a name is never reused */
export function uploadName(stem: string, ext: string): string {
  return `${stem}-${randomBytes(4).toString('hex')}.${ext}`;
}

/** the picture's format, read from its header; 422 for another file or a picture too large to decode */
async function formatOf(bytes: Buffer): Promise<Format> {
  const metadata = await sharp(bytes)
    .metadata()
    .catch(() => null);
  const format = metadata?.format;
  if (format !== 'jpeg' && format !== 'png' && format !== 'webp') throw new ShopError(422, 'upload_not_image');
  if (metadata!.width * metadata!.height > MAX_PIXELS)
    throw new ShopError(422, 'upload_too_many_pixels', { max: MAX_PIXELS / 1_000_000 });
  return format;
}

/** the picture's files under folder/, named after stem; 422 for anything but a JPEG, PNG or WebP picture */
export async function encodeImage(
  bytes: Buffer,
  folder: string,
  stem: string,
): Promise<{ name: string; files: UploadFile[] }> {
  const format = await formatOf(bytes);
  const { ext, type, encode } = ENCODERS[format];
  const name = uploadName(stem, ext);
  // turned upright by its EXIF orientation first, since the orientation goes with the rest of the metadata
  const source = () => sharp(bytes, { limitInputPixels: MAX_PIXELS }).rotate();
  const sized = {
    [`${folder}/${name}`]: source().resize({
      width: MAX_SIDE,
      height: MAX_SIDE,
      fit: 'inside',
      withoutEnlargement: true,
    }),
    [`${folder}/thumbs/large_${name}`]: source().resize({ width: THUMB_WIDTH, withoutEnlargement: true }),
  };
  try {
    const files: UploadFile[] = [];
    for (const [path, image] of Object.entries(sized)) {
      const encoded = await encode(image.clone()).toBuffer();
      files.push({ path, contentType: type, bytes: encoded });
      if (format === 'webp') continue;
      const webp = await ENCODERS.webp.encode(image).toBuffer();
      // as for the seed's pictures, the WebP form only where it is the smaller file
      if (webp.length < encoded.length) files.push({ path: `${path}.webp`, contentType: 'image/webp', bytes: webp });
    }
    return { name, files };
  } catch {
    // a file whose header reads but whose picture does not (cut short, corrupt)
    throw new ShopError(422, 'upload_not_image');
  }
}

const PDF_MAGIC = Buffer.from('%PDF-');

/** a PDF (by its first bytes) as a file under folder/; 422 for anything else */
export function checkPdf(bytes: Buffer, folder: string, stem: string): { name: string; files: UploadFile[] } {
  if (!bytes.subarray(0, PDF_MAGIC.length).equals(PDF_MAGIC)) throw new ShopError(422, 'upload_not_pdf');
  const name = uploadName(stem, 'pdf');
  return { name, files: [{ path: `${folder}/${name}`, contentType: 'application/pdf', bytes }] };
}

/** every file stored for a name: the upload, its thumbnail, and their WebP forms */
export function pathsOf(folder: string, name: string): string[] {
  const paths = [`${folder}/${name}`, `${folder}/thumbs/large_${name}`];
  return paths.flatMap((path) => [path, `${path}.webp`]);
}
