import { createTheme } from '@mui/material/styles';

// Noto Sans for Latin, Noto Sans Georgian for Georgian script; both self-hosted (see fonts.css).
// The ₾ sign (U+20BE) comes from the system font (see fonts.css).
export const theme = createTheme({
  palette: {
    primary: { main: '#1a2f5a' },
    secondary: { main: '#c2410c' },
    background: { default: '#f7f8fb' },
  },
  typography: {
    fontFamily: '"Noto Sans", "Noto Sans Georgian", system-ui, sans-serif',
    button: { textTransform: 'none' },
  },
  shape: { borderRadius: 8 },
});
