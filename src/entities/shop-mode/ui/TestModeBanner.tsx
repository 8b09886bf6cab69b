import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { useShopSettings } from '../api/shopSettingsApi';

/** On every page while the server's sandbox plays a bank: nothing paid there is real. */
export function TestModeBanner() {
  const { t } = useTranslation();
  const { testMode } = useShopSettings();
  if (!testMode) return null;
  return (
    <Box
      component="p"
      data-testid="test-mode"
      sx={{
        bgcolor: 'warning.main',
        color: 'warning.contrastText',
        textAlign: 'center',
        px: 2,
        py: 0.5,
        fontWeight: 600,
        m: 0,
      }}
    >
      {t('test_mode')}
    </Box>
  );
}
