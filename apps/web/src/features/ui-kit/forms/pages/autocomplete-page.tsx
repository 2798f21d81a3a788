import { shopCountries } from '@app/contracts';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ServerSearchPicker } from '@/components/server-search-picker';
import { useIntlFormat } from '@/lib/intl-format';
import { KitPage } from '../../components/kit-page';
import { Specimen } from '../../components/specimen';
import { useFormsText } from '../forms-kit';
import { type FoundPage, pageSearchQueryOptions, toFoundPages } from '../use-page-search';

type Country = (typeof shopCountries)[number];

/** MUI Autocomplete as the app uses it: a fixed list, and a multiple choice searched on the server. */
export function AutocompletePage() {
  const k = useFormsText('autocomplete');
  const { t } = useTranslation('search');
  const format = useIntlFormat();
  const [country, setCountry] = useState<Country | null>(shopCountries[2]);
  const [pages, setPages] = useState<FoundPage[]>([]);
  const pageTitle = (p: FoundPage) => t(`pages.${p.url}`, { defaultValue: p.title });
  const countryLabel = (c: Country) => format.country(c.code, c.name);
  return (
    <KitPage section="forms" name="autocomplete">
      <Specimen
        title={k('fixed.title')}
        description={k('fixed.description')}
        importLine="import Autocomplete from '@mui/material/Autocomplete';"
        props={[
          { name: 'options', type: 'T[]', description: k('props.options') },
          { name: 'getOptionLabel', type: '(option: T) => string', description: k('props.getOptionLabel') },
          { name: 'isOptionEqualToValue', type: '(a: T, b: T) => boolean', description: k('props.equal') },
        ]}
      >
        <Autocomplete
          value={country}
          onChange={(_, next) => setCountry(next)}
          options={shopCountries}
          getOptionLabel={countryLabel}
          isOptionEqualToValue={(a, b) => a.code === b.code}
          noOptionsText={k('fixed.none')}
          renderInput={(params) => <TextField {...params} size="small" label={k('fixed.label')} />}
          sx={{ maxWidth: 360 }}
        />
      </Specimen>
      <Specimen
        title={k('server.title')}
        description={k('server.description')}
        importLine="import { ServerSearchPicker } from '@/components/server-search-picker';"
        props={[
          { name: 'query', type: '(q: string) => UseQueryOptions', description: k('props.query') },
          { name: 'toOptions', type: '(answer) => T[]', description: k('props.toOptions') },
          { name: 'renderOption', type: '(option: T) => ReactNode', description: k('props.renderOption') },
          { name: 'texts', type: '{ loading, none, unavailable, search }', description: k('props.texts') },
        ]}
      >
        <Box sx={{ display: 'grid', gap: 1.5 }}>
          <ServerSearchPicker
            value={pages}
            onChange={setPages}
            query={pageSearchQueryOptions}
            toOptions={toFoundPages}
            getOptionLabel={pageTitle}
            renderOption={(option) => (
              <Box>
                <Typography variant="body2">{pageTitle(option)}</Typography>
                <Typography variant="caption" color="text.secondary" dir="ltr">
                  {option.url}
                </Typography>
              </Box>
            )}
            texts={{
              loading: k('server.loading'),
              none: k('server.none'),
              unavailable: k('server.unavailable'),
              search: k('server.placeholder'),
            }}
            label={k('server.label')}
          />
          <Typography variant="body2" color="text.secondary" role="status">
            {k('server.chosen', { count: pages.length })}
          </Typography>
        </Box>
      </Specimen>
    </KitPage>
  );
}
