import { open } from 'node:fs/promises';
import path from 'node:path';
import { ORDER_FILE_KINDS, type OrderFileKind } from '@manara/contracts';
import yauzl from 'yauzl';
import { isPdfParts, PDF_TRAILER_BYTES } from '../pdf';

/**
 * What an order's file is, read from its bytes, never from its name or the browser's declared type
 * (docs/decisions on the order model):
 * - PDF: `%PDF-` at the start, the `startxref`/`%%EOF` trailer at the end (lib/pdf.ts);
 * - SAV: SPSS's `$FL2` (or compressed `$FL3`) record type;
 * - DTA: Stata's `<stata_dta>` (formats 117 and later), or the four-byte header of formats 110–115;
 * - ZIP: a local file header `PK\x03\x04` (or an empty archive's end record) that yauzl can open;
 *   an Office file is a ZIP whose `[Content_Types].xml` names the workbook (XLSX) or the document
 *   (DOCX) as its main part;
 * - CSV: text (no NUL, no control characters but tab, line breaks and form feed) in a `.csv` file:
 *   text has no signature, so here alone the name is part of the answer.
 */

/** The part of a file read from its start and its end: enough for every signature above and a CSV's text. */
const SAMPLE_BYTES = 64 * 1024;
/** `[Content_Types].xml` is a few KB; one larger than this is not an Office file's. */
const CONTENT_TYPES_MAX_BYTES = 256 * 1024;

const OFFICE_MAIN_PARTS: readonly [OrderFileKind, string][] = [
  ['xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml'],
  ['docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml'],
];

/** An uploaded file as Payload holds it: in memory (`data`), or in a temporary file (`tempFilePath`). */
export interface UploadSource {
  data?: Buffer;
  tempFilePath?: string;
  name: string;
}

interface Sample {
  head: Buffer;
  tail: Buffer;
  size: number;
}

async function sampleOf(source: UploadSource): Promise<Sample> {
  if (source.data && source.data.length > 0) {
    const { data } = source;
    return {
      head: data.subarray(0, SAMPLE_BYTES),
      tail: data.subarray(Math.max(0, data.length - SAMPLE_BYTES)),
      size: data.length,
    };
  }
  if (!source.tempFilePath) return { head: Buffer.alloc(0), tail: Buffer.alloc(0), size: 0 };
  const handle = await open(source.tempFilePath, 'r');
  try {
    const { size } = await handle.stat();
    const read = async (position: number, length: number) => {
      const buffer = Buffer.alloc(length);
      const { bytesRead } = await handle.read(buffer, 0, length, position);
      return buffer.subarray(0, bytesRead);
    };
    const head = await read(0, Math.min(SAMPLE_BYTES, size));
    const tail = size <= SAMPLE_BYTES ? head : await read(size - SAMPLE_BYTES, SAMPLE_BYTES);
    return { head, tail, size };
  } finally {
    await handle.close();
  }
}

const startsWith = (bytes: Buffer, text: string) => bytes.subarray(0, text.length).equals(Buffer.from(text, 'latin1'));

function isSpss(head: Buffer): boolean {
  return startsWith(head, '$FL2') || startsWith(head, '$FL3');
}

function isStata(head: Buffer): boolean {
  if (startsWith(head, '<stata_dta>')) return true;
  // Formats 110–115: the format number, the byte order (1 big-endian, 2 little-endian), the file
  // type (always 1) and an unused zero byte.
  const [format = 0, byteOrder = 0, fileType = 0, unused = 1] = head;
  return format >= 110 && format <= 115 && (byteOrder === 1 || byteOrder === 2) && fileType === 1 && unused === 0;
}

const isZipSignature = (head: Buffer) => startsWith(head, 'PK\x03\x04') || startsWith(head, 'PK\x05\x06');

/** Text, as far as the sample shows: no NUL and no control character but tab, line feed, form feed and carriage return. */
function isText(bytes: Buffer): boolean {
  for (const byte of bytes) {
    if (byte < 0x20 && byte !== 0x09 && byte !== 0x0a && byte !== 0x0c && byte !== 0x0d) return false;
    if (byte === 0x7f) return false;
  }
  return true;
}

const openZip = (source: UploadSource): Promise<yauzl.ZipFile> =>
  new Promise((resolve, reject) => {
    const done = (err: Error | null, zip?: yauzl.ZipFile) =>
      err || !zip ? reject(err ?? new Error('no zip')) : resolve(zip);
    if (source.data && source.data.length > 0) yauzl.fromBuffer(source.data, { lazyEntries: true }, done);
    else if (source.tempFilePath) yauzl.open(source.tempFilePath, { lazyEntries: true }, done);
    else reject(new Error('no file'));
  });

/** The text of the archive's `[Content_Types].xml`, '' when it has none; rejects when it is no readable ZIP. */
async function contentTypesOf(source: UploadSource): Promise<string> {
  const zip = await openZip(source);
  try {
    return await new Promise<string>((resolve, reject) => {
      zip.on('error', reject);
      zip.on('end', () => resolve(''));
      zip.on('entry', (entry: yauzl.Entry) => {
        if (entry.fileName !== '[Content_Types].xml') return zip.readEntry();
        if (entry.uncompressedSize > CONTENT_TYPES_MAX_BYTES) return resolve('');
        zip.openReadStream(entry, (err, stream) => {
          if (err || !stream) return resolve('');
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('error', () => resolve(''));
          stream.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
        });
      });
      zip.readEntry();
    });
  } finally {
    zip.close();
  }
}

async function zipKind(source: UploadSource): Promise<OrderFileKind | undefined> {
  let types: string;
  try {
    types = await contentTypesOf(source);
  } catch {
    // Starts like a ZIP but cannot be read as one: not a file the team can open.
    return undefined;
  }
  return OFFICE_MAIN_PARTS.find(([, mainPart]) => types.includes(mainPart))?.[0] ?? 'zip';
}

/** The kind its name claims: its extension when it is one of the order kinds. */
export function claimedKind(name: string): OrderFileKind | undefined {
  const extension = path.extname(name).slice(1).toLowerCase();
  return (ORDER_FILE_KINDS as readonly string[]).includes(extension) ? (extension as OrderFileKind) : undefined;
}

/** The order kind the bytes are, or undefined when they are none of them. */
export async function detectOrderFileKind(source: UploadSource): Promise<OrderFileKind | undefined> {
  const { head, tail, size } = await sampleOf(source);
  if (size === 0) return undefined;
  if (isPdfParts(head, tail.subarray(Math.max(0, tail.length - PDF_TRAILER_BYTES)))) return 'pdf';
  if (isSpss(head)) return 'sav';
  if (isStata(head)) return 'dta';
  if (isZipSignature(head)) return zipKind(source);
  if (claimedKind(source.name) === 'csv' && isText(head) && isText(tail)) return 'csv';
  return undefined;
}

/** A name as a person would write it: control characters (a NUL, a line break) are dropped. */
const withoutControlCharacters = (name: string) =>
  [...name].filter((char) => char.charCodeAt(0) >= 0x20 && char.charCodeAt(0) !== 0x7f).join('');

/**
 * The name the file is kept under: its own, with the extension of what it is (added when it had
 * none). Undefined when its extension claims another kind: the member probably picked the wrong file.
 */
export function storedName(name: string, kind: OrderFileKind): string | undefined {
  const base = withoutControlCharacters(path.basename(name.replace(/\\/g, '/')));
  const extension = path.extname(base).slice(1).toLowerCase();
  if (extension === kind) return base;
  if (claimedKind(base) !== undefined) return undefined;
  const stem = (extension ? base.slice(0, -extension.length - 1) : base).trim() || 'file';
  return `${stem}.${kind}`;
}
