import { useTranslation } from 'react-i18next';
import { useLang } from '@/shared/i18n';
import { formatPrice } from '@/shared/lib';
import type { DeliveryMethod } from '../model/delivery';

/**
 * A delivery method's terms as the shop says them wherever it offers them (the checkout, the delivery
 * terms page), from the delivery settings: "7.00 ₾ · free from 200.00 ₾", "0–1 days" (none for pickup).
 */
export function useDeliveryTerms() {
  const { t } = useTranslation('checkout');
  const lang = useLang();
  return (method: DeliveryMethod) => {
    const fee = method.fee === 0 ? t('delivery.free') : formatPrice(method.fee, lang);
    const free =
      method.fee > 0 && method.freeFrom !== null
        ? ` · ${t('delivery.free_from', { amount: formatPrice(method.freeFrom, lang) })}`
        : '';
    const days = t(method.workingDays ? 'delivery.working_days' : 'delivery.days', {
      min: method.daysMin,
      max: method.daysMax,
    });
    return { price: fee + free, days: method.code === 'pickup' ? '' : days };
  };
}
