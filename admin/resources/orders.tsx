import { Box, Typography } from '@mui/material';
import {
  ArrayField,
  BooleanField,
  Datagrid,
  DateField,
  DateInput,
  FilterButton,
  List,
  NumberField,
  SelectInput,
  Show,
  SimpleList,
  SimpleShowLayout,
  TextField,
  TextInput,
  TopToolbar,
  useCanAccess,
  useTranslate,
} from 'react-admin';
import { everyOf, type PaymentMethod } from '../api/answers';
import { CsvButton } from '../ui/CsvButton';
import {
  MoneyField,
  NamedField,
  ORDER_STATUSES,
  OrderStatesField,
  OrderStatusField,
  PAYMENT_STATES,
  PaymentStateField,
  choicesOf,
  useNamed,
} from '../ui/fields';
import { useMoney } from '../ui/language';
import { useSmall } from '../ui/useSmall';
import { OrderActions } from './orderActions';

const PAY_METHODS = everyOf<PaymentMethod>()('BOG_CARD', 'LIBERTY_CARD', 'BOG_LOAN', 'TBC_CARD', 'TBC_LOAN');

const filters = [
  <SelectInput key="status" source="status" choices={choicesOf('admin.status', ORDER_STATUSES)} alwaysOn />,
  <TextInput key="number" source="number" alwaysOn />,
  <SelectInput key="paymentState" source="paymentState" choices={choicesOf('admin.payment_state', PAYMENT_STATES)} />,
  <SelectInput key="paymentMethod" source="paymentMethod" choices={choicesOf('admin.payment', PAY_METHODS)} />,
  <TextInput key="customer" source="customer" />,
  <DateInput key="from" source="from" />,
  <DateInput key="to" source="to" />,
];

function ListActions() {
  const { canAccess } = useCanAccess({ resource: 'orders', action: 'export' });
  return (
    <TopToolbar>
      <FilterButton />
      {canAccess && <CsvButton resource="orders" />}
    </TopToolbar>
  );
}

export function OrderList() {
  const small = useSmall();
  const money = useMoney();
  const status = useNamed('admin.status');
  const payment = useNamed('admin.payment_state');
  return (
    <List filters={filters} sort={{ field: 'createdAt', order: 'DESC' }} actions={<ListActions />}>
      {small ? (
        <SimpleList
          primaryText={(order) => `${order.number} · ${status(order.status)}`}
          secondaryText={(order) => `${payment(order.paymentState)} · ${order.customer?.name || order.customer?.email}`}
          tertiaryText={(order) => money(order.total)}
          linkType="show"
        />
      ) : (
        <Datagrid rowClick="show" bulkActionButtons={false}>
          <TextField source="number" />
          <DateField source="createdAt" showTime />
          <OrderStatesField source="status" />
          <NamedField source="paymentMethod" prefix="admin.payment" />
          <MoneyField source="total" />
          <TextField source="customer.name" label="resources.orders.fields.customerName" sortable={false} />
          <TextField source="customer.email" label="resources.orders.fields.customerEmail" sortable={false} />
        </Datagrid>
      )}
    </List>
  );
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  const translate = useTranslate();
  return (
    <Box sx={{ mt: 2, overflowX: 'auto' }}>
      <Typography variant="h6" component="h2">
        {translate(title)}
      </Typography>
      {children}
    </Box>
  );
}

export function OrderShow() {
  return (
    <Show
      actions={
        <TopToolbar>
          <OrderActions />
        </TopToolbar>
      }
    >
      <SimpleShowLayout>
        <TextField source="number" />
        <OrderStatusField source="status" />
        <PaymentStateField source="paymentState" />
        <DateField source="createdAt" showTime />
        <NamedField source="paymentMethod" prefix="admin.payment" />
        <TextField source="customer.name" label="resources.orders.fields.customerName" />
        <TextField source="customer.email" label="resources.orders.fields.customerEmail" />
        <TextField source="customer.phone" label="resources.orders.fields.customerPhone" />
        <TextField source="comment" emptyText="—" />
        <TextField source="trackingNumber" emptyText="—" />
        <TextField source="promo.code" label="resources.orders.fields.promo" emptyText="—" />
        <MoneyField source="totals.subtotal" label="resources.orders.fields.subtotal" />
        <MoneyField source="totals.discount" label="resources.orders.fields.discount" />
        <MoneyField source="total" />
        <MoneyField source="refunded" />
        <Section title="resources.orders.fields.lines">
          <ArrayField source="lines">
            <Datagrid bulkActionButtons={false} rowClick={false}>
              <TextField source="name" label="admin.order.product" />
              <NumberField source="quantity" label="admin.order.quantity" />
              <MoneyField source="unitPrice" label="admin.order.unit_price" />
              <MoneyField source="lineTotal" label="admin.order.line_total" />
            </Datagrid>
          </ArrayField>
        </Section>
        <Section title="resources.orders.fields.attempts">
          <ArrayField source="attempts">
            <Datagrid bulkActionButtons={false} rowClick={false} empty={<EmptyRow />}>
              <DateField source="createdAt" showTime label="admin.order.at" />
              <TextField source="provider" label="admin.order.bank" />
              <TextField source="bankId" label="admin.order.bank_id" emptyText="—" />
              <TextField source="state" label="admin.order.attempt_state" />
              <BooleanField source="surplus" label="admin.order.surplus" />
              <MoneyField source="amount" label="admin.order.amount_paid" />
              <MoneyField source="refunded" label="admin.order.surplus_refunded" />
            </Datagrid>
          </ArrayField>
        </Section>
        <Section title="resources.orders.fields.callbacks">
          <ArrayField source="callbacks">
            <Datagrid bulkActionButtons={false} rowClick={false} empty={<EmptyRow />}>
              <DateField source="receivedAt" showTime label="admin.order.at" />
              <TextField source="provider" label="admin.order.bank" />
              <TextField source="status" label="admin.order.bank_status" />
              <TextField source="outcome" label="admin.order.outcome" emptyText="—" />
              <MoneyField source="amount" label="admin.order.amount_paid" />
            </Datagrid>
          </ArrayField>
        </Section>
        <Section title="resources.orders.fields.refunds">
          <ArrayField source="refunds">
            <Datagrid bulkActionButtons={false} rowClick={false} empty={<EmptyRow />}>
              <DateField source="at" showTime label="admin.order.at" />
              <MoneyField source="amount" label="admin.order.amount" />
              <BooleanField source="restock" label="admin.order.restock" />
              <BooleanField source="manual" label="admin.order.manual" />
              <TextField source="providerRefundId" label="admin.order.bank_reference" emptyText="—" />
              <TextField source="operatorEmail" label="admin.order.operator" />
            </Datagrid>
          </ArrayField>
        </Section>
        <Section title="resources.orders.fields.history">
          <ArrayField source="history">
            <Datagrid bulkActionButtons={false} rowClick={false} empty={<EmptyRow />}>
              <DateField source="at" showTime label="admin.order.at" />
              <OrderStatusField source="status" />
              <TextField source="operatorEmail" label="admin.order.operator" />
              <TextField source="note" label="admin.order.note" emptyText="" />
            </Datagrid>
          </ArrayField>
        </Section>
      </SimpleShowLayout>
    </Show>
  );
}

function EmptyRow() {
  const translate = useTranslate();
  return <Typography variant="body2">{translate('admin.order.none')}</Typography>;
}
