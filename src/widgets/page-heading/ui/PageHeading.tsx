import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { PageMeta } from '@/shared/ui';
import { Breadcrumbs, type Crumb } from './Breadcrumbs';

/**
 * The top of a page: its document title and description, the breadcrumb (Home > section >
 * subtitle) and its one h1. A title still loading shows as a skeleton line.
 */
export function PageHeading({
  title,
  description,
  section,
}: {
  title: string | undefined;
  description?: string;
  /** the section between Home and this page, when the page belongs to one */
  section?: Crumb;
}) {
  const trail = [...(section ? [section] : []), ...(title ? [{ label: title }] : [])];
  return (
    <>
      {title && <PageMeta title={title} description={description} />}
      <Breadcrumbs trail={trail} />
      <Typography component="h1" variant="h4" sx={{ mb: 3, fontWeight: 700 }}>
        {title ?? <Skeleton width="40%" />}
      </Typography>
    </>
  );
}
