import Typography from '@mui/material/Typography';

export function NewsListPage() {
  return <Typography component="h1" variant="h4">NewsList</Typography>;
}
