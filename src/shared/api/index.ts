export { baseApi } from './baseApi';
export type { ApiRequest } from './baseApi';
export { errorStatus, errorMessage, fieldErrors } from './errors';
export type { ApiError } from './errors';
