-- The subscription tiers FREE → STUDIO → LUXE → PREMIER (spec part 1 §4, §9), kept as data.
-- Prices in US cents per month; limits -1 = unlimited. Overage prices in US cents per unit over the
-- limit (storage: per started GB). Staff, locations and clients are hard limits enforced where
-- records are created, so going over them (after a downgrade) is recorded but not charged; FREE
-- is never charged.
INSERT INTO `plan_tiers` (`name`, `display_name`, `sort_order`, `monthly_price_minor`, `currency`, `staff_limit`, `locations_limit`, `clients_limit`, `monthly_appointments_limit`, `monthly_emails_limit`, `monthly_sms_limit`, `monthly_push_limit`, `storage_gb_limit`, `overage_prices`) VALUES
  ('FREE', 'Free', 1, 0, 'USD', 2, 1, 100, 100, 250, 25, 500, 1, '{"staff":0,"locations":0,"clients":0,"appointments":0,"emails":0,"sms":0,"push":0,"storage":0}'),
  ('STUDIO', 'Studio', 2, 4900, 'USD', 5, 1, 1000, 1000, 2500, 250, 5000, 10, '{"staff":0,"locations":0,"clients":0,"appointments":5,"emails":1,"sms":8,"push":0,"storage":50}'),
  ('LUXE', 'Luxe', 3, 9900, 'USD', 15, 3, 5000, 5000, 10000, 1000, 25000, 50, '{"staff":0,"locations":0,"clients":0,"appointments":4,"emails":1,"sms":7,"push":0,"storage":40}'),
  ('PREMIER', 'Premier', 4, 19900, 'USD', -1, -1, -1, -1, -1, 5000, -1, 200, '{"staff":0,"locations":0,"clients":0,"appointments":0,"emails":0,"sms":6,"push":0,"storage":30}');
