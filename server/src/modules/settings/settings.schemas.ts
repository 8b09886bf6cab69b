import { PAY_METHODS } from '../../domain/payments';
import * as s from '../../http/schemas';

export const shopSettingsSchema = {
  summary: 'What the storefront shows of this server’s payment settings',
  description:
    '`paymethods`: the methods a checkout may name here, those of the banks configured (or played by the sandbox); ' +
    'any other is refused with 422. `test_mode`: the sandbox plays a bank, so no real payment is taken (every page ' +
    'says so). A server of the contract alone has no such route: the storefront then offers its own methods.',
  response: {
    200: s.answer({
      paymethods: { type: 'array', items: { type: 'string', enum: PAY_METHODS } },
      test_mode: { type: 'boolean' },
      bog_sdk_url: {
        type: ['string', 'null'],
        description:
          'BOG’s installment calculator script (BOG_SDK_URL); null: the storefront’s own (the sandbox’s stand-in)',
      },
    }),
    ...s.failures,
  },
} as const;
