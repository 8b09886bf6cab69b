import Pagination from '@mui/material/Pagination';
import PaginationItem from '@mui/material/PaginationItem';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { pageParam } from '../lib';

/** The list's page as kept in the address (?page=N), so a shared link opens the same page. */
export function usePageParam(): number {
  const [params] = useSearchParams();
  return pageParam(params);
}

// a new page starts at the top
const toTop = () => {
  document.documentElement.scrollTop = 0;
};

/**
 * Page links for a paginated list: each is a link to the list's address with its ?page= (the other
 * parameters kept), so they work before the page's script has run, and crawlers reach every page; the
 * shop follows them without a reload.
 */
export function PagePagination({ lastPage, label }: { lastPage: number; label: string }) {
  const [params] = useSearchParams();
  const page = pageParam(params);
  const { t } = useTranslation('common');
  if (lastPage <= 1) return null;
  const searchOf = (target: number) => {
    const next = new URLSearchParams(params);
    if (target > 1) next.set('page', String(target));
    else next.delete('page');
    const query = next.toString();
    return query ? `?${query}` : '';
  };
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
        renderItem={(item) =>
          item.page === null || item.disabled ? (
            <PaginationItem {...item} />
          ) : (
            <PaginationItem {...item} component={Link} to={{ search: searchOf(item.page) }} onClick={toTop} />
          )
        }
      />
    </nav>
  );
}
