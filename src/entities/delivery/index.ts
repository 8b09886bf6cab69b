export { TBILISI, deliveryFee, shortOfFreeDelivery } from './model/delivery';
export type { DeliveryCode, DeliveryMethod, DeliveryOptions, PickupPoint, Region } from './model/delivery';
export { useDeliveryOptions } from './api/deliveryApi';
