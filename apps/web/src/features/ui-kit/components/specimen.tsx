import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { IconMoon, IconSun, IconTextDirectionLtr, IconTextDirectionRtl } from '@tabler/icons-react';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CopyButton } from '@/components/copy-button';
import { PropsTable, type SpecimenProp } from './props-table';
import { SpecimenTheme } from './specimen-theme';

type Props = {
  /** The specimen's heading (an h2): what this example shows. */
  title: string;
  /** One line under the heading: when the app uses this variant. */
  description?: string;
  /** The props this example sets, for the "props that matter" table. */
  props?: SpecimenProp[];
  /** The line a developer copies to use the component, e.g. `import { ConfirmDialog } from '@/components/confirm-dialog';`. */
  importLine?: string;
  /** The live example: the app's real component, rendered in the specimen's own mode and direction. */
  children: ReactNode;
};

/**
 * One live example on a catalogue page. Its toolbar switches the example to light or dark and to
 * left-to-right or right-to-left on its own, whatever the app's settings, so a reviewer compares them
 * side by side; the app's theme (skin, primary colour) is the one every page uses.
 */
export function Specimen({ title, description, props, importLine, children }: Props) {
  const { t, i18n } = useTranslation('ui-kit');
  // The app's own mode (the page's theme, outside any specimen).
  const appMode = useTheme().palette.mode;
  const [mode, setMode] = useState<'light' | 'dark' | undefined>();
  const [direction, setDirection] = useState<'ltr' | 'rtl' | undefined>();
  const look = { mode: mode ?? appMode, direction: direction ?? i18n.dir() };
  const headingId = useId();
  return (
    <Card component="section" aria-labelledby={headingId}>
      <CardContent sx={{ display: 'grid', gap: 2.5, p: { xs: 2, sm: 3 } }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, justifyContent: 'space-between' }}>
          <Box sx={{ minWidth: 0 }}>
            <Typography id={headingId} variant="h6" component="h2">
              {title}
            </Typography>
            {description && (
              <Typography variant="body2" color="text.secondary">
                {description}
              </Typography>
            )}
          </Box>
          <Stack direction="row" spacing={1} role="toolbar" aria-label={t('frame.toolbar', { title })}>
            <ToggleButtonGroup
              size="small"
              exclusive
              value={look.mode}
              onChange={(_, value: 'light' | 'dark' | null) => value && setMode(value)}
              aria-label={t('frame.mode')}
            >
              <ToggleButton value="light" aria-label={t('frame.light')}>
                <IconSun size={18} aria-hidden />
              </ToggleButton>
              <ToggleButton value="dark" aria-label={t('frame.dark')}>
                <IconMoon size={18} aria-hidden />
              </ToggleButton>
            </ToggleButtonGroup>
            <ToggleButtonGroup
              size="small"
              exclusive
              value={look.direction}
              onChange={(_, value: 'ltr' | 'rtl' | null) => value && setDirection(value)}
              aria-label={t('frame.direction')}
            >
              <ToggleButton value="ltr" aria-label={t('frame.ltr')}>
                <IconTextDirectionLtr size={18} aria-hidden />
              </ToggleButton>
              <ToggleButton value="rtl" aria-label={t('frame.rtl')}>
                <IconTextDirectionRtl size={18} aria-hidden />
              </ToggleButton>
            </ToggleButtonGroup>
          </Stack>
        </Box>
        <SpecimenTheme look={look}>
          <Box
            role="group"
            aria-label={t('frame.preview', { title })}
            dir={look.direction}
            data-mode={look.mode}
            sx={{
              p: { xs: 2, sm: 3 },
              borderRadius: 1,
              border: 1,
              borderColor: 'divider',
              bgcolor: 'background.paper',
              color: 'text.primary',
              minWidth: 0,
            }}
          >
            {children}
          </Box>
        </SpecimenTheme>
        {props && props.length > 0 && <PropsTable rows={props} caption={t('frame.props')} />}
        {importLine && (
          <Box
            sx={{
              display: 'flex',
              alignItems: 'center',
              gap: 1,
              px: 1.5,
              py: 0.5,
              borderRadius: 1,
              bgcolor: 'action.hover',
              minWidth: 0,
            }}
          >
            <Box
              component="code"
              dir="ltr"
              sx={{
                flex: 1,
                minWidth: 0,
                whiteSpace: 'pre-wrap',
                overflowWrap: 'anywhere',
                fontSize: '0.8125rem',
                py: 1,
              }}
            >
              {importLine}
            </Box>
            <CopyButton text={importLine} label={t('frame.copyImport')} />
          </Box>
        )}
      </CardContent>
    </Card>
  );
}
