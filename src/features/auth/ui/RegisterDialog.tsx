import { useTranslation } from 'react-i18next';
import TextField from '@mui/material/TextField';
import { useLang } from '@/shared/i18n';
import { useToast } from '@/shared/ui';
import { useRegisterMutation, type Registration } from '../api/authApi';
import { useAccountForm } from '../lib/useAccountForm';
import { AuthDialog, SwitchTo, type AuthDialogProps } from './AuthDialog';

const emptyRegistration: Registration = {
  fname: '',
  lname: '',
  phone: '',
  email: '',
  pid: '',
  password: '',
  repeat_password: '',
};

export function RegisterDialog({ open, onClose, onSwitch }: AuthDialogProps) {
  const { t } = useTranslation('account');
  const lang = useLang();
  const toast = useToast();
  const [register] = useRegisterMutation();
  const form = useAccountForm<Registration>(emptyRegistration);

  const onSubmit = form.submit(async (registration) => {
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
      form={form}
      onSubmit={onSubmit}
      links={
        <SwitchTo modal="login" onSwitch={onSwitch}>
          {t('have_account')}
        </SwitchTo>
      }
    >
      <TextField label={t('fields.fname')} autoComplete="given-name" autoFocus {...form.field('fname')} />
      <TextField label={t('fields.lname')} autoComplete="family-name" {...form.field('lname')} />
      <TextField label={t('fields.phone')} type="tel" autoComplete="tel" {...form.field('phone')} />
      <TextField label={t('fields.email')} type="email" autoComplete="email" {...form.field('email')} />
      <TextField label={t('fields.pid')} {...form.field('pid')} />
      <TextField label={t('fields.password')} type="password" autoComplete="new-password" {...form.field('password')} />
      <TextField
        label={t('fields.repeat_password')}
        type="password"
        autoComplete="new-password"
        {...form.field('repeat_password')}
      />
    </AuthDialog>
  );
}
