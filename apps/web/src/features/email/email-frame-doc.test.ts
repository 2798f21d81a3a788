import { describe, expect, it } from 'vitest';
import { buildSrcDoc, prepareMessageHtml } from './email-frame-doc';

const LOOK = { text: '#222', link: '#73f', background: '#fff', font: 'sans-serif', dark: false };

const PAYLOADS = [
  '<script>window.pwned = 1</script><p>hi</p>',
  '<img src="x" onerror="window.pwned = 1">',
  '<svg onload="window.pwned = 1"><circle r="4"/></svg>',
  '<a href="javascript:alert(1)">click</a>',
  '<a href="  JaVaScRiPt:alert(1)">click</a>',
  '<a href="data:text/html,<script>alert(1)</script>">data</a>',
  '<iframe src="https://evil.example"></iframe>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<object data="x.swf"></object><embed src="x.swf">',
  '<form action="https://evil.example"><button formaction="javascript:alert(1)">go</button></form>',
  '<body onload="alert(1)"><p>x</p></body>',
  '<div onmouseover="alert(1)">hover</div>',
  '<meta http-equiv="refresh" content="0;url=https://evil.example">',
  '<base href="https://evil.example/">',
  '<link rel="stylesheet" href="https://evil.example/x.css">',
  '<math><a xlink:href="javascript:alert(1)">m</a></math>',
  '<noscript><img src=x onerror=alert(1)></noscript>',
];

describe('prepareMessageHtml', () => {
  it.each(PAYLOADS)('leaves nothing that runs: %s', (payload) => {
    const { html } = prepareMessageHtml(payload, true);
    expect(html).not.toMatch(/<script|<iframe|<object|<embed|<meta|<base|<link|<form/i);
    expect(html).not.toMatch(/\son[a-z]+\s*=/i);
    expect(html).not.toMatch(/javascript:/i);
    expect(html).not.toMatch(/href="data:/i);
  });

  it('opens every link in a new tab without opener or referrer', () => {
    const { html } = prepareMessageHtml('<a href="https://example.com">site</a>', false);
    expect(html).toBe('<a href="https://example.com" target="_blank" rel="noopener noreferrer">site</a>');
  });

  it('holds back remote images until asked, and counts them', () => {
    const message =
      '<img src="https://tracker.example/p.gif"><img src="data:image/png;base64,AAAA"><p style="background:url(https://x.example/b.png)">x</p>';
    const hidden = prepareMessageHtml(message, false);
    expect(hidden.blockedImages).toBe(2);
    expect(hidden.html).not.toContain(' src="https://tracker.example');
    expect(hidden.html).toContain('data-blocked-src="https://tracker.example/p.gif"');
    expect(hidden.html).toContain('src="data:image/png;base64,AAAA"');
    const shown = prepareMessageHtml(message, true);
    expect(shown.blockedImages).toBe(0);
    expect(shown.html).toContain('src="https://tracker.example/p.gif"');
  });
});

describe('buildSrcDoc', () => {
  it('forbids everything but inline styles, and remote images only once shown', () => {
    const hidden = buildSrcDoc('<p>x</p>', false, LOOK);
    expect(hidden).toContain(`content="default-src 'none'; style-src 'unsafe-inline'; img-src data:;`);
    expect(hidden).toContain('<base target="_blank">');
    expect(hidden).toContain('<meta name="referrer" content="no-referrer">');
    expect(buildSrcDoc('<p>x</p>', true, LOOK)).toContain('img-src data: https:;');
  });
});
