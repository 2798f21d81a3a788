import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { byteRange } from './byte-range.ts';

describe('byteRange', () => {
  it.each([
    ['bytes=0-99', 1000, { start: 0, end: 99 }],
    ['bytes=500-', 1000, { start: 500, end: 999 }],
    ['bytes=-100', 1000, { start: 900, end: 999 }],
    ['bytes=-5000', 1000, { start: 0, end: 999 }],
    ['bytes=900-5000', 1000, { start: 900, end: 999 }],
    ['bytes=0-0', 1, { start: 0, end: 0 }],
  ])('reads %s of a %i-byte file', (header, size, range) => {
    expect(byteRange(header, size)).toEqual(range);
  });

  it.each([
    ['bytes=1000-', 1000],
    ['bytes=2000-3000', 1000],
    ['bytes=-0', 1000],
    ['bytes=0-', 0],
  ])('answers unsatisfiable for %s of a %i-byte file', (header, size) => {
    expect(byteRange(header, size)).toBe('unsatisfiable');
  });

  it.each([undefined, '', 'bytes=-', 'items=0-1', 'bytes=0-1,5-9', 'bytes=9-2', 'bytes=a-b', 'bytes=1e3-'])(
    'sends the whole file for %s',
    (header) => {
      expect(byteRange(header, 1000)).toBeNull();
    },
  );

  it('always answers a range inside the file', () => {
    fc.assert(
      fc.property(fc.nat(10_000), fc.option(fc.nat(20_000)), fc.option(fc.nat(20_000)), (size, a, b) => {
        const header = `bytes=${a ?? ''}-${b ?? ''}`;
        const range = byteRange(header, size);
        if (range === null || range === 'unsatisfiable') return;
        expect(range.start).toBeGreaterThanOrEqual(0);
        expect(range.start).toBeLessThanOrEqual(range.end);
        expect(range.end).toBeLessThan(size);
      }),
    );
  });
});
