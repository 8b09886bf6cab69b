import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

export const authModals = ['login', 'register', 'reset'] as const;
export type AuthModal = (typeof authModals)[number];

// The open modal lives in the address (?auth=login), so any page can open it with a link or a
// navigation (the reset-password page does, after a new password is set) without shared state.
const param = 'auth';

export function useAuthModal() {
  const [params, setParams] = useSearchParams();
  const value = params.get(param);
  const modal = (authModals as readonly string[]).includes(value ?? '') ? (value as AuthModal) : null;

  const show = useCallback(
    (next: AuthModal | null) =>
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          if (next) updated.set(param, next);
          else updated.delete(param);
          return updated;
        },
        { replace: true, preventScrollReset: true },
      ),
    [setParams],
  );

  return { modal, open: show, close: useCallback(() => show(null), [show]) };
}

/** The address of `pathname` with the login modal open. */
export const withLoginOpen = (pathname: string) => `${pathname}?${param}=login`;
