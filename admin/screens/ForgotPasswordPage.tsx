import { useState, type FormEvent } from 'react';
import { Alert, Link as MuiLink, TextField } from '@mui/material';
import { Link } from 'react-router-dom';
import { useBasename, useTranslate } from 'react-admin';
import { askPasswordLink } from '../authProvider';
import { LabelButton } from '../ui/LabelButton';
import { useActionFailure } from '../ui/saving';
import { SignInCard } from './SignInCard';

// "Forgot your password?": an email, and the same answer whoever it belongs to (the server mails a
// set-password link only when it is an operator's, and says nothing about which).

export function ForgotPasswordPage() {
  const translate = useTranslate();
  const basename = useBasename();
  const failed = useActionFailure();
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      await askPasswordLink(email);
      setSent(true);
    } catch (error) {
      failed(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <SignInCard title={translate('admin.forgot.title')} onSubmit={submit}>
      {sent ? (
        <Alert severity="success">{translate('admin.forgot.sent')}</Alert>
      ) : (
        <>
          <Alert severity="info">{translate('admin.forgot.help')}</Alert>
          <TextField
            autoFocus
            required
            type="email"
            label={translate('admin.login.email')}
            autoComplete="username"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
          <LabelButton type="submit" variant="contained" label="admin.forgot.send" disabled={busy} />
        </>
      )}
      <MuiLink component={Link} to={`${basename}/login`} sx={{ alignSelf: 'center' }}>
        {translate('admin.forgot.back')}
      </MuiLink>
    </SignInCard>
  );
}
