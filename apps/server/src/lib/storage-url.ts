/**
 * Where STORAGE_URL puts the files: `s3://bucket[/prefix]?endpoint=…&region=…&forcePathStyle=true`.
 * Credentials are not part of it: the SDK reads them as everywhere (AWS_ACCESS_KEY_ID and
 * AWS_SECRET_ACCESS_KEY, a profile, an instance or pod role).
 */
export type S3Location = {
  bucket: string;
  /** Prepended to every key ('' or a folder ending in `/`), so that several apps can share a bucket. */
  prefix: string;
  /** The store's address (MinIO, Ceph, Garage…); unset: AWS S3 itself. */
  endpoint?: string;
  region: string;
  /** `endpoint/bucket/key` instead of `bucket.endpoint/key`: what most self-hosted stores need. */
  forcePathStyle: boolean;
};

const PARAMETERS = ['endpoint', 'region', 'forcePathStyle'];
// S3's own rule for bucket names (3 to 63 lower-case letters, digits, dots and hyphens).
const BUCKET = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;
const EXAMPLE = 's3://bucket?endpoint=http://127.0.0.1:9000&region=us-east-1&forcePathStyle=true';

/**
 * Reads STORAGE_URL; throws a message that says what is wrong with it (config.ts shows it under the
 * variable's name). `defaultRegion` is AWS_REGION, else us-east-1 (which self-hosted stores accept).
 */
export function parseStorageUrl(text: string, defaultRegion = 'us-east-1'): S3Location {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new Error(`is not a URL; expected ${EXAMPLE}`);
  }
  if (url.protocol !== 's3:') {
    throw new Error(`must start with s3:// (got ${url.protocol}//); expected ${EXAMPLE}`);
  }
  if (url.username || url.password) {
    throw new Error('must not hold credentials: set AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY instead');
  }
  const bucket = url.hostname;
  if (!BUCKET.test(bucket)) {
    throw new Error(
      `names the bucket "${bucket}", which is not a bucket name (3 to 63 lower-case letters, digits, dots and hyphens)`,
    );
  }
  if (url.port) throw new Error('must not have a port after the bucket: put the address in endpoint=');
  const folders = url.pathname.split('/').filter(Boolean);
  if (folders.some((folder) => !/^[A-Za-z0-9_-][A-Za-z0-9._-]*$/.test(folder))) {
    throw new Error(`has the key prefix "${url.pathname}", which may only hold letters, digits, . _ - and /`);
  }
  const unknown = [...url.searchParams.keys()].filter((name) => !PARAMETERS.includes(name));
  if (unknown.length > 0) {
    throw new Error(`has the unknown parameter ${unknown.join(', ')} (known: ${PARAMETERS.join(', ')})`);
  }
  const endpoint = url.searchParams.get('endpoint') ?? undefined;
  if (endpoint !== undefined) {
    let parsed: URL | null = null;
    try {
      parsed = new URL(endpoint);
    } catch {}
    if (!parsed || !['http:', 'https:'].includes(parsed.protocol)) {
      throw new Error(`has endpoint=${endpoint}, which is not an http:// or https:// address`);
    }
  }
  const pathStyle = url.searchParams.get('forcePathStyle') ?? 'false';
  if (pathStyle !== 'true' && pathStyle !== 'false') {
    throw new Error(`has forcePathStyle=${pathStyle}; it must be true or false`);
  }
  const region = url.searchParams.get('region') ?? defaultRegion;
  if (!/^[a-z0-9-]+$/.test(region)) throw new Error(`has region=${region}, which is not a region name`);
  return {
    bucket,
    prefix: folders.length > 0 ? `${folders.join('/')}/` : '',
    endpoint,
    region,
    forcePathStyle: pathStyle === 'true',
  };
}
