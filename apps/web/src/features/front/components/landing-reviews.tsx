import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Rating from '@mui/material/Rating';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { UserAvatar } from '@/components/user-avatar';
import { landingQueryOptions } from '../api/get-landing';
import { LandingSection } from './landing-section';

/** What customers said: the shop's newest published five-star reviews. */
export function LandingReviews() {
  const { t } = useTranslation('front');
  const landing = useQuery(landingQueryOptions());
  const reviews = landing.data?.reviews ?? [];
  if (landing.isSuccess && reviews.length === 0) return null;
  return (
    <LandingSection
      id="reviews"
      chip={t('landing.reviewsChip')}
      title={t('landing.reviewsTitle')}
      text={t('landing.reviewsText')}
      tinted
    >
      {landing.isError ? (
        <Typography color="text.secondary" sx={{ textAlign: 'center' }}>
          {t('landing.reviewsError')}
        </Typography>
      ) : (
        <Box
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' },
            gap: 3,
          }}
        >
          {landing.isPending
            ? [0, 1, 2].map((i) => <Skeleton key={i} variant="rounded" height={200} />)
            : reviews.map((review) => (
                <Card key={review.id} variant="outlined" component="figure" sx={{ m: 0 }}>
                  <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, height: '100%' }}>
                    <Rating
                      value={review.rating}
                      readOnly
                      size="small"
                      aria-label={t('landing.stars', { count: review.rating })}
                    />
                    <Typography variant="subtitle1" component="p" sx={{ fontWeight: 600 }}>
                      {review.head}
                    </Typography>
                    <Typography component="blockquote" color="text.secondary" sx={{ m: 0, flex: 1 }}>
                      {review.para}
                    </Typography>
                    <Box component="figcaption" sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
                      <UserAvatar name={review.reviewer} src={review.avatar} size={36} />
                      <Box sx={{ minWidth: 0 }}>
                        <Typography variant="body2" sx={{ fontWeight: 600 }}>
                          {review.reviewer}
                        </Typography>
                        <Typography variant="caption" color="text.secondary" noWrap component="p">
                          {review.product}
                        </Typography>
                      </Box>
                    </Box>
                  </CardContent>
                </Card>
              ))}
        </Box>
      )}
    </LandingSection>
  );
}
