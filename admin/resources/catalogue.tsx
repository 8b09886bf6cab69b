import {
  BooleanField,
  BooleanInput,
  Create,
  Datagrid,
  DateTimeInput,
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
  UrlField,
  required,
  useResourceContext,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import { AdminEdit } from '../ui/AdminEdit';
import { RichTextInput } from '../ui/RichTextInput';
import { BothLanguages } from '../ui/BothLanguages';
import { CountField, DateTimeField, LocalizedField, MoneyField, choicesOf, useNamed } from '../ui/fields';
import { useLocalized, type Localized } from '../ui/language';
import { useSmall } from '../ui/useSmall';
import { RecordPicture } from './recordPicture';

// Categories, promo codes and content: plain lists and forms, texts in both languages.

// --- categories ---

function ParentInput() {
  const localized = useLocalized();
  return (
    <ReferenceInput source="parentId" reference="categories" perPage={200} sort={{ field: 'position', order: 'ASC' }}>
      {/* no parent is null to the API; react-admin's select gives '' for its empty choice (a null emptyValue throws) */}
      <SelectInput
        optionText={(category: RaRecord) => localized(category.name as Localized)}
        parse={(value: unknown) => (value === '' ? null : value)}
      />
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
          <ReferenceField source="parentId" reference="categories" link={false} emptyText="—" sortable={false}>
            <FunctionField render={(category: RaRecord) => localized(category.name as Localized)} />
          </ReferenceField>
          <CountField source="position" />
          <BooleanField source="home" sortable={false} />
          <CountField source="products" sortable={false} />
        </Datagrid>
      )}
    </List>
  );
}

function CategoryForm() {
  return (
    <SimpleForm defaultValues={{ parentId: null, position: 0, home: false }}>
      <BothLanguages source="name" label="resources.categories.fields.name" />
      <TextInput source="slug" validate={required()} />
      <ParentInput />
      <NumberInput source="position" step={1} validate={required()} />
      <BooleanInput source="home" />
    </SimpleForm>
  );
}

export const CategoryEdit = () => (
  <AdminEdit>
    <CategoryForm />
    <RecordPicture folder="categories" />
  </AdminEdit>
);
export const CategoryCreate = () => (
  <Create redirect="list">
    <CategoryForm />
  </Create>
);

// --- promo codes (expired by setting their end to now: the API keeps them for the orders that used them) ---

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
          <SelectField source="kind" choices={PROMO_KINDS} sortable={false} />
          <NumberField source="value" sortable={false} />
          <MoneyField source="minSubtotal" sortable={false} />
          <CountField source="uses" sortable={false} />
          <CountField source="maxUses" emptyText="∞" sortable={false} />
          <DateTimeField source="validFrom" />
          <DateTimeField source="validTo" />
        </Datagrid>
      )}
    </List>
  );
}

/** a moment as the API takes it (date-time with its zone): the browser's field gives local "YYYY-MM-DDTHH:mm" */
const moment = (value: unknown) => (value ? new Date(value as string).toISOString() : null);

/** the API wants every limit said: an empty one is none (null), no minimum is 0 */
const promoInput = (data: RaRecord) => ({
  ...data,
  minSubtotal: data.minSubtotal ?? 0,
  maxUses: data.maxUses ?? null,
  maxUsesPerCustomer: data.maxUsesPerCustomer ?? null,
  validFrom: moment(data.validFrom),
  validTo: moment(data.validTo),
});

function PromoForm() {
  return (
    <SimpleForm>
      <TextInput source="code" validate={required()} />
      <SelectInput source="kind" choices={PROMO_KINDS} validate={required()} />
      <NumberInput source="value" min={0} validate={required()} />
      <NumberInput source="minSubtotal" min={0} step={0.01} />
      <NumberInput source="maxUses" min={1} step={1} />
      <NumberInput source="maxUsesPerCustomer" min={1} step={1} />
      {/* moments (date-time), as the API keeps them: a date alone would be refused */}
      <DateTimeInput source="validFrom" />
      <DateTimeInput source="validTo" validate={required()} />
      <CountField source="uses" />
    </SimpleForm>
  );
}

export const PromoEdit = () => (
  <AdminEdit transform={promoInput}>
    <PromoForm />
  </AdminEdit>
);
export const PromoCreate = () => (
  <Create redirect="list" transform={promoInput}>
    <PromoForm />
  </Create>
);

// --- content: news, FAQ, partners and the HTML pages (about and the policies), each its own API resource ---

/** a text of a content record: a line, or the manager's HTML (`rich`); English is required unless `optional` */
interface ContentText {
  source: string;
  rich?: boolean;
  optional?: boolean;
}

/** a text in both languages, each on its own tab, with the language-free fields first */
function BilingualTabs({ details, texts }: { details: React.ReactNode; texts: ContentText[] }) {
  const translate = useTranslate();
  const resource = useResourceContext();
  return (
    <TabbedForm>
      {/* no details: no tab for them, not an empty place (which left the first language's tab unselected) */}
      {[
        ...(details
          ? [
              <TabbedForm.Tab key="details" label="admin.product.details">
                {details}
              </TabbedForm.Tab>,
            ]
          : []),
        ...(['ka', 'en'] as const).map((lang) => (
          <TabbedForm.Tab key={lang} label={translate(`admin.product.${lang}`)}>
            {texts.map(({ source, rich, optional }) => {
              const field = {
                source: `${source}.${lang}`,
                label: `resources.${resource}.fields.${source}`,
                validate: lang === 'en' && !optional ? required() : undefined,
              };
              return rich ? <RichTextInput key={source} {...field} /> : <TextInput key={source} {...field} fullWidth />;
            })}
          </TabbedForm.Tab>
        )),
      ]}
    </TabbedForm>
  );
}

export function NewsList() {
  const localized = useLocalized();
  const small = useSmall();
  return (
    <List sort={{ field: 'updatedAt', order: 'DESC' }}>
      {small ? (
        <SimpleList primaryText={(item) => localized(item.title)} secondaryText={(item) => item.slug} linkType="edit" />
      ) : (
        <Datagrid rowClick="edit" bulkActionButtons={false}>
          <LocalizedField source="title" sortable={false} />
          <TextField source="slug" />
          <DateTimeField source="updatedAt" />
        </Datagrid>
      )}
    </List>
  );
}

const NewsForm = () => (
  <BilingualTabs
    details={<TextInput source="slug" validate={required()} />}
    texts={[{ source: 'title' }, { source: 'text', rich: true }, { source: 'imageAlt', optional: true }]}
  />
);
export const NewsEdit = () => (
  <AdminEdit>
    <NewsForm />
    <RecordPicture folder="news" />
  </AdminEdit>
);
/** a new story's picture is added on the next screen, as a product's are */
export const NewsCreate = () => (
  <Create redirect="edit">
    <NewsForm />
  </Create>
);

export function FaqList() {
  return (
    <List sort={{ field: 'position', order: 'ASC' }}>
      <Datagrid rowClick="edit" bulkActionButtons={false}>
        <CountField source="position" />
        <LocalizedField source="question" sortable={false} />
      </Datagrid>
    </List>
  );
}

const FaqForm = () => (
  <BilingualTabs
    details={<NumberInput source="position" step={1} validate={required()} />}
    texts={[{ source: 'question' }, { source: 'answer', rich: true }]}
  />
);
export const FaqEdit = () => (
  <AdminEdit>
    <FaqForm />
  </AdminEdit>
);
export const FaqCreate = () => (
  <Create redirect="list">
    <FaqForm />
  </Create>
);

export function PartnerList() {
  return (
    <List sort={{ field: 'position', order: 'ASC' }}>
      <Datagrid rowClick="edit" bulkActionButtons={false}>
        <CountField source="position" />
        <TextField source="name" />
        <UrlField source="link" sortable={false} />
      </Datagrid>
    </List>
  );
}

function PartnerForm() {
  return (
    <SimpleForm defaultValues={{ position: 0 }}>
      <TextInput source="name" validate={required()} />
      <TextInput source="link" type="url" validate={required()} fullWidth />
      <NumberInput source="position" step={1} validate={required()} />
    </SimpleForm>
  );
}
export const PartnerEdit = () => (
  <AdminEdit>
    <PartnerForm />
  </AdminEdit>
);
export const PartnerCreate = () => (
  <Create redirect="list">
    <PartnerForm />
  </Create>
);

const PAGE_KINDS = 'admin.page';

/** the about page, the five policies and the privacy notice: fixed records (their id is their kind), edited, never created */
export function PageList() {
  const named = useNamed(PAGE_KINDS);
  return (
    <List pagination={false} sort={{ field: 'id', order: 'ASC' }}>
      <Datagrid rowClick="edit" bulkActionButtons={false}>
        <FunctionField source="id" sortable={false} render={(page: RaRecord) => named(page.id)} />
      </Datagrid>
    </List>
  );
}

export const PageEdit = () => (
  <AdminEdit>
    <BilingualTabs details={null} texts={[{ source: 'html', rich: true }]} />
  </AdminEdit>
);
