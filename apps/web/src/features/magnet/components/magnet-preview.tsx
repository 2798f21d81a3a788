import type { ParsedMagnet } from '@app/contracts/magnet';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useIntlFormat } from '@/lib/intl-format';

/** What a valid pasted link holds, before it is added: hash, name, size and trackers. */
export function MagnetPreview({ magnet }: { magnet: ParsedMagnet }) {
  const { t } = useTranslation('magnet');
  const format = useIntlFormat();
  const rows: [string, React.ReactNode][] = [
    [
      t('fields.infoHash'),
      <code key="hash" dir="ltr">
        {magnet.infoHash}
      </code>,
    ],
    [t('fields.name'), magnet.name ?? t('fields.noName')],
    [t('fields.length'), magnet.length === null ? t('fields.unknownLength') : format.bytes(magnet.length)],
    [
      t('fields.trackers'),
      magnet.trackers.length === 0 ? (
        t('fields.noTrackers')
      ) : (
        <Box key="trackers" component="ul" sx={{ m: 0, ps: 2 }}>
          {magnet.trackers.map((tracker) => (
            <li key={tracker}>
              <bdi dir="ltr">{tracker}</bdi>
            </li>
          ))}
        </Box>
      ),
    ],
  ];
  return (
    <Box
      component="dl"
      aria-label={t('add.preview')}
      sx={{
        m: 0,
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' },
        columnGap: 3,
        rowGap: 1,
        p: 2,
        borderRadius: 1,
        bgcolor: 'action.hover',
      }}
    >
      {rows.map(([label, value]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {label}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
