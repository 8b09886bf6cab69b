import {
  Create,
  Datagrid,
  DateField,
  DateInput,
  FunctionField,
  List,
  NumberField,
  NumberInput,
  ReferenceField,
  ReferenceInput,
  SelectField,
  SelectInput,
  SimpleForm,
  SimpleList,
  TabbedForm,
  TextField,
  TextInput,
  required,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import { AdminEdit } from '../ui/AdminEdit';
import { LocalizedField, MoneyField, choicesOf } from '../ui/fields';
import { useLocalized, type Localized } from '../ui/language';
import { useSmall } from '../ui/useSmall';

// Categories, promo codes and content: plain lists and forms, texts in both languages.

function BothLanguages({ source, label }: { source: string; label: string }) {
  const translate = useTranslate();
  return (
    <>
      {(['ka', 'en'] as const).map((lang) => (
        <TextInput
          key={lang}
          source={`${source}.${lang}`}
          label={`${translate(label)} (${translate(`admin.product.${lang}`)})`}
          validate={required()}
          fullWidth
        />
      ))}
    </>
  );
}

// --- categories ---

function ParentInput() {
  const localized = useLocalized();
  return (
    <ReferenceInput source="parentId" reference="categories" perPage={200} sort={{ field: 'position', order: 'ASC' }}>
      <SelectInput optionText={(category: RaRecord) => localized(category.name as Localized)} />
    </ReferenceInput>
  );
}

export function CategoryList() {
  const localized = useLocalized();
  const small = useSmall();
  return (
    <List sort={{ field: 'position', order: 'ASC' }} perPage={50}>
      {small ? (
        <SimpleList
          primaryText={(category) => localized(category.name)}
          secondaryText={(category) => category.slug}
          linkType="edit"
        />
      ) : (
        <Datagrid rowClick="edit" bulkActionButtons={false}>
          <LocalizedField source="name" />
          <TextField source="slug" />
          <ReferenceField source="parentId" reference="categories" link={false} emptyText="—">
            <FunctionField render={(category: RaRecord) => localized(category.name as Localized)} />
          </ReferenceField>
          <NumberField source="position" />
        </Datagrid>
      )}
    </List>
  );
}

function CategoryForm() {
  return (
    <SimpleForm>
      <BothLanguages source="name" label="resources.categories.fields.name" />
      <TextInput source="slug" validate={required()} />
      <ParentInput />
      <NumberInput source="position" step={1} />
    </SimpleForm>
  );
}

export const CategoryEdit = () => (
  <AdminEdit>
    <CategoryForm />
  </AdminEdit>
);
export const CategoryCreate = () => (
  <Create redirect="list">
    <CategoryForm />
  </Create>
);

// --- promo codes ---

const PROMO_KINDS = choicesOf('admin.promo', ['percent', 'fixed']);

export function PromoList() {
  const small = useSmall();
  return (
    <List sort={{ field: 'validTo', order: 'DESC' }}>
      {small ? (
        <SimpleList
          primaryText={(promo) => promo.code}
          secondaryText={(promo) => `${promo.value}${promo.kind === 'percent' ? ' %' : ' ₾'}`}
          linkType="edit"
        />
      ) : (
        <Datagrid rowClick="edit" bulkActionButtons={false}>
          <TextField source="code" />
          <SelectField source="kind" choices={PROMO_KINDS} />
          <NumberField source="value" />
          <MoneyField source="minSubtotal" />
          <NumberField source="uses" />
          <NumberField source="maxUses" emptyText="∞" />
          <DateField source="validFrom" />
          <DateField source="validTo" />
        </Datagrid>
      )}
    </List>
  );
}

function PromoForm() {
  return (
    <SimpleForm>
      <TextInput source="code" validate={required()} />
      <SelectInput source="kind" choices={PROMO_KINDS} validate={required()} />
      <NumberInput source="value" min={0} validate={required()} />
      <NumberInput source="minSubtotal" min={0} step={0.01} />
      <NumberInput source="maxUses" min={1} step={1} />
      <NumberInput source="maxUsesPerCustomer" min={1} step={1} />
      <DateInput source="validFrom" />
      <DateInput source="validTo" />
      <NumberField source="uses" />
    </SimpleForm>
  );
}

export const PromoEdit = () => (
  <AdminEdit>
    <PromoForm />
  </AdminEdit>
);
export const PromoCreate = () => (
  <Create redirect="list">
    <PromoForm />
  </Create>
);

// --- content: news, FAQ, pages ---

const CONTENT_KINDS = choicesOf('admin.content', ['news', 'faq', 'page']);

export function ContentList() {
  const localized = useLocalized();
  const small = useSmall();
  return (
    <List filters={[<SelectInput key="kind" source="kind" choices={CONTENT_KINDS} alwaysOn />]}>
      {small ? (
        <SimpleList primaryText={(item) => localized(item.title)} secondaryText={(item) => item.slug} linkType="edit" />
      ) : (
        <Datagrid rowClick="edit" bulkActionButtons={false}>
          <SelectField source="kind" choices={CONTENT_KINDS} />
          <TextField source="slug" />
          <LocalizedField source="title" />
        </Datagrid>
      )}
    </List>
  );
}

function ContentForm() {
  const translate = useTranslate();
  return (
    <TabbedForm>
      <TabbedForm.Tab label="admin.product.details">
        <SelectInput source="kind" choices={CONTENT_KINDS} validate={required()} />
        <TextInput source="slug" validate={required()} />
      </TabbedForm.Tab>
      {(['ka', 'en'] as const).map((lang) => (
        <TabbedForm.Tab key={lang} label={translate(`admin.product.${lang}`)}>
          <TextInput source={`title.${lang}`} label="resources.content.fields.title" validate={required()} fullWidth />
          <TextInput source={`body.${lang}`} label="resources.content.fields.body" multiline minRows={12} fullWidth />
        </TabbedForm.Tab>
      ))}
    </TabbedForm>
  );
}

export const ContentEdit = () => (
  <AdminEdit>
    <ContentForm />
  </AdminEdit>
);
export const ContentCreate = () => (
  <Create redirect="list">
    <ContentForm />
  </Create>
);
