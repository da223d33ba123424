import { MESSAGES, ORDER_FILE_KINDS, ORDER_FILE_MAX_BYTES } from '@manara/contracts';

/**
 * The browser's first look at a file for an order, with the contract's limits: a name ending in one
 * of the kinds an order takes, at most 50 MB. The server reads the bytes and decides; this only
 * spares the member a long upload that would be refused.
 */
export function orderFileProblem(file: Pick<File, 'name' | 'size'>): string | null {
  const extension = /\.([^.]+)$/.exec(file.name)?.[1]?.toLowerCase() ?? '';
  if (!(ORDER_FILE_KINDS as readonly string[]).includes(extension)) return MESSAGES.orderFileType;
  if (file.size > ORDER_FILE_MAX_BYTES) return MESSAGES.orderFileTooLarge;
  return null;
}
