import { Box, type Theme } from '@mui/material';
import { LocalesMenuButton } from 'react-admin';

// react-admin's language menu, which names the language it is in: on a phone (320 px and up) only its
// icon shows, so the app bar's title and the sign-in's heading keep their room. The name stays in the
// button (at no size), so the button keeps its accessible name.
const compactOnPhones = (theme: Theme) => ({
  [theme.breakpoints.down('sm')]: {
    '& .MuiButton-root': { fontSize: 0, minWidth: 0 },
    '& .MuiButton-startIcon': { margin: 0 },
    '& .MuiButton-endIcon': { display: 'none' },
  },
});

export function LanguageButton() {
  return (
    <Box component="span" sx={compactOnPhones}>
      <LocalesMenuButton />
    </Box>
  );
}
