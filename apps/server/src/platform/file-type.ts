import { MEDIA_LIMITS, type MediaType } from '@cms/contract';

/**
 * The file types the server stores, told apart by their first bytes, never by a name or a header.
 * Whatever is not recognised here (SVG, HTML, scripts, archives) is refused, so nothing the server
 * serves can run in a browser.
 */
export type FileKind = MediaType;
export interface FileType {
  mime: string;
  ext: string;
  kind: FileKind;
}

/** The largest file of each kind (README: Uploads); the request stops reading past the largest. */
export const FILE_LIMITS: Record<FileKind, number> = MEDIA_LIMITS;
export const MAX_FILE_BYTES = Math.max(...Object.values(FILE_LIMITS));

const TYPES = {
  jpg: { mime: 'image/jpeg', kind: 'image' },
  png: { mime: 'image/png', kind: 'image' },
  gif: { mime: 'image/gif', kind: 'image' },
  webp: { mime: 'image/webp', kind: 'image' },
  avif: { mime: 'image/avif', kind: 'image' },
  pdf: { mime: 'application/pdf', kind: 'document' },
  mp4: { mime: 'video/mp4', kind: 'video' },
  mov: { mime: 'video/quicktime', kind: 'video' },
  webm: { mime: 'video/webm', kind: 'video' },
  m4a: { mime: 'audio/mp4', kind: 'audio' },
  mp3: { mime: 'audio/mpeg', kind: 'audio' },
  ogg: { mime: 'audio/ogg', kind: 'audio' },
  wav: { mime: 'audio/wav', kind: 'audio' },
  flac: { mime: 'audio/flac', kind: 'audio' },
} as const satisfies Record<string, { mime: string; kind: FileKind }>;
type Ext = keyof typeof TYPES;

const typeOf = (ext: Ext): FileType => ({ ext, ...TYPES[ext] });

/** The type of a stored file by the extension the server gave it, for serving; null for none of ours. */
export function typeOfExtension(ext: string): FileType | null {
  return ext in TYPES ? typeOf(ext as Ext) : null;
}

const startsWith = (bytes: Uint8Array, signature: number[] | string, offset = 0) => {
  const expected = typeof signature === 'string' ? [...signature].map((c) => c.charCodeAt(0)) : signature;
  return bytes.length >= offset + expected.length && expected.every((b, i) => bytes[offset + i] === b);
};
const ascii = (bytes: Uint8Array, from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));

/** ISO base media (MP4, MOV, M4A, AVIF): the `ftyp` box's major and compatible brands. */
function isoBrands(bytes: Uint8Array) {
  if (!startsWith(bytes, 'ftyp', 4)) return null;
  const size = Math.min(new DataView(bytes.buffer, bytes.byteOffset).getUint32(0), bytes.length, 256);
  const brands = [ascii(bytes, 8, 12)];
  for (let at = 16; at + 4 <= size; at += 4) brands.push(ascii(bytes, at, at + 4));
  return brands;
}

/** Images: JPEG, PNG, GIF, WebP, AVIF. */
export function sniffImage(bytes: Uint8Array): FileType | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return typeOf('png');
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return typeOf('jpg');
  if (startsWith(bytes, 'GIF8') && (bytes[4] === 0x37 || bytes[4] === 0x39) && bytes[5] === 0x61) return typeOf('gif');
  if (startsWith(bytes, 'RIFF') && startsWith(bytes, 'WEBP', 8)) return typeOf('webp');
  const brands = bytes.length >= 12 ? isoBrands(bytes) : null;
  if (brands && (brands[0] === 'avif' || brands[0] === 'avis')) return typeOf('avif');
  return null;
}

/** Every type the media library keeps: the images above, PDF, and audio and video by their containers. */
export function sniffFileType(bytes: Uint8Array): FileType | null {
  const image = sniffImage(bytes);
  if (image) return image;
  if (startsWith(bytes, '%PDF-')) return typeOf('pdf');
  const brands = bytes.length >= 12 ? isoBrands(bytes) : null;
  if (brands) {
    if (brands[0] === 'M4A ' || brands[0] === 'M4B ') return typeOf('m4a');
    if (brands[0] === 'qt  ') return typeOf('mov');
    if (brands.some((brand) => /^(isom|iso[2-9]|mp4[12]|avc1|M4V |dash|3gp[4-6])$/.test(brand))) return typeOf('mp4');
    return null;
  }
  if (startsWith(bytes, [0x1a, 0x45, 0xdf, 0xa3])) return typeOf('webm');
  if (startsWith(bytes, 'OggS')) return typeOf('ogg');
  if (startsWith(bytes, 'RIFF') && startsWith(bytes, 'WAVE', 8)) return typeOf('wav');
  if (startsWith(bytes, 'fLaC')) return typeOf('flac');
  // MP3: an ID3 tag, or straight into an MPEG audio frame (11 sync bits, layer III).
  if (startsWith(bytes, 'ID3') || (bytes.length >= 4 && bytes[0] === 0xff && (bytes[1]! & 0xe6) === 0xe2)) {
    return typeOf('mp3');
  }
  return null;
}
