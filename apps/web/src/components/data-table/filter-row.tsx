import Grid from '@mui/material/Grid';
import { Children, type ReactNode } from 'react';
import { DateField } from '../date-field/date-field';

/** How many filters share a line from each breakpoint up; below `sm` each has a line of its own. */
export type FilterColumns = { sm?: number; md?: number; lg?: number };

type Props = { columns?: FilterColumns; children: ReactNode };

/**
 * The filters of a list's filters card: equal cells, all on one line on wide screens unless
 * `columns` says fewer, one under another on a phone. Every cell is a small, full-width field, so
 * their labels and edges line up.
 */
export function FilterRow({ columns, children }: Props) {
  const cells = Children.toArray(children);
  const span = (n?: number) => (n ? 12 / n : undefined);
  const size = {
    xs: 12,
    sm: span(columns?.sm ?? cells.length),
    md: span(columns?.md),
    lg: span(columns?.lg),
  };
  return (
    <Grid container spacing={3}>
      {cells.map((cell, index) => (
        // Children.toArray gives each cell a stable key of its own.
        <Grid key={(cell as { key?: string }).key ?? index} size={size}>
          {cell}
        </Grid>
      ))}
    </Grid>
  );
}

type DateProps = { label: string; value?: string; onChange: (day: string | undefined) => void };

/** A day of a date-range filter; cleared, it means "no limit". */
export function DateFilterField({ label, value, onChange }: DateProps) {
  return <DateField label={label} value={value} onChange={(day) => onChange(day || undefined)} />;
}

type RangeProps<K extends string> = {
  /** The two URL keys of the range, first day then last day (e.g. `['from', 'to']`). */
  fields: readonly [K, K];
  label: (field: K) => string;
  value: Partial<Record<K, string>>;
  onChange: (patch: Partial<Record<K, string | undefined>>) => void;
};

/**
 * The two days of a date-range filter, one cell each in a FilterRow: called as a function, so the
 * row receives two children (as an element it would get one cell holding both fields, the second
 * one's label over the first one's box).
 */
export function dateRangeFilterFields<K extends string>({ fields, label, value, onChange }: RangeProps<K>) {
  return fields.map((field) => (
    <DateFilterField
      key={field}
      label={label(field)}
      value={value[field]}
      onChange={(day) => onChange({ [field]: day } as Partial<Record<K, string | undefined>>)}
    />
  ));
}
