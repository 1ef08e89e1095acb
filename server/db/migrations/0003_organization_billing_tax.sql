CREATE TABLE `plan_tiers` (
	`name` text PRIMARY KEY NOT NULL,
	`display_name` text NOT NULL,
	`sort_order` integer NOT NULL,
	`monthly_price_minor` integer NOT NULL,
	`currency` text NOT NULL,
	`staff_limit` integer NOT NULL,
	`locations_limit` integer NOT NULL,
	`clients_limit` integer NOT NULL,
	`monthly_appointments_limit` integer NOT NULL,
	`monthly_emails_limit` integer NOT NULL,
	`monthly_sms_limit` integer NOT NULL,
	`monthly_push_limit` integer NOT NULL,
	`storage_gb_limit` integer NOT NULL,
	`overage_prices` text NOT NULL,
	CONSTRAINT "plan_tiers_limits" CHECK(("plan_tiers"."staff_limit" = -1 or "plan_tiers"."staff_limit" > 0) and ("plan_tiers"."locations_limit" = -1 or "plan_tiers"."locations_limit" > 0) and ("plan_tiers"."clients_limit" = -1 or "plan_tiers"."clients_limit" > 0) and ("plan_tiers"."monthly_appointments_limit" = -1 or "plan_tiers"."monthly_appointments_limit" > 0) and ("plan_tiers"."monthly_emails_limit" = -1 or "plan_tiers"."monthly_emails_limit" > 0) and ("plan_tiers"."monthly_sms_limit" = -1 or "plan_tiers"."monthly_sms_limit" > 0) and ("plan_tiers"."monthly_push_limit" = -1 or "plan_tiers"."monthly_push_limit" > 0) and ("plan_tiers"."storage_gb_limit" = -1 or "plan_tiers"."storage_gb_limit" > 0)),
	CONSTRAINT "plan_tiers_price" CHECK("plan_tiers"."monthly_price_minor" >= 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `plan_tiers_sort_order_unique` ON `plan_tiers` (`sort_order`);--> statement-breakpoint
CREATE TABLE `subscriptions` (
	`organization_id` text PRIMARY KEY NOT NULL,
	`plan` text NOT NULL,
	`status` text NOT NULL,
	`billing_cycle` text DEFAULT 'monthly' NOT NULL,
	`trial_ends_at` text,
	`anchor_at` text NOT NULL,
	`updated_at` text NOT NULL,
	`updated_by` text,
	FOREIGN KEY (`organization_id`) REFERENCES `organizations`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`plan`) REFERENCES `plan_tiers`(`name`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`updated_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE TABLE `usage_overages` (
	`id` text PRIMARY KEY NOT NULL,
	`organization_id` text NOT NULL,
	`period_start` text NOT NULL,
	`period_end` text NOT NULL,
	`resource` text NOT NULL,
	`plan` text NOT NULL,
	`limit_value` integer NOT NULL,
	`peak_usage` integer NOT NULL,
	`units_over` integer NOT NULL,
	`unit_price_minor` integer NOT NULL,
	`cost_minor` integer NOT NULL,
	`currency` text NOT NULL,
	`recorded_at` text NOT NULL,
	FOREIGN KEY (`organization_id`) REFERENCES `organizations`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `usage_overages_period` ON `usage_overages` (`organization_id`,`period_start`,`resource`);--> statement-breakpoint
CREATE TABLE `service_tax_overrides` (
	`id` text PRIMARY KEY NOT NULL,
	`organization_id` text NOT NULL,
	`service_id` text NOT NULL,
	`tax_rate_id` text,
	`version` integer DEFAULT 1 NOT NULL,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL,
	FOREIGN KEY (`organization_id`) REFERENCES `organizations`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`tax_rate_id`) REFERENCES `tax_rates`(`id`) ON UPDATE no action ON DELETE restrict
);
--> statement-breakpoint
CREATE UNIQUE INDEX `service_tax_overrides_service` ON `service_tax_overrides` (`organization_id`,`service_id`);--> statement-breakpoint
CREATE TABLE `tax_rates` (
	`id` text PRIMARY KEY NOT NULL,
	`organization_id` text NOT NULL,
	`name` text NOT NULL,
	`rate_thousandths` integer NOT NULL,
	`is_default` integer DEFAULT false NOT NULL,
	`version` integer DEFAULT 1 NOT NULL,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL,
	FOREIGN KEY (`organization_id`) REFERENCES `organizations`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "tax_rates_range" CHECK("tax_rates"."rate_thousandths" between 0 and 100000)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `tax_rates_org_name` ON `tax_rates` (`organization_id`,lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX `tax_rates_one_default` ON `tax_rates` (`organization_id`) WHERE is_default = 1;--> statement-breakpoint
ALTER TABLE `roles` ADD `version` integer DEFAULT 1 NOT NULL;