export { TBILISI, deliveryFee, shortOfFreeDelivery } from './model/delivery';
export type { DeliveryCode, DeliveryMethod, DeliveryOptions, PickupPoint, Region } from './model/delivery';
export { deliveryEndpoints, useDeliveryOptions } from './api/deliveryApi';
export { useDeliveryTerms } from './lib/terms';
