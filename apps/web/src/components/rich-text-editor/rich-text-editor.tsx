import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import { EditorContent, useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useId } from 'react';
import { deepActiveElement, isEditable } from '@/lib/typing-target';
import { RichTextToolbar, type RichTextToolbarLabels } from './rich-text-toolbar';

type Props = {
  label: string;
  /** HTML. */
  value: string;
  onChange: (html: string) => void;
  labels: RichTextToolbarLabels;
  error?: boolean;
  helperText?: string;
  minHeight?: number;
  /** Keeps block quotes (a reply's quoted mail); off elsewhere, where the toolbar offers no quote. */
  quotes?: boolean;
  /** Takes the focus (at the start, scrolled into view) once loaded, unless one is typing elsewhere by then. */
  autoFocus?: boolean;
};

const EMPTY = '<p></p>';

/** A small TipTap editor: bold, italic, underline, lists and links; reports HTML ('' when empty). */
export function RichTextEditor({
  label,
  value,
  onChange,
  labels,
  error,
  helperText,
  minHeight = 140,
  quotes = false,
  autoFocus = false,
}: Props) {
  const id = useId();
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: false,
        codeBlock: false,
        code: false,
        ...(quotes ? {} : { blockquote: false as const }),
        horizontalRule: false,
        strike: false,
        link: { openOnClick: false, autolink: true, defaultProtocol: 'https' },
      }),
    ],
    content: value || EMPTY,
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': `${id}-label`,
        ...(helperText ? { 'aria-describedby': `${id}-help` } : {}),
      },
    },
    onUpdate: ({ editor: e }) => onChange(e.isEmpty ? '' : e.getHTML()),
    onCreate: ({ editor: e }) => {
      if (autoFocus && !isEditable(deepActiveElement())) e.commands.focus('start', { scrollIntoView: true });
    },
  });

  // A value set from outside (a form reset) replaces the content; our own echo does not. An editor that
  // is not mounted yet, or was already destroyed (useEditor swaps instances, and the old one can still
  // reach this effect), has no schema to read: its `content` option already holds the value.
  useEffect(() => {
    if (!editor || editor.isDestroyed || editor.isFocused) return;
    const current = editor.isEmpty ? '' : editor.getHTML();
    if (current !== value) editor.commands.setContent(value || EMPTY, { emitUpdate: false });
  }, [editor, value]);

  return (
    <Box>
      <FormLabel id={`${id}-label`} error={error} sx={{ display: 'block', mb: 1, color: 'text.primary' }}>
        {label}
      </FormLabel>
      <Box
        sx={{
          border: 1,
          borderColor: error ? 'error.main' : 'divider',
          borderRadius: 1.5,
          '&:focus-within': { borderColor: error ? 'error.main' : 'primary.main', borderWidth: 2, m: '-1px' },
        }}
      >
        <RichTextToolbar editor={editor} labels={labels} />
        <Box
          sx={{
            px: 2,
            py: 1,
            '& .tiptap': { minHeight, outline: 'none', typography: 'body1' },
            '& .tiptap p': { my: 1 },
            '& .tiptap ul, & .tiptap ol': { paddingInlineStart: 3, my: 1 },
            '& .tiptap a': { color: 'primary.main' },
            '& .tiptap blockquote': {
              my: 1,
              mx: 0,
              paddingInlineStart: 1.5,
              borderInlineStart: 3,
              borderColor: 'divider',
              color: 'text.secondary',
            },
          }}
        >
          <EditorContent editor={editor} />
        </Box>
      </Box>
      {helperText && (
        <FormHelperText id={`${id}-help`} error={error}>
          {helperText}
        </FormHelperText>
      )}
    </Box>
  );
}
