export { AuthControls } from './ui/AuthControls';
export { AuthModals } from './ui/AuthModals';
export { ResetPasswordForm } from './ui/ResetPasswordForm';
export { useAccountForm } from './lib/useAccountForm';
export { useAuthModal } from './model/authModal';
