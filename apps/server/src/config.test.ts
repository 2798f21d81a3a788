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

  it('keeps files in DATA_DIR/uploads unless STORAGE_URL names an S3 bucket', () => {
    expect(loadConfig({}).STORAGE_URL).toBeUndefined();
    const url = 's3://app-files/shop-a?endpoint=http://127.0.0.1:9000&region=eu-west-1&forcePathStyle=true';
    expect(loadConfig({ STORAGE_URL: url }).STORAGE_URL).toBe(url);
  });

  it.each([
    ['not a url', 'STORAGE_URL: is not a URL; expected s3://bucket?endpoint='],
    ['https://app-files.s3.amazonaws.com', 'STORAGE_URL: must start with s3:// (got https://)'],
    ['s3://Files_Bucket', 'STORAGE_URL: names the bucket "Files_Bucket", which is not a bucket name'],
    ['s3://key:secret@app-files', 'STORAGE_URL: must not hold credentials: set AWS_ACCESS_KEY_ID'],
    ['s3://app-files?endpont=http://minio:9000', 'STORAGE_URL: has the unknown parameter endpont'],
    ['s3://app-files?endpoint=minio:9000', 'STORAGE_URL: has endpoint=minio:9000, which is not an http://'],
    ['s3://app-files?forcePathStyle=yes', 'STORAGE_URL: has forcePathStyle=yes; it must be true or false'],
    ['s3://app-files:9000', 'STORAGE_URL: must not have a port after the bucket'],
  ])('refuses STORAGE_URL=%s saying what is wrong', (value, message) => {
    expect(() => loadConfig({ STORAGE_URL: value })).toThrow(message);
  });
});
