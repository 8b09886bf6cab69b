import Typography from '@mui/material/Typography';

export function SearchPage() {
  return <Typography component="h1" variant="h4">Search</Typography>;
}
