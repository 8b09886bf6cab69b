import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { useShopSettings } from '../api/shopSettingsApi';

/**
 * On every page while the server's sandbox plays a bank: nothing paid there is real. A landmark of its
 * own (every part of a page is in one, for a screen reader's list of them), dark text on amber (4.5:1 and
 * more: the theme's white on orange is not).
 */
export function TestModeBanner() {
  const { t } = useTranslation();
  const { testMode } = useShopSettings();
  if (!testMode) return null;
  return (
    <Box
      component="aside"
      aria-label={t('test_mode')}
      data-testid="test-mode"
      sx={{
        bgcolor: 'warning.light',
        color: 'common.black',
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
