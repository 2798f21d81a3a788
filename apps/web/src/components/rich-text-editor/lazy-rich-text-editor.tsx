import Box from '@mui/material/Box';
import FormLabel from '@mui/material/FormLabel';
import Skeleton from '@mui/material/Skeleton';
import { type ComponentProps, lazy, Suspense } from 'react';

// TipTap and ProseMirror weigh about 130 kB gzip: fetched when an editor is first shown, not with the page.
const load = () => import('./rich-text-editor');
const RichTextEditor = lazy(() => load().then(({ RichTextEditor }) => ({ default: RichTextEditor })));

/** Fetches the editor ahead of need (a page where one is likely to write soon: an open mail). */
export function preloadRichTextEditor(): void {
  void load().catch(() => undefined);
}

type Props = ComponentProps<typeof RichTextEditor>;

/** The rich-text editor, loaded on first use; its label and room are shown while it loads. */
export function LazyRichTextEditor(props: Props) {
  return (
    <Suspense
      fallback={
        <Box aria-busy="true">
          <FormLabel sx={{ display: 'block', mb: 1 }}>{props.label}</FormLabel>
          <Skeleton variant="rounded" height={(props.minHeight ?? 140) + 48} />
        </Box>
      }
    >
      <RichTextEditor {...props} />
    </Suspense>
  );
}
