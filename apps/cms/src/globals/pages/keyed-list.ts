import type { ArrayField, Field } from 'payload';
import { MESSAGES } from '@manara/contracts';
import { itemList } from './fields';

/**
 * A list whose entries each describe one thing the product defines (a plan, a service, a discount),
 * named by the select field `key`: each may appear once, so the page never shows a plan's words
 * twice or two cards for one service.
 */
export function keyedList(name: string, label: string, key: string, fields: Field[], description?: string): ArrayField {
  const list = itemList(name, label, fields, description);
  const listCheck = list.validate;
  return {
    ...list,
    validate: (value, options) => {
      // The admin's form state gives the list as its number of rows; the rows are checked on save.
      if (Array.isArray(value)) {
        const keys = value.map((row) => (row as Record<string, unknown> | null)?.[key]).filter(Boolean);
        if (new Set(keys).size !== keys.length) return MESSAGES.pageEntryRepeated;
      }
      return listCheck ? listCheck(value, options) : true;
    },
  };
}
