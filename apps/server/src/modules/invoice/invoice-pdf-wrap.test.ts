import PDFDocument from 'pdfkit';
import { describe, expect, it } from 'vitest';
import { lineWidth, registerFonts, type TextCanvas, visualRuns } from './invoice-pdf-text.ts';
import { wrapText } from './invoice-pdf-wrap.ts';

const style = { size: 9.5 };
const unit = `\u202E${'\uFDFA'.repeat(100)}${'\uFDF4'.repeat(100)}`;
const hostile = (length: number) => unit.repeat(Math.ceil(length / unit.length)).slice(0, length);

/** A document that counts the characters it is asked to measure. */
function countingDoc() {
  const doc = new PDFDocument({ size: 'A4', margin: 0 });
  registerFonts(doc as unknown as TextCanvas);
  const counted = { characters: 0 };
  const widthOfString = doc.widthOfString.bind(doc);
  doc.widthOfString = (text: string, options?: PDFKit.Mixins.TextOptions) => {
    counted.characters += text.length;
    return widthOfString(text, options);
  };
  return { doc: doc as unknown as TextCanvas, counted };
}

describe('invoice PDF line wrapping', () => {
  it('cuts a 2,000-character unbroken note of wide ligatures into fitting lines, measuring it about once', () => {
    const { doc, counted } = countingDoc();
    const note = hostile(2000);
    const started = performance.now();
    const lines = wrapText(doc, note, 499, style);
    expect(performance.now() - started).toBeLessThan(2000);
    expect(lines.join('')).toBe(note);
    expect(lines.length).toBeGreaterThan(20);
    for (const line of lines)
      expect(lineWidth(doc, visualRuns(line, 'auto'), style)).toBeLessThanOrEqual(499);
    // Character by character the old wrapper measured every prefix: millions of characters.
    expect(counted.characters).toBeLessThan(note.length * 3);
  });

  it('keeps words that fit whole, Arabic ones included, and cuts only a word wider than the line', () => {
    const { doc } = countingDoc();
    expect(wrapText(doc, 'تصميم الموقع الإلكتروني', 400, style)).toEqual(['تصميم الموقع الإلكتروني']);
    const latin = wrapText(doc, 'Full redesign of the landing pages', 100, style);
    expect(latin).toEqual(['Full redesign of the', 'landing pages']);
    const cut = wrapText(doc, 'x'.repeat(60), 100, style);
    expect(cut.length).toBeGreaterThan(1);
    expect(cut.join('')).toBe('x'.repeat(60));
  });
});
