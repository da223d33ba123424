/** A PDF starts with these bytes whatever its name or declared type says. */
const PDF_MAGIC = Buffer.from('%PDF-', 'latin1');
/** How much of the end holds the trailer: `startxref` and the `%%EOF` marker. */
export const PDF_TRAILER_BYTES = 1024;

/**
 * What the bytes are, whatever the file's name or declared type: a PDF starts with `%PDF-` and ends
 * with its trailer (`startxref`, `%%EOF`). `head` is the file's first bytes, `tail` its last
 * PDF_TRAILER_BYTES (the same buffer for a small file). Payload's own upload check asks for the same,
 * so a file that passes here is not refused there with Payload's sentence.
 */
export function isPdfParts(head: Buffer, tail: Buffer): boolean {
  if (head.length < PDF_MAGIC.length || !head.subarray(0, PDF_MAGIC.length).equals(PDF_MAGIC)) return false;
  const trailer = tail.subarray(Math.max(0, tail.length - PDF_TRAILER_BYTES)).toString('latin1');
  return trailer.includes('%%EOF') && trailer.includes('xref');
}
