import { fieldRules, MESSAGES, RATING, TEXT_MAX } from '@manara/contracts';
import type { NumberField, TextFieldManyValidation, Validate } from 'payload';
import { number, text, textarea } from 'payload/shared';
import { z } from 'zod';

/**
 * A Payload `validate` from a contract rule (fieldRules in packages/contracts), so /cms and scripts
 * refuse what /api refuses, with the same sentence rather than Payload's own. An empty value is left
 * to Payload's check, which knows whether the field is required.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each field type's validate takes its own options
export function checkedBy<V extends (value: any, args: any) => ReturnType<Validate>>(
  rule: z.ZodType,
  payloadCheck: V,
): V {
  const check: V = ((value: unknown, args: unknown) => {
    if (value === null || value === undefined || value === '') return payloadCheck(value, args);
    // The admin's form state gives an array field as its number of rows.
    const input = typeof value === 'number' && rule instanceof z.ZodArray ? Array.from({ length: value }) : value;
    const result = rule.safeParse(input);
    return result.success ? true : (result.error.issues[0]?.message ?? MESSAGES.badValue);
  }) as V;
  return check;
}

/** A title: the input's limit and the contract's rule, whose sentence says "the title". */
export const titleText = { maxLength: TEXT_MAX.short, validate: checkedBy(fieldRules.title, text) };

/** A person's name: the same limit, a sentence that says "the name". */
export const nameText = { maxLength: TEXT_MAX.short, validate: checkedBy(fieldRules.name, text) };

/** Any other one-line text (a category, a label, a value): the same limit, a sentence of its own. */
export const lineText = { maxLength: TEXT_MAX.short, validate: checkedBy(fieldRules.line, text) };

/** A paragraph (summary, quote, details). */
export const paragraphText = { maxLength: TEXT_MAX.long, validate: checkedBy(fieldRules.paragraph, textarea) };

/** A required rating on the contract's scale and step (courses and reviews; each sets its default). */
export const ratingField = {
  name: 'rating',
  type: 'number',
  required: true,
  min: RATING.min,
  max: RATING.max,
  validate: checkedBy(fieldRules.rating, number),
  admin: { step: RATING.step },
} satisfies NumberField;

/** Payload's text check for a `hasMany` text field: the same function, typed for a list of strings. */
export const textList = text as unknown as TextFieldManyValidation;
