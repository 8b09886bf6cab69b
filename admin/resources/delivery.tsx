import {
  BooleanField,
  BooleanInput,
  Datagrid,
  FunctionField,
  Labeled,
  List,
  NumberInput,
  SimpleForm,
  SimpleList,
  TextField,
  required,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import { AdminEdit } from '../ui/AdminEdit';
import { BothLanguages } from '../ui/BothLanguages';
import { LocalizedField, MoneyField, fieldWidth, helperRoom } from '../ui/fields';
import { useDays, useLocalized, useMoney } from '../ui/language';
import { useSmall } from '../ui/useSmall';

// Delivery settings (owners and managers; server/src/modules/delivery/delivery.admin.routes.ts): the shop's three delivery
// methods (courier, regions, pickup: a fixed set, edited, never created or removed) with their names,
// fee, free-from threshold, days and whether checkout offers them; and the warehouses shoppers may
// collect from, with their address and opening hours in both languages.

/** its threshold, or that it is never free */
function useFreeFrom() {
  const translate = useTranslate();
  const money = useMoney();
  return (method: RaRecord) =>
    method.freeFrom === null ? translate('admin.delivery.never_free') : money(method.freeFrom);
}

export function DeliveryMethodList() {
  const small = useSmall();
  const localized = useLocalized();
  const money = useMoney();
  const days = useDays();
  const freeFrom = useFreeFrom();
  return (
    // a fixed set: nothing to add, filter or export
    <List sort={{ field: 'position', order: 'ASC' }} pagination={false} actions={false}>
      {small ? (
        <SimpleList
          primaryText={(method) => localized(method.name)}
          secondaryText={(method) => `${money(method.fee)} · ${freeFrom(method)}`}
          tertiaryText={(method) => days(method.daysMin, method.daysMax)}
          linkType="edit"
        />
      ) : (
        <Datagrid rowClick="edit" bulkActionButtons={false}>
          <LocalizedField source="name" sortable={false} />
          <TextField source="code" />
          <MoneyField source="fee" sortable={false} />
          <FunctionField source="freeFrom" sortable={false} render={freeFrom} />
          <FunctionField
            source="daysMax"
            label="resources.delivery-methods.fields.days"
            sortable={false}
            render={(method) => days(method.daysMin, method.daysMax)}
          />
          <BooleanField source="active" sortable={false} />
        </Datagrid>
      )}
    </List>
  );
}

export const DeliveryMethodEdit = () => (
  <AdminEdit>
    <SimpleForm sx={helperRoom}>
      <Labeled>
        <TextField source="code" />
      </Labeled>
      <BothLanguages source="name" label="resources.delivery-methods.fields.name" />
      <NumberInput sx={fieldWidth} source="fee" min={0} step={0.01} validate={required()} />
      {/* emptied, it is null: never free */}
      <NumberInput sx={fieldWidth} source="freeFrom" min={0} step={0.01} helperText="admin.delivery.free_from_help" />
      <NumberInput sx={fieldWidth} source="daysMin" min={0} max={60} step={1} validate={required()} />
      <NumberInput sx={fieldWidth} source="daysMax" min={0} max={60} step={1} validate={required()} />
      <BooleanInput source="workingDays" helperText="admin.delivery.working_days_help" />
      <BooleanInput source="active" helperText="admin.delivery.active_help" />
      <NumberInput sx={fieldWidth} source="position" step={1} validate={required()} />
    </SimpleForm>
  </AdminEdit>
);

export function PickupPointList() {
  const small = useSmall();
  const localized = useLocalized();
  const translate = useTranslate();
  return (
    <List sort={{ field: 'id', order: 'ASC' }} pagination={false} actions={false}>
      {small ? (
        <SimpleList
          primaryText={(point) => localized(point.name)}
          secondaryText={(point) => (point.pickup ? localized(point.address) : translate('admin.delivery.no_pickup'))}
          linkType="edit"
        />
      ) : (
        <Datagrid rowClick="edit" bulkActionButtons={false}>
          <LocalizedField source="name" sortable={false} />
          <TextField source="code" />
          <BooleanField source="pickup" sortable={false} />
          <LocalizedField source="address" sortable={false} />
          <LocalizedField source="hours" sortable={false} />
        </Datagrid>
      )}
    </List>
  );
}

/** a warehouse that is not a pickup point may have no address or hours yet: the API takes them as empty texts */
const texts = (value: { en?: string | null; ka?: string | null } | null | undefined) => ({
  en: value?.en ?? '',
  ka: value?.ka ?? '',
});
const pointInput = (data: RaRecord) => ({ ...data, address: texts(data.address), hours: texts(data.hours) });

export const PickupPointEdit = () => (
  <AdminEdit transform={pointInput}>
    <SimpleForm>
      <Labeled>
        <TextField source="code" />
      </Labeled>
      <BothLanguages source="name" label="resources.pickup-points.fields.name" />
      <BooleanInput source="pickup" helperText="admin.delivery.pickup_help" />
      <BothLanguages source="address" label="resources.pickup-points.fields.address" optional />
      <BothLanguages source="hours" label="resources.pickup-points.fields.hours" optional />
    </SimpleForm>
  </AdminEdit>
);
