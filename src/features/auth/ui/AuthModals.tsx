import { lazy, Suspense, useEffect, useLayoutEffect, useRef } from 'react';
import { useOnceTrue } from '@/shared/lib';
import { useAuthModal } from '../model/authModal';

// The dialogs and their forms (react-hook-form, text fields) are fetched when a modal first opens,
// not with every page.
const AuthDialogs = lazy(() =>
  import(/* webpackChunkName: "auth-dialogs" */ './AuthDialogs').then((m) => ({ default: m.AuthDialogs })),
);

/**
 * The login, register and reset modals, one open at a time as the address says. Closing returns
 * focus to the control that opened the first of them: a modal's own return would land on the
 * link of the modal it replaced, which is gone.
 */
export function AuthModals() {
  const { modal, open, close } = useAuthModal();
  const needed = useOnceTrue(modal !== null);
  const opener = useRef<HTMLElement | null>(null);

  // a layout effect runs before the dialog's focus trap (a plain effect) moves focus into it...
  useLayoutEffect(() => {
    const focused = document.activeElement;
    if (modal && !opener.current && focused instanceof HTMLElement && focused !== document.body)
      opener.current = focused;
  }, [modal]);
  // ...and a plain effect after the trap has let go (the children's effects run first)
  useEffect(() => {
    if (modal || !opener.current) return;
    opener.current.focus();
    opener.current = null;
  }, [modal]);

  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <AuthDialogs modal={modal} open={open} close={close} />
    </Suspense>
  );
}
