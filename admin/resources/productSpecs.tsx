import {
  ArrayInput,
  SelectInput,
  SimpleFormIterator,
  TextInput,
  required,
  useGetList,
  useSimpleFormIteratorItem,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import { Typography } from '@mui/material';
import { useWatch } from 'react-hook-form';
import { useLocalized, type Localized } from '../ui/language';

// A product's specifications: each picked from the shop's list (GET /api/admin/specifications, which
// names them and says their units), its value in both languages, Georgian first as the shop's own. A
// value typed as a bare number is in the specification's unit, which the server adds. Under a filter with
// a list of values (optical design, mount), the values shoppers filter by, one of which its English names.

interface Specification extends RaRecord {
  label: Localized;
  unit: string | null;
  filter: boolean;
  /** a filter's values where they are a list: the English value names one of them */
  values: { code: string; label: { en: string; ka: string } }[];
}

/** the filter values of the row's specification, when they are a list */
function FilterValues({ list }: { list: Specification[] }) {
  const translate = useTranslate();
  const localized = useLocalized();
  const { index } = useSimpleFormIteratorItem();
  const key = useWatch({ name: `specifications.${index}.key` });
  const values = list.find((spec) => spec.id === key)?.values ?? [];
  if (values.length === 0) return null;
  return (
    <Typography variant="caption" sx={{ flexBasis: '100%' }}>
      {translate('admin.product.filter_values', {
        values: values
          .map(({ label }) => (localized(label) === label.en ? label.en : `${localized(label)} (${label.en})`))
          .join(', '),
      })}
    </Typography>
  );
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
    <ArrayInput source="specifications" sx={{ mt: 2 }}>
      {/* the rows wrap, so a filter's values go on a line of their own under its fields */}
      <SimpleFormIterator inline sx={{ '& .RaSimpleFormIterator-form': { flexWrap: 'wrap' } }}>
        <SelectInput
          source="key"
          label="admin.product.key"
          choices={choices}
          isPending={isPending}
          validate={required()}
        />
        <TextInput source="value.ka" label={`${translate('admin.product.value')} (ka)`} validate={required()} />
        <TextInput source="value.en" label={`${translate('admin.product.value')} (en)`} validate={required()} />
        <FilterValues list={data} />
      </SimpleFormIterator>
    </ArrayInput>
  );
}
