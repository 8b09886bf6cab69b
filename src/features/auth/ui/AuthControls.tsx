import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import AccountCircleIcon from '@mui/icons-material/AccountCircle';
import LoginIcon from '@mui/icons-material/Login';
import LogoutIcon from '@mui/icons-material/Logout';
import { useLang } from '@/shared/i18n';
import { PhoneIconLabel, replayable } from '@/shared/ui';
import { selectIsSignedIn } from '@/entities/session';
import { useCurrentUser } from '@/entities/user';
import { useLogoutMutation } from '../api/authApi';
import { useAuthModal } from '../model/authModal';

// on phones the buttons are icons (see PhoneIconLabel), as narrow as the cart's
const phoneNarrow = { minWidth: 0, px: { xs: 0.75, sm: 1.5 } } as const;

/**
 * The header's account corner: a login button, or a welcome link to the profile and a logout button.
 * On phones each is an icon named by its words.
 */
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
      <Button color="inherit" onClick={() => open('login')} sx={phoneNarrow} {...replayable('login')}>
        <PhoneIconLabel icon={<LoginIcon />} label={t('login')} />
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
    <Stack direction="row" spacing={{ xs: 0, sm: 1 }} sx={{ alignItems: 'center' }}>
      <Button color="inherit" component={RouterLink} to={`/${lang}/profile`} sx={phoneNarrow}>
        <PhoneIconLabel icon={<AccountCircleIcon />} label={t('welcome', { name: user?.fname ?? '' })} />
      </Button>
      <Button
        color="inherit"
        variant="outlined"
        onClick={onLogout}
        loading={loggingOut}
        sx={{ ...phoneNarrow, borderColor: { xs: 'transparent', sm: 'currentColor' } }}
      >
        <PhoneIconLabel icon={<LogoutIcon />} label={t('logout')} />
      </Button>
    </Stack>
  );
}
