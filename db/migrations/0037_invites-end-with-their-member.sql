-- A member's unused invite codes stop working when the member is deactivated, loses the right to
-- invite, or is deleted (docs/security.md, "Ending a way in"), whichever code path does it: the
-- database retires them in the statement that changes the member. Registration's conditional
-- UPDATE of the code waits on the same rows, so a code cannot be spent after its member's change
-- has committed.
CREATE FUNCTION invite_codes_retire_with_member() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE invite_codes SET is_active = false
  WHERE created_by = OLD.id AND by_member AND is_active AND use_count = 0;
  -- OLD lets a BEFORE DELETE go on (NULL would cancel it); an AFTER trigger's value is ignored.
  RETURN OLD;
END
$$;
--> statement-breakpoint
CREATE TRIGGER invite_codes_retire_on_member_change AFTER UPDATE OF is_active, can_invite ON users
  FOR EACH ROW WHEN ((OLD.is_active AND NOT NEW.is_active) OR (OLD.can_invite AND NOT NEW.can_invite))
  EXECUTE FUNCTION invite_codes_retire_with_member();
--> statement-breakpoint
-- Before the row goes: created_by is set null by the foreign key afterwards.
CREATE TRIGGER invite_codes_retire_on_member_delete BEFORE DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION invite_codes_retire_with_member();
--> statement-breakpoint
-- Codes minted before this rule by members who are no longer active, may no longer invite, or are gone.
UPDATE invite_codes c SET is_active = false
WHERE c.by_member AND c.is_active AND c.use_count = 0
  AND NOT EXISTS (SELECT 1 FROM users u WHERE u.id = c.created_by AND u.is_active AND u.can_invite);
