import { type ShopSettings, type ShopSettingsSection, shopSettingsSections } from '@app/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Divider from '@mui/material/Divider';
import { type ReactNode, useEffect } from 'react';
import { type Resolver, type UseFormReturn, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useSaveShopSettings } from '../api/save-shop-settings';
import { UnsavedChangesGuard } from './unsaved-changes-guard';

type Props<K extends ShopSettingsSection> = {
  section: K;
  values: ShopSettings[K];
  canUpdate: boolean;
  onSaved: () => void;
  children: (form: UseFormReturn<ShopSettings[K], unknown, ShopSettings[K]>) => ReactNode;
};

/**
 * One settings section as a form: validated with the contract's schema, saved as a whole section, and
 * reset to what the server stored. Leaving with unsaved changes asks first.
 */
export function SectionForm<K extends ShopSettingsSection>({
  section,
  values,
  canUpdate,
  onSaved,
  children,
}: Props<K>) {
  const { t } = useTranslation('shop-settings');
  const save = useSaveShopSettings();
  const form = useForm<ShopSettings[K], unknown, ShopSettings[K]>({
    // The section's schema is picked by key; its type is the section's.
    resolver: zodResolver(shopSettingsSections[section] as never) as unknown as Resolver<
      ShopSettings[K],
      unknown,
      ShopSettings[K]
    >,
    defaultValues: values as never,
  });
  const { isDirty, isSubmitting } = form.formState;
  // Saved elsewhere (another tab, a reload): show the stored values unless the person is editing.
  useEffect(() => {
    if (!form.formState.isDirty) form.reset(values as never);
  }, [values, form]);

  const submit = form.handleSubmit(async (data) => {
    try {
      const saved = await save.mutateAsync({ [section]: data } as never);
      form.reset(saved[section] as never);
      onSaved();
    } catch {
      // The alert shows the server's reason.
    }
  });

  return (
    <Card component="form" noValidate onSubmit={submit} aria-labelledby={`settings-${section}-title`}>
      <CardHeader
        title={t(`sections.${section}.title`)}
        subheader={t(`sections.${section}.subtitle`)}
        slotProps={{ title: { variant: 'h5', component: 'h2', id: `settings-${section}-title` } }}
      />
      <CardContent>
        <fieldset disabled={!canUpdate} style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}>
          {children(form)}
        </fieldset>
        {save.isError && (
          <Alert severity="error" sx={{ mt: 3 }}>
            {t('form.saveFailed', { message: save.error.message })}
          </Alert>
        )}
      </CardContent>
      {canUpdate && (
        <>
          <Divider />
          <Box sx={{ display: 'flex', justifyContent: 'flex-end', flexWrap: 'wrap', gap: 2, p: 3 }}>
            <Button
              variant="outlined"
              color="secondary"
              disabled={!isDirty || isSubmitting}
              onClick={() => {
                save.reset();
                form.reset(values as never);
              }}
            >
              {t('form.discard')}
            </Button>
            <Button type="submit" variant="contained" disabled={!isDirty || isSubmitting}>
              {isSubmitting ? t('form.saving') : t('form.save')}
            </Button>
          </Box>
        </>
      )}
      <UnsavedChangesGuard dirty={isDirty && !isSubmitting} />
    </Card>
  );
}
