import type { SeedPromo } from '../types';

// A fixed amount needs a minimum well above it, or it makes cheap orders (nearly) free.
export const promos: SeedPromo[] = [
  { code: 'STARGAZER10', kind: 'percent', value: 10, expiresAt: '2030-12-31T23:59:59.000Z', minSubtotal: 100 },
  {
    code: 'COMET50',
    kind: 'fixed',
    value: 50,
    expiresAt: '2031-06-30T23:59:59.000Z',
    minSubtotal: 300,
    maxUses: 1000,
    maxUsesPerCustomer: 5,
  },
  { code: 'PERSEIDS2024', kind: 'percent', value: 15, expiresAt: '2024-08-31T23:59:59.000Z', minSubtotal: 100 },
];
