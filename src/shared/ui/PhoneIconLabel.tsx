import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import { visuallyHidden } from '@mui/utils';
import { PHONE } from './phone';

/**
 * A control's face that is an icon on phones and words from the `sm` breakpoint up, so the phone
 * header keeps to one row. The words stay in the page at every width: they are the control's
 * accessible name, and the server-rendered HTML is the same for every screen.
 */
export function PhoneIconLabel({ icon, label }: { icon: ReactNode; label: string }) {
  return (
    <>
      <Box component="span" sx={{ display: { xs: 'inline-flex', sm: 'none' } }} aria-hidden>
        {icon}
      </Box>
      <Box component="span" sx={{ [PHONE]: visuallyHidden }}>
        {label}
      </Box>
    </>
  );
}
