import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

describe('configuration', () => {
  it.each(['0', '-1', '0.001', 'abc', '9000'])(
    'refuses SESSION_TTL_HOURS=%s naming the variable',
    (value) => {
      expect(() => loadConfig({ SESSION_TTL_HOURS: value })).toThrow(/SESSION_TTL_HOURS/);
    },
  );

  it.each([
    ['0.25', 0.25],
    ['0.0167', 0.0167],
    ['168', 168],
  ])('accepts SESSION_TTL_HOURS=%s, fractions included', (value, hours) => {
    expect(loadConfig({ SESSION_TTL_HOURS: value }).SESSION_TTL_HOURS).toBe(hours);
  });

  it('waits 10 s for requests in flight on SIGTERM unless told otherwise, and refuses a grace that is not a duration', () => {
    expect(loadConfig({}).SHUTDOWN_GRACE_MS).toBe(10_000);
    expect(loadConfig({ SHUTDOWN_GRACE_MS: '30000' }).SHUTDOWN_GRACE_MS).toBe(30_000);
    for (const value of ['-1', 'soon', '1.5'])
      expect(() => loadConfig({ SHUTDOWN_GRACE_MS: value })).toThrow(/SHUTDOWN_GRACE_MS/);
  });

  it('has no metrics token unless one is set, and refuses one short enough to guess', () => {
    expect(loadConfig({}).METRICS_TOKEN).toBeUndefined();
    expect(() => loadConfig({ METRICS_TOKEN: 'secret' })).toThrow(/METRICS_TOKEN: must be at least 16/);
  });
});
