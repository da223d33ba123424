import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_request_events_type" AS ENUM('created', 'status', 'due_date');
  CREATE TYPE "public"."enum_request_events_status" AS ENUM('in_review', 'in_progress', 'completed', 'rejected');
  CREATE TYPE "public"."enum_request_files_kind" AS ENUM('csv', 'xlsx', 'sav', 'dta', 'docx', 'pdf', 'zip');
  CREATE TYPE "public"."enum_notifications_kind" AS ENUM('order_status', 'order_due_date', 'order_message', 'order_file', 'project_reviewed', 'certificate_issued');
  CREATE TYPE "public"."enum_mail_outbox_audience" AS ENUM('member', 'team');
  CREATE TABLE "request_events" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"request_id" integer NOT NULL,
  	"user_id" integer,
  	"actor_id" integer,
  	"actor_name" varchar NOT NULL,
  	"by_team" boolean DEFAULT false NOT NULL,
  	"type" "enum_request_events_type" NOT NULL,
  	"status" "enum_request_events_status",
  	"due_date" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "request_messages" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"request_id" integer NOT NULL,
  	"user_id" integer,
  	"actor_id" integer,
  	"actor_name" varchar NOT NULL,
  	"by_team" boolean DEFAULT false NOT NULL,
  	"body" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "request_files" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"request_id" integer NOT NULL,
  	"user_id" integer,
  	"actor_id" integer,
  	"actor_name" varchar NOT NULL,
  	"by_team" boolean DEFAULT false NOT NULL,
  	"name" varchar,
  	"kind" "enum_request_files_kind" NOT NULL,
  	"prefix" varchar DEFAULT '',
  	"_objectkey" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"url" varchar,
  	"thumbnail_u_r_l" varchar,
  	"filename" varchar,
  	"mime_type" varchar,
  	"filesize" numeric,
  	"width" numeric,
  	"height" numeric
  );
  
  CREATE TABLE "notifications" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"user_id" integer NOT NULL,
  	"kind" "enum_notifications_kind" NOT NULL,
  	"title" varchar NOT NULL,
  	"body" varchar NOT NULL,
  	"href" varchar NOT NULL,
  	"request_id" integer,
  	"read_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "mail_outbox" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"batch" varchar NOT NULL,
  	"audience" "enum_mail_outbox_audience" NOT NULL,
  	"user_id" integer,
  	"request_id" integer NOT NULL,
  	"event" jsonb NOT NULL,
  	"claim_token" varchar,
  	"claimed_until" timestamp(3) with time zone,
  	"attempts" numeric DEFAULT 0 NOT NULL,
  	"sent_at" timestamp(3) with time zone,
  	"failed_at" timestamp(3) with time zone,
  	"last_error" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "service_requests" ADD COLUMN "due_date" timestamp(3) with time zone;
  ALTER TABLE "service_requests" ADD COLUMN "assignee_id" integer;
  ALTER TABLE "service_requests" ADD COLUMN "internal_notes" varchar;
  ALTER TABLE "service_requests" ADD COLUMN "member_read_at" timestamp(3) with time zone;
  ALTER TABLE "service_requests" ADD COLUMN "team_read_at" timestamp(3) with time zone;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "request_events_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "request_messages_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "request_files_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "notifications_id" integer;
  ALTER TABLE "request_events" ADD CONSTRAINT "request_events_request_id_service_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."service_requests"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "request_events" ADD CONSTRAINT "request_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "request_events" ADD CONSTRAINT "request_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "request_messages" ADD CONSTRAINT "request_messages_request_id_service_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."service_requests"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "request_messages" ADD CONSTRAINT "request_messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "request_messages" ADD CONSTRAINT "request_messages_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "request_files" ADD CONSTRAINT "request_files_request_id_service_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."service_requests"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "request_files" ADD CONSTRAINT "request_files_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "request_files" ADD CONSTRAINT "request_files_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "notifications" ADD CONSTRAINT "notifications_request_id_service_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."service_requests"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_request_id_service_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."service_requests"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "request_events_request_idx" ON "request_events" USING btree ("request_id");
  CREATE INDEX "request_events_user_idx" ON "request_events" USING btree ("user_id");
  CREATE INDEX "request_events_actor_idx" ON "request_events" USING btree ("actor_id");
  CREATE INDEX "request_events_updated_at_idx" ON "request_events" USING btree ("updated_at");
  CREATE INDEX "request_events_created_at_idx" ON "request_events" USING btree ("created_at");
  CREATE INDEX "request_messages_request_idx" ON "request_messages" USING btree ("request_id");
  CREATE INDEX "request_messages_user_idx" ON "request_messages" USING btree ("user_id");
  CREATE INDEX "request_messages_actor_idx" ON "request_messages" USING btree ("actor_id");
  CREATE INDEX "request_messages_updated_at_idx" ON "request_messages" USING btree ("updated_at");
  CREATE INDEX "request_messages_created_at_idx" ON "request_messages" USING btree ("created_at");
  CREATE INDEX "request_files_request_idx" ON "request_files" USING btree ("request_id");
  CREATE INDEX "request_files_user_idx" ON "request_files" USING btree ("user_id");
  CREATE INDEX "request_files_actor_idx" ON "request_files" USING btree ("actor_id");
  CREATE INDEX "request_files_updated_at_idx" ON "request_files" USING btree ("updated_at");
  CREATE INDEX "request_files_created_at_idx" ON "request_files" USING btree ("created_at");
  CREATE UNIQUE INDEX "request_files_filename_idx" ON "request_files" USING btree ("filename");
  CREATE INDEX "notifications_user_idx" ON "notifications" USING btree ("user_id");
  CREATE INDEX "notifications_request_idx" ON "notifications" USING btree ("request_id");
  CREATE INDEX "notifications_updated_at_idx" ON "notifications" USING btree ("updated_at");
  CREATE INDEX "notifications_created_at_idx" ON "notifications" USING btree ("created_at");
  CREATE INDEX "user_readAt_idx" ON "notifications" USING btree ("user_id","read_at");
  CREATE INDEX "mail_outbox_batch_idx" ON "mail_outbox" USING btree ("batch");
  CREATE INDEX "mail_outbox_user_idx" ON "mail_outbox" USING btree ("user_id");
  CREATE INDEX "mail_outbox_request_idx" ON "mail_outbox" USING btree ("request_id");
  CREATE INDEX "mail_outbox_updated_at_idx" ON "mail_outbox" USING btree ("updated_at");
  CREATE INDEX "mail_outbox_created_at_idx" ON "mail_outbox" USING btree ("created_at");
  CREATE INDEX "sentAt_failedAt_createdAt_idx" ON "mail_outbox" USING btree ("sent_at","failed_at","created_at");
  ALTER TABLE "service_requests" ADD CONSTRAINT "service_requests_assignee_id_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_request_events_fk" FOREIGN KEY ("request_events_id") REFERENCES "public"."request_events"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_request_messages_fk" FOREIGN KEY ("request_messages_id") REFERENCES "public"."request_messages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_request_files_fk" FOREIGN KEY ("request_files_id") REFERENCES "public"."request_files"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_notifications_fk" FOREIGN KEY ("notifications_id") REFERENCES "public"."notifications"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "service_requests_assignee_idx" ON "service_requests" USING btree ("assignee_id");
  CREATE INDEX "payload_locked_documents_rels_request_events_id_idx" ON "payload_locked_documents_rels" USING btree ("request_events_id");
  CREATE INDEX "payload_locked_documents_rels_request_messages_id_idx" ON "payload_locked_documents_rels" USING btree ("request_messages_id");
  CREATE INDEX "payload_locked_documents_rels_request_files_id_idx" ON "payload_locked_documents_rels" USING btree ("request_files_id");
  CREATE INDEX "payload_locked_documents_rels_notifications_id_idx" ON "payload_locked_documents_rels" USING btree ("notifications_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "request_events" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "request_messages" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "request_files" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "notifications" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "mail_outbox" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "request_events" CASCADE;
  DROP TABLE "request_messages" CASCADE;
  DROP TABLE "request_files" CASCADE;
  DROP TABLE "notifications" CASCADE;
  DROP TABLE "mail_outbox" CASCADE;
  ALTER TABLE "service_requests" DROP CONSTRAINT "service_requests_assignee_id_users_id_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_request_events_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_request_messages_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_request_files_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_notifications_fk";
  
  DROP INDEX "service_requests_assignee_idx";
  DROP INDEX "payload_locked_documents_rels_request_events_id_idx";
  DROP INDEX "payload_locked_documents_rels_request_messages_id_idx";
  DROP INDEX "payload_locked_documents_rels_request_files_id_idx";
  DROP INDEX "payload_locked_documents_rels_notifications_id_idx";
  ALTER TABLE "service_requests" DROP COLUMN "due_date";
  ALTER TABLE "service_requests" DROP COLUMN "assignee_id";
  ALTER TABLE "service_requests" DROP COLUMN "internal_notes";
  ALTER TABLE "service_requests" DROP COLUMN "member_read_at";
  ALTER TABLE "service_requests" DROP COLUMN "team_read_at";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "request_events_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "request_messages_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "request_files_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "notifications_id";
  DROP TYPE "public"."enum_request_events_type";
  DROP TYPE "public"."enum_request_events_status";
  DROP TYPE "public"."enum_request_files_kind";
  DROP TYPE "public"."enum_notifications_kind";
  DROP TYPE "public"."enum_mail_outbox_audience";`)
}
