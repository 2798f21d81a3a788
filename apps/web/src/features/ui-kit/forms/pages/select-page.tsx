import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { FilterSelect } from '@/components/data-table/filter-select';
import { FormField } from '@/components/form-field/form-field';
import { KitPage } from '../../components/kit-page';
import { Specimen } from '../../components/specimen';
import { SampleForm, useFormsText, useSampleSave } from '../forms-kit';

const ROLES = ['admin', 'editor', 'author', 'maintainer', 'subscriber'] as const;
const STATUSES = ['active', 'pending', 'inactive'] as const;
const TAGS = ['new', 'sale', 'gift', 'eco', 'limited'] as const;

const schema = z.object({ role: z.enum(ROLES, 'is required'), plan: z.string().min(1, 'is required') });
type Input = z.input<typeof schema>;
type Output = z.output<typeof schema>;
const EMPTY = { role: '', plan: '' } as unknown as Input;

/** The app's selects: FormField with options, a list's FilterSelect, and a multiple select with chips. */
export function SelectPage() {
  const k = useFormsText('select');
  const sample = useSampleSave<Output>();
  const form = useForm<Input, unknown, Output>({ resolver: zodResolver(schema), defaultValues: EMPTY });
  const [status, setStatus] = useState<string | undefined>();
  const [tags, setTags] = useState<string[]>(['new']);
  return (
    <KitPage section="forms" name="select">
      <Specimen
        title={k('bound.title')}
        description={k('bound.description')}
        importLine="import { FormField } from '@/components/form-field/form-field';"
        props={[
          { name: 'options', type: '{ value: string; label: ReactNode }[]', description: k('props.options') },
          { name: 'required', type: 'boolean', description: k('props.required') },
        ]}
      >
        <SampleForm form={form} sample={sample} start={EMPTY}>
          <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            <FormField
              ns="ui-kit"
              control={form.control}
              name="role"
              label={k('bound.role')}
              required
              options={ROLES.map((r) => ({ value: r, label: k(`roles.${r}`) }))}
            />
            <FormField
              ns="ui-kit"
              control={form.control}
              name="plan"
              label={k('bound.plan')}
              required
              options={['basic', 'team', 'company', 'enterprise'].map((p) => ({
                value: p,
                label: k(`plans.${p}`),
              }))}
            />
          </Box>
        </SampleForm>
      </Specimen>
      <Specimen
        title={k('filter.title')}
        description={k('filter.description')}
        importLine="import { FilterSelect } from '@/components/data-table/filter-select';"
        props={[
          { name: 'allLabel', type: 'string', description: k('props.allLabel') },
          { name: 'variant', type: "'grid' | 'toolbar'", description: k('props.variant') },
          { name: 'onChange', type: '(value?: string) => void', description: k('props.onChange') },
        ]}
      >
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
          <FilterSelect
            variant="toolbar"
            label={k('filter.status')}
            allLabel={k('filter.all')}
            value={status}
            options={STATUSES.map((s) => ({ value: s, label: k(`statuses.${s}`) }))}
            onChange={setStatus}
          />
          <Typography variant="body2" color="text.secondary" role="status">
            {k('filter.showing', { status: status ? k(`statuses.${status}`) : k('filter.all') })}
          </Typography>
        </Box>
      </Specimen>
      <Specimen
        title={k('multiple.title')}
        description={k('multiple.description')}
        importLine="import TextField from '@mui/material/TextField';"
        props={[
          { name: 'slotProps.select.multiple', type: 'boolean', description: k('props.multiple') },
          {
            name: 'slotProps.select.renderValue',
            type: '(value) => ReactNode',
            description: k('props.renderValue'),
          },
        ]}
      >
        <TextField
          select
          fullWidth
          size="small"
          label={k('multiple.tags')}
          value={tags}
          onChange={(e) => setTags(e.target.value as unknown as string[])}
          slotProps={{
            select: {
              multiple: true,
              renderValue: (value) => (
                <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
                  {(value as string[]).map((tag) => (
                    <Chip key={tag} size="small" label={k(`tags.${tag}`)} />
                  ))}
                </Box>
              ),
            },
          }}
        >
          {TAGS.map((tag) => (
            <MenuItem key={tag} value={tag}>
              {k(`tags.${tag}`)}
            </MenuItem>
          ))}
        </TextField>
      </Specimen>
    </KitPage>
  );
}
