import { visuallyHidden } from '@mui/utils';
import { PHONE } from './phone';

/**
 * `sx` for a TableContainer whose table is a stack of cards on a phone, where its columns would not fit
 * and would scroll sideways: the header is read by screen readers only, each row is a card of two
 * columns (the cell, then what sits at its end), and a cell with `data-label` shows its column's
 * name before its value. Each table places its cells (`data-cell`) on the card itself.
 * Display changes make Chromium forget that a table is one, so the table's elements say it with
 * explicit roles (`role="table"`, `"row"`, `"columnheader"`, `"cell"`).
 */
export const stackedTableOnPhone = {
  [PHONE]: {
    '& thead': visuallyHidden,
    '& table, & tbody': { display: 'block' },
    '& tbody tr': {
      display: 'grid',
      gridTemplateColumns: 'minmax(0, 1fr) auto',
      alignItems: 'center',
      columnGap: 1,
      rowGap: 0.75,
      border: 1,
      borderColor: 'divider',
      borderRadius: 1,
      p: 1.5,
      mb: 1.5,
      bgcolor: 'background.paper',
    },
    '& tbody td': { display: 'block', border: 0, p: 0, minWidth: 0, gridColumn: '1 / -1' },
    '& tbody td[data-label]::before': { content: 'attr(data-label) ": "', color: 'text.secondary' },
  },
} as const;
