import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useLang } from '@/shared/i18n';
import { useToast } from '@/shared/ui';
import { useAccountForm } from '@/entities/user';
import { useRequestResetMutation } from '../api/authApi';
import type { AuthModal } from '../model/authModal';
import { AuthDialog } from './AuthDialog';

export function ResetDialog({ open, onClose, onSwitch }: { open: boolean; onClose: () => void; onSwitch: (modal: AuthModal) => void }) {
  const { t } = useTranslation('account');
  const lang = useLang();
  const toast = useToast();
  const [requestReset] = useRequestResetMutation();
  const { failure, busy, submit, field } = useAccountForm<{ email: string }>({ email: '' });

  const onSubmit = submit(async ({ email }) => {
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
      busy={busy}
      failure={failure}
      onSubmit={onSubmit}
      links={
        <Button size="small" onClick={() => onSwitch('login')}>
          {t('back_to_login')}
        </Button>
      }
    >
      <TextField label={t('fields.email')} type="email" autoComplete="email" autoFocus {...field('email')} />
    </AuthDialog>
  );
}
