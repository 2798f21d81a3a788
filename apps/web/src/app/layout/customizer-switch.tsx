import Box from '@mui/material/Box';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useId } from 'react';

type Props = {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
  hint?: string;
};

/** An on/off setting with its label and, when it cannot be used, why. */
export function CustomizerSwitch({ label, checked, onChange, disabled, hint }: Props) {
  const id = useId();
  return (
    <Box>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2 }}>
        <Typography
          id={id}
          component="label"
          htmlFor={`${id}-input`}
          variant="body2"
          sx={{ fontWeight: 500 }}
        >
          {label}
        </Typography>
        <Switch
          checked={checked}
          disabled={disabled}
          onChange={(e) => onChange(e.target.checked)}
          slotProps={{ input: { id: `${id}-input`, 'aria-describedby': hint ? `${id}-hint` : undefined } }}
        />
      </Box>
      {hint && (
        <Typography id={`${id}-hint`} variant="caption" color="text.secondary" sx={{ display: 'block' }}>
          {hint}
        </Typography>
      )}
    </Box>
  );
}
