CREATE TABLE `appointment_payments` (
	`id` text PRIMARY KEY NOT NULL,
	`organization_id` text NOT NULL,
	`appointment_id` text NOT NULL,
	`kind` text NOT NULL,
	`amount_minor` integer NOT NULL,
	`currency` text NOT NULL,
	`provider` text NOT NULL,
	`provider_reference` text NOT NULL,
	`reason` text DEFAULT '' NOT NULL,
	`created_at` text NOT NULL,
	FOREIGN KEY (`organization_id`) REFERENCES `organizations`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`appointment_id`) REFERENCES `appointments`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `appointment_payments_appointment` ON `appointment_payments` (`organization_id`,`appointment_id`,`created_at`);--> statement-breakpoint
ALTER TABLE `appointments` ADD `fee_charged_minor` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `appointments` ADD `checkout_id` text;--> statement-breakpoint
ALTER TABLE `appointments` ADD `checkout_url` text;--> statement-breakpoint
ALTER TABLE `appointments` ADD `saved_customer_id` text;--> statement-breakpoint
ALTER TABLE `appointments` ADD `saved_payment_method_id` text;