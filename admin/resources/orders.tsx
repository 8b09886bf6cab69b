import { Box, Typography } from '@mui/material';
import {
  ArrayField,
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
import { CsvButton } from '../ui/CsvButton';
import { MoneyField, NamedField, ORDER_STATUSES, OrderStatusField, choicesOf, useNamed } from '../ui/fields';
import { useMoney } from '../ui/language';
import { useSmall } from '../ui/useSmall';
import { OrderActions } from './orderActions';

const PAY_METHODS = ['BOG_CARD', 'LIBERTY_CARD', 'BOG_LOAN', 'TBC_CARD', 'TBC_LOAN'];

const filters = [
  <SelectInput key="status" source="status" choices={choicesOf('admin.status', ORDER_STATUSES)} alwaysOn />,
  <TextInput key="number" source="number" alwaysOn />,
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
  return (
    <List filters={filters} sort={{ field: 'createdAt', order: 'DESC' }} actions={<ListActions />}>
      {small ? (
        <SimpleList
          primaryText={(order) => `${order.number} · ${status(order.status)}`}
          secondaryText={(order) => order.customerName || order.customerEmail}
          tertiaryText={(order) => money(order.total)}
          linkType="show"
        />
      ) : (
        <Datagrid rowClick="show" bulkActionButtons={false}>
          <TextField source="number" />
          <DateField source="createdAt" showTime />
          <OrderStatusField source="status" />
          <NamedField source="paymentMethod" prefix="admin.payment" />
          <MoneyField source="total" />
          <TextField source="customerName" />
          <TextField source="customerEmail" />
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
        <DateField source="createdAt" showTime />
        <NamedField source="paymentMethod" prefix="admin.payment" />
        <TextField source="customerName" />
        <TextField source="customerEmail" />
        <TextField source="comment" emptyText="—" />
        <TextField source="trackingNumber" emptyText="—" />
        <TextField source="promo" emptyText="—" />
        <MoneyField source="subtotal" />
        <MoneyField source="discount" />
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
        <Section title="resources.orders.fields.callbacks">
          <ArrayField source="callbacks">
            <Datagrid bulkActionButtons={false} rowClick={false} empty={<EmptyRow />}>
              <DateField source="at" showTime label="admin.order.at" />
              <TextField source="outcome" label="admin.order.outcome" />
              <MoneyField source="amount" label="admin.order.amount_paid" />
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
