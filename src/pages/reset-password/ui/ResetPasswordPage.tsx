import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Container from '@mui/material/Container';
import { ResetPasswordForm } from '@/features/auth';
import { PageHeading } from '@/widgets/page-heading';

/** Where the mailed reset link lands: /{locale}/reset-password?token=... */
export function ResetPasswordPage() {
  const { t } = useTranslation('account');
  const token = useSearchParams()[0].get('token');
  return (
    <Container maxWidth="sm" sx={{ py: 4 }}>
      <PageHeading title={t('reset_password')} />
      {token ? <ResetPasswordForm token={token} /> : <Alert severity="error">{t('reset_link_invalid')}</Alert>}
    </Container>
  );
}
