import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { errorMessage, type ApiError } from '@/shared/api';
import { useLang } from '@/shared/i18n';
import { useToast } from '@/shared/ui';
import { useKeepTelescopeMutation, useMyTelescopes } from '../api/myTelescopesApi';
import { parseTelescopeChoice } from '../model/instrument';

/**
 * "Keep in my telescopes" for the telescope chosen (as `fits` names it), to a signed-in shopper whose
 * server keeps them; "In your telescopes" once kept. Nothing for a shopper signed out, or a server of the
 * spec's contract.
 */
export function KeepTelescope({ param }: { param: string | null }) {
  const { t } = useTranslation('account');
  const lang = useLang();
  const toast = useToast();
  const kept = useMyTelescopes();
  const [keep, { isLoading }] = useKeepTelescopeMutation();
  const choice = parseTelescopeChoice(param);
  if (!kept || !choice) return null;
  if (kept.some((telescope) => telescope.param === param))
    return (
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {t('my_telescopes.in_account')}
      </Typography>
    );
  const save = async () => {
    try {
      await keep({ lang, choice }).unwrap();
      toast.success(t('my_telescopes.kept'));
    } catch (error) {
      // the server says why (its limit reached, a telescope it no longer knows), else our own words
      toast.error(errorMessage(error as ApiError) ?? t('my_telescopes.failed'));
    }
  };
  return (
    <Button size="small" loading={isLoading} onClick={() => void save()} sx={{ mt: 1, justifyContent: 'flex-start' }}>
      {t('my_telescopes.keep')}
    </Button>
  );
}
