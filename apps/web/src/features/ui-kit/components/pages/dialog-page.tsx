import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { FormDialog } from '@/components/form-dialog';
import { FormField } from '@/components/form-field/form-field';
import { useToast } from '@/components/toast/use-toast';
import { KitPage } from '../../components/kit-page';
import { Specimen } from '../../components/specimen';
import { useKitText } from '../../components/use-kit-text';

const member = z.object({
  name: z.string().trim().min(1, 'is required').max(60, 'must have at most 60 characters'),
  email: z.string().trim().min(1, 'is required').email('must be an e-mail address'),
});
type Member = z.infer<typeof member>;
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** ConfirmDialog before what cannot be undone, FormDialog for a short form: the app's two dialogs. */
export function DialogPage() {
  const k = useKitText('components', 'dialog');
  const { notify } = useToast();
  const [members, setMembers] = useState<Member[]>([
    { name: 'Jordan Stevenson', email: 'jordan@example.com' },
  ]);
  const [asking, setAsking] = useState<Member | null>(null);
  const [pending, setPending] = useState(false);
  const [failing, setFailing] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [adding, setAdding] = useState(false);
  const form = useForm<Member>({ resolver: zodResolver(member), defaultValues: { name: '', email: '' } });

  const remove = async () => {
    if (!asking) return;
    setPending(true);
    setError(null);
    await wait(600);
    setPending(false);
    if (failing) return setError(k('confirm.failed'));
    setMembers((all) => all.filter((m) => m !== asking));
    notify(k('confirm.done', { name: asking.name }));
    setAsking(null);
  };
  const add = form.handleSubmit(async (values) => {
    await wait(400);
    setMembers((all) => [...all, values]);
    notify(k('form.done', { name: values.name }));
    setAdding(false);
    form.reset();
  });
  return (
    <KitPage section="components" name="dialog">
      <Specimen
        title={k('confirm.title')}
        description={k('confirm.description')}
        importLine="import { ConfirmDialog } from '@/components/confirm-dialog';"
        props={[
          { name: 'open', type: 'boolean', description: k('props.open') },
          {
            name: 'color',
            type: "'primary' | 'error' | 'warning' | 'success'",
            description: k('props.color'),
          },
          { name: 'pending', type: 'boolean', description: k('props.pending') },
          { name: 'error', type: 'string | null', description: k('props.error') },
          { name: 'onConfirm / onClose', type: '() => void', description: k('props.onConfirm') },
        ]}
      >
        <Stack spacing={2}>
          <List dense aria-label={k('confirm.list')}>
            {members.map((m) => (
              <ListItem
                key={m.email}
                disableGutters
                secondaryAction={
                  <Button color="error" size="small" onClick={() => setAsking(m)}>
                    {k('confirm.remove')}
                  </Button>
                }
              >
                <ListItemText primary={m.name} secondary={m.email} />
              </ListItem>
            ))}
            {members.length === 0 && <ListItem disableGutters>{k('confirm.empty')}</ListItem>}
          </List>
          <FormControlLabel
            control={<Switch checked={failing} onChange={(e) => setFailing(e.target.checked)} />}
            label={k('confirm.fail')}
          />
        </Stack>
        <ConfirmDialog
          open={asking !== null}
          title={k('confirm.ask', { name: asking?.name ?? '' })}
          description={k('confirm.text')}
          confirmLabel={k('confirm.remove')}
          color="error"
          pending={pending}
          error={error}
          onConfirm={remove}
          onClose={() => {
            setAsking(null);
            setError(null);
          }}
        />
      </Specimen>
      <Specimen
        title={k('form.title')}
        description={k('form.description')}
        importLine="import { FormDialog } from '@/components/form-dialog';"
        props={[
          { name: 'title / subtitle', type: 'string', description: k('props.title') },
          { name: 'submitLabel', type: 'string', description: k('props.submitLabel') },
          { name: 'pending', type: 'boolean', description: k('props.formPending') },
          { name: 'onSubmit', type: 'FormEventHandler', description: k('props.onSubmit') },
        ]}
      >
        <Button variant="contained" onClick={() => setAdding(true)}>
          {k('form.open')}
        </Button>
        {adding && (
          <FormDialog
            title={k('form.heading')}
            subtitle={k('form.subtitle')}
            closeLabel={k('form.close')}
            cancelLabel={k('form.cancel')}
            submitLabel={k('form.submit')}
            pending={form.formState.isSubmitting}
            onSubmit={add}
            onClose={() => {
              setAdding(false);
              form.reset();
            }}
          >
            <FormField control={form.control} name="name" ns="ui-kit" label={k('form.name')} autoFocus />
            <FormField control={form.control} name="email" ns="ui-kit" label={k('form.email')} type="email" />
          </FormDialog>
        )}
      </Specimen>
    </KitPage>
  );
}
