CREATE TABLE "admin_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"label" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "admin_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"competition_id" integer,
	"actor" text NOT NULL,
	"action" text NOT NULL,
	"target" text,
	"details" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "competitions" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"settings" jsonb NOT NULL,
	"frozen_at" timestamp with time zone,
	"frozen_board" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "competitions_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "competitor_status_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"competitor_id" integer NOT NULL,
	"status" text NOT NULL,
	"reason" text NOT NULL,
	"actor" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "competitors" (
	"id" serial PRIMARY KEY NOT NULL,
	"competition_id" integer NOT NULL,
	"display_name" text NOT NULL,
	"name_key" text NOT NULL,
	"token_hash" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"active_submission_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "competitors_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "fixture_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"round_id" integer NOT NULL,
	"fixture_id" integer NOT NULL,
	"match_id" integer NOT NULL,
	"submission0" integer NOT NULL,
	"submission1" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fixtures" (
	"id" serial PRIMARY KEY NOT NULL,
	"round_id" integer NOT NULL,
	"player0" integer NOT NULL,
	"player1" integer NOT NULL,
	"game" integer NOT NULL,
	"seed" text NOT NULL,
	"match_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "match_results" (
	"id" serial PRIMARY KEY NOT NULL,
	"match_id" integer NOT NULL,
	"judging" integer NOT NULL,
	"status" text NOT NULL,
	"winner" integer,
	"win_reason" text,
	"faults" jsonb NOT NULL,
	"infrastructure_error" boolean NOT NULL,
	"moves" integer NOT NULL,
	"attempts" integer NOT NULL,
	"replay" jsonb NOT NULL,
	"logs" jsonb NOT NULL,
	"totals" jsonb NOT NULL,
	"meta" jsonb NOT NULL,
	"executor" text NOT NULL,
	"finished_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "matches" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"kind" text NOT NULL,
	"competition_id" integer NOT NULL,
	"rules_hash" text NOT NULL,
	"limits" jsonb NOT NULL,
	"limits_hash" text NOT NULL,
	"seed" text NOT NULL,
	"source_hash0" text NOT NULL,
	"source_hash1" text NOT NULL,
	"submission0" integer,
	"submission1" integer,
	"name0" text NOT NULL,
	"name1" text NOT NULL,
	"status" text NOT NULL,
	"held" boolean DEFAULT false NOT NULL,
	"priority" integer DEFAULT 0 NOT NULL,
	"judging" integer DEFAULT 1 NOT NULL,
	"result_id" integer,
	"lease_owner" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "matches_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "ratings" (
	"competitor_id" integer PRIMARY KEY NOT NULL,
	"competition_id" integer NOT NULL,
	"mu" double precision NOT NULL,
	"sigma" double precision NOT NULL,
	"ordinal" double precision NOT NULL,
	"rated" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "round_entries" (
	"round_id" integer NOT NULL,
	"competitor_id" integer NOT NULL,
	CONSTRAINT "round_entries_round_id_competitor_id_pk" PRIMARY KEY("round_id","competitor_id")
);
--> statement-breakpoint
CREATE TABLE "rounds" (
	"id" serial PRIMARY KEY NOT NULL,
	"competition_id" integer NOT NULL,
	"number" integer NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"rules_hash" text NOT NULL,
	"limits" jsonb NOT NULL,
	"limits_hash" text NOT NULL,
	"games" integer NOT NULL,
	"seed" text NOT NULL,
	"pairing" text NOT NULL,
	"opponents" integer NOT NULL,
	"status" text NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "rule_sets" (
	"hash" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"body" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "snapshots" (
	"source_hash" text PRIMARY KEY NOT NULL,
	"language" text NOT NULL,
	"body" text NOT NULL,
	"bytes" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "submissions" (
	"id" serial PRIMARY KEY NOT NULL,
	"competition_id" integer NOT NULL,
	"competitor_id" integer NOT NULL,
	"version" integer NOT NULL,
	"source_kind" text NOT NULL,
	"source_url" text,
	"ref" text,
	"archive" "bytea",
	"archive_format" text,
	"commit" text,
	"source_hash" text,
	"language" text,
	"status" text NOT NULL,
	"reason" text,
	"build_log" text,
	"files" jsonb,
	"dropped" jsonb,
	"check_match_ids" jsonb,
	"lease_owner" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "competitor_status_events" ADD CONSTRAINT "competitor_status_events_competitor_id_competitors_id_fk" FOREIGN KEY ("competitor_id") REFERENCES "public"."competitors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competitors" ADD CONSTRAINT "competitors_competition_id_competitions_id_fk" FOREIGN KEY ("competition_id") REFERENCES "public"."competitions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fixtures" ADD CONSTRAINT "fixtures_round_id_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."rounds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fixtures" ADD CONSTRAINT "fixtures_player0_competitors_id_fk" FOREIGN KEY ("player0") REFERENCES "public"."competitors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fixtures" ADD CONSTRAINT "fixtures_player1_competitors_id_fk" FOREIGN KEY ("player1") REFERENCES "public"."competitors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_results" ADD CONSTRAINT "match_results_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_competition_id_competitions_id_fk" FOREIGN KEY ("competition_id") REFERENCES "public"."competitions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ratings" ADD CONSTRAINT "ratings_competitor_id_competitors_id_fk" FOREIGN KEY ("competitor_id") REFERENCES "public"."competitors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "round_entries" ADD CONSTRAINT "round_entries_round_id_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."rounds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "round_entries" ADD CONSTRAINT "round_entries_competitor_id_competitors_id_fk" FOREIGN KEY ("competitor_id") REFERENCES "public"."competitors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rounds" ADD CONSTRAINT "rounds_competition_id_competitions_id_fk" FOREIGN KEY ("competition_id") REFERENCES "public"."competitions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rounds" ADD CONSTRAINT "rounds_rules_hash_rule_sets_hash_fk" FOREIGN KEY ("rules_hash") REFERENCES "public"."rule_sets"("hash") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submissions" ADD CONSTRAINT "submissions_competition_id_competitions_id_fk" FOREIGN KEY ("competition_id") REFERENCES "public"."competitions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submissions" ADD CONSTRAINT "submissions_competitor_id_competitors_id_fk" FOREIGN KEY ("competitor_id") REFERENCES "public"."competitors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_competition" ON "audit_log" USING btree ("competition_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "competitors_name_key" ON "competitors" USING btree ("competition_id","name_key");--> statement-breakpoint
CREATE INDEX "fixture_links_round" ON "fixture_links" USING btree ("round_id");--> statement-breakpoint
CREATE INDEX "fixture_links_match" ON "fixture_links" USING btree ("match_id");--> statement-breakpoint
CREATE INDEX "fixtures_round_p0" ON "fixtures" USING btree ("round_id","player0");--> statement-breakpoint
CREATE INDEX "fixtures_round_p1" ON "fixtures" USING btree ("round_id","player1");--> statement-breakpoint
CREATE UNIQUE INDEX "fixtures_slot" ON "fixtures" USING btree ("round_id","player0","player1","game");--> statement-breakpoint
CREATE UNIQUE INDEX "match_results_judging" ON "match_results" USING btree ("match_id","judging");--> statement-breakpoint
CREATE INDEX "matches_queue" ON "matches" USING btree ("status","held","priority","id");--> statement-breakpoint
CREATE INDEX "ratings_ordinal" ON "ratings" USING btree ("competition_id","ordinal");--> statement-breakpoint
CREATE UNIQUE INDEX "rounds_number" ON "rounds" USING btree ("competition_id","number");--> statement-breakpoint
CREATE UNIQUE INDEX "submissions_version" ON "submissions" USING btree ("competitor_id","version");--> statement-breakpoint
CREATE INDEX "submissions_status" ON "submissions" USING btree ("status");