import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router-dom';
import { useLang } from '@/shared/i18n';
import { uploadUrl } from '@/shared/lib';
import { Picture } from '@/shared/ui';
import type { Category } from '../model/category';

/** A category in the home grid: its picture and name, linking to its product list. */
export function CategoryTile({ category, eager = false }: { category: Category; eager?: boolean }) {
  const lang = useLang();
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardActionArea component={Link} to={`/${lang}/products/${category.slug}`} sx={{ height: '100%', p: 2 }}>
        <Picture src={uploadUrl('categories', category.image, 'thumb')} alt="" width={400} height={300} eager={eager} />
        <Typography component="h3" variant="subtitle1" align="center" sx={{ mt: 1, fontWeight: 700 }}>
          {category.name ?? category.slug}
        </Typography>
      </CardActionArea>
    </Card>
  );
}
