import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import IconButton from '@mui/material/IconButton';
import { IconGift, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogExampleCard } from '@/components/dialog-example-card';
import { useToast } from '@/components/toast/use-toast';
import { ReferralHowTo } from './referral-how-to';

/** /pages/dialog-examples: "refer and earn" shows how referrals work and copies the signed-in person's link. */
export function ReferralDialogExample() {
  const { t } = useTranslation('referral');
  const { notify } = useToast();
  const [open, setOpen] = useState(false);
  return (
    <DialogExampleCard
      icon={IconGift}
      tone="secondary"
      title={t('example.title')}
      text={t('example.text')}
      openLabel={t('example.open')}
      onOpen={() => setOpen(true)}
      dialog={
        <Dialog
          open={open}
          onClose={() => setOpen(false)}
          maxWidth="md"
          fullWidth
          aria-label={t('example.title')}
        >
          <IconButton
            aria-label={t('example.close')}
            onClick={() => setOpen(false)}
            sx={{ position: 'absolute', top: 8, insetInlineEnd: 8, zIndex: 1 }}
          >
            <IconX size={20} />
          </IconButton>
          <DialogContent sx={{ p: 0 }}>
            <ReferralHowTo
              onCopied={(ok) => (ok ? notify(t('howTo.copied')) : notify(t('howTo.copyFailed'), 'error'))}
            />
          </DialogContent>
        </Dialog>
      }
    />
  );
}
