import type { ProfileFact } from '@app/contracts/profile';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  type Icon,
  IconCheck,
  IconCrown,
  IconFlag,
  IconLanguage,
  IconLayoutGrid,
  IconMail,
  IconPhone,
  IconShoppingCart,
  IconUser,
  IconUsers,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

const ICONS: Record<string, Icon> = {
  user: IconUser,
  check: IconCheck,
  crown: IconCrown,
  flag: IconFlag,
  language: IconLanguage,
  phone: IconPhone,
  mail: IconMail,
  users: IconUsers,
  'layout-grid': IconLayoutGrid,
  'shopping-cart': IconShoppingCart,
};

/** One list of the profile's facts under a small heading; the property is translated, the value is data. */
export function ProfileFacts({
  title,
  facts,
  values,
}: {
  title: string;
  facts: ProfileFact[];
  values?: (f: ProfileFact) => string;
}) {
  const { t } = useTranslation('profile');
  return (
    <Box>
      <Typography variant="overline" color="text.disabled" component="h3">
        {title}
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5, mt: 1 }}>
        {facts.map((f) => {
          const Icon = ICONS[f.icon] ?? IconCheck;
          return (
            <Box
              component="li"
              key={f.property}
              sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0 }}
            >
              <Box
                component="span"
                sx={{ display: 'flex', color: f.color ? `${f.color}.main` : 'text.secondary' }}
                aria-hidden
              >
                <Icon size={20} />
              </Box>
              <Typography sx={{ fontWeight: 500, flexShrink: 0 }}>
                {t(`facts.${f.property}`, {
                  defaultValue: t(`roles.${f.property}`, { defaultValue: f.property }),
                })}
                :
              </Typography>
              <Typography color="text.secondary" noWrap sx={{ minWidth: 0 }} dir="auto">
                {values ? values(f) : f.value || t('notSet')}
              </Typography>
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}
