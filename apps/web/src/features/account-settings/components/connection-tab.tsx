import {
  type ConnectionsAnswer,
  type IntegrationKey,
  type SocialLinks,
  socialLinks,
  socialNetworks,
} from '@app/contracts/account-settings';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Chip from '@mui/material/Chip';
import InputAdornment from '@mui/material/InputAdornment';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import {
  type Icon,
  IconBrandAsana,
  IconBrandFacebook,
  IconBrandGithub,
  IconBrandGoogle,
  IconBrandInstagram,
  IconBrandLinkedin,
  IconBrandSlack,
  IconBrandX,
  IconMailbox,
  IconWorld,
} from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useConflictAwareSave } from '@/components/edit-conflict/use-conflict-aware-save';
import { FormField } from '@/components/form-field/form-field';
import { useFormSubmit } from '@/components/form-field/use-form-submit';
import { RetryAlert } from '@/components/retry-alert';
import { useToast } from '@/components/toast/use-toast';
import { connectionsQueryOptions, useSaveSocialLinks } from '../api/connections';

const INTEGRATION_ICON: Record<IntegrationKey, Icon> = {
  google: IconBrandGoogle,
  slack: IconBrandSlack,
  github: IconBrandGithub,
  mailchimp: IconMailbox,
  asana: IconBrandAsana,
};
const SOCIAL_ICON: Record<keyof SocialLinks, Icon> = {
  website: IconWorld,
  github: IconBrandGithub,
  linkedin: IconBrandLinkedin,
  x: IconBrandX,
  facebook: IconBrandFacebook,
  instagram: IconBrandInstagram,
};

/** The connection tab: the integrations (honestly not connectable here) and the social profile links. */
export function ConnectionTab() {
  const { t } = useTranslation('account-settings');
  const query = useQuery(connectionsQueryOptions());
  if (query.isError) {
    return (
      <RetryAlert retryLabel={t('retry')} onRetry={() => void query.refetch()}>
        {t('connections.loadError')}
      </RetryAlert>
    );
  }
  if (!query.data) return <Skeleton variant="rounded" height={520} aria-busy />;
  return (
    <Box
      sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' }, alignItems: 'start' }}
    >
      <Card>
        <CardHeader title={t('connections.title')} subheader={t('connections.subtitle')} />
        <CardContent sx={{ display: 'grid', gap: 2 }}>
          <Alert severity="info">{t('connections.unavailable')}</Alert>
          <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2 }}>
            {query.data.integrations.map(({ key, connected }) => {
              const Icon = INTEGRATION_ICON[key];
              return (
                <Box component="li" key={key} sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
                  <Box
                    sx={{
                      display: 'grid',
                      placeItems: 'center',
                      width: 40,
                      height: 40,
                      borderRadius: 1,
                      bgcolor: 'action.hover',
                      flexShrink: 0,
                    }}
                    aria-hidden
                  >
                    <Icon size={22} />
                  </Box>
                  <Box sx={{ flexGrow: 1, minWidth: 0 }}>
                    <Typography sx={{ fontWeight: 500 }}>
                      {t(`connections.integrations.${key}.name`)}
                    </Typography>
                    <Typography variant="body2" color="text.secondary">
                      {t(`connections.integrations.${key}.text`)}
                    </Typography>
                  </Box>
                  <Chip
                    size="small"
                    variant="outlined"
                    label={connected ? t('connections.connected') : t('connections.notConnected')}
                  />
                </Box>
              );
            })}
          </Box>
        </CardContent>
      </Card>
      <SocialLinksCard
        key={query.dataUpdatedAt}
        links={query.data.socialLinks}
        version={query.data.version}
      />
    </Box>
  );
}

function SocialLinksCard({ links, version }: { links: SocialLinks; version: number }) {
  const { t } = useTranslation('account-settings');
  const { notify } = useToast();
  const save = useSaveSocialLinks();
  const form = useForm({ resolver: zodResolver(socialLinks), mode: 'onTouched', defaultValues: links });
  // The settings row's version: links saved meanwhile (here or in another tab) are compared one by one.
  const conflict = useConflictAwareSave<SocialLinks, ConnectionsAnswer>({
    loaded: { version, values: links },
    fields: socialNetworks.map((network) => ({ name: network, label: t(`social.${network}`) })),
    fromDetail: (detail) => ({ version: detail.version, values: detail.socialLinks }),
    save: (values, at) => save.mutateAsync({ ...values, version: at }),
    onSaved: () => notify(t('social.saved')),
    onTakeTheirs: (values) => form.reset(values),
    onError: (error) => fail(error),
  });
  const { submit, formError, fail } = useFormSubmit(form, socialNetworks, (values) =>
    conflict.submit(values),
  );
  return (
    <Card>
      <CardHeader title={t('social.title')} subheader={t('social.subtitle')} />
      <CardContent>
        <Box component="form" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 2.5 }}>
          {formError && <Alert severity="error">{formError}</Alert>}
          {socialNetworks.map((network) => {
            const Icon = SOCIAL_ICON[network];
            return (
              <FormField
                key={network}
                control={form.control}
                name={network}
                ns="account-settings"
                type="url"
                label={t(`social.${network}`)}
                placeholder="https://"
                slotProps={{
                  htmlInput: { dir: 'ltr' },
                  input: {
                    startAdornment: (
                      <InputAdornment position="start">
                        <Icon size={20} aria-hidden />
                      </InputAdornment>
                    ),
                  },
                }}
              />
            );
          })}
          <div>
            <Button type="submit" variant="contained" disabled={save.isPending}>
              {save.isPending ? t('saving') : t('social.save')}
            </Button>
          </div>
        </Box>
      </CardContent>
      {conflict.dialog}
    </Card>
  );
}
