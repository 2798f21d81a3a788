import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { LoadError } from '@/components/load-error';
import { RetryAlert } from '@/components/retry-alert';
import { KitPage } from '../../components/kit-page';
import { Specimen } from '../../components/specimen';
import { useKitText } from '../../components/use-kit-text';

const SEVERITIES = ['success', 'info', 'warning', 'error'] as const;

/** Alerts as the app shows them: the theme's tonal alerts, RetryAlert and a page's LoadError. */
export function AlertPage() {
  const k = useKitText('components', 'alert');
  const [closed, setClosed] = useState(false);
  const [attempts, setAttempts] = useState(0);
  const [failures, setFailures] = useState(0);
  return (
    <KitPage section="components" name="alert">
      <Specimen
        title={k('tonal.title')}
        description={k('tonal.description')}
        importLine="import Alert from '@mui/material/Alert';"
        props={[
          {
            name: 'severity',
            type: "'success' | 'info' | 'warning' | 'error'",
            description: k('props.severity'),
          },
          { name: 'onClose', type: '() => void', description: k('props.onClose') },
        ]}
      >
        <Stack spacing={2}>
          {SEVERITIES.map((severity) => (
            <Alert key={severity} severity={severity}>
              <AlertTitle>{k(`tonal.${severity}.title`)}</AlertTitle>
              {k(`tonal.${severity}.text`)}
            </Alert>
          ))}
          {closed ? (
            <Button variant="outlined" onClick={() => setClosed(false)} sx={{ alignSelf: 'flex-start' }}>
              {k('tonal.reopen')}
            </Button>
          ) : (
            <Alert severity="info" onClose={() => setClosed(true)}>
              {k('tonal.closable')}
            </Alert>
          )}
        </Stack>
      </Specimen>
      <Specimen
        title={k('retry.title')}
        description={k('retry.description')}
        importLine="import { RetryAlert } from '@/components/retry-alert';"
        props={[
          { name: 'retryLabel', type: 'string', description: k('props.retryLabel') },
          { name: 'onRetry', type: '() => void', description: k('props.onRetry') },
        ]}
      >
        <RetryAlert retryLabel={k('retry.button')} onRetry={() => setAttempts((n) => n + 1)}>
          {attempts === 0 ? k('retry.text') : k('retry.again', { count: attempts })}
        </RetryAlert>
      </Specimen>
      <Specimen
        title={k('load.title')}
        description={k('load.description')}
        importLine="import { LoadError } from '@/components/load-error';"
        props={[
          { name: 'error', type: 'unknown', description: k('props.error') },
          { name: 'reset', type: '() => void', description: k('props.reset') },
          { name: 'ns', type: 'string', description: k('props.ns') },
        ]}
      >
        <LoadError
          key={failures}
          ns="ui-kit"
          error={new Error('offline')}
          reset={() => setFailures((n) => n + 1)}
        />
      </Specimen>
    </KitPage>
  );
}
