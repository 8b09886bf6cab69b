-- Delivery as settings the back office edits: the methods (courier in Tbilisi, the regions, pickup at a
-- warehouse) with their fees, the subtotal from which they are free, and how many days they take; and
-- the warehouses a shopper may collect an order from, with their address and opening hours.

CREATE TABLE delivery_methods (
  id           serial PRIMARY KEY,
  code         text NOT NULL UNIQUE CHECK (code IN ('courier', 'regions', 'pickup')),
  name_en      text NOT NULL,
  name_ka      text,
  fee          numeric(12, 2) NOT NULL CHECK (fee >= 0),
  -- the subtotal (lines less the promo) from which the fee is 0; NULL: never free
  free_from    numeric(12, 2) CHECK (free_from >= 0),
  days_min     integer NOT NULL CHECK (days_min >= 0),
  days_max     integer NOT NULL,
  -- the days are working days (the regions: no delivery at weekends)
  working_days boolean NOT NULL DEFAULT false,
  active       boolean NOT NULL DEFAULT true,
  position     integer NOT NULL DEFAULT 0,
  version      integer NOT NULL DEFAULT 1,
  CONSTRAINT delivery_methods_days CHECK (days_max >= days_min)
);

-- the shop's defaults, which an operator changes in the back office
INSERT INTO delivery_methods (code, name_en, name_ka, fee, free_from, days_min, days_max, working_days, position) VALUES
  ('courier', 'Courier in Tbilisi', 'კურიერი თბილისში', 7, 200, 0, 1, false, 1),
  ('regions', 'Delivery to the regions', 'მიწოდება რეგიონებში', 15, 300, 3, 5, true, 2),
  ('pickup', 'Pickup at a warehouse', 'გატანა საწყობიდან', 0, NULL, 0, 0, false, 3);

-- a warehouse shoppers may collect from (pickup), where it is and when it is open
ALTER TABLE warehouses
  ADD COLUMN pickup boolean NOT NULL DEFAULT false,
  ADD COLUMN address_en text,
  ADD COLUMN address_ka text,
  ADD COLUMN hours_en text,
  ADD COLUMN hours_ka text,
  ADD COLUMN version integer NOT NULL DEFAULT 1,
  ADD CONSTRAINT warehouses_pickup_address CHECK (NOT pickup OR (address_en IS NOT NULL AND hours_en IS NOT NULL));
