CREATE TABLE "autopays" (
	"chart_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"user_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"method_id" text NOT NULL,
	"product_id" text NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"chart_id" uuid,
	"chart_name" text NOT NULL,
	"product_id" text NOT NULL,
	"kind" text NOT NULL,
	"months" integer NOT NULL,
	"amount_minor" integer NOT NULL,
	"currency" text NOT NULL,
	"provider" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"renewal_key" text,
	"email" text NOT NULL,
	"locale" text NOT NULL,
	"confirmation_url" text,
	"created_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"paid_until" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "payment_events" (
	"id" uuid PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"provider_payment_id" text,
	"remote_ip" text NOT NULL,
	"body" text NOT NULL,
	"outcome" text NOT NULL,
	"received_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY NOT NULL,
	"order_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"provider_payment_id" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"months" integer NOT NULL,
	"currency" text NOT NULL,
	"amount_minor" integer NOT NULL,
	"on_sale" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "charts" ADD COLUMN "product_id" text;--> statement-breakpoint
ALTER TABLE "charts" ADD COLUMN "mobile_paid_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "autopays" ADD CONSTRAINT "autopays_chart_id_charts_id_fk" FOREIGN KEY ("chart_id") REFERENCES "public"."charts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "autopays" ADD CONSTRAINT "autopays_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "autopays" ADD CONSTRAINT "autopays_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_chart_id_charts_id_fk" FOREIGN KEY ("chart_id") REFERENCES "public"."charts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "autopays_chart_kind_key" ON "autopays" USING btree ("chart_id","kind");--> statement-breakpoint
CREATE INDEX "autopays_next_idx" ON "autopays" USING btree ("next_attempt_at");--> statement-breakpoint
CREATE INDEX "orders_user_idx" ON "orders" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_renewal_key" ON "orders" USING btree ("renewal_key");--> statement-breakpoint
CREATE INDEX "payment_events_payment_idx" ON "payment_events" USING btree ("provider_payment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_provider_id_key" ON "payments" USING btree ("provider","provider_payment_id");--> statement-breakpoint
CREATE INDEX "payments_order_idx" ON "payments" USING btree ("order_id");--> statement-breakpoint
ALTER TABLE "charts" DROP COLUMN "is_binding_customer";--> statement-breakpoint
-- Default tariffs (prices of our choosing; see README "Tariffs"): change them in the table, never here.
INSERT INTO "products" ("id", "kind", "months", "currency", "amount_minor", "on_sale", "sort") VALUES
  ('site-1m-rub', 'period', 1, 'RUB', 49000, true, 10),
  ('site-6m-rub', 'period', 6, 'RUB', 249000, true, 20),
  ('site-12m-rub', 'period', 12, 'RUB', 399000, true, 30),
  ('site-autopay-rub', 'autopay', 1, 'RUB', 39000, true, 40),
  ('site-1m-usd', 'period', 1, 'USD', 699, true, 10),
  ('site-6m-usd', 'period', 6, 'USD', 3499, true, 20),
  ('site-12m-usd', 'period', 12, 'USD', 5999, true, 30),
  ('site-autopay-usd', 'autopay', 1, 'USD', 599, true, 40),
  ('mobile-premium-rub', 'mobile', 1, 'RUB', 9900, true, 50)
ON CONFLICT ("id") DO NOTHING;
