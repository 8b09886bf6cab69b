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

const noPasswords = { password: '', repeat_password: '', current_password: '' };
const profileOf = ({ fname, lname, phone, email, pid }: User): ProfileChanges => ({
  fname,
  lname,
  phone,
  email,
  pid,
  ...noPasswords,
});

/**
 * The customer's details; the email is shown but cannot change, an empty password keeps the old one.
 * A new password asks for the current one (so a session left open elsewhere cannot take the account).
 */
export function ProfileForm({ user }: { user: User }) {
  const { t } = useTranslation('account');
  const lang = useLang();
  const toast = useToast();
  const [updateUser] = useUpdateUserMutation();
  const { form, failure, busy, submit, field } = useAccountForm<ProfileChanges>(profileOf(user));

  // the refetched user after an update (or another language's answer) is what the form shows
  useEffect(() => form.reset(profileOf(user)), [form, user]);

  const changingPassword = form.watch('password') !== '';

  const onSubmit = submit(async ({ current_password, ...changes }) => {
    const newPassword = changes.password !== '';
    await updateUser({
      lang,
      id: user.id,
      changes: { ...changes, email: user.email, ...(newPassword && { current_password }) },
    }).unwrap();
    // what was typed is saved; the passwords are not kept in the form
    form.reset({ ...changes, ...noPasswords });
    toast.success(t(newPassword ? 'password_changed' : 'profile_success'));
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
        <TextField
          fullWidth
          label={t('fields.password')}
          type="password"
          autoComplete="new-password"
          {...field('password')}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <TextField
          fullWidth
          label={t('fields.repeat_password')}
          type="password"
          autoComplete="new-password"
          {...field('repeat_password')}
        />
      </Grid>
      {changingPassword && (
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField
            fullWidth
            required
            label={t('fields.current_password')}
            type="password"
            autoComplete="current-password"
            {...field('current_password')}
          />
        </Grid>
      )}
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
