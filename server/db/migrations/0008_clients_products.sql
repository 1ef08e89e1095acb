CREATE TABLE `clients` (
	`id` text PRIMARY KEY NOT NULL,
	`organization_id` text NOT NULL,
	`first_name` text NOT NULL,
	`last_name` text NOT NULL,
	`email` text DEFAULT '' NOT NULL,
	`phone` text DEFAULT '' NOT NULL,
	`alternate_phone` text DEFAULT '' NOT NULL,
	`date_of_birth` text DEFAULT '' NOT NULL,
	`gender` text DEFAULT '' NOT NULL,
	`preferred_pronouns` text DEFAULT '' NOT NULL,
	`occupation` text DEFAULT '' NOT NULL,
	`address` text DEFAULT '' NOT NULL,
	`address_line2` text DEFAULT '' NOT NULL,
	`city` text DEFAULT '' NOT NULL,
	`state` text DEFAULT '' NOT NULL,
	`zip_code` text DEFAULT '' NOT NULL,
	`country` text DEFAULT '' NOT NULL,
	`emergency_contact` text DEFAULT '' NOT NULL,
	`emergency_phone` text DEFAULT '' NOT NULL,
	`notes` text DEFAULT '' NOT NULL,
	`preferred_contact_method` text DEFAULT '' NOT NULL,
	`language_preference` text DEFAULT '' NOT NULL,
	`referral_source` text DEFAULT '' NOT NULL,
	`tags` text DEFAULT '[]' NOT NULL,
	`is_active` integer DEFAULT true NOT NULL,
	`email_key` text,
	`phone_key` text,
	`version` integer DEFAULT 1 NOT NULL,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL,
	FOREIGN KEY (`organization_id`) REFERENCES `organizations`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `clients_org_name` ON `clients` (`organization_id`,`last_name`,`first_name`);--> statement-breakpoint
CREATE INDEX `clients_org_email` ON `clients` (`organization_id`,`email_key`);--> statement-breakpoint
CREATE INDEX `clients_org_phone` ON `clients` (`organization_id`,`phone_key`);--> statement-breakpoint
CREATE TABLE `products` (
	`id` text PRIMARY KEY NOT NULL,
	`organization_id` text NOT NULL,
	`name` text NOT NULL,
	`description` text DEFAULT '' NOT NULL,
	`price_minor` integer NOT NULL,
	`currency` text NOT NULL,
	`sku` text DEFAULT '' NOT NULL,
	`stock_quantity` integer DEFAULT 0 NOT NULL,
	`category` text DEFAULT '' NOT NULL,
	`brand` text DEFAULT '' NOT NULL,
	`notes` text DEFAULT '' NOT NULL,
	`is_active` integer DEFAULT true NOT NULL,
	`sku_key` text,
	`version` integer DEFAULT 1 NOT NULL,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL,
	FOREIGN KEY (`organization_id`) REFERENCES `organizations`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "products_price" CHECK("products"."price_minor" >= 0)
);
--> statement-breakpoint
CREATE INDEX `products_org_name` ON `products` (`organization_id`,`name`);--> statement-breakpoint
CREATE INDEX `products_org_sku` ON `products` (`organization_id`,`sku_key`);