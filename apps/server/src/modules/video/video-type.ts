import type { VideoMimeType } from '@app/contracts/video';

export const VIDEO_EXTENSION: Record<VideoMimeType, string> = {
  'video/mp4': 'mp4',
  'video/webm': 'webm',
  'video/ogg': 'ogv',
  'video/quicktime': 'mov',
};

export const VIDEO_TYPE_OF_EXTENSION: Record<string, VideoMimeType> = {
  mp4: 'video/mp4',
  webm: 'video/webm',
  ogv: 'video/ogg',
  mov: 'video/quicktime',
};

/** How many first bytes the sniffing needs to see. */
export const SNIFF_BYTES = 64;

/** ISO base media brands of video files (an `ftyp` of HEIC, AVIF or M4A is an image or audio). */
const MP4_BRANDS = new Set([
  'isom',
  'iso2',
  'iso3',
  'iso4',
  'iso5',
  'iso6',
  'mp41',
  'mp42',
  'avc1',
  'dash',
  'M4V ',
  'M4VH',
  'M4VP',
  'mmp4',
  'f4v ',
]);

const ascii = (bytes: Buffer, from: number, to: number) => bytes.subarray(from, to).toString('latin1');
const holds = (bytes: Buffer, text: string) =>
  bytes.subarray(0, SNIFF_BYTES).includes(Buffer.from(text, 'latin1'));

/**
 * The video type the content really is, from its first bytes (the declared type is not trusted):
 * MP4 and QuickTime by their `ftyp` box and brand, WebM by its EBML header naming the `webm` doc type
 * (plain Matroska is refused), Ogg by its page header with a Theora or VP8 stream (Ogg audio is refused).
 */
export function sniffVideoType(bytes: Buffer): VideoMimeType | null {
  if (bytes.length >= 12 && ascii(bytes, 4, 8) === 'ftyp') {
    const brand = ascii(bytes, 8, 12);
    if (brand === 'qt  ') return 'video/quicktime';
    return MP4_BRANDS.has(brand) ? 'video/mp4' : null;
  }
  if (bytes.length >= 4 && bytes.readUInt32BE(0) === 0x1a45dfa3)
    return holds(bytes, 'webm') ? 'video/webm' : null;
  if (ascii(bytes, 0, 4) === 'OggS')
    return holds(bytes, '\x80theora') || holds(bytes, 'OVP80') ? 'video/ogg' : null;
  return null;
}
