import Typography from '@mui/material/Typography';

export function ProfilePage() {
  return <Typography component="h1" variant="h4">Profile</Typography>;
}
