import Typography from '@mui/material/Typography';

export function ContactPage() {
  return <Typography component="h1" variant="h4">Contact</Typography>;
}
