import { MESSAGES, ORDER_FILE_MAX_BYTES } from '@manara/contracts';
import { describe, expect, it } from 'vitest';
import { orderFileProblem } from './check-file';

describe('the browser’s first look at an order file', () => {
  it('takes the listed kinds up to 50 MB, whatever the case of the name', () => {
    for (const name of ['data.csv', 'Data.XLSX', 'survey.sav', 'trial.dta', 'draft.docx', 'report.pdf', 'all.zip']) {
      expect(orderFileProblem({ name, size: 1024 }), name).toBeNull();
    }
    expect(orderFileProblem({ name: 'data.csv', size: ORDER_FILE_MAX_BYTES })).toBeNull();
  });

  it('says why it refuses a file: its kind, or its size', () => {
    expect(orderFileProblem({ name: 'scan.png', size: 10 })).toBe(MESSAGES.orderFileType);
    expect(orderFileProblem({ name: 'notes', size: 10 })).toBe(MESSAGES.orderFileType);
    expect(orderFileProblem({ name: 'big.zip', size: ORDER_FILE_MAX_BYTES + 1 })).toBe(MESSAGES.orderFileTooLarge);
  });
});
