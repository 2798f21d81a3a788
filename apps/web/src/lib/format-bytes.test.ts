import { describe, expect, it } from 'vitest';
import { formatBytes } from './format-bytes';

describe('formatBytes', () => {
  it('shows a size in the largest unit below 1024, one decimal past bytes', () => {
    expect(formatBytes(34, 'en-US')).toBe('34 byte');
    expect(formatBytes(1536, 'en-US')).toBe('1.5 kB');
    expect(formatBytes(276_445_467, 'en-US')).toBe('263.6 MB');
    expect(formatBytes(6_345_887_744, 'en-US')).toBe('5.9 GB');
  });

  it('shows a limit counted in 1024s as the round number it is', () => {
    expect(formatBytes(10 * 1024 * 1024, 'en-US')).toBe('10 MB');
    // Just under 1 MB does not read "1,024 kB".
    expect(formatBytes(1024 * 1024 - 20, 'en-US')).toBe('1 MB');
  });

  it('writes the number and the unit the reader’s way', () => {
    expect(formatBytes(276_445_467, 'fr-FR')).toMatch(/^263,6\sMo$/);
    expect(formatBytes(34, 'fr-FR')).toMatch(/^34\so$/);
    expect(formatBytes(1536, 'ar')).toContain('كيلوبايت');
  });
});
