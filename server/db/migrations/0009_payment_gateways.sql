CREATE TABLE `payment_gateways` (
	`id` text PRIMARY KEY NOT NULL,
	`organization_id` text NOT NULL,
	`type` text NOT NULL,
	`is_configured` integer DEFAULT false NOT NULL,
	`is_enabled` integer DEFAULT false NOT NULL,
	`is_default` integer DEFAULT false NOT NULL,
	`is_live` integer DEFAULT false NOT NULL,
	`status` text DEFAULT 'disconnected' NOT NULL,
	`use_for_online_bookings` integer DEFAULT false NOT NULL,
	`use_for_in_store_checkout` integer DEFAULT false NOT NULL,
	`location_ids` text DEFAULT '[]' NOT NULL,
	`credentials` text DEFAULT '{}' NOT NULL,
	`secrets` text,
	`fees_description` text DEFAULT '' NOT NULL,
	`last_tested_at` text,
	`last_error` text,
	`version` integer DEFAULT 1 NOT NULL,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL,
	FOREIGN KEY (`organization_id`) REFERENCES `organizations`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `payment_gateways_org_type` ON `payment_gateways` (`organization_id`,`type`);