import { useTranslation } from 'react-i18next';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { AccountLayout } from '@/widgets/account-layout';
import { PageHeading } from '@/widgets/page-heading';

const columns = ['transaction_id', 'date', 'amount', 'status'] as const;

// The spec: transactions have no data source yet; the table holds placeholder rows only.
const placeholderRows = 3;

export function TransactionsPage() {
  const { t } = useTranslation('account');
  return (
    <AccountLayout>
      <PageHeading title={t('transactions.title')} />
      <TableContainer>
        <Table aria-label={t('transactions.title')}>
          <TableHead>
            <TableRow>
              {columns.map((column) => (
                <TableCell key={column}>{t(`transactions.${column}`)}</TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {Array.from({ length: placeholderRows }, (_, row) => (
              <TableRow key={row}>
                {columns.map((column) => (
                  <TableCell key={column}>--</TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </AccountLayout>
  );
}
