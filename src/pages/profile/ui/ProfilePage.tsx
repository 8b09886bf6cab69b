import { useTranslation } from 'react-i18next';
import Skeleton from '@mui/material/Skeleton';
import { useCurrentUser } from '@/entities/user';
import { AccountLayout } from '@/widgets/account-layout';
import { PageHeading } from '@/widgets/page-heading';
import { AddressBook } from './AddressBook';
import { MyTelescopes } from './MyTelescopes';
import { ProfileForm } from './ProfileForm';

export function ProfilePage() {
  const { t } = useTranslation('account');
  const user = useCurrentUser();
  return (
    <AccountLayout>
      <PageHeading title={t('profile')} />
      {user ? <ProfileForm user={user} /> : <Skeleton variant="rounded" height={320} />}
      <AddressBook />
      <MyTelescopes />
    </AccountLayout>
  );
}
