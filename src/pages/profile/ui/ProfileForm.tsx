import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import TextField from '@mui/material/TextField';
import { useLang } from '@/shared/i18n';
import { useToast } from '@/shared/ui';
import { useUpdateUserMutation, type ProfileChanges, type User } from '@/entities/user';
import { useAccountForm } from '@/features/auth';

const profileOf = ({ fname, lname, phone, email, pid }: User): ProfileChanges => ({ fname, lname, phone, email, pid, password: '', repeat_password: '' });

/** The customer's details; the email is shown but cannot change, an empty password keeps the old one. */
export function ProfileForm({ user }: { user: User }) {
  const { t } = useTranslation('account');
  const lang = useLang();
  const toast = useToast();
  const [updateUser] = useUpdateUserMutation();
  const { form, failure, busy, submit, field } = useAccountForm<ProfileChanges>(profileOf(user));

  // the refetched user after an update (or another language's answer) is what the form shows
  useEffect(() => form.reset(profileOf(user)), [form, user]);

  const onSubmit = submit(async (changes) => {
    await updateUser({ lang, id: user.id, changes: { ...changes, email: user.email } }).unwrap();
    toast.success(t('profile_success'));
  });

  const editable = [
    ['fname', 'given-name', 'text'],
    ['lname', 'family-name', 'text'],
    ['phone', 'tel', 'tel'],
    ['pid', 'off', 'text'],
  ] as const;

  return (
    <Grid container spacing={2} component="form" onSubmit={onSubmit} noValidate>
      {editable.map(([name, autoComplete, type]) => (
        <Grid key={name} size={{ xs: 12, sm: 6 }}>
          <TextField fullWidth label={t(`fields.${name}`)} type={type} autoComplete={autoComplete} {...field(name)} />
        </Grid>
      ))}
      <Grid size={{ xs: 12, sm: 6 }}>
        <TextField fullWidth label={t('fields.email')} type="email" value={user.email} disabled />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }} />
      <Grid size={{ xs: 12, sm: 6 }}>
        <TextField fullWidth label={t('fields.password')} type="password" autoComplete="new-password" {...field('password')} />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <TextField fullWidth label={t('fields.repeat_password')} type="password" autoComplete="new-password" {...field('repeat_password')} />
      </Grid>
      <Grid size={12}>
        <Button type="submit" variant="contained" loading={busy}>
          {t('update')}
        </Button>
      </Grid>
      {failure && (
        <Grid size={12}>
          <Alert severity="error">{failure}</Alert>
        </Grid>
      )}
    </Grid>
  );
}
