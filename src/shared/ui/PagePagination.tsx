import Pagination from '@mui/material/Pagination';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { pageParam } from '../lib';

/** The list's page as kept in the address (?page=N), so a shared link opens the same page. */
export function usePageParam(): number {
  const [params] = useSearchParams();
  return pageParam(params);
}

/** Page links for a paginated list; choosing a page writes ?page= and keeps the other parameters. */
export function PagePagination({ lastPage, label }: { lastPage: number; label: string }) {
  const page = usePageParam();
  const [, setParams] = useSearchParams();
  const { t } = useTranslation('common');
  if (lastPage <= 1) return null;
  return (
    <nav aria-label={label}>
      <Pagination
        sx={{ display: 'flex', justifyContent: 'center', mt: 4 }}
        count={lastPage}
        page={Math.min(page, lastPage)}
        // MUI's own labels are English: a Georgian page reads its own
        getItemAriaLabel={(type, item, selected) =>
          type === 'page'
            ? t(selected ? 'pagination.current' : 'pagination.page', { page: item })
            : t(`pagination.${type}`)
        }
        onChange={(_event, next) => {
          setParams((params) => {
            if (next > 1) params.set('page', String(next));
            else params.delete('page');
            return params;
          });
          document.documentElement.scrollTop = 0; // a new page starts at the top
        }}
      />
    </nav>
  );
}
