export { baseApi, apiQuery, apiStateArrived } from './baseApi';
export type { ApiDispatch, ApiExtra, ApiState } from './baseApi';
export { errorStatus, errorMessage, fieldErrors } from './errors';
export { cachedAnswer } from './cachedAnswer';
export type { ApiError } from './errors';
export { startFailedLoadLog } from './failedLoads';
export type { Answer, RequestBody } from './answers';
