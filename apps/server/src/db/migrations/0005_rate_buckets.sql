-- UNLOGGED by hand (drizzle-kit has no option for it): rate-limit buckets need no write-ahead log.
CREATE UNLOGGED TABLE "rate_buckets" (
	"key" text PRIMARY KEY NOT NULL,
	"tokens" double precision NOT NULL,
	"at_ms" double precision NOT NULL,
	"full_at_ms" double precision NOT NULL,
	"allowed" boolean NOT NULL
);
--> statement-breakpoint
CREATE INDEX "rate_buckets_full_idx" ON "rate_buckets" USING btree ("full_at_ms");