CREATE TABLE "course_sections" (
	"id" serial PRIMARY KEY NOT NULL,
	"course_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"title" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "course_topics" (
	"id" serial PRIMARY KEY NOT NULL,
	"section_id" integer NOT NULL,
	"course_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"title" text NOT NULL,
	"duration_seconds" integer NOT NULL,
	"kind" text NOT NULL,
	"video_key" text,
	"body" text DEFAULT '' NOT NULL,
	CONSTRAINT "course_topics_kind_check" CHECK ("course_topics"."kind" in ('video', 'text')),
	CONSTRAINT "course_topics_video_check" CHECK (("course_topics"."kind" = 'video') = ("course_topics"."video_key" is not null)),
	CONSTRAINT "course_topics_duration_check" CHECK ("course_topics"."duration_seconds" > 0)
);
--> statement-breakpoint
CREATE TABLE "courses" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"tutor" text NOT NULL,
	"tutor_img" text DEFAULT '' NOT NULL,
	"tutor_position" text DEFAULT '' NOT NULL,
	"image" text DEFAULT '' NOT NULL,
	"logo" text NOT NULL,
	"color" text NOT NULL,
	"tag" text NOT NULL,
	"summary" text NOT NULL,
	"about" text NOT NULL,
	"description_html" text NOT NULL,
	"skill_level" text NOT NULL,
	"language" text NOT NULL,
	"is_captions" integer DEFAULT 1 NOT NULL,
	"rating" double precision NOT NULL,
	"rating_count" integer NOT NULL,
	"students" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "courses_tag_check" CHECK ("courses"."tag" in ('Web', 'Design', 'Psychology', 'UI/UX', 'Art')),
	CONSTRAINT "courses_rating_check" CHECK ("courses"."rating" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "topic_completions" (
	"user_id" integer NOT NULL,
	"topic_id" integer NOT NULL,
	"course_id" integer NOT NULL,
	"completed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "topic_completions_user_id_topic_id_pk" PRIMARY KEY("user_id","topic_id")
);
--> statement-breakpoint
CREATE TABLE "webinars" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"host" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"duration_minutes" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "analytics_daily" (
	"day" date NOT NULL,
	"metric" text NOT NULL,
	"key" text NOT NULL,
	"count" bigint NOT NULL,
	CONSTRAINT "analytics_daily_day_metric_key_pk" PRIMARY KEY("day","metric","key")
);
--> statement-breakpoint
CREATE TABLE "analytics_day_visitors" (
	"day" date NOT NULL,
	"visitor_id" text NOT NULL,
	CONSTRAINT "analytics_day_visitors_day_visitor_id_pk" PRIMARY KEY("day","visitor_id")
);
--> statement-breakpoint
CREATE TABLE "analytics_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"occurred_at" timestamp with time zone DEFAULT now() NOT NULL,
	"visitor_id" text NOT NULL,
	"user_id" integer,
	"path" text DEFAULT '' NOT NULL,
	"device" text NOT NULL,
	"source" text NOT NULL,
	CONSTRAINT "analytics_events_type_check" CHECK ("analytics_events"."type" in ('page_view', 'sign_up'))
);
--> statement-breakpoint
CREATE TABLE "analytics_projects" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"logo" text NOT NULL,
	"project_type" text NOT NULL,
	"leader" text NOT NULL,
	"progress" smallint NOT NULL,
	"minutes_spent" integer NOT NULL,
	"team" text[] NOT NULL,
	"extra_members" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "analytics_projects_progress_check" CHECK ("analytics_projects"."progress" between 0 and 100)
);
--> statement-breakpoint
ALTER TABLE "course_sections" ADD CONSTRAINT "course_sections_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_topics" ADD CONSTRAINT "course_topics_section_id_course_sections_id_fk" FOREIGN KEY ("section_id") REFERENCES "public"."course_sections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_topics" ADD CONSTRAINT "course_topics_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "topic_completions" ADD CONSTRAINT "topic_completions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "topic_completions" ADD CONSTRAINT "topic_completions_topic_id_course_topics_id_fk" FOREIGN KEY ("topic_id") REFERENCES "public"."course_topics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "topic_completions" ADD CONSTRAINT "topic_completions_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_events" ADD CONSTRAINT "analytics_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "course_sections_course_idx" ON "course_sections" USING btree ("course_id","position");--> statement-breakpoint
CREATE INDEX "course_topics_section_idx" ON "course_topics" USING btree ("section_id","position");--> statement-breakpoint
CREATE INDEX "course_topics_course_idx" ON "course_topics" USING btree ("course_id");--> statement-breakpoint
CREATE INDEX "courses_title_idx" ON "courses" USING btree ("title","id");--> statement-breakpoint
CREATE INDEX "courses_tag_idx" ON "courses" USING btree ("tag","id");--> statement-breakpoint
CREATE INDEX "courses_students_idx" ON "courses" USING btree ("students","id");--> statement-breakpoint
CREATE INDEX "courses_title_trgm_idx" ON "courses" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "courses_tutor_trgm_idx" ON "courses" USING gin ("tutor" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "topic_completions_user_course_idx" ON "topic_completions" USING btree ("user_id","course_id");--> statement-breakpoint
CREATE INDEX "topic_completions_user_time_idx" ON "topic_completions" USING btree ("user_id","completed_at");--> statement-breakpoint
CREATE INDEX "webinars_starts_at_idx" ON "webinars" USING btree ("starts_at");--> statement-breakpoint
CREATE INDEX "analytics_daily_metric_idx" ON "analytics_daily" USING btree ("metric","day");--> statement-breakpoint
CREATE INDEX "analytics_events_occurred_idx" ON "analytics_events" USING btree ("occurred_at");--> statement-breakpoint
CREATE INDEX "analytics_projects_name_idx" ON "analytics_projects" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "analytics_projects_leader_idx" ON "analytics_projects" USING btree ("leader","id");--> statement-breakpoint
CREATE INDEX "analytics_projects_progress_idx" ON "analytics_projects" USING btree ("progress","id");--> statement-breakpoint
CREATE INDEX "analytics_projects_name_trgm_idx" ON "analytics_projects" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "analytics_projects_leader_trgm_idx" ON "analytics_projects" USING gin ("leader" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "analytics_projects_type_trgm_idx" ON "analytics_projects" USING gin ("project_type" gin_trgm_ops);--> statement-breakpoint
-- Web analytics summaries (docs/analytics.md): analytics_daily and analytics_day_visitors follow
-- analytics_events in the same transaction as every write, one statement at a time (a batch of page
-- views is one INSERT, so one pass over its rows).
CREATE FUNCTION analytics_events_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO analytics_daily AS d (day, metric, key, count)
  SELECT e.day, e.metric, e.key, count(*) FROM (
    SELECT (occurred_at AT TIME ZONE 'UTC')::date AS day, type AS metric, '' AS key FROM new_rows
    UNION ALL
    SELECT (occurred_at AT TIME ZONE 'UTC')::date, 'page', path FROM new_rows WHERE type = 'page_view'
    UNION ALL
    SELECT (occurred_at AT TIME ZONE 'UTC')::date, 'device', device FROM new_rows WHERE type = 'page_view'
    UNION ALL
    SELECT (occurred_at AT TIME ZONE 'UTC')::date, 'source', source FROM new_rows WHERE type = 'page_view'
  ) e
  GROUP BY e.day, e.metric, e.key
  ON CONFLICT (day, metric, key) DO UPDATE SET count = d.count + excluded.count;

  WITH seen AS (
    INSERT INTO analytics_day_visitors (day, visitor_id)
    SELECT DISTINCT (occurred_at AT TIME ZONE 'UTC')::date, visitor_id FROM new_rows WHERE type = 'page_view'
    ON CONFLICT DO NOTHING
    RETURNING day
  )
  INSERT INTO analytics_daily AS d (day, metric, key, count)
  SELECT day, 'visit', '', count(*) FROM seen GROUP BY day
  ON CONFLICT (day, metric, key) DO UPDATE SET count = d.count + excluded.count;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Recounts the given UTC days from the events (after a delete: retention removes whole old days).
CREATE FUNCTION analytics_recount_days(days date[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM analytics_daily WHERE day = ANY(days);
  DELETE FROM analytics_day_visitors WHERE day = ANY(days);
  INSERT INTO analytics_day_visitors (day, visitor_id)
  SELECT DISTINCT (occurred_at AT TIME ZONE 'UTC')::date, visitor_id FROM analytics_events
  WHERE type = 'page_view' AND (occurred_at AT TIME ZONE 'UTC')::date = ANY(days);
  INSERT INTO analytics_daily (day, metric, key, count)
  SELECT e.day, e.metric, e.key, count(*) FROM (
    SELECT (occurred_at AT TIME ZONE 'UTC')::date AS day, type AS metric, '' AS key FROM analytics_events
    WHERE (occurred_at AT TIME ZONE 'UTC')::date = ANY(days)
    UNION ALL
    SELECT (occurred_at AT TIME ZONE 'UTC')::date, unnest(ARRAY['page', 'device', 'source']), unnest(ARRAY[path, device, source])
    FROM analytics_events WHERE type = 'page_view' AND (occurred_at AT TIME ZONE 'UTC')::date = ANY(days)
    UNION ALL
    SELECT day, 'visit', '' FROM analytics_day_visitors WHERE day = ANY(days)
  ) e
  GROUP BY e.day, e.metric, e.key;
END $$;
--> statement-breakpoint
CREATE FUNCTION analytics_events_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM analytics_recount_days(ARRAY(SELECT DISTINCT (occurred_at AT TIME ZONE 'UTC')::date FROM old_rows));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION analytics_events_refuse_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Only the user may change (set null when the user is deleted): the counts never move.
  IF (NEW.type, NEW.occurred_at, NEW.visitor_id, NEW.path, NEW.device, NEW.source)
     IS DISTINCT FROM (OLD.type, OLD.occurred_at, OLD.visitor_id, OLD.path, OLD.device, OLD.source) THEN
    RAISE EXCEPTION 'analytics events are written once: delete and insert instead';
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE FUNCTION analytics_events_truncated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  TRUNCATE analytics_daily, analytics_day_visitors;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER analytics_events_insert AFTER INSERT ON analytics_events REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION analytics_events_inserted();
--> statement-breakpoint
CREATE TRIGGER analytics_events_delete AFTER DELETE ON analytics_events REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION analytics_events_deleted();
--> statement-breakpoint
CREATE TRIGGER analytics_events_update BEFORE UPDATE ON analytics_events
  FOR EACH ROW EXECUTE FUNCTION analytics_events_refuse_update();
--> statement-breakpoint
CREATE TRIGGER analytics_events_truncate AFTER TRUNCATE ON analytics_events
  FOR EACH STATEMENT EXECUTE FUNCTION analytics_events_truncated();
