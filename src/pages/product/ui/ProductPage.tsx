import Typography from '@mui/material/Typography';

export function ProductPage() {
  return <Typography component="h1" variant="h4">Product</Typography>;
}
