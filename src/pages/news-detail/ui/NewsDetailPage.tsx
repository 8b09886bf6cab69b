import Typography from '@mui/material/Typography';

export function NewsDetailPage() {
  return <Typography component="h1" variant="h4">NewsDetail</Typography>;
}
