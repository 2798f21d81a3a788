import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

/** A prop a specimen shows: its name and TypeScript type as written in code, and what it does (translated). */
export type SpecimenProp = { name: string; type: string; description: string };

const code = { fontFamily: 'monospace', fontSize: '0.8125rem' } as const;

/** The props that matter for a specimen: name, type, what it does. */
export function PropsTable({ rows, caption }: { rows: SpecimenProp[]; caption: string }) {
  const { t } = useTranslation('ui-kit');
  return (
    <TableContainer>
      <Table
        size="small"
        // On a phone each prop is a block of three lines rather than a table wider than the screen.
        sx={(theme) => ({
          [theme.breakpoints.down('sm')]: {
            '& thead': { display: 'none' },
            '& tr': { display: 'block', py: 1, borderBottom: 1, borderColor: 'divider' },
            '& td': { display: 'block', border: 0, py: 0.25, px: 0, minWidth: 0 },
          },
        })}
      >
        <caption style={{ captionSide: 'top', padding: 0, textAlign: 'start' }}>
          <Typography variant="subtitle2" component="span">
            {caption}
          </Typography>
        </caption>
        <TableHead>
          <TableRow>
            <TableCell>{t('frame.prop')}</TableCell>
            <TableCell>{t('frame.type')}</TableCell>
            <TableCell>{t('frame.what')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.name}>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                <Typography component="code" dir="ltr" sx={{ ...code, fontWeight: 600 }}>
                  {row.name}
                </Typography>
              </TableCell>
              <TableCell sx={{ minWidth: 120 }}>
                <Typography component="code" dir="ltr" sx={code}>
                  {row.type}
                </Typography>
              </TableCell>
              <TableCell sx={{ minWidth: 180 }}>{row.description}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
