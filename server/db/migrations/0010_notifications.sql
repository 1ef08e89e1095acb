CREATE TABLE `admin_digest_items` (
	`id` text PRIMARY KEY NOT NULL,
	`organization_id` text NOT NULL,
	`user_id` text NOT NULL,
	`event` text NOT NULL,
	`summary` text NOT NULL,
	`digest_message_id` text,
	`version` integer DEFAULT 1 NOT NULL,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL,
	FOREIGN KEY (`organization_id`) REFERENCES `organizations`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `admin_digest_items_pending` ON `admin_digest_items` (`organization_id`,`user_id`,`digest_message_id`);--> statement-breakpoint
CREATE TABLE `notification_connections` (
	`id` text PRIMARY KEY NOT NULL,
	`organization_id` text NOT NULL,
	`channel` text NOT NULL,
	`provider` text NOT NULL,
	`is_enabled` integer DEFAULT true NOT NULL,
	`settings` text DEFAULT '{}' NOT NULL,
	`secrets` text,
	`status` text DEFAULT 'not_configured' NOT NULL,
	`last_checked_at` text,
	`last_error` text,
	`version` integer DEFAULT 1 NOT NULL,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL,
	FOREIGN KEY (`organization_id`) REFERENCES `organizations`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `notification_connections_org_channel` ON `notification_connections` (`organization_id`,`channel`);--> statement-breakpoint
CREATE TABLE `notification_messages` (
	`id` text PRIMARY KEY NOT NULL,
	`organization_id` text NOT NULL,
	`idempotency_key` text NOT NULL,
	`channel` text NOT NULL,
	`event` text NOT NULL,
	`status` text NOT NULL,
	`recipient` text NOT NULL,
	`recipient_key` text NOT NULL,
	`recipient_name` text,
	`recipient_kind` text NOT NULL,
	`client_id` text,
	`user_id` text,
	`appointment_id` text,
	`subject` text,
	`content` text NOT NULL,
	`html` text,
	`template_name` text,
	`template_subtype` text,
	`provider` text,
	`provider_message_id` text,
	`scheduled_for` text NOT NULL,
	`next_attempt_at` text NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL,
	`lease_until` text,
	`error` text,
	`metadata` text DEFAULT '{}' NOT NULL,
	`sent_at` text,
	`delivered_at` text,
	`version` integer DEFAULT 1 NOT NULL,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL,
	FOREIGN KEY (`organization_id`) REFERENCES `organizations`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `notification_messages_key` ON `notification_messages` (`organization_id`,`idempotency_key`);--> statement-breakpoint
CREATE INDEX `notification_messages_org_due` ON `notification_messages` (`organization_id`,`scheduled_for`,`id`);--> statement-breakpoint
CREATE INDEX `notification_messages_org_channel` ON `notification_messages` (`organization_id`,`channel`,`scheduled_for`,`id`);--> statement-breakpoint
CREATE INDEX `notification_messages_org_status` ON `notification_messages` (`organization_id`,`status`,`scheduled_for`,`id`);--> statement-breakpoint
CREATE INDEX `notification_messages_org_created` ON `notification_messages` (`organization_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `notification_messages_org_recipient` ON `notification_messages` (`organization_id`,`recipient_key`);--> statement-breakpoint
CREATE INDEX `notification_messages_due` ON `notification_messages` (`status`,`next_attempt_at`);--> statement-breakpoint
CREATE INDEX `notification_messages_appointment` ON `notification_messages` (`organization_id`,`appointment_id`);--> statement-breakpoint
CREATE INDEX `notification_messages_client` ON `notification_messages` (`organization_id`,`client_id`,`sent_at`);--> statement-breakpoint
CREATE TABLE `team_invitations` (
	`id` text PRIMARY KEY NOT NULL,
	`organization_id` text NOT NULL,
	`user_id` text NOT NULL,
	`token_hash` text NOT NULL,
	`invited_by` text,
	`expires_at` text NOT NULL,
	`accepted_at` text,
	`revoked_at` text,
	`version` integer DEFAULT 1 NOT NULL,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL,
	FOREIGN KEY (`organization_id`) REFERENCES `organizations`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`invited_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `team_invitations_token` ON `team_invitations` (`token_hash`);--> statement-breakpoint
CREATE INDEX `team_invitations_user` ON `team_invitations` (`user_id`);