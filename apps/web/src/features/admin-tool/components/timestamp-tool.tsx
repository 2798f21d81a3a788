import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { IconClock } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '@/components/section-card';
import { intlLocaleOf } from '@/lib/intl-format';
import { localTime, readInstant } from '../lib/timestamp';
import { ToolInput, ToolOutput } from './tool-output';

/** One moment in unix seconds, milliseconds, ISO 8601 (UTC) and the reader's local time. */
export function TimestampTool() {
  const { t, i18n } = useTranslation('admin-tool');
  const [input, setInput] = useState(() => String(Math.floor(Date.now() / 1000)));
  const instant = readInstant(input);
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const outputs = instant
    ? [
        [t('timestamp.seconds'), String(instant.seconds)],
        [t('timestamp.milliseconds'), String(instant.milliseconds)],
        [t('timestamp.iso'), instant.iso],
        [t('timestamp.local', { zone }), localTime(instant.milliseconds, intlLocaleOf(i18n.language))],
      ]
    : [];
  return (
    <SectionCard title={t('timestamp.title')}>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', flexWrap: 'wrap' }}>
        <Box sx={{ flex: '1 1 280px', display: 'grid' }}>
          <ToolInput
            label={t('timestamp.input')}
            value={input}
            onChange={setInput}
            rows={1}
            helperText={t('timestamp.hint')}
          />
        </Box>
        <Button
          variant="outlined"
          startIcon={<IconClock size={18} />}
          onClick={() => setInput(String(Date.now()))}
          sx={{ mt: 1 }}
        >
          {t('timestamp.now')}
        </Button>
      </Box>
      {input.trim() !== '' && !instant && <Alert severity="error">{t('timestamp.invalid')}</Alert>}
      {outputs.map(([label, value]) => (
        <ToolOutput
          key={label}
          label={label}
          value={value}
          copyLabel={t('timestamp.copyNamed', { what: label })}
        />
      ))}
    </SectionCard>
  );
}
