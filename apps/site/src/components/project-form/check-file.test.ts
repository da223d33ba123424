import { MESSAGES, PROJECT_FILE_MAX_BYTES } from '@manara/contracts';
import { describe, expect, it } from 'vitest';
import { projectFileProblem } from './check-file';

describe('projectFileProblem (the project form before it uploads)', () => {
  it('takes a PDF up to the limit', () => {
    expect(projectFileProblem({ name: 'work.pdf', type: 'application/pdf', size: PROJECT_FILE_MAX_BYTES })).toBeNull();
    expect(projectFileProblem({ name: 'WORK.PDF', type: '', size: 1_000 })).toBeNull();
  });

  it('refuses another type, even named .pdf, and anything over 10 MB', () => {
    expect(projectFileProblem({ name: 'work.docx', type: 'application/msword', size: 1_000 })).toBe(
      MESSAGES.projectFileType,
    );
    expect(projectFileProblem({ name: 'work.pdf', type: 'image/png', size: 1_000 })).toBe(MESSAGES.projectFileType);
    expect(projectFileProblem({ name: 'work.pdf', type: 'application/pdf', size: PROJECT_FILE_MAX_BYTES + 1 })).toBe(
      MESSAGES.projectFileTooLarge,
    );
  });
});
