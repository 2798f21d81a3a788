import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Divider from '@mui/material/Divider';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { IconEdit, IconFileOff, IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NotFoundCard } from '@/components/not-found-card';
import { RetryAlert } from '@/components/retry-alert';
import { RouterTextLink } from '@/components/router-links';
import { ApiError } from '@/lib/api-client';
import { useIntlFormat } from '@/lib/intl-format';
import { useCan } from '@/lib/session/can';
import { helpArticleQueryOptions } from '../api/get-help-article';
import { helpCenterQueryOptions } from '../api/get-help-center';
import { HelpArticleDialog } from './help-article-dialog';
import { HelpRelatedArticles } from './help-related-articles';
import { HelpStillNeedHelp } from './help-still-need-help';
import { useDeleteHelpArticleDialog } from './use-delete-help-article-dialog';

/** One help article: its path, title, last update, content, and the other articles of its section. */
export function HelpArticlePage({ slug }: { slug: string }) {
  const { t } = useTranslation('help');
  const format = useIntlFormat();
  const article = useQuery(helpArticleQueryOptions(slug));
  const canUpdate = useCan({ action: 'update', subject: 'HelpCenter' });
  const canDelete = useCan({ action: 'delete', subject: 'HelpCenter' });
  const categories = useQuery({ ...helpCenterQueryOptions(), enabled: canUpdate });
  const [editing, setEditing] = useState(false);
  const deleteDialog = useDeleteHelpArticleDialog();
  const data = article.data;

  if (
    article.isError &&
    article.error instanceof ApiError &&
    (article.error.status === 404 || article.error.status === 400)
  ) {
    return (
      <Container maxWidth="lg" sx={{ py: 8 }}>
        <NotFoundCard
          icon={IconFileOff}
          title={t('article.notFoundTitle')}
          text={t('article.notFound')}
          backLabel={t('article.backToCenter')}
          backTo="/front-pages/help-center"
        />
      </Container>
    );
  }

  return (
    <>
      <Container maxWidth="lg" sx={{ py: { xs: 3, md: 6 } }}>
        {article.isPending ? (
          <ArticleSkeleton />
        ) : !data ? (
          <RetryAlert retryLabel={t('error.retry')} onRetry={() => void article.refetch()}>
            {t('article.loadError')}
          </RetryAlert>
        ) : (
          <Box
            sx={{
              display: 'grid',
              gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) 300px' },
              gap: { xs: 4, md: 6 },
              alignItems: 'start',
            }}
          >
            <Box component="article" aria-labelledby="article-title" sx={{ minWidth: 0 }}>
              <Breadcrumbs aria-label={t('article.breadcrumb')} sx={{ mb: 2 }}>
                <RouterTextLink to="/front-pages/help-center" underline="hover" color="inherit">
                  {t('article.back')}
                </RouterTextLink>
                <Typography color="text.secondary">{data.categoryTitle}</Typography>
              </Breadcrumbs>
              <Typography
                id="article-title"
                variant="h3"
                component="h1"
                dir="auto"
                sx={{ mb: 1, fontSize: { xs: '1.75rem', md: '2.5rem' } }}
              >
                {data.title}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {t('article.lastUpdated', { date: format.date(data.lastUpdated) })}
              </Typography>
              {(canUpdate || canDelete) && (
                <Box sx={{ display: 'flex', gap: 1, mt: 2, flexWrap: 'wrap' }}>
                  {canUpdate && (
                    <Button
                      variant="outlined"
                      size="small"
                      startIcon={<IconEdit size={18} />}
                      onClick={() => setEditing(true)}
                      disabled={!categories.data}
                    >
                      {t('article.edit')}
                    </Button>
                  )}
                  {canDelete && (
                    <Button
                      variant="outlined"
                      color="error"
                      size="small"
                      startIcon={<IconTrash size={18} />}
                      onClick={() => deleteDialog.ask(data)}
                    >
                      {t('article.delete')}
                    </Button>
                  )}
                </Box>
              )}
              <Divider sx={{ my: 3 }} />
              {data.subtitle && (
                <Typography
                  variant="h6"
                  component="p"
                  color="text.secondary"
                  dir="auto"
                  sx={{ mb: 2, fontWeight: 400 }}
                >
                  {data.subtitle}
                </Typography>
              )}
              {data.productImg && (
                <Box
                  component="img"
                  src={data.productImg}
                  alt=""
                  sx={{ display: 'block', maxWidth: '100%', borderRadius: 1, mb: 3 }}
                />
              )}
              <ArticleBody html={data.productContent} />
            </Box>
            <HelpRelatedArticles articles={data.relatedArticles} />
          </Box>
        )}
      </Container>
      <HelpStillNeedHelp />
      {editing && data && categories.data && (
        <HelpArticleDialog
          categories={categories.data.allArticles}
          article={data}
          onClose={() => setEditing(false)}
        />
      )}
      {deleteDialog.dialog}
    </>
  );
}

/** The article's HTML, sanitized by the server when it was written. */
function ArticleBody({ html }: { html: string }) {
  return (
    <Box
      dir="auto"
      sx={{
        typography: 'body1',
        lineHeight: 1.75,
        '& p': { mt: 0, mb: 2 },
        '& li > p': { mb: 0.5 },
        '& ul, & ol': { ps: 3, mb: 2 },
        '& a': { color: 'primary.main' },
      }}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: stored through sanitize-html on the server (lib/sanitize-html.ts)
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}

function ArticleSkeleton() {
  return (
    <Card variant="outlined" aria-busy="true">
      <CardContent>
        <Skeleton width="30%" />
        <Skeleton variant="text" sx={{ fontSize: '2.5rem' }} width="70%" />
        <Skeleton width="20%" />
        <Skeleton variant="rounded" height={240} sx={{ mt: 3 }} />
      </CardContent>
    </Card>
  );
}
