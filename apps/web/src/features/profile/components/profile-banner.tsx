import type { ProfileHeader } from '@app/contracts/profile';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import { alpha } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { IconBriefcase, IconCalendar, IconEdit, IconMapPin } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { UserAvatar } from '@/components/user-avatar';
import { useIntlFormat } from '@/lib/intl-format';

const Fact = ({ icon, children }: { icon: ReactNode; children: ReactNode }) => (
  <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.75, color: 'text.secondary' }}>
    <Box component="span" sx={{ display: 'flex' }} aria-hidden>
      {icon}
    </Box>
    <Typography component="span">{children}</Typography>
  </Box>
);

/** The cover, the picture, the name and where and since when the user works here. */
export function ProfileBanner({ header, onEdit }: { header: ProfileHeader; onEdit: () => void }) {
  const { t } = useTranslation('profile');
  const { date } = useIntlFormat();
  return (
    <Card sx={{ mb: 3 }}>
      <Box
        role="img"
        aria-label={t('cover')}
        sx={(theme) => ({
          height: { xs: 120, md: 200 },
          backgroundColor: 'primary.main',
          backgroundImage: header.coverImg
            ? `url(${header.coverImg})`
            : `linear-gradient(135deg, ${alpha(theme.palette.primary.main, 0.95)}, ${alpha(theme.palette.info.main, 0.75)})`,
          backgroundSize: 'cover',
          backgroundPosition: 'center',
        })}
      />
      <Box
        sx={{
          display: 'flex',
          flexDirection: { xs: 'column', md: 'row' },
          alignItems: { xs: 'center', md: 'flex-end' },
          gap: 3,
          px: { xs: 3, md: 4 },
          pb: 3,
        }}
      >
        <Box sx={{ mt: -6, p: '5px', borderRadius: 2.5, bgcolor: 'background.paper', flexShrink: 0 }}>
          <Box sx={{ borderRadius: 2, bgcolor: 'background.paper' }}>
            <UserAvatar
              name={header.fullName}
              src={header.profileImg}
              size={120}
              sx={{ borderRadius: 2, fontSize: '2.25rem' }}
            />
          </Box>
        </Box>
        <Box
          sx={{
            flexGrow: 1,
            minWidth: 0,
            textAlign: { xs: 'center', md: 'start' },
            display: 'grid',
            gap: 1.5,
          }}
        >
          <Typography variant="h4" component="h1">
            {header.fullName}
          </Typography>
          <Box
            sx={{
              display: 'flex',
              flexWrap: 'wrap',
              gap: 3,
              justifyContent: { xs: 'center', md: 'flex-start' },
            }}
          >
            <Fact icon={<IconBriefcase size={20} />}>
              {t(`roles.${header.designation}`, { defaultValue: header.designation })}
            </Fact>
            {header.location && <Fact icon={<IconMapPin size={20} />}>{header.location}</Fact>}
            <Fact icon={<IconCalendar size={20} />}>{t('joined', { date: date(header.joiningDate) })}</Fact>
          </Box>
        </Box>
        <Button
          variant="contained"
          startIcon={<IconEdit size={18} />}
          onClick={onEdit}
          sx={{ flexShrink: 0 }}
        >
          {t('edit.open')}
        </Button>
      </Box>
    </Card>
  );
}
