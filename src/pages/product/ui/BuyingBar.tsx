import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/**
 * The price and "add to cart": in place on wide screens, and on a phone a bar fixed at the bottom of the
 * screen, so the shopper can buy from anywhere on a long page (the pictures alone fill a 390 px screen).
 * Done in CSS, not by measuring the screen, so the server's HTML and the first render agree.
 */
export function BuyingBar({ children }: { children: ReactNode }) {
  return (
    <Box
      data-testid="buying-bar"
      sx={{
        display: 'flex',
        flexDirection: { xs: 'row', md: 'column' },
        flexWrap: 'wrap',
        alignItems: { xs: 'center', md: 'flex-start' },
        justifyContent: 'space-between',
        gap: { xs: 1, md: 2 },
        position: { xs: 'fixed', md: 'static' },
        insetInline: 0,
        bottom: 0,
        zIndex: 'appBar',
        p: { xs: 1, md: 0 },
        bgcolor: { xs: 'background.paper', md: 'transparent' },
        boxShadow: { xs: 8, md: 0 },
      }}
    >
      {children}
    </Box>
  );
}
