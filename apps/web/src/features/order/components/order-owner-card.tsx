import type { OrderDetail } from '@app/contracts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Typography from '@mui/material/Typography';
import { IconUserQuestion } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { UserAvatar } from '@/components/user-avatar';
import { RoundIcon } from './round-icon';

type Props = { owner: OrderDetail['owner']; canChange: boolean; onChange: () => void };

/** The staff member the order belongs to ("owner = me" rules reach it through them), and a way to hand it on. */
export function OrderOwnerCard({ owner, canChange, onChange }: Props) {
  const { t } = useTranslation('order');
  const titleId = useId();
  return (
    <Card component="section" aria-labelledby={titleId}>
      <CardHeader
        title={t('owner.title')}
        slotProps={{ title: { component: 'h2', variant: 'h6', id: titleId } }}
        action={
          canChange ? (
            <Button size="small" onClick={onChange}>
              {t('owner.open')}
            </Button>
          ) : undefined
        }
      />
      <CardContent sx={{ pt: 0 }}>
        {owner ? (
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, minWidth: 0 }}>
            <UserAvatar name={owner.fullName} src={owner.avatar} size={40} />
            <Typography sx={{ fontWeight: 500 }} noWrap>
              {owner.fullName}
            </Typography>
          </Box>
        ) : (
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
            <RoundIcon icon={IconUserQuestion} bgcolor="action.hover" color="text.secondary" />
            <Box>
              <Typography sx={{ fontWeight: 500 }}>{t('owner.none')}</Typography>
              <Typography variant="body2" color="text.secondary">
                {t('owner.noneHint')}
              </Typography>
            </Box>
          </Box>
        )}
      </CardContent>
    </Card>
  );
}
