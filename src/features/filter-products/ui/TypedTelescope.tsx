import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { TelescopeFiguresForm } from '@/entities/observation';

/** A telescope in no list: its figures typed, behind a link so the field stays one line until asked. */
export function TypedTelescope({ onFigures }: { onFigures: (fits: string) => void }) {
  const { t } = useTranslation('catalog');
  const [open, setOpen] = useState(false);
  return (
    <Box sx={{ mt: 1 }}>
      <Button size="small" aria-expanded={open} onClick={() => setOpen(!open)} sx={{ textAlign: 'start' }}>
        {t('type_telescope_figures')}
      </Button>
      {open && (
        <Box sx={{ mt: 1 }}>
          <TelescopeFiguresForm onFigures={onFigures} />
        </Box>
      )}
    </Box>
  );
}
