import Typography from '@mui/material/Typography';

export function ProductListPage() {
  return <Typography component="h1" variant="h4">ProductList</Typography>;
}
