import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './sanitize-html.ts';

describe('sanitizeHtml', () => {
  it('keeps the formatting the editor produces', () => {
    const html =
      '<h2>Title</h2><p style="text-align:center">A <strong>bold</strong>, <em>new</em> <u>phone</u>.</p>' +
      '<ul><li>one</li><li>two<br />lines</li></ul><blockquote><p>quote</p></blockquote><pre><code>x &lt; 1</code></pre><hr />';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it('keeps the alignment the editor writes, in its plain form', () => {
    expect(sanitizeHtml('<p style="text-align: center">c</p>')).toBe('<p style="text-align:center">c</p>');
    expect(sanitizeHtml('<h2 style="text-align: right; color: red">c</h2>')).toBe(
      '<h2 style="text-align:right">c</h2>',
    );
  });

  it.each([
    ['<script>alert(1)</script><p>ok</p>', '<p>ok</p>'],
    ['<p onclick="steal()">hi</p>', '<p>hi</p>'],
    ['<img src=x onerror=alert(1)>text', 'text'],
    ['<iframe src="https://evil"></iframe>after', 'after'],
    ['<style>p{}</style><div><p>in div</p></div>', '<p>in div</p>'],
    ['<svg><script>alert(1)</script></svg>safe', 'safe'],
    ['<p style="color: red; background: url(x)">c</p>', '<p>c</p>'],
    ['<!-- <script>x</script> --><p>a</p>', '<p>a</p>'],
    ['<p>unclosed <strong>bold', '<p>unclosed <strong>bold</strong></p>'],
    ['stray close<b>x</i></b>', 'stray close<b>x</b>'],
    ['1 < 2 and 3 > 2 & done', '1 &lt; 2 and 3 &gt; 2 &amp; done'],
    ['<scr<script>ipt>alert(1)</script>', 'ipt&gt;alert(1)'],
    ['<p title="a>b">x</p>', '<p>x</p>'],
  ])('cleans %s', (input, expected) => {
    expect(sanitizeHtml(input)).toBe(expected);
  });

  it('keeps safe links and forces them to open safely', () => {
    expect(sanitizeHtml('<a href="https://example.com/a?b=1&amp;c=2">x</a>')).toBe(
      '<a href="https://example.com/a?b=1&amp;c=2" target="_blank" rel="noopener noreferrer nofollow">x</a>',
    );
    expect(sanitizeHtml('<a href="/apps/ecommerce">in</a>')).toContain('href="/apps/ecommerce"');
    expect(sanitizeHtml('<a href="mailto:shop@example.com">mail</a>')).toContain(
      'href="mailto:shop@example.com"',
    );
    expect(sanitizeHtml('<a target="_self" rel="opener" href="#top">x</a>')).toBe(
      '<a href="#top" target="_blank" rel="noopener noreferrer nofollow">x</a>',
    );
  });

  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'java&#x09;script:alert(1)',
    '&#106;avascript:alert(1)',
    ' javascript:alert(1)',
    'data:text/html;base64,PHNjcmlwdD4=',
    'vbscript:msgbox(1)',
    '//evil.example/path',
  ])('drops the link target %s', (href) => {
    const out = sanitizeHtml(`<a href="${href}">x</a>`);
    expect(out).not.toContain('href');
    expect(out).toContain('>x</a>');
  });
});
