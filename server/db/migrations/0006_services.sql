-- Overrides written before services existed name no service: they are dropped with the new foreign key.
CREATE TABLE `service_categories` (
	`id` text PRIMARY KEY NOT NULL,
	`organization_id` text NOT NULL,
	`name` text NOT NULL,
	`position` integer NOT NULL,
	`color` text NOT NULL,
	`is_active` integer DEFAULT true NOT NULL,
	`version` integer DEFAULT 1 NOT NULL,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL,
	FOREIGN KEY (`organization_id`) REFERENCES `organizations`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `service_categories_org` ON `service_categories` (`organization_id`,`position`);--> statement-breakpoint
CREATE TABLE `service_variants` (
	`id` text PRIMARY KEY NOT NULL,
	`organization_id` text NOT NULL,
	`service_id` text NOT NULL,
	`position` integer NOT NULL,
	`name` text NOT NULL,
	`description` text DEFAULT '' NOT NULL,
	`price_type` text NOT NULL,
	`price_minor` integer NOT NULL,
	`currency` text NOT NULL,
	`duration_minutes` integer NOT NULL,
	`version` integer DEFAULT 1 NOT NULL,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL,
	FOREIGN KEY (`organization_id`) REFERENCES `organizations`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`service_id`) REFERENCES `services`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "service_variants_price" CHECK("service_variants"."price_minor" >= 0),
	CONSTRAINT "service_variants_duration" CHECK("service_variants"."duration_minutes" > 0)
);
--> statement-breakpoint
CREATE INDEX `service_variants_service` ON `service_variants` (`service_id`,`position`);--> statement-breakpoint
CREATE TABLE `services` (
	`id` text PRIMARY KEY NOT NULL,
	`organization_id` text NOT NULL,
	`category_id` text,
	`parent_id` text,
	`name` text NOT NULL,
	`description` text DEFAULT '' NOT NULL,
	`duration_minutes` integer NOT NULL,
	`price_type` text NOT NULL,
	`price_minor` integer NOT NULL,
	`currency` text NOT NULL,
	`is_active` integer DEFAULT true NOT NULL,
	`default_template_id` text,
	`buffer_before_minutes` integer DEFAULT 0 NOT NULL,
	`buffer_after_minutes` integer DEFAULT 0 NOT NULL,
	`processing_start_minutes` integer DEFAULT 0 NOT NULL,
	`processing_minutes` integer DEFAULT 0 NOT NULL,
	`version` integer DEFAULT 1 NOT NULL,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL,
	FOREIGN KEY (`organization_id`) REFERENCES `organizations`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`category_id`) REFERENCES `service_categories`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "services_price" CHECK("services"."price_minor" >= 0),
	CONSTRAINT "services_duration" CHECK("services"."duration_minutes" > 0)
);
--> statement-breakpoint
CREATE INDEX `services_org_category` ON `services` (`organization_id`,`category_id`);--> statement-breakpoint
PRAGMA foreign_keys=OFF;--> statement-breakpoint
CREATE TABLE `__new_service_tax_overrides` (
	`id` text PRIMARY KEY NOT NULL,
	`organization_id` text NOT NULL,
	`service_id` text NOT NULL,
	`tax_rate_id` text,
	`version` integer DEFAULT 1 NOT NULL,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL,
	FOREIGN KEY (`organization_id`) REFERENCES `organizations`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`service_id`) REFERENCES `services`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`tax_rate_id`) REFERENCES `tax_rates`(`id`) ON UPDATE no action ON DELETE restrict
);
--> statement-breakpoint
INSERT INTO `__new_service_tax_overrides`("id", "organization_id", "service_id", "tax_rate_id", "version", "created_at", "updated_at") SELECT "id", "organization_id", "service_id", "tax_rate_id", "version", "created_at", "updated_at" FROM `service_tax_overrides` WHERE "service_id" IN (SELECT "id" FROM `services`);--> statement-breakpoint
DROP TABLE `service_tax_overrides`;--> statement-breakpoint
ALTER TABLE `__new_service_tax_overrides` RENAME TO `service_tax_overrides`;--> statement-breakpoint
PRAGMA foreign_keys=ON;--> statement-breakpoint
CREATE UNIQUE INDEX `service_tax_overrides_service` ON `service_tax_overrides` (`organization_id`,`service_id`);