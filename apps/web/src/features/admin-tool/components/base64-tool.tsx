import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '@/components/section-card';
import { decodeBase64, encodeBase64 } from '../lib/base64';
import { type Direction, ModeToggle } from './mode-toggle';
import { ToolInput, ToolOutput } from './tool-output';

/** Text ⇄ Base64 of its UTF-8 bytes, as you type. */
export function Base64Tool() {
  const { t } = useTranslation('admin-tool');
  const [mode, setMode] = useState<Direction>('encode');
  const [urlSafe, setUrlSafe] = useState(false);
  const [input, setInput] = useState('');
  const result =
    mode === 'encode' ? { ok: true as const, text: encodeBase64(input, urlSafe) } : decodeBase64(input);
  return (
    <SectionCard title={t('base64.title')}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
        <ModeToggle value={mode} onChange={setMode} />
        {mode === 'encode' && (
          <FormControlLabel
            control={<Checkbox checked={urlSafe} onChange={(event) => setUrlSafe(event.target.checked)} />}
            label={t('base64.urlSafe')}
          />
        )}
      </Box>
      <ToolInput label={t('common.input')} value={input} onChange={setInput} />
      <ToolOutput
        label={t('common.output')}
        value={result.ok ? result.text : ''}
        rows={4}
        error={result.ok || input === '' ? undefined : t(`base64.errors.${result.problem}`)}
      />
    </SectionCard>
  );
}
