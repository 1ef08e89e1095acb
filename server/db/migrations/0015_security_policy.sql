-- The security policy and the system configuration (issue 18) decide, at every request, whether a
-- session is still open (idle timeout, lifetime) and what it may do (a password to change, two-factor
-- to set up, maintenance mode). Resolved sessions are cached until `auth_epoch` moves (0001), so a
-- save of either document moves it too, and the new rules apply on the very next request.
CREATE TRIGGER `auth_epoch_policy_insert` AFTER INSERT ON `settings_documents`
WHEN NEW.`kind` IN ('security-policy', 'system-configuration')
BEGIN UPDATE `auth_epoch` SET `value` = `value` + 1 WHERE `id` = 1; END;
--> statement-breakpoint
CREATE TRIGGER `auth_epoch_policy_update` AFTER UPDATE ON `settings_documents`
WHEN NEW.`kind` IN ('security-policy', 'system-configuration')
BEGIN UPDATE `auth_epoch` SET `value` = `value` + 1 WHERE `id` = 1; END;
--> statement-breakpoint
CREATE TRIGGER `auth_epoch_policy_delete` AFTER DELETE ON `settings_documents`
WHEN OLD.`kind` IN ('security-policy', 'system-configuration')
BEGIN UPDATE `auth_epoch` SET `value` = `value` + 1 WHERE `id` = 1; END;
--> statement-breakpoint
-- A new password or two-factor set up moves it too: a session restricted to doing that opens at once.
DROP TRIGGER `auth_epoch_users_update`;
--> statement-breakpoint
CREATE TRIGGER `auth_epoch_users_update` AFTER UPDATE OF `role_id`, `is_active`, `is_platform_admin`, `email`, `first_name`, `last_name`, `organization_id`, `password_hash`, `password_changed_at`, `two_factor_enabled` ON `users`
BEGIN UPDATE `auth_epoch` SET `value` = `value` + 1 WHERE `id` = 1; END;
