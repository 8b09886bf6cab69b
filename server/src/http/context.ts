import type { Lang } from '../domain/language';

export interface AuthUser {
  id: number;
  tokenHash: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** the language answers are written in */
    lang: Lang;
    /** the signed-in customer, set by the authenticate hook */
    user: AuthUser | null;
  }
}
