import type { Vehicle } from '@app/contracts';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { IconArrowNarrowRight, IconTruck } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { TintedIcon } from '@/components/tinted-icon';
import type { IntlFormat } from '@/lib/intl-format';
import { ProgressBar, WarningChip } from './vehicle-cells';

type Props = {
  vehicles: readonly Vehicle[];
  selectedId?: number;
  onSelect: (id: number) => void;
  format: IntlFormat;
  /** Shown under the selected vehicle: its editor. */
  panel?: React.ReactNode;
};

/** Every vehicle with its route, warning and progress; the selected one opens its panel beneath it. */
export function FleetVehicleList({ vehicles, selectedId, onSelect, format, panel }: Props) {
  const { t } = useTranslation('logistics');
  const selectedRef = useRef<HTMLLIElement>(null);
  // A vehicle selected on the map or by a shared link is brought into the list's view.
  const shown = vehicles.some((v) => v.id === selectedId);
  useEffect(() => {
    if (shown && selectedId !== undefined) selectedRef.current?.scrollIntoView({ block: 'nearest' });
  }, [shown, selectedId]);
  return (
    <List aria-label={t('fleet.listLabel')} disablePadding>
      {vehicles.map((v) => {
        const selected = v.id === selectedId;
        return (
          <ListItem
            key={v.id}
            disablePadding
            sx={{ display: 'block', borderBottom: 1, borderColor: 'divider' }}
          >
            <ListItemButton
              selected={selected}
              aria-current={selected ? 'true' : undefined}
              aria-expanded={selected}
              onClick={() => onSelect(v.id)}
              sx={{ alignItems: 'flex-start', gap: 1.5, py: 1.5 }}
            >
              <TintedIcon
                icon={IconTruck}
                tone={v.warnings === 'No Warnings' ? 'primary' : 'error'}
                iconSize={22}
              />
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', gap: 1 }}>
                  <Typography sx={{ fontWeight: 600 }}>
                    {t('fleet.vehicle', { location: v.location })}
                  </Typography>
                  <WarningChip warnings={v.warnings} />
                </Stack>
                <Stack
                  direction="row"
                  sx={{ alignItems: 'center', gap: 0.5, color: 'text.secondary', my: 0.5 }}
                >
                  <Typography variant="body2" noWrap>
                    {v.startCity}
                  </Typography>
                  <Box
                    component={IconArrowNarrowRight}
                    aria-label={t('fleet.to')}
                    size={16}
                    sx={{
                      flexShrink: 0,
                      transform: (theme) => (theme.direction === 'rtl' ? 'scaleX(-1)' : undefined),
                    }}
                  />
                  <Typography variant="body2" noWrap>
                    {v.endCity}
                  </Typography>
                </Stack>
                <ProgressBar
                  progress={v.progress}
                  format={format}
                  label={t('table.progressOf', {
                    location: v.location,
                    value: format.wholePercent(v.progress / 100),
                  })}
                />
              </Box>
            </ListItemButton>
            {selected && panel}
          </ListItem>
        );
      })}
    </List>
  );
}
