import { useAuthModal } from '../model/authModal';
import { LoginDialog } from './LoginDialog';
import { RegisterDialog } from './RegisterDialog';
import { ResetDialog } from './ResetDialog';

/** The login, register and reset modals, one open at a time as the address says. */
export function AuthModals() {
  const { modal, open, close } = useAuthModal();
  return (
    <>
      <LoginDialog open={modal === 'login'} onClose={close} onSwitch={open} />
      <RegisterDialog open={modal === 'register'} onClose={close} onSwitch={open} />
      <ResetDialog open={modal === 'reset'} onClose={close} onSwitch={open} />
    </>
  );
}
