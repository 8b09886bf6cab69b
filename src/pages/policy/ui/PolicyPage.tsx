import Typography from '@mui/material/Typography';

export function PolicyPage({ kind }: { kind: string }) {
  return <Typography component="h1" variant="h4">{kind}</Typography>;
}
