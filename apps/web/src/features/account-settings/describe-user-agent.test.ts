import { describe, expect, it } from 'vitest';
import { describeUserAgent } from './describe-user-agent';

describe('describeUserAgent', () => {
  it('names the browser and system of common agents', () => {
    expect(
      describeUserAgent(
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36',
      ),
    ).toEqual({ browser: 'Chrome', system: 'Windows', kind: 'desktop' });
    expect(
      describeUserAgent(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
      ),
    ).toEqual({ browser: 'Safari', system: 'iOS', kind: 'mobile' });
    expect(
      describeUserAgent('Mozilla/5.0 (X11; Linux x86_64; rv:125.0) Gecko/20100101 Firefox/125.0'),
    ).toMatchObject({
      browser: 'Firefox',
      system: 'Linux',
    });
  });

  it('says nothing it does not know', () => {
    expect(describeUserAgent('')).toEqual({ browser: null, system: null, kind: 'unknown' });
  });
});
