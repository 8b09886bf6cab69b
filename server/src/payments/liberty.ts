import { hostedPageProvider, type BankSettings, type HostedPageProvider } from './hostedPage';

/** Liberty Bank: the browser posts a hidden form with the signed fields to its page */
export function libertyProvider(settings: BankSettings): HostedPageProvider {
  return hostedPageProvider({ name: 'liberty', flows: { LIBERTY_CARD: 'form' }, ...settings });
}
