import type { HelpArticleCard } from '@app/contracts';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { RouterButton } from '@/components/router-links';
import { TintedIcon } from '@/components/tinted-icon';
import { helpIcon } from './help-icon';
import { SectionTitle } from './section-title';

/** Popular or keep-learning articles: a card each with its picture (or its category's icon). */
export function HelpArticleCards({
  id,
  title,
  cards,
}: {
  id: string;
  title: string;
  cards: HelpArticleCard[];
}) {
  const { t } = useTranslation('help');
  return (
    <Box component="section" aria-labelledby={`${id}-title`}>
      <SectionTitle id={`${id}-title`}>{title}</SectionTitle>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' },
          gap: 3,
        }}
      >
        {cards.map((card) => (
          <Card key={card.id} variant="outlined" sx={{ display: 'flex' }}>
            <CardContent
              sx={{
                textAlign: 'center',
                display: 'flex',
                flexDirection: 'column',
                alignItems: 'center',
                gap: 1.5,
                flex: 1,
              }}
            >
              {card.img ? (
                <Box
                  component="img"
                  src={card.img}
                  alt=""
                  width={58}
                  height={58}
                  sx={{ objectFit: 'contain' }}
                />
              ) : (
                <TintedIcon icon={helpIcon(card.icon)} tone="primary" size={58} />
              )}
              <Typography variant="h6" component="h3" dir="auto">
                {card.title}
              </Typography>
              <Typography color="text.secondary" dir="auto" sx={{ flex: 1 }}>
                {card.subtitle}
              </Typography>
              <RouterButton
                to="/front-pages/help-center/article/$title"
                params={{ title: card.slug }}
                variant="outlined"
                size="small"
                aria-label={`${t('center.readMore')}: ${card.title}`}
              >
                {t('center.readMore')}
              </RouterButton>
            </CardContent>
          </Card>
        ))}
      </Box>
    </Box>
  );
}
