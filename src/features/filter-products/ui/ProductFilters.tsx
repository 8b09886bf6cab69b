import { useState, type FormEvent, type KeyboardEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import CheckBoxIcon from '@mui/icons-material/CheckBox';
import CheckBoxOutlineBlankIcon from '@mui/icons-material/CheckBoxOutlineBlank';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { KeptParams } from '@/shared/ui';
import type { Facets, RangeFacet, SpecFacet } from '@/entities/product';
import { useFilterParams } from '../model/filterParams';
import { rangesOf } from '../model/ranges';
import { useRangeDraft } from '../model/rangeDrafts';
import { FitsTelescope } from './FitsTelescope';
import { Group } from './Group';

const isPrice = (range: RangeFacet) => range.key === 'price';

const choiceRow = { display: 'flex', alignItems: 'center', gap: 1, py: 0.5, width: 'fit-content' } as const;

// a checkbox toggles with Space; a link only follows with Enter
const spaceFollows = (event: KeyboardEvent<HTMLElement>) => {
  if (event.key !== ' ') return;
  event.preventDefault();
  event.currentTarget.click();
};

/**
 * A value to filter by: a checkbox that is a link to the list with the value chosen or not (`search`),
 * so it filters before the page's script has run, and crawlers and shared links see the same lists.
 */
function Choice({ label, count, checked, search }: { label: string; count: number; checked: boolean; search: string }) {
  const face = (
    <>
      {checked ? <CheckBoxIcon fontSize="small" color="primary" /> : <CheckBoxOutlineBlankIcon fontSize="small" />}
      <span>
        {label}{' '}
        <Typography component="span" variant="body2" color="text.secondary">
          ({count})
        </Typography>
      </span>
    </>
  );
  // a value that would leave nothing stays visible, but cannot be chosen unless it already is
  if (count === 0 && !checked) {
    return (
      <Box
        role="checkbox"
        aria-checked={false}
        aria-disabled
        sx={{ ...choiceRow, color: 'text.disabled', '& .MuiTypography-root': { color: 'inherit' } }}
      >
        {face}
      </Box>
    );
  }
  return (
    <Link
      component={RouterLink}
      to={{ search }}
      role="checkbox"
      aria-checked={checked}
      onKeyDown={spaceFollows}
      color="inherit"
      underline="none"
      sx={choiceRow}
    >
      {face}
    </Link>
  );
}

function SpecGroup({ facet }: { facet: SpecFacet }) {
  const filters = useFilterParams();
  return (
    <Group legend={facet.label}>
      {facet.values.map((value) => (
        <Choice
          key={value.code}
          label={value.value}
          count={value.count}
          checked={filters.isChosen(facet.key, value.code)}
          search={filters.toggled(facet.key, value.code)}
        />
      ))}
    </Group>
  );
}

/**
 * A measurement's range (price, aperture, focal length, payload): two number fields moving by the
 * server's step, in a GET form the browser submits itself before the page's script has run.
 */
function RangeFilter({ range }: { range: RangeFacet }) {
  const { t } = useTranslation('catalog');
  const { pathname } = useLocation();
  const filters = useFilterParams();
  const chosen = filters.range(range.key);
  const [min, setMin] = useState(chosen.min);
  const [max, setMax] = useState(chosen.max);
  useRangeDraft(range.key, { min, max });
  const apply = (event: FormEvent) => {
    event.preventDefault();
    filters.setRanges({ [range.key]: { min, max } });
  };
  return (
    <Group legend={range.unit ? `${range.label} (${range.unit})` : range.label}>
      <Box
        component="form"
        method="get"
        action={pathname}
        onSubmit={apply}
        sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}
      >
        <KeptParams except={[`${range.key}_min`, `${range.key}_max`]} />
        {(
          [
            ['min', min, setMin, range.min],
            ['max', max, setMax, range.max],
          ] as const
        ).map(([end, value, setValue, placeholder]) => (
          <TextField
            key={end}
            size="small"
            type="number"
            name={`${range.key}_${end}`}
            label={t(`price_${end}`)}
            placeholder={String(placeholder)}
            value={value}
            onChange={(event) => setValue(event.target.value)}
            // min 0 with the step: the browser takes the values on the server's steps (the range's ends are on them)
            slotProps={{
              htmlInput: {
                min: 0,
                step: range.step,
                inputMode: 'decimal',
                'aria-label': t(`range_${end}`, { label: range.label }),
              },
            }}
            sx={{ width: 110 }}
          />
        ))}
        <Button type="submit" variant="outlined" size="small" aria-label={t('apply_range', { label: range.label })}>
          {t('apply')}
        </Button>
      </Box>
    </Group>
  );
}

/**
 * The list's filters from the facets our server sends: price range, in stock, the measurements' ranges and
 * the other specifications of the list's kind of product, each value with the number of products it would leave.
 */
export function ProductFilters({ facets }: { facets: Facets }) {
  const { t } = useTranslation('catalog');
  const filters = useFilterParams();
  const ranges = rangesOf(facets, t);
  // a measurement offered as a range is not offered again as a list of its values
  const specs = facets.specs.filter((facet) => !ranges.some((range) => range.key === facet.key));
  const [price, measurements] = [ranges.filter(isPrice), ranges.filter((range) => !isPrice(range))];
  const rangeFilter = (range: RangeFacet) => {
    const { min, max } = filters.range(range.key);
    return <RangeFilter key={`${range.key} ${min} ${max}`} range={range} />;
  };
  return (
    <Box component="section" aria-label={t('filters')}>
      {/* first: on an accessory list, what fits the shopper's telescope narrows more than any other filter */}
      {facets.fitsTelescope && <FitsTelescope />}
      {price.map(rangeFilter)}
      <Group legend={t('availability')}>
        <Choice
          label={t('in_stock_only')}
          count={facets.inStock}
          checked={filters.inStock}
          search={filters.withInStock(!filters.inStock)}
        />
      </Group>
      {measurements.map(rangeFilter)}
      {specs.map((facet) => (
        <SpecGroup key={facet.key} facet={facet} />
      ))}
      {filters.active && (
        <Button component={RouterLink} to={{ search: filters.cleared }} size="small">
          {t('clear_filters')}
        </Button>
      )}
    </Box>
  );
}
