import { useState, type KeyboardEvent, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { Facets, SpecFacet } from '@/entities/product';
import { useFilterParams } from '../model/filterParams';

/** A group of choices: a fieldset, so a screen reader names each checkbox with its group. */
function Group({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mb: 2 }}>
      <Typography component="legend" variant="subtitle2" sx={{ fontWeight: 700, mb: 0.5 }}>
        {legend}
      </Typography>
      {children}
    </Box>
  );
}

function Choice({
  label,
  count,
  checked,
  onChange,
}: {
  label: string;
  count: number;
  checked: boolean;
  onChange: () => void;
}) {
  return (
    <FormControlLabel
      // a value that would leave nothing stays visible, but cannot be chosen unless it already is
      disabled={count === 0 && !checked}
      control={<Checkbox size="small" checked={checked} onChange={onChange} />}
      label={
        <>
          {label}{' '}
          <Typography component="span" variant="body2" color="text.secondary">
            ({count})
          </Typography>
        </>
      }
    />
  );
}

function SpecGroup({ facet }: { facet: SpecFacet }) {
  const filters = useFilterParams();
  return (
    <Group legend={facet.label}>
      <FormGroup>
        {facet.values.map((value) => (
          <Choice
            key={value.code}
            label={value.value}
            count={value.count}
            checked={filters.isChosen(facet.key, value.code)}
            onChange={() => filters.toggle(facet.key, value.code)}
          />
        ))}
      </FormGroup>
    </Group>
  );
}

function PriceRange({ range }: { range: NonNullable<Facets['price']> }) {
  const { t } = useTranslation('catalog');
  const filters = useFilterParams();
  const [min, setMin] = useState(filters.priceMin);
  const [max, setMax] = useState(filters.priceMax);
  const apply = () => filters.setPrice(min, max);
  // Enter in a field applies the range (on the field rather than a form submit, which React 19 would
  // turn into a form action once it starts a router transition)
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' && !event.nativeEvent.isComposing) apply();
  };
  return (
    <Group legend={t('price')}>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <TextField
          size="small"
          type="number"
          label={t('price_min')}
          placeholder={String(Math.floor(range.min))}
          value={min}
          onChange={(event) => setMin(event.target.value)}
          onKeyDown={onKeyDown}
          slotProps={{ htmlInput: { min: 0, inputMode: 'decimal' } }}
          sx={{ width: 110 }}
        />
        <TextField
          size="small"
          type="number"
          label={t('price_max')}
          placeholder={String(Math.ceil(range.max))}
          value={max}
          onChange={(event) => setMax(event.target.value)}
          onKeyDown={onKeyDown}
          slotProps={{ htmlInput: { min: 0, inputMode: 'decimal' } }}
          sx={{ width: 110 }}
        />
        <Button onClick={apply} variant="outlined" size="small">
          {t('apply_price')}
        </Button>
      </Box>
    </Group>
  );
}

/**
 * The list's filters from the facets our server sends: price range, in stock and the specifications of
 * the list's kind of product, each value with the number of products it would leave.
 */
export function ProductFilters({ facets }: { facets: Facets }) {
  const { t } = useTranslation('catalog');
  const filters = useFilterParams();
  return (
    <Box component="section" aria-label={t('filters')}>
      {facets.price && <PriceRange key={`${filters.priceMin} ${filters.priceMax}`} range={facets.price} />}
      <Group legend={t('availability')}>
        <Choice
          label={t('in_stock_only')}
          count={facets.inStock}
          checked={filters.inStock}
          onChange={() => filters.setInStock(!filters.inStock)}
        />
      </Group>
      {facets.specs.map((facet) => (
        <SpecGroup key={facet.key} facet={facet} />
      ))}
      {filters.active && (
        <Button onClick={filters.clear} size="small">
          {t('clear_filters')}
        </Button>
      )}
    </Box>
  );
}
