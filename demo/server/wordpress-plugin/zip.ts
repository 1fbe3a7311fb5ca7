import { crc32, deflateRawSync } from 'node:zlib';

/** One file of an archive: its path inside the archive (forward slashes) and its content. */
export interface ZipEntry {
  path: string;
  bytes: Buffer;
}

const LOCAL_HEADER = 0x04034b50;
const CENTRAL_HEADER = 0x02014b50;
const END_OF_CENTRAL_DIRECTORY = 0x06054b50;
const VERSION = 20; // 2.0: deflate
const UTF8_NAMES = 0x0800;
const STORED = 0;
const DEFLATED = 8;
const MADE_BY_UNIX = 3 << 8;
// rw-r--r-- in the high half of the external attributes (Unix "made by"): unzip gives files these permissions.
const REGULAR_FILE = 0o100644 << 16;
// Without ZIP64 every size and offset must fit 32 bits, and the entry count 16.
const MAX_ZIP_BYTES = 0xffffffff;
const MAX_ENTRIES = 0xffff;

/** MS-DOS date and time, the only timestamps a plain zip entry has (2-second resolution, local time). */
function dosDateTime(date: Date): { time: number; date: number } {
  return {
    time: (date.getHours() << 11) | (date.getMinutes() << 5) | Math.floor(date.getSeconds() / 2),
    date: ((date.getFullYear() - 1980) << 9) | ((date.getMonth() + 1) << 5) | date.getDate(),
  };
}

interface EntryFields {
  method: number;
  stamp: { time: number; date: number };
  checksum: number;
  storedSize: number;
  size: number;
  nameLength: number;
}

/** The run of fields the local and the central header share, from the method to the name's length. */
function writeEntryFields(header: Buffer, at: number, fields: EntryFields): void {
  header.writeUInt16LE(fields.method, at);
  header.writeUInt16LE(fields.stamp.time, at + 2);
  header.writeUInt16LE(fields.stamp.date, at + 4);
  header.writeUInt32LE(fields.checksum, at + 6);
  header.writeUInt32LE(fields.storedSize, at + 10);
  header.writeUInt32LE(fields.size, at + 14);
  header.writeUInt16LE(fields.nameLength, at + 18);
}

/**
 * A zip archive of the entries, each deflated (or stored when deflating does not make it smaller). Written here
 * because it is a few dozen lines on node:zlib; what WordPress unpacks (ZipArchive or PclZip) needs no more.
 */
export function zip(entries: ZipEntry[], modifiedAt = new Date()): Buffer {
  if (entries.length > MAX_ENTRIES) throw new Error(`A zip without ZIP64 holds at most ${MAX_ENTRIES} files, got ${entries.length}.`);
  const stamp = dosDateTime(modifiedAt);
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.path, 'utf8');
    const deflated = deflateRawSync(entry.bytes, { level: 9 });
    const method = deflated.length < entry.bytes.length ? DEFLATED : STORED;
    const data = method === DEFLATED ? deflated : entry.bytes;
    const fields = {
      method,
      stamp,
      checksum: crc32(entry.bytes),
      storedSize: data.length,
      size: entry.bytes.length,
      nameLength: name.length,
    };

    const local = Buffer.alloc(30);
    local.writeUInt32LE(LOCAL_HEADER, 0);
    local.writeUInt16LE(VERSION, 4);
    local.writeUInt16LE(UTF8_NAMES, 6);
    writeEntryFields(local, 8, fields);
    // extra field length: 0 (offset 28)

    const central = Buffer.alloc(46);
    central.writeUInt32LE(CENTRAL_HEADER, 0);
    central.writeUInt16LE(MADE_BY_UNIX | VERSION, 4);
    central.writeUInt16LE(VERSION, 6);
    central.writeUInt16LE(UTF8_NAMES, 8);
    writeEntryFields(central, 10, fields);
    // extra field, comment, disk number, internal attributes: all 0 (offsets 30 to 37)
    central.writeUInt32LE(REGULAR_FILE >>> 0, 38);
    central.writeUInt32LE(offset, 42);

    locals.push(local, name, data);
    centrals.push(central, name);
    offset += local.length + name.length + data.length;
    if (offset > MAX_ZIP_BYTES) throw new Error('The files are too large for a zip without ZIP64 (4 GiB).');
  }
  const centralDirectory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(END_OF_CENTRAL_DIRECTORY, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(centralDirectory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, centralDirectory, end]);
}
