import { hostedPageProvider, type BankSettings, type HostedPageProvider } from './hostedPage';

/** TBC Bank: card payments and loans, both on its page */
export function tbcProvider(settings: BankSettings): HostedPageProvider {
  return hostedPageProvider({ name: 'tbc', flows: { TBC_CARD: 'redirect', TBC_LOAN: 'redirect' }, ...settings });
}
