import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useLang } from '@/shared/i18n';
import { useToast } from '@/shared/ui';
import { useConfirmResetMutation } from '../api/authApi';
import { useAccountForm } from '../lib/useAccountForm';
import { withLoginOpen } from '../model/authModal';

/** Completes a reset from the mailed link: a new password twice, then the login modal. */
export function ResetPasswordForm({ token }: { token: string }) {
  const { t } = useTranslation('account');
  const lang = useLang();
  const toast = useToast();
  const navigate = useNavigate();
  const [confirmReset] = useConfirmResetMutation();
  const { failure, busy, submit, field } = useAccountForm<{ password: string; repeat_password: string }>({
    password: '',
    repeat_password: '',
  });

  const onSubmit = submit(async (passwords) => {
    await confirmReset({ lang, newPassword: { token, ...passwords } }).unwrap();
    toast.success(t('reset_confirm_success'));
    navigate(withLoginOpen(`/${lang}`));
  });

  return (
    <Stack component="form" onSubmit={onSubmit} noValidate spacing={2} sx={{ maxWidth: 420 }}>
      <TextField label={t('fields.new_password')} type="password" autoComplete="new-password" {...field('password')} />
      <TextField label={t('fields.repeat_password')} type="password" autoComplete="new-password" {...field('repeat_password')} />
      {failure && <Alert severity="error">{failure}</Alert>}
      <Button type="submit" variant="contained" loading={busy} sx={{ alignSelf: 'flex-start' }}>
        {t('save_password')}
      </Button>
    </Stack>
  );
}
