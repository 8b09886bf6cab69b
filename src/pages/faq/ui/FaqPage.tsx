import Typography from '@mui/material/Typography';

export function FaqPage() {
  return <Typography component="h1" variant="h4">Faq</Typography>;
}
