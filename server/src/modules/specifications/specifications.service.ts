import type { Queryable } from '../../db/client';
import { filterValuesOf } from '../../domain/filterValues';
import { isFilter, type Specification } from '../../domain/specifications';
import { allSpecifications } from './specifications.repository';

// The shop's list of specifications, as the back office picks from it and as a product's are checked.

/** every specification of the list, by key */
export async function specificationList(db: Queryable): Promise<Map<string, Specification>> {
  const rows = await allSpecifications(db);
  return new Map(
    rows.map((row) => [
      row.key,
      {
        key: row.key,
        label: { en: row.label_en, ka: row.label_ka ?? row.label_en },
        unit: row.unit,
        filter: isFilter(row.key),
        values: filterValuesOf(row.key).map(({ code, label }) => ({ code, label })),
      },
    ]),
  );
}
