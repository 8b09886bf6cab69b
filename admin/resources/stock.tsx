import { useState } from 'react';
import { Box, Stack, TextField, Typography } from '@mui/material';
import { Button, useCanAccess, useGetList, useRecordContext, useTranslate } from 'react-admin';
import { useLocalized, type Localized } from '../ui/language';
import { useRecordCall } from '../ui/saving';
import { useAdminApi } from '../ui/useAdminApi';

// A product's stock per warehouse (PUT /api/admin/products/:id/stock), apart from the product's form:
// staff count stock without the right to edit the product. A count never goes below the units reserved
// by unpaid orders: the API says how many the product's are (not per warehouse), and refuses a count
// below them with its message.

interface StockRow {
  warehouseId: number | string;
  quantity: number;
}

function WarehouseCount({ row, name }: { row: StockRow; name: string }) {
  const translate = useTranslate();
  const product = useRecordContext();
  const api = useAdminApi();
  const run = useRecordCall('admin.product.stock_saved');
  const [quantity, setQuantity] = useState(String(row.quantity));
  const value = Number(quantity);
  const valid = quantity !== '' && Number.isInteger(value) && value >= 0;
  const save = () => product && run(() => api.setStock(product.id, row.warehouseId, value));
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', py: 1 }}>
      <Typography sx={{ minWidth: 160 }}>{name}</Typography>
      <TextField
        size="small"
        type="number"
        label={translate('admin.product.quantity')}
        value={quantity}
        onChange={(event) => setQuantity(event.target.value)}
        error={!valid}
        slotProps={{ htmlInput: { min: 0, step: 1 } }}
        sx={{ width: 120 }}
      />
      <Button
        label="admin.product.save_stock"
        variant="outlined"
        disabled={!valid || value === row.quantity}
        onClick={save}
      />
    </Stack>
  );
}

export function StockEditor() {
  const translate = useTranslate();
  const localized = useLocalized();
  const product = useRecordContext();
  const { canAccess } = useCanAccess({ resource: 'products', action: 'stock' });
  const { data: warehouses = [] } = useGetList<{ id: number | string; name: Localized }>('warehouses', {
    pagination: { page: 1, perPage: 100 },
  });
  if (!product || !canAccess) return null;
  const stock: StockRow[] = product.stock ?? [];
  // every warehouse, those without a row yet at 0
  const rows = warehouses.map(
    (warehouse) =>
      stock.find((row) => String(row.warehouseId) === String(warehouse.id)) ?? {
        warehouseId: warehouse.id,
        quantity: 0,
      },
  );
  return (
    <Box sx={{ p: 2 }}>
      <Typography variant="h6" component="h2">
        {translate('admin.product.stock_tab')}
      </Typography>
      <Typography variant="body2">
        {translate('admin.product.reserved')}: {product.reserved ?? 0} · {translate('admin.product.live')}:{' '}
        {product.liveStock ?? 0}
      </Typography>
      {rows.map((row) => (
        <WarehouseCount
          key={`${row.warehouseId}:${row.quantity}`}
          row={row}
          name={localized(warehouses.find((warehouse) => warehouse.id === row.warehouseId)?.name)}
        />
      ))}
    </Box>
  );
}
