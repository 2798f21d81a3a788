import {
  type ShopSettings,
  type ShopSettingsAnswer,
  type ShopSettingsSection,
  shopSettingsSections,
} from '@app/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Divider from '@mui/material/Divider';
import { type ReactNode, useEffect, useState } from 'react';
import { type Resolver, type UseFormReturn, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useConflictAwareSave } from '@/components/edit-conflict/use-conflict-aware-save';
import { UnsavedChangesGuard } from '@/components/unsaved-changes-guard';
import { useSaveShopSettings } from '../api/save-shop-settings';
import { sectionConflictFields } from '../section-conflict-fields';

type Props<K extends ShopSettingsSection> = {
  section: K;
  values: ShopSettings[K];
  /** The section's version as loaded: a save sends it back (docs/edit-conflicts.md). */
  version: number;
  canUpdate: boolean;
  onSaved: () => void;
  children: (form: UseFormReturn<ShopSettings[K], unknown, ShopSettings[K]>) => ReactNode;
};

/**
 * One settings section as a form: validated with the contract's schema, saved as a whole section with
 * the section's version, and reset to what the server stored. Someone else's save of the section
 * meanwhile opens the conflict dialog. Leaving with unsaved changes asks first.
 */
export function SectionForm<K extends ShopSettingsSection>({
  section,
  values,
  version,
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
  const [failed, setFailed] = useState<string | null>(null);
  // What the form shows as loaded: it moves only when the form takes the stored values again.
  const [loaded, setLoaded] = useState({ version, values: values as Record<string, unknown> });
  // Saved elsewhere (another tab, a reload): show the stored values unless the person is editing.
  useEffect(() => {
    if (form.formState.isDirty) return;
    form.reset(values as never);
    setLoaded({ version, values: values as Record<string, unknown> });
  }, [values, version, form]);

  const conflict = useConflictAwareSave<Record<string, unknown>, ShopSettingsAnswer>({
    loaded,
    openedOn: loaded,
    fields: sectionConflictFields(section, values as Record<string, unknown>, t),
    fromDetail: (answer) => ({ version: answer.versions[section], values: answer[section] }),
    save: (data, sentVersion) => save.mutateAsync({ [section]: data, version: sentVersion } as never),
    onSaved: (saved) => {
      form.reset(saved[section] as never);
      onSaved();
    },
    onTakeTheirs: (theirs) => form.reset(theirs as never),
    onError: (error) => setFailed((error as Error).message),
  });

  const submit = form.handleSubmit(async (data) => {
    setFailed(null);
    try {
      await conflict.submit(data as Record<string, unknown>);
    } catch (error) {
      setFailed((error as Error).message);
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
        {failed && (
          <Alert severity="error" sx={{ mt: 3 }}>
            {t('form.saveFailed', { message: failed })}
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
                setFailed(null);
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
      <UnsavedChangesGuard ns="shop-settings" dirty={isDirty && !isSubmitting} />
      {conflict.dialog}
    </Card>
  );
}
