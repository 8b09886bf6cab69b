export { normalizeUser } from './model/user';
export type { User } from './model/user';
export { useCurrentUser, useUpdateUserMutation } from './api/userApi';
export type { ProfileChanges } from './api/userApi';
export { formFailure } from './lib/formFailure';
export type { FailureFallback } from './lib/formFailure';
export { useAccountForm } from './lib/useAccountForm';
