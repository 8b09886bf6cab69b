import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import CompareArrowsIcon from '@mui/icons-material/CompareArrows';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useLang } from '@/shared/i18n';
import { compareAddress } from '../model/compareAddress';
import { useCompareList } from '../model/compareList';

/** "Add to compare" on a product's page (a toggle), and a link to the comparison once it holds a product. */
export function CompareToggle({ slug }: { slug: string }) {
  const { t } = useTranslation('catalog');
  const lang = useLang();
  const compare = useCompareList();
  const chosen = compare.has(slug);
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
      <Button
        variant={chosen ? 'contained' : 'outlined'}
        size="small"
        startIcon={<CompareArrowsIcon />}
        aria-pressed={chosen}
        onClick={() => compare.toggle(slug)}
      >
        {t('add_to_compare')}
      </Button>
      {compare.slugs.length > 0 && (
        <Link component={RouterLink} to={compareAddress(lang, compare.slugs)}>
          {t('compare_count', { count: compare.slugs.length })}
        </Link>
      )}
    </Box>
  );
}
