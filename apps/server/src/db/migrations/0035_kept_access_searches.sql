-- The users' and permissions' list calls are kept too (lib/kept-searches.ts, decision 013): every
-- write statement on a table their answers read is announced on "list_changed" like those of
-- migration 0034, with the same function. users: a user's row; roles: the role filter and the sort by
-- role read the roles' names, and a permission search finds the permissions of a role whose name
-- starts with q; role_permissions: which permissions a role has.
CREATE TRIGGER "users_list_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "users"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_list_changed"();--> statement-breakpoint
CREATE TRIGGER "roles_list_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "roles"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_list_changed"();--> statement-breakpoint
CREATE TRIGGER "permissions_list_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "permissions"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_list_changed"();--> statement-breakpoint
CREATE TRIGGER "role_permissions_list_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "role_permissions"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_list_changed"();
