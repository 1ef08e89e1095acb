ALTER TABLE `activity_log` ADD `detail_key` text;--> statement-breakpoint
ALTER TABLE `activity_log` ADD `detail_values` text;