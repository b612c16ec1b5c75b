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

/** An ISO base media box (MP4, MOV, M4A): its size, its four-letter type, its payload. */
export function box(type: string, ...payload: (Buffer | string)[]) {
  const body = Buffer.concat(payload.map((part) => (typeof part === 'string' ? Buffer.from(part, 'latin1') : part)));
  const head = Buffer.alloc(8);
  head.writeUInt32BE(8 + body.length, 0);
  head.write(type, 4, 'latin1');
  return Buffer.concat([head, body]);
}

/** A full box: version and flags (zero) before its payload. */
const fullBox = (type: string, ...payload: (Buffer | string)[]) => box(type, Buffer.alloc(4), ...payload);
const u32 = (value: number) => {
  const bytes = Buffer.alloc(4);
  bytes.writeUInt32BE(value);
  return bytes;
};

/** Where a phone filmed it, as ISO 6709 (New York City Hall): what a stored file must no longer tell. */
export const FILMED_AT = '+40.7128-074.0060';
const FILMED_AT_FULL = `${FILMED_AT}+010.000/`;

/** QuickTime's `©xyz` user data: the length of the text, its language, the text. */
const xyz = () => box('\u00a9xyz', u32((FILMED_AT.length + 1) * 0x10000 + 0x15c7), `${FILMED_AT}/`);
/** 3GPP's `loci`: language, name, role, longitude, latitude, altitude (16.16), body, notes. */
const loci = () =>
  fullBox(
    'loci',
    Buffer.from([0x15, 0xc7]),
    'City Hall\0',
    Buffer.from([0]),
    u32(0xffb6_0000),
    u32(0x28b6_0000),
    u32(0),
    'earth\0',
    '\0',
  );
/** Adobe's XMP, in a `uuid` box, with the GPS of the photo it was cut from. */
const XMP_UUID = Buffer.from('be7acfcb97a942e89c71999491e3afac', 'hex');
const xmp = `<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF><rdf:Description exif:GPSLatitude="40,42.768N" exif:GPSLongitude="74,0.36W"/></rdf:RDF></x:xmpmeta>`;
/** Apple's metadata: a handler, the key of the location, and its value in the item list. */
const appleMeta = (keysFirst: 'quicktime' | 'iso') => {
  const key = 'com.apple.quicktime.location.ISO6709';
  const children = [
    fullBox('hdlr', u32(0), 'mdta', Buffer.alloc(12), '\0'),
    fullBox('keys', u32(2), u32(8 + 13), 'mdta', 'com.apple.x.y', u32(8 + key.length), 'mdta', key),
    box(
      'ilst',
      box('\0\0\0\u0001', box('data', u32(1), u32(0), 'kept value')),
      box('\0\0\0\u0002', box('data', u32(1), u32(0), FILMED_AT_FULL)),
    ),
  ];
  // QuickTime's meta has no version and flags; ISO's (an M4A's) has.
  return keysFirst === 'quicktime' ? box('meta', ...children) : fullBox('meta', ...children);
};

/**
 * A short MP4, MOV or M4A as a phone writes it, with where it was made in every place a container
 * keeps it: `©xyz` and `loci` in the movie's and a track's user data, Apple's location key, XMP
 * with GPS. `mdat` holds `mediaBytes` of (silent) media.
 */
export function isoMediaFile(kind: 'mp4' | 'mov' | 'm4a', mediaBytes = 1024) {
  const brand = { mp4: 'isom', mov: 'qt  ', m4a: 'M4A ' }[kind];
  const ftyp = box('ftyp', brand, u32(0x200), brand, 'mp42');
  const mvhd = fullBox('mvhd', Buffer.alloc(96));
  const trak = box('trak', fullBox('tkhd', Buffer.alloc(80)), box('udta', loci(), box('name', 'Sports day')));
  const udta = kind === 'm4a' ? box('udta', appleMeta('iso'), xyz()) : box('udta', xyz(), box('XMP_', xmp), u32(0)); // QuickTime's user data may end with a zero word
  const moov = box('moov', mvhd, trak, udta, ...(kind === 'm4a' ? [] : [appleMeta('quicktime')]));
  const uuid = box('uuid', XMP_UUID, xmp);
  return Buffer.concat([ftyp, moov, uuid, box('mdat', Buffer.alloc(mediaBytes, 0x42))]);
}

/** The top-level boxes of a file and the types inside its `moov`, in order, with their sizes. */
export function boxTree(bytes: Buffer, from = 0, to = bytes.length, depth = 0): string[] {
  const out: string[] = [];
  for (let at = from; at + 8 <= to;) {
    const size = bytes.readUInt32BE(at);
    const type = bytes.toString('latin1', at + 4, at + 8);
    out.push(`${'  '.repeat(depth)}${type} ${size}`);
    if (['moov', 'trak', 'udta'].includes(type)) out.push(...boxTree(bytes, at + 8, at + size, depth + 1));
    if (size < 8) break;
    at += size;
  }
  return out;
}
