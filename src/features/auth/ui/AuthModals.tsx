import { lazy, Suspense } from 'react';
import { useOnceTrue } from '@/shared/lib';
import { useAuthModal } from '../model/authModal';

// The dialogs and their forms (react-hook-form, text fields) are fetched when a modal first opens,
// not with every page.
const AuthDialogs = lazy(() => import(/* webpackChunkName: "auth-dialogs" */ './AuthDialogs').then((m) => ({ default: m.AuthDialogs })));

/** The login, register and reset modals, one open at a time as the address says. */
export function AuthModals() {
  const { modal, open, close } = useAuthModal();
  const needed = useOnceTrue(modal !== null);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <AuthDialogs modal={modal} open={open} close={close} />
    </Suspense>
  );
}
