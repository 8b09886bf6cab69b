import { useTranslation } from 'react-i18next';
import { OrdersTable, useOrders } from '@/entities/order';
import { AccountLayout } from '@/widgets/account-layout';
import { PageHeading } from '@/widgets/page-heading';

export function OrdersPage() {
  const { t } = useTranslation('account');
  const { data: orders } = useOrders();
  return (
    <AccountLayout>
      <PageHeading title={t('my_orders')} />
      <OrdersTable orders={orders} />
    </AccountLayout>
  );
}
