import { config } from '@/shared/config';

/** What the calculator hands to onRequest: the monthly payment, the months and its loan product. */
export interface LoanChoice {
  amount: number;
  month: number;
  discount_code: string;
}

/** Bank of Georgia's installment calculator (window.BOG), as its SDK script defines it. */
export interface BogSdk {
  Calculator: {
    open(options: {
      amount: number;
      onRequest: (selected: LoanChoice, successCb: (orderId: string) => void, closeCb: () => void) => void;
      onComplete: (result: { redirectUrl: string }) => void;
    }): void;
  };
}

declare global {
  interface Window {
    BOG?: BogSdk;
  }
}

/** Lazy-loaded scripts give up after two minutes (the spec's limit for script chunks). */
export const sdkTimeoutMs = 120_000;

// dedupes loads under way; once loaded, window.BOG answers
let loading: Promise<BogSdk> | undefined;

/** Loads the SDK script once, on demand; a failed or timed-out load may be tried again. */
export function loadBogSdk(url: string = config.bogSdkUrl): Promise<BogSdk> {
  if (window.BOG?.Calculator) return Promise.resolve(window.BOG);
  loading ??= new Promise<BogSdk>((resolve, reject) => {
    const script = document.createElement('script');
    const settled = () => {
      clearTimeout(timer);
      loading = undefined;
    };
    const fail = (reason: string) => {
      settled();
      script.remove();
      reject(new Error(`the BOG SDK (${url}) ${reason}`));
    };
    const timer = setTimeout(() => fail('did not load in time'), sdkTimeoutMs);
    script.src = url;
    script.async = true;
    script.onerror = () => fail('could not be loaded');
    script.onload = () => {
      if (!window.BOG?.Calculator) return fail('has no BOG.Calculator');
      settled();
      resolve(window.BOG);
    };
    document.head.append(script);
  });
  return loading;
}
