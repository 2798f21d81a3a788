import type { AbilityRule } from '@app/contracts';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { RuleConditions } from './rule-conditions';
import {
  countTicked,
  extraRules,
  MATRIX_ACTIONS,
  MATRIX_SUBJECTS,
  matrixToRules,
  type RulesMatrix,
  rulesToMatrix,
  setAdmin,
  toggleCell,
} from './rules-matrix';

export type RulesMatrixFieldProps = {
  value: AbilityRule[];
  onChange: (rules: AbilityRule[]) => void;
  label: string;
  readOnly?: boolean;
  error?: string;
};

const ALL = MATRIX_SUBJECTS.length * MATRIX_ACTIONS.length;

/** A grid of subjects × actions over CASL rules; "Administrator access" is `manage all`. */
export function RulesMatrixField({ value, onChange, label, readOnly = false, error }: RulesMatrixFieldProps) {
  const { t } = useTranslation();
  const matrix = rulesToMatrix(value);
  const extras = extraRules(value);
  const ticked = countTicked(matrix);
  const set = (next: RulesMatrix) => onChange(matrixToRules(next, extras));

  return (
    <Box
      component="fieldset"
      sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}
      aria-invalid={error ? true : undefined}
    >
      <Typography component="legend" variant="h6" sx={{ mb: 1 }}>
        {label}
      </Typography>
      <TableContainer sx={{ overflowX: 'auto' }}>
        <Table size="small" sx={{ minWidth: 560, '& td': { py: 0.75 } }}>
          <TableBody>
            <TableRow>
              <TableCell component="th" scope="row" sx={{ fontWeight: 500, whiteSpace: 'nowrap' }}>
                <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75 }}>
                  {t('rulesMatrix.admin')}
                  <Tooltip title={t('rulesMatrix.adminHint')}>
                    <Box
                      component="span"
                      tabIndex={0}
                      aria-label={t('rulesMatrix.adminHint')}
                      sx={{ display: 'inline-flex', color: 'text.secondary' }}
                    >
                      <IconInfoCircle size={18} />
                    </Box>
                  </Tooltip>
                </Box>
              </TableCell>
              <TableCell colSpan={MATRIX_ACTIONS.length} align="right">
                <FormControlLabel
                  label={t('rulesMatrix.selectAll')}
                  disabled={readOnly}
                  control={
                    <Checkbox
                      checked={matrix.admin}
                      indeterminate={!matrix.admin && ticked > 0 && ticked < ALL}
                      onChange={(e) => set(setAdmin(e.target.checked))}
                    />
                  }
                />
              </TableCell>
            </TableRow>
            {MATRIX_SUBJECTS.map((subject) => (
              <TableRow key={subject}>
                <TableCell component="th" scope="row" sx={{ whiteSpace: 'nowrap' }}>
                  {t(`rulesMatrix.subjects.${subject}`, { defaultValue: subject })}
                </TableCell>
                {MATRIX_ACTIONS.map((action) => (
                  <TableCell key={action} sx={{ px: 0.5 }}>
                    <FormControlLabel
                      label={t(`rulesMatrix.actions.${action}`)}
                      disabled={readOnly}
                      sx={{ m: 0 }}
                      control={
                        <Checkbox
                          size="small"
                          checked={matrix.rows[subject][action]}
                          onChange={() => set(toggleCell(matrix, subject, action))}
                          slotProps={{
                            input: {
                              'aria-label': t('rulesMatrix.cell', {
                                action: t(`rulesMatrix.actions.${action}`),
                                subject: t(`rulesMatrix.subjects.${subject}`, { defaultValue: subject }),
                              }),
                            },
                          }}
                        />
                      }
                    />
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <RuleConditions
        rules={extras}
        readOnly={readOnly}
        onChange={(next) => onChange(matrixToRules(matrix, next))}
      />
      {error && <FormHelperText error>{error}</FormHelperText>}
    </Box>
  );
}
