import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { RouterListItemButton } from '@/components/router-list-item-button';

/** The other articles of the section (the spec's articleList). */
export function HelpRelatedArticles({ articles }: { articles: { slug: string; title: string }[] }) {
  const { t } = useTranslation('help');
  return (
    <Card component="aside" variant="outlined" aria-labelledby="related-title">
      <CardContent>
        <Typography id="related-title" variant="h6" component="h2" sx={{ mb: 1 }}>
          {t('article.related')}
        </Typography>
        {articles.length === 0 ? (
          <Typography color="text.secondary">{t('article.noRelated')}</Typography>
        ) : (
          <List dense disablePadding>
            {articles.map((a) => (
              <ListItem key={a.slug} disablePadding>
                <RouterListItemButton
                  to="/front-pages/help-center/article/$title"
                  params={{ title: a.slug }}
                  sx={{ borderRadius: 1 }}
                >
                  <ListItemText primary={a.title} />
                </RouterListItemButton>
              </ListItem>
            ))}
          </List>
        )}
      </CardContent>
    </Card>
  );
}
