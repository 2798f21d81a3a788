import { describe, expect, it } from 'vitest';
import { formatSize } from './format-size';

describe('formatSize', () => {
  it('shows a size in the largest unit below 1024, with one decimal', () => {
    expect(formatSize(0, 'en')).toBe('0 byte');
    expect(formatSize(1023, 'en')).toBe('1,023 byte');
    expect(formatSize(276445467, 'en')).toBe('263.6 MB');
    expect(formatSize(6345887744, 'en')).toBe('5.9 GB');
  });

  it('writes the number the reader’s way', () => {
    expect(formatSize(276445467, 'fr')).toMatch(/^263,6\sMo$/);
  });
});
