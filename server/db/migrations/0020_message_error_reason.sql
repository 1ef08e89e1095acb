ALTER TABLE `notification_messages` ADD `error_key` text;--> statement-breakpoint
ALTER TABLE `notification_messages` ADD `error_values` text;