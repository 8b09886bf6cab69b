import { answer, bearer, failures, listOf, text } from '../../http/adminSchemas';

/** a specification of the list as the back office reads it */
const specification = answer({
  id: { ...text, description: 'its key, which a product specification names' },
  key: text,
  label: answer({ en: text, ka: text }),
  unit: { type: ['string', 'null'], description: 'a value typed as a bare number is in this unit' },
  filter: { type: 'boolean', description: 'shoppers filter the catalogue by it' },
  values: {
    type: 'array',
    items: answer({ code: text, label: answer({ en: text, ka: text }) }),
    description: "a filter's values where they are a list: a product's English value names one of them; empty: free",
  },
});

export const specificationListSchema = {
  tags: ['admin'],
  summary: "The shop's list of specifications: names in both languages, units, which ones are filters",
  security: bearer,
  response: { 200: listOf(specification), ...failures },
} as const;
