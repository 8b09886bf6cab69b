import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { Link } from 'react-router-dom';
import { useLang } from '@/shared/i18n';
import { replayable } from '@/shared/ui';
import { containsSlug, type Category, type CategoryLink } from '../model/category';

function CategoryListLink({ category, current }: { category: CategoryLink; current: boolean }) {
  const lang = useLang();
  return (
    <ListItem disablePadding>
      <ListItemButton
        component={Link}
        to={`/${lang}/products/${category.slug}`}
        selected={current}
        aria-current={current ? 'page' : undefined}
        sx={{ borderRadius: 1, py: 0.5, fontWeight: current ? 700 : 400 }}
      >
        {category.name ?? category.slug}
      </ListItemButton>
    </ListItem>
  );
}

/**
 * The product list's sidebar: one accordion per top category, open when the current list is that
 * category or one of its descendants, with the current one highlighted.
 */
export function CategoryAccordion({
  categories,
  currentSlug,
  label,
}: {
  categories: Category[];
  currentSlug: string | undefined;
  label: string;
}) {
  return (
    <nav aria-label={label}>
      {categories.map((category) => (
        <Accordion
          key={`${category.slug}:${currentSlug}`}
          defaultExpanded={containsSlug(category, currentSlug)}
          disableGutters
          variant="outlined"
          slotProps={{ transition: { unmountOnExit: true } }}
        >
          <AccordionSummary
            expandIcon={<ExpandMoreIcon />}
            sx={{ fontWeight: category.slug === currentSlug ? 700 : 400 }}
            {...replayable(`category-${category.slug}`)}
          >
            {category.name ?? category.slug}
          </AccordionSummary>
          <AccordionDetails sx={{ pt: 0 }}>
            <List dense disablePadding>
              <CategoryListLink category={category} current={category.slug === currentSlug} />
              {category.descendants.map((descendant) => (
                <CategoryListLink
                  key={descendant.slug}
                  category={descendant}
                  current={descendant.slug === currentSlug}
                />
              ))}
            </List>
          </AccordionDetails>
        </Accordion>
      ))}
    </nav>
  );
}
