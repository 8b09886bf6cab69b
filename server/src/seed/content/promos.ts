import type { SeedPromo } from '../types';

export const promos: SeedPromo[] = [
  { code: 'STARGAZER10', kind: 'percent', value: 10, expiresAt: '2030-12-31T23:59:59.000Z' },
  { code: 'COMET50', kind: 'fixed', value: 50, expiresAt: '2031-06-30T23:59:59.000Z' },
  { code: 'PERSEIDS2024', kind: 'percent', value: 15, expiresAt: '2024-08-31T23:59:59.000Z' },
];
