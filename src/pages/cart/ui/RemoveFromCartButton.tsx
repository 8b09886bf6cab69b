import { useTranslation } from 'react-i18next';
import { useDispatch } from 'react-redux';
import IconButton from '@mui/material/IconButton';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import { productRemoved } from '@/entities/cart';

export function RemoveFromCartButton({ productId, name }: { productId: number; name: string }) {
  const { t } = useTranslation('cart');
  const dispatch = useDispatch();
  return (
    <IconButton aria-label={t('remove', { name })} onClick={() => dispatch(productRemoved(productId))}>
      <DeleteOutlinedIcon />
    </IconButton>
  );
}
