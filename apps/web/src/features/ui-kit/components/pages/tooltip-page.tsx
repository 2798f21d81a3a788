import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import { IconDownload, IconEye, IconPencil, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { CopyButton } from '@/components/copy-button';
import { KitPage } from '../../components/kit-page';
import { Specimen } from '../../components/specimen';
import { useKitText } from '../../components/use-kit-text';

const row = { direction: 'row', sx: { flexWrap: 'wrap', gap: 1.5, alignItems: 'center' } } as const;
const ACTIONS = [
  { key: 'view', icon: IconEye },
  { key: 'edit', icon: IconPencil },
  { key: 'download', icon: IconDownload },
  { key: 'delete', icon: IconTrash },
] as const;

/** Tooltips name the icon buttons of the lists' rows (the theme adds an arrow to every tooltip). */
export function TooltipPage() {
  const k = useKitText('components', 'tooltip');
  const [last, setLast] = useState<string | null>(null);
  return (
    <KitPage section="components" name="tooltip">
      <Specimen
        title={k('row.title')}
        description={k('row.description')}
        importLine="import Tooltip from '@mui/material/Tooltip';"
        props={[
          { name: 'title', type: 'ReactNode', description: k('props.title') },
          {
            name: 'placement',
            type: "'top' | 'bottom' | 'left' | 'right' | …",
            description: k('props.placement'),
          },
          { name: 'aria-label', type: 'string', description: k('props.ariaLabel') },
        ]}
      >
        <Stack spacing={1.5}>
          <Stack {...row}>
            {ACTIONS.map(({ key, icon: Icon }) => (
              <Tooltip key={key} title={k(`row.${key}`)}>
                <IconButton
                  aria-label={k(`row.${key}`)}
                  color={key === 'delete' ? 'error' : 'default'}
                  onClick={() => setLast(k(`row.${key}`))}
                >
                  <Icon size={20} aria-hidden />
                </IconButton>
              </Tooltip>
            ))}
            <CopyButton text="ORD-5043" label={k('row.copy')} />
          </Stack>
          <span role="status">{last ? k('row.done', { action: last }) : ''}</span>
        </Stack>
      </Specimen>
      <Specimen
        title={k('placement.title')}
        description={k('placement.description')}
        importLine="import Tooltip from '@mui/material/Tooltip';"
        props={[
          {
            name: 'placement',
            type: "'top' | 'bottom' | 'left' | 'right'",
            description: k('props.placement'),
          },
          { name: 'describeChild', type: 'boolean', description: k('props.describeChild') },
        ]}
      >
        <Stack {...row}>
          {(['top', 'bottom', 'left', 'right'] as const).map((placement) => (
            <Tooltip key={placement} title={k(`placement.${placement}`)} placement={placement} describeChild>
              <Button variant="outlined">{k(`placement.${placement}Button`)}</Button>
            </Tooltip>
          ))}
          <Tooltip title={k('placement.disabledWhy')} describeChild>
            <span>
              <Button variant="contained" disabled>
                {k('placement.disabled')}
              </Button>
            </span>
          </Tooltip>
        </Stack>
      </Specimen>
    </KitPage>
  );
}
