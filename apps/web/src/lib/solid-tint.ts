import { decomposeColor, recomposeColor, type Theme } from '@mui/material/styles';

/**
 * A colour's soft tint (16% of it) laid on a card, as one opaque colour. The theme makes each palette
 * colour readable on exactly this tint (theme.ts, `readable`), so the colour's text on it (tinted chips,
 * initials, calendar events) reads at 4.5:1 whatever it sits on. A see-through tint took on the colour
 * below it and fell short: 4.3:1 on the grey page or a grey card header in light mode, 3.7:1 on a read
 * e-mail's lighter row in dark mode, 4.0:1 in the calendar's today cell (docs/accessibility.md).
 */
export function solidTint(theme: Theme, color: string, opacity = 0.16): string {
  const card = decomposeColor(theme.palette.background.paper).values;
  const tint = decomposeColor(color).values;
  const mix = (i: number) => Math.round(card[i] + (tint[i] - card[i]) * opacity);
  return recomposeColor({ type: 'rgb', values: [mix(0), mix(1), mix(2)] });
}
