import { describe, expect, it } from 'vitest';
import { csvBlob, csvCell, datedFileName, toCsv, UTF8_BOM } from './csv';

describe('csvCell', () => {
  it('leaves plain text as it is', () => {
    expect(csvCell('Jane Doe')).toBe('Jane Doe');
    expect(csvCell(42)).toBe('42');
  });

  it('writes nothing for missing values', () => {
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
  });

  it('quotes cells holding commas, quotes or newlines and doubles inner quotes', () => {
    expect(csvCell('Acme, Inc.')).toBe('"Acme, Inc."');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('line one\nline two')).toBe('"line one\nline two"');
    expect(csvCell('a\r\nb')).toBe('"a\r\nb"');
  });

  it('neutralises cells that a spreadsheet would run as a formula', () => {
    expect(csvCell('=HYPERLINK("http://x")')).toBe(`"'=HYPERLINK(""http://x"")"`);
    expect(csvCell('+1 555 0100')).toBe("'+1 555 0100");
    expect(csvCell('-2+3')).toBe("'-2+3");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\tcmd')).toBe("'\tcmd");
  });

  it('does not touch those characters later in the text', () => {
    expect(csvCell('a=b')).toBe('a=b');
    expect(csvCell('jane@example.com')).toBe('jane@example.com');
  });
});

describe('toCsv', () => {
  it('writes a header line and one CRLF-separated line per row', () => {
    const rows = [
      { name: 'Ann', company: 'Acme, Inc.' },
      { name: '=cmd', company: 'Plain' },
    ];
    const csv = toCsv(rows, [
      { header: 'Name', value: (r) => r.name },
      { header: 'Company', value: (r) => r.company },
    ]);
    expect(csv).toBe(`Name,Company\r\nAnn,"Acme, Inc."\r\n'=cmd,Plain`);
  });

  it('writes only the header when there are no rows', () => {
    expect(toCsv([], [{ header: 'Name', value: () => '' }])).toBe('Name');
  });
});

describe('csv file', () => {
  it('starts with a UTF-8 byte-order mark so Excel reads accents and Arabic', async () => {
    const bytes = new Uint8Array(await csvBlob('é,ع').arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(UTF8_BOM).toBe('\uFEFF');
  });

  it('names the file after the date', () => {
    expect(datedFileName('users', new Date(2024, 4, 7))).toBe('users-2024-05-07.csv');
  });
});
