import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '@/components/section-card';
import { decodeUrl, encodeUrl, type UrlMode } from '../lib/url-encoding';
import { type Direction, ModeToggle } from './mode-toggle';
import { ToolInput, ToolOutput } from './tool-output';

/** Percent-encoding of a query value or of a whole URL, both ways, as you type. */
export function UrlTool() {
  const { t } = useTranslation('admin-tool');
  const [direction, setDirection] = useState<Direction>('encode');
  const [mode, setMode] = useState<UrlMode>('component');
  const [plus, setPlus] = useState(false);
  const [input, setInput] = useState('');
  const result = direction === 'encode' ? encodeUrl(input, mode) : decodeUrl(input, mode, plus);
  return (
    <SectionCard title={t('url.title')}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
        <ModeToggle value={direction} onChange={setDirection} />
        {direction === 'decode' && (
          <FormControlLabel
            control={<Checkbox checked={plus} onChange={(event) => setPlus(event.target.checked)} />}
            label={t('url.plus')}
          />
        )}
      </Box>
      <RadioGroup row value={mode} onChange={(event) => setMode(event.target.value as UrlMode)}>
        <FormControlLabel value="component" control={<Radio />} label={t('url.component')} />
        <FormControlLabel value="uri" control={<Radio />} label={t('url.uri')} />
      </RadioGroup>
      <ToolInput label={t('common.input')} value={input} onChange={setInput} rows={4} />
      <ToolOutput
        label={t('common.output')}
        value={result.ok ? result.text : ''}
        rows={4}
        error={result.ok ? undefined : t(`url.errors.${result.problem}`)}
      />
    </SectionCard>
  );
}
