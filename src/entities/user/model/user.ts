import type { Answer } from '@/shared/api';
import { fields, text, wholeNumber } from '@/shared/lib';

/** The signed-in customer, as GET /api/user answers. */
export interface User {
  id: number;
  fname: string;
  lname: string;
  phone: string;
  email: string;
  pid: string;
}

/** Reads a user tolerantly; undefined when the answer has no usable id. */
export function normalizeUser(raw: unknown): User | undefined {
  const user = fields<Answer<'/api/user', 'get'>>(raw);
  const id = wholeNumber(user.id, Number.NaN);
  if (!Number.isFinite(id)) return undefined;
  const field = (name: keyof Omit<User, 'id'>) => text(user[name]) ?? '';
  return {
    id,
    fname: field('fname'),
    lname: field('lname'),
    phone: field('phone'),
    email: field('email'),
    pid: field('pid'),
  };
}
