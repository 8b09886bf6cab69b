import * as s from '../../http/schemas';

export const bogSdkSchema = {
  hide: true,
  response: { 200: { type: 'string', description: 'the calculator script' }, ...s.failures },
} as const;
