import { describe, expect, it } from 'vitest';
import { parseStorageUrl } from './storage-url.ts';

describe('STORAGE_URL', () => {
  it('reads the bucket, the key prefix, the endpoint and path-style addressing', () => {
    expect(
      parseStorageUrl('s3://backoffice-files/shop-a/prod?endpoint=http://10.0.0.20:9000&forcePathStyle=true'),
    ).toEqual({
      bucket: 'backoffice-files',
      prefix: 'shop-a/prod/',
      endpoint: 'http://10.0.0.20:9000',
      region: 'us-east-1',
      forcePathStyle: true,
    });
  });

  it('is AWS S3 itself without an endpoint, in AWS_REGION unless region= says otherwise', () => {
    expect(parseStorageUrl('s3://files.example.com', 'eu-west-3')).toEqual({
      bucket: 'files.example.com',
      prefix: '',
      endpoint: undefined,
      region: 'eu-west-3',
      forcePathStyle: false,
    });
    expect(parseStorageUrl('s3://files?region=ap-south-1', 'eu-west-3').region).toBe('ap-south-1');
  });
});
