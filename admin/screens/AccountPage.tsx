import { useState, type FormEvent } from 'react';
import { Card, CardContent, Stack, TextField, Typography } from '@mui/material';
import { Title, useAuthenticated, useGetIdentity, useLogout, useNotify, useTranslate } from 'react-admin';
import { LabelButton } from '../ui/LabelButton';
import type { Enrolment } from '../api/answers';
import { changePassword, confirmEnrolment, enrolTwoStep } from '../authProvider';
import { useActionFailure } from '../ui/saving';
import { CodeField, EnrolmentCode } from './TwoStepCode';

// The signed-in operator's own account: a new password (12 characters or more; every session ends with
// it, so the operator signs in again), and two-step sign-in for staff who opt in.

const MIN_PASSWORD = 12;

function PasswordChange() {
  const translate = useTranslate();
  const notify = useNotify();
  const logout = useLogout();
  const failed = useActionFailure();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await changePassword(current, next);
      notify('admin.account.password_changed', { type: 'success' });
      await logout();
    } catch (error) {
      failed(error);
    }
  };
  return (
    <Stack component="form" spacing={2} onSubmit={submit} sx={{ maxWidth: 400 }}>
      <Typography variant="h6" component="h2">
        {translate('admin.account.change_password')}
      </Typography>
      <TextField
        required
        type="password"
        autoComplete="current-password"
        label={translate('admin.account.current_password')}
        value={current}
        onChange={(event) => setCurrent(event.target.value)}
      />
      <TextField
        required
        type="password"
        autoComplete="new-password"
        label={translate('admin.account.new_password')}
        value={next}
        onChange={(event) => setNext(event.target.value)}
        slotProps={{ htmlInput: { minLength: MIN_PASSWORD } }}
      />
      <LabelButton
        type="submit"
        variant="contained"
        label="admin.account.change_password"
        disabled={next.length < MIN_PASSWORD}
      />
    </Stack>
  );
}

function TwoStepOptIn({ on }: { on: boolean }) {
  const translate = useTranslate();
  const notify = useNotify();
  const failed = useActionFailure();
  const [enrolment, setEnrolment] = useState<Enrolment | null>(null);
  const [code, setCode] = useState('');
  const [done, setDone] = useState(on);
  const start = async () => {
    try {
      setEnrolment(await enrolTwoStep());
    } catch (error) {
      failed(error);
    }
  };
  const confirm = async (event: FormEvent) => {
    event.preventDefault();
    if (!enrolment) return;
    try {
      await confirmEnrolment(enrolment.challenge, code);
      notify('admin.account.enrol_done', { type: 'success' });
      setEnrolment(null);
      setDone(true);
    } catch (error) {
      failed(error);
    }
  };
  if (done) return <Typography>{translate('admin.account.totp_on')}</Typography>;
  return (
    <Stack component="form" spacing={2} onSubmit={confirm} sx={{ maxWidth: 400 }}>
      <Typography>{translate('admin.account.totp_off')}</Typography>
      {enrolment ? (
        <>
          <EnrolmentCode enrolment={enrolment} />
          <CodeField value={code} onChange={setCode} />
          <LabelButton type="submit" variant="contained" label="ra.action.confirm" disabled={code.length < 6} />
        </>
      ) : (
        <LabelButton variant="outlined" label="admin.account.enrol" onClick={start} />
      )}
    </Stack>
  );
}

export function AccountPage() {
  useAuthenticated();
  const { identity } = useGetIdentity();
  return (
    <Card sx={{ mt: 2 }}>
      <Title title="admin.account.title" />
      <CardContent>
        <Stack spacing={4}>
          {identity && (
            <Typography>
              {identity.fullName} · {String(identity.email)}
            </Typography>
          )}
          <PasswordChange />
          {identity && <TwoStepOptIn on={Boolean(identity.totp)} />}
        </Stack>
      </CardContent>
    </Card>
  );
}
