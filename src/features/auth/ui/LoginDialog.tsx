import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useLang } from '@/shared/i18n';
import { useAccountForm } from '@/entities/user';
import { useLoginMutation, type Credentials } from '../api/authApi';
import type { AuthModal } from '../model/authModal';
import { AuthDialog } from './AuthDialog';

export function LoginDialog({ open, onClose, onSwitch }: { open: boolean; onClose: () => void; onSwitch: (modal: AuthModal) => void }) {
  const { t } = useTranslation('account');
  const lang = useLang();
  const [login] = useLoginMutation();
  const { failure, busy, submit, field } = useAccountForm<Credentials>({ email: '', password: '' });

  const onSubmit = submit(async (credentials) => {
    const token = await login({ lang, credentials }).unwrap();
    if (!token) throw new Error('no access_token in the login answer');
    onClose();
  });

  return (
    <AuthDialog
      open={open}
      onClose={onClose}
      title={t('login')}
      submitLabel={t('login')}
      busy={busy}
      failure={failure}
      onSubmit={onSubmit}
      links={
        <>
          <Button size="small" onClick={() => onSwitch('reset')}>
            {t('forgot_password')}
          </Button>
          <Button size="small" onClick={() => onSwitch('register')}>
            {t('register')}
          </Button>
        </>
      }
    >
      <TextField label={t('fields.email')} type="email" autoComplete="email" autoFocus {...field('email')} />
      <TextField label={t('fields.password')} type="password" autoComplete="current-password" {...field('password')} />
    </AuthDialog>
  );
}
