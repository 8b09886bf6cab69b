import type { Queryable } from '../../db/client';

// The shop's list of specifications as stored (spec_labels: migration 006, units since 027).

export interface SpecificationRow {
  key: string;
  label_en: string;
  label_ka: string | null;
  unit: string | null;
}

export async function allSpecifications(db: Queryable): Promise<SpecificationRow[]> {
  const { rows } = await db.query<SpecificationRow>(
    'SELECT key, label_en, label_ka, unit FROM spec_labels ORDER BY label_en',
  );
  return rows;
}
