import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import TextField from '@mui/material/TextField';
import { useLang } from '@/shared/i18n';
import { useLoginMutation, type Credentials } from '../api/authApi';
import { useAccountForm } from '../lib/useAccountForm';
import { AuthDialog, SwitchTo, type AuthDialogProps } from './AuthDialog';

export function LoginDialog({
  open,
  onClose,
  onSwitch,
  email = '',
}: AuthDialogProps & {
  /** an e-mail to fill in (the account just registered): the password is then the field to type */
  email?: string;
}) {
  const { t } = useTranslation('account');
  const lang = useLang();
  const [login] = useLoginMutation();
  const form = useAccountForm<Credentials>({ email, password: '' });
  const { reset } = form.form;
  useEffect(() => {
    if (open && email) reset({ email, password: '' });
  }, [open, email, reset]);

  const onSubmit = form.submit(async (credentials) => {
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
      form={form}
      onSubmit={onSubmit}
      links={
        <>
          <SwitchTo modal="reset" onSwitch={onSwitch}>
            {t('forgot_password')}
          </SwitchTo>
          <SwitchTo modal="register" onSwitch={onSwitch}>
            {t('register')}
          </SwitchTo>
        </>
      }
    >
      <TextField
        label={t('fields.email')}
        type="email"
        autoComplete="email"
        autoFocus={!email}
        {...form.field('email')}
      />
      <TextField
        label={t('fields.password')}
        type="password"
        autoComplete="current-password"
        autoFocus={Boolean(email)}
        {...form.field('password')}
      />
    </AuthDialog>
  );
}
