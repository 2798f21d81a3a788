import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { IconColorPicker } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { PRIMARY_CHOICES } from '@/lib/config';

const COLOR_NAMES: Record<string, string> = {
  '#7367F0': 'purple',
  '#0D9394': 'teal',
  '#FFAB1D': 'amber',
  '#EB3D63': 'pink',
  '#2092EC': 'blue',
};

type Props = { value: string; onChange: (color: string) => void };

const swatchSx = {
  width: '100%',
  aspectRatio: '1',
  maxWidth: 46,
  borderRadius: 1.5,
  border: 1,
  borderColor: 'divider',
  display: 'flex',
  alignItems: 'stretch',
  justifyContent: 'stretch',
  p: 0.5,
  '&.Mui-focusVisible': { outline: 2, outlineColor: 'text.primary', outlineOffset: 2 },
} as const;

/** The primary colour: the preset swatches, or any colour from the system's picker. */
export function CustomizerColorPicker({ value, onChange }: Props) {
  const { t } = useTranslation('app');
  const id = useId();
  const isPreset = (PRIMARY_CHOICES as readonly string[]).includes(value.toUpperCase());
  return (
    <Box>
      <Typography id={id} variant="body2" sx={{ fontWeight: 500, mb: 1 }}>
        {t('customizer.primaryColor')}
      </Typography>
      <Box
        role="group"
        aria-labelledby={id}
        sx={{ display: 'grid', gridTemplateColumns: 'repeat(6, 1fr)', gap: 1.5 }}
      >
        {PRIMARY_CHOICES.map((color) => {
          const checked = value.toUpperCase() === color;
          return (
            <ButtonBase
              key={color}
              aria-pressed={checked}
              aria-label={t(`customizer.colors.${COLOR_NAMES[color] ?? 'custom'}`)}
              onClick={() => onChange(color)}
              sx={{ ...swatchSx, ...(checked && { borderColor: color, boxShadow: `0 0 0 1px ${color}` }) }}
            >
              <Box sx={{ flex: 1, borderRadius: 1, bgcolor: color }} />
            </ButtonBase>
          );
        })}
        <Tooltip title={t('customizer.customColor')}>
          <Box
            component="label"
            sx={{
              ...swatchSx,
              cursor: 'pointer',
              position: 'relative',
              alignItems: 'center',
              justifyContent: 'center',
              color: isPreset ? 'text.secondary' : 'primary.contrastText',
              bgcolor: isPreset ? 'transparent' : value,
              ...(!isPreset && { borderColor: value, boxShadow: `0 0 0 1px ${value}` }),
              '&:focus-within': { outline: 2, outlineColor: 'text.primary', outlineOffset: 2 },
            }}
          >
            <IconColorPicker size={20} aria-hidden />
            <Box
              component="input"
              type="color"
              value={value}
              aria-label={t('customizer.customColor')}
              onChange={(e) => onChange(e.currentTarget.value.toUpperCase())}
              sx={{
                position: 'absolute',
                inset: 0,
                opacity: 0,
                width: '100%',
                height: '100%',
                cursor: 'pointer',
              }}
            />
          </Box>
        </Tooltip>
      </Box>
    </Box>
  );
}
