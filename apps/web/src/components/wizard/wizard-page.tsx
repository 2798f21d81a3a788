import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import { IconList } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { PageHeader } from '../page-header';
import { RouterButton } from '../router-links';

type Props = {
  title: string;
  subtitle: string;
  /** The list the wizard's results land on, when the reader may open it. */
  listLink?: { to: string; label: string };
  /** Other header actions (the checkout's way back to the shop). */
  actions?: ReactNode;
  /** The done state once the wizard has its result; the form (children) until then. */
  done?: ReactNode;
  children: ReactNode;
};

/** A wizard's page (checkout, create-deal, property listing): its header, then the form or its done state in a card. */
export function WizardPage({ title, subtitle, listLink, actions, done, children }: Props) {
  return (
    <>
      <PageHeader
        title={title}
        subtitle={subtitle}
        actions={
          listLink ? (
            <RouterButton variant="outlined" to={listLink.to} startIcon={<IconList size={18} />}>
              {listLink.label}
            </RouterButton>
          ) : (
            actions
          )
        }
      />
      <Card>
        <CardContent>{done || children}</CardContent>
      </Card>
    </>
  );
}
