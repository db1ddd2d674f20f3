CREATE TABLE "articles" (
	"id" text NOT NULL,
	"lang" text NOT NULL,
	"section_id" text NOT NULL,
	"title" text NOT NULL,
	"summary" text NOT NULL,
	"date" text NOT NULL,
	"html" text NOT NULL,
	CONSTRAINT "articles_id_lang_pk" PRIMARY KEY("id","lang")
);
--> statement-breakpoint
CREATE TABLE "faqs" (
	"id" text NOT NULL,
	"lang" text NOT NULL,
	"section_id" text NOT NULL,
	"question" text NOT NULL,
	"html" text NOT NULL,
	"sort" integer NOT NULL,
	CONSTRAINT "faqs_id_lang_pk" PRIMARY KEY("id","lang")
);
--> statement-breakpoint
CREATE TABLE "questions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid,
	"lang" text NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"topic" text NOT NULL,
	"question" text NOT NULL,
	"image_file" text,
	"ip" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sections" (
	"id" text NOT NULL,
	"lang" text NOT NULL,
	"title" text NOT NULL,
	"html" text NOT NULL,
	"sort" integer NOT NULL,
	CONSTRAINT "sections_id_lang_pk" PRIMARY KEY("id","lang")
);
--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "articles_list_idx" ON "articles" USING btree ("lang","date");--> statement-breakpoint
CREATE INDEX "questions_created_idx" ON "questions" USING btree ("created_at");