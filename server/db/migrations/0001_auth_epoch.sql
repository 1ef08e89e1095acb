-- A counter that moves whenever anything a signed-in request depends on changes: a session ending,
-- a user's role, status or name, a role's permissions, an organization's name or slug. The auth
-- plugin caches resolved sessions and trusts a cached entry only while this counter is unchanged,
-- so a logout, a deactivation or a permission change takes effect on the very next request, however
-- the change was made. Kept out of the Drizzle schema: it is maintained by these triggers alone.
CREATE TABLE `auth_epoch` (`id` integer PRIMARY KEY CHECK (`id` = 1), `value` integer NOT NULL);
--> statement-breakpoint
INSERT INTO `auth_epoch` (`id`, `value`) VALUES (1, 0);
--> statement-breakpoint
CREATE TRIGGER `auth_epoch_sessions_update` AFTER UPDATE OF `ended_at`, `expires_at`, `user_id`, `organization_id`, `token_hash` ON `sessions`
BEGIN UPDATE `auth_epoch` SET `value` = `value` + 1 WHERE `id` = 1; END;
--> statement-breakpoint
CREATE TRIGGER `auth_epoch_sessions_delete` AFTER DELETE ON `sessions`
BEGIN UPDATE `auth_epoch` SET `value` = `value` + 1 WHERE `id` = 1; END;
--> statement-breakpoint
CREATE TRIGGER `auth_epoch_users_update` AFTER UPDATE OF `role_id`, `is_active`, `is_platform_admin`, `email`, `first_name`, `last_name`, `organization_id` ON `users`
BEGIN UPDATE `auth_epoch` SET `value` = `value` + 1 WHERE `id` = 1; END;
--> statement-breakpoint
CREATE TRIGGER `auth_epoch_users_delete` AFTER DELETE ON `users`
BEGIN UPDATE `auth_epoch` SET `value` = `value` + 1 WHERE `id` = 1; END;
--> statement-breakpoint
CREATE TRIGGER `auth_epoch_roles_update` AFTER UPDATE ON `roles`
BEGIN UPDATE `auth_epoch` SET `value` = `value` + 1 WHERE `id` = 1; END;
--> statement-breakpoint
CREATE TRIGGER `auth_epoch_roles_delete` AFTER DELETE ON `roles`
BEGIN UPDATE `auth_epoch` SET `value` = `value` + 1 WHERE `id` = 1; END;
--> statement-breakpoint
CREATE TRIGGER `auth_epoch_organizations_update` AFTER UPDATE OF `name`, `slug` ON `organizations`
BEGIN UPDATE `auth_epoch` SET `value` = `value` + 1 WHERE `id` = 1; END;
--> statement-breakpoint
CREATE TRIGGER `auth_epoch_organizations_delete` AFTER DELETE ON `organizations`
BEGIN UPDATE `auth_epoch` SET `value` = `value` + 1 WHERE `id` = 1; END;
