import { useState, type FormEvent } from 'react';
import { Link as MuiLink, TextField } from '@mui/material';
import { Link } from 'react-router-dom';
import { useBasename, useLogin, useNotify, useTranslate } from 'react-admin';
import { LabelButton } from '../ui/LabelButton';
import { NextStep } from '../authProvider';
import { SignInCard } from './SignInCard';
import { PendingStep, type Pending } from './TwoStepCode';

// Sign-in: email and password, then the authenticator's one-time code; at the first sign-in of an
// operator who must use one (owners, managers), first the enrolment with its QR code. A forgotten
// password is a link away (ForgotPasswordPage).

export function LoginPage() {
  const translate = useTranslate();
  const login = useLogin();
  const notify = useNotify();
  const basename = useBasename();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [pending, setPending] = useState<Pending | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      await login(pending ? { challenge: pending.challenge, code } : { email, password });
    } catch (error) {
      if (error instanceof NextStep) {
        setPending(error.next);
        setCode('');
      } else {
        const message = (error as Error)?.message;
        notify(message || 'ra.auth.sign_in_error', { type: 'error', messageArgs: { _: message } });
      }
    } finally {
      setBusy(false);
    }
  };
  const restart = () => {
    setPending(null);
    setPassword('');
    setCode('');
  };

  return (
    <SignInCard
      title={translate(pending?.step === 'enrol' ? 'admin.login.enrol_title' : 'admin.title')}
      onSubmit={submit}
    >
      {pending ? (
        <PendingStep pending={pending} code={code} onCode={setCode} busy={busy} onRestart={restart} />
      ) : (
        <>
          <TextField
            autoFocus
            required
            type="email"
            label={translate('admin.login.email')}
            autoComplete="username"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
          <TextField
            required
            type="password"
            label={translate('admin.login.password')}
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
          <LabelButton type="submit" variant="contained" label="admin.login.next" disabled={busy} />
          <MuiLink component={Link} to={`${basename}/forgot-password`} sx={{ alignSelf: 'center' }}>
            {translate('admin.login.forgot')}
          </MuiLink>
        </>
      )}
    </SignInCard>
  );
}
