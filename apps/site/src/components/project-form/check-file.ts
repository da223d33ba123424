import { MESSAGES, PROJECT_FILE_MAX_BYTES, PROJECT_FILE_MIME_TYPE } from '@manara/contracts';

/**
 * The browser's first look at a project file, with the contract's limits: a PDF (by its declared
 * type, or its name when the system declares none) of at most 10 MB. The server reads the bytes and
 * decides; this only spares the member a long upload that would be refused.
 */
export function projectFileProblem(file: Pick<File, 'name' | 'size' | 'type'>): string | null {
  const declaredPdf = file.type === PROJECT_FILE_MIME_TYPE || (file.type === '' && /\.pdf$/i.test(file.name));
  if (!declaredPdf) return MESSAGES.projectFileType;
  if (file.size > PROJECT_FILE_MAX_BYTES) return MESSAGES.projectFileTooLarge;
  return null;
}
