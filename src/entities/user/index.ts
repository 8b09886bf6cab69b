export type { User } from './model/user';
export { useCurrentUser, useUpdateUserMutation } from './api/userApi';
export type { ProfileChanges } from './api/userApi';
