CREATE TABLE `marketing_templates` (
	`id` text PRIMARY KEY NOT NULL,
	`organization_id` text NOT NULL,
	`type` text NOT NULL,
	`subtype` text NOT NULL,
	`name` text NOT NULL,
	`subject` text,
	`content` text NOT NULL,
	`html_content` text,
	`variables` text DEFAULT '[]' NOT NULL,
	`is_active` integer DEFAULT true NOT NULL,
	`created_by` text,
	`version` integer DEFAULT 1 NOT NULL,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL,
	FOREIGN KEY (`organization_id`) REFERENCES `organizations`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`created_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `marketing_templates_org` ON `marketing_templates` (`organization_id`,`type`,`name`);--> statement-breakpoint
CREATE TABLE `platform_templates` (
	`id` text PRIMARY KEY NOT NULL,
	`type` text NOT NULL,
	`subtype` text NOT NULL,
	`name` text NOT NULL,
	`subject` text,
	`content` text NOT NULL,
	`html_content` text,
	`variables` text DEFAULT '[]' NOT NULL,
	`is_active` integer DEFAULT true NOT NULL,
	`shipped_hash` text NOT NULL,
	`version` integer DEFAULT 1 NOT NULL,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `platform_templates_type_subtype` ON `platform_templates` (`type`,`subtype`);--> statement-breakpoint
CREATE TABLE `template_history` (
	`id` text PRIMARY KEY NOT NULL,
	`organization_id` text,
	`template_id` text NOT NULL,
	`change` text NOT NULL,
	`name` text NOT NULL,
	`subject` text,
	`content` text NOT NULL,
	`html_content` text,
	`variables` text DEFAULT '[]' NOT NULL,
	`is_enabled` integer NOT NULL,
	`changed_by` text,
	`changed_by_name` text,
	`changed_at` text NOT NULL,
	FOREIGN KEY (`organization_id`) REFERENCES `organizations`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`changed_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `template_history_template` ON `template_history` (`template_id`,`organization_id`,`changed_at`);--> statement-breakpoint
CREATE TABLE `template_overrides` (
	`organization_id` text NOT NULL,
	`template_id` text NOT NULL,
	`custom_subject` text,
	`custom_content` text,
	`custom_html` text,
	`custom_variables` text,
	`is_enabled` integer DEFAULT true NOT NULL,
	`version` integer DEFAULT 1 NOT NULL,
	`updated_by` text,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL,
	PRIMARY KEY(`organization_id`, `template_id`),
	FOREIGN KEY (`organization_id`) REFERENCES `organizations`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`updated_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
ALTER TABLE `notification_messages` ADD `segments` integer DEFAULT 1 NOT NULL;