import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { inflateSync } from 'node:zlib';
import bidiFactory from 'bidi-js';
import * as fontkit from 'fontkit';
import { LRUCache } from 'lru-cache';

/**
 * Text for the invoice PDF in any of the app's languages: fonts bundled from npm (Noto Sans and Noto
 * Sans Arabic from @fontsource, never a font of the machine), the Unicode bidi algorithm (bidi-js)
 * to put mixed Arabic and Latin text in visual order, and fontkit (inside pdfkit) to shape Arabic.
 */

export type FontWeight = 'regular' | 'bold';
type Face = 'latin' | 'latinExt' | 'arabic';

/** What pdfkit needs from a document to draw and measure a run; a narrow view of PDFKit.PDFDocument. */
export type TextCanvas = {
  font(name: string): TextCanvas;
  fontSize(size: number): TextCanvas;
  fillColor(color: string): TextCanvas;
  widthOfString(text: string): number;
  text(text: string, x: number, y: number, options: { lineBreak: false; baseline: 'alphabetic' }): TextCanvas;
  registerFont(name: string, src: never): TextCanvas;
};

const require = createRequire(import.meta.url);
const packageDir = (name: string) => dirname(require.resolve(`${name}/LICENSE`));

// WOFF (zlib) rather than WOFF2: fontkit's WOFF2 subsets come out empty (glyphs lost).
const FILES: Record<Face, Record<FontWeight, string>> = {
  latin: {
    regular: join(packageDir('@fontsource/noto-sans'), 'files/noto-sans-latin-400-normal.woff'),
    bold: join(packageDir('@fontsource/noto-sans'), 'files/noto-sans-latin-700-normal.woff'),
  },
  latinExt: {
    regular: join(packageDir('@fontsource/noto-sans'), 'files/noto-sans-latin-ext-400-normal.woff'),
    bold: join(packageDir('@fontsource/noto-sans'), 'files/noto-sans-latin-ext-700-normal.woff'),
  },
  arabic: {
    regular: join(
      packageDir('@fontsource/noto-sans-arabic'),
      'files/noto-sans-arabic-arabic-400-normal.woff',
    ),
    bold: join(packageDir('@fontsource/noto-sans-arabic'), 'files/noto-sans-arabic-arabic-700-normal.woff'),
  },
};

/**
 * The plain OpenType font inside a WOFF 1.0 file (its tables inflated once). fontkit reads WOFF
 * directly but inflates a whole table again on every glyph it reads, which made a PDF take seconds.
 */
export function woffToSfnt(woff: Buffer): Buffer {
  if (woff.toString('latin1', 0, 4) !== 'wOFF') return woff;
  const numTables = woff.readUInt16BE(12);
  const tables = Array.from({ length: numTables }, (_, i) => {
    const at = 44 + i * 20;
    const offset = woff.readUInt32BE(at + 4);
    const compLength = woff.readUInt32BE(at + 8);
    const origLength = woff.readUInt32BE(at + 12);
    const packed = woff.subarray(offset, offset + compLength);
    return {
      tag: woff.subarray(at, at + 4),
      checksum: woff.readUInt32BE(at + 16),
      data: compLength < origLength ? inflateSync(packed) : packed,
    };
  });
  const pad = (n: number) => (n + 3) & ~3;
  const headerSize = 12 + numTables * 16;
  const out = Buffer.alloc(headerSize + tables.reduce((sum, t) => sum + pad(t.data.length), 0));
  const power = 2 ** Math.floor(Math.log2(numTables));
  woff.copy(out, 0, 4, 8);
  out.writeUInt16BE(numTables, 4);
  out.writeUInt16BE(power * 16, 6);
  out.writeUInt16BE(Math.log2(power), 8);
  out.writeUInt16BE(numTables * 16 - power * 16, 10);
  let offset = headerSize;
  tables.forEach((t, i) => {
    const at = 12 + i * 16;
    t.tag.copy(out, at);
    out.writeUInt32BE(t.checksum, at + 4);
    out.writeUInt32BE(offset, at + 8);
    out.writeUInt32BE(t.data.length, at + 12);
    t.data.copy(out, offset);
    offset += pad(t.data.length);
  });
  return out;
}

type LoadedFonts = Record<Face, Record<FontWeight, fontkit.Font>>;
let loaded: LoadedFonts | null = null;

const sameLetters = (a: number[], b: number[]) => a.length === b.length && a.every((v, i) => v === b[i]);

/**
 * fontkit caches a glyph by its id with the letters of its first use, so a glyph shared by several
 * letters (Noto Sans Arabic's medial tooth serves ب ت ن ي) would carry the wrong letter into the
 * PDF's text layer. A laid-out glyph here keeps the letters it was laid out for.
 */
function faithfulLetters(font: fontkit.Font): fontkit.Font {
  const getGlyph = font.getGlyph.bind(font);
  const copies = new LRUCache<string, fontkit.Glyph>({ max: 20_000 });
  font.getGlyph = (id: number, ...rest: [number[]?]) => {
    const glyph = getGlyph(id, ...rest);
    const letters = rest[0];
    if (!glyph || !letters || sameLetters(glyph.codePoints, letters)) return glyph;
    const key = `${id}:${letters.join(' ')}`;
    let copy = copies.get(key);
    if (!copy) {
      copy = Object.create(glyph, { codePoints: { value: letters } }) as fontkit.Glyph;
      copies.set(key, copy);
    }
    return copy;
  };
  return font;
}

/** The fonts parsed once per process: every PDF shares them (pdfkit subsets what each PDF uses). */
function fonts(): LoadedFonts {
  if (loaded) return loaded;
  const open = (file: string) =>
    faithfulLetters(fontkit.create(woffToSfnt(readFileSync(file))) as fontkit.Font);
  const pair = (face: Face) => ({ regular: open(FILES[face].regular), bold: open(FILES[face].bold) });
  loaded = { latin: pair('latin'), latinExt: pair('latinExt'), arabic: pair('arabic') };
  return loaded;
}

/** Parses the fonts now rather than on the first PDF (a drawing thread does it as it starts). */
export function preloadFonts(): void {
  fonts();
}

export const fontName = (face: Face, weight: FontWeight) => `${face}-${weight}`;

/** Registers the six faces with a new document (pdfkit takes a fontkit font as a source). */
export function registerFonts(doc: TextCanvas): void {
  const all = fonts();
  for (const face of Object.keys(all) as Face[]) {
    for (const weight of ['regular', 'bold'] as const) {
      doc.registerFont(fontName(face, weight), all[face][weight] as never);
    }
  }
}

const ARABIC = /[\u0600-\u06FF\u0750-\u077F\u0870-\u08FF\uFB50-\uFDFF\uFE70-\uFEFF]/;
/** Direction marks steer the bidi algorithm but are not drawn. */
const INVISIBLE = /[\u200E\u200F\u061C\u202A-\u202E\u2066-\u2069]/;

/** Per process and bounded: an invoice may hold any characters at all. */
const faces = new LRUCache<string, Face>({ max: 20_000 });

function faceOf(char: string): Face {
  let face = faces.get(char);
  if (face) return face;
  const code = char.codePointAt(0) ?? 0;
  const all = fonts();
  if (ARABIC.test(char)) face = 'arabic';
  else if (all.latin.regular.hasGlyphForCodePoint(code)) face = 'latin';
  else face = all.latinExt.regular.hasGlyphForCodePoint(code) ? 'latinExt' : 'latin';
  faces.set(char, face);
  return face;
}

/** Right-to-left letters and marks: a text without any is drawn as it is written. */
const RTL = /[\u0590-\u08FF\uFB1D-\uFDFF\uFE70-\uFEFF\u200F\u061C\u202B\u202E\u2067]/;

const bidi = bidiFactory();

export type Run = { text: string; face: Face };

/**
 * The line's runs from left to right. Characters are put in visual order by the bidi algorithm
 * (mirrored brackets included), then grouped by font and direction. fontkit lays out an Arabic run
 * right to left by itself, so an Arabic run is handed back in logical order: reversing it twice would
 * print the word backwards.
 */
export function visualRuns(text: string, direction: 'ltr' | 'rtl' | 'auto'): Run[] {
  const key = `${direction}|${text}`;
  const cached = runCache.get(key);
  if (cached) return cached;
  const runs = RTL.test(text) || direction === 'rtl' ? reorder(text, direction) : logicalRuns(text);
  runCache.set(key, runs);
  return runs;
}

/** Bounded by the characters it holds, not by entries: one entry may be a 2,000-character note. */
const runCache = new LRUCache<string, Run[]>({ maxSize: 200_000, sizeCalculation: (_, key) => key.length });

/** The text's runs in the order it is written (invisible marks dropped), uncached. */
export function logicalRuns(text: string): Run[] {
  const runs: Run[] = [];
  for (const char of text) {
    if (INVISIBLE.test(char)) continue;
    const face = faceOf(char);
    const last = runs[runs.length - 1];
    if (last && last.face === face) last.text += char;
    else runs.push({ text: char, face });
  }
  return runs;
}

function reorder(text: string, direction: 'ltr' | 'rtl' | 'auto'): Run[] {
  const chars = [...text];
  const plain = chars.join('');
  // bidi-js counts UTF-16 code units; the invoice's texts are in the basic plane, so index = char.
  if (plain.length !== chars.length) return [{ text: plain, face: 'latin' }];
  const levels = bidi.getEmbeddingLevels(plain, direction === 'auto' ? undefined : direction);
  const mirrored = bidi.getMirroredCharactersMap(plain, levels.levels);
  const order = chars.map((_, i) => i);
  for (const [start, end] of bidi.getReorderSegments(plain, levels)) {
    const flipped = order.slice(start, end + 1).reverse();
    order.splice(start, flipped.length, ...flipped);
  }
  const runs: (Run & { rtl: boolean })[] = [];
  for (const index of order) {
    const char = mirrored.get(index) ?? chars[index];
    if (INVISIBLE.test(char)) continue;
    const rtl = (levels.levels[index] & 1) === 1;
    const face = faceOf(char);
    const last = runs[runs.length - 1];
    if (last && last.face === face && last.rtl === rtl) last.text += char;
    else runs.push({ text: char, face, rtl });
  }
  return runs.map(({ text: runText, face, rtl }) => ({
    face,
    text: rtl && face === 'arabic' ? [...runText].reverse().join('') : runText,
  }));
}

/** Noto Sans's ascent in ems: `y` of a line is its top, as pdfkit's own text() has it. */
const LATIN_ASCENT = 1.069;

type LaidOutGlyph = { id: number; advanceWidth: number; codePoints: number[] };
/** The parts of pdfkit's EmbeddedFont (pdfkit 0.20) that `encode` uses. */
type EmbeddedFont = {
  subset: { glyphs: number[] };
  widths: number[];
  unicode: number[][];
  scale: number;
  layout(text: string, features?: unknown): { glyphs: LaidOutGlyph[]; positions: unknown[] };
  encode(text: string, features?: unknown): [string[], unknown[]];
};

const patched = new WeakSet<object>();

/**
 * What a glyph that stands for no letter of its own (the dots the font adds to a shared shape) reads
 * as. An empty entry makes pdf.js print the glyph's code (a stray "!" or control character); a zero
 * width joiner inside an Arabic word is dropped by pdf.js and changes nothing where it is kept (poppler).
 */
const ZERO_WIDTH_JOINER = 0x200d;

/**
 * pdfkit gives each glyph of the font one Unicode meaning (ToUnicode), the first it met. Noto Sans
 * Arabic draws several letters with one shared glyph plus dots (the medial tooth of ب ت ن ي), so a
 * copied or extracted text read ت for ي. This encode gives every (glyph, letters) pair its own entry
 * in the subset: the shapes are the same, the text read back is the text written (see
 * faithfulLetters for the other half).
 */
function oneGlyphPerMeaning(font: EmbeddedFont): void {
  if (patched.has(font)) return;
  patched.add(font);
  const byMeaning = new Map<string, number>();
  font.encode = function encode(this: EmbeddedFont, text, features) {
    const { glyphs, positions } = this.layout(text, features);
    const codes = glyphs.map((glyph) => {
      const key = `${glyph.id}:${glyph.codePoints.join(' ')}`;
      let gid = byMeaning.get(key);
      if (gid === undefined) {
        gid = this.subset.glyphs.push(glyph.id) - 1;
        byMeaning.set(key, gid);
        this.widths[gid] = glyph.advanceWidth * this.scale;
        this.unicode[gid] = glyph.codePoints.length > 0 ? glyph.codePoints : [ZERO_WIDTH_JOINER];
      }
      return `0000${gid.toString(16)}`.slice(-4);
    });
    return [codes, positions];
  };
}

function useFont(doc: TextCanvas, face: Face, weight: FontWeight, size: number): void {
  doc.font(fontName(face, weight)).fontSize(size);
  const current = (doc as unknown as { _font?: EmbeddedFont })._font;
  if (face === 'arabic' && current?.subset) oneGlyphPerMeaning(current);
}

export type TextStyle = { size: number; weight?: FontWeight; color?: string };

export function lineWidth(doc: TextCanvas, runs: Run[], style: TextStyle): number {
  let width = 0;
  for (const run of runs) {
    width += doc
      .font(fontName(run.face, style.weight ?? 'regular'))
      .fontSize(style.size)
      .widthOfString(run.text);
  }
  return width;
}

/** Draws one line between x and x + width, aligned left, right or centred; returns the drawn width. */
export function drawLine(
  doc: TextCanvas,
  text: string,
  box: { x: number; y: number; width: number; align: 'left' | 'right' | 'center' },
  style: TextStyle,
  direction: 'ltr' | 'rtl' | 'auto',
): number {
  const runs = visualRuns(text, direction);
  const width = lineWidth(doc, runs, style);
  let x = box.x;
  if (box.align === 'right') x = box.x + box.width - width;
  if (box.align === 'center') x = box.x + (box.width - width) / 2;
  doc.fillColor(style.color ?? '#2f2b3d');
  // One baseline for every font of the line (each font's own ascent would lift digits beside Arabic).
  const baseline = box.y + style.size * LATIN_ASCENT;
  for (const run of runs) {
    useFont(doc, run.face, style.weight ?? 'regular', style.size);
    doc.text(run.text, x, baseline, { lineBreak: false, baseline: 'alphabetic' });
    x += doc.widthOfString(run.text);
  }
  return width;
}
