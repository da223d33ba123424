import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "courses" ADD COLUMN "preview_title" varchar;
  ALTER TABLE "courses" ADD COLUMN "preview_body" varchar;
  ALTER TABLE "courses" ADD COLUMN "cpd_hours" numeric;
  ALTER TABLE "courses" ADD COLUMN "cpd_accreditor" varchar;
  ALTER TABLE "courses" ADD COLUMN "cpd_activity_code" varchar;
  ALTER TABLE "_courses_v" ADD COLUMN "version_preview_title" varchar;
  ALTER TABLE "_courses_v" ADD COLUMN "version_preview_body" varchar;
  ALTER TABLE "_courses_v" ADD COLUMN "version_cpd_hours" numeric;
  ALTER TABLE "_courses_v" ADD COLUMN "version_cpd_accreditor" varchar;
  ALTER TABLE "_courses_v" ADD COLUMN "version_cpd_activity_code" varchar;
  ALTER TABLE "certificates" ADD COLUMN "cpd_hours" numeric;
  ALTER TABLE "certificates" ADD COLUMN "cpd_accreditor" varchar;
  ALTER TABLE "certificates" ADD COLUMN "cpd_activity_code" varchar;
  ALTER TABLE "certificates" ADD COLUMN "status_index" numeric;
  ALTER TABLE "certificates" ADD COLUMN "identity_salt" varchar;
  CREATE UNIQUE INDEX "certificates_status_index_idx" ON "certificates" USING btree ("status_index");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "certificates_status_index_idx";
  ALTER TABLE "courses" DROP COLUMN "preview_title";
  ALTER TABLE "courses" DROP COLUMN "preview_body";
  ALTER TABLE "courses" DROP COLUMN "cpd_hours";
  ALTER TABLE "courses" DROP COLUMN "cpd_accreditor";
  ALTER TABLE "courses" DROP COLUMN "cpd_activity_code";
  ALTER TABLE "_courses_v" DROP COLUMN "version_preview_title";
  ALTER TABLE "_courses_v" DROP COLUMN "version_preview_body";
  ALTER TABLE "_courses_v" DROP COLUMN "version_cpd_hours";
  ALTER TABLE "_courses_v" DROP COLUMN "version_cpd_accreditor";
  ALTER TABLE "_courses_v" DROP COLUMN "version_cpd_activity_code";
  ALTER TABLE "certificates" DROP COLUMN "cpd_hours";
  ALTER TABLE "certificates" DROP COLUMN "cpd_accreditor";
  ALTER TABLE "certificates" DROP COLUMN "cpd_activity_code";
  ALTER TABLE "certificates" DROP COLUMN "status_index";
  ALTER TABLE "certificates" DROP COLUMN "identity_salt";`)
}
