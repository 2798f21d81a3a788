import Grid from '@mui/material/Grid';
import { FilterSelect, type FilterSelectProps } from './filter-select';

type Props = { filters: (Omit<FilterSelectProps, 'variant' | 'sx'> & { key: string })[] };

/** The filters card of a list: its selects side by side on wide screens, one under another on a phone. */
export function ListFilters({ filters }: Props) {
  const span = 12 / filters.length;
  return (
    <Grid container spacing={3}>
      {filters.map(({ key, ...filter }) => (
        <Grid key={key} size={{ xs: 12, sm: span }}>
          <FilterSelect {...filter} />
        </Grid>
      ))}
    </Grid>
  );
}
