-- An ended session (logout, logout-all, a deleted session, a password reset, deactivation, or
-- the account's deletion through the foreign key) is announced after commit on the channel the
-- event streams listen to, so a stream opened with it closes at once (docs/api.md §17).
CREATE FUNCTION sessions_announce_end() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('overlap_session_ended', OLD.id);
  RETURN OLD;
END
$$;
--> statement-breakpoint
CREATE TRIGGER sessions_announce_end AFTER DELETE ON sessions
  FOR EACH ROW EXECUTE FUNCTION sessions_announce_end();
