ALTER TABLE "permissions" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "calendar_events" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "shop_settings" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "faq_questions" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "help_articles" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "licences" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "video_classes" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "videos" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
-- The rest of the edit forms (docs/edit-conflicts.md): the same trigger as migration 0028 moves each
-- updated row to its next version, whichever code path writes.
CREATE TRIGGER permissions_edit_version_bump BEFORE UPDATE ON "permissions" FOR EACH ROW EXECUTE FUNCTION edit_version_bump();--> statement-breakpoint
CREATE TRIGGER calendar_events_edit_version_bump BEFORE UPDATE ON "calendar_events" FOR EACH ROW EXECUTE FUNCTION edit_version_bump();--> statement-breakpoint
CREATE TRIGGER shop_settings_edit_version_bump BEFORE UPDATE ON "shop_settings" FOR EACH ROW EXECUTE FUNCTION edit_version_bump();--> statement-breakpoint
CREATE TRIGGER faq_questions_edit_version_bump BEFORE UPDATE ON "faq_questions" FOR EACH ROW EXECUTE FUNCTION edit_version_bump();--> statement-breakpoint
CREATE TRIGGER help_articles_edit_version_bump BEFORE UPDATE ON "help_articles" FOR EACH ROW EXECUTE FUNCTION edit_version_bump();--> statement-breakpoint
CREATE TRIGGER licences_edit_version_bump BEFORE UPDATE ON "licences" FOR EACH ROW EXECUTE FUNCTION edit_version_bump();--> statement-breakpoint
CREATE TRIGGER video_classes_edit_version_bump BEFORE UPDATE ON "video_classes" FOR EACH ROW EXECUTE FUNCTION edit_version_bump();--> statement-breakpoint
CREATE TRIGGER videos_edit_version_bump BEFORE UPDATE ON "videos" FOR EACH ROW EXECUTE FUNCTION edit_version_bump();
