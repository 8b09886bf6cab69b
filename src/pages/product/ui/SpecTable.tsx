import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import type { Product } from '@/entities/product';

// A product's specifications as the back office keeps them (data, not HTML in its description): one row
// a specification, its name then its value, in the shopper's language.

export function SpecTable({ specs, labelledBy }: { specs: Product['specs']; labelledBy: string }) {
  return (
    // fixed layout and words broken where they must: a long Georgian value fits a 320 px phone
    <Table
      size="small"
      aria-labelledby={labelledBy}
      sx={{ maxWidth: 720, tableLayout: 'fixed', overflowWrap: 'anywhere' }}
    >
      <TableBody>
        {specs.map((spec) => (
          <TableRow key={spec.key}>
            <TableCell component="th" scope="row" sx={{ width: '45%', color: 'text.secondary', fontWeight: 'normal' }}>
              {spec.label}
            </TableCell>
            <TableCell>{spec.value}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
