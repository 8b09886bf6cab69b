import { useState } from 'react';
import {
  ArrayField,
  BooleanField,
  Confirm,
  Create,
  Datagrid,
  DateInput,
  EmailField,
  FunctionField,
  List,
  SelectField,
  SelectInput,
  Show,
  SimpleForm,
  SimpleList,
  SimpleShowLayout,
  TextField,
  TextInput,
  TopToolbar,
  email,
  required,
  useNotify,
  useRecordContext,
  useRedirect,
  useRefresh,
  type RaRecord,
} from 'react-admin';
import { LabelButton } from '../ui/LabelButton';
import { AdminEdit } from '../ui/AdminEdit';
import { everyOf, type OperatorLang, type Role } from '../api/answers';
import { useAdminLanguage, useDateTime } from '../ui/language';
import { CountField, DateTimeField, MoneyField, OrderStatusField, choicesOf } from '../ui/fields';
import { useActionFailure } from '../ui/saving';
import { useAdminApi } from '../ui/useAdminApi';
import { useSmall } from '../ui/useSmall';

// Customers (list, detail with their orders, disable), operators (owners only: invite by mail, change
// role, remove, reset two-step sign-in) and the audit log (owners only, read-only: no route edits it).

/** a button that asks first, then makes one call and reloads the record */
function ConfirmedCall({
  label,
  confirm,
  done,
  call,
  color = 'error',
}: {
  label: string;
  confirm: string;
  done: string;
  call: (record: RaRecord) => Promise<unknown>;
  /** error: it takes something away; primary: it only sends something */
  color?: 'error' | 'primary';
}) {
  const record = useRecordContext();
  const notify = useNotify();
  const refresh = useRefresh();
  const failed = useActionFailure();
  const [open, setOpen] = useState(false);
  if (!record) return null;
  return (
    <>
      <LabelButton label={label} color={color} onClick={() => setOpen(true)} />
      <Confirm
        isOpen={open}
        title={label}
        content={confirm}
        onClose={() => setOpen(false)}
        onConfirm={async () => {
          setOpen(false);
          try {
            await call(record);
            notify(done, { type: 'success' });
            refresh();
          } catch (error) {
            failed(error);
          }
        }}
      />
    </>
  );
}

// --- customers ---

export function CustomerList() {
  const small = useSmall();
  return (
    <List sort={{ field: 'createdAt', order: 'DESC' }}>
      {small ? (
        <SimpleList
          primaryText={(customer) => customer.email}
          secondaryText={(customer) => customer.name}
          linkType="show"
        />
      ) : (
        <Datagrid rowClick="show" bulkActionButtons={false}>
          <EmailField source="email" />
          <TextField source="name" />
          <DateTimeField dateOnly source="createdAt" />
          <CountField source="orders" sortable={false} />
          <BooleanField source="disabled" sortable={false} />
        </Datagrid>
      )}
    </List>
  );
}

function DisableCustomer() {
  const api = useAdminApi();
  const customer = useRecordContext();
  if (!customer || customer.disabled) return null;
  return (
    <ConfirmedCall
      label="admin.customer.disable"
      confirm="admin.customer.disable_confirm"
      done="admin.customer.disabled"
      call={(record) => api.disableCustomer(record.id)}
    />
  );
}

export function CustomerShow() {
  return (
    <Show
      actions={
        <TopToolbar>
          <DisableCustomer />
        </TopToolbar>
      }
    >
      <SimpleShowLayout>
        <EmailField source="email" />
        <TextField source="name" />
        <DateTimeField dateOnly source="createdAt" />
        <BooleanField source="disabled" />
        <MoneyField source="spent" />
        {/* `orders` is their count; the list of them is `orderList` */}
        <ArrayField source="orderList" label="resources.customers.fields.orders">
          <Datagrid bulkActionButtons={false} rowClick={(id) => `/orders/${id}/show`}>
            <TextField source="number" label="resources.orders.fields.number" />
            <DateTimeField dateOnly source="createdAt" label="resources.orders.fields.createdAt" />
            <OrderStatusField source="status" />
            <MoneyField source="total" label="resources.orders.fields.total" />
          </Datagrid>
        </ArrayField>
      </SimpleShowLayout>
    </Show>
  );
}

// --- operators ---

const ROLES = choicesOf('admin.role', everyOf<Role>()('owner', 'manager', 'staff'));

export function OperatorList() {
  return (
    <List sort={{ field: 'email', order: 'ASC' }}>
      <Datagrid rowClick="edit" bulkActionButtons={false}>
        <EmailField source="email" />
        <TextField source="name" />
        <SelectField source="role" choices={ROLES} />
        <BooleanField source="totp" sortable={false} />
        <BooleanField source="invited" sortable={false} />
        <DateTimeField dateOnly source="createdAt" />
      </Datagrid>
    </List>
  );
}

const LANGS = choicesOf('admin.product', everyOf<OperatorLang>()('ka', 'en'));

/** an invitation: the invitee gets a mail, in the language chosen, with a link to set their own password */
export function OperatorCreate() {
  const lang = useAdminLanguage();
  const notify = useNotify();
  const redirect = useRedirect();
  const sent = () => {
    notify('admin.operator.invited', { type: 'success' });
    redirect('list', 'operators');
  };
  return (
    <Create title="admin.operator.invite_title" mutationOptions={{ onSuccess: sent }}>
      <SimpleForm defaultValues={{ lang }}>
        <TextInput source="email" type="email" validate={[required(), email()]} />
        <TextInput source="name" validate={required()} />
        <SelectInput source="role" choices={ROLES} validate={required()} />
        <SelectInput source="lang" choices={LANGS} validate={required()} />
      </SimpleForm>
    </Create>
  );
}

function Reinvite() {
  const api = useAdminApi();
  const record = useRecordContext();
  if (!record?.invited) return null;
  return (
    <ConfirmedCall
      label="admin.operator.reinvite"
      confirm="admin.operator.reinvite_confirm"
      done="admin.operator.invited"
      color="primary"
      call={(invitee) => api.reinviteOperator(invitee.id)}
    />
  );
}

function ResetTwoStep() {
  const api = useAdminApi();
  return (
    <ConfirmedCall
      label="admin.operator.reset_2fa"
      confirm="admin.operator.reset_2fa_confirm"
      done="admin.operator.reset_2fa_done"
      call={(record) => api.resetTwoFactor(record.id)}
    />
  );
}

export function OperatorEdit() {
  return (
    <AdminEdit
      actions={
        <TopToolbar>
          <Reinvite />
          <ResetTwoStep />
        </TopToolbar>
      }
    >
      <SimpleForm>
        <EmailField source="email" />
        <TextInput source="name" validate={required()} />
        <SelectInput source="role" choices={ROLES} validate={required()} />
        <BooleanField source="totp" />
        <BooleanField source="invited" />
      </SimpleForm>
    </AdminEdit>
  );
}

// --- audit log ---

const json = (value: unknown) => (value == null ? '' : JSON.stringify(value));

export function AuditList() {
  const small = useSmall();
  const dateTime = useDateTime();
  return (
    <List
      sort={{ field: 'at', order: 'DESC' }}
      filters={[
        <TextInput key="entity" source="entity" alwaysOn />,
        <TextInput key="entityId" source="entityId" />,
        <TextInput key="operatorId" source="operatorId" />,
        <DateInput key="from" source="from" />,
        <DateInput key="to" source="to" />,
      ]}
    >
      {small ? (
        <SimpleList
          primaryText={(entry) => `${entry.action} ${entry.entity} ${entry.entityId ?? ''}`}
          secondaryText={(entry) => entry.operatorEmail}
          tertiaryText={(entry) => dateTime(entry.at)}
          linkType={false}
        />
      ) : (
        <Datagrid bulkActionButtons={false} rowClick={false}>
          <DateTimeField source="at" />
          <TextField source="operatorEmail" sortable={false} />
          <TextField source="action" sortable={false} />
          <TextField source="entity" sortable={false} />
          <TextField source="entityId" sortable={false} />
          <FunctionField source="before" sortable={false} render={(entry: RaRecord) => json(entry.before)} />
          <FunctionField source="after" sortable={false} render={(entry: RaRecord) => json(entry.after)} />
        </Datagrid>
      )}
    </List>
  );
}
