import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { LazyRichTextEditor } from '@/components/rich-text-editor/lazy-rich-text-editor';
import { richTextLabels } from '@/components/rich-text-editor/toolbar-labels';
import { KitPage } from '../../components/kit-page';
import { Specimen } from '../../components/specimen';
import { useKitText } from '../../components/use-kit-text';

/** The app's rich-text editor (TipTap, loaded on first use) and the HTML it hands to the form. */
export function EditorPage() {
  const k = useKitText('extensions', 'editor');
  // The example is in the reader's language; it is the editor's own HTML (a list item holds a paragraph).
  const example = k('write.example');
  const [html, setHtml] = useState(example);
  const labels = richTextLabels(k, 'labels.');
  return (
    <KitPage section="extensions" name="editor">
      <Specimen
        title={k('write.title')}
        description={k('write.description')}
        importLine="import { LazyRichTextEditor } from '@/components/rich-text-editor/lazy-rich-text-editor';"
        props={[
          {
            name: 'value / onChange',
            type: 'string / (html: string) => void',
            description: k('props.value'),
          },
          { name: 'labels', type: 'RichTextToolbarLabels', description: k('props.labels') },
          { name: 'minHeight', type: 'number', description: k('props.minHeight') },
          { name: 'error / helperText', type: 'boolean / string', description: k('props.error') },
        ]}
      >
        <Stack spacing={2}>
          <LazyRichTextEditor
            label={k('write.label')}
            value={html}
            onChange={setHtml}
            labels={labels}
            minHeight={120}
            error={html === ''}
            helperText={html === '' ? k('write.required') : k('write.help')}
          />
          <Button
            variant="outlined"
            color="secondary"
            onClick={() => setHtml(example)}
            sx={{ alignSelf: 'flex-start' }}
          >
            {k('write.reset')}
          </Button>
        </Stack>
      </Specimen>
      <Specimen title={k('output.title')} description={k('output.description')}>
        <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
          {k('output.html')}
        </Typography>
        <Box
          component="pre"
          dir="ltr"
          sx={{
            m: 0,
            p: 2,
            borderRadius: 1,
            bgcolor: 'action.hover',
            fontSize: '0.8125rem',
            whiteSpace: 'pre-wrap',
            overflowWrap: 'anywhere',
          }}
        >
          <code>{html || k('output.empty')}</code>
        </Box>
      </Specimen>
    </KitPage>
  );
}
