import type { FaqGroup, FaqItem } from '@app/contracts';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { IconChevronDown, IconEdit, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TintedIcon } from '@/components/tinted-icon';
import { helpIcon } from './help-icon';
import { HighlightedText } from './highlighted-text';

type Props = {
  group: FaqGroup;
  q: string;
  onAdd?: () => void;
  onEdit?: (question: FaqItem) => void;
  onDelete?: (question: FaqItem) => void;
};

/** One group: its icon, title and subtitle, then its questions as accordions (the first one open). */
export function FaqGroupPanel({ group, q, onAdd, onEdit, onDelete }: Props) {
  const { t } = useTranslation('help');
  const [open, setOpen] = useState<number | false>(group.faqs[0]?.id ?? false);
  const title = t(`faq.groups.${group.faqTitle}`, { defaultValue: group.faqTitle });
  return (
    <Box
      role="tabpanel"
      id={`faq-panel-${group.id}`}
      aria-labelledby={`faq-tab-${group.id}`}
      sx={{ minWidth: 0 }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 3, flexWrap: 'wrap' }}>
        <TintedIcon icon={helpIcon(group.faqIcon)} tone="primary" size={48} round />
        <Box sx={{ flex: 1, minWidth: 160 }}>
          <Typography variant="h5" component="h2">
            {title}
          </Typography>
          <Typography color="text.secondary">
            {t(`faq.subtitles.${group.faqTitle}`, { defaultValue: group.faqSubtitle })}
          </Typography>
        </Box>
        {onAdd && (
          <Button variant="contained" startIcon={<IconPlus size={18} />} onClick={onAdd}>
            {t('faq.addQuestion')}
          </Button>
        )}
      </Box>
      {group.faqs.length === 0 && <Typography color="text.secondary">{t('faq.groupEmpty')}</Typography>}
      {group.faqs.map((faq) => (
        <Accordion
          key={faq.id}
          disableGutters
          expanded={open === faq.id}
          onChange={(_, expanded) => setOpen(expanded ? faq.id : false)}
          sx={{ '&:before': { display: 'none' }, mb: 1, boxShadow: 2, borderRadius: '8px !important' }}
        >
          <AccordionSummary expandIcon={<IconChevronDown size={20} />}>
            <Typography component="span" dir="auto" sx={{ fontWeight: 500 }}>
              <HighlightedText text={faq.question} q={q} />
            </Typography>
          </AccordionSummary>
          <AccordionDetails>
            <Typography color="text.secondary" dir="auto" sx={{ whiteSpace: 'pre-line' }}>
              {faq.answer}
            </Typography>
            {(onEdit || onDelete) && (
              <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 0.5, mt: 1 }}>
                {onEdit && (
                  <Tooltip title={t('faq.edit')}>
                    <IconButton
                      aria-label={t('faq.editNamed', { question: faq.question })}
                      onClick={() => onEdit(faq)}
                    >
                      <IconEdit size={20} />
                    </IconButton>
                  </Tooltip>
                )}
                {onDelete && (
                  <Tooltip title={t('faq.delete')}>
                    <IconButton
                      aria-label={t('faq.deleteNamed', { question: faq.question })}
                      onClick={() => onDelete(faq)}
                    >
                      <IconTrash size={20} />
                    </IconButton>
                  </Tooltip>
                )}
              </Box>
            )}
          </AccordionDetails>
        </Accordion>
      ))}
    </Box>
  );
}
