import { describe, expect, it } from 'vitest';
import { formatDuration, formatSize } from './video-format';

describe('video sizes and durations', () => {
  it('shows sizes in the largest fitting unit', () => {
    expect(formatSize(512, 'en')).toBe('512 byte');
    expect(formatSize(135_782, 'en')).toBe('135.8 kB');
    expect(formatSize(48_000_000, 'en')).toBe('48 MB');
  });

  it('shows durations as m:ss or h:mm:ss', () => {
    expect(formatDuration(6)).toBe('0:06');
    expect(formatDuration(61.5)).toBe('1:02');
    expect(formatDuration(3725)).toBe('1:02:05');
  });
});
