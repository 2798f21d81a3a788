import { type ContactBody, contactBody } from '@app/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { FormField } from '@/components/form-field/form-field';
import { useFormSubmit } from '@/components/form-field/use-form-submit';
import { useSendContact } from '../api/send-contact';
import { LandingSection } from './landing-section';

type Output = z.output<typeof contactBody>;
const FIELDS = ['name', 'email', 'message'];

/** The contact form: the message lands in the admins' inboxes. */
export function LandingContact() {
  const { t } = useTranslation('front');
  const send = useSendContact();
  const [sent, setSent] = useState(false);
  const form = useForm<ContactBody, unknown, Output>({
    resolver: zodResolver(contactBody),
    defaultValues: { name: '', email: '', message: '' },
  });
  const { submit, formError } = useFormSubmit(form, FIELDS, async (body) => {
    await send.mutateAsync(body);
    setSent(true);
    form.reset();
  });
  return (
    <LandingSection
      id="contact-us"
      chip={t('landing.contactChip')}
      title={t('landing.contactTitle')}
      text={t('landing.contactText')}
    >
      <Card variant="outlined" sx={{ maxWidth: 640, mx: 'auto' }}>
        <CardContent sx={{ p: { xs: 2.5, sm: 4 } }}>
          <Stack
            component="form"
            noValidate
            onSubmit={submit}
            spacing={2.5}
            aria-label={t('landing.contactTitle')}
          >
            {sent && (
              <Alert severity="success" onClose={() => setSent(false)}>
                {t('landing.contactSent')}
              </Alert>
            )}
            {formError && <Alert severity="error">{formError}</Alert>}
            <FormField
              ns="front"
              control={form.control}
              name="name"
              size="medium"
              label={t('landing.contactName')}
              required
              autoComplete="name"
            />
            <FormField
              ns="front"
              control={form.control}
              name="email"
              size="medium"
              type="email"
              label={t('landing.contactEmail')}
              required
              autoComplete="email"
            />
            <FormField
              ns="front"
              control={form.control}
              name="message"
              size="medium"
              label={t('landing.contactMessage')}
              multiline
              minRows={4}
              required
            />
            <Button
              type="submit"
              variant="contained"
              size="large"
              disabled={send.isPending}
              sx={{ alignSelf: 'flex-start' }}
            >
              {send.isPending ? t('landing.contactSending') : t('landing.contactSend')}
            </Button>
          </Stack>
        </CardContent>
      </Card>
    </LandingSection>
  );
}
