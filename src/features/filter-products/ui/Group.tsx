import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/** A group of choices: a fieldset, so a screen reader names each checkbox with its group. */
export function Group({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mb: 2 }}>
      <Typography component="legend" variant="subtitle2" sx={{ fontWeight: 700, mb: 0.5 }}>
        {legend}
      </Typography>
      {children}
    </Box>
  );
}
