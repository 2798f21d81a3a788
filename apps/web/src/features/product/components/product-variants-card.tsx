import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useFieldArray } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/form-field/form-field';
import { SectionCard } from '@/components/section-card';
import type { ProductFormControl } from './product-form-types';

const MAX_VARIANTS = 20;

/** Option and value pairs (Size: XL, Color: Red). */
export function ProductVariantsCard({ control }: { control: ProductFormControl }) {
  const { t } = useTranslation('product');
  const variants = useFieldArray({ control, name: 'variants' });
  return (
    <SectionCard title={t('form.variants')}>
      {variants.fields.length === 0 && <Typography color="text.secondary">{t('variants.none')}</Typography>}
      {variants.fields.map((f, index) => (
        <Box
          key={f.id}
          sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', flexWrap: { xs: 'wrap', sm: 'nowrap' } }}
        >
          <FormField
            ns="product"
            control={control}
            name={`variants.${index}.option`}
            label={t('variants.option')}
            placeholder={t('variants.optionPlaceholder')}
            sx={{ flex: { xs: '1 1 100%', sm: '1 1 40%' } }}
          />
          <FormField
            ns="product"
            control={control}
            name={`variants.${index}.value`}
            label={t('variants.value')}
            placeholder={t('variants.valuePlaceholder')}
            sx={{ flex: '1 1 50%' }}
          />
          <IconButton
            aria-label={t('variants.remove', { index: index + 1 })}
            onClick={() => variants.remove(index)}
          >
            <IconTrash size={20} />
          </IconButton>
        </Box>
      ))}
      <Box>
        <Button
          variant="outlined"
          startIcon={<IconPlus size={18} />}
          disabled={variants.fields.length >= MAX_VARIANTS}
          onClick={() => variants.append({ option: '', value: '' })}
        >
          {t('variants.add')}
        </Button>
      </Box>
    </SectionCard>
  );
}
