import { shopCountries } from '@app/contracts';
import { pricePerUnit } from '@app/contracts/property-listing';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import { IconPencil } from '@tabler/icons-react';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import type { IntlFormat } from '@/lib/intl-format';
import type { PropertyListingFormInput } from '../property-listing-form';
import { listingDay, useListingTexts } from './use-listing-texts';

type Props = {
  values: PropertyListingFormInput;
  format: IntlFormat;
  /** Opens a step again (0 to 4) to change what it holds. */
  onEdit: (step: number) => void;
};

/** Step 6: the listing as it will be stored, step by step, each with the way back to change it. */
export function PropertyListingReviewStep({ values: v, format, onEdit }: Props) {
  const { t } = useTranslation('property-listing');
  const x = useListingTexts(format);
  const country = shopCountries.find((c) => c.name === v.country);
  const unit = v.areaUnit;
  // A row's third item keeps a left-to-right value (a phone number, an address) in order in Arabic.
  const sections: { key: string; rows: [string, string, 'ltr'?][] }[] = [
    {
      key: 'contact',
      rows: [
        [t('fields.listedBy'), v.listedBy ? t(`listers.${v.listedBy}`) : ''],
        [t('fields.contactName'), v.contactName],
        [t('fields.email'), v.email.trim().toLowerCase(), 'ltr'],
        [t('fields.phone'), v.phone.trim(), 'ltr'],
      ],
    },
    {
      key: 'property',
      rows: [
        [t('fields.propertyType'), v.propertyType ? t(`types.${v.propertyType}`) : ''],
        [t('fields.propertyKind'), v.propertyKind ? t(`kinds.${v.propertyKind}`) : ''],
        [
          t('review.location'),
          [
            v.address,
            v.city,
            v.state,
            v.zipCode,
            country ? format.country(country.code.toUpperCase(), country.name) : '',
          ]
            .map((s) => s.trim())
            .filter(Boolean)
            .join(', '),
        ],
        [t('fields.landmark'), v.landmark?.trim() || t('texts.none')],
      ],
    },
    {
      key: 'features',
      rows: [
        [t('fields.bedrooms'), format.number(v.bedrooms)],
        [t('fields.bathrooms'), format.number(v.bathrooms)],
        [t('fields.floorNumber'), v.floorNumber === null ? t('texts.none') : format.number(v.floorNumber)],
        [t('fields.furnished'), v.furnished ? t(`furnished.${v.furnished}`) : ''],
        [t('fields.furnishings'), x.list('furnishings', v.furnishings)],
        [t('fields.commonArea'), x.yesNo(v.commonArea)],
        [t('fields.attachedBalcony'), x.yesNo(v.attachedBalcony)],
      ],
    },
    {
      key: 'area',
      rows: [
        [t('fields.totalArea'), x.area(v.totalArea, unit)],
        [t('fields.carpetArea'), x.area(v.carpetArea, unit)],
        [t('fields.plotArea'), x.area(v.plotArea, unit)],
        [t('fields.possession'), v.possession ? t(`possessions.${v.possession}`) : ''],
        [t('fields.availableFrom'), listingDay(format, v.availableFrom)],
        [t('fields.transaction'), v.transaction ? t(`transactions.${v.transaction}`) : ''],
        [t('fields.mainRoad'), x.yesNo(v.mainRoad)],
        [t('fields.nearby'), x.list('nearby', v.nearby)],
      ],
    },
    {
      key: 'price',
      rows: [
        [t('fields.expectedPrice'), x.money(v.expectedPrice)],
        [
          t('review.pricePerUnit', { unit: t(`units.${unit}`) }),
          x.money(pricePerUnit(v.expectedPrice, v.totalArea)),
        ],
        [
          t('fields.maintenanceCharge'),
          v.maintenanceCharge === null
            ? t('texts.none')
            : t('texts.perPeriod', {
                price: x.money(v.maintenanceCharge),
                period: t(`periods.${v.maintenancePeriod}`),
              }),
        ],
        [t('fields.bookingAmount'), x.money(v.bookingAmount)],
        [t('fields.otherAmount'), x.money(v.otherAmount)],
        [t('fields.priceIncludes'), x.list('inclusions', v.priceIncludes)],
        [t('fields.priceDisplay'), t(`displays.${v.priceDisplay}`)],
      ],
    },
  ];
  return (
    <Box>
      <Typography variant="h5" component="h2" sx={{ mb: 1 }}>
        {t('review.title')}
      </Typography>
      {sections.map((section, index) => (
        <Fragment key={section.key}>
          {index > 0 && <Divider sx={{ my: 2 }} />}
          <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, mb: 1 }}>
            <Typography variant="h6" component="h3">
              {t(`steps.${section.key}`)}
            </Typography>
            <Button
              size="small"
              startIcon={<IconPencil size={16} />}
              onClick={() => onEdit(index)}
              aria-label={t('review.edit', { step: t(`steps.${section.key}`) })}
            >
              {t('review.editShort')}
            </Button>
          </Box>
          <Box
            component="dl"
            sx={{
              display: 'grid',
              gridTemplateColumns: { xs: '1fr', sm: 'minmax(160px, 1fr) 3fr' },
              gap: 1,
              m: 0,
            }}
          >
            {section.rows.map(([label, value, dir]) => (
              <Box key={label} sx={{ display: 'contents' }}>
                <Typography component="dt" color="text.secondary" sx={{ fontWeight: 500 }}>
                  {label}
                </Typography>
                <Typography component="dd" sx={{ m: 0, mb: { xs: 1, sm: 0 }, overflowWrap: 'anywhere' }}>
                  {dir ? <bdi dir={dir}>{value}</bdi> : value}
                </Typography>
              </Box>
            ))}
          </Box>
        </Fragment>
      ))}
    </Box>
  );
}
