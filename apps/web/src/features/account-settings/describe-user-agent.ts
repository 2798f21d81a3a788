/** "Chrome on Windows" from a User-Agent header: the browser and system a person would recognise. */
const BROWSERS: [RegExp, string][] = [
  [/Edg\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/Firefox\//, 'Firefox'],
  [/HeadlessChrome/, 'Headless Chrome'],
  [/Chrome\/|Chromium\//, 'Chrome'],
  [/Safari\//, 'Safari'],
  [/curl\//, 'curl'],
];
const SYSTEMS: [RegExp, string][] = [
  [/Android/, 'Android'],
  [/iPhone|iPad|iPod/, 'iOS'],
  [/Windows/, 'Windows'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/CrOS/, 'ChromeOS'],
  [/Linux/, 'Linux'],
];

export type DeviceKind = 'mobile' | 'desktop' | 'unknown';

export function describeUserAgent(userAgent: string): {
  browser: string | null;
  system: string | null;
  kind: DeviceKind;
} {
  const browser = BROWSERS.find(([re]) => re.test(userAgent))?.[1] ?? null;
  const system = SYSTEMS.find(([re]) => re.test(userAgent))?.[1] ?? null;
  const kind: DeviceKind = /Mobile|Android|iPhone|iPad/.test(userAgent)
    ? 'mobile'
    : browser || system
      ? 'desktop'
      : 'unknown';
  return { browser, system, kind };
}
