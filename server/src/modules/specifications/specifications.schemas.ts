import { answer, text } from '../../admin/schemas';

// A specification of the shop's list as the back office reads it.

export const specification = answer({
  id: { ...text, description: 'its key, which a product specification names' },
  key: text,
  label: answer({ en: text, ka: text }),
  unit: { type: ['string', 'null'], description: 'a value typed as a bare number is in this unit' },
  filter: { type: 'boolean', description: 'shoppers filter the catalogue by it' },
});
