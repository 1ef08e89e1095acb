CREATE TABLE `backup_keys` (
	`organization_id` text PRIMARY KEY NOT NULL,
	`salt` text NOT NULL,
	`params` text NOT NULL,
	`sealed_key` text NOT NULL,
	`created_by` text,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL,
	FOREIGN KEY (`organization_id`) REFERENCES `organizations`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`created_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE TABLE `settings_backups` (
	`id` text PRIMARY KEY NOT NULL,
	`organization_id` text NOT NULL,
	`kind` text NOT NULL,
	`name` text NOT NULL,
	`description` text DEFAULT '' NOT NULL,
	`sections` text DEFAULT '[]' NOT NULL,
	`encrypted` integer NOT NULL,
	`status` text NOT NULL,
	`schema_version` integer NOT NULL,
	`size_bytes` integer NOT NULL,
	`payload` blob NOT NULL,
	`created_by` text,
	`created_at` text NOT NULL,
	FOREIGN KEY (`organization_id`) REFERENCES `organizations`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`created_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `settings_backups_org` ON `settings_backups` (`organization_id`,`kind`,`created_at`);--> statement-breakpoint
CREATE TABLE `settings_templates` (
	`id` text PRIMARY KEY NOT NULL,
	`organization_id` text NOT NULL,
	`official_key` text,
	`name` text NOT NULL,
	`description` text DEFAULT '' NOT NULL,
	`category` text NOT NULL,
	`data` text NOT NULL,
	`is_official` integer DEFAULT false NOT NULL,
	`is_favorite` integer DEFAULT false NOT NULL,
	`usage_count` integer DEFAULT 0 NOT NULL,
	`created_by` text,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL,
	FOREIGN KEY (`organization_id`) REFERENCES `organizations`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`created_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `settings_templates_org` ON `settings_templates` (`organization_id`,`category`);--> statement-breakpoint
ALTER TABLE `activity_log` ADD `target_kind` text;--> statement-breakpoint
ALTER TABLE `activity_log` ADD `target_user_id` text;--> statement-breakpoint
ALTER TABLE `activity_log` ADD `revert_of` text;--> statement-breakpoint
-- The activity search (issue 17): a contentless trigram index of each entry's details and its
-- author's email and names, so a search for any part of them (case-insensitive, three characters
-- or more) is an index lookup even over a million rows. Kept in step by triggers; a rowid is the
-- activity_log row's own (stable: nothing here runs VACUUM, which could renumber them, and the
-- whole-database backups copy pages as they are).
CREATE VIRTUAL TABLE `activity_search` USING fts5(`text`, content='', contentless_delete=1, tokenize='trigram');
--> statement-breakpoint
INSERT INTO `activity_search` (`rowid`, `text`)
SELECT `a`.`rowid`, `a`.`details` || ' ' || coalesce((SELECT `u`.`email` || ' ' || `u`.`first_name` || ' ' || `u`.`last_name` FROM `users` AS `u` WHERE `u`.`id` = `a`.`user_id`), '')
FROM `activity_log` AS `a`;
--> statement-breakpoint
CREATE TRIGGER `activity_search_insert` AFTER INSERT ON `activity_log`
BEGIN
  INSERT INTO `activity_search` (`rowid`, `text`)
  VALUES (NEW.`rowid`, NEW.`details` || ' ' || coalesce((SELECT `u`.`email` || ' ' || `u`.`first_name` || ' ' || `u`.`last_name` FROM `users` AS `u` WHERE `u`.`id` = NEW.`user_id`), ''));
END;
--> statement-breakpoint
CREATE TRIGGER `activity_search_delete` AFTER DELETE ON `activity_log`
BEGIN
  DELETE FROM `activity_search` WHERE `rowid` = OLD.`rowid`;
END;
