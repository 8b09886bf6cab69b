import { useEffect, useState, type FormEvent } from 'react';
import { Alert, Link as MuiLink, TextField, Typography } from '@mui/material';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useBasename, useLogin, useTranslate, type HttpError } from 'react-admin';
import type { PasswordLink } from '../api/answers';
import { checkPasswordLink, NextStep, setPasswordFromLink } from '../authProvider';
import { LabelButton } from '../ui/LabelButton';
import { useActionFailure } from '../ui/saving';
import { SignInCard } from './SignInCard';
import { PendingStep, type Pending } from './TwoStepCode';

// The page a mailed link opens (/admin/set-password?token=…): an invitation's or a forgotten password's.
// The link is checked as the page opens (a used or expired one says so, with the way to a new one);
// the password set, the sign-in goes on as after a right password: signed in, or the code, or the
// enrolment of an authenticator first (owners and managers).

const MIN_PASSWORD = 12;

export function SetPasswordPage() {
  const translate = useTranslate();
  const basename = useBasename();
  const navigate = useNavigate();
  const login = useLogin();
  const failed = useActionFailure();
  const token = useSearchParams()[0].get('token') ?? '';
  const [link, setLink] = useState<PasswordLink | null>(null);
  const [invalid, setInvalid] = useState<string | null>(null);
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [pending, setPending] = useState<Pending | null>(null);
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    checkPasswordLink(token).then(setLink, (error: HttpError) => setInvalid(error.message));
  }, [token]);

  const setNewPassword = async () => {
    if (password.length < MIN_PASSWORD) return setProblem(translate('admin.set_password.too_short'));
    if (password !== repeat) return setProblem(translate('admin.set_password.mismatch'));
    setProblem(null);
    try {
      await setPasswordFromLink(token, password);
      navigate(`${basename}/`);
    } catch (error) {
      if (error instanceof NextStep) return setPending(error.next);
      const { body, message } = error as HttpError;
      if (body?.errors?.token) setInvalid(message);
      else if (body?.errors?.password) setProblem(body.errors.password);
      else failed(error);
    }
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      if (pending) await login({ challenge: pending.challenge, code });
      else await setNewPassword();
    } catch (error) {
      failed(error);
    } finally {
      setBusy(false);
    }
  };
  // the password is set: starting over is signing in with it
  const restart = () => navigate(`${basename}/login`);

  const title =
    pending?.step === 'enrol' ? 'admin.login.enrol_title' : `admin.set_password.title_${link?.purpose ?? 'reset'}`;
  return (
    <SignInCard title={translate(title)} onSubmit={submit}>
      {invalid ? (
        <>
          <Alert severity="error">{invalid}</Alert>
          <MuiLink component={Link} to={`${basename}/forgot-password`} sx={{ alignSelf: 'center' }}>
            {translate('admin.set_password.new_link')}
          </MuiLink>
        </>
      ) : pending ? (
        <PendingStep pending={pending} code={code} onCode={setCode} busy={busy} onRestart={restart} />
      ) : link ? (
        <>
          {/* an address is one long word: it breaks anywhere rather than run out of a phone's card */}
          <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
            {translate('admin.set_password.for', { email: link.email })}
          </Typography>
          <TextField
            autoFocus
            required
            type="password"
            label={translate('admin.set_password.password')}
            autoComplete="new-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            error={problem !== null}
            helperText={translate('admin.set_password.password_help')}
          />
          <TextField
            required
            type="password"
            label={translate('admin.set_password.repeat')}
            autoComplete="new-password"
            value={repeat}
            onChange={(event) => setRepeat(event.target.value)}
            error={problem !== null}
            helperText={problem}
          />
          <LabelButton type="submit" variant="contained" label="admin.set_password.save" disabled={busy} />
        </>
      ) : (
        <Typography variant="body2">{translate('admin.set_password.checking')}</Typography>
      )}
    </SignInCard>
  );
}
