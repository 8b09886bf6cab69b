import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import type { Shop } from '../app/shop';
import { ShopError } from '../domain/errors';
import { plainTotpSecrets, sealTotpSecret } from '../modules/operators/operators.service';

// Operators' authenticator secrets at rest: AES-256-GCM under ADMIN_TOTP_KEY (config.ts), so a copy of
// the database (a backup, a dump, a read-only leak) does not hand out the second factor. A sealed
// secret is `v1:` + base64(iv | tag | ciphertext), bound to its operator (the additional data), so it
// cannot be moved to another operator's row. Secrets written in plain text before this (base32, never
// holding ':') are read as they are and sealed at the server's start (sealPlainTotpSecrets).

const VERSION = 'v1:';
const IV_BYTES = 12;
const TAG_BYTES = 16;

const boundTo = (operatorId: number) => Buffer.from(`astroshop operator ${operatorId} totp`);

export class TotpSecrets {
  constructor(private readonly key: Buffer) {
    if (key.length !== 32) throw new Error('the TOTP key must be 32 bytes');
  }

  static isSealed(stored: string): boolean {
    return stored.startsWith(VERSION);
  }

  seal(secret: string, operatorId: number): string {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv).setAAD(boundTo(operatorId));
    const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
    return VERSION + Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64');
  }

  /** the secret; a plain one (written before secrets were sealed) as it is; 409 when the key does not open it */
  open(stored: string, operatorId: number): string {
    if (!TotpSecrets.isSealed(stored)) return stored;
    const bytes = Buffer.from(stored.slice(VERSION.length), 'base64');
    try {
      const decipher = createDecipheriv('aes-256-gcm', this.key, bytes.subarray(0, IV_BYTES)).setAAD(
        boundTo(operatorId),
      );
      decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
      return Buffer.concat([decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
    } catch {
      // another key (ADMIN_TOTP_KEY changed) or an altered row: the operator's two-step sign-in must be reset
      throw new ShopError(409, 'totp_unreadable');
    }
  }
}

/** seals the secrets still in plain text; a secret changed meanwhile (by another server) is left to it */
export async function sealPlainTotpSecrets(db: Shop['db'], secrets: TotpSecrets): Promise<number> {
  return db.transaction(async (tx) => {
    const plain = await plainTotpSecrets(tx);
    for (const { id, totp_secret } of plain) await sealTotpSecret(tx, id, totp_secret, secrets.seal(totp_secret, id));
    return plain.length;
  });
}
