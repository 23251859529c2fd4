-- A deleted upload row (by its owner, or by a cascade from its owner's account) queues its stored
-- file for deletion in the same transaction: a rollback keeps both the row and the file.
CREATE FUNCTION uploads_queue_file_removal() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO removed_files (storage, storage_key) VALUES (OLD.storage, OLD.storage_key);
  RETURN OLD;
END
$$;
--> statement-breakpoint
CREATE TRIGGER uploads_queue_file_removal AFTER DELETE ON uploads
  FOR EACH ROW EXECUTE FUNCTION uploads_queue_file_removal();
--> statement-breakpoint
-- A deleted message (by an admin, or with its conversation or either account) releases its photo
-- once no other message shows it; the upload trigger above then queues the file.
CREATE FUNCTION messages_release_photo() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM uploads u
  WHERE u.url = OLD.photo_url AND u.purpose = 'message'
    AND NOT EXISTS (SELECT 1 FROM messages m WHERE m.photo_url = OLD.photo_url);
  RETURN OLD;
END
$$;
--> statement-breakpoint
CREATE TRIGGER messages_release_photo AFTER DELETE ON messages
  FOR EACH ROW WHEN (OLD.photo_url IS NOT NULL) EXECUTE FUNCTION messages_release_photo();
