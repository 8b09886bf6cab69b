import { useId, type FormEventHandler, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import type { AuthModal } from '../model/authModal';

/** what AuthModals hands each of the three dialogs */
export interface AuthDialogProps {
  open: boolean;
  onClose: () => void;
  onSwitch: (modal: AuthModal) => void;
}

/**
 * The frame of the login, register and reset modals: a labelled dialog (MUI traps focus inside;
 * AuthModals returns it on close) holding a form, the server's refusal in a red box, and links to the others.
 */
export function AuthDialog(props: {
  open: boolean;
  onClose: () => void;
  title: string;
  submitLabel: string;
  /** the dialog's useAccountForm: its state while sending, and the server's refusal */
  form: { busy: boolean; failure: string | null };
  onSubmit: FormEventHandler<HTMLFormElement>;
  children: ReactNode;
  links?: ReactNode;
}) {
  const titleId = useId();
  return (
    <Dialog
      open={props.open}
      onClose={props.onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="xs"
      disableRestoreFocus
    >
      <form onSubmit={props.onSubmit} noValidate>
        <DialogTitle id={titleId}>{props.title}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {props.children}
            {props.form.failure && <Alert severity="error">{props.form.failure}</Alert>}
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2, flexWrap: 'wrap', gap: 1 }}>
          <Stack direction="row" spacing={1} sx={{ flexGrow: 1 }}>
            {props.links}
          </Stack>
          <Button type="submit" variant="contained" loading={props.form.busy}>
            {props.submitLabel}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

/** a link from one auth dialog to another */
export function SwitchTo({
  modal,
  onSwitch,
  children,
}: {
  modal: AuthModal;
  onSwitch: AuthDialogProps['onSwitch'];
  children: ReactNode;
}) {
  return (
    <Button size="small" onClick={() => onSwitch(modal)}>
      {children}
    </Button>
  );
}
