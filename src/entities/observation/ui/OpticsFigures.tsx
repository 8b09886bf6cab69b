import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { TelescopeFigures, ViewFigures } from '../model/view';

/** one figure, its value and one line that tells a beginner what it means */
export interface Figure {
  key: string;
  value: string;
}

const round = (value: number, digits: number) => value.toFixed(digits).replace(/\.0+$/, '');

/** the figures in the order a beginner reads them: the view through the eyepiece first, then the telescope's limits */
export function figureList(telescope: TelescopeFigures, view: ViewFigures | null): Figure[] {
  return [
    ...(view
      ? [
          { key: 'magnification', value: `${Math.round(view.magnification)}×` },
          { key: 'true_field', value: `${round(view.trueFieldDeg, 2)}°` },
          { key: 'exit_pupil', value: `${round(view.exitPupilMm, 1)} mm` },
        ]
      : []),
    { key: 'highest_useful', value: `${Math.round(telescope.highestUseful)}×` },
    { key: 'limiting_magnitude', value: round(telescope.limitingMagnitude, 1) },
    { key: 'resolving_power', value: `${round(telescope.dawesArcsec, 2)}″` },
  ];
}

/** The figures of a telescope (and an eyepiece in it), each with its one-line explanation. */
export function OpticsFigures({ figures }: { figures: Figure[] }) {
  const { t } = useTranslation('observe');
  return (
    <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2, m: 0 }}>
      {figures.map((figure) => (
        <Box key={figure.key} sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5 }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {t(`figure_${figure.key}`)}
          </Typography>
          <Typography component="dd" variant="h6" sx={{ m: 0 }} data-figure={figure.key}>
            {figure.value}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0 }}>
            {t(`explain_${figure.key}`)}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
