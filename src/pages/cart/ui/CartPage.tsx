import Typography from '@mui/material/Typography';

export function CartPage() {
  return <Typography component="h1" variant="h4">Cart</Typography>;
}
