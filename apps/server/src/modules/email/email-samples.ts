import { crc32, deflateSync } from 'node:zlib';
import type { FileStorage } from '../../lib/file-storage.ts';

/**
 * The small real files the demo mailboxes carry as attachments. The seed only writes database rows
 * (it has no file store); the email module puts these bytes under their fixed keys when the app
 * starts, so every DATA_DIR (and every test's) serves them.
 */

function pdf(title: string, lines: string[]): Buffer {
  const text = [title, ...lines]
    .map(
      (line, i) =>
        `BT /F1 ${i === 0 ? 18 : 11} Tf 56 ${760 - i * 22} Td (${line.replace(/[()\\]/g, '')}) Tj ET`,
    )
    .join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${Buffer.byteLength(text)} >>\nstream\n${text}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(Buffer.byteLength(body));
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body);
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

/** A 64×40 PNG: a diagonal gradient, enough to be recognisably a picture. */
function png(width = 64, height = 40): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const rows: number[] = [];
  for (let y = 0; y < height; y++) {
    rows.push(0);
    for (let x = 0; x < width; x++) rows.push(115 + x, 103 + y * 2, 240 - x);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.from(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

export type SampleFile = { key: string; fileName: string; type: string; bytes: Buffer };

export const SAMPLE_FILES: SampleFile[] = [
  {
    key: 'email/sample-quarterly-report.pdf',
    fileName: 'quarterly-report.pdf',
    type: 'application/pdf',
    bytes: pdf('Quarterly report', ['Revenue: $1.24M (+12%)', 'New subscriptions: 318', 'Churn: 2.1%']),
  },
  {
    key: 'email/sample-offsite-photo.png',
    fileName: 'offsite-photo.png',
    type: 'image/png',
    bytes: png(),
  },
  {
    key: 'email/sample-meeting-notes.txt',
    fileName: 'meeting-notes.txt',
    type: 'text/plain',
    bytes: Buffer.from(
      'Meeting notes\n\n- Ship the new checkout by the end of the month\n- Mobile redesign moves to Q3\n- Hire a second support engineer\n',
    ),
  },
  {
    key: 'email/sample-payments.csv',
    fileName: 'payments.csv',
    type: 'text/csv',
    bytes: Buffer.from('date,invoice,amount\n2026-01-04,4991,2480.00\n2026-01-11,4993,960.50\n'),
  },
];

/** Puts every sample file into the store unless it is there already. */
export async function ensureSampleFiles(storage: FileStorage): Promise<void> {
  for (const file of SAMPLE_FILES) {
    if ((await storage.size(file.key)) !== null) continue;
    try {
      await storage.put(file.key, file.bytes);
    } catch (error) {
      // Another process put it at the same moment.
      if ((error as { code?: string }).code !== 'EEXIST') throw error;
    }
  }
}
