import sharp from 'sharp';

export type Part = { name: string; filename?: string; contentType?: string; data: Buffer | string };

/** A multipart/form-data body of `parts`, as a browser's FormData sends it. */
export function multipart(parts: Part[]) {
  const boundary = '----cms-test-boundary-7d3b';
  const chunks: Buffer[] = [];
  for (const part of parts) {
    let head = `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"`;
    if (part.filename) head += `; filename="${part.filename}"`;
    head += '\r\n';
    if (part.contentType) head += `Content-Type: ${part.contentType}\r\n`;
    chunks.push(Buffer.from(`${head}\r\n`), Buffer.from(part.data), Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** A picture of `width` by `height` made with sharp: a gradient of noise, so it compresses like a photo. */
export function pictureOf(width: number, height: number) {
  return sharp({
    create: {
      width,
      height,
      channels: 3,
      background: { r: 40, g: 120, b: 200 },
      noise: { type: 'gaussian', mean: 128, sigma: 40 },
    },
  });
}

export const pngOf = (width: number, height: number) => pictureOf(width, height).png().toBuffer();
export const jpegOf = (width: number, height: number) => pictureOf(width, height).jpeg().toBuffer();

/** A JPEG carrying GPS coordinates (a school's playground) and a camera in its EXIF. */
export const jpegWithGps = (width = 64, height = 48) =>
  pictureOf(width, height)
    .withExif({
      IFD0: { Make: 'SchoolCam', Model: 'Playground 1' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 0/1', GPSLongitudeRef: 'W', GPSLongitude: '0/1 7/1 0/1' },
    })
    .jpeg()
    .toBuffer();
