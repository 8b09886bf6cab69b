import { DELIVERY_METHOD_SPEC, deliveryMethodRules, PICKUP_POINT_SPEC, pickupPointRules } from './delivery.service';
import { recordRoutes } from '../records/records.admin.routes';
import { deliveryMethodSchemas, pickupPointSchemas } from './delivery.admin.schemas';

// Delivery settings (owners and managers): the three methods' names, fees, free thresholds and days,
// and which warehouses shoppers may collect from, with their address and opening hours. The set of
// methods is the shop's (domain/delivery.ts): they are edited, never created or deleted; a method
// switched off (`active`) is not offered. Their schemas: delivery.admin.schemas.ts; their rules:
// delivery.service.ts.

export const deliveryMethodRoutes = recordRoutes({
  path: 'delivery-methods',
  entity: 'delivery_method',
  access: 'delivery',
  spec: DELIVERY_METHOD_SPEC,
  rules: deliveryMethodRules,
  ...deliveryMethodSchemas,
  deletable: false,
  creatable: false,
});

export const pickupPointRoutes = recordRoutes({
  path: 'pickup-points',
  entity: 'warehouse',
  access: 'delivery',
  spec: PICKUP_POINT_SPEC,
  rules: pickupPointRules,
  ...pickupPointSchemas,
  deletable: false,
  creatable: false,
});
