import type { AuthModal } from '../model/authModal';
import { LoginDialog } from './LoginDialog';
import { RegisterDialog } from './RegisterDialog';
import { ResetDialog } from './ResetDialog';

export function AuthDialogs({
  modal,
  open,
  close,
}: {
  modal: AuthModal | null;
  open: (modal: AuthModal) => void;
  close: () => void;
}) {
  return (
    <>
      <LoginDialog open={modal === 'login'} onClose={close} onSwitch={open} />
      <RegisterDialog open={modal === 'register'} onClose={close} onSwitch={open} />
      <ResetDialog open={modal === 'reset'} onClose={close} onSwitch={open} />
    </>
  );
}
