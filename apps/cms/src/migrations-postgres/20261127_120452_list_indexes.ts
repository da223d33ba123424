import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE INDEX "services_texts_parent_order_idx" ON "services_texts" USING btree ("parent_id","order");
  CREATE INDEX "courses_texts_parent_order_idx" ON "courses_texts" USING btree ("parent_id","order");
  CREATE INDEX "_courses_v_texts_parent_order_idx" ON "_courses_v_texts" USING btree ("parent_id","order");
  CREATE INDEX "year_createdAt_idx" ON "projects" USING btree ("year","created_at");
  CREATE INDEX "projects_texts_parent_order_idx" ON "projects_texts" USING btree ("parent_id","order");
  CREATE INDEX "version_year_version_createdAt_idx" ON "_projects_v" USING btree ("version_year","version_created_at");
  CREATE INDEX "_projects_v_texts_parent_order_idx" ON "_projects_v_texts" USING btree ("parent_id","order");
  CREATE INDEX "deletedAt_createdAt_idx" ON "reviews" USING btree ("deleted_at","created_at");
  CREATE INDEX "status_createdAt_idx" ON "reviews" USING btree ("status","created_at");
  CREATE INDEX "user_deletedAt_idx" ON "reviews" USING btree ("user_id","deleted_at");
  CREATE INDEX "submittedAt_idx" ON "project_submissions" USING btree ("submitted_at");
  CREATE INDEX "status_submittedAt_idx" ON "project_submissions" USING btree ("status","submitted_at");
  CREATE INDEX "status_createdAt_1_idx" ON "leads" USING btree ("status","created_at");
  CREATE INDEX "kind_createdAt_idx" ON "leads" USING btree ("kind","created_at");
  CREATE INDEX "workgroups_page_texts_parent_order_idx" ON "workgroups_page_texts" USING btree ("parent_id","order");
  CREATE INDEX "_workgroups_page_v_texts_parent_order_idx" ON "_workgroups_page_v_texts" USING btree ("parent_id","order");
  CREATE INDEX "pricing_page_texts_parent_order_idx" ON "pricing_page_texts" USING btree ("parent_id","order");
  CREATE INDEX "_pricing_page_v_texts_parent_order_idx" ON "_pricing_page_v_texts" USING btree ("parent_id","order");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "services_texts_parent_order_idx";
  DROP INDEX "courses_texts_parent_order_idx";
  DROP INDEX "_courses_v_texts_parent_order_idx";
  DROP INDEX "year_createdAt_idx";
  DROP INDEX "projects_texts_parent_order_idx";
  DROP INDEX "version_year_version_createdAt_idx";
  DROP INDEX "_projects_v_texts_parent_order_idx";
  DROP INDEX "deletedAt_createdAt_idx";
  DROP INDEX "status_createdAt_idx";
  DROP INDEX "user_deletedAt_idx";
  DROP INDEX "submittedAt_idx";
  DROP INDEX "status_submittedAt_idx";
  DROP INDEX "status_createdAt_1_idx";
  DROP INDEX "kind_createdAt_idx";
  DROP INDEX "workgroups_page_texts_parent_order_idx";
  DROP INDEX "_workgroups_page_v_texts_parent_order_idx";
  DROP INDEX "pricing_page_texts_parent_order_idx";
  DROP INDEX "_pricing_page_v_texts_parent_order_idx";`)
}
