import { hostedPageProvider, type HostedPageProvider } from './hostedPage';
import type { BankSettings } from './registry';

/** TBC Bank: card payments and loans, both on its page */
export function tbcProvider(settings: BankSettings): HostedPageProvider {
  return hostedPageProvider({ name: 'tbc', flows: { TBC_CARD: 'redirect', TBC_LOAN: 'redirect' }, ...settings });
}
