import {
  BooleanField,
  BooleanInput,
  Create,
  Datagrid,
  FilterButton,
  FunctionField,
  List,
  NullableBooleanInput,
  NumberInput,
  ReferenceField,
  SearchInput,
  SelectInput,
  Show,
  SimpleList,
  SimpleShowLayout,
  TabbedForm,
  TabbedFormTabs,
  TextField,
  TextInput,
  TopToolbar,
  CreateButton,
  required,
  useCanAccess,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import { AdminEdit } from '../ui/AdminEdit';
import { RichTextInput } from '../ui/RichTextInput';
import { CsvButton } from '../ui/CsvButton';
import { CountField, LocalizedField, MoneyField } from '../ui/fields';
import { useLocalized, useMoney, type Localized } from '../ui/language';
import { useSmall } from '../ui/useSmall';
import { CategoryTreeInput } from './categoryTree';
import { CompatibilityField, CompatibilityInputs, fitInput } from './productFit';
import { ImportButton } from './productImport';
import { ProductMedia } from './productMedia';
import { SpecificationInputs } from './productSpecs';
import { StockEditor } from './stock';

// Products: the list with search, category, stock and visibility filters; the form with the name and
// description in both languages (the description is the HTML the server sanitizes, as today), the price
// (owners and managers only: staff see no prices), specifications, what decides its fit with other
// products (productFit.tsx), and the stock per warehouse.

function CategoryName() {
  const localized = useLocalized();
  return <FunctionField render={(category: RaRecord) => localized(category.name as Localized)} />;
}

/** the list's filters: the category one for the roles that may read categories (staff may not) */
const filtersFor = (categories: boolean) => [
  <SearchInput key="q" source="q" alwaysOn />,
  ...(categories ? [<CategoryTreeInput key="categoryId" source="categoryId" />] : []),
  <SelectInput
    key="stock"
    source="stock"
    choices={[
      { id: 'in', name: 'admin.product.in' },
      { id: 'low', name: 'admin.product.low' },
      { id: 'out', name: 'admin.product.out' },
    ]}
  />,
  <NullableBooleanInput key="visible" source="visible" />,
  <NullableBooleanInput key="archived" source="archived" />,
];

function ListActions() {
  const create = useCanAccess({ resource: 'products', action: 'create' }).canAccess;
  const prices = useCanAccess({ resource: 'products', action: 'price' }).canAccess;
  const importing = useCanAccess({ resource: 'products', action: 'import' }).canAccess;
  return (
    <TopToolbar>
      <FilterButton />
      {create && <CreateButton />}
      {prices && <CsvButton resource="products" />}
      {importing && <ImportButton />}
    </TopToolbar>
  );
}

export function ProductList() {
  const small = useSmall();
  const localized = useLocalized();
  const money = useMoney();
  const prices = useCanAccess({ resource: 'products', action: 'price' }).canAccess;
  const edit = useCanAccess({ resource: 'products', action: 'edit' }).canAccess;
  const categories = useCanAccess({ resource: 'categories', action: 'list' }).canAccess;
  const open = edit ? 'edit' : 'show';
  return (
    <List filters={filtersFor(categories === true)} sort={{ field: 'id', order: 'DESC' }} actions={<ListActions />}>
      {small ? (
        <SimpleList
          primaryText={(product) => localized(product.name)}
          secondaryText={(product) => `${product.slug} · ${product.liveStock}`}
          tertiaryText={(product) => (prices ? money(product.discountedPrice ?? product.price) : '')}
          linkType={open}
        />
      ) : (
        <Datagrid rowClick={open} bulkActionButtons={false}>
          <TextField source="id" />
          <LocalizedField source="name" />
          <TextField source="slug" />
          {categories && (
            <ReferenceField source="categoryId" reference="categories" link={false} sortable={false}>
              <CategoryName />
            </ReferenceField>
          )}
          {prices && <MoneyField source="price" />}
          {prices && <MoneyField source="discountedPrice" sortable={false} />}
          {/* what shoppers can buy: the warehouses' counts less what unpaid orders reserve */}
          <CountField source="liveStock" label="resources.products.fields.stock" />
          <BooleanField source="visible" sortable={false} />
          <BooleanField source="archived" sortable={false} />
        </Datagrid>
      )}
    </List>
  );
}

function ProductForm({ defaultValues }: { defaultValues?: Record<string, unknown> }) {
  const translate = useTranslate();
  const prices = useCanAccess({ resource: 'products', action: 'price' }).canAccess;
  return (
    // four tabs are wider than a phone: arrows say there are more
    <TabbedForm
      defaultValues={defaultValues}
      warnWhenUnsavedChanges
      tabs={<TabbedFormTabs variant="scrollable" scrollButtons="auto" allowScrollButtonsMobile />}
    >
      <TabbedForm.Tab label="admin.product.details">
        {/* left empty, the server draws it from the English name; spaces become hyphens */}
        <TextInput source="slug" helperText="admin.product.slug_hint" />
        <CategoryTreeInput source="categoryId" validate={required()} />
        {prices && <NumberInput source="price" min={0} step={0.01} validate={required()} />}
        {prices && <NumberInput source="discountedPrice" min={0} step={0.01} />}
        <BooleanInput source="visible" helperText="admin.product.visible_hint" />
        <SpecificationInputs />
      </TabbedForm.Tab>
      {(['ka', 'en'] as const).map((lang) => (
        <TabbedForm.Tab key={lang} label={translate(`admin.product.${lang}`)}>
          <TextInput source={`name.${lang}`} label="resources.products.fields.name" validate={required()} fullWidth />
          <RichTextInput source={`description.${lang}`} label="resources.products.fields.description" />
        </TabbedForm.Tab>
      ))}
      <TabbedForm.Tab label="admin.fit.tab">
        <CompatibilityInputs />
      </TabbedForm.Tab>
    </TabbedForm>
  );
}

export function ProductEdit() {
  return (
    <AdminEdit transform={fitInput}>
      <ProductForm />
      <ProductMedia />
      <StockEditor />
    </AdminEdit>
  );
}

/** a new product waits hidden until the manager publishes it (the server's default too), with its pictures added on the next screen */
export function ProductCreate() {
  return (
    <Create redirect="edit" transform={fitInput}>
      <ProductForm defaultValues={{ visible: false }} />
    </Create>
  );
}

/** staff's view: the product read-only, with its stock counts */
export function ProductShow() {
  const prices = useCanAccess({ resource: 'products', action: 'price' }).canAccess;
  const categories = useCanAccess({ resource: 'categories', action: 'list' }).canAccess;
  return (
    <Show>
      <SimpleShowLayout>
        <LocalizedField source="name" />
        <TextField source="slug" />
        {categories && (
          <ReferenceField source="categoryId" reference="categories" link={false}>
            <CategoryName />
          </ReferenceField>
        )}
        {prices && <MoneyField source="price" />}
        <BooleanField source="visible" />
        <BooleanField source="archived" />
        <CompatibilityField label="admin.fit.tab" />
      </SimpleShowLayout>
      <StockEditor />
    </Show>
  );
}
