import { alpha, decomposeColor, getContrastRatio, recomposeColor } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { PRIMARY_CHOICES } from '@/lib/config';
import { solidTint } from '@/lib/solid-tint';
import { createAppTheme } from './theme';

const TINTS = ['primary', 'secondary', 'success', 'info', 'warning', 'error'] as const;

/** `color` (maybe see-through) as seen over the opaque `surface`. */
function seenOver(surface: string, color: string): string {
  const [s, c] = [decomposeColor(surface), decomposeColor(color)];
  const a = c.values[3] ?? 1;
  const mix = (i: number) => Math.round(s.values[i] + (c.values[i] - s.values[i]) * a);
  return recomposeColor({ type: 'rgb', values: [mix(0), mix(1), mix(2)] });
}

describe('solidTint', () => {
  for (const mode of ['light', 'dark'] as const) {
    for (const primary of PRIMARY_CHOICES) {
      const theme = createAppTheme({ mode, skin: 'default', primary, direction: 'ltr' });
      const { paper } = theme.palette.background;

      it(`gives every tinted chip's text 4.5:1 on any surface (${mode}, primary ${primary})`, () => {
        for (const tint of TINTS) {
          const { main } = theme.palette[tint];
          expect(getContrastRatio(main, solidTint(theme, main)), tint).toBeGreaterThanOrEqual(4.5);
        }
      });

      it(`looks like the see-through tint on a card (${mode}, primary ${primary})`, () => {
        for (const tint of TINTS) {
          const { main } = theme.palette[tint];
          expect(solidTint(theme, main)).toBe(seenOver(paper, alpha(main, 0.16)));
        }
      });
    }
  }
});
