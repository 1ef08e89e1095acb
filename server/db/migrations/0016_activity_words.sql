-- The activity search for one or two characters (issue 17): the trigram index (0014) answers from
-- three. A second contentless index of the same text's words, with prefix indexes of one and two
-- characters, finds the entries holding a word that starts with a short term ("Ed", "al") in a
-- lookup rather than a scan of the log; positions are not kept (detail=none): only prefixes are
-- asked of it. Kept in step by triggers, like activity_search.
CREATE VIRTUAL TABLE `activity_words` USING fts5(`text`, content='', contentless_delete=1, detail=none, prefix='1 2');
--> statement-breakpoint
INSERT INTO `activity_words` (`rowid`, `text`)
SELECT `a`.`rowid`, `a`.`details` || ' ' || coalesce((SELECT `u`.`email` || ' ' || `u`.`first_name` || ' ' || `u`.`last_name` FROM `users` AS `u` WHERE `u`.`id` = `a`.`user_id`), '')
FROM `activity_log` AS `a`;
--> statement-breakpoint
CREATE TRIGGER `activity_words_insert` AFTER INSERT ON `activity_log`
BEGIN
  INSERT INTO `activity_words` (`rowid`, `text`)
  VALUES (NEW.`rowid`, NEW.`details` || ' ' || coalesce((SELECT `u`.`email` || ' ' || `u`.`first_name` || ' ' || `u`.`last_name` FROM `users` AS `u` WHERE `u`.`id` = NEW.`user_id`), ''));
END;
--> statement-breakpoint
CREATE TRIGGER `activity_words_delete` AFTER DELETE ON `activity_log`
BEGIN
  DELETE FROM `activity_words` WHERE `rowid` = OLD.`rowid`;
END;
