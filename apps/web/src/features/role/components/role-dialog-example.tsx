import { IconShieldPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogExampleCard } from '@/components/dialog-example-card';
import { useToast } from '@/components/toast/use-toast';
import { useCan } from '@/lib/session/can';
import { LazyRoleDialog, usePreloadedRoleDialog } from './lazy-role-dialog';
import { roleName } from './role-name';

/** /pages/dialog-examples: the Roles page's "add new role" dialog with its rules matrix; it really adds the role. */
export function RoleDialogExample() {
  const { t } = useTranslation('role');
  const { notify } = useToast();
  const canCreate = useCan({ action: 'create', subject: 'Role' });
  const [open, setOpen] = useState(false);
  usePreloadedRoleDialog();
  return (
    <DialogExampleCard
      icon={IconShieldPlus}
      tone="error"
      title={t('card.add')}
      text={t('example.text')}
      openLabel={t('example.open')}
      onOpen={() => setOpen(true)}
      unavailable={canCreate ? undefined : t('example.noRight')}
      dialog={
        open && (
          <LazyRoleDialog
            mode={{ kind: 'create' }}
            onClose={() => setOpen(false)}
            onSaved={(name) => {
              notify(t('toast.created', { name: roleName(t, name) }));
              setOpen(false);
            }}
          />
        )
      }
    />
  );
}
