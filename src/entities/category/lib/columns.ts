// The header dropdown lays descendants out in columns of 10; from the 4th column on, columns
// hold 8 (the spec's constants), so a large tree stays within the dropdown's height.
const FIRST_COLUMNS = 3;
const FIRST_COLUMN_SIZE = 10;
const LATER_COLUMN_SIZE = 8;

export function dropdownColumns<T>(items: readonly T[]): T[][] {
  const columns: T[][] = [];
  for (let start = 0; start < items.length;) {
    const size = columns.length < FIRST_COLUMNS ? FIRST_COLUMN_SIZE : LATER_COLUMN_SIZE;
    columns.push(items.slice(start, start + size));
    start += size;
  }
  return columns;
}
