import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { describe, expect, it } from 'vitest';
import { type CsvColumn, csvCell, csvStream, exportFileName, keysetBatches, UTF8_BOM } from './csv-stream.ts';

type Row = { name: string; n: number | null };
const columns: CsvColumn<Row>[] = [
  { header: 'Name', value: (r) => r.name },
  { header: 'Count', value: (r) => r.n },
];

async function* batchesOf(...batches: Row[][]) {
  yield* batches;
}

async function text(stream: NodeJS.ReadableStream): Promise<string> {
  let out = '';
  for await (const chunk of stream) out += chunk.toString();
  return out;
}

describe('csvCell', () => {
  it('leaves plain text and numbers as they are, and empties null', () => {
    expect(csvCell('Ann')).toBe('Ann');
    expect(csvCell(12.5)).toBe('12.5');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
  });

  it('quotes a cell with a comma, a quote or a line break, doubling the quotes (RFC 4180)', () => {
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
  });

  it('puts an apostrophe before a cell a spreadsheet would run as a formula', () => {
    for (const start of ['=', '+', '-', '@', '\t']) expect(csvCell(`${start}1`)).toBe(`'${start}1`);
    expect(csvCell('\r1')).toBe(`"'\r1"`);
    expect(csvCell('=1+2,3')).toBe(`"'=1+2,3"`);
    expect(csvCell('a=1')).toBe('a=1');
  });
});

describe('csvStream', () => {
  it('writes the BOM, the header line and one line per row of every batch, CRLF between lines', async () => {
    const out = await text(
      csvStream(columns, batchesOf([{ name: 'Ann', n: 1 }], [], [{ name: 'B, C', n: null }])),
    );
    expect(out).toBe(`${UTF8_BOM}Name,Count\r\nAnn,1\r\n"B, C",`);
  });

  it('stops reading batches when the reader goes away', async () => {
    let read = 0;
    async function* endless() {
      for (;;) {
        read += 1;
        yield Array.from({ length: 100 }, (_, n) => ({ name: 'x'.repeat(100), n }));
      }
    }
    const stream = csvStream(columns, endless());
    let received = 0;
    const reader = new Writable({
      write(chunk, _enc, done) {
        received += chunk.length;
        done(received > 100_000 ? new Error('client went away') : null);
      },
    });
    await expect(pipeline(stream, reader)).rejects.toThrow('client went away');
    const readThen = read;
    await new Promise((r) => setTimeout(r, 20));
    expect(read).toBe(readThen);
    expect(read).toBeLessThan(20);
  });
});

describe('keysetBatches', () => {
  it('asks for the rows after the last one of each full batch and ends on a short one', async () => {
    const rows = Array.from({ length: 5 }, (_, n) => n + 1);
    const asked: (number | undefined)[] = [];
    const out: number[][] = [];
    const fetch = async (after: number | undefined, size: number) => {
      asked.push(after);
      return rows.filter((r) => r > (after ?? 0)).slice(0, size);
    };
    for await (const batch of keysetBatches(fetch, 2)) out.push(batch);
    expect(out).toEqual([[1, 2], [3, 4], [5]]);
    expect(asked).toEqual([undefined, 2, 4]);
  });
});

describe('exportFileName', () => {
  it('names the file after the list and the UTC date', () => {
    expect(exportFileName('orders', new Date('2026-05-31T23:30:00Z'))).toBe('orders-2026-05-31.csv');
  });
});
