/** at most `max` attempts per `timeWindow` ms (the shape of @fastify/rate-limit's route limits too) */
export interface RateLimit {
  max: number;
  timeWindow: number;
}
