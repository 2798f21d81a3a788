/**
 * What an attachment really is, from its bytes (the declared type and the name are not trusted), and
 * whether its name and declared type tell the same story. A file whose bytes say one thing and its
 * name or type another ("invoice.pdf" that is a program, a page of HTML sent as text/plain) is refused.
 */

export type AttachmentKind = { type: string; extensions: string[] };

const KINDS: Record<string, AttachmentKind> = {
  pdf: { type: 'application/pdf', extensions: ['pdf'] },
  png: { type: 'image/png', extensions: ['png'] },
  jpeg: { type: 'image/jpeg', extensions: ['jpg', 'jpeg'] },
  gif: { type: 'image/gif', extensions: ['gif'] },
  webp: { type: 'image/webp', extensions: ['webp'] },
  zip: {
    type: 'application/zip',
    extensions: ['zip', 'docx', 'xlsx', 'pptx', 'odt', 'ods', 'odp'],
  },
  text: { type: 'text/plain', extensions: ['txt', 'text', 'log', 'md'] },
  csv: { type: 'text/csv', extensions: ['csv'] },
};

/** Declared types a kind may arrive with (browsers send office files as their own types). */
const DECLARED: Record<string, string[]> = {
  zip: [
    'application/zip',
    'application/x-zip-compressed',
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    'application/vnd.openxmlformats-officedocument.presentationml.presentation',
    'application/vnd.oasis.opendocument.text',
    'application/vnd.oasis.opendocument.spreadsheet',
    'application/vnd.oasis.opendocument.presentation',
  ],
  text: ['text/plain', 'text/markdown'],
  csv: ['text/csv', 'text/plain', 'application/vnd.ms-excel'],
};

const starts = (bytes: Buffer, prefix: number[] | string, at = 0) =>
  (typeof prefix === 'string' ? [...prefix].map((c) => c.charCodeAt(0)) : prefix).every(
    (b, i) => bytes[at + i] === b,
  );

/** Markup a browser would run if it ever rendered the file: refused even when named .txt. */
const ACTIVE_TEXT = /<\s*(script|html|svg|iframe|object|embed|body|!doctype|\?xml)|javascript:/i;

function isText(bytes: Buffer): boolean {
  if (bytes.includes(0)) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return false;
  }
  // Control characters other than tab, line feed, form feed and carriage return mark a binary file.
  return !bytes.some((b) => (b < 0x20 && ![0x09, 0x0a, 0x0c, 0x0d].includes(b)) || b === 0x7f);
}

function sniff(bytes: Buffer, extension: string): string | null {
  if (starts(bytes, '%PDF-')) return 'pdf';
  if (starts(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (starts(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (starts(bytes, 'GIF87a') || starts(bytes, 'GIF89a')) return 'gif';
  if (starts(bytes, 'RIFF') && starts(bytes, 'WEBP', 8)) return 'webp';
  if (starts(bytes, [0x50, 0x4b, 0x03, 0x04])) return 'zip';
  if (bytes.length > 0 && isText(bytes) && !ACTIVE_TEXT.test(bytes.subarray(0, 4096).toString('utf8'))) {
    return extension === 'csv' ? 'csv' : 'text';
  }
  return null;
}

/** Names a mail client would run or render: refused whatever the content. */
const DANGEROUS = new Set(
  'exe com bat cmd scr pif msi msp jar js mjs vbs vbe wsf wsh ps1 sh app dmg apk lnk reg hta html htm xhtml svg xml php'.split(
    ' ',
  ),
);

export type Sniffed = { ok: true; type: string } | { ok: false; reason: string };

/** The stored type of the file, or why it is refused. */
export function checkAttachment(bytes: Buffer, fileName: string, declared: string): Sniffed {
  if (bytes.length === 0) return { ok: false, reason: 'is empty' };
  const extension = fileName.includes('.') ? (fileName.split('.').pop() ?? '').toLowerCase() : '';
  if (DANGEROUS.has(extension)) return { ok: false, reason: `must not be a .${extension} file` };
  const kind = sniff(bytes, extension);
  if (!kind) {
    return { ok: false, reason: 'must be a PDF, an image, a text or CSV file, or a ZIP/office document' };
  }
  const { type, extensions } = KINDS[kind];
  const knownExtension = Object.values(KINDS).some((k) => k.extensions.includes(extension));
  if (knownExtension && !extensions.includes(extension)) {
    return { ok: false, reason: `is named .${extension} but its content is ${type}` };
  }
  const mime = declared.split(';')[0].trim().toLowerCase();
  const accepted = [type, ...(DECLARED[kind] ?? []), 'application/octet-stream', ''];
  if (!accepted.includes(mime)) return { ok: false, reason: `is sent as ${mime} but its content is ${type}` };
  return { ok: true, type };
}
