import {
  ArrayInput,
  SelectInput,
  SimpleFormIterator,
  TextInput,
  required,
  useGetList,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import { useLocalized, type Localized } from '../ui/language';

// A product's specifications: each picked from the shop's list (GET /api/admin/specifications, which
// names them and says their units), its value in both languages, Georgian first as the shop's own. A
// value typed as a bare number is in the specification's unit, which the server adds.

interface Specification extends RaRecord {
  label: Localized;
  unit: string | null;
  filter: boolean;
}

export function SpecificationInputs() {
  const translate = useTranslate();
  const localized = useLocalized();
  const { data = [], isPending } = useGetList<Specification>('specifications', {
    pagination: { page: 1, perPage: 500 },
    sort: { field: 'id', order: 'ASC' },
  });
  const choices = data.map((spec) => ({
    id: spec.id,
    name: [
      localized(spec.label),
      spec.unit && `(${spec.unit})`,
      spec.filter && `· ${translate('admin.product.filter')}`,
    ]
      .filter(Boolean)
      .join(' '),
  }));
  return (
    <ArrayInput source="specifications">
      <SimpleFormIterator inline>
        <SelectInput
          source="key"
          label="admin.product.key"
          choices={choices}
          isPending={isPending}
          validate={required()}
        />
        <TextInput source="value.ka" label={`${translate('admin.product.value')} (ka)`} validate={required()} />
        <TextInput source="value.en" label={`${translate('admin.product.value')} (en)`} validate={required()} />
      </SimpleFormIterator>
    </ArrayInput>
  );
}
