import { shopCountries } from '@app/contracts';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useIntlFormat } from '@/lib/intl-format';
import { KitPage } from '../../components/kit-page';
import { Specimen } from '../../components/specimen';
import { useFormsText } from '../forms-kit';
import { type FoundPage, usePageSearch } from '../use-page-search';

type Country = (typeof shopCountries)[number];

/** MUI Autocomplete as the app uses it: a fixed list, and a multiple choice searched on the server. */
export function AutocompletePage() {
  const k = useFormsText('autocomplete');
  const { t } = useTranslation('search');
  const format = useIntlFormat();
  const [country, setCountry] = useState<Country | null>(shopCountries[2]);
  const [pages, setPages] = useState<FoundPage[]>([]);
  const [input, setInput] = useState('');
  const found = usePageSearch(input);
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
        importLine="import { useDebouncedValue } from '@/lib/use-debounced-value';"
        props={[
          { name: 'multiple', type: 'boolean', description: k('props.multiple') },
          { name: 'filterOptions', type: '(options) => options', description: k('props.filterOptions') },
          { name: 'loading', type: 'boolean', description: k('props.loading') },
          { name: 'onInputChange', type: '(event, text) => void', description: k('props.onInputChange') },
        ]}
      >
        <Box sx={{ display: 'grid', gap: 1.5 }}>
          <Autocomplete
            multiple
            value={pages}
            onChange={(_, next) => setPages(next)}
            inputValue={input}
            onInputChange={(_, next) => setInput(next)}
            options={found.data ?? []}
            filterOptions={(o) => o}
            getOptionLabel={pageTitle}
            isOptionEqualToValue={(a, b) => a.url === b.url}
            loading={found.isFetching}
            loadingText={k('server.loading')}
            noOptionsText={input.trim() ? k('server.none') : k('server.type')}
            renderValue={(value, getItemProps) =>
              value.map((option, index) => {
                const { key, ...itemProps } = getItemProps({ index });
                return <Chip key={key} size="small" label={pageTitle(option)} {...itemProps} />;
              })
            }
            renderOption={({ key, ...props }, option) => (
              <Box component="li" key={key} {...props}>
                <Box>
                  <Typography variant="body2">{pageTitle(option)}</Typography>
                  <Typography variant="caption" color="text.secondary" dir="ltr">
                    {option.url}
                  </Typography>
                </Box>
              </Box>
            )}
            renderInput={(params) => (
              <TextField
                {...params}
                size="small"
                label={k('server.label')}
                placeholder={k('server.placeholder')}
              />
            )}
          />
          <Typography variant="body2" color="text.secondary" role="status">
            {k('server.chosen', { count: pages.length })}
          </Typography>
        </Box>
      </Specimen>
    </KitPage>
  );
}
