import { describe, expect, it } from 'vitest';
import { formatDuration } from './video-format';

describe('video durations', () => {
  it('shows durations as m:ss or h:mm:ss', () => {
    expect(formatDuration(6)).toBe('0:06');
    expect(formatDuration(61.5)).toBe('1:02');
    expect(formatDuration(3725)).toBe('1:02:05');
  });
});
