import { LRUCache } from 'lru-cache';
import { lineWidth, logicalRuns, type TextCanvas, type TextStyle, visualRuns } from './invoice-pdf-text.ts';

/**
 * Cutting text into lines for the invoice PDF. Shaping a run (fontkit, Arabic above all) is the
 * costly part of drawing, and pdfkit keeps every string it lays out until the document ends, so a
 * word longer than a line is never measured prefix by prefix: each character's width is measured
 * once (and kept, bounded), the cut is found by binary search over their running sum, and each line
 * is then measured once as a whole, the measure the drawing reuses.
 */

/** A character with the marks that sit on it (Intl.Segmenter's grapheme clusters cost ten times more). */
const CHARACTER = /\P{M}\p{M}*|\p{M}+/gu;

/** Widths of single characters per weight and size; bounded, as any text may come. */
const charWidths = new Map<string, LRUCache<string, number>>();

function charWidth(doc: TextCanvas, char: string, style: TextStyle): number {
  const styleKey = `${style.weight ?? 'regular'}|${style.size}`;
  let widths = charWidths.get(styleKey);
  if (!widths) {
    widths = new LRUCache({ max: 10_000 });
    charWidths.set(styleKey, widths);
  }
  let width = widths.get(char);
  if (width === undefined) {
    width = lineWidth(doc, logicalRuns(char), style);
    widths.set(char, width);
  }
  return width;
}

/** The index after the last of `sums` (running widths, ascending) at most `limit`, found by halving. */
function lastFitting(sums: number[], from: number, limit: number): number {
  let low = from + 1;
  let high = sums.length - 1;
  if (sums[low] > limit) return low;
  while (low < high) {
    const mid = Math.ceil((low + high) / 2);
    if (sums[mid] <= limit) low = mid;
    else high = mid - 1;
  }
  return low;
}

/** A word as characters with the running sum of their widths, measured once. */
type Measured = { chars: string[]; sums: number[] };

function measured(word: string, widthOf: (char: string) => number): Measured {
  const chars = word.match(CHARACTER) ?? [];
  const sums = [0];
  for (const char of chars) sums.push(sums[sums.length - 1] + widthOf(char));
  return { chars, sums };
}

/**
 * Shaping narrows a text at most this much below its characters' widths summed (Arabic joined forms
 * against isolated ones, ligatures): a text whose sum is wider than this many lines is not shaped
 * whole to learn that it does not fit.
 */
const MAX_NARROWING = 3;

/**
 * A word wider than `width` cut into pieces that fit (a piece holds at least one character). The
 * characters' widths summed stand in for the piece's; shaping seldom widens a piece (Arabic joined
 * forms are narrower than isolated ones), and when it does the piece is shortened by halving too.
 */
export function cutWord({ chars, sums }: Measured, width: number, measure: (s: string) => number): string[] {
  const pieces: string[] = [];
  let start = 0;
  while (start < chars.length) {
    let end = lastFitting(sums, start, sums[start] + width);
    let piece = chars.slice(start, end).join('');
    if (end - start > 1 && measure(piece) > width) {
      let low = start + 1;
      let high = end - 1;
      while (low < high) {
        const mid = Math.ceil((low + high) / 2);
        if (measure(chars.slice(start, mid).join('')) <= width) low = mid;
        else high = mid - 1;
      }
      end = low;
      piece = chars.slice(start, end).join('');
    }
    pieces.push(piece);
    start = end;
  }
  return pieces;
}

/** The text cut into lines no wider than `width`, at spaces (a word longer than a line is cut). */
export function wrapText(doc: TextCanvas, text: string, width: number, style: TextStyle): string[] {
  const measure = (s: string) => lineWidth(doc, visualRuns(s, 'auto'), style);
  const widthOf = (char: string) => charWidth(doc, char, style);
  // A short text, or one of words, is shaped at once; one long word only when its characters' widths
  // allow it to fit.
  const widthIfFits = (s: string, chars = () => measured(s, widthOf)) =>
    s.length > 64 && !s.includes(' ') && (chars().sums.at(-1) ?? 0) > width * MAX_NARROWING
      ? Infinity
      : measure(s);
  if (!text.includes('\n') && widthIfFits(text) <= width) return [text];
  const space = measure(' ');
  const lines: string[] = [];
  for (const paragraph of text.split(/\r?\n/)) {
    let current = '';
    let used = 0;
    // A line's width is taken as the sum of its words' and spaces' widths (no kerning across a space).
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      let chars: Measured | undefined;
      const charsOf = () => {
        chars ??= measured(word, widthOf);
        return chars;
      };
      const wordWidth = widthIfFits(word, charsOf);
      if (current && used + space + wordWidth <= width) {
        current = `${current} ${word}`;
        used += space + wordWidth;
        continue;
      }
      if (current) lines.push(current);
      current = word;
      used = wordWidth;
      if (wordWidth <= width) continue;
      const pieces = cutWord(charsOf(), width, measure);
      current = pieces.pop() ?? '';
      lines.push(...pieces);
      used = measure(current);
    }
    lines.push(current);
  }
  return lines;
}
