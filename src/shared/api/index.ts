export { baseApi, apiQuery, apiStateArrived } from './baseApi';
export type { ApiRequest, ApiExtra } from './baseApi';
export { errorStatus, errorMessage, fieldErrors } from './errors';
export type { ApiError } from './errors';
export { startFailedLoadLog } from './failedLoads';
