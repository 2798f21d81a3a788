CREATE TABLE "licence_users" (
	"licence_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	CONSTRAINT "licence_users_licence_id_user_id_pk" PRIMARY KEY("licence_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "licences" (
	"id" serial PRIMARY KEY NOT NULL,
	"product" text NOT NULL,
	"licensee" text NOT NULL,
	"licence_key" text NOT NULL,
	"seats" integer NOT NULL,
	"expires_on" date NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "licences_product_check" CHECK ("licences"."product" in ('intellij-idea-ultimate', 'webstorm', 'pycharm-professional', 'goland', 'datagrip', 'rider', 'clion', 'phpstorm', 'rubymine', 'all-products-pack')),
	CONSTRAINT "licences_seats_check" CHECK ("licences"."seats" >= 1)
);
--> statement-breakpoint
ALTER TABLE "licence_users" ADD CONSTRAINT "licence_users_licence_id_licences_id_fk" FOREIGN KEY ("licence_id") REFERENCES "public"."licences"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "licence_users" ADD CONSTRAINT "licence_users_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "licence_users_user_idx" ON "licence_users" USING btree ("user_id","licence_id");--> statement-breakpoint
CREATE UNIQUE INDEX "licences_licence_key_idx" ON "licences" USING btree ("licence_key");--> statement-breakpoint
CREATE INDEX "licences_expires_on_idx" ON "licences" USING btree ("expires_on","id");--> statement-breakpoint
CREATE INDEX "licences_product_expires_on_idx" ON "licences" USING btree ("product","expires_on","id");--> statement-breakpoint
CREATE INDEX "licences_licensee_idx" ON "licences" USING btree ("licensee","id");--> statement-breakpoint
CREATE INDEX "licences_licensee_trgm_idx" ON "licences" USING gin ("licensee" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "licences_licence_key_trgm_idx" ON "licences" USING gin ("licence_key" gin_trgm_ops);--> statement-breakpoint
-- Assigned users never outnumber the seats, whoever writes (docs/licences.md): the licence row is locked,
-- so two transactions adding users to one licence wait for each other and the second one counts both.
CREATE FUNCTION licence_users_within_seats() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  licence_seats integer;
  assigned integer;
BEGIN
  SELECT seats INTO licence_seats FROM licences WHERE id = NEW.licence_id FOR UPDATE;
  SELECT count(*) INTO assigned FROM licence_users WHERE licence_id = NEW.licence_id;
  IF assigned > licence_seats THEN
    RAISE EXCEPTION 'licence % has % assigned users for % seats', NEW.licence_id, assigned, licence_seats
      USING ERRCODE = 'check_violation', CONSTRAINT = 'licence_users_within_seats';
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER licence_users_within_seats AFTER INSERT ON licence_users
  FOR EACH ROW EXECUTE FUNCTION licence_users_within_seats();
--> statement-breakpoint
CREATE FUNCTION licence_seats_cover_users() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  assigned integer;
BEGIN
  SELECT count(*) INTO assigned FROM licence_users WHERE licence_id = NEW.id;
  IF assigned > NEW.seats THEN
    RAISE EXCEPTION 'licence % has % assigned users for % seats', NEW.id, assigned, NEW.seats
      USING ERRCODE = 'check_violation', CONSTRAINT = 'licence_users_within_seats';
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER licence_seats_cover_users AFTER UPDATE OF seats ON licences
  FOR EACH ROW EXECUTE FUNCTION licence_seats_cover_users();
