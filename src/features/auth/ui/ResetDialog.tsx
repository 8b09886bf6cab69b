import { useTranslation } from 'react-i18next';
import TextField from '@mui/material/TextField';
import { useLang } from '@/shared/i18n';
import { useToast } from '@/shared/ui';
import { useRequestResetMutation } from '../api/authApi';
import { useAccountForm } from '../lib/useAccountForm';
import { AuthDialog, SwitchTo, type AuthDialogProps } from './AuthDialog';

export function ResetDialog({ open, onClose, onSwitch }: AuthDialogProps) {
  const { t } = useTranslation('account');
  const lang = useLang();
  const toast = useToast();
  const [requestReset] = useRequestResetMutation();
  const form = useAccountForm<{ email: string }>({ email: '' });

  const onSubmit = form.submit(async ({ email }) => {
    await requestReset({ lang, email }).unwrap();
    toast.success(t('reset_success'));
    onSwitch('login');
  });

  return (
    <AuthDialog
      open={open}
      onClose={onClose}
      title={t('reset_password')}
      submitLabel={t('send_reset_link')}
      form={form}
      onSubmit={onSubmit}
      links={
        <SwitchTo modal="login" onSwitch={onSwitch}>
          {t('back_to_login')}
        </SwitchTo>
      }
    >
      <TextField label={t('fields.email')} type="email" autoComplete="email" autoFocus {...form.field('email')} />
    </AuthDialog>
  );
}
