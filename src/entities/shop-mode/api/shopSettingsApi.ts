import { baseApi } from '@/shared/api';
import { readShopSettings, unknownSettings, type ShopSettings } from '../model/shopSettings';

const shopSettingsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    shopSettings: build.query<ShopSettings, void>({
      // A server of the spec's contract has no such route: its 404, or any failure, says nothing (the
      // spec's methods, no test mode), never a failed load to log
      queryFn: async (_arg, _api, _extra, baseQuery) => {
        // the same in either language
        const answer = await baseQuery({ url: '/api/settings', lang: 'ka' });
        return { data: answer.error ? unknownSettings : readShopSettings(answer.data) };
      },
    }),
  }),
  overrideExisting: 'throw',
});

/** The route table starts it before a page renders (every page shows the test mode). */
export const shopSettingsEndpoints = shopSettingsApi.endpoints;

/** The server's payment settings; what a contract server (or a failed load) says: nothing. */
export function useShopSettings(): ShopSettings {
  const { data } = shopSettingsApi.useShopSettingsQuery();
  return data ?? unknownSettings;
}
