import Typography from '@mui/material/Typography';

export function PaymentOutcomePage({ outcome }: { outcome: 'success' | 'fail' }) {
  return <Typography component="h1" variant="h4">{outcome}</Typography>;
}
