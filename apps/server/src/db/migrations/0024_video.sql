CREATE TABLE "video_classes" (
	"id" serial PRIMARY KEY NOT NULL,
	"parent_id" integer,
	"level" smallint NOT NULL,
	"name" text NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "video_classes_level_check" CHECK ("video_classes"."level" between 1 and 4),
	CONSTRAINT "video_classes_root_check" CHECK (("video_classes"."level" = 1) = ("video_classes"."parent_id" is null))
);
--> statement-breakpoint
CREATE TABLE "videos" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"class_id" integer NOT NULL,
	"class1_id" integer NOT NULL,
	"class2_id" integer,
	"class3_id" integer,
	"class4_id" integer,
	"file_key" text,
	"size" bigint,
	"mime" text,
	"duration_seconds" real,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "videos_mime_check" CHECK ("videos"."mime" is null or "videos"."mime" in ('video/mp4', 'video/webm', 'video/ogg', 'video/quicktime')),
	CONSTRAINT "videos_size_check" CHECK ("videos"."size" is null or "videos"."size" >= 0)
);
--> statement-breakpoint
ALTER TABLE "video_classes" ADD CONSTRAINT "video_classes_parent_id_video_classes_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."video_classes"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "videos" ADD CONSTRAINT "videos_class_id_video_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."video_classes"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "video_classes_name_idx" ON "video_classes" USING btree (coalesce("parent_id", 0),lower("name"));--> statement-breakpoint
CREATE INDEX "video_classes_parent_idx" ON "video_classes" USING btree ("parent_id","position","id");--> statement-breakpoint
CREATE INDEX "videos_created_idx" ON "videos" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "videos_class1_created_idx" ON "videos" USING btree ("class1_id","created_at","id");--> statement-breakpoint
CREATE INDEX "videos_class2_created_idx" ON "videos" USING btree ("class2_id","created_at","id");--> statement-breakpoint
CREATE INDEX "videos_class3_created_idx" ON "videos" USING btree ("class3_id","created_at","id");--> statement-breakpoint
CREATE INDEX "videos_class4_created_idx" ON "videos" USING btree ("class4_id","created_at","id");--> statement-breakpoint
CREATE INDEX "videos_class_idx" ON "videos" USING btree ("class_id");--> statement-breakpoint
CREATE INDEX "videos_file_idx" ON "videos" USING btree ("file_key");--> statement-breakpoint
CREATE INDEX "videos_title_trgm_idx" ON "videos" USING gin ("title" gin_trgm_ops);