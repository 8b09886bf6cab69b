import { createTheme } from '@mui/material/styles';

// One focus ring for every control, drawn for keyboard focus only (MUI marks its controls with
// .Mui-focusVisible; MUI's own indicators, a ripple or a border tint, are too faint to see). The orange
// keeps 3:1 against the white page and the navy header alike (WCAG 1.4.11). `:root` outranks the
// components' `outline: 0`; elements with tabindex -1 (a dialog, the skip link's target) are focused
// by the page, not by the shopper, and get no ring.
const focusRing = { outline: '3px solid #ea580c', outlineOffset: 2 };

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
  components: {
    MuiCssBaseline: {
      styleOverrides: { ':root :focus-visible:not([tabindex="-1"]), :root .Mui-focusVisible': focusRing },
    },
  },
});
