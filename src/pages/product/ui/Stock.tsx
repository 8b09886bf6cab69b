import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { uploadUrl } from '@/shared/lib';
import type { Warehouse } from '@/entities/product';

/** The warehouses that hold the product, each with its picture and name. */
export function Stock({ stocks }: { stocks: Warehouse[] }) {
  const { t } = useTranslation('catalog');
  if (stocks.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="stock-title" sx={{ mt: 3 }}>
      <Typography id="stock-title" component="h2" variant="h6">
        {t('warehouses')}
      </Typography>
      <Box component="ul" sx={{ p: 0, m: 0, listStyle: 'none', display: 'flex', gap: 2, flexWrap: 'wrap' }}>
        {stocks.map((warehouse, index) => (
          <Box component="li" key={`${warehouse.name}-${index}`} sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            {warehouse.img && (
              <img
                src={uploadUrl('warehouse', warehouse.img, 'thumb')}
                alt=""
                width={40}
                height={40}
                loading="lazy"
                style={{ objectFit: 'contain' }}
              />
            )}
            <span>{warehouse.name}</span>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
