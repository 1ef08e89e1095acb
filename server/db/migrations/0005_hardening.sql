CREATE TABLE `sign_in_throttle` (
	`key` text PRIMARY KEY NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL,
	`window_started_at` text NOT NULL,
	`locked_until` text
);
--> statement-breakpoint
ALTER TABLE `roles` ADD `display_name` text;--> statement-breakpoint
ALTER TABLE `activity_log` ADD `repeat_count` integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE `activity_log` ADD `last_repeated_at` text;