import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
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
      <ResetPasswordForm token={token} />
    </Container>
  );
}
