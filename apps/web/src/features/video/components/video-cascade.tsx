import {
  choicesAt,
  itemsOf,
  parsePath,
  select,
  type VideoClass,
  videoClassLevels,
} from '@app/contracts/video';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import { IconFilterOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

type Props = {
  classes: VideoClass[];
  /** `3,7,0,0`, or undefined while nothing is chosen. */
  path?: string;
  onChange: (path: string) => void;
};

/**
 * The four cascading selects: each level lists the children of the choice above it and is disabled
 * until that one is made; a change resets the levels below (the contracts' `select`).
 */
export function VideoCascade({ classes, path, onChange }: Props) {
  const { t } = useTranslation('video');
  const ids = parsePath(path);
  const choose = (index: number, id: number) => onChange(select(index, id, itemsOf(ids.join(',')), classes));
  return (
    <Box
      role="group"
      aria-label={t('cascade.title')}
      sx={{
        display: 'grid',
        gridTemplateColumns: {
          xs: '1fr',
          sm: 'repeat(2, minmax(0, 1fr))',
          lg: 'repeat(4, minmax(0, 1fr)) auto',
        },
        gap: 2,
        alignItems: 'center',
      }}
    >
      {videoClassLevels.map((level, index) => {
        const choices = choicesAt(index, ids, classes);
        const blocked = index > 0 && ids[index - 1] === 0;
        return (
          <TextField
            key={level}
            select
            size="small"
            label={t(`levels.${level}`)}
            value={String(ids[index])}
            disabled={blocked || choices.length === 0}
            onChange={(e) => choose(index, Number(e.target.value))}
            slotProps={{ inputLabel: { shrink: true } }}
          >
            <MenuItem value="0">{t('cascade.all')}</MenuItem>
            {choices.map((c) => (
              <MenuItem key={c.id} value={String(c.id)}>
                {c.name}
              </MenuItem>
            ))}
          </TextField>
        );
      })}
      <Tooltip title={t('cascade.clear')}>
        <span>
          <IconButton
            aria-label={t('cascade.clear')}
            disabled={ids[0] === 0}
            onClick={() => onChange('0,0,0,0')}
          >
            <IconFilterOff size={20} />
          </IconButton>
        </span>
      </Tooltip>
    </Box>
  );
}
