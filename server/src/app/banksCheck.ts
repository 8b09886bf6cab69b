import { ConfigError, loadConfig } from '../config';
import { checkBanks } from '../payments/credentialsCheck';

// `npm run banks:check`: with the shop's own settings (the same environment as the server's), asks each
// configured bank for a token (Liberty: a payment's status) and prints OK or the bank's refusal as it
// answered it. No payment is made. Exits 1 when a bank refused, did not answer, or none is configured.

async function main(): Promise<number> {
  // the check concerns the banks with credentials alone: an unset PAYMENTS_SANDBOX beside them is the
  // server's to refuse (config.ts), not this check's
  const env = { ...process.env, PAYMENTS_SANDBOX: process.env.PAYMENTS_SANDBOX || 'off' };
  const config = loadConfig(env);
  const { bog, tbc, liberty } = config.banks;
  const played = [
    bog.credentials ? '' : 'BOG',
    tbc.credentials ? '' : 'TBC',
    liberty.enabled && !liberty.credentials ? 'Liberty' : '',
  ].filter(Boolean);
  if (played.length > 0)
    console.log(
      `${played.join(', ')}: no credentials (${config.paymentsSandbox ? 'played by the sandbox: test mode' : 'not offered'})`,
    );
  if (!liberty.enabled) console.log('Liberty: off (LIBERTY_ENABLED is not on)');
  const checks = await checkBanks(config.banks, { timeoutMs: config.bankCalls.timeoutMs, retries: 0 }, fetch);
  if (checks.length === 0) {
    console.log('No bank has credentials: nothing to check (docs/operations.md: Going live)');
    return 1;
  }
  for (const check of checks) console.log(`${check.bank}: ${check.ok ? 'OK' : 'FAILED'}, ${check.detail}`);
  return checks.every((check) => check.ok) ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof ConfigError ? error.message : error);
    process.exit(1);
  },
);
