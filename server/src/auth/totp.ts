import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';

// Time-based one-time codes (RFC 6238: six digits, 30 s, SHA-1, as every authenticator app reads them)
// for the back office's two-step sign-in.

const ISSUER = 'AstroShop';
/** seconds either side of now a code is still taken: one step, for a phone's clock a little off */
const TOLERANCE_S = 30;

export const newTotpSecret = (): string => generateSecret();

/** what an authenticator app scans: the secret, the shop's name and the operator's email */
export async function enrolment(email: string, secret: string) {
  const otpauthUrl = generateURI({ issuer: ISSUER, label: email, secret });
  return { otpauthUrl, qrDataUrl: await QRCode.toDataURL(otpauthUrl) };
}

/** the time step at which `code` is right for `secret`, after `afterStep` (a code is good once); else null */
export async function codeStep(secret: string, code: string, afterStep: number | null): Promise<number | null> {
  const result = await verify({
    secret,
    token: code,
    epochTolerance: TOLERANCE_S,
    ...(afterStep !== null && { afterTimeStep: afterStep }),
  });
  // a TOTP check's result carries its time step (HOTP's, which this is not, would not)
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}
