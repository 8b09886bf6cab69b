import Typography from '@mui/material/Typography';

export function OrdersPage() {
  return <Typography component="h1" variant="h4">Orders</Typography>;
}
