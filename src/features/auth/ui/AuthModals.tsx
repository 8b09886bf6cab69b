import { useEffect, useLayoutEffect, useRef } from 'react';
import { useAuthModal } from '../model/authModal';
import { LoginDialog } from './LoginDialog';
import { RegisterDialog } from './RegisterDialog';
import { ResetDialog } from './ResetDialog';

/**
 * The login, register and reset modals, one open at a time as the address says. Closing returns
 * focus to the control that opened the first of them: a modal's own return would land on the
 * link of the modal it replaced, which is gone.
 */
export function AuthModals() {
  const { modal, open, close } = useAuthModal();
  const opener = useRef<HTMLElement | null>(null);

  // a layout effect runs before the dialog's focus trap (a plain effect) moves focus into it...
  useLayoutEffect(() => {
    const focused = document.activeElement;
    if (modal && !opener.current && focused instanceof HTMLElement && focused !== document.body) opener.current = focused;
  }, [modal]);
  // ...and a plain effect after the trap has let go (the children's effects run first)
  useEffect(() => {
    if (modal || !opener.current) return;
    opener.current.focus();
    opener.current = null;
  }, [modal]);

  return (
    <>
      <LoginDialog open={modal === 'login'} onClose={close} onSwitch={open} />
      <RegisterDialog open={modal === 'register'} onClose={close} onSwitch={open} />
      <ResetDialog open={modal === 'reset'} onClose={close} onSwitch={open} />
    </>
  );
}
