import type { FaqGroup, FaqItem } from '@app/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { IconMoodEmpty } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ListProps } from '@/components/data-table/list-props';
import { SearchField } from '@/components/data-table/search-field';
import { RetryAlert } from '@/components/retry-alert';
import { useCan } from '@/lib/session/can';
import { faqQueryOptions } from '../api/get-faq';
import type { FaqSearch } from '../faq-search';
import { FaqContact } from './faq-contact';
import { FaqGroupPanel } from './faq-group-panel';
import { FaqGroupTabs } from './faq-group-tabs';
import { FaqQuestionDialog } from './faq-question-dialog';
import { HelpHero } from './help-hero';
import { useDeleteFaqQuestionDialog } from './use-delete-faq-question-dialog';

type Editing = { question: FaqItem | null; groupId: number };

/** The FAQ: search (in the URL), the groups as tabs, their questions as accordions, and a way to ask us. */
export function FaqPage({ search, onSearchChange }: ListProps<FaqSearch>) {
  const { t } = useTranslation('help');
  const q = search.q ?? '';
  const faq = useQuery(faqQueryOptions(q));
  const canCreate = useCan({ action: 'create', subject: 'Faq' });
  const canUpdate = useCan({ action: 'update', subject: 'Faq' });
  const canDelete = useCan({ action: 'delete', subject: 'Faq' });
  const [editing, setEditing] = useState<Editing | null>(null);
  const deleteDialog = useDeleteFaqQuestionDialog();

  const groups: FaqGroup[] = faq.data ?? [];
  const active = groups.find((g) => g.id === search.group) ?? groups[0];

  return (
    <Stack spacing={6}>
      <HelpHero title={t('faq.title')} subtitle={t('faq.subtitle')}>
        <SearchField
          value={q}
          onChange={(next) => onSearchChange({ q: next || undefined })}
          label={t('faq.searchLabel')}
          placeholder={t('faq.searchPlaceholder')}
          delay={250}
        />
      </HelpHero>

      {faq.isPending ? (
        <FaqSkeleton />
      ) : faq.isError && !faq.data ? (
        <RetryAlert retryLabel={t('error.retry')} onRetry={() => void faq.refetch()}>
          {t('faq.loadError')}
        </RetryAlert>
      ) : groups.length === 0 ? (
        <FaqEmpty q={q} onClear={() => onSearchChange({ q: undefined })} />
      ) : (
        <Box
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', md: '240px 1fr' },
            gap: { xs: 3, md: 5 },
            alignItems: 'start',
          }}
        >
          <FaqGroupTabs
            groups={groups}
            activeId={active?.id}
            counted={q !== ''}
            onSelect={(id) => onSearchChange({ group: id })}
          />
          {active && (
            <FaqGroupPanel
              key={`${active.id}:${q}`}
              group={active}
              q={q}
              onAdd={canCreate ? () => setEditing({ question: null, groupId: active.id }) : undefined}
              onEdit={canUpdate ? (question) => setEditing({ question, groupId: active.id }) : undefined}
              onDelete={canDelete ? deleteDialog.ask : undefined}
            />
          )}
        </Box>
      )}
      {faq.isError && faq.data && <Alert severity="warning">{t('faq.staleError')}</Alert>}

      <FaqContact />

      {editing && (
        <FaqQuestionDialog
          groups={groups.length > 0 ? groups : []}
          question={editing.question}
          groupId={editing.groupId}
          onClose={() => setEditing(null)}
        />
      )}
      {deleteDialog.dialog}
    </Stack>
  );
}

function FaqSkeleton() {
  return (
    <Box
      aria-busy="true"
      sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '240px 1fr' }, gap: 5 }}
    >
      <Stack spacing={1}>
        {[0, 1, 2, 3, 4].map((i) => (
          <Skeleton key={i} variant="rounded" height={40} />
        ))}
      </Stack>
      <Stack spacing={2}>
        <Skeleton variant="rounded" height={48} width="50%" />
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} variant="rounded" height={56} />
        ))}
      </Stack>
    </Box>
  );
}

function FaqEmpty({ q, onClear }: { q: string; onClear: () => void }) {
  const { t } = useTranslation('help');
  return (
    <Card variant="outlined" sx={{ py: 6, px: 3, textAlign: 'center' }}>
      <Box sx={{ color: 'text.secondary', mb: 1 }}>
        <IconMoodEmpty size={40} stroke={1.4} aria-hidden />
      </Box>
      <Typography variant="h6" component="h2">
        {q ? t('faq.emptyTitle', { q }) : t('faq.noQuestions')}
      </Typography>
      {q && (
        <>
          <Typography color="text.secondary" sx={{ mt: 0.5, mb: 2 }}>
            {t('faq.emptyHint')}
          </Typography>
          <Button variant="outlined" onClick={onClear}>
            {t('faq.clearSearch')}
          </Button>
        </>
      )}
    </Card>
  );
}
