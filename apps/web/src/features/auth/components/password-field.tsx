import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { IconEye, IconEyeOff } from '@tabler/icons-react';
import { forwardRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** A password TextField with a show/hide button (react-hook-form's register spreads onto it). */
export const PasswordField = forwardRef<HTMLInputElement, TextFieldProps>(function PasswordField(props, ref) {
  const { t } = useTranslation('auth');
  const [shown, setShown] = useState(false);
  return (
    <TextField
      {...props}
      inputRef={ref}
      type={shown ? 'text' : 'password'}
      fullWidth
      slotProps={{
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton
                edge="end"
                aria-label={shown ? t('login.hidePassword') : t('login.showPassword')}
                onClick={() => setShown((v) => !v)}
              >
                {shown ? <IconEyeOff size={20} /> : <IconEye size={20} />}
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
});
