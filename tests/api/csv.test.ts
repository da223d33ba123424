import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from '../../apps/cms/src/server/api/csv';

// The control panel's CSV exports, cell by cell (the HTTP side is in leads-admin.test.ts).
describe('csvCell', () => {
  it.each([
    ['=1+1', "'=1+1"],
    ['+31 20 555', "'+31 20 555"],
    ['-2', "'-2"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tcmd', "'\tcmd"],
    ['\r=1', '"\'\r=1"'],
    ['=A1,"x"', '"\'=A1,""x"""'],
  ])('writes %j, which a spreadsheet would run as a formula, as text: %s', (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });

  it.each([
    ['plain', 'plain'],
    ['a, b', '"a, b"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    ['a=b', 'a=b'],
    [' =1', ' =1'],
    ['', ''],
    [null, ''],
    [undefined, ''],
    [42, '42'],
  ])('quotes %j only as RFC 4180 needs: %s', (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });
});

describe('toCsv', () => {
  it('writes the header row and each record on CRLF-ended lines', () => {
    expect(
      toCsv(
        ['name', 'email'],
        [
          ['Dr. Amal', 'amal@clinic.test'],
          ['=x', ''],
        ],
      ),
    ).toBe("name,email\r\nDr. Amal,amal@clinic.test\r\n'=x,\r\n");
    expect(toCsv(['id'], [])).toBe('id\r\n');
  });
});
