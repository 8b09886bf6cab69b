import Typography from '@mui/material/Typography';

export function ResetPasswordPage() {
  return <Typography component="h1" variant="h4">ResetPassword</Typography>;
}
