import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import { useEffect, useMemo, useRef, useState } from 'react';
import { buildSrcDoc, prepareMessageHtml } from '../email-frame-doc';

type Props = { html: string; showImages: boolean; title: string; onBlockedImages?: (count: number) => void };

/**
 * The message in a sandboxed frame: no allow-scripts (nothing in it can run), popups only so that its
 * links open in a new tab. allow-same-origin, without scripts, only lets the page read the height.
 */
export function EmailFrame({ html, showImages, title, onBlockedImages }: Props) {
  const theme = useTheme();
  const frame = useRef<HTMLIFrameElement>(null);
  const [height, setHeight] = useState(80);
  const prepared = useMemo(() => prepareMessageHtml(html, showImages), [html, showImages]);
  const text = theme.palette.text.primary;
  const link = theme.palette.primary.main;
  const background = theme.palette.background.paper;
  const font = String(theme.typography.fontFamily);
  const dark = theme.palette.mode === 'dark';
  // Only a real change of look reloads the frame, not every new theme object.
  const srcDoc = useMemo(
    () => buildSrcDoc(prepared.html, showImages, { text, link, background, font, dark }),
    [prepared.html, showImages, text, link, background, font, dark],
  );

  useEffect(() => onBlockedImages?.(prepared.blockedImages), [prepared.blockedImages, onBlockedImages]);

  useEffect(() => {
    const el = frame.current;
    if (!el) return;
    let observer: ResizeObserver | undefined;
    const measure = () => {
      const doc = el.contentDocument;
      if (!doc?.body) return;
      const fit = () => setHeight(Math.max(40, doc.documentElement.scrollHeight));
      fit();
      observer?.disconnect();
      if (typeof ResizeObserver === 'undefined') return;
      observer = new ResizeObserver(fit);
      observer.observe(doc.body);
    };
    el.addEventListener('load', measure);
    return () => {
      el.removeEventListener('load', measure);
      observer?.disconnect();
    };
  }, []);

  return (
    <Box
      component="iframe"
      ref={frame}
      title={title}
      sandbox="allow-popups allow-popups-to-escape-sandbox allow-same-origin"
      srcDoc={srcDoc}
      referrerPolicy="no-referrer"
      sx={{ display: 'block', width: '100%', height, border: 0, colorScheme: theme.palette.mode }}
    />
  );
}
