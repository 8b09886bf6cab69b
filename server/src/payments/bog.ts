import { hostedPageProvider, type HostedPageProvider } from './hostedPage';
import type { BankSettings } from './registry';

/** Bank of Georgia: card payments on its page; loans through its calculator (bog-sdk.js) */
export function bogProvider(settings: BankSettings): HostedPageProvider {
  return hostedPageProvider({ name: 'bog', flows: { BOG_CARD: 'redirect', BOG_LOAN: 'calculator' }, ...settings });
}
