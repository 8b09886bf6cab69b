import { lazy, startTransition, Suspense, useState } from 'react';
import IconButton from '@mui/material/IconButton';
import MenuIcon from '@mui/icons-material/Menu';
import { useTranslation } from 'react-i18next';
import { useOnceTrue } from '@/shared/lib';
import { replayable } from '@/shared/ui';

// The drawer (MUI's modal machinery, the category accordion) is fetched when the menu first opens.
const MobileMenuDrawer = lazy(() =>
  import(/* webpackChunkName: "mobile-menu" */ './MobileMenuDrawer').then((m) => ({ default: m.MobileMenuDrawer })),
);

/**
 * The small-screen menu button and its drawer. Opening (the drawer's code the first time, every category)
 * is a transition, rendered in slices after the tap's own paint (bench/inp.ts).
 */
export function MobileMenu() {
  const { t } = useTranslation('common');
  const [open, setOpen] = useState(false);
  const needed = useOnceTrue(open);

  return (
    <>
      <IconButton
        color="inherit"
        edge="start"
        onClick={() => startTransition(() => setOpen(true))}
        aria-label={t('menu')}
        sx={{ display: { md: 'none' } }}
        {...replayable('menu')}
      >
        <MenuIcon />
      </IconButton>
      {needed && (
        <Suspense fallback={null}>
          <MobileMenuDrawer open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
