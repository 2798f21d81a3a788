import { createTheme } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { typeScale } from './type-scale';

describe('typeScale', () => {
  it('reads a variant’s size in px, its weight and line height from the theme', () => {
    const theme = createTheme({
      typography: { fontSize: 14, h4: { fontWeight: 500, fontSize: '1.625rem' } },
    });
    expect(typeScale(theme, 'h4')).toMatchObject({ size: '26px', weight: '500' });
    expect(typeScale(theme, 'body2').size).toMatch(/^\d+(\.\d)?px$/);
    expect(Number(typeScale(theme, 'body1').lineHeight)).toBeGreaterThan(1);
  });
});
