import Box from '@mui/material/Box';
import { alpha } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { IconCornerDownLeft } from '@tabler/icons-react';
import type { SearchOption, SearchOptionGroup } from '../search-option';

type Props = {
  id: string;
  label: string;
  groups: SearchOptionGroup[];
  activeId: string | undefined;
  onHover: (option: SearchOption) => void;
  onPick: (option: SearchOption) => void;
};

export const optionDomId = (listId: string, option: SearchOption) =>
  `${listId}-${option.id.replace(/[^a-zA-Z0-9_-]/g, '_')}`;

/** The options of the search, by group; the input keeps the focus and points at the active one. */
export function SearchResults({ id, label, groups, activeId, onHover, onPick }: Props) {
  return (
    <Box id={id} role="listbox" aria-label={label} sx={{ px: 1.5, pb: 1.5 }}>
      {groups.map((group) => (
        <Box key={group.key} role="group" aria-labelledby={`${id}-${group.key}`} sx={{ mt: 1.5 }}>
          <Typography
            id={`${id}-${group.key}`}
            variant="caption"
            sx={{
              display: 'block',
              px: 1.5,
              py: 0.5,
              color: 'text.disabled',
              textTransform: 'uppercase',
              letterSpacing: '0.4px',
            }}
          >
            {group.title}
          </Typography>
          {group.options.map((option) => {
            const active = option.id === activeId;
            const Icon = option.icon;
            return (
              <Box
                key={option.id}
                id={optionDomId(id, option)}
                role="option"
                aria-selected={active}
                onMouseMove={() => onHover(option)}
                onClick={() => onPick(option)}
                sx={{
                  display: 'flex',
                  alignItems: 'center',
                  gap: 1.5,
                  px: 1.5,
                  py: 1,
                  borderRadius: 1,
                  cursor: 'pointer',
                  color: active ? 'primary.main' : 'text.primary',
                  bgcolor: (theme) => (active ? alpha(theme.palette.primary.main, 0.08) : 'transparent'),
                }}
              >
                <Icon size={20} stroke={1.6} aria-hidden />
                <Box
                  component="span"
                  sx={{ flex: 1, minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis' }}
                >
                  {option.title}
                </Box>
                {active && <IconCornerDownLeft size={16} aria-hidden />}
              </Box>
            );
          })}
        </Box>
      ))}
    </Box>
  );
}
