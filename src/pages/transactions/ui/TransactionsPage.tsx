import Typography from '@mui/material/Typography';

export function TransactionsPage() {
  return <Typography component="h1" variant="h4">Transactions</Typography>;
}
