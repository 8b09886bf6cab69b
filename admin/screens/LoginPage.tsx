import { useState, type FormEvent } from 'react';
import { Box, Card, CardContent, Stack, TextField, Typography } from '@mui/material';
import { useLogin, useNotify, useTranslate } from 'react-admin';
import { LabelButton } from '../ui/LabelButton';
import { LanguageButton } from '../ui/LanguageButton';
import type { SignInStep } from '../api/answers';
import { NextStep } from '../authProvider';
import { CodeField, EnrolmentCode } from './TwoStepCode';

// Sign-in: email and password, then the authenticator's one-time code; at the first sign-in of an
// operator who must use one (owners, managers), first the enrolment with its QR code.

type Pending = Exclude<SignInStep, { step: 'done' }>;

export function LoginPage() {
  const translate = useTranslate();
  const login = useLogin();
  const notify = useNotify();
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
    <Box sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', bgcolor: 'background.default', p: 2 }}>
      <Card component="main" sx={{ width: '100%', maxWidth: 400 }}>
        <CardContent>
          <Stack component="form" spacing={2} onSubmit={submit}>
            <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
              <Typography variant="h5" component="h1">
                {translate(pending?.step === 'enrol' ? 'admin.login.enrol_title' : 'admin.title')}
              </Typography>
              <LanguageButton />
            </Stack>
            {pending ? (
              <>
                {pending.step === 'enrol' && <EnrolmentCode enrolment={pending} />}
                <CodeField value={code} onChange={setCode} />
                <LabelButton
                  type="submit"
                  variant="contained"
                  label="ra.auth.sign_in"
                  disabled={busy || code.length < 6}
                />
                <LabelButton label="admin.login.back" onClick={restart} />
              </>
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
              </>
            )}
          </Stack>
        </CardContent>
      </Card>
    </Box>
  );
}
