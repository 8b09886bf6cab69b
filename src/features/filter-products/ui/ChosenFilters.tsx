import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import CloseIcon from '@mui/icons-material/Close';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useLang } from '@/shared/i18n';
import type { Facets } from '@/entities/product';
import { useFilterParams } from '../model/filterParams';
import { rangeText, rangesOf } from '../model/ranges';
import { useFitsName } from '../model/fits';

type ChosenFilter = { id: string; label: string; search: string };

/**
 * The filters in force, above the list on every screen ("Fits: {telescope}", ranges, values): each a
 * chip that is a link to the list without it (so it works before the page's script has run), and "clear all". On a phone this is what shows the
 * filters once the drawer is closed.
 */
export function ChosenFilters({ facets }: { facets: Facets }) {
  const { t } = useTranslation('catalog');
  const navigate = useNavigate();
  const lang = useLang();
  const filters = useFilterParams();
  const fits = useFitsName();
  const chosen: ChosenFilter[] = [
    ...(fits ? [{ id: 'fits', label: t('fits_chip', { name: fits }), search: filters.without('fits') }] : []),
    ...rangesOf(facets, t).flatMap((range) => {
      const { min, max } = filters.range(range.key);
      const text = rangeText(range, min, max, lang, t);
      const search = filters.without(`${range.key}_min`, `${range.key}_max`);
      return text ? [{ id: range.key, label: `${range.label}: ${text}`, search }] : [];
    }),
    ...(filters.inStock ? [{ id: 'in_stock', label: t('in_stock_only'), search: filters.withInStock(false) }] : []),
    ...facets.specs.flatMap((facet) =>
      facet.values
        .filter((value) => filters.isChosen(facet.key, value.code))
        .map((value) => ({
          id: `${facet.key}=${value.code}`,
          label: `${facet.label}: ${value.value}`,
          search: filters.toggled(facet.key, value.code),
        })),
    ),
  ];
  if (!filters.active) return null;

  return (
    <Box
      component="ul"
      aria-label={t('chosen_filters')}
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, listStyle: 'none', p: 0, m: 0, mb: 2 }}
    >
      {chosen.map((filter) => (
        <li key={filter.id}>
          <Chip
            component={RouterLink}
            to={{ search: filter.search }}
            clickable
            label={filter.label}
            aria-label={t('remove_filter', { filter: filter.label })}
            // the icon is inside the link: before hydration the browser follows it, after it the router does
            deleteIcon={<CloseIcon aria-hidden />}
            onDelete={() => navigate({ search: filter.search })}
            variant="outlined"
            color="primary"
            // a long name (a telescope's, in Georgian) wraps within the screen instead of running off it
            sx={{
              maxWidth: '100%',
              height: 'auto',
              minHeight: 32,
              '& .MuiChip-label': { whiteSpace: 'normal', py: 0.5 },
            }}
          />
        </li>
      ))}
      <li>
        <Link component={RouterLink} to={{ search: filters.cleared }} sx={{ ml: 1 }}>
          {t('clear_all_filters')}
        </Link>
      </li>
    </Box>
  );
}
