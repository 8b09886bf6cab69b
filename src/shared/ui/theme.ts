import { createTheme } from '@mui/material/styles';

// One focus ring for every control, drawn for keyboard focus only (MUI marks its controls with
// .Mui-focusVisible; MUI's own indicators, a ripple or a border tint, are too faint to see). The orange
// keeps 3:1 against the white page and the navy header alike (WCAG 1.4.11). `:root` outranks the
// components' `outline: 0`; elements with tabindex -1 (a dialog, the skip link's target) are focused
// by the page, not by the shopper, and get no ring.
const focusRing = { outline: '3px solid #ea580c', outlineOffset: 2 };

// Noto Sans for Latin, Noto Sans Georgian for Georgian script, the ₾ sign from a one-glyph face; all
// self-hosted (see src/shared/fonts).
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
      styleOverrides: {
        ':root :focus-visible:not([tabindex="-1"]), :root .Mui-focusVisible': focusRing,
        // a native button or field takes the browser's own font (Arial 13 px) unless told otherwise:
        // MUI's buttons set theirs, an accordion's heading button does not
        'button, input, select, textarea': { font: 'inherit' },
        // a control tapped before the page had become the shop: its tap is kept and made once the shop
        // can act on it (src/shared/ui/earlyTaps.ts); until then it looks pressed and busy
        '[data-replay-pending]': { cursor: 'progress', opacity: 0.6, transform: 'scale(0.94)' },
        // the sticky header (two rows on phones) must not cover what the keyboard or a link scrolls to
        html: { scrollPaddingTop: 112, '@media (min-width:900px)': { scrollPaddingTop: 80 } },
      },
    },
  },
});
