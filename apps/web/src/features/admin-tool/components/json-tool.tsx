import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '@/components/section-card';
import { formatJson } from '../lib/json-format';
import { ToolInput, ToolOutput } from './tool-output';

const INDENTS = { '2': 2, '4': 4, tab: '\t', min: 0 } as const;
type Indent = keyof typeof INDENTS;

/** Validates as you type; the result appears formatted; an error names its line and column and can be jumped to. */
export function JsonTool() {
  const { t } = useTranslation('admin-tool');
  const [input, setInput] = useState('');
  const [indent, setIndent] = useState<Indent>('2');
  const inputRef = useRef<HTMLTextAreaElement | HTMLInputElement>(null);
  const result = input.trim() === '' ? null : formatJson(input, INDENTS[indent]);
  const goToError = () => {
    if (!result || result.ok || !inputRef.current) return;
    inputRef.current.focus();
    inputRef.current.setSelectionRange(result.position.offset, result.position.offset + 1);
  };
  return (
    <SectionCard title={t('json.title')}>
      <ToolInput label={t('json.input')} value={input} onChange={setInput} rows={8} inputRef={inputRef} />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
        <TextField
          select
          size="small"
          label={t('json.indent')}
          value={indent}
          onChange={(event) => setIndent(event.target.value as Indent)}
          sx={{ minWidth: 160 }}
        >
          <MenuItem value="2">{t('json.indent2')}</MenuItem>
          <MenuItem value="4">{t('json.indent4')}</MenuItem>
          <MenuItem value="tab">{t('json.indentTab')}</MenuItem>
          <MenuItem value="min">{t('json.minify')}</MenuItem>
        </TextField>
        <Button
          variant="contained"
          disabled={!result?.ok}
          onClick={() => result?.ok && setInput(result.text)}
        >
          {t('json.format')}
        </Button>
        <Button variant="outlined" color="secondary" disabled={input === ''} onClick={() => setInput('')}>
          {t('common.clear')}
        </Button>
      </Box>
      {result && !result.ok && (
        <Alert
          severity="error"
          role="alert"
          action={
            <Button color="inherit" size="small" onClick={goToError}>
              {t('json.showError')}
            </Button>
          }
        >
          {t('json.errorAt', { ...result.position, reason: t(`json.errors.${result.code}`) })}
        </Alert>
      )}
      {result?.ok && (
        <>
          <Alert severity="success" role="status">
            {t('json.valid')}
          </Alert>
          <ToolOutput label={t('common.output')} value={result.text} rows={8} />
        </>
      )}
    </SectionCard>
  );
}
