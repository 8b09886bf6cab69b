import { useId, useState, type FocusEvent } from 'react';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import { Link as RouterLink } from 'react-router-dom';
import { useLang } from '@/shared/i18n';
import { dropdownColumns, type Category } from '@/entities/category';

/**
 * A top category in the header, with its descendants in a dropdown that opens on hover and on
 * keyboard focus (so Tab walks into it) and closes on Escape or when focus and pointer leave.
 */
export function CategoryDropdown({ category }: { category: Category }) {
  const lang = useLang();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const columns = dropdownColumns(category.descendants);
  const hasPanel = columns.length > 0;

  const closeWhenFocusLeaves = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
  };

  return (
    <Box
      component="li"
      sx={{ position: 'relative', listStyle: 'none' }}
      onMouseEnter={() => setOpen(true)}
      onMouseLeave={() => setOpen(false)}
      onFocus={() => setOpen(true)}
      onBlur={closeWhenFocusLeaves}
      onKeyDown={(event) => event.key === 'Escape' && setOpen(false)}
    >
      <Link
        component={RouterLink}
        to={`/${lang}/products/${category.slug}`}
        color="inherit"
        underline="none"
        aria-expanded={hasPanel ? open : undefined}
        aria-controls={hasPanel && open ? panelId : undefined}
        sx={{ display: 'block', px: 1.5, py: 1.5, fontWeight: 700, '&:hover': { color: 'secondary.light' } }}
      >
        {category.name ?? category.slug}
      </Link>
      {hasPanel && open && (
        <Paper
          id={panelId}
          elevation={8}
          sx={{ position: 'absolute', top: '100%', left: 0, zIndex: 'modal', display: 'flex', gap: 3, p: 2, color: 'text.primary' }}
        >
          {columns.map((column, index) => (
            <Box key={index} component="ul" data-testid="dropdown-column" sx={{ m: 0, p: 0, listStyle: 'none', minWidth: 180 }}>
              {column.map((descendant) => (
                <li key={descendant.slug}>
                  <Link
                    component={RouterLink}
                    to={`/${lang}/products/${descendant.slug}`}
                    underline="hover"
                    color="inherit"
                    onClick={() => setOpen(false)}
                    sx={{ display: 'block', py: 0.5, whiteSpace: 'nowrap' }}
                  >
                    {descendant.name ?? descendant.slug}
                  </Link>
                </li>
              ))}
            </Box>
          ))}
        </Paper>
      )}
    </Box>
  );
}
