import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useTranslation } from 'react-i18next';

export type Direction = 'encode' | 'decode';

/** Encode or decode: a pair of toggle buttons (arrow keys and Tab reach both). */
export function ModeToggle({ value, onChange }: { value: Direction; onChange: (mode: Direction) => void }) {
  const { t } = useTranslation('admin-tool');
  return (
    <ToggleButtonGroup
      exclusive
      size="small"
      color="primary"
      value={value}
      aria-label={t('common.mode')}
      onChange={(_, next: Direction | null) => next && onChange(next)}
    >
      <ToggleButton value="encode">{t('common.encode')}</ToggleButton>
      <ToggleButton value="decode">{t('common.decode')}</ToggleButton>
    </ToggleButtonGroup>
  );
}
