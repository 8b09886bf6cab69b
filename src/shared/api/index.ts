export { baseApi } from './baseApi';
export { errorStatus, errorMessage, fieldErrors } from './errors';
export type { ApiError } from './errors';
