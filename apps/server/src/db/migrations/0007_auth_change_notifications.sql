-- Every change that can alter what a session token grants is announced on the channel "auth_changed",
-- in the same transaction as the change (PostgreSQL delivers it at commit). Each API process listens
-- and drops what its session cache (auth/session-cache.ts) holds: 'u:<user id>' for one user's
-- sessions, '*' for everything (a role, a permission or a grant changed). Notifications repeated in
-- one transaction are sent once, so revoking all of a user's sessions sends a single 'u:<id>'.
-- The same payload is also raised as a NOTICE 'auth_changed:<payload>' to the connection that made
-- the change, before its answer: the writing process drops its own entries at once (read your own
-- writes), without waiting for its listener.
CREATE FUNCTION "notify_auth_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  payload text := '*';
BEGIN
  IF TG_LEVEL = 'ROW' AND TG_TABLE_NAME = 'sessions' THEN
    payload := 'u:' || OLD.user_id;
  ELSIF TG_LEVEL = 'ROW' AND TG_TABLE_NAME = 'users' THEN
    payload := 'u:' || OLD.id;
  END IF;
  PERFORM pg_notify('auth_changed', payload);
  RAISE NOTICE 'auth_changed:%', payload;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- A new session is never in a cache, so inserts are not announced; only what a cached entry holds is.
CREATE TRIGGER "sessions_auth_changed" AFTER UPDATE ON "sessions" FOR EACH ROW
  WHEN (OLD.revoked_at IS DISTINCT FROM NEW.revoked_at OR OLD.expires_at IS DISTINCT FROM NEW.expires_at
    OR OLD.user_id IS DISTINCT FROM NEW.user_id OR OLD.token_hash IS DISTINCT FROM NEW.token_hash)
  EXECUTE FUNCTION "notify_auth_changed"();--> statement-breakpoint
CREATE TRIGGER "sessions_auth_deleted" AFTER DELETE ON "sessions" FOR EACH ROW
  EXECUTE FUNCTION "notify_auth_changed"();--> statement-breakpoint
CREATE TRIGGER "users_auth_changed" AFTER UPDATE ON "users" FOR EACH ROW
  WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.role_id IS DISTINCT FROM NEW.role_id
    OR OLD.full_name IS DISTINCT FROM NEW.full_name OR OLD.username IS DISTINCT FROM NEW.username
    OR OLD.email IS DISTINCT FROM NEW.email OR OLD.avatar IS DISTINCT FROM NEW.avatar
    OR OLD.password_hash IS DISTINCT FROM NEW.password_hash)
  EXECUTE FUNCTION "notify_auth_changed"();--> statement-breakpoint
CREATE TRIGGER "users_auth_deleted" AFTER DELETE ON "users" FOR EACH ROW
  EXECUTE FUNCTION "notify_auth_changed"();--> statement-breakpoint
CREATE TRIGGER "roles_auth_changed" AFTER UPDATE OR DELETE ON "roles" FOR EACH STATEMENT
  EXECUTE FUNCTION "notify_auth_changed"();--> statement-breakpoint
CREATE TRIGGER "permissions_auth_changed" AFTER UPDATE OR DELETE ON "permissions" FOR EACH STATEMENT
  EXECUTE FUNCTION "notify_auth_changed"();--> statement-breakpoint
CREATE TRIGGER "role_permissions_auth_changed" AFTER INSERT OR UPDATE OR DELETE ON "role_permissions"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_auth_changed"();--> statement-breakpoint
CREATE TRIGGER "sessions_auth_truncated" AFTER TRUNCATE ON "sessions" FOR EACH STATEMENT
  EXECUTE FUNCTION "notify_auth_changed"();--> statement-breakpoint
CREATE TRIGGER "users_auth_truncated" AFTER TRUNCATE ON "users" FOR EACH STATEMENT
  EXECUTE FUNCTION "notify_auth_changed"();--> statement-breakpoint
CREATE TRIGGER "roles_auth_truncated" AFTER TRUNCATE ON "roles" FOR EACH STATEMENT
  EXECUTE FUNCTION "notify_auth_changed"();--> statement-breakpoint
CREATE TRIGGER "permissions_auth_truncated" AFTER TRUNCATE ON "permissions" FOR EACH STATEMENT
  EXECUTE FUNCTION "notify_auth_changed"();--> statement-breakpoint
CREATE TRIGGER "role_permissions_auth_truncated" AFTER TRUNCATE ON "role_permissions" FOR EACH STATEMENT
  EXECUTE FUNCTION "notify_auth_changed"();
