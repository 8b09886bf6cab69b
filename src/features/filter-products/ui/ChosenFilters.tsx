import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import CloseIcon from '@mui/icons-material/Close';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useLang } from '@/shared/i18n';
import { formatPrice } from '@/shared/lib';
import type { Facets } from '@/entities/product';
import { useFilterParams } from '../model/filterParams';

type ChosenFilter = { id: string; label: string; search: string };

function usePriceLabel() {
  const { t } = useTranslation('catalog');
  const lang = useLang();
  const { priceMin, priceMax } = useFilterParams();
  const price = (value: string) => formatPrice(Number(value), lang);
  if (priceMin && priceMax) return `${price(priceMin)} – ${price(priceMax)}`;
  if (priceMin) return t('price_at_least', { price: price(priceMin) });
  if (priceMax) return t('price_at_most', { price: price(priceMax) });
  return null;
}

/**
 * The filters in force, above the list on every screen: each a chip that is a link to the list without
 * it (so it works before the page's script has run), and "clear all". On a phone this is what shows the
 * filters once the drawer is closed.
 */
export function ChosenFilters({ facets }: { facets: Facets }) {
  const { t } = useTranslation('catalog');
  const navigate = useNavigate();
  const filters = useFilterParams();
  const priceLabel = usePriceLabel();
  const chosen: ChosenFilter[] = [
    ...(priceLabel
      ? [{ id: 'price', label: `${t('price')}: ${priceLabel}`, search: filters.without('price_min', 'price_max') }]
      : []),
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
