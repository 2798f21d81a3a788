import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { UserAvatar } from '@/components/user-avatar';
import { LandingSection } from './landing-section';

const TEAM = [
  { name: 'Sophie Gilbert', role: 'founder' },
  { name: 'Nannie Ford', role: 'product' },
  { name: 'Chris Watkins', role: 'engineering' },
  { name: 'Paul Miles', role: 'support' },
] as const;

export function LandingTeam() {
  const { t } = useTranslation('front');
  return (
    <LandingSection
      id="team"
      chip={t('landing.teamChip')}
      title={t('landing.teamTitle')}
      text={t('landing.teamText')}
    >
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          p: 0,
          m: 0,
          display: 'grid',
          gridTemplateColumns: { xs: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' },
          gap: 4,
        }}
      >
        {TEAM.map((member) => (
          <Box
            component="li"
            key={member.name}
            sx={{ textAlign: 'center', display: 'grid', justifyItems: 'center', gap: 1 }}
          >
            <UserAvatar name={member.name} src={null} size={88} />
            <Typography variant="h6" component="h3">
              {member.name}
            </Typography>
            <Typography color="text.secondary">{t(`landing.roles.${member.role}`)}</Typography>
          </Box>
        ))}
      </Box>
    </LandingSection>
  );
}
