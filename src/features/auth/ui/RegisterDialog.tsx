import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useLang } from '@/shared/i18n';
import { useToast } from '@/shared/ui';
import { useAccountForm } from '@/entities/user';
import { useRegisterMutation, type Registration } from '../api/authApi';
import type { AuthModal } from '../model/authModal';
import { AuthDialog } from './AuthDialog';

const emptyRegistration: Registration = { fname: '', lname: '', phone: '', email: '', pid: '', password: '', repeat_password: '' };

export function RegisterDialog({ open, onClose, onSwitch }: { open: boolean; onClose: () => void; onSwitch: (modal: AuthModal) => void }) {
  const { t } = useTranslation('account');
  const lang = useLang();
  const toast = useToast();
  const [register] = useRegisterMutation();
  const { failure, busy, submit, field } = useAccountForm<Registration>(emptyRegistration);

  const onSubmit = submit(async (registration) => {
    await register({ lang, registration }).unwrap();
    toast.success(t('register_success'));
    onSwitch('login');
  });

  return (
    <AuthDialog
      open={open}
      onClose={onClose}
      title={t('register')}
      submitLabel={t('register')}
      busy={busy}
      failure={failure}
      onSubmit={onSubmit}
      links={
        <Button size="small" onClick={() => onSwitch('login')}>
          {t('have_account')}
        </Button>
      }
    >
      <TextField label={t('fields.fname')} autoComplete="given-name" autoFocus {...field('fname')} />
      <TextField label={t('fields.lname')} autoComplete="family-name" {...field('lname')} />
      <TextField label={t('fields.phone')} type="tel" autoComplete="tel" {...field('phone')} />
      <TextField label={t('fields.email')} type="email" autoComplete="email" {...field('email')} />
      <TextField label={t('fields.pid')} {...field('pid')} />
      <TextField label={t('fields.password')} type="password" autoComplete="new-password" {...field('password')} />
      <TextField label={t('fields.repeat_password')} type="password" autoComplete="new-password" {...field('repeat_password')} />
    </AuthDialog>
  );
}
