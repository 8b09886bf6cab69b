import { useTranslation } from 'react-i18next';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useWatch } from 'react-hook-form';
import { useLang } from '@/shared/i18n';
import { useToast } from '@/shared/ui';
import { useRegisterMutation, type Registration } from '../api/authApi';
import { useAccountForm } from '../lib/useAccountForm';
import { AuthDialog, SwitchTo, type AuthDialogProps } from './AuthDialog';

const emptyRegistration: Registration = {
  fname: '',
  lname: '',
  phone: '',
  email: '',
  pid: '',
  password: '',
  repeat_password: '',
  id_kind: 'personal_id',
};

/** What each kind of document's number looks like (the server's rule); an empty one is the server's to refuse. */
const documentNumber = { personal_id: /^\d{11}$/, passport: /^[A-Za-z0-9]{6,12}$/ } as const;

export function RegisterDialog({
  open,
  onClose,
  onSwitch,
  onRegistered,
}: AuthDialogProps & {
  /** the account is made: the login form follows, with its e-mail filled in */
  onRegistered: (email: string) => void;
}) {
  const { t } = useTranslation('account');
  const lang = useLang();
  const toast = useToast();
  const [register] = useRegisterMutation();
  const form = useAccountForm<Registration>(emptyRegistration);

  const idKind = useWatch({ control: form.form.control, name: 'id_kind' }) ?? 'personal_id';

  const onSubmit = form.submit(async ({ id_kind: kind, ...spec }) => {
    // a personal ID is the spec's registration, body and all
    const registration = kind === 'passport' ? { ...spec, id_kind: kind } : spec;
    await register({ lang, registration }).unwrap();
    toast.success(t('register_success'));
    onRegistered(spec.email.trim());
  });

  return (
    <AuthDialog
      open={open}
      onClose={onClose}
      title={t('register')}
      submitLabel={t('register')}
      form={form}
      onSubmit={onSubmit}
      links={
        <SwitchTo modal="login" onSwitch={onSwitch}>
          {t('have_account')}
        </SwitchTo>
      }
    >
      <TextField label={t('fields.fname')} autoComplete="given-name" autoFocus {...form.field('fname')} />
      <TextField label={t('fields.lname')} autoComplete="family-name" {...form.field('lname')} />
      <TextField label={t('fields.phone')} type="tel" autoComplete="tel" {...form.field('phone')} />
      <TextField label={t('fields.email')} type="email" autoComplete="email" {...form.field('email')} />
      <RadioGroup
        row
        aria-label={t('fields.id_kind')}
        value={idKind}
        onChange={(event) => form.form.setValue('id_kind', event.target.value as Registration['id_kind'])}
      >
        <FormControlLabel value="personal_id" control={<Radio />} label={t('id_kinds.personal_id')} />
        <FormControlLabel value="passport" control={<Radio />} label={t('id_kinds.passport')} />
      </RadioGroup>
      <TextField
        label={t(idKind === 'passport' ? 'fields.passport' : 'fields.pid')}
        {...form.field('pid', {
          validate: (pid, { id_kind: kind = 'personal_id' }) =>
            !pid?.trim() || documentNumber[kind].test(pid.trim()) || t(`id_errors.${kind}`),
        })}
      />
      <TextField label={t('fields.password')} type="password" autoComplete="new-password" {...form.field('password')} />
      <TextField
        label={t('fields.repeat_password')}
        type="password"
        autoComplete="new-password"
        {...form.field('repeat_password')}
      />
      {/* in a new tab: leaving the dialog would lose what is typed */}
      <Typography variant="body2" color="text.secondary">
        {t('privacy_note')}{' '}
        <Link href={`/${lang}/privacy`} target="_blank" rel="noopener">
          {t('privacy_link')}
        </Link>
      </Typography>
    </AuthDialog>
  );
}
