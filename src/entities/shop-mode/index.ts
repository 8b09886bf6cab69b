export type { ShopSettings } from './model/shopSettings';
export { shopSettingsEndpoints, useShopSettings } from './api/shopSettingsApi';
export { TestModeBanner } from './ui/TestModeBanner';
