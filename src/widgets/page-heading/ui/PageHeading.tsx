import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { Breadcrumbs, type Crumb } from './Breadcrumbs';

/**
 * The top of a page: the breadcrumb (Home > section > subtitle) and its one h1 (the document's title
 * and description are the route table's). A title still loading shows as a skeleton line.
 */
export function PageHeading({
  title,
  section,
}: {
  title: string | undefined;
  /** the section between Home and this page, when the page belongs to one */
  section?: Crumb;
}) {
  const trail = [...(section ? [section] : []), ...(title ? [{ label: title }] : [])];
  return (
    <>
      <Breadcrumbs trail={trail} />
      {/* a long Georgian word ("კონფიდენციალურობის" at this size is wider than a 320 px phone) breaks */}
      <Typography component="h1" variant="h4" sx={{ mb: 3, fontWeight: 700, overflowWrap: 'break-word' }}>
        {title ?? <Skeleton width="40%" />}
      </Typography>
    </>
  );
}
