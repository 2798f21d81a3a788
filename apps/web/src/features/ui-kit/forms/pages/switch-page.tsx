import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { KitPage } from '../../components/kit-page';
import { Specimen } from '../../components/specimen';
import { useFormsText } from '../forms-kit';

const SETTINGS = ['open', 'twoStep', 'digest'] as const;
type Setting = (typeof SETTINGS)[number];

/** Switches for settings that apply at once (the registration settings, the chat's profile). */
export function SwitchPage() {
  const k = useFormsText('switch');
  const [on, setOn] = useState<Record<Setting, boolean>>({ open: true, twoStep: false, digest: true });
  const [saving, setSaving] = useState<Setting | null>(null);
  const [savedAt, setSavedAt] = useState<Setting | null>(null);
  useEffect(() => {
    if (!saving) return;
    const timer = setTimeout(() => {
      setSavedAt(saving);
      setSaving(null);
    }, 600);
    return () => clearTimeout(timer);
  }, [saving]);
  const flip = (s: Setting, value: boolean) => {
    setOn((o) => ({ ...o, [s]: value }));
    setSaving(s);
  };
  return (
    <KitPage section="forms" name="switch">
      <Specimen
        title={k('settings.title')}
        description={k('settings.description')}
        importLine="import Switch from '@mui/material/Switch';"
        props={[
          { name: 'checked', type: 'boolean', description: k('props.checked') },
          { name: 'onChange', type: '(event, checked) => void', description: k('props.onChange') },
          { name: 'disabled', type: 'boolean', description: k('props.disabled') },
        ]}
      >
        <Box sx={{ display: 'grid', gap: 1 }}>
          <FormGroup>
            {SETTINGS.map((s) => (
              <FormControlLabel
                key={s}
                control={
                  <Switch checked={on[s]} disabled={saving === s} onChange={(_, value) => flip(s, value)} />
                }
                label={
                  <Box sx={{ py: 0.5 }}>
                    <Typography>{k(`settings.${s}`)}</Typography>
                    <Typography variant="body2" color="text.secondary">
                      {on[s] ? k(`settings.${s}On`) : k(`settings.${s}Off`)}
                    </Typography>
                  </Box>
                }
              />
            ))}
          </FormGroup>
          <Typography variant="body2" color="text.secondary" role="status">
            {saving
              ? k('settings.saving')
              : savedAt
                ? k('settings.saved', { setting: k(`settings.${savedAt}`) })
                : ''}
          </Typography>
        </Box>
      </Specimen>
      <Specimen
        title={k('looks.title')}
        description={k('looks.description')}
        importLine="import Switch from '@mui/material/Switch';"
        props={[
          { name: 'color', type: "'primary' | 'success' | 'error' | …", description: k('props.color') },
          { name: 'size', type: "'small' | 'medium'", description: k('props.size') },
          {
            name: 'labelPlacement',
            type: "'end' | 'start' | 'top' | 'bottom'",
            description: k('props.placement'),
          },
        ]}
      >
        <FormGroup row sx={{ gap: 2 }}>
          <FormControlLabel control={<Switch defaultChecked />} label={k('looks.primary')} />
          <FormControlLabel control={<Switch defaultChecked color="success" />} label={k('looks.success')} />
          <FormControlLabel control={<Switch size="small" />} label={k('looks.small')} />
          <FormControlLabel control={<Switch />} label={k('looks.start')} labelPlacement="start" />
          <FormControlLabel control={<Switch disabled defaultChecked />} label={k('looks.disabled')} />
        </FormGroup>
      </Specimen>
    </KitPage>
  );
}
