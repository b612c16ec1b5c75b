import { open, type FileHandle } from 'node:fs/promises';

/**
 * Where a video or a voice memo was made, taken out of an MP4, MOV or M4A file in place, without
 * decoding or encoding anything: the file's ISO base media boxes are walked (the movie `moov`, its
 * tracks `trak`, user data `udta` and metadata `meta`), and every box that tells a place is turned
 * into a `free` box of the same size with its payload zeroed, so no offset in the file moves (a
 * chunk offset table points into `mdat` by absolute position). What is taken out:
 *
 * - QuickTime's `©xyz` (ISO 6709 text, in user data or an item list) and 3GPP's `loci`;
 * - the values of Apple's `com.apple.quicktime.location.*` keys (`meta` > `keys` and `ilst`);
 * - XMP (a `uuid` box of Adobe's, or QuickTime's `XMP_`) that holds GPS.
 *
 * A file whose boxes do not add up (a size past its parent's end, a box cut short) is refused:
 * `UnreadableMedia`.
 */
export class UnreadableMedia extends Error {}

const CONTAINERS = new Set(['moov', 'trak', 'udta']);
const PLACES = new Set(['\u00a9xyz', 'loci']);
const XMP_UUID = Buffer.from('be7acfcb97a942e89c71999491e3afac', 'hex');
const APPLE_LOCATION = 'com.apple.quicktime.location.';
/** XMP larger than this is not read for GPS but taken out whole: no camera writes that much. */
const MAX_XMP_BYTES = 4 * 1024 * 1024;
const MAX_DEPTH = 12;
const ZEROS = Buffer.alloc(64 * 1024);

interface Box {
  type: string;
  start: number;
  /** The bytes of its size and type: 16 with a 64-bit size after the type, else 8. */
  head: 8 | 16;
  /** Where the payload starts: after the size, the type, a 64-bit size and a `uuid`'s user type. */
  payload: number;
  end: number;
}

const unreadable = (why: string) => new UnreadableMedia(why);

class BoxFile {
  constructor(private readonly file: FileHandle) {}

  async read(at: number, length: number) {
    const bytes = Buffer.alloc(length);
    const { bytesRead } = await this.file.read(bytes, 0, length, at);
    if (bytesRead < length) throw unreadable('the file ends inside a box');
    return bytes;
  }

  /** The boxes between `from` and `to`, each checked to lie wholly inside them. */
  async children(from: number, to: number, topLevel: boolean): Promise<Box[]> {
    const boxes: Box[] = [];
    for (let at = from; at < to;) {
      const left = to - at;
      if (left < 8) {
        // QuickTime may end a list of user data with a zero word.
        if (!topLevel && left === 4 && (await this.read(at, 4)).readUInt32BE() === 0) break;
        throw unreadable('a box is cut short');
      }
      const first = await this.read(at, 8);
      let size = first.readUInt32BE(0);
      const type = first.toString('latin1', 4, 8);
      let payload = at + 8;
      let head: 8 | 16 = 8;
      if (size === 1) {
        if (left < 16) throw unreadable('a box is cut short');
        const large = (await this.read(at + 8, 8)).readBigUInt64BE();
        if (large > BigInt(Number.MAX_SAFE_INTEGER)) throw unreadable('a box is larger than any file');
        size = Number(large);
        payload += 8;
        head = 16;
      } else if (size === 0) {
        if (!topLevel) throw unreadable('a box inside another has no size');
        size = left; // the last box of the file runs to its end
      }
      if (type === 'uuid') payload += 16;
      if (size < payload - at || size > left) throw unreadable(`the ${JSON.stringify(type)} box's size does not fit`);
      boxes.push({ type, start: at, head, payload, end: at + size });
      at += size;
    }
    return boxes;
  }

  /** Zeroes bytes `from` to `to`. */
  async zero(from: number, to: number) {
    for (let at = from; at < to; at += ZEROS.length) {
      await this.file.write(ZEROS, 0, Math.min(ZEROS.length, to - at), at);
    }
  }

  /** Turns a box into a `free` box of the same size, everything after its type and size zeroed. */
  async free(box: Box) {
    await this.file.write(Buffer.from('free', 'latin1'), 0, 4, box.start + 4);
    await this.zero(box.start + box.head, box.end);
  }

  async walk(boxes: Box[], depth: number) {
    if (depth > MAX_DEPTH) throw unreadable('boxes are nested too deep');
    let changed = 0;
    for (const box of boxes) {
      if (PLACES.has(box.type)) {
        await this.free(box);
        changed++;
      } else if (box.type === 'XMP_' || (box.type === 'uuid' && (await this.isXmp(box)))) {
        if (await this.xmpHasGps(box)) {
          await this.free(box);
          changed++;
        }
      } else if (box.type === 'meta') {
        changed += await this.meta(box, depth);
      } else if (CONTAINERS.has(box.type)) {
        changed += await this.walk(await this.children(box.payload, box.end, false), depth + 1);
      }
    }
    return changed;
  }

  async isXmp(box: Box) {
    return (await this.read(box.payload - 16, 16)).equals(XMP_UUID);
  }

  async xmpHasGps(box: Box) {
    const length = box.end - box.payload;
    if (length > MAX_XMP_BYTES) return true;
    return /GPS/i.test((await this.read(box.payload, length)).toString('latin1'));
  }

  /**
   * A `meta` box: ISO's is a full box (version and flags before its children), QuickTime's is not;
   * told apart by where its `hdlr` (always first) is. Apple's location keys are found in `keys`,
   * their values zeroed in `ilst` (its items are named by a key's number, from 1).
   */
  async meta(box: Box, depth: number) {
    const length = box.end - box.payload;
    const head = await this.read(box.payload, Math.min(length, 12));
    const quickTime = head.length >= 8 && head.toString('latin1', 4, 8) === 'hdlr';
    const iso = head.length >= 12 && head.toString('latin1', 8, 12) === 'hdlr';
    const from = quickTime || (!iso && head.length >= 4 && head.readUInt32BE(0) !== 0) ? box.payload : box.payload + 4;
    if (from > box.end) throw unreadable('a meta box is cut short');
    const children = await this.children(from, box.end, false);
    let changed = await this.walk(
      children.filter((child) => child.type !== 'ilst'),
      depth + 1,
    );
    const keys = children.find((child) => child.type === 'keys');
    const places = keys ? await this.locationKeys(keys) : new Set<number>();
    for (const list of children.filter((child) => child.type === 'ilst')) {
      for (const item of await this.children(list.payload, list.end, false)) {
        if (PLACES.has(item.type)) {
          await this.free(item);
          changed++;
        } else if (places.has(Buffer.from(item.type, 'latin1').readUInt32BE())) {
          for (const data of await this.children(item.payload, item.end, false)) {
            // `data`: a type and a locale, then the value.
            if (data.type === 'data') await this.zero(Math.min(data.payload + 8, data.end), data.end);
          }
          changed++;
        }
      }
    }
    return changed;
  }

  /** The numbers (from 1) of the `keys` box's entries that name a location. */
  async locationKeys(keys: Box) {
    const bytes = await this.read(keys.payload, keys.end - keys.payload);
    if (bytes.length < 8) throw unreadable('a keys box is cut short');
    const count = bytes.readUInt32BE(4);
    const found = new Set<number>();
    let at = 8;
    for (let index = 1; index <= count; index++) {
      if (at + 8 > bytes.length) throw unreadable('a keys box is cut short');
      const size = bytes.readUInt32BE(at);
      if (size < 8 || at + size > bytes.length) throw unreadable('a key does not fit its keys box');
      if (bytes.toString('latin1', at + 8, at + size).startsWith(APPLE_LOCATION)) found.add(index);
      at += size;
    }
    return found;
  }
}

/**
 * Takes every place out of the MP4, MOV or M4A file at `path`, in place (its length and boxes kept);
 * answers how many boxes or values were blanked. Throws `UnreadableMedia` for a file whose boxes
 * cannot be read.
 */
export async function removeLocation(path: string): Promise<number> {
  const file = await open(path, 'r+');
  try {
    const boxes = new BoxFile(file);
    const { size } = await file.stat();
    return await boxes.walk(await boxes.children(0, size, true), 0);
  } finally {
    await file.close();
  }
}
