import Typography from '@mui/material/Typography';

export function PartnersPage() {
  return <Typography component="h1" variant="h4">Partners</Typography>;
}
