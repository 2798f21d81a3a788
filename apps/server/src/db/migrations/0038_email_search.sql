-- Mail search finds the words of the whole mail, body included (docs/email.md): a stored tsvector of
-- subject, sender and the body's text with a GIN index (no pending list: fastupdate off), and more
-- statistics so that the planner knows how rare a word is and reads the index (a rare word) or walks
-- the list's own order testing each row (a common one).
ALTER TABLE "emails" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, translate(subject || ' ' || from_name || ' ' || from_email || ' ' || left(regexp_replace(message, '<[^>]*>|&[#a-zA-Z0-9]+;', ' ', 'g'), 200000), '@.', '  '))) STORED;--> statement-breakpoint
ALTER TABLE "emails" ALTER COLUMN "search_vector" SET STATISTICS 1000;--> statement-breakpoint
CREATE INDEX "emails_search_idx" ON "emails" USING gin ("search_vector") WITH (fastupdate=false);
--> statement-breakpoint
-- The audit log leaves generated columns out (a mail's search_vector would copy its words into every
-- entry): they follow from the columns it records.
CREATE OR REPLACE FUNCTION audit_row() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  pk text[] := string_to_array(TG_ARGV[0], ',');
  secrets text[] := string_to_array(TG_ARGV[1], ',');
  keep boolean := TG_ARGV[2] = 'keep';
  old_j jsonb;
  new_j jsonb;
  row_j jsonb;
  diff jsonb;
  rid text;
  tx bigint;
BEGIN
  IF current_setting('app.audit', true) = 'off' THEN
    RETURN NULL;
  END IF;
  IF TG_OP <> 'INSERT' THEN old_j := to_jsonb(OLD); END IF;
  IF TG_OP <> 'DELETE' THEN new_j := to_jsonb(NEW); END IF;
  row_j := coalesce(new_j, old_j);
  SELECT coalesce(jsonb_object_agg(e.key, CASE WHEN e.key = ANY (secrets) THEN '{"changed":true}'::jsonb
           ELSE jsonb_build_object('before', old_j -> e.key, 'after', new_j -> e.key) END), '{}'::jsonb)
    INTO diff
    FROM jsonb_each(row_j) e
   WHERE e.key NOT IN ('updated_at', 'version')
     AND NOT EXISTS (SELECT 1 FROM pg_attribute a WHERE a.attrelid = TG_RELID AND a.attname = e.key AND a.attgenerated <> '')
     AND (TG_OP <> 'UPDATE' OR (old_j -> e.key) IS DISTINCT FROM (new_j -> e.key))
     AND NOT (TG_OP <> 'UPDATE' AND e.key = ANY (secrets) AND e.value = 'null'::jsonb);
  IF TG_OP = 'UPDATE' AND diff = '{}'::jsonb THEN
    RETURN NULL;
  END IF;
  SELECT string_agg(row_j ->> u.k, ':' ORDER BY u.n) INTO rid FROM unnest(pk) WITH ORDINALITY AS u(k, n);
  tx := txid_current();
  INSERT INTO audit_entry (actor_id, action, table_name, record_id, changes, tx_id)
  VALUES (nullif(current_setting('app.actor_id', true), '')::integer, lower(TG_OP), TG_TABLE_NAME, rid, diff, tx);
  IF TG_OP = 'DELETE' AND keep THEN
    INSERT INTO deleted_record (tx_id, table_name, record_id, "row") VALUES (tx, TG_TABLE_NAME, rid, old_j);
  END IF;
  RETURN NULL;
END $$;
