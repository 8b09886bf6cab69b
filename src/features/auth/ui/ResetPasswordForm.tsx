import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { skipToken } from '@reduxjs/toolkit/query';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { fieldErrors, type ApiError } from '@/shared/api';
import { useLang } from '@/shared/i18n';
import { useToast } from '@/shared/ui';
import { useConfirmResetMutation, useResetLinkQuery } from '../api/authApi';
import { useAccountForm } from '../lib/useAccountForm';
import { useAuthModal, withLoginOpen } from '../model/authModal';

/**
 * Completes a reset from the mailed link (`token`: its query parameter, if any). The link is checked as
 * the page opens, so a used or expired one says so at once, with a way to ask for a new one, rather
 * than after the new password was typed twice. A server that cannot say (the contract has no such call)
 * gets the form, as before.
 */
export function ResetPasswordForm({ token }: { token: string | null }) {
  const { t } = useTranslation('account');
  const lang = useLang();
  // asked again each time the page opens: the link may have been used in the meantime
  const { currentData: link } = useResetLinkQuery(token ? { lang, token } : skipToken, {
    refetchOnMountOrArgChange: true,
  });
  // the link was used up while the form was open (another tab, the hour ran out)
  const [usedUp, setUsedUp] = useState(false);

  if (!token) return <DeadLink message={t('reset_link_invalid')} />;
  if (usedUp || link === 'dead') return <DeadLink message={t('reset_link_used')} />;
  if (!link) {
    return (
      <Stack direction="row" spacing={2} role="status" sx={{ alignItems: 'center' }}>
        <CircularProgress size={20} aria-hidden />
        <Typography>{t('checking_link')}</Typography>
      </Stack>
    );
  }
  return <NewPasswordForm token={token} onUsedUp={() => setUsedUp(true)} />;
}

/** A link that cannot set a password: what is wrong, and the "forgot password" modal to get a new one. */
function DeadLink({ message }: { message: string }) {
  const { t } = useTranslation('account');
  const auth = useAuthModal();
  return (
    <Stack spacing={2} sx={{ maxWidth: 420, alignItems: 'flex-start' }}>
      <Alert severity="error" sx={{ alignSelf: 'stretch' }}>
        {message}
      </Alert>
      <Button variant="contained" onClick={() => auth.open('reset')}>
        {t('ask_new_link')}
      </Button>
    </Stack>
  );
}

/** A new password twice, then the login modal. */
function NewPasswordForm({ token, onUsedUp }: { token: string; onUsedUp: () => void }) {
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
    try {
      await confirmReset({ lang, newPassword: { token, ...passwords } }).unwrap();
    } catch (error) {
      if (fieldErrors(error as ApiError).token) onUsedUp();
      throw error;
    }
    toast.success(t('reset_confirm_success'));
    navigate(withLoginOpen(`/${lang}`));
  });

  return (
    <Stack component="form" onSubmit={onSubmit} noValidate spacing={2} sx={{ maxWidth: 420 }}>
      <TextField label={t('fields.new_password')} type="password" autoComplete="new-password" {...field('password')} />
      <TextField
        label={t('fields.repeat_password')}
        type="password"
        autoComplete="new-password"
        {...field('repeat_password')}
      />
      {failure && <Alert severity="error">{failure}</Alert>}
      <Button type="submit" variant="contained" loading={busy} sx={{ alignSelf: 'flex-start' }}>
        {t('save_password')}
      </Button>
    </Stack>
  );
}
