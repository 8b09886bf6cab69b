import type { AuthProvider, UserIdentity } from 'react-admin';
import { adminJson, query } from './http';
import type { Enrolment, Operator, PasswordLink, SignInStep } from './api/answers';
import { can } from './permissions';
import { session } from './session';

// Sign-in in up to three steps (email and password; then a one-time code, or first the enrolment of an
// authenticator app) and the operator's role, read once per session from GET /api/admin/me.

/**
 * login's rejection when the password was right and a code is still needed: the sign-in page shows the
 * step's form (react-admin's login only knows "signed in" and "failed").
 */
export class NextStep extends Error {
  constructor(readonly next: Exclude<SignInStep, { step: 'done' }>) {
    super(next.step);
  }
}

export type Credentials = { email: string; password: string } | { challenge: string; code: string };

/** the operator of a token, once asked */
let me: { token: string; operator: Promise<Operator> } | null = null;

function remember(token: string, operator: Promise<Operator>) {
  me = { token, operator };
  return operator;
}

/** the signed-in operator, asked once per session (a new token is a new session) */
export function currentOperator(): Promise<Operator> {
  const token = session.token();
  if (!token) return Promise.reject(new Error('ra.auth.auth_check_error'));
  if (me?.token === token) return me.operator;
  return remember(
    token,
    adminJson<Operator>('/me').catch((error: unknown) => {
      me = null;
      throw error;
    }),
  );
}

function forget() {
  session.end();
  me = null;
}

/** a step's answer: a session when done, else the next step to show (NextStep) */
function signedInBy(answer: SignInStep) {
  if (answer.step !== 'done') throw new NextStep(answer);
  session.start(answer.token);
  remember(answer.token, Promise.resolve(answer.operator));
}

export const authProvider = {
  async login(credentials: Credentials) {
    signedInBy(
      'code' in credentials
        ? await adminJson<SignInStep>('/session/otp', { method: 'POST', body: credentials })
        : await adminJson<SignInStep>('/session', { method: 'POST', body: credentials }),
    );
  },
  async logout() {
    if (session.token()) await adminJson('/logout', { method: 'POST', body: {} }).catch(() => undefined);
    forget();
  },
  async checkAuth() {
    if (!session.token()) throw new Error('ra.auth.auth_check_error');
  },
  async checkError(error: { status?: number }) {
    // a missing, forged or expired token (or an operator removed): signed out. A 403 is a right the role
    // lacks: the operator stays signed in and sees the server's message.
    if (error?.status === 401) {
      forget();
      throw error;
    }
  },
  async getIdentity(): Promise<UserIdentity> {
    const operator = await currentOperator();
    return { ...operator, fullName: operator.name || operator.email };
  },
  async getPermissions() {
    return session.token() ? (await currentOperator()).role : undefined;
  },
  async canAccess({ resource, action }) {
    if (!session.token()) return false;
    return can((await currentOperator()).role, resource, action);
  },
} satisfies AuthProvider;

/** a staff operator's opt-in to two-step sign-in (owners and managers enrol at their first sign-in) */
export const enrolTwoStep = () => adminJson<Enrolment>('/session/enrol', { method: 'POST', body: {} });

/** the code that confirms an enrolment begun while signed in: the session goes on with the token it answers */
export async function confirmEnrolment(challenge: string, code: string) {
  const answer = await adminJson<SignInStep>('/session/otp', { method: 'POST', body: { challenge, code } });
  if (answer.step === 'done') {
    session.start(answer.token);
    remember(answer.token, Promise.resolve(answer.operator));
  }
}

export function changePassword(currentPassword: string, newPassword: string) {
  return adminJson('/me/password', { method: 'PUT', body: { currentPassword, newPassword } });
}

/** "forgot password": the server answers alike whether or not the email is an operator's */
export const askPasswordLink = (email: string) => adminJson('/session/forgot', { method: 'POST', body: { email } });

/** what a mailed set-password link is for (an invitation, a reset) and whose; rejected when used or expired */
export const checkPasswordLink = (token: string) =>
  adminJson<PasswordLink>(`/session/password-link${query({ token })}`);

/**
 * Sets the password a mailed link is for: signed in when the role needs no code (NextStep otherwise:
 * the code, or the enrolment, as at sign-in)
 */
export async function setPasswordFromLink(token: string, password: string) {
  signedInBy(await adminJson<SignInStep>('/session/password-link', { method: 'POST', body: { token, password } }));
}
