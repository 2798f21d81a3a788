import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

/** The built font files of the weights a first screen uses (text 400, buttons 500, titles 700). */
export function firstScreenFonts(webDist: string): string[] {
  const assets = join(webDist, 'assets');
  if (!existsSync(assets)) return [];
  const files = readdirSync(assets);
  return ['500', '700'].flatMap((weight) => {
    const file = files.find(
      (f) => f.startsWith(`public-sans-latin-${weight}-normal-`) && f.endsWith('.woff2'),
    );
    return file ? [`/assets/${file}`] : [];
  });
}
