import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useToast } from '@/components/toast/use-toast';
import { KitPage } from '../../components/kit-page';
import { Specimen } from '../../components/specimen';
import { useKitText } from '../../components/use-kit-text';

/** The app's one toast: `useToast().notify(message, severity)` after an action. */
export function SnackbarPage() {
  const k = useKitText('components', 'snackbar');
  const { notify } = useToast();
  const [message, setMessage] = useState('');
  return (
    <KitPage section="components" name="snackbar">
      <Specimen
        title={k('toast.title')}
        description={k('toast.description')}
        importLine="import { useToast } from '@/components/toast/use-toast';"
        props={[
          { name: 'message', type: 'string', description: k('props.message') },
          { name: 'severity', type: "'success' | 'error'", description: k('props.severity') },
        ]}
      >
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1.5 }}>
          <Button variant="contained" color="success" onClick={() => notify(k('toast.saved'))}>
            {k('toast.success')}
          </Button>
          <Button variant="contained" color="error" onClick={() => notify(k('toast.failed'), 'error')}>
            {k('toast.error')}
          </Button>
        </Stack>
      </Specimen>
      <Specimen
        title={k('own.title')}
        description={k('own.description')}
        importLine="import { useToast } from '@/components/toast/use-toast';"
      >
        <Stack
          component="form"
          direction={{ xs: 'column', sm: 'row' }}
          sx={{ gap: 1.5, alignItems: { sm: 'flex-start' } }}
          onSubmit={(e) => {
            e.preventDefault();
            if (message.trim()) notify(message.trim());
          }}
        >
          <TextField
            size="small"
            label={k('own.field')}
            value={message}
            onChange={(e) => setMessage(e.target.value)}
            slotProps={{ htmlInput: { maxLength: 120 } }}
          />
          <Button type="submit" variant="outlined" disabled={!message.trim()}>
            {k('own.show')}
          </Button>
        </Stack>
      </Specimen>
    </KitPage>
  );
}
