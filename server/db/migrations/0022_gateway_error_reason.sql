ALTER TABLE `payment_gateways` ADD `last_error_key` text;--> statement-breakpoint
ALTER TABLE `payment_gateways` ADD `last_error_values` text;