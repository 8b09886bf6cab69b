import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useLang } from '@/shared/i18n';
import { selectIsSignedIn } from '@/entities/session';
import { useCurrentUser } from '@/entities/user';
import { useLogoutMutation } from '../api/authApi';
import { useAuthModal } from '../model/authModal';

/** The header's account corner: a login button, or a welcome link to the profile and a logout button. */
export function AuthControls() {
  const { t } = useTranslation('account');
  const lang = useLang();
  const navigate = useNavigate();
  const signedIn = useSelector(selectIsSignedIn);
  const user = useCurrentUser();
  const { open } = useAuthModal();
  const [logout, { isLoading: loggingOut }] = useLogoutMutation();

  if (!signedIn) {
    return (
      <Button color="inherit" onClick={() => open('login')}>
        {t('login')}
      </Button>
    );
  }

  const onLogout = async () => {
    try {
      await logout({ lang }).unwrap();
      navigate(`/${lang}`);
    } catch (error) {
      // the spec: a failed logout is only logged, and the shopper stays signed in
      console.error('logout failed', error);
    }
  };

  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <Button color="inherit" component={RouterLink} to={`/${lang}/profile`}>
        {t('welcome', { name: user?.fname ?? '' })}
      </Button>
      <Button color="inherit" variant="outlined" onClick={onLogout} loading={loggingOut}>
        {t('logout')}
      </Button>
    </Stack>
  );
}
