import {
  type AbilityRule,
  type Action,
  customerStatuses,
  invoiceStatuses,
  ME,
  orderStatuses,
  ownerFields,
  productStatuses,
  type RowRuleSubject,
  rowRuleActions,
  rowRuleFields,
  shopCountryNames,
  userStatuses,
} from '@app/contracts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describeRule } from './describe-condition';
import { MATRIX_ACTIONS } from './rules-matrix';

/** What a new condition tests: a field among listed values, or whether the signed-in user owns the record. */
type Field = 'status' | 'country';
type Kind = Field | 'owner';
/**
 * The values the dialog offers, per subject the server enforces conditions on (decision 015) and field;
 * the other fields of rowRuleFields (ids of categories and clients) are set through the API.
 */
const VALUES: Record<RowRuleSubject, Partial<Record<Field, readonly string[]>>> = {
  User: { status: userStatuses },
  Order: { status: orderStatuses },
  Product: { status: productStatuses },
  Invoice: { status: invoiceStatuses },
  Customer: { status: customerStatuses, country: shopCountryNames },
};
const SUBJECTS = Object.keys(rowRuleFields) as RowRuleSubject[];
const actionsOf = (subject: RowRuleSubject): readonly Action[] => rowRuleActions[subject] ?? MATRIX_ACTIONS;
const kindsOf = (subject: RowRuleSubject): Kind[] => [
  ...(Object.keys(VALUES[subject]) as Field[]),
  ...(ownerFields[subject] ? (['owner'] as const) : []),
];

type Props = {
  /** The rules the grid cannot show: conditional, field-limited or inverted. */
  rules: AbilityRule[];
  onChange: (rules: AbilityRule[]) => void;
  readOnly?: boolean;
};

/**
 * The rules with conditions, each in words with a remove button, and a row that adds one: an area
 * whose server enforces conditions, one right, and what it is limited to (some statuses, or the
 * records the signed-in user owns).
 */
export function RuleConditions({ rules, onChange, readOnly = false }: Props) {
  const { t, i18n } = useTranslation();
  const [subject, setSubject] = useState<RowRuleSubject>('Order');
  const [action, setAction] = useState<Action>('read');
  const [kind, setKind] = useState<Kind>('status');
  const [values, setValues] = useState<string[]>([]);
  const [missing, setMissing] = useState(false);
  const subjectLabel = (s: string) => t(`rulesMatrix.subjects.${s}`, { defaultValue: s });

  const owner = ownerFields[subject];
  const add = () => {
    if (kind === 'owner') {
      if (owner) onChange([...rules, { action, subject, conditions: { [owner]: ME } }]);
      return;
    }
    if (values.length === 0) {
      setMissing(true);
      return;
    }
    const test = values.length === 1 ? values[0] : { $in: values };
    onChange([...rules, { action, subject, conditions: { [kind]: test } }]);
    setValues([]);
    setMissing(false);
  };

  return (
    <Box sx={{ mt: 2 }}>
      <Typography variant="subtitle1" component="h3">
        {t('rulesMatrix.conditions.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('rulesMatrix.conditions.hint')}
      </Typography>
      {rules.length === 0 ? (
        <Typography variant="body2" sx={{ mt: 1 }}>
          {t('rulesMatrix.conditions.none')}
        </Typography>
      ) : (
        <List dense aria-label={t('rulesMatrix.conditions.title')}>
          {rules.map((rule, index) => {
            const words = describeRule(rule, t, i18n.language);
            return (
              <ListItem
                // Rules have no id; the rule itself names it (two equal rules are one right).
                key={JSON.stringify(rule)}
                disableGutters
                secondaryAction={
                  readOnly ? undefined : (
                    <IconButton
                      edge="end"
                      aria-label={t('rulesMatrix.conditions.remove', { rule: words })}
                      onClick={() => onChange(rules.filter((_, i) => i !== index))}
                    >
                      <IconTrash size={18} />
                    </IconButton>
                  )
                }
              >
                <ListItemText primary={words} />
              </ListItem>
            );
          })}
        </List>
      )}
      {!readOnly && (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'flex-start', mt: 1 }}>
          <TextField
            select
            size="small"
            label={t('rulesMatrix.conditions.subject')}
            value={subject}
            onChange={(e) => {
              const next = e.target.value as RowRuleSubject;
              setSubject(next);
              setAction(actionsOf(next)[0]);
              setKind(kindsOf(next)[0]);
              setValues([]);
            }}
            sx={{ minWidth: 140 }}
          >
            {SUBJECTS.map((s) => (
              <MenuItem key={s} value={s}>
                {subjectLabel(s)}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            size="small"
            label={t('rulesMatrix.conditions.action')}
            value={action}
            onChange={(e) => setAction(e.target.value as Action)}
            sx={{ minWidth: 120 }}
          >
            {actionsOf(subject).map((a) => (
              <MenuItem key={a} value={a}>
                {t(`rulesMatrix.actions.${a}`, { defaultValue: a })}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            size="small"
            label={t('rulesMatrix.conditions.kind')}
            value={kind}
            onChange={(e) => {
              setKind(e.target.value as Kind);
              setValues([]);
              setMissing(false);
            }}
            sx={{ minWidth: 160 }}
          >
            {kindsOf(subject).map((k) => (
              <MenuItem key={k} value={k}>
                {t(`rulesMatrix.conditions.kinds.${k}`)}
              </MenuItem>
            ))}
          </TextField>
          {kind !== 'owner' && (
            <TextField
              select
              size="small"
              label={t(`rulesMatrix.conditions.values.${kind}`)}
              value={values}
              error={missing}
              helperText={missing ? t(`rulesMatrix.conditions.valuesRequired.${kind}`) : undefined}
              onChange={(e) => {
                const next = e.target.value as unknown as string[] | string;
                setValues(typeof next === 'string' ? next.split(',') : next);
                setMissing(false);
              }}
              slotProps={{
                select: {
                  multiple: true,
                  renderValue: (selected) =>
                    (selected as string[])
                      .map((v) => t(`rulesMatrix.values.${kind}.${v}`, { defaultValue: v }))
                      .join(', '),
                },
              }}
              sx={{ minWidth: 200 }}
            >
              {(VALUES[subject][kind] ?? []).map((v) => (
                <MenuItem key={v} value={v}>
                  {t(`rulesMatrix.values.${kind}.${v}`, { defaultValue: v })}
                </MenuItem>
              ))}
            </TextField>
          )}
          <Button variant="outlined" onClick={add}>
            {t('rulesMatrix.conditions.add')}
          </Button>
        </Box>
      )}
    </Box>
  );
}
