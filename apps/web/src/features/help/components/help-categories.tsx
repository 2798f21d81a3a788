import type { HelpCategory } from '@app/contracts';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { IconChevronRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { RouterTextLink } from '@/components/router-links';
import { TintedIcon } from '@/components/tinted-icon';
import { helpIcon } from './help-icon';
import { SectionTitle } from './section-title';

/** The knowledge base: each category with its articles' titles. */
export function HelpCategories({ categories }: { categories: HelpCategory[] }) {
  const { t } = useTranslation('help');
  return (
    <Box component="section" aria-labelledby="categories-title">
      <SectionTitle id="categories-title">{t('center.allCategories')}</SectionTitle>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' },
          gap: 3,
        }}
      >
        {categories.map((category) => (
          <Card key={category.id} component="article" aria-labelledby={`category-${category.id}`}>
            <CardContent>
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mb: 2 }}>
                <TintedIcon icon={helpIcon(category.icon)} tone="primary" size={38} />
                <Box>
                  <Typography id={`category-${category.id}`} variant="h6" component="h3">
                    {category.title}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {t('center.articleCount', { count: category.articles.length })}
                  </Typography>
                </Box>
              </Box>
              {category.articles.length === 0 ? (
                <Typography color="text.secondary">{t('center.emptyCategory')}</Typography>
              ) : (
                <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.25 }}>
                  {category.articles.map((article) => (
                    <li key={article.id}>
                      <RouterTextLink
                        to="/front-pages/help-center/article/$title"
                        params={{ title: article.slug }}
                        underline="hover"
                        sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}
                      >
                        <Box
                          component="span"
                          sx={{ display: 'flex', '[dir=rtl] &': { transform: 'scaleX(-1)' } }}
                        >
                          <IconChevronRight size={16} aria-hidden />
                        </Box>
                        {article.title}
                      </RouterTextLink>
                    </li>
                  ))}
                </Box>
              )}
            </CardContent>
          </Card>
        ))}
      </Box>
    </Box>
  );
}
