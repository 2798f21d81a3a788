import type { Theme } from '@mui/material/styles';

export type TypeScale = { size: string; weight: string; lineHeight: string };

/** A variant's size in px (from the theme's rem and the root size), weight and line height. */
export function typeScale(theme: Theme, variant: string): TypeScale {
  const style = (theme.typography as unknown as Record<string, Record<string, unknown>>)[variant] ?? {};
  const size = String(style.fontSize ?? theme.typography.fontSize);
  const rem = /^([\d.]+)rem$/.exec(size);
  const px = rem ? Number(rem[1]) * theme.typography.htmlFontSize : Number.parseFloat(size);
  const lineHeight = Number(style.lineHeight);
  return {
    size: `${Math.round(px * 10) / 10}px`,
    weight: String(style.fontWeight ?? theme.typography.fontWeightRegular),
    lineHeight: Number.isFinite(lineHeight) ? String(Math.round(lineHeight * 100) / 100) : '—',
  };
}
