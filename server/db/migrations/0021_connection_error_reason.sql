ALTER TABLE `notification_connections` ADD `last_error_key` text;--> statement-breakpoint
ALTER TABLE `notification_connections` ADD `last_error_values` text;