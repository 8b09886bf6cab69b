import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { usePageArgs } from '@/shared/routing';
import {
  figureList,
  OpticsFigures,
  parseEyepieceChoice,
  parseTelescopeChoice,
  telescopeFigures,
  telescopeParam,
  viewFigures,
} from '@/entities/observation';
import { PageHeading } from '@/widgets/page-heading';
import { observeRoute } from '../route';
import { useChosenEyepiece, useChosenTelescope } from '../model/chosen';
import { Drawings } from './Drawings';
import { EyepiecePicker } from './EyepiecePicker';
import { TelescopePicker } from './TelescopePicker';
import { WhatToAdd } from './WhatToAdd';

/**
 * What you will see: a telescope (ours, one we do not sell, or typed figures) and an eyepiece; the
 * figures of the pair, each said for a beginner, the sky's showpieces drawn to its field, and what to
 * add from our catalogue. All computed here from the published formulas (entities/observation).
 */
export function ObservePage() {
  const { t } = useTranslation('observe');
  const address = usePageArgs(observeRoute);
  const args = { telescope: parseTelescopeChoice(address.telescope), eyepiece: parseEyepieceChoice(address.eyepiece) };
  const telescope = useChosenTelescope(args.telescope);
  const eyepiece = useChosenEyepiece(args.eyepiece);
  const view = telescope.optics && eyepiece.optics ? viewFigures(telescope.optics, eyepiece.optics) : null;

  return (
    <Container maxWidth="lg" sx={{ py: 3 }}>
      <PageHeading title={t('title')} />
      <Typography sx={{ mb: 3 }}>{t('intro')}</Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: 4 }}>
        <Box sx={{ display: 'grid', gap: 3, alignContent: 'start' }}>
          <TelescopePicker choice={args.telescope} name={telescope.name} />
          <EyepiecePicker choice={args.eyepiece} />
        </Box>
        <Box component="section" aria-labelledby="figures">
          <Typography id="figures" component="h2" variant="h5" sx={{ mb: 2 }}>
            {telescope.name ?? t('figures')}
          </Typography>
          {telescope.optics ? (
            <OpticsFigures figures={figureList(telescopeFigures(telescope.optics), view)} />
          ) : (
            !telescope.loading && <Typography>{t(args.telescope ? 'unknown_telescope' : 'pick_telescope')}</Typography>
          )}
        </Box>
      </Box>
      {view && <Drawings trueFieldDeg={view.trueFieldDeg} />}
      {telescope.optics && args.telescope && eyepiece.optics && (
        <WhatToAdd telescope={telescope.optics} fits={telescopeParam(args.telescope)} eyepiece={eyepiece.optics} />
      )}
    </Container>
  );
}
