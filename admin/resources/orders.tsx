import { Box, Grid, Stack, Typography } from '@mui/material';
import {
  ArrayField,
  BooleanField,
  Datagrid,
  DateInput,
  FilterButton,
  List,
  SelectInput,
  Show,
  SimpleList,
  TextField,
  TextInput,
  TopToolbar,
  useCanAccess,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { everyOf, type DeliveryMethod, type Order, type PaymentMethod } from '../api/answers';
import { CsvButton } from '../ui/CsvButton';
import {
  DateTimeField,
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
import { useDateTime, useMoney } from '../ui/language';
import { useSmall } from '../ui/useSmall';
import { OrderActions } from './orderActions';
import {
  DeliveryCard,
  Fact,
  Facts,
  LinesCard,
  MoneyCard,
  NotesCard,
  OrderCard,
  TimelineCard,
  useOrder,
} from './orderCards';

// Orders in the back office: the list (searched, filtered, opened from the menu's queues) and one order's
// screen of cards. Staff are answered no money by the API; the screens leave out what is not there.

const PAY_METHODS = everyOf<PaymentMethod>()('BOG_CARD', 'LIBERTY_CARD', 'BOG_LOAN', 'TBC_CARD', 'TBC_LOAN');
const DELIVERY_METHODS = everyOf<DeliveryMethod>()('courier', 'regions', 'pickup', 'arranged');

function useFilters() {
  const translate = useTranslate();
  return [
    <TextInput key="q" source="q" alwaysOn helperText={translate('admin.order.search_help')} />,
    <SelectInput key="status" source="status" choices={choicesOf('admin.status', ORDER_STATUSES)} alwaysOn />,
    <SelectInput
      key="deliveryMethod"
      source="deliveryMethod"
      choices={choicesOf('admin.delivery_method', DELIVERY_METHODS)}
    />,
    <SelectInput key="paymentState" source="paymentState" choices={choicesOf('admin.payment_state', PAYMENT_STATES)} />,
    <TextInput key="number" source="number" />,
    <SelectInput key="paymentMethod" source="paymentMethod" choices={choicesOf('admin.payment', PAY_METHODS)} />,
    <TextInput key="customer" source="customer" />,
    <DateInput key="from" source="from" />,
    <DateInput key="to" source="to" />,
  ];
}

/** whether the operator sees the orders' money (staff do not: the API leaves it out) */
const useSeesMoney = () => useCanAccess({ resource: 'orders', action: 'money' }).canAccess === true;

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
  const dateTime = useDateTime();
  const status = useNamed('admin.status');
  const payment = useNamed('admin.payment_state');
  const delivery = useNamed('admin.delivery_method');
  const seesMoney = useSeesMoney();
  return (
    <List filters={useFilters()} sort={{ field: 'createdAt', order: 'DESC' }} actions={<ListActions />}>
      {small ? (
        <SimpleList
          primaryText={(order) => `${order.number} · ${status(order.status)}`}
          secondaryText={(order) => `${payment(order.paymentState)} · ${order.customer?.name || order.customer?.email}`}
          tertiaryText={(order) =>
            [dateTime(order.createdAt), delivery(order.deliveryMethod), seesMoney ? money(order.total) : '']
              .filter(Boolean)
              .join(' · ')
          }
          linkType="show"
        />
      ) : (
        <Datagrid rowClick="show" bulkActionButtons={false}>
          <TextField source="number" />
          <DateTimeField source="createdAt" />
          <OrderStatesField source="status" />
          <NamedField source="deliveryMethod" prefix="admin.delivery_method" sortable={false} />
          <NamedField source="paymentMethod" prefix="admin.payment" />
          {seesMoney && <MoneyField source="total" />}
          <TextField source="customer.name" label="resources.orders.fields.customerName" sortable={false} />
          <TextField source="customer.email" label="resources.orders.fields.customerEmail" sortable={false} />
        </Datagrid>
      )}
    </List>
  );
}

/** the order's number, state, payment and customer */
function SummaryCard() {
  const order = useRecordContext<Order & { id: number }>();
  const dateTime = useDateTime();
  const payment = useNamed('admin.payment');
  const paymentStatus = useNamed('admin.payment_status');
  if (!order) return null;
  return (
    <OrderCard title="admin.order.summary">
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center', mb: 1 }}>
        <Typography variant="h5" component="p">
          {order.number}
        </Typography>
        <OrderStatusField source="status" />
        <PaymentStateField source="paymentState" />
      </Stack>
      <Facts>
        <Fact label="resources.orders.fields.createdAt">{dateTime(order.createdAt)}</Fact>
        <Fact label="resources.orders.fields.paymentMethod">
          {`${payment(order.paymentMethod)} · ${paymentStatus(order.paymentStatus)}`}
        </Fact>
        <Fact label="resources.orders.fields.customerName">{order.customer.name}</Fact>
        <Fact label="resources.orders.fields.customerEmail">{order.customer.email}</Fact>
        <Fact label="resources.orders.fields.customerPhone">{order.customer.phone}</Fact>
      </Facts>
    </OrderCard>
  );
}

/** a table of the bank's records: scrolls inside its card on a phone */
function BankTable({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <OrderCard title={title}>
      <Box sx={{ overflowX: 'auto' }}>{children}</Box>
    </OrderCard>
  );
}

/** the payment attempts, the bank's callbacks and the refunds: money, so absent for staff */
function BankCards() {
  const order = useOrder();
  if (!order?.attempts) return null;
  return (
    <>
      <BankTable title="resources.orders.fields.attempts">
        <ArrayField source="attempts">
          <Datagrid bulkActionButtons={false} rowClick={false} empty={<EmptyRow />}>
            <DateTimeField source="createdAt" label="admin.order.at" />
            <TextField source="provider" label="admin.order.bank" />
            <TextField source="bankId" label="admin.order.bank_id" emptyText="—" />
            <TextField source="state" label="admin.order.attempt_state" />
            <BooleanField source="surplus" label="admin.order.surplus" />
            <MoneyField source="amount" label="admin.order.amount_paid" />
            <MoneyField source="refunded" label="admin.order.surplus_refunded" />
          </Datagrid>
        </ArrayField>
      </BankTable>
      <BankTable title="resources.orders.fields.callbacks">
        <ArrayField source="callbacks">
          <Datagrid bulkActionButtons={false} rowClick={false} empty={<EmptyRow />}>
            <DateTimeField source="receivedAt" label="admin.order.at" />
            <TextField source="provider" label="admin.order.bank" />
            <TextField source="status" label="admin.order.bank_status" />
            <TextField source="outcome" label="admin.order.outcome" emptyText="—" />
            <MoneyField source="amount" label="admin.order.amount_paid" />
          </Datagrid>
        </ArrayField>
      </BankTable>
      <BankTable title="resources.orders.fields.refunds">
        <ArrayField source="refunds">
          <Datagrid bulkActionButtons={false} rowClick={false} empty={<EmptyRow />}>
            <DateTimeField source="at" label="admin.order.at" />
            <MoneyField source="amount" label="admin.order.amount" />
            <BooleanField source="restock" label="admin.order.restock" />
            <BooleanField source="manual" label="admin.order.manual" />
            <TextField source="providerRefundId" label="admin.order.bank_reference" emptyText="—" />
            <TextField source="operatorEmail" label="admin.order.operator" />
          </Datagrid>
        </ArrayField>
      </BankTable>
    </>
  );
}

/** one order's screen: what to do with it first (summary, delivery, lines), then its money and its life */
export function OrderScreen() {
  return (
    <Grid container spacing={2} sx={{ minWidth: 0 }}>
      <Grid size={{ xs: 12, md: 6 }} sx={{ minWidth: 0 }}>
        <Stack spacing={2}>
          <SummaryCard />
          <DeliveryCard />
          <LinesCard />
        </Stack>
      </Grid>
      <Grid size={{ xs: 12, md: 6 }} sx={{ minWidth: 0 }}>
        <Stack spacing={2}>
          <MoneyCard />
          <NotesCard />
          <TimelineCard />
        </Stack>
      </Grid>
      <Grid size={12} sx={{ minWidth: 0 }}>
        <Stack spacing={2}>
          <BankCards />
        </Stack>
      </Grid>
    </Grid>
  );
}

export function OrderShow() {
  return (
    <Show
      component="div"
      // react-admin's show is a flex row: without this its content is as wide as a bank table, and a
      // phone's whole page scrolls sideways instead of the table inside its card
      sx={{ '& .RaShow-card': { minWidth: 0 } }}
      actions={
        <TopToolbar>
          <OrderActions />
        </TopToolbar>
      }
    >
      <OrderScreen />
    </Show>
  );
}

function EmptyRow() {
  const translate = useTranslate();
  return <Typography variant="body2">{translate('admin.order.none')}</Typography>;
}
