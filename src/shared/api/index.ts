export { baseApi, apiQuery, apiStateArrived } from './baseApi';
export type { ApiDispatch, ApiExtra, ApiState } from './baseApi';
export { errorStatus, errorMessage, fieldErrors } from './errors';
export type { ApiError } from './errors';
export { startFailedLoadLog } from './failedLoads';
export type { Answer, RequestBody } from './answers';
