import { hostedPageProvider, type BankSettings, type HostedPageProvider } from './hostedPage';

/** Bank of Georgia: card payments on its page; loans through its calculator (bog-sdk.js) */
export function bogProvider(settings: BankSettings): HostedPageProvider {
  return hostedPageProvider({ name: 'bog', flows: { BOG_CARD: 'redirect', BOG_LOAN: 'calculator' }, ...settings });
}
