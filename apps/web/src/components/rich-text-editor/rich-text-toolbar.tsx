import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import {
  type Icon,
  IconBold,
  IconItalic,
  IconLink,
  IconList,
  IconListNumbers,
  IconUnderline,
} from '@tabler/icons-react';
import { type Editor, useEditorState } from '@tiptap/react';
import { useState } from 'react';
import { LinkPopover, type LinkPopoverLabels } from './link-popover';

export type RichTextToolbarLabels = LinkPopoverLabels & {
  toolbar: string;
  bold: string;
  italic: string;
  underline: string;
  bulletList: string;
  orderedList: string;
  link: string;
};

type Mark = 'bold' | 'italic' | 'underline' | 'bulletList' | 'orderedList';
const BUTTONS: { mark: Mark; icon: Icon; run: (e: Editor) => void }[] = [
  { mark: 'bold', icon: IconBold, run: (e) => e.chain().focus().toggleBold().run() },
  { mark: 'italic', icon: IconItalic, run: (e) => e.chain().focus().toggleItalic().run() },
  { mark: 'underline', icon: IconUnderline, run: (e) => e.chain().focus().toggleUnderline().run() },
  { mark: 'bulletList', icon: IconList, run: (e) => e.chain().focus().toggleBulletList().run() },
  { mark: 'orderedList', icon: IconListNumbers, run: (e) => e.chain().focus().toggleOrderedList().run() },
];

export function RichTextToolbar({
  editor,
  labels,
}: {
  editor: Editor | null;
  labels: RichTextToolbarLabels;
}) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const active = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e?.isActive('bold') ?? false,
      italic: e?.isActive('italic') ?? false,
      underline: e?.isActive('underline') ?? false,
      bulletList: e?.isActive('bulletList') ?? false,
      orderedList: e?.isActive('orderedList') ?? false,
      link: e?.isActive('link') ?? false,
    }),
  });
  return (
    <Box
      role="toolbar"
      aria-label={labels.toolbar}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, p: 1, borderBottom: 1, borderColor: 'divider' }}
    >
      {BUTTONS.map(({ mark, icon: ButtonIcon, run }) => (
        <Tooltip key={mark} title={labels[mark]}>
          <IconButton
            size="small"
            aria-label={labels[mark]}
            aria-pressed={active?.[mark] ?? false}
            color={active?.[mark] ? 'primary' : 'default'}
            disabled={!editor}
            onClick={() => editor && run(editor)}
          >
            <ButtonIcon size={18} />
          </IconButton>
        </Tooltip>
      ))}
      <Divider orientation="vertical" flexItem sx={{ mx: 0.5 }} />
      <Tooltip title={labels.link}>
        <IconButton
          size="small"
          aria-label={labels.link}
          aria-pressed={active?.link ?? false}
          aria-haspopup="dialog"
          color={active?.link ? 'primary' : 'default'}
          disabled={!editor}
          onClick={(e) => setAnchor(e.currentTarget)}
        >
          <IconLink size={18} />
        </IconButton>
      </Tooltip>
      {editor && (
        <LinkPopover editor={editor} anchor={anchor} onClose={() => setAnchor(null)} labels={labels} />
      )}
    </Box>
  );
}
