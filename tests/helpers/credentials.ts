import { inflateSync } from 'node:zlib';
import { DataIntegrityProof } from '@digitalcredentials/data-integrity';
import { cryptosuite } from '@digitalcredentials/eddsa-rdfc-2022-cryptosuite';
import { securityLoader } from '@digitalcredentials/security-document-loader';
import { verifyCredential } from '@digitalcredentials/vc';
import { checkStatus } from '@digitalcredentials/vc-bitstring-status-list';
import jsQR from 'jsqr';

/**
 * Checks of what a certificate's holder takes away, made with libraries the server does not use:
 * the Digital Credentials Consortium's verifier (the one behind its wallet and web verifier) for
 * the Open Badges credential, and jsQR for the QR code drawn into the PDF.
 */

/** GETs an absolute address of the server under test and answers its JSON (the tests' network). */
export type FetchJson = (url: string) => Promise<object>;

export interface CredentialCheck {
  /** The proof holds for this document and the key the issuer's DID document publishes. */
  proofValid: boolean;
  /** The published revocation list has the credential's bit set. */
  revoked: boolean;
  errors: string[];
}

/**
 * Verifies a credential as a third party would: did:web resolved to the server's
 * /.well-known/did.json, its revocation list fetched from where the credential says, and every
 * JSON-LD context from the verifier's own bundle (never the network).
 */
export async function checkCredential(credential: object, fetchJson: FetchJson): Promise<CredentialCheck> {
  const loader = securityLoader();
  loader.setDidResolver({
    async get({ url, did }) {
      const id = (url ?? did ?? '').split('#');
      const host = decodeURIComponent((id[0] ?? '').replace(/^did:web:/, ''));
      // did:web is resolved over https; the server under test listens on http at localhost.
      const document = (await fetchJson(`http://${host}/.well-known/did.json`)) as {
        verificationMethod?: { id: string }[];
      };
      if (!id[1]) return document;
      const method = document.verificationMethod?.find((vm) => vm.id === url);
      if (!method) throw new Error(`NotFoundError: ${url}`);
      return { '@context': 'https://w3id.org/security/multikey/v1', ...method };
    },
  });
  loader.setProtocolHandler({ protocol: 'http', handler: { get: ({ url }) => fetchJson(url) } });
  const result = await verifyCredential({
    credential,
    suite: new DataIntegrityProof({ cryptosuite }),
    documentLoader: loader.build(),
    checkStatus,
  });
  const status = result.statusResult?.results?.[0];
  const errors = [
    ...(result.error?.errors ?? []).map((e) => e.message ?? ''),
    ...(result.results ?? []).flatMap((r) => (r.error?.message ? [r.error.message] : [])),
    ...(status?.error?.message ? [status.error.message] : []),
  ];
  return {
    proofValid: result.results?.[0]?.verified === true,
    // This library reports a credential whose bit is set as not verified, with no error.
    revoked: status !== undefined && !status.verified && !status.error,
    errors,
  };
}

/** Every stream of a PDF, inflated where it is compressed. */
function pdfStreams(pdf: Buffer): string[] {
  const text = pdf.toString('latin1');
  const streams: string[] = [];
  for (const match of text.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    const raw = Buffer.from(match[1] ?? '', 'latin1');
    try {
      streams.push(inflateSync(raw).toString('latin1'));
    } catch {
      streams.push(raw.toString('latin1'));
    }
  }
  return streams;
}

/** The text a PDF shows, one string per text operator (pdfkit writes each run as hex glyph codes, WinAnsi for Helvetica). */
export function pdfTexts(pdf: Buffer): string[] {
  const texts: string[] = [];
  for (const stream of pdfStreams(pdf)) {
    for (const [, run] of stream.matchAll(/\[([^\]]*)\] TJ/g)) {
      const hex = [...(run ?? '').matchAll(/<([0-9a-fA-F]*)>/g)].map((m) => m[1]).join('');
      texts.push(Buffer.from(hex, 'hex').toString('latin1'));
    }
  }
  return texts;
}

/**
 * Reads the QR code a PDF draws as vectors (a path of equal squares): its modules are put back on a
 * grid, rendered into pixels with a quiet zone, and decoded by jsQR. Answers the text, or null.
 */
export function qrCodeOfPdf(pdf: Buffer): string | null {
  const squares: { x: number; y: number; side: number }[] = [];
  for (const stream of pdfStreams(pdf)) {
    for (const m of stream.matchAll(/(-?[\d.]+) (-?[\d.]+) ([\d.]+) ([\d.]+) re/g)) {
      const [x, y, w, h] = [m[1], m[2], m[3], m[4]].map(Number) as [number, number, number, number];
      if (Math.abs(w - h) < 0.01 && w < 10) squares.push({ x, y, side: w });
    }
  }
  if (squares.length === 0) return null;
  const side = squares[0]!.side;
  const cells = squares.filter((s) => Math.abs(s.side - side) < 0.01);
  const left = Math.min(...cells.map((s) => s.x));
  const top = Math.min(...cells.map((s) => s.y));
  const dark = cells.map((s) => [Math.round((s.y - top) / side), Math.round((s.x - left) / side)] as const);
  const size = Math.max(...dark.flat()) + 1;
  const scale = 8;
  const quiet = 4;
  const pixels = (size + 2 * quiet) * scale;
  const data = new Uint8ClampedArray(pixels * pixels * 4).fill(255);
  for (const [row, col] of dark) {
    for (let dy = 0; dy < scale; dy += 1) {
      for (let dx = 0; dx < scale; dx += 1) {
        const offset = (((row + quiet) * scale + dy) * pixels + (col + quiet) * scale + dx) * 4;
        data[offset] = data[offset + 1] = data[offset + 2] = 0;
      }
    }
  }
  return jsQR(data, pixels, pixels)?.data ?? null;
}
