-- Catalog search (issue 16): `?q=` is a case-insensitive "contains" (ILIKE '%…%'), which no
-- b-tree can serve. Trigram indexes let the planner find the few rows a rare word matches
-- instead of walking a list's whole order (a temple search at ×1,000 read every temple).
-- pg_trgm ships with PostgreSQL's contrib (the postgres Docker images) and with PGlite
-- (loaded in db/client.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE INDEX "pujas_title_trgm_idx" ON "pujas" USING gin ("title" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "temples_name_trgm_idx" ON "temples" USING gin ("name" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "temples_location_trgm_idx" ON "temples" USING gin ("location" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "chadhava_events_name_trgm_idx" ON "chadhava_events" USING gin ("name" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "campaigns_title_trgm_idx" ON "campaigns" USING gin ("title" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "products_name_trgm_idx" ON "products" USING gin ("name" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "pandits_name_trgm_idx" ON "pandits" USING gin ("name" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "streams_title_trgm_idx" ON "streams" USING gin ("title" gin_trgm_ops);
--> statement-breakpoint
-- The Hindi title or name (issue 13: translations->'hi'), searched beside the English one.
CREATE INDEX "pujas_title_hi_trgm_idx" ON "pujas" USING gin ((("translations"->'hi'->>'title')) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "temples_name_hi_trgm_idx" ON "temples" USING gin ((("translations"->'hi'->>'name')) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "chadhava_events_name_hi_trgm_idx" ON "chadhava_events" USING gin ((("translations"->'hi'->>'name')) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "campaigns_title_hi_trgm_idx" ON "campaigns" USING gin ((("translations"->'hi'->>'title')) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "products_name_hi_trgm_idx" ON "products" USING gin ((("translations"->'hi'->>'name')) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "pandits_name_hi_trgm_idx" ON "pandits" USING gin ((("translations"->'hi'->>'name')) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "streams_title_hi_trgm_idx" ON "streams" USING gin ((("translations"->'hi'->>'title')) gin_trgm_ops);
