import { z } from 'zod';

/** A trimmed string that must not be blank; `message` is the spec's sentence for a missing value. */
export const requiredText = (message: string) => z.string({ error: message }).trim().min(1, { error: message });

/** A trimmed string of at least `min` characters. */
export const textOfAtLeast = (min: number, message: string) =>
  z.string({ error: message }).trim().min(min, { error: message });

/** An optional trimmed string: blank becomes undefined. */
export const optionalText = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
  z.string().trim().optional(),
);

/**
 * A number typed into a form or sent as JSON. Numeric strings are accepted because HTML inputs
 * produce them; anything else non-numeric fails with the spec's sentence.
 */
export const numeric = (message: string) =>
  z.preprocess(
    (v) => (typeof v === 'string' && v.trim() !== '' ? Number(v.trim()) : v),
    z.number({ error: message }).refine(Number.isFinite, { error: message }),
  );

export const email = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .toLowerCase()
    .pipe(z.email({ error: message }));

/** Ids travel as strings whatever the database (api contract). */
export const id = z.union([z.string().trim().min(1), z.number().int()]).transform(String);

/** An enum whose error is one sentence whatever was sent. */
export const oneOf = <const T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z.enum(values, { error: message });
