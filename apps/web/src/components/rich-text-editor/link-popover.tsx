import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Popover from '@mui/material/Popover';
import TextField from '@mui/material/TextField';
import type { Editor } from '@tiptap/react';
import { type FormEvent, useEffect, useState } from 'react';

export type LinkPopoverLabels = { linkUrl: string; applyLink: string; removeLink: string };

type Props = { editor: Editor; anchor: HTMLElement | null; onClose: () => void; labels: LinkPopoverLabels };

/** Sets, changes or removes the link on the selected text. */
export function LinkPopover({ editor, anchor, onClose, labels }: Props) {
  const [url, setUrl] = useState('');
  const open = anchor !== null;
  useEffect(() => {
    if (open) setUrl((editor.getAttributes('link').href as string | undefined) ?? '');
  }, [open, editor]);

  const apply = (e: FormEvent) => {
    e.preventDefault();
    const href = url.trim();
    const chain = editor.chain().focus().extendMarkRange('link');
    if (href) chain.setLink({ href: /^[a-z]+:/i.test(href) ? href : `https://${href}` }).run();
    else chain.unsetLink().run();
    onClose();
  };

  return (
    <Popover
      open={open}
      anchorEl={anchor}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
      slotProps={{ paper: { role: 'dialog', 'aria-label': labels.linkUrl } }}
    >
      <Box
        component="form"
        onSubmit={apply}
        sx={{ p: 2, display: 'flex', gap: 1, flexWrap: 'wrap', maxWidth: 360 }}
      >
        <TextField
          size="small"
          type="url"
          label={labels.linkUrl}
          value={url}
          onChange={(e) => setUrl(e.target.value)}
          autoFocus
          slotProps={{ htmlInput: { dir: 'ltr' } }}
          sx={{ flexGrow: 1 }}
        />
        <Button type="submit" variant="contained" size="small">
          {labels.applyLink}
        </Button>
        {editor.isActive('link') && (
          <Button
            size="small"
            color="error"
            onClick={() => {
              editor.chain().focus().extendMarkRange('link').unsetLink().run();
              onClose();
            }}
          >
            {labels.removeLink}
          </Button>
        )}
      </Box>
    </Popover>
  );
}
