import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useLang } from '@/shared/i18n';
import { uploadUrl } from '@/shared/lib';
import { Picture } from '@/shared/ui';
import { newsDate, type News } from '../model/news';

export function NewsCard({ news, headingLevel = 'h2' }: { news: News; headingLevel?: 'h2' | 'h3' }) {
  const lang = useLang();
  const { t } = useTranslation('common');
  const date = newsDate(news, lang);
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardActionArea component={Link} to={`/${lang}/news/${news.slug}`} sx={{ height: '100%' }}>
        <Picture src={uploadUrl('news', news.img, 'thumb')} alt={news.imgAlt} width={640} height={360} />
        <CardContent>
          {date && (
            <Typography variant="caption" color="text.secondary" component="p">
              {date}
            </Typography>
          )}
          <Typography component={headingLevel} variant="subtitle1" sx={{ fontWeight: 700 }}>
            {news.title ?? t('no_title')}
          </Typography>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}

export function NewsCardSkeleton() {
  return (
    <Card variant="outlined" aria-hidden data-testid="news-skeleton">
      <Skeleton variant="rectangular" sx={{ width: '100%', height: 'auto', aspectRatio: '16 / 9' }} />
      <CardContent>
        <Skeleton width="40%" />
        <Skeleton />
      </CardContent>
    </Card>
  );
}
