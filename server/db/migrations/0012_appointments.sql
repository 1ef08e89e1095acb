CREATE TABLE `appointment_items` (
	`id` text PRIMARY KEY NOT NULL,
	`organization_id` text NOT NULL,
	`appointment_id` text NOT NULL,
	`position` integer NOT NULL,
	`service_id` text NOT NULL,
	`variant_id` text,
	`service_name` text NOT NULL,
	`practitioner_id` text NOT NULL,
	`start_at` text NOT NULL,
	`end_at` text NOT NULL,
	`buffer_before_minutes` integer DEFAULT 0 NOT NULL,
	`buffer_after_minutes` integer DEFAULT 0 NOT NULL,
	`processing_start_at` text,
	`processing_end_at` text,
	`price_minor` integer NOT NULL,
	FOREIGN KEY (`organization_id`) REFERENCES `organizations`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`appointment_id`) REFERENCES `appointments`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`practitioner_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE restrict
);
--> statement-breakpoint
CREATE INDEX `appointment_items_appointment` ON `appointment_items` (`appointment_id`,`position`);--> statement-breakpoint
CREATE TABLE `appointments` (
	`id` text PRIMARY KEY NOT NULL,
	`organization_id` text NOT NULL,
	`location_id` text NOT NULL,
	`client_id` text NOT NULL,
	`status` text NOT NULL,
	`source` text NOT NULL,
	`start_at` text NOT NULL,
	`end_at` text NOT NULL,
	`time_zone` text NOT NULL,
	`notes` text DEFAULT '' NOT NULL,
	`manage_token_hash` text NOT NULL,
	`currency` text NOT NULL,
	`total_minor` integer NOT NULL,
	`payment_requirement` text DEFAULT 'none' NOT NULL,
	`amount_due_minor` integer DEFAULT 0 NOT NULL,
	`payment_status` text DEFAULT 'none' NOT NULL,
	`payment_provider` text,
	`payment_reference` text,
	`amount_paid_minor` integer DEFAULT 0 NOT NULL,
	`amount_refunded_minor` integer DEFAULT 0 NOT NULL,
	`cancelled_at` text,
	`cancelled_by` text,
	`cancellation_reason` text,
	`created_by` text,
	`version` integer DEFAULT 1 NOT NULL,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL,
	FOREIGN KEY (`organization_id`) REFERENCES `organizations`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`location_id`) REFERENCES `locations`(`id`) ON UPDATE no action ON DELETE restrict,
	FOREIGN KEY (`client_id`) REFERENCES `clients`(`id`) ON UPDATE no action ON DELETE restrict,
	FOREIGN KEY (`created_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `appointments_org_start` ON `appointments` (`organization_id`,`start_at`);--> statement-breakpoint
CREATE INDEX `appointments_org_status` ON `appointments` (`organization_id`,`status`,`start_at`);--> statement-breakpoint
CREATE INDEX `appointments_client` ON `appointments` (`organization_id`,`client_id`,`start_at`);--> statement-breakpoint
CREATE UNIQUE INDEX `appointments_manage_token` ON `appointments` (`manage_token_hash`);--> statement-breakpoint
CREATE TABLE `booking_holds` (
	`id` text PRIMARY KEY NOT NULL,
	`organization_id` text NOT NULL,
	`location_id` text NOT NULL,
	`service_ids` text NOT NULL,
	`practitioner_id` text NOT NULL,
	`start_at` text NOT NULL,
	`expires_at` text NOT NULL,
	`ip_address` text NOT NULL,
	`created_at` text NOT NULL,
	FOREIGN KEY (`organization_id`) REFERENCES `organizations`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `booking_holds_expiry` ON `booking_holds` (`expires_at`);--> statement-breakpoint
CREATE TABLE `practitioner_busy` (
	`id` text PRIMARY KEY NOT NULL,
	`organization_id` text NOT NULL,
	`practitioner_id` text NOT NULL,
	`start_ms` integer NOT NULL,
	`end_ms` integer NOT NULL,
	`appointment_id` text,
	`hold_id` text,
	`expires_ms` integer,
	`created_ms` integer NOT NULL,
	FOREIGN KEY (`organization_id`) REFERENCES `organizations`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`appointment_id`) REFERENCES `appointments`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `practitioner_busy_span` ON `practitioner_busy` (`practitioner_id`,`start_ms`,`end_ms`);--> statement-breakpoint
CREATE INDEX `practitioner_busy_hold` ON `practitioner_busy` (`hold_id`);--> statement-breakpoint
CREATE INDEX `practitioner_busy_appointment` ON `practitioner_busy` (`appointment_id`);--> statement-breakpoint
-- The guard against double booking (server/db/schema/appointments.ts): no two live spans of one
-- practitioner overlap. A hold's span is live until it expires; a booking's until it is deleted.
CREATE TRIGGER `practitioner_busy_no_overlap` BEFORE INSERT ON `practitioner_busy`
WHEN EXISTS (
  SELECT 1 FROM `practitioner_busy` AS `b`
  WHERE `b`.`practitioner_id` = NEW.`practitioner_id`
    AND `b`.`start_ms` < NEW.`end_ms` AND NEW.`start_ms` < `b`.`end_ms`
    AND (`b`.`expires_ms` IS NULL OR `b`.`expires_ms` > NEW.`created_ms`)
    AND (NEW.`hold_id` IS NULL OR `b`.`hold_id` IS NULL OR `b`.`hold_id` <> NEW.`hold_id`)
)
BEGIN SELECT RAISE(ABORT, 'SLOT_TAKEN'); END;
--> statement-breakpoint
CREATE TRIGGER `practitioner_busy_no_overlap_update` BEFORE UPDATE OF `practitioner_id`, `start_ms`, `end_ms`, `expires_ms` ON `practitioner_busy`
WHEN EXISTS (
  SELECT 1 FROM `practitioner_busy` AS `b`
  WHERE `b`.`id` <> NEW.`id`
    AND `b`.`practitioner_id` = NEW.`practitioner_id`
    AND `b`.`start_ms` < NEW.`end_ms` AND NEW.`start_ms` < `b`.`end_ms`
    AND (`b`.`expires_ms` IS NULL OR `b`.`expires_ms` > NEW.`created_ms`)
)
BEGIN SELECT RAISE(ABORT, 'SLOT_TAKEN'); END;
