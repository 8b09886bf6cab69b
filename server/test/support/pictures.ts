import sharp from 'sharp';

// Pictures the upload tests send: made here, so no test depends on a file it does not show.

/** a photo-like PNG (a gradient with noise) that carries EXIF: where it was taken, by whom */
export async function photoWithExif(width = 320, height = 240): Promise<Buffer> {
  const raw = Buffer.alloc(width * height * 3);
  let seed = 7;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      seed = (seed * 1103515245 + 12345) & 0x7fffffff;
      const i = (y * width + x) * 3;
      raw[i] = (x * 255) / width + (seed % 12);
      raw[i + 1] = (y * 255) / height;
      raw[i + 2] = 128 + (seed % 24);
    }
  }
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .withExif({ IFD0: { Copyright: 'Secret Place', Artist: 'Someone' } })
    .png()
    .toBuffer();
}
