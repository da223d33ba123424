import { crc32, deflateRawSync } from 'node:zlib';
import { PDF_BYTES } from './learning';

/**
 * Small files of each kind an order takes, built as their formats say, so the server's check of the
 * bytes (apps/cms/src/lib/orders/file-type.ts) sees what a real one would show it.
 */

/** A ZIP archive of these entries, each deflated, with its central directory (PKWARE APPNOTE 4.3). */
export function zipOf(entries: Record<string, string>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, text] of Object.entries(entries)) {
    const data = Buffer.from(text, 'utf8');
    const packed = deflateRawSync(data);
    const nameBytes = Buffer.from(name, 'utf8');
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4); // version needed
    local.writeUInt16LE(0, 6); // flags
    local.writeUInt16LE(8, 8); // deflate
    local.writeUInt32LE(0, 10); // time and date
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(packed.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    local.writeUInt16LE(0, 28);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0, 8);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(0, 12);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(packed.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, packed);
    centrals.push(central, nameBytes);
    offset += local.length + nameBytes.length + packed.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Object.keys(entries).length, 8);
  end.writeUInt16LE(Object.keys(entries).length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const contentTypes = (main: string) =>
  `<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="xml" ContentType="application/xml"/><Override PartName="/main.xml" ContentType="${main}"/></Types>`;

export const ORDER_SAMPLES = {
  csv: Buffer.from('patient_id,age,hba1c\n1,54,7.1\n2,61,6.8\n', 'utf8'),
  xlsx: zipOf({
    '[Content_Types].xml': contentTypes('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml'),
    'xl/workbook.xml': '<workbook/>',
  }),
  docx: zipOf({
    '[Content_Types].xml': contentTypes(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml',
    ),
    'word/document.xml': '<document/>',
  }),
  zip: zipOf({ 'data/cohort.csv': 'id,age\n1,54\n', 'README.txt': 'Cohort extract' }),
  // SPSS: the `$FL2` record type, then its header's product name.
  sav: Buffer.concat([Buffer.from('$FL2@(#) IBM SPSS STATISTICS 64-bit', 'latin1'), Buffer.alloc(140)]),
  // Stata 13 and later: an XML-like header.
  dta: Buffer.from('<stata_dta><header><release>118</release><byteorder>LSF</byteorder></header></stata_dta>'),
  pdf: PDF_BYTES,
} as const;
