import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { FieldDrawing, SKY_OBJECTS } from '@/entities/observation';

/** The sky's showpieces drawn to the pair's true field of view, with the honest note on what an eyepiece shows. */
export function Drawings({ trueFieldDeg }: { trueFieldDeg: number }) {
  const { t } = useTranslation('observe');
  return (
    <Box component="section" aria-labelledby="drawings">
      <Typography id="drawings" component="h2" variant="h5" sx={{ mt: 4, mb: 2 }}>
        {t('drawings')}
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: 'repeat(2, 1fr)', sm: 'repeat(3, 1fr)', md: 'repeat(5, 1fr)' },
          gap: 2,
        }}
      >
        {SKY_OBJECTS.map((object) => (
          <FieldDrawing key={object.key} object={object} trueFieldDeg={trueFieldDeg} />
        ))}
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
        {t('honest_note')}
      </Typography>
    </Box>
  );
}
