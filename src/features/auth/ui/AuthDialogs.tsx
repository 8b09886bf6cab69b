import { useState } from 'react';
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
  // the e-mail just registered, filled in on the login form that follows
  const [registered, setRegistered] = useState('');
  const logInAs = (email: string) => {
    setRegistered(email);
    open('login');
  };
  return (
    <>
      <LoginDialog open={modal === 'login'} onClose={close} onSwitch={open} email={registered} />
      <RegisterDialog open={modal === 'register'} onClose={close} onSwitch={open} onRegistered={logInAs} />
      <ResetDialog open={modal === 'reset'} onClose={close} onSwitch={open} />
    </>
  );
}
