import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId } from 'react';

export type OptionCard<T extends string> = { value: T; label: string; preview: ReactNode };

type Props<T extends string> = {
  label: string;
  value: T;
  options: OptionCard<T>[];
  onChange: (value: T) => void;
  disabled?: boolean;
  hint?: string;
};

/** One setting of the customizer shown as a row of picture cards; the chosen one is outlined. */
export function CustomizerOptionCards<T extends string>({
  label,
  value,
  options,
  onChange,
  disabled,
  hint,
}: Props<T>) {
  const id = useId();
  return (
    <Box>
      <Typography id={id} variant="body2" sx={{ fontWeight: 500, mb: 1 }}>
        {label}
      </Typography>
      <ToggleButtonGroup
        exclusive
        value={value}
        disabled={disabled}
        aria-labelledby={id}
        aria-describedby={hint ? `${id}-hint` : undefined}
        onChange={(_, next: T | null) => next && onChange(next)}
        sx={{ display: 'grid', gridTemplateColumns: `repeat(${options.length}, minmax(0, 1fr))`, gap: 2 }}
      >
        {options.map((option) => (
          <ToggleButton
            key={option.value}
            value={option.value}
            disableRipple
            sx={{
              p: 0,
              border: 'none',
              display: 'flex',
              flexDirection: 'column',
              alignItems: 'stretch',
              gap: 0.75,
              textTransform: 'none',
              color: 'text.secondary',
              '&&': { borderRadius: 1.5, margin: 0 },
              '&:hover': { bgcolor: 'transparent' },
              '&.Mui-selected, &.Mui-selected:hover': { bgcolor: 'transparent', color: 'primary.main' },
              '&.Mui-focusVisible .customizer-card': {
                outline: 2,
                outlineColor: 'primary.main',
                outlineOffset: 2,
              },
              '& .customizer-card': {
                border: 1,
                borderColor: 'divider',
                borderRadius: 1.5,
                overflow: 'hidden',
                display: 'grid',
                placeItems: 'center',
                minHeight: 58,
                transition: 'border-color .15s, box-shadow .15s',
              },
              '&:hover .customizer-card': { borderColor: 'text.disabled' },
              '&.Mui-selected .customizer-card': {
                borderColor: 'primary.main',
                boxShadow: (th) => `0 0 0 1px ${th.palette.primary.main}`,
              },
            }}
          >
            <Box className="customizer-card" aria-hidden>
              {option.preview}
            </Box>
            <Typography component="span" variant="body2" sx={{ color: 'inherit', textAlign: 'center' }}>
              {option.label}
            </Typography>
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      {hint && (
        <Typography
          id={`${id}-hint`}
          variant="caption"
          color="text.secondary"
          sx={{ display: 'block', mt: 0.75 }}
        >
          {hint}
        </Typography>
      )}
    </Box>
  );
}
