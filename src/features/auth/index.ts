export { AuthControls } from './ui/AuthControls';
export { AuthModals } from './ui/AuthModals';
export { ResetPasswordForm } from './ui/ResetPasswordForm';
export { useAuthModal } from './model/authModal';
export type { AuthModal } from './model/authModal';
