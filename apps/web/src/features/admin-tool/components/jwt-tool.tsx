import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '@/components/section-card';
import { useIntlFormat } from '@/lib/intl-format';
import { decodeJwt } from '../lib/jwt';
import { ToolInput, ToolOutput } from './tool-output';

const pretty = (value: unknown) => JSON.stringify(value, null, 2);

/** Header and payload of a JWT, with its dates; the page says plainly that the signature is not checked. */
export function JwtTool() {
  const { t } = useTranslation('admin-tool');
  const { dateTime } = useIntlFormat();
  const [input, setInput] = useState('');
  const decoded = input.trim() === '' ? null : decodeJwt(input);
  return (
    <SectionCard title={t('jwt.title')}>
      <Alert severity="warning" role="note">
        {t('jwt.noVerify')}
      </Alert>
      <ToolInput label={t('jwt.input')} value={input} onChange={setInput} rows={4} />
      {decoded && 'problem' in decoded && (
        <Alert severity="error" role="alert">
          {t(`jwt.errors.${decoded.problem}`, { part: 'part' in decoded ? decoded.part : undefined })}
        </Alert>
      )}
      {decoded && !('problem' in decoded) && (
        <>
          {!decoded.hasSignature && (
            <Alert severity="info" role="status">
              {t('jwt.noSignature')}
            </Alert>
          )}
          <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', md: '1fr 2fr' } }}>
            <ToolOutput label={t('jwt.header')} value={pretty(decoded.header)} rows={6} />
            <ToolOutput label={t('jwt.payload')} value={pretty(decoded.payload)} rows={6} />
          </Box>
          {decoded.times.length > 0 && (
            <Box>
              <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
                {t('jwt.times')}
              </Typography>
              <Box
                component="dl"
                sx={{ m: 0, display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: 1, columnGap: 3 }}
              >
                {decoded.times.map(({ claim, ms }) => (
                  <Box key={claim} sx={{ display: 'contents' }}>
                    <Typography component="dt" variant="body2" color="text.secondary">
                      {t(`jwt.claims.${claim}`)}
                    </Typography>
                    <Typography
                      component="dd"
                      variant="body2"
                      sx={{ m: 0, display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}
                    >
                      {dateTime(new Date(ms).toISOString())}
                      {claim === 'exp' && (
                        <Chip
                          size="small"
                          color={ms < Date.now() ? 'error' : 'success'}
                          label={ms < Date.now() ? t('jwt.expired') : t('jwt.valid')}
                        />
                      )}
                    </Typography>
                  </Box>
                ))}
              </Box>
            </Box>
          )}
        </>
      )}
    </SectionCard>
  );
}
