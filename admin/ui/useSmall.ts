import { useMediaQuery, type Theme } from '@mui/material';

/** a phone's width (staff pack orders on phones): lists become react-admin's SimpleList */
export const useSmall = () => useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
