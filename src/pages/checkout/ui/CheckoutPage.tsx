import Typography from '@mui/material/Typography';

export function CheckoutPage() {
  return <Typography component="h1" variant="h4">Checkout</Typography>;
}
