import { useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import { Link as RouterLink } from 'react-router-dom';
import { useLang } from '@/shared/i18n';
import { dropdownColumns, type Category } from '@/entities/category';

const arrowSteps: Record<string, number> = { ArrowDown: 1, ArrowUp: -1 };

/**
 * A top category in the header, with its descendants in a dropdown that opens on hover and when
 * focus comes in (so Tab walks into it). Arrow down and up move through the category and its
 * descendants; Escape closes the dropdown and puts focus back on the category, where Tab then
 * moves on to the next one.
 */
export function CategoryDropdown({ category }: { category: Category }) {
  const lang = useLang();
  const [open, setOpen] = useState(false);
  /** arrow down on a closed dropdown: its first descendant takes the focus once the panel is drawn */
  const focusFirst = useRef(false);
  const item = useRef<HTMLLIElement>(null);
  const opener = useRef<HTMLAnchorElement>(null);
  const panelId = useId();
  const columns = dropdownColumns(category.descendants);
  const hasPanel = columns.length > 0;

  // focus moving within the item (Escape's return to the category) leaves the dropdown as it is
  const openWhenFocusComesIn = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(true);
  };
  const closeWhenFocusLeaves = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
  };

  // the category's own link first, then its descendants
  const links = () => [...(item.current?.querySelectorAll('a') ?? [])];

  // the panel a closed dropdown's arrow down opens exists only after the render
  useEffect(() => {
    if (!open || !focusFirst.current) return;
    focusFirst.current = false;
    item.current?.querySelectorAll('a')[1]?.focus();
  }, [open]);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'Escape' && open) {
      opener.current?.focus();
      setOpen(false);
    } else if (event.key in arrowSteps && hasPanel) {
      event.preventDefault();
      if (!open) {
        focusFirst.current = true;
        setOpen(true);
        return;
      }
      const all = links();
      const next = all.indexOf(document.activeElement as HTMLAnchorElement) + arrowSteps[event.key];
      all[Math.max(0, Math.min(next, all.length - 1))].focus();
    }
  };

  return (
    <Box
      component="li"
      ref={item}
      sx={{ position: 'relative', listStyle: 'none' }}
      onMouseEnter={() => setOpen(true)}
      onMouseLeave={() => setOpen(false)}
      onFocus={openWhenFocusComesIn}
      onBlur={closeWhenFocusLeaves}
      onKeyDown={onKeyDown}
    >
      <Link
        ref={opener}
        component={RouterLink}
        to={`/${lang}/products/${category.slug}`}
        color="inherit"
        underline="hover"
        aria-expanded={hasPanel ? open : undefined}
        aria-controls={hasPanel && open ? panelId : undefined}
        sx={{ display: 'block', px: 1.5, py: 1.5, fontWeight: 700 }}
      >
        {category.name ?? category.slug}
      </Link>
      {hasPanel && open && (
        <Paper
          id={panelId}
          elevation={8}
          sx={{
            position: 'absolute',
            top: '100%',
            left: 0,
            zIndex: 'modal',
            display: 'flex',
            gap: 3,
            p: 2,
            color: 'text.primary',
          }}
        >
          {columns.map((column, index) => (
            <Box
              key={index}
              component="ul"
              data-testid="dropdown-column"
              sx={{ m: 0, p: 0, listStyle: 'none', minWidth: 180 }}
            >
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
