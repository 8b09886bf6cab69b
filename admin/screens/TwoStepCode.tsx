import { Box, Stack, TextField, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { Enrolment, SignInStep } from '../api/answers';
import { LabelButton } from '../ui/LabelButton';

/** a sign-in step still to answer: a one-time code, or an enrolment and its first code */
export type Pending = Exclude<SignInStep, { step: 'done' }>;

/** the secret an otpauth:// address carries, for typing into an app by hand */
const secretOf = (otpauthUrl: string) => {
  try {
    return new URL(otpauthUrl).searchParams.get('secret') ?? '';
  } catch {
    return '';
  }
};

/** an enrolment: the QR code to scan, and its key as text for an app that cannot scan */
export function EnrolmentCode({ enrolment }: { enrolment: Enrolment }) {
  const translate = useTranslate();
  return (
    <Stack spacing={1} sx={{ alignItems: 'center' }}>
      <Typography variant="body2">{translate('admin.login.enrol_help')}</Typography>
      <Box
        component="img"
        src={enrolment.qrDataUrl}
        alt={translate('admin.login.qr')}
        sx={{ width: 200, height: 200 }}
      />
      <Typography variant="body2">{translate('admin.login.secret')}</Typography>
      <Typography component="code" sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }}>
        {secretOf(enrolment.otpauthUrl)}
      </Typography>
    </Stack>
  );
}

/** the one-time code's field: digits only, filled by the phone's keyboard and password managers */
export function CodeField({ value, onChange }: { value: string; onChange: (code: string) => void }) {
  const translate = useTranslate();
  return (
    <TextField
      autoFocus
      required
      fullWidth
      label={translate('admin.login.code')}
      helperText={translate('admin.login.code_help')}
      value={value}
      onChange={(event) => onChange(event.target.value.replace(/\D/g, '').slice(0, 8))}
      slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'one-time-code', pattern: '[0-9]*' } }}
    />
  );
}

/** the fields of a pending step, inside its form: the enrolment when there is one, the code, sign in, start over */
export function PendingStep({
  pending,
  code,
  onCode,
  busy,
  onRestart,
}: {
  pending: Pending;
  code: string;
  onCode: (code: string) => void;
  busy: boolean;
  onRestart: () => void;
}) {
  return (
    <>
      {pending.step === 'enrol' && <EnrolmentCode enrolment={pending} />}
      <CodeField value={code} onChange={onCode} />
      <LabelButton type="submit" variant="contained" label="ra.auth.sign_in" disabled={busy || code.length < 6} />
      <LabelButton label="admin.login.back" onClick={onRestart} />
    </>
  );
}
