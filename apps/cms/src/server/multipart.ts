import busboy from 'busboy';
import type { Request } from 'express';

/** A form's text parts by name, and the names of its file parts. */
export interface FormParts {
  fields: Map<string, string>;
  files: Set<string>;
}

/** The parts of a multipart body, read with busboy (the parser Payload uses); undefined when it cannot read them. */
export function formPartsOf(req: Request, body: Buffer): Promise<FormParts | undefined> {
  let parser: busboy.Busboy;
  try {
    parser = busboy({ headers: req.headers });
  } catch {
    // No boundary, or not a form busboy knows.
    return Promise.resolve(undefined);
  }
  return new Promise((resolve) => {
    const parts: FormParts = { fields: new Map(), files: new Set() };
    parser.on('field', (name, value) => parts.fields.set(name, value));
    parser.on('file', (name, stream) => {
      parts.files.add(name);
      stream.resume();
    });
    // A form cut short (no closing delimiter, RFC 2046) or otherwise torn.
    parser.on('error', () => resolve(undefined));
    parser.on('close', () => resolve(parts));
    parser.end(body);
  });
}
