import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_courses_level" AS ENUM('Beginner', 'Intermediate', 'Advanced');
  CREATE TYPE "public"."enum_courses_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__courses_v_version_level" AS ENUM('Beginner', 'Intermediate', 'Advanced');
  CREATE TYPE "public"."enum__courses_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_projects_service" AS ENUM('Data Analysis', 'Research Services', 'AI Tools');
  CREATE TYPE "public"."enum_projects_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__projects_v_version_service" AS ENUM('Data Analysis', 'Research Services', 'AI Tools');
  CREATE TYPE "public"."enum__projects_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_reviews_status" AS ENUM('pending', 'approved', 'rejected');
  CREATE TYPE "public"."enum_reviews_country" AS ENUM('SA', 'AE', 'EG', 'US', 'UK');
  CREATE TYPE "public"."enum_reviews_plan" AS ENUM('Starter', 'Pro', 'Team', 'Enterprise');
  CREATE TYPE "public"."enum_reviews_role" AS ENUM('member', 'editor', 'admin');
  CREATE TYPE "public"."enum_journals_subjects" AS ENUM('General medicine', 'Cardiology', 'Oncology', 'Infectious disease', 'Critical care', 'Emergency medicine', 'Anaesthesia', 'Surgery', 'Paediatrics', 'Obstetrics and gynaecology', 'Endocrinology and diabetes', 'Respiratory medicine', 'Neurology', 'Mental health', 'Radiology and imaging', 'Pharmacy and pharmacology', 'Public health', 'Epidemiology', 'Global health', 'Health services research', 'Nursing', 'Medical education', 'Health informatics', 'Research methods');
  CREATE TYPE "public"."enum_journals_study_types" AS ENUM('Randomised trials', 'Cohort studies', 'Case-control studies', 'Cross-sectional studies', 'Qualitative studies', 'Mixed methods', 'Systematic reviews and meta-analyses', 'Diagnostic accuracy studies', 'Methods and statistics', 'Quality improvement', 'Health economics', 'Case reports');
  CREATE TYPE "public"."enum_journals_indexing" AS ENUM('MEDLINE', 'Scopus', 'DOAJ');
  CREATE TYPE "public"."enum_journals_access" AS ENUM('open', 'hybrid', 'subscription');
  CREATE TYPE "public"."enum_journals_impact_band" AS ENUM('2-5', '5-8', '8+');
  CREATE TYPE "public"."enum_journals_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__journals_v_version_subjects" AS ENUM('General medicine', 'Cardiology', 'Oncology', 'Infectious disease', 'Critical care', 'Emergency medicine', 'Anaesthesia', 'Surgery', 'Paediatrics', 'Obstetrics and gynaecology', 'Endocrinology and diabetes', 'Respiratory medicine', 'Neurology', 'Mental health', 'Radiology and imaging', 'Pharmacy and pharmacology', 'Public health', 'Epidemiology', 'Global health', 'Health services research', 'Nursing', 'Medical education', 'Health informatics', 'Research methods');
  CREATE TYPE "public"."enum__journals_v_version_study_types" AS ENUM('Randomised trials', 'Cohort studies', 'Case-control studies', 'Cross-sectional studies', 'Qualitative studies', 'Mixed methods', 'Systematic reviews and meta-analyses', 'Diagnostic accuracy studies', 'Methods and statistics', 'Quality improvement', 'Health economics', 'Case reports');
  CREATE TYPE "public"."enum__journals_v_version_indexing" AS ENUM('MEDLINE', 'Scopus', 'DOAJ');
  CREATE TYPE "public"."enum__journals_v_version_access" AS ENUM('open', 'hybrid', 'subscription');
  CREATE TYPE "public"."enum__journals_v_version_impact_band" AS ENUM('2-5', '5-8', '8+');
  CREATE TYPE "public"."enum__journals_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_users_country" AS ENUM('SA', 'AE', 'EG', 'US', 'UK');
  CREATE TYPE "public"."enum_users_plan" AS ENUM('Starter', 'Pro', 'Team', 'Enterprise');
  CREATE TYPE "public"."enum_users_role" AS ENUM('member', 'editor', 'admin');
  CREATE TYPE "public"."enum_enrollments_status" AS ENUM('in_progress', 'completed', 'cancelled');
  CREATE TYPE "public"."enum_project_submissions_status" AS ENUM('submitted', 'accepted', 'changes_requested');
  CREATE TYPE "public"."enum_certificates_status" AS ENUM('valid', 'revoked');
  CREATE TYPE "public"."enum_service_requests_status" AS ENUM('in_review', 'in_progress', 'completed', 'rejected');
  CREATE TYPE "public"."enum_leads_kind" AS ENUM('contact', 'quote', 'scope', 'info-pack', 'plan');
  CREATE TYPE "public"."enum_leads_status" AS ENUM('new', 'contacted', 'won', 'lost', 'spam');
  CREATE TYPE "public"."enum_home_page_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__home_page_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_about_page_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__about_page_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_contact_page_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__contact_page_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_workgroups_page_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__workgroups_page_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_data_analysis_page_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__data_analysis_page_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_research_services_page_a_la_carte_items_service" AS ENUM('Sample size calculation', 'Statistical analysis plan', 'Ethics (IRB) package', 'Data cleaning and coding', 'Manuscript editing', 'Journal submission support', 'Response to reviewers');
  CREATE TYPE "public"."enum_research_services_page_tracker_items_status" AS ENUM('Completed', 'In progress', 'Planned', 'Queued');
  CREATE TYPE "public"."enum_research_services_page_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__research_services_page_v_version_a_la_carte_items_service" AS ENUM('Sample size calculation', 'Statistical analysis plan', 'Ethics (IRB) package', 'Data cleaning and coding', 'Manuscript editing', 'Journal submission support', 'Response to reviewers');
  CREATE TYPE "public"."enum__research_services_page_v_version_tracker_items_status" AS ENUM('Completed', 'In progress', 'Planned', 'Queued');
  CREATE TYPE "public"."enum__research_services_page_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_pricing_page_plans_plan" AS ENUM('Starter', 'Pro', 'Team', 'Enterprise');
  CREATE TYPE "public"."enum_pricing_page_discounts_cards_discount" AS ENUM('student', 'annual', 'regional');
  CREATE TYPE "public"."enum_pricing_page_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__pricing_page_v_version_plans_plan" AS ENUM('Starter', 'Pro', 'Team', 'Enterprise');
  CREATE TYPE "public"."enum__pricing_page_v_version_discounts_cards_discount" AS ENUM('student', 'annual', 'regional');
  CREATE TYPE "public"."enum__pricing_page_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_courses_page_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__courses_page_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_portfolio_page_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__portfolio_page_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_reviews_page_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__reviews_page_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_journal_selection_page_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__journal_selection_page_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_research_writer_page_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__research_writer_page_v_version_status" AS ENUM('draft', 'published');
  CREATE TABLE "services" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"summary" varchar NOT NULL,
  	"route" varchar NOT NULL,
  	"order" numeric DEFAULT 0 NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "services_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "courses_modules" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar
  );
  
  CREATE TABLE "courses_assessment_questions_options" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar
  );
  
  CREATE TABLE "courses_assessment_questions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"prompt" varchar,
  	"correct_option" numeric
  );
  
  CREATE TABLE "courses" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"category" varchar,
  	"level" "enum_courses_level" DEFAULT 'Beginner',
  	"duration_hrs" numeric,
  	"rating" numeric DEFAULT 0,
  	"price" numeric,
  	"summary" varchar,
  	"image_id" integer,
  	"assessment_pass_mark" numeric DEFAULT 80,
  	"meta_title" varchar,
  	"meta_description" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_courses_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "courses_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "_courses_v_version_modules" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_courses_v_version_assessment_questions_options" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_courses_v_version_assessment_questions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"prompt" varchar,
  	"correct_option" numeric,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_courses_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_title" varchar,
  	"version_category" varchar,
  	"version_level" "enum__courses_v_version_level" DEFAULT 'Beginner',
  	"version_duration_hrs" numeric,
  	"version_rating" numeric DEFAULT 0,
  	"version_price" numeric,
  	"version_summary" varchar,
  	"version_image_id" integer,
  	"version_assessment_pass_mark" numeric DEFAULT 80,
  	"version_meta_title" varchar,
  	"version_meta_description" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__courses_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "_courses_v_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "projects" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"domain" varchar,
  	"year" numeric,
  	"summary" varchar,
  	"image_id" integer,
  	"service" "enum_projects_service",
  	"meta_title" varchar,
  	"meta_description" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_projects_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "projects_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "_projects_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_title" varchar,
  	"version_domain" varchar,
  	"version_year" numeric,
  	"version_summary" varchar,
  	"version_image_id" integer,
  	"version_service" "enum__projects_v_version_service",
  	"version_meta_title" varchar,
  	"version_meta_description" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__projects_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "_projects_v_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "reviews" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"service" varchar NOT NULL,
  	"rating" numeric DEFAULT 5 NOT NULL,
  	"quote" varchar NOT NULL,
  	"status" "enum_reviews_status" DEFAULT 'pending' NOT NULL,
  	"user_id" integer,
  	"email" varchar,
  	"country" "enum_reviews_country",
  	"plan" "enum_reviews_plan",
  	"role" "enum_reviews_role",
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "journals_subjects" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_journals_subjects",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "journals_study_types" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_journals_study_types",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "journals_indexing" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_journals_indexing",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "journals" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"publisher" varchar,
  	"issn_print" varchar,
  	"issn_electronic" varchar,
  	"homepage" varchar,
  	"scope" varchar,
  	"access" "enum_journals_access" DEFAULT 'hybrid',
  	"apc_usd" numeric,
  	"decision_weeks" numeric,
  	"impact_band" "enum_journals_impact_band",
  	"active" boolean DEFAULT true,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_journals_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "_journals_v_version_subjects" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__journals_v_version_subjects",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_journals_v_version_study_types" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__journals_v_version_study_types",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_journals_v_version_indexing" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__journals_v_version_indexing",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_journals_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_title" varchar,
  	"version_publisher" varchar,
  	"version_issn_print" varchar,
  	"version_issn_electronic" varchar,
  	"version_homepage" varchar,
  	"version_scope" varchar,
  	"version_access" "enum__journals_v_version_access" DEFAULT 'hybrid',
  	"version_apc_usd" numeric,
  	"version_decision_weeks" numeric,
  	"version_impact_band" "enum__journals_v_version_impact_band",
  	"version_active" boolean DEFAULT true,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__journals_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "media" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"alt" varchar NOT NULL,
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
  	"height" numeric,
  	"focal_x" numeric,
  	"focal_y" numeric,
  	"sizes_thumbnail_url" varchar,
  	"sizes_thumbnail_width" numeric,
  	"sizes_thumbnail_height" numeric,
  	"sizes_thumbnail_mime_type" varchar,
  	"sizes_thumbnail_filesize" numeric,
  	"sizes_thumbnail_filename" varchar,
  	"sizes_card_url" varchar,
  	"sizes_card_width" numeric,
  	"sizes_card_height" numeric,
  	"sizes_card_mime_type" varchar,
  	"sizes_card_filesize" numeric,
  	"sizes_card_filename" varchar,
  	"sizes_hero_url" varchar,
  	"sizes_hero_width" numeric,
  	"sizes_hero_height" numeric,
  	"sizes_hero_mime_type" varchar,
  	"sizes_hero_filesize" numeric,
  	"sizes_hero_filename" varchar
  );
  
  CREATE TABLE "users_sessions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"created_at" timestamp(3) with time zone,
  	"expires_at" timestamp(3) with time zone NOT NULL
  );
  
  CREATE TABLE "users" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"country" "enum_users_country" DEFAULT 'US' NOT NULL,
  	"plan" "enum_users_plan" DEFAULT 'Starter' NOT NULL,
  	"role" "enum_users_role" DEFAULT 'member' NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"email" varchar NOT NULL,
  	"reset_password_token" varchar,
  	"reset_password_expiration" timestamp(3) with time zone,
  	"salt" varchar,
  	"hash" varchar,
  	"login_attempts" numeric DEFAULT 0,
  	"lock_until" timestamp(3) with time zone
  );
  
  CREATE TABLE "enrollments" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"user_id" integer NOT NULL,
  	"course_id" integer NOT NULL,
  	"status" "enum_enrollments_status" DEFAULT 'in_progress' NOT NULL,
  	"progress" numeric DEFAULT 0 NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "assessment_attempts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"user_id" integer,
  	"course_id" integer,
  	"answers" jsonb,
  	"correct" numeric NOT NULL,
  	"total" numeric NOT NULL,
  	"score" numeric NOT NULL,
  	"passed" boolean DEFAULT false NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "project_submissions" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"user_id" integer NOT NULL,
  	"course_id" integer NOT NULL,
  	"title" varchar NOT NULL,
  	"description" varchar NOT NULL,
  	"link" varchar,
  	"status" "enum_project_submissions_status" DEFAULT 'submitted' NOT NULL,
  	"comment" varchar,
  	"submitted_at" timestamp(3) with time zone NOT NULL,
  	"reviewed_at" timestamp(3) with time zone,
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
  
  CREATE TABLE "certificates" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"code" varchar NOT NULL,
  	"user_id" integer NOT NULL,
  	"course_id" integer NOT NULL,
  	"holder_name" varchar NOT NULL,
  	"course_title" varchar NOT NULL,
  	"issued_at" timestamp(3) with time zone NOT NULL,
  	"status" "enum_certificates_status" DEFAULT 'valid' NOT NULL,
  	"revoked_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "service_requests" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"service_title" varchar NOT NULL,
  	"user_id" integer,
  	"requester_name" varchar,
  	"details" varchar NOT NULL,
  	"status" "enum_service_requests_status" DEFAULT 'in_review' NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "leads" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"kind" "enum_leads_kind" NOT NULL,
  	"name" varchar,
  	"email" varchar NOT NULL,
  	"message" varchar,
  	"details" jsonb,
  	"status" "enum_leads_status" DEFAULT 'new' NOT NULL,
  	"source_page" varchar,
  	"member_id" integer,
  	"service_request_id" integer,
  	"notes" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "subscribers" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"email" varchar NOT NULL,
  	"consent_at" timestamp(3) with time zone NOT NULL,
  	"consent_text" varchar NOT NULL,
  	"source" varchar,
  	"confirmed" boolean DEFAULT false,
  	"confirmed_at" timestamp(3) with time zone,
  	"unsubscribed" boolean DEFAULT false,
  	"unsubscribed_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "rate_limit_hits" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"bucket" varchar NOT NULL,
  	"key" varchar NOT NULL,
  	"at" timestamp(3) with time zone NOT NULL
  );
  
  CREATE TABLE "payload_kv" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"data" jsonb NOT NULL
  );
  
  CREATE TABLE "payload_locked_documents" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"global_slug" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_locked_documents_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"services_id" integer,
  	"courses_id" integer,
  	"projects_id" integer,
  	"reviews_id" integer,
  	"journals_id" integer,
  	"media_id" integer,
  	"users_id" integer,
  	"enrollments_id" integer,
  	"assessment_attempts_id" integer,
  	"project_submissions_id" integer,
  	"certificates_id" integer,
  	"service_requests_id" integer,
  	"leads_id" integer,
  	"subscribers_id" integer
  );
  
  CREATE TABLE "payload_preferences" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar,
  	"value" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_preferences_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"users_id" integer
  );
  
  CREATE TABLE "payload_migrations" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"batch" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "site_settings_offices" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"city" varchar NOT NULL
  );
  
  CREATE TABLE "site_settings_numbers_band" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"value" varchar NOT NULL,
  	"label" varchar NOT NULL
  );
  
  CREATE TABLE "site_settings" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"support_email" varchar NOT NULL,
  	"chat_link" varchar NOT NULL,
  	"office_hours" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "home_page" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"hero_eyebrow" varchar,
  	"hero_headline" varchar,
  	"hero_lead" varchar,
  	"hero_image_id" integer,
  	"services_eyebrow" varchar,
  	"services_heading" varchar,
  	"services_description" varchar,
  	"portfolio_eyebrow" varchar,
  	"portfolio_heading" varchar,
  	"portfolio_description" varchar,
  	"reviews_eyebrow" varchar,
  	"reviews_heading" varchar,
  	"reviews_description" varchar,
  	"numbers_eyebrow" varchar,
  	"numbers_heading" varchar,
  	"numbers_description" varchar,
  	"team_eyebrow" varchar,
  	"team_heading" varchar,
  	"team_description" varchar,
  	"team_body" varchar,
  	"cta_eyebrow" varchar,
  	"cta_heading" varchar,
  	"cta_description" varchar,
  	"meta_title" varchar,
  	"meta_description" varchar,
  	"meta_image_id" integer,
  	"_status" "enum_home_page_status" DEFAULT 'draft',
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "_home_page_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_hero_eyebrow" varchar,
  	"version_hero_headline" varchar,
  	"version_hero_lead" varchar,
  	"version_hero_image_id" integer,
  	"version_services_eyebrow" varchar,
  	"version_services_heading" varchar,
  	"version_services_description" varchar,
  	"version_portfolio_eyebrow" varchar,
  	"version_portfolio_heading" varchar,
  	"version_portfolio_description" varchar,
  	"version_reviews_eyebrow" varchar,
  	"version_reviews_heading" varchar,
  	"version_reviews_description" varchar,
  	"version_numbers_eyebrow" varchar,
  	"version_numbers_heading" varchar,
  	"version_numbers_description" varchar,
  	"version_team_eyebrow" varchar,
  	"version_team_heading" varchar,
  	"version_team_description" varchar,
  	"version_team_body" varchar,
  	"version_cta_eyebrow" varchar,
  	"version_cta_heading" varchar,
  	"version_cta_description" varchar,
  	"version_meta_title" varchar,
  	"version_meta_description" varchar,
  	"version_meta_image_id" integer,
  	"version__status" "enum__home_page_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "about_page_values_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" varchar
  );
  
  CREATE TABLE "about_page_leadership_leaders" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"role" varchar,
  	"base" varchar,
  	"bio" varchar,
  	"photo_id" integer
  );
  
  CREATE TABLE "about_page" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"hero_eyebrow" varchar,
  	"hero_headline" varchar,
  	"hero_lead" varchar,
  	"hero_image_id" integer,
  	"mission" varchar,
  	"vision" varchar,
  	"values_eyebrow" varchar,
  	"values_heading" varchar,
  	"values_description" varchar,
  	"leadership_eyebrow" varchar,
  	"leadership_heading" varchar,
  	"leadership_description" varchar,
  	"next_eyebrow" varchar,
  	"next_heading" varchar,
  	"next_description" varchar,
  	"meta_title" varchar,
  	"meta_description" varchar,
  	"meta_image_id" integer,
  	"_status" "enum_about_page_status" DEFAULT 'draft',
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "_about_page_v_version_values_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_about_page_v_version_leadership_leaders" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"role" varchar,
  	"base" varchar,
  	"bio" varchar,
  	"photo_id" integer,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_about_page_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_hero_eyebrow" varchar,
  	"version_hero_headline" varchar,
  	"version_hero_lead" varchar,
  	"version_hero_image_id" integer,
  	"version_mission" varchar,
  	"version_vision" varchar,
  	"version_values_eyebrow" varchar,
  	"version_values_heading" varchar,
  	"version_values_description" varchar,
  	"version_leadership_eyebrow" varchar,
  	"version_leadership_heading" varchar,
  	"version_leadership_description" varchar,
  	"version_next_eyebrow" varchar,
  	"version_next_heading" varchar,
  	"version_next_description" varchar,
  	"version_meta_title" varchar,
  	"version_meta_description" varchar,
  	"version_meta_image_id" integer,
  	"version__status" "enum__about_page_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "contact_page_faq_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"question" varchar,
  	"answer" varchar
  );
  
  CREATE TABLE "contact_page" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"hero_eyebrow" varchar,
  	"hero_headline" varchar,
  	"hero_lead" varchar,
  	"hero_image_id" integer,
  	"email_note" varchar,
  	"faq_eyebrow" varchar,
  	"faq_heading" varchar,
  	"faq_description" varchar,
  	"meta_title" varchar,
  	"meta_description" varchar,
  	"meta_image_id" integer,
  	"_status" "enum_contact_page_status" DEFAULT 'draft',
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "_contact_page_v_version_faq_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"question" varchar,
  	"answer" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_contact_page_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_hero_eyebrow" varchar,
  	"version_hero_headline" varchar,
  	"version_hero_lead" varchar,
  	"version_hero_image_id" integer,
  	"version_email_note" varchar,
  	"version_faq_eyebrow" varchar,
  	"version_faq_heading" varchar,
  	"version_faq_description" varchar,
  	"version_meta_title" varchar,
  	"version_meta_description" varchar,
  	"version_meta_image_id" integer,
  	"version__status" "enum__contact_page_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "workgroups_page_schedule_weeks" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"summary" varchar,
  	"outcome" varchar
  );
  
  CREATE TABLE "workgroups_page_milestones_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" varchar
  );
  
  CREATE TABLE "workgroups_page" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"hero_eyebrow" varchar,
  	"hero_headline" varchar,
  	"hero_lead" varchar,
  	"hero_image_id" integer,
  	"schedule_eyebrow" varchar,
  	"schedule_heading" varchar,
  	"schedule_description" varchar,
  	"milestones_eyebrow" varchar,
  	"milestones_heading" varchar,
  	"milestones_description" varchar,
  	"join_eyebrow" varchar,
  	"join_heading" varchar,
  	"join_description" varchar,
  	"meta_title" varchar,
  	"meta_description" varchar,
  	"meta_image_id" integer,
  	"_status" "enum_workgroups_page_status" DEFAULT 'draft',
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "workgroups_page_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "_workgroups_page_v_version_schedule_weeks" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"summary" varchar,
  	"outcome" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_workgroups_page_v_version_milestones_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_workgroups_page_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_hero_eyebrow" varchar,
  	"version_hero_headline" varchar,
  	"version_hero_lead" varchar,
  	"version_hero_image_id" integer,
  	"version_schedule_eyebrow" varchar,
  	"version_schedule_heading" varchar,
  	"version_schedule_description" varchar,
  	"version_milestones_eyebrow" varchar,
  	"version_milestones_heading" varchar,
  	"version_milestones_description" varchar,
  	"version_join_eyebrow" varchar,
  	"version_join_heading" varchar,
  	"version_join_description" varchar,
  	"version_meta_title" varchar,
  	"version_meta_description" varchar,
  	"version_meta_image_id" integer,
  	"version__status" "enum__workgroups_page_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "_workgroups_page_v_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "data_analysis_page_pathways_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" varchar
  );
  
  CREATE TABLE "data_analysis_page_faq_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"question" varchar,
  	"answer" varchar
  );
  
  CREATE TABLE "data_analysis_page" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"hero_eyebrow" varchar,
  	"hero_headline" varchar,
  	"hero_lead" varchar,
  	"hero_image_id" integer,
  	"pathways_eyebrow" varchar,
  	"pathways_heading" varchar,
  	"pathways_description" varchar,
  	"wizard_eyebrow" varchar,
  	"wizard_heading" varchar,
  	"wizard_description" varchar,
  	"regional_pricing_eyebrow" varchar,
  	"regional_pricing_heading" varchar,
  	"regional_pricing_description" varchar,
  	"faq_eyebrow" varchar,
  	"faq_heading" varchar,
  	"faq_description" varchar,
  	"meta_title" varchar,
  	"meta_description" varchar,
  	"meta_image_id" integer,
  	"_status" "enum_data_analysis_page_status" DEFAULT 'draft',
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "_data_analysis_page_v_version_pathways_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_data_analysis_page_v_version_faq_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"question" varchar,
  	"answer" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_data_analysis_page_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_hero_eyebrow" varchar,
  	"version_hero_headline" varchar,
  	"version_hero_lead" varchar,
  	"version_hero_image_id" integer,
  	"version_pathways_eyebrow" varchar,
  	"version_pathways_heading" varchar,
  	"version_pathways_description" varchar,
  	"version_wizard_eyebrow" varchar,
  	"version_wizard_heading" varchar,
  	"version_wizard_description" varchar,
  	"version_regional_pricing_eyebrow" varchar,
  	"version_regional_pricing_heading" varchar,
  	"version_regional_pricing_description" varchar,
  	"version_faq_eyebrow" varchar,
  	"version_faq_heading" varchar,
  	"version_faq_description" varchar,
  	"version_meta_title" varchar,
  	"version_meta_description" varchar,
  	"version_meta_image_id" integer,
  	"version__status" "enum__data_analysis_page_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "research_services_page_workgroups_phases" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" varchar
  );
  
  CREATE TABLE "research_services_page_a_la_carte_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"service" "enum_research_services_page_a_la_carte_items_service",
  	"title" varchar,
  	"description" varchar
  );
  
  CREATE TABLE "research_services_page_tracker_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"status" "enum_research_services_page_tracker_items_status"
  );
  
  CREATE TABLE "research_services_page" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"hero_eyebrow" varchar,
  	"hero_headline" varchar,
  	"hero_lead" varchar,
  	"hero_image_id" integer,
  	"options_eyebrow" varchar,
  	"options_heading" varchar,
  	"options_description" varchar,
  	"workgroups_eyebrow" varchar,
  	"workgroups_heading" varchar,
  	"workgroups_description" varchar,
  	"community_eyebrow" varchar,
  	"community_heading" varchar,
  	"community_description" varchar,
  	"a_la_carte_eyebrow" varchar,
  	"a_la_carte_heading" varchar,
  	"a_la_carte_description" varchar,
  	"tracker_eyebrow" varchar,
  	"tracker_heading" varchar,
  	"tracker_description" varchar,
  	"meta_title" varchar,
  	"meta_description" varchar,
  	"meta_image_id" integer,
  	"_status" "enum_research_services_page_status" DEFAULT 'draft',
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "_research_services_page_v_version_workgroups_phases" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_research_services_page_v_version_a_la_carte_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"service" "enum__research_services_page_v_version_a_la_carte_items_service",
  	"title" varchar,
  	"description" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_research_services_page_v_version_tracker_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"status" "enum__research_services_page_v_version_tracker_items_status",
  	"_uuid" varchar
  );
  
  CREATE TABLE "_research_services_page_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_hero_eyebrow" varchar,
  	"version_hero_headline" varchar,
  	"version_hero_lead" varchar,
  	"version_hero_image_id" integer,
  	"version_options_eyebrow" varchar,
  	"version_options_heading" varchar,
  	"version_options_description" varchar,
  	"version_workgroups_eyebrow" varchar,
  	"version_workgroups_heading" varchar,
  	"version_workgroups_description" varchar,
  	"version_community_eyebrow" varchar,
  	"version_community_heading" varchar,
  	"version_community_description" varchar,
  	"version_a_la_carte_eyebrow" varchar,
  	"version_a_la_carte_heading" varchar,
  	"version_a_la_carte_description" varchar,
  	"version_tracker_eyebrow" varchar,
  	"version_tracker_heading" varchar,
  	"version_tracker_description" varchar,
  	"version_meta_title" varchar,
  	"version_meta_description" varchar,
  	"version_meta_image_id" integer,
  	"version__status" "enum__research_services_page_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "pricing_page_plans" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"plan" "enum_pricing_page_plans_plan",
  	"tagline" varchar
  );
  
  CREATE TABLE "pricing_page_discounts_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"discount" "enum_pricing_page_discounts_cards_discount",
  	"title" varchar,
  	"description" varchar
  );
  
  CREATE TABLE "pricing_page" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"hero_eyebrow" varchar,
  	"hero_headline" varchar,
  	"hero_lead" varchar,
  	"hero_image_id" integer,
  	"discounts_eyebrow" varchar,
  	"discounts_heading" varchar,
  	"discounts_description" varchar,
  	"meta_title" varchar,
  	"meta_description" varchar,
  	"meta_image_id" integer,
  	"_status" "enum_pricing_page_status" DEFAULT 'draft',
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "pricing_page_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "_pricing_page_v_version_plans" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"plan" "enum__pricing_page_v_version_plans_plan",
  	"tagline" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pricing_page_v_version_discounts_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"discount" "enum__pricing_page_v_version_discounts_cards_discount",
  	"title" varchar,
  	"description" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pricing_page_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_hero_eyebrow" varchar,
  	"version_hero_headline" varchar,
  	"version_hero_lead" varchar,
  	"version_hero_image_id" integer,
  	"version_discounts_eyebrow" varchar,
  	"version_discounts_heading" varchar,
  	"version_discounts_description" varchar,
  	"version_meta_title" varchar,
  	"version_meta_description" varchar,
  	"version_meta_image_id" integer,
  	"version__status" "enum__pricing_page_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "_pricing_page_v_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "courses_page" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"hero_eyebrow" varchar,
  	"hero_headline" varchar,
  	"hero_lead" varchar,
  	"hero_image_id" integer,
  	"meta_title" varchar,
  	"meta_description" varchar,
  	"meta_image_id" integer,
  	"_status" "enum_courses_page_status" DEFAULT 'draft',
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "_courses_page_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_hero_eyebrow" varchar,
  	"version_hero_headline" varchar,
  	"version_hero_lead" varchar,
  	"version_hero_image_id" integer,
  	"version_meta_title" varchar,
  	"version_meta_description" varchar,
  	"version_meta_image_id" integer,
  	"version__status" "enum__courses_page_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "portfolio_page" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"hero_eyebrow" varchar,
  	"hero_headline" varchar,
  	"hero_lead" varchar,
  	"hero_image_id" integer,
  	"meta_title" varchar,
  	"meta_description" varchar,
  	"meta_image_id" integer,
  	"_status" "enum_portfolio_page_status" DEFAULT 'draft',
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "_portfolio_page_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_hero_eyebrow" varchar,
  	"version_hero_headline" varchar,
  	"version_hero_lead" varchar,
  	"version_hero_image_id" integer,
  	"version_meta_title" varchar,
  	"version_meta_description" varchar,
  	"version_meta_image_id" integer,
  	"version__status" "enum__portfolio_page_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "reviews_page" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"hero_eyebrow" varchar,
  	"hero_headline" varchar,
  	"hero_lead" varchar,
  	"hero_image_id" integer,
  	"meta_title" varchar,
  	"meta_description" varchar,
  	"meta_image_id" integer,
  	"_status" "enum_reviews_page_status" DEFAULT 'draft',
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "_reviews_page_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_hero_eyebrow" varchar,
  	"version_hero_headline" varchar,
  	"version_hero_lead" varchar,
  	"version_hero_image_id" integer,
  	"version_meta_title" varchar,
  	"version_meta_description" varchar,
  	"version_meta_image_id" integer,
  	"version__status" "enum__reviews_page_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "journal_selection_page" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"hero_eyebrow" varchar,
  	"hero_headline" varchar,
  	"hero_lead" varchar,
  	"hero_image_id" integer,
  	"meta_title" varchar,
  	"meta_description" varchar,
  	"meta_image_id" integer,
  	"_status" "enum_journal_selection_page_status" DEFAULT 'draft',
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "_journal_selection_page_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_hero_eyebrow" varchar,
  	"version_hero_headline" varchar,
  	"version_hero_lead" varchar,
  	"version_hero_image_id" integer,
  	"version_meta_title" varchar,
  	"version_meta_description" varchar,
  	"version_meta_image_id" integer,
  	"version__status" "enum__journal_selection_page_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "research_writer_page" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"hero_eyebrow" varchar,
  	"hero_headline" varchar,
  	"hero_lead" varchar,
  	"hero_image_id" integer,
  	"meta_title" varchar,
  	"meta_description" varchar,
  	"meta_image_id" integer,
  	"_status" "enum_research_writer_page_status" DEFAULT 'draft',
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "_research_writer_page_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_hero_eyebrow" varchar,
  	"version_hero_headline" varchar,
  	"version_hero_lead" varchar,
  	"version_hero_image_id" integer,
  	"version_meta_title" varchar,
  	"version_meta_description" varchar,
  	"version_meta_image_id" integer,
  	"version__status" "enum__research_writer_page_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean,
  	"autosave" boolean
  );
  
  ALTER TABLE "services_texts" ADD CONSTRAINT "services_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "courses_modules" ADD CONSTRAINT "courses_modules_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "courses_assessment_questions_options" ADD CONSTRAINT "courses_assessment_questions_options_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."courses_assessment_questions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "courses_assessment_questions" ADD CONSTRAINT "courses_assessment_questions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "courses" ADD CONSTRAINT "courses_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "courses_texts" ADD CONSTRAINT "courses_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_courses_v_version_modules" ADD CONSTRAINT "_courses_v_version_modules_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_courses_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_courses_v_version_assessment_questions_options" ADD CONSTRAINT "_courses_v_version_assessment_questions_options_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_courses_v_version_assessment_questions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_courses_v_version_assessment_questions" ADD CONSTRAINT "_courses_v_version_assessment_questions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_courses_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_courses_v" ADD CONSTRAINT "_courses_v_parent_id_courses_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."courses"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_courses_v" ADD CONSTRAINT "_courses_v_version_image_id_media_id_fk" FOREIGN KEY ("version_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_courses_v_texts" ADD CONSTRAINT "_courses_v_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_courses_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "projects" ADD CONSTRAINT "projects_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "projects_texts" ADD CONSTRAINT "projects_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_projects_v" ADD CONSTRAINT "_projects_v_parent_id_projects_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."projects"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_projects_v" ADD CONSTRAINT "_projects_v_version_image_id_media_id_fk" FOREIGN KEY ("version_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_projects_v_texts" ADD CONSTRAINT "_projects_v_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_projects_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "reviews" ADD CONSTRAINT "reviews_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "journals_subjects" ADD CONSTRAINT "journals_subjects_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."journals"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "journals_study_types" ADD CONSTRAINT "journals_study_types_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."journals"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "journals_indexing" ADD CONSTRAINT "journals_indexing_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."journals"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_journals_v_version_subjects" ADD CONSTRAINT "_journals_v_version_subjects_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_journals_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_journals_v_version_study_types" ADD CONSTRAINT "_journals_v_version_study_types_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_journals_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_journals_v_version_indexing" ADD CONSTRAINT "_journals_v_version_indexing_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_journals_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_journals_v" ADD CONSTRAINT "_journals_v_parent_id_journals_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."journals"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "users_sessions" ADD CONSTRAINT "users_sessions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "enrollments" ADD CONSTRAINT "enrollments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "enrollments" ADD CONSTRAINT "enrollments_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "assessment_attempts" ADD CONSTRAINT "assessment_attempts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "assessment_attempts" ADD CONSTRAINT "assessment_attempts_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "project_submissions" ADD CONSTRAINT "project_submissions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "project_submissions" ADD CONSTRAINT "project_submissions_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "certificates" ADD CONSTRAINT "certificates_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "certificates" ADD CONSTRAINT "certificates_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "service_requests" ADD CONSTRAINT "service_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "leads" ADD CONSTRAINT "leads_member_id_users_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "leads" ADD CONSTRAINT "leads_service_request_id_service_requests_id_fk" FOREIGN KEY ("service_request_id") REFERENCES "public"."service_requests"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."payload_locked_documents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_services_fk" FOREIGN KEY ("services_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_courses_fk" FOREIGN KEY ("courses_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_projects_fk" FOREIGN KEY ("projects_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_reviews_fk" FOREIGN KEY ("reviews_id") REFERENCES "public"."reviews"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_journals_fk" FOREIGN KEY ("journals_id") REFERENCES "public"."journals"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_enrollments_fk" FOREIGN KEY ("enrollments_id") REFERENCES "public"."enrollments"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_assessment_attempts_fk" FOREIGN KEY ("assessment_attempts_id") REFERENCES "public"."assessment_attempts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_project_submissions_fk" FOREIGN KEY ("project_submissions_id") REFERENCES "public"."project_submissions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_certificates_fk" FOREIGN KEY ("certificates_id") REFERENCES "public"."certificates"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_service_requests_fk" FOREIGN KEY ("service_requests_id") REFERENCES "public"."service_requests"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_leads_fk" FOREIGN KEY ("leads_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_subscribers_fk" FOREIGN KEY ("subscribers_id") REFERENCES "public"."subscribers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."payload_preferences"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_settings_offices" ADD CONSTRAINT "site_settings_offices_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."site_settings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_settings_numbers_band" ADD CONSTRAINT "site_settings_numbers_band_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."site_settings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_page" ADD CONSTRAINT "home_page_hero_image_id_media_id_fk" FOREIGN KEY ("hero_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "home_page" ADD CONSTRAINT "home_page_meta_image_id_media_id_fk" FOREIGN KEY ("meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_home_page_v" ADD CONSTRAINT "_home_page_v_version_hero_image_id_media_id_fk" FOREIGN KEY ("version_hero_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_home_page_v" ADD CONSTRAINT "_home_page_v_version_meta_image_id_media_id_fk" FOREIGN KEY ("version_meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "about_page_values_items" ADD CONSTRAINT "about_page_values_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."about_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "about_page_leadership_leaders" ADD CONSTRAINT "about_page_leadership_leaders_photo_id_media_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "about_page_leadership_leaders" ADD CONSTRAINT "about_page_leadership_leaders_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."about_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "about_page" ADD CONSTRAINT "about_page_hero_image_id_media_id_fk" FOREIGN KEY ("hero_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "about_page" ADD CONSTRAINT "about_page_meta_image_id_media_id_fk" FOREIGN KEY ("meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_about_page_v_version_values_items" ADD CONSTRAINT "_about_page_v_version_values_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_about_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_about_page_v_version_leadership_leaders" ADD CONSTRAINT "_about_page_v_version_leadership_leaders_photo_id_media_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_about_page_v_version_leadership_leaders" ADD CONSTRAINT "_about_page_v_version_leadership_leaders_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_about_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_about_page_v" ADD CONSTRAINT "_about_page_v_version_hero_image_id_media_id_fk" FOREIGN KEY ("version_hero_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_about_page_v" ADD CONSTRAINT "_about_page_v_version_meta_image_id_media_id_fk" FOREIGN KEY ("version_meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "contact_page_faq_items" ADD CONSTRAINT "contact_page_faq_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."contact_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "contact_page" ADD CONSTRAINT "contact_page_hero_image_id_media_id_fk" FOREIGN KEY ("hero_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "contact_page" ADD CONSTRAINT "contact_page_meta_image_id_media_id_fk" FOREIGN KEY ("meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_contact_page_v_version_faq_items" ADD CONSTRAINT "_contact_page_v_version_faq_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_contact_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_contact_page_v" ADD CONSTRAINT "_contact_page_v_version_hero_image_id_media_id_fk" FOREIGN KEY ("version_hero_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_contact_page_v" ADD CONSTRAINT "_contact_page_v_version_meta_image_id_media_id_fk" FOREIGN KEY ("version_meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "workgroups_page_schedule_weeks" ADD CONSTRAINT "workgroups_page_schedule_weeks_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."workgroups_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "workgroups_page_milestones_items" ADD CONSTRAINT "workgroups_page_milestones_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."workgroups_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "workgroups_page" ADD CONSTRAINT "workgroups_page_hero_image_id_media_id_fk" FOREIGN KEY ("hero_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "workgroups_page" ADD CONSTRAINT "workgroups_page_meta_image_id_media_id_fk" FOREIGN KEY ("meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "workgroups_page_texts" ADD CONSTRAINT "workgroups_page_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."workgroups_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_workgroups_page_v_version_schedule_weeks" ADD CONSTRAINT "_workgroups_page_v_version_schedule_weeks_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_workgroups_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_workgroups_page_v_version_milestones_items" ADD CONSTRAINT "_workgroups_page_v_version_milestones_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_workgroups_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_workgroups_page_v" ADD CONSTRAINT "_workgroups_page_v_version_hero_image_id_media_id_fk" FOREIGN KEY ("version_hero_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_workgroups_page_v" ADD CONSTRAINT "_workgroups_page_v_version_meta_image_id_media_id_fk" FOREIGN KEY ("version_meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_workgroups_page_v_texts" ADD CONSTRAINT "_workgroups_page_v_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_workgroups_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "data_analysis_page_pathways_items" ADD CONSTRAINT "data_analysis_page_pathways_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."data_analysis_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "data_analysis_page_faq_items" ADD CONSTRAINT "data_analysis_page_faq_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."data_analysis_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "data_analysis_page" ADD CONSTRAINT "data_analysis_page_hero_image_id_media_id_fk" FOREIGN KEY ("hero_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "data_analysis_page" ADD CONSTRAINT "data_analysis_page_meta_image_id_media_id_fk" FOREIGN KEY ("meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_data_analysis_page_v_version_pathways_items" ADD CONSTRAINT "_data_analysis_page_v_version_pathways_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_data_analysis_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_data_analysis_page_v_version_faq_items" ADD CONSTRAINT "_data_analysis_page_v_version_faq_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_data_analysis_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_data_analysis_page_v" ADD CONSTRAINT "_data_analysis_page_v_version_hero_image_id_media_id_fk" FOREIGN KEY ("version_hero_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_data_analysis_page_v" ADD CONSTRAINT "_data_analysis_page_v_version_meta_image_id_media_id_fk" FOREIGN KEY ("version_meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "research_services_page_workgroups_phases" ADD CONSTRAINT "research_services_page_workgroups_phases_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."research_services_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "research_services_page_a_la_carte_items" ADD CONSTRAINT "research_services_page_a_la_carte_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."research_services_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "research_services_page_tracker_items" ADD CONSTRAINT "research_services_page_tracker_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."research_services_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "research_services_page" ADD CONSTRAINT "research_services_page_hero_image_id_media_id_fk" FOREIGN KEY ("hero_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "research_services_page" ADD CONSTRAINT "research_services_page_meta_image_id_media_id_fk" FOREIGN KEY ("meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_research_services_page_v_version_workgroups_phases" ADD CONSTRAINT "_research_services_page_v_version_workgroups_phases_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_research_services_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_research_services_page_v_version_a_la_carte_items" ADD CONSTRAINT "_research_services_page_v_version_a_la_carte_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_research_services_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_research_services_page_v_version_tracker_items" ADD CONSTRAINT "_research_services_page_v_version_tracker_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_research_services_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_research_services_page_v" ADD CONSTRAINT "_research_services_page_v_version_hero_image_id_media_id_fk" FOREIGN KEY ("version_hero_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_research_services_page_v" ADD CONSTRAINT "_research_services_page_v_version_meta_image_id_media_id_fk" FOREIGN KEY ("version_meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pricing_page_plans" ADD CONSTRAINT "pricing_page_plans_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pricing_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pricing_page_discounts_cards" ADD CONSTRAINT "pricing_page_discounts_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pricing_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pricing_page" ADD CONSTRAINT "pricing_page_hero_image_id_media_id_fk" FOREIGN KEY ("hero_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pricing_page" ADD CONSTRAINT "pricing_page_meta_image_id_media_id_fk" FOREIGN KEY ("meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pricing_page_texts" ADD CONSTRAINT "pricing_page_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."pricing_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pricing_page_v_version_plans" ADD CONSTRAINT "_pricing_page_v_version_plans_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pricing_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pricing_page_v_version_discounts_cards" ADD CONSTRAINT "_pricing_page_v_version_discounts_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pricing_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pricing_page_v" ADD CONSTRAINT "_pricing_page_v_version_hero_image_id_media_id_fk" FOREIGN KEY ("version_hero_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pricing_page_v" ADD CONSTRAINT "_pricing_page_v_version_meta_image_id_media_id_fk" FOREIGN KEY ("version_meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pricing_page_v_texts" ADD CONSTRAINT "_pricing_page_v_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_pricing_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "courses_page" ADD CONSTRAINT "courses_page_hero_image_id_media_id_fk" FOREIGN KEY ("hero_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "courses_page" ADD CONSTRAINT "courses_page_meta_image_id_media_id_fk" FOREIGN KEY ("meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_courses_page_v" ADD CONSTRAINT "_courses_page_v_version_hero_image_id_media_id_fk" FOREIGN KEY ("version_hero_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_courses_page_v" ADD CONSTRAINT "_courses_page_v_version_meta_image_id_media_id_fk" FOREIGN KEY ("version_meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "portfolio_page" ADD CONSTRAINT "portfolio_page_hero_image_id_media_id_fk" FOREIGN KEY ("hero_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "portfolio_page" ADD CONSTRAINT "portfolio_page_meta_image_id_media_id_fk" FOREIGN KEY ("meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_portfolio_page_v" ADD CONSTRAINT "_portfolio_page_v_version_hero_image_id_media_id_fk" FOREIGN KEY ("version_hero_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_portfolio_page_v" ADD CONSTRAINT "_portfolio_page_v_version_meta_image_id_media_id_fk" FOREIGN KEY ("version_meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "reviews_page" ADD CONSTRAINT "reviews_page_hero_image_id_media_id_fk" FOREIGN KEY ("hero_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "reviews_page" ADD CONSTRAINT "reviews_page_meta_image_id_media_id_fk" FOREIGN KEY ("meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_reviews_page_v" ADD CONSTRAINT "_reviews_page_v_version_hero_image_id_media_id_fk" FOREIGN KEY ("version_hero_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_reviews_page_v" ADD CONSTRAINT "_reviews_page_v_version_meta_image_id_media_id_fk" FOREIGN KEY ("version_meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "journal_selection_page" ADD CONSTRAINT "journal_selection_page_hero_image_id_media_id_fk" FOREIGN KEY ("hero_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "journal_selection_page" ADD CONSTRAINT "journal_selection_page_meta_image_id_media_id_fk" FOREIGN KEY ("meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_journal_selection_page_v" ADD CONSTRAINT "_journal_selection_page_v_version_hero_image_id_media_id_fk" FOREIGN KEY ("version_hero_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_journal_selection_page_v" ADD CONSTRAINT "_journal_selection_page_v_version_meta_image_id_media_id_fk" FOREIGN KEY ("version_meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "research_writer_page" ADD CONSTRAINT "research_writer_page_hero_image_id_media_id_fk" FOREIGN KEY ("hero_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "research_writer_page" ADD CONSTRAINT "research_writer_page_meta_image_id_media_id_fk" FOREIGN KEY ("meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_research_writer_page_v" ADD CONSTRAINT "_research_writer_page_v_version_hero_image_id_media_id_fk" FOREIGN KEY ("version_hero_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_research_writer_page_v" ADD CONSTRAINT "_research_writer_page_v_version_meta_image_id_media_id_fk" FOREIGN KEY ("version_meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "services_updated_at_idx" ON "services" USING btree ("updated_at");
  CREATE INDEX "services_created_at_idx" ON "services" USING btree ("created_at");
  CREATE INDEX "services_texts_order_parent" ON "services_texts" USING btree ("order","parent_id");
  CREATE INDEX "courses_modules_order_idx" ON "courses_modules" USING btree ("_order");
  CREATE INDEX "courses_modules_parent_id_idx" ON "courses_modules" USING btree ("_parent_id");
  CREATE INDEX "courses_assessment_questions_options_order_idx" ON "courses_assessment_questions_options" USING btree ("_order");
  CREATE INDEX "courses_assessment_questions_options_parent_id_idx" ON "courses_assessment_questions_options" USING btree ("_parent_id");
  CREATE INDEX "courses_assessment_questions_order_idx" ON "courses_assessment_questions" USING btree ("_order");
  CREATE INDEX "courses_assessment_questions_parent_id_idx" ON "courses_assessment_questions" USING btree ("_parent_id");
  CREATE INDEX "courses_category_idx" ON "courses" USING btree ("category");
  CREATE INDEX "courses_image_idx" ON "courses" USING btree ("image_id");
  CREATE INDEX "courses_updated_at_idx" ON "courses" USING btree ("updated_at");
  CREATE INDEX "courses_created_at_idx" ON "courses" USING btree ("created_at");
  CREATE INDEX "courses__status_idx" ON "courses" USING btree ("_status");
  CREATE INDEX "courses_texts_order_parent" ON "courses_texts" USING btree ("order","parent_id");
  CREATE INDEX "_courses_v_version_modules_order_idx" ON "_courses_v_version_modules" USING btree ("_order");
  CREATE INDEX "_courses_v_version_modules_parent_id_idx" ON "_courses_v_version_modules" USING btree ("_parent_id");
  CREATE INDEX "_courses_v_version_assessment_questions_options_order_idx" ON "_courses_v_version_assessment_questions_options" USING btree ("_order");
  CREATE INDEX "_courses_v_version_assessment_questions_options_parent_id_idx" ON "_courses_v_version_assessment_questions_options" USING btree ("_parent_id");
  CREATE INDEX "_courses_v_version_assessment_questions_order_idx" ON "_courses_v_version_assessment_questions" USING btree ("_order");
  CREATE INDEX "_courses_v_version_assessment_questions_parent_id_idx" ON "_courses_v_version_assessment_questions" USING btree ("_parent_id");
  CREATE INDEX "_courses_v_parent_idx" ON "_courses_v" USING btree ("parent_id");
  CREATE INDEX "_courses_v_version_version_category_idx" ON "_courses_v" USING btree ("version_category");
  CREATE INDEX "_courses_v_version_version_image_idx" ON "_courses_v" USING btree ("version_image_id");
  CREATE INDEX "_courses_v_version_version_updated_at_idx" ON "_courses_v" USING btree ("version_updated_at");
  CREATE INDEX "_courses_v_version_version_created_at_idx" ON "_courses_v" USING btree ("version_created_at");
  CREATE INDEX "_courses_v_version_version__status_idx" ON "_courses_v" USING btree ("version__status");
  CREATE INDEX "_courses_v_created_at_idx" ON "_courses_v" USING btree ("created_at");
  CREATE INDEX "_courses_v_updated_at_idx" ON "_courses_v" USING btree ("updated_at");
  CREATE INDEX "_courses_v_latest_idx" ON "_courses_v" USING btree ("latest");
  CREATE INDEX "_courses_v_autosave_idx" ON "_courses_v" USING btree ("autosave");
  CREATE INDEX "_courses_v_texts_order_parent" ON "_courses_v_texts" USING btree ("order","parent_id");
  CREATE INDEX "projects_domain_idx" ON "projects" USING btree ("domain");
  CREATE INDEX "projects_year_idx" ON "projects" USING btree ("year");
  CREATE INDEX "projects_image_idx" ON "projects" USING btree ("image_id");
  CREATE INDEX "projects_updated_at_idx" ON "projects" USING btree ("updated_at");
  CREATE INDEX "projects_created_at_idx" ON "projects" USING btree ("created_at");
  CREATE INDEX "projects__status_idx" ON "projects" USING btree ("_status");
  CREATE INDEX "projects_texts_order_parent" ON "projects_texts" USING btree ("order","parent_id");
  CREATE INDEX "_projects_v_parent_idx" ON "_projects_v" USING btree ("parent_id");
  CREATE INDEX "_projects_v_version_version_domain_idx" ON "_projects_v" USING btree ("version_domain");
  CREATE INDEX "_projects_v_version_version_year_idx" ON "_projects_v" USING btree ("version_year");
  CREATE INDEX "_projects_v_version_version_image_idx" ON "_projects_v" USING btree ("version_image_id");
  CREATE INDEX "_projects_v_version_version_updated_at_idx" ON "_projects_v" USING btree ("version_updated_at");
  CREATE INDEX "_projects_v_version_version_created_at_idx" ON "_projects_v" USING btree ("version_created_at");
  CREATE INDEX "_projects_v_version_version__status_idx" ON "_projects_v" USING btree ("version__status");
  CREATE INDEX "_projects_v_created_at_idx" ON "_projects_v" USING btree ("created_at");
  CREATE INDEX "_projects_v_updated_at_idx" ON "_projects_v" USING btree ("updated_at");
  CREATE INDEX "_projects_v_latest_idx" ON "_projects_v" USING btree ("latest");
  CREATE INDEX "_projects_v_autosave_idx" ON "_projects_v" USING btree ("autosave");
  CREATE INDEX "_projects_v_texts_order_parent" ON "_projects_v_texts" USING btree ("order","parent_id");
  CREATE INDEX "reviews_status_idx" ON "reviews" USING btree ("status");
  CREATE INDEX "reviews_user_idx" ON "reviews" USING btree ("user_id");
  CREATE INDEX "reviews_updated_at_idx" ON "reviews" USING btree ("updated_at");
  CREATE INDEX "reviews_created_at_idx" ON "reviews" USING btree ("created_at");
  CREATE INDEX "journals_subjects_order_idx" ON "journals_subjects" USING btree ("order");
  CREATE INDEX "journals_subjects_parent_idx" ON "journals_subjects" USING btree ("parent_id");
  CREATE INDEX "journals_study_types_order_idx" ON "journals_study_types" USING btree ("order");
  CREATE INDEX "journals_study_types_parent_idx" ON "journals_study_types" USING btree ("parent_id");
  CREATE INDEX "journals_indexing_order_idx" ON "journals_indexing" USING btree ("order");
  CREATE INDEX "journals_indexing_parent_idx" ON "journals_indexing" USING btree ("parent_id");
  CREATE INDEX "journals_publisher_idx" ON "journals" USING btree ("publisher");
  CREATE INDEX "journals_active_idx" ON "journals" USING btree ("active");
  CREATE INDEX "journals_updated_at_idx" ON "journals" USING btree ("updated_at");
  CREATE INDEX "journals_created_at_idx" ON "journals" USING btree ("created_at");
  CREATE INDEX "journals__status_idx" ON "journals" USING btree ("_status");
  CREATE INDEX "_journals_v_version_subjects_order_idx" ON "_journals_v_version_subjects" USING btree ("order");
  CREATE INDEX "_journals_v_version_subjects_parent_idx" ON "_journals_v_version_subjects" USING btree ("parent_id");
  CREATE INDEX "_journals_v_version_study_types_order_idx" ON "_journals_v_version_study_types" USING btree ("order");
  CREATE INDEX "_journals_v_version_study_types_parent_idx" ON "_journals_v_version_study_types" USING btree ("parent_id");
  CREATE INDEX "_journals_v_version_indexing_order_idx" ON "_journals_v_version_indexing" USING btree ("order");
  CREATE INDEX "_journals_v_version_indexing_parent_idx" ON "_journals_v_version_indexing" USING btree ("parent_id");
  CREATE INDEX "_journals_v_parent_idx" ON "_journals_v" USING btree ("parent_id");
  CREATE INDEX "_journals_v_version_version_publisher_idx" ON "_journals_v" USING btree ("version_publisher");
  CREATE INDEX "_journals_v_version_version_active_idx" ON "_journals_v" USING btree ("version_active");
  CREATE INDEX "_journals_v_version_version_updated_at_idx" ON "_journals_v" USING btree ("version_updated_at");
  CREATE INDEX "_journals_v_version_version_created_at_idx" ON "_journals_v" USING btree ("version_created_at");
  CREATE INDEX "_journals_v_version_version__status_idx" ON "_journals_v" USING btree ("version__status");
  CREATE INDEX "_journals_v_created_at_idx" ON "_journals_v" USING btree ("created_at");
  CREATE INDEX "_journals_v_updated_at_idx" ON "_journals_v" USING btree ("updated_at");
  CREATE INDEX "_journals_v_latest_idx" ON "_journals_v" USING btree ("latest");
  CREATE INDEX "_journals_v_autosave_idx" ON "_journals_v" USING btree ("autosave");
  CREATE INDEX "media_updated_at_idx" ON "media" USING btree ("updated_at");
  CREATE INDEX "media_created_at_idx" ON "media" USING btree ("created_at");
  CREATE UNIQUE INDEX "media_filename_idx" ON "media" USING btree ("filename");
  CREATE INDEX "media_sizes_thumbnail_sizes_thumbnail_filename_idx" ON "media" USING btree ("sizes_thumbnail_filename");
  CREATE INDEX "media_sizes_card_sizes_card_filename_idx" ON "media" USING btree ("sizes_card_filename");
  CREATE INDEX "media_sizes_hero_sizes_hero_filename_idx" ON "media" USING btree ("sizes_hero_filename");
  CREATE INDEX "users_sessions_order_idx" ON "users_sessions" USING btree ("_order");
  CREATE INDEX "users_sessions_parent_id_idx" ON "users_sessions" USING btree ("_parent_id");
  CREATE INDEX "users_updated_at_idx" ON "users" USING btree ("updated_at");
  CREATE INDEX "users_created_at_idx" ON "users" USING btree ("created_at");
  CREATE UNIQUE INDEX "users_email_idx" ON "users" USING btree ("email");
  CREATE INDEX "enrollments_user_idx" ON "enrollments" USING btree ("user_id");
  CREATE INDEX "enrollments_course_idx" ON "enrollments" USING btree ("course_id");
  CREATE INDEX "enrollments_updated_at_idx" ON "enrollments" USING btree ("updated_at");
  CREATE INDEX "enrollments_created_at_idx" ON "enrollments" USING btree ("created_at");
  CREATE INDEX "assessment_attempts_user_idx" ON "assessment_attempts" USING btree ("user_id");
  CREATE INDEX "assessment_attempts_course_idx" ON "assessment_attempts" USING btree ("course_id");
  CREATE INDEX "assessment_attempts_updated_at_idx" ON "assessment_attempts" USING btree ("updated_at");
  CREATE INDEX "assessment_attempts_created_at_idx" ON "assessment_attempts" USING btree ("created_at");
  CREATE INDEX "project_submissions_user_idx" ON "project_submissions" USING btree ("user_id");
  CREATE INDEX "project_submissions_course_idx" ON "project_submissions" USING btree ("course_id");
  CREATE INDEX "project_submissions_status_idx" ON "project_submissions" USING btree ("status");
  CREATE INDEX "project_submissions_updated_at_idx" ON "project_submissions" USING btree ("updated_at");
  CREATE INDEX "project_submissions_created_at_idx" ON "project_submissions" USING btree ("created_at");
  CREATE UNIQUE INDEX "project_submissions_filename_idx" ON "project_submissions" USING btree ("filename");
  CREATE UNIQUE INDEX "user_course_idx" ON "project_submissions" USING btree ("user_id","course_id");
  CREATE UNIQUE INDEX "certificates_code_idx" ON "certificates" USING btree ("code");
  CREATE INDEX "certificates_user_idx" ON "certificates" USING btree ("user_id");
  CREATE INDEX "certificates_course_idx" ON "certificates" USING btree ("course_id");
  CREATE INDEX "certificates_updated_at_idx" ON "certificates" USING btree ("updated_at");
  CREATE INDEX "certificates_created_at_idx" ON "certificates" USING btree ("created_at");
  CREATE UNIQUE INDEX "user_course_1_idx" ON "certificates" USING btree ("user_id","course_id");
  CREATE INDEX "service_requests_user_idx" ON "service_requests" USING btree ("user_id");
  CREATE INDEX "service_requests_updated_at_idx" ON "service_requests" USING btree ("updated_at");
  CREATE INDEX "service_requests_created_at_idx" ON "service_requests" USING btree ("created_at");
  CREATE INDEX "leads_kind_idx" ON "leads" USING btree ("kind");
  CREATE INDEX "leads_email_idx" ON "leads" USING btree ("email");
  CREATE INDEX "leads_status_idx" ON "leads" USING btree ("status");
  CREATE INDEX "leads_member_idx" ON "leads" USING btree ("member_id");
  CREATE INDEX "leads_service_request_idx" ON "leads" USING btree ("service_request_id");
  CREATE INDEX "leads_updated_at_idx" ON "leads" USING btree ("updated_at");
  CREATE INDEX "leads_created_at_idx" ON "leads" USING btree ("created_at");
  CREATE UNIQUE INDEX "subscribers_email_idx" ON "subscribers" USING btree ("email");
  CREATE INDEX "subscribers_confirmed_idx" ON "subscribers" USING btree ("confirmed");
  CREATE INDEX "subscribers_unsubscribed_idx" ON "subscribers" USING btree ("unsubscribed");
  CREATE INDEX "subscribers_updated_at_idx" ON "subscribers" USING btree ("updated_at");
  CREATE INDEX "subscribers_created_at_idx" ON "subscribers" USING btree ("created_at");
  CREATE INDEX "rate_limit_hits_at_idx" ON "rate_limit_hits" USING btree ("at");
  CREATE INDEX "bucket_key_at_idx" ON "rate_limit_hits" USING btree ("bucket","key","at");
  CREATE UNIQUE INDEX "payload_kv_key_idx" ON "payload_kv" USING btree ("key");
  CREATE INDEX "payload_locked_documents_global_slug_idx" ON "payload_locked_documents" USING btree ("global_slug");
  CREATE INDEX "payload_locked_documents_updated_at_idx" ON "payload_locked_documents" USING btree ("updated_at");
  CREATE INDEX "payload_locked_documents_created_at_idx" ON "payload_locked_documents" USING btree ("created_at");
  CREATE INDEX "payload_locked_documents_rels_order_idx" ON "payload_locked_documents_rels" USING btree ("order");
  CREATE INDEX "payload_locked_documents_rels_parent_idx" ON "payload_locked_documents_rels" USING btree ("parent_id");
  CREATE INDEX "payload_locked_documents_rels_path_idx" ON "payload_locked_documents_rels" USING btree ("path");
  CREATE INDEX "payload_locked_documents_rels_services_id_idx" ON "payload_locked_documents_rels" USING btree ("services_id");
  CREATE INDEX "payload_locked_documents_rels_courses_id_idx" ON "payload_locked_documents_rels" USING btree ("courses_id");
  CREATE INDEX "payload_locked_documents_rels_projects_id_idx" ON "payload_locked_documents_rels" USING btree ("projects_id");
  CREATE INDEX "payload_locked_documents_rels_reviews_id_idx" ON "payload_locked_documents_rels" USING btree ("reviews_id");
  CREATE INDEX "payload_locked_documents_rels_journals_id_idx" ON "payload_locked_documents_rels" USING btree ("journals_id");
  CREATE INDEX "payload_locked_documents_rels_media_id_idx" ON "payload_locked_documents_rels" USING btree ("media_id");
  CREATE INDEX "payload_locked_documents_rels_users_id_idx" ON "payload_locked_documents_rels" USING btree ("users_id");
  CREATE INDEX "payload_locked_documents_rels_enrollments_id_idx" ON "payload_locked_documents_rels" USING btree ("enrollments_id");
  CREATE INDEX "payload_locked_documents_rels_assessment_attempts_id_idx" ON "payload_locked_documents_rels" USING btree ("assessment_attempts_id");
  CREATE INDEX "payload_locked_documents_rels_project_submissions_id_idx" ON "payload_locked_documents_rels" USING btree ("project_submissions_id");
  CREATE INDEX "payload_locked_documents_rels_certificates_id_idx" ON "payload_locked_documents_rels" USING btree ("certificates_id");
  CREATE INDEX "payload_locked_documents_rels_service_requests_id_idx" ON "payload_locked_documents_rels" USING btree ("service_requests_id");
  CREATE INDEX "payload_locked_documents_rels_leads_id_idx" ON "payload_locked_documents_rels" USING btree ("leads_id");
  CREATE INDEX "payload_locked_documents_rels_subscribers_id_idx" ON "payload_locked_documents_rels" USING btree ("subscribers_id");
  CREATE INDEX "payload_preferences_key_idx" ON "payload_preferences" USING btree ("key");
  CREATE INDEX "payload_preferences_updated_at_idx" ON "payload_preferences" USING btree ("updated_at");
  CREATE INDEX "payload_preferences_created_at_idx" ON "payload_preferences" USING btree ("created_at");
  CREATE INDEX "payload_preferences_rels_order_idx" ON "payload_preferences_rels" USING btree ("order");
  CREATE INDEX "payload_preferences_rels_parent_idx" ON "payload_preferences_rels" USING btree ("parent_id");
  CREATE INDEX "payload_preferences_rels_path_idx" ON "payload_preferences_rels" USING btree ("path");
  CREATE INDEX "payload_preferences_rels_users_id_idx" ON "payload_preferences_rels" USING btree ("users_id");
  CREATE INDEX "payload_migrations_updated_at_idx" ON "payload_migrations" USING btree ("updated_at");
  CREATE INDEX "payload_migrations_created_at_idx" ON "payload_migrations" USING btree ("created_at");
  CREATE INDEX "site_settings_offices_order_idx" ON "site_settings_offices" USING btree ("_order");
  CREATE INDEX "site_settings_offices_parent_id_idx" ON "site_settings_offices" USING btree ("_parent_id");
  CREATE INDEX "site_settings_numbers_band_order_idx" ON "site_settings_numbers_band" USING btree ("_order");
  CREATE INDEX "site_settings_numbers_band_parent_id_idx" ON "site_settings_numbers_band" USING btree ("_parent_id");
  CREATE INDEX "home_page_hero_hero_image_idx" ON "home_page" USING btree ("hero_image_id");
  CREATE INDEX "home_page_meta_meta_image_idx" ON "home_page" USING btree ("meta_image_id");
  CREATE INDEX "home_page__status_idx" ON "home_page" USING btree ("_status");
  CREATE INDEX "_home_page_v_version_hero_version_hero_image_idx" ON "_home_page_v" USING btree ("version_hero_image_id");
  CREATE INDEX "_home_page_v_version_meta_version_meta_image_idx" ON "_home_page_v" USING btree ("version_meta_image_id");
  CREATE INDEX "_home_page_v_version_version__status_idx" ON "_home_page_v" USING btree ("version__status");
  CREATE INDEX "_home_page_v_created_at_idx" ON "_home_page_v" USING btree ("created_at");
  CREATE INDEX "_home_page_v_updated_at_idx" ON "_home_page_v" USING btree ("updated_at");
  CREATE INDEX "_home_page_v_latest_idx" ON "_home_page_v" USING btree ("latest");
  CREATE INDEX "_home_page_v_autosave_idx" ON "_home_page_v" USING btree ("autosave");
  CREATE INDEX "about_page_values_items_order_idx" ON "about_page_values_items" USING btree ("_order");
  CREATE INDEX "about_page_values_items_parent_id_idx" ON "about_page_values_items" USING btree ("_parent_id");
  CREATE INDEX "about_page_leadership_leaders_order_idx" ON "about_page_leadership_leaders" USING btree ("_order");
  CREATE INDEX "about_page_leadership_leaders_parent_id_idx" ON "about_page_leadership_leaders" USING btree ("_parent_id");
  CREATE INDEX "about_page_leadership_leaders_photo_idx" ON "about_page_leadership_leaders" USING btree ("photo_id");
  CREATE INDEX "about_page_hero_hero_image_idx" ON "about_page" USING btree ("hero_image_id");
  CREATE INDEX "about_page_meta_meta_image_idx" ON "about_page" USING btree ("meta_image_id");
  CREATE INDEX "about_page__status_idx" ON "about_page" USING btree ("_status");
  CREATE INDEX "_about_page_v_version_values_items_order_idx" ON "_about_page_v_version_values_items" USING btree ("_order");
  CREATE INDEX "_about_page_v_version_values_items_parent_id_idx" ON "_about_page_v_version_values_items" USING btree ("_parent_id");
  CREATE INDEX "_about_page_v_version_leadership_leaders_order_idx" ON "_about_page_v_version_leadership_leaders" USING btree ("_order");
  CREATE INDEX "_about_page_v_version_leadership_leaders_parent_id_idx" ON "_about_page_v_version_leadership_leaders" USING btree ("_parent_id");
  CREATE INDEX "_about_page_v_version_leadership_leaders_photo_idx" ON "_about_page_v_version_leadership_leaders" USING btree ("photo_id");
  CREATE INDEX "_about_page_v_version_hero_version_hero_image_idx" ON "_about_page_v" USING btree ("version_hero_image_id");
  CREATE INDEX "_about_page_v_version_meta_version_meta_image_idx" ON "_about_page_v" USING btree ("version_meta_image_id");
  CREATE INDEX "_about_page_v_version_version__status_idx" ON "_about_page_v" USING btree ("version__status");
  CREATE INDEX "_about_page_v_created_at_idx" ON "_about_page_v" USING btree ("created_at");
  CREATE INDEX "_about_page_v_updated_at_idx" ON "_about_page_v" USING btree ("updated_at");
  CREATE INDEX "_about_page_v_latest_idx" ON "_about_page_v" USING btree ("latest");
  CREATE INDEX "_about_page_v_autosave_idx" ON "_about_page_v" USING btree ("autosave");
  CREATE INDEX "contact_page_faq_items_order_idx" ON "contact_page_faq_items" USING btree ("_order");
  CREATE INDEX "contact_page_faq_items_parent_id_idx" ON "contact_page_faq_items" USING btree ("_parent_id");
  CREATE INDEX "contact_page_hero_hero_image_idx" ON "contact_page" USING btree ("hero_image_id");
  CREATE INDEX "contact_page_meta_meta_image_idx" ON "contact_page" USING btree ("meta_image_id");
  CREATE INDEX "contact_page__status_idx" ON "contact_page" USING btree ("_status");
  CREATE INDEX "_contact_page_v_version_faq_items_order_idx" ON "_contact_page_v_version_faq_items" USING btree ("_order");
  CREATE INDEX "_contact_page_v_version_faq_items_parent_id_idx" ON "_contact_page_v_version_faq_items" USING btree ("_parent_id");
  CREATE INDEX "_contact_page_v_version_hero_version_hero_image_idx" ON "_contact_page_v" USING btree ("version_hero_image_id");
  CREATE INDEX "_contact_page_v_version_meta_version_meta_image_idx" ON "_contact_page_v" USING btree ("version_meta_image_id");
  CREATE INDEX "_contact_page_v_version_version__status_idx" ON "_contact_page_v" USING btree ("version__status");
  CREATE INDEX "_contact_page_v_created_at_idx" ON "_contact_page_v" USING btree ("created_at");
  CREATE INDEX "_contact_page_v_updated_at_idx" ON "_contact_page_v" USING btree ("updated_at");
  CREATE INDEX "_contact_page_v_latest_idx" ON "_contact_page_v" USING btree ("latest");
  CREATE INDEX "_contact_page_v_autosave_idx" ON "_contact_page_v" USING btree ("autosave");
  CREATE INDEX "workgroups_page_schedule_weeks_order_idx" ON "workgroups_page_schedule_weeks" USING btree ("_order");
  CREATE INDEX "workgroups_page_schedule_weeks_parent_id_idx" ON "workgroups_page_schedule_weeks" USING btree ("_parent_id");
  CREATE INDEX "workgroups_page_milestones_items_order_idx" ON "workgroups_page_milestones_items" USING btree ("_order");
  CREATE INDEX "workgroups_page_milestones_items_parent_id_idx" ON "workgroups_page_milestones_items" USING btree ("_parent_id");
  CREATE INDEX "workgroups_page_hero_hero_image_idx" ON "workgroups_page" USING btree ("hero_image_id");
  CREATE INDEX "workgroups_page_meta_meta_image_idx" ON "workgroups_page" USING btree ("meta_image_id");
  CREATE INDEX "workgroups_page__status_idx" ON "workgroups_page" USING btree ("_status");
  CREATE INDEX "workgroups_page_texts_order_parent" ON "workgroups_page_texts" USING btree ("order","parent_id");
  CREATE INDEX "_workgroups_page_v_version_schedule_weeks_order_idx" ON "_workgroups_page_v_version_schedule_weeks" USING btree ("_order");
  CREATE INDEX "_workgroups_page_v_version_schedule_weeks_parent_id_idx" ON "_workgroups_page_v_version_schedule_weeks" USING btree ("_parent_id");
  CREATE INDEX "_workgroups_page_v_version_milestones_items_order_idx" ON "_workgroups_page_v_version_milestones_items" USING btree ("_order");
  CREATE INDEX "_workgroups_page_v_version_milestones_items_parent_id_idx" ON "_workgroups_page_v_version_milestones_items" USING btree ("_parent_id");
  CREATE INDEX "_workgroups_page_v_version_hero_version_hero_image_idx" ON "_workgroups_page_v" USING btree ("version_hero_image_id");
  CREATE INDEX "_workgroups_page_v_version_meta_version_meta_image_idx" ON "_workgroups_page_v" USING btree ("version_meta_image_id");
  CREATE INDEX "_workgroups_page_v_version_version__status_idx" ON "_workgroups_page_v" USING btree ("version__status");
  CREATE INDEX "_workgroups_page_v_created_at_idx" ON "_workgroups_page_v" USING btree ("created_at");
  CREATE INDEX "_workgroups_page_v_updated_at_idx" ON "_workgroups_page_v" USING btree ("updated_at");
  CREATE INDEX "_workgroups_page_v_latest_idx" ON "_workgroups_page_v" USING btree ("latest");
  CREATE INDEX "_workgroups_page_v_autosave_idx" ON "_workgroups_page_v" USING btree ("autosave");
  CREATE INDEX "_workgroups_page_v_texts_order_parent" ON "_workgroups_page_v_texts" USING btree ("order","parent_id");
  CREATE INDEX "data_analysis_page_pathways_items_order_idx" ON "data_analysis_page_pathways_items" USING btree ("_order");
  CREATE INDEX "data_analysis_page_pathways_items_parent_id_idx" ON "data_analysis_page_pathways_items" USING btree ("_parent_id");
  CREATE INDEX "data_analysis_page_faq_items_order_idx" ON "data_analysis_page_faq_items" USING btree ("_order");
  CREATE INDEX "data_analysis_page_faq_items_parent_id_idx" ON "data_analysis_page_faq_items" USING btree ("_parent_id");
  CREATE INDEX "data_analysis_page_hero_hero_image_idx" ON "data_analysis_page" USING btree ("hero_image_id");
  CREATE INDEX "data_analysis_page_meta_meta_image_idx" ON "data_analysis_page" USING btree ("meta_image_id");
  CREATE INDEX "data_analysis_page__status_idx" ON "data_analysis_page" USING btree ("_status");
  CREATE INDEX "_data_analysis_page_v_version_pathways_items_order_idx" ON "_data_analysis_page_v_version_pathways_items" USING btree ("_order");
  CREATE INDEX "_data_analysis_page_v_version_pathways_items_parent_id_idx" ON "_data_analysis_page_v_version_pathways_items" USING btree ("_parent_id");
  CREATE INDEX "_data_analysis_page_v_version_faq_items_order_idx" ON "_data_analysis_page_v_version_faq_items" USING btree ("_order");
  CREATE INDEX "_data_analysis_page_v_version_faq_items_parent_id_idx" ON "_data_analysis_page_v_version_faq_items" USING btree ("_parent_id");
  CREATE INDEX "_data_analysis_page_v_version_hero_version_hero_image_idx" ON "_data_analysis_page_v" USING btree ("version_hero_image_id");
  CREATE INDEX "_data_analysis_page_v_version_meta_version_meta_image_idx" ON "_data_analysis_page_v" USING btree ("version_meta_image_id");
  CREATE INDEX "_data_analysis_page_v_version_version__status_idx" ON "_data_analysis_page_v" USING btree ("version__status");
  CREATE INDEX "_data_analysis_page_v_created_at_idx" ON "_data_analysis_page_v" USING btree ("created_at");
  CREATE INDEX "_data_analysis_page_v_updated_at_idx" ON "_data_analysis_page_v" USING btree ("updated_at");
  CREATE INDEX "_data_analysis_page_v_latest_idx" ON "_data_analysis_page_v" USING btree ("latest");
  CREATE INDEX "_data_analysis_page_v_autosave_idx" ON "_data_analysis_page_v" USING btree ("autosave");
  CREATE INDEX "research_services_page_workgroups_phases_order_idx" ON "research_services_page_workgroups_phases" USING btree ("_order");
  CREATE INDEX "research_services_page_workgroups_phases_parent_id_idx" ON "research_services_page_workgroups_phases" USING btree ("_parent_id");
  CREATE INDEX "research_services_page_a_la_carte_items_order_idx" ON "research_services_page_a_la_carte_items" USING btree ("_order");
  CREATE INDEX "research_services_page_a_la_carte_items_parent_id_idx" ON "research_services_page_a_la_carte_items" USING btree ("_parent_id");
  CREATE INDEX "research_services_page_tracker_items_order_idx" ON "research_services_page_tracker_items" USING btree ("_order");
  CREATE INDEX "research_services_page_tracker_items_parent_id_idx" ON "research_services_page_tracker_items" USING btree ("_parent_id");
  CREATE INDEX "research_services_page_hero_hero_image_idx" ON "research_services_page" USING btree ("hero_image_id");
  CREATE INDEX "research_services_page_meta_meta_image_idx" ON "research_services_page" USING btree ("meta_image_id");
  CREATE INDEX "research_services_page__status_idx" ON "research_services_page" USING btree ("_status");
  CREATE INDEX "_research_services_page_v_version_workgroups_phases_order_idx" ON "_research_services_page_v_version_workgroups_phases" USING btree ("_order");
  CREATE INDEX "_research_services_page_v_version_workgroups_phases_parent_id_idx" ON "_research_services_page_v_version_workgroups_phases" USING btree ("_parent_id");
  CREATE INDEX "_research_services_page_v_version_a_la_carte_items_order_idx" ON "_research_services_page_v_version_a_la_carte_items" USING btree ("_order");
  CREATE INDEX "_research_services_page_v_version_a_la_carte_items_parent_id_idx" ON "_research_services_page_v_version_a_la_carte_items" USING btree ("_parent_id");
  CREATE INDEX "_research_services_page_v_version_tracker_items_order_idx" ON "_research_services_page_v_version_tracker_items" USING btree ("_order");
  CREATE INDEX "_research_services_page_v_version_tracker_items_parent_id_idx" ON "_research_services_page_v_version_tracker_items" USING btree ("_parent_id");
  CREATE INDEX "_research_services_page_v_version_hero_version_hero_imag_idx" ON "_research_services_page_v" USING btree ("version_hero_image_id");
  CREATE INDEX "_research_services_page_v_version_meta_version_meta_imag_idx" ON "_research_services_page_v" USING btree ("version_meta_image_id");
  CREATE INDEX "_research_services_page_v_version_version__status_idx" ON "_research_services_page_v" USING btree ("version__status");
  CREATE INDEX "_research_services_page_v_created_at_idx" ON "_research_services_page_v" USING btree ("created_at");
  CREATE INDEX "_research_services_page_v_updated_at_idx" ON "_research_services_page_v" USING btree ("updated_at");
  CREATE INDEX "_research_services_page_v_latest_idx" ON "_research_services_page_v" USING btree ("latest");
  CREATE INDEX "_research_services_page_v_autosave_idx" ON "_research_services_page_v" USING btree ("autosave");
  CREATE INDEX "pricing_page_plans_order_idx" ON "pricing_page_plans" USING btree ("_order");
  CREATE INDEX "pricing_page_plans_parent_id_idx" ON "pricing_page_plans" USING btree ("_parent_id");
  CREATE INDEX "pricing_page_discounts_cards_order_idx" ON "pricing_page_discounts_cards" USING btree ("_order");
  CREATE INDEX "pricing_page_discounts_cards_parent_id_idx" ON "pricing_page_discounts_cards" USING btree ("_parent_id");
  CREATE INDEX "pricing_page_hero_hero_image_idx" ON "pricing_page" USING btree ("hero_image_id");
  CREATE INDEX "pricing_page_meta_meta_image_idx" ON "pricing_page" USING btree ("meta_image_id");
  CREATE INDEX "pricing_page__status_idx" ON "pricing_page" USING btree ("_status");
  CREATE INDEX "pricing_page_texts_order_parent" ON "pricing_page_texts" USING btree ("order","parent_id");
  CREATE INDEX "_pricing_page_v_version_plans_order_idx" ON "_pricing_page_v_version_plans" USING btree ("_order");
  CREATE INDEX "_pricing_page_v_version_plans_parent_id_idx" ON "_pricing_page_v_version_plans" USING btree ("_parent_id");
  CREATE INDEX "_pricing_page_v_version_discounts_cards_order_idx" ON "_pricing_page_v_version_discounts_cards" USING btree ("_order");
  CREATE INDEX "_pricing_page_v_version_discounts_cards_parent_id_idx" ON "_pricing_page_v_version_discounts_cards" USING btree ("_parent_id");
  CREATE INDEX "_pricing_page_v_version_hero_version_hero_image_idx" ON "_pricing_page_v" USING btree ("version_hero_image_id");
  CREATE INDEX "_pricing_page_v_version_meta_version_meta_image_idx" ON "_pricing_page_v" USING btree ("version_meta_image_id");
  CREATE INDEX "_pricing_page_v_version_version__status_idx" ON "_pricing_page_v" USING btree ("version__status");
  CREATE INDEX "_pricing_page_v_created_at_idx" ON "_pricing_page_v" USING btree ("created_at");
  CREATE INDEX "_pricing_page_v_updated_at_idx" ON "_pricing_page_v" USING btree ("updated_at");
  CREATE INDEX "_pricing_page_v_latest_idx" ON "_pricing_page_v" USING btree ("latest");
  CREATE INDEX "_pricing_page_v_autosave_idx" ON "_pricing_page_v" USING btree ("autosave");
  CREATE INDEX "_pricing_page_v_texts_order_parent" ON "_pricing_page_v_texts" USING btree ("order","parent_id");
  CREATE INDEX "courses_page_hero_hero_image_idx" ON "courses_page" USING btree ("hero_image_id");
  CREATE INDEX "courses_page_meta_meta_image_idx" ON "courses_page" USING btree ("meta_image_id");
  CREATE INDEX "courses_page__status_idx" ON "courses_page" USING btree ("_status");
  CREATE INDEX "_courses_page_v_version_hero_version_hero_image_idx" ON "_courses_page_v" USING btree ("version_hero_image_id");
  CREATE INDEX "_courses_page_v_version_meta_version_meta_image_idx" ON "_courses_page_v" USING btree ("version_meta_image_id");
  CREATE INDEX "_courses_page_v_version_version__status_idx" ON "_courses_page_v" USING btree ("version__status");
  CREATE INDEX "_courses_page_v_created_at_idx" ON "_courses_page_v" USING btree ("created_at");
  CREATE INDEX "_courses_page_v_updated_at_idx" ON "_courses_page_v" USING btree ("updated_at");
  CREATE INDEX "_courses_page_v_latest_idx" ON "_courses_page_v" USING btree ("latest");
  CREATE INDEX "_courses_page_v_autosave_idx" ON "_courses_page_v" USING btree ("autosave");
  CREATE INDEX "portfolio_page_hero_hero_image_idx" ON "portfolio_page" USING btree ("hero_image_id");
  CREATE INDEX "portfolio_page_meta_meta_image_idx" ON "portfolio_page" USING btree ("meta_image_id");
  CREATE INDEX "portfolio_page__status_idx" ON "portfolio_page" USING btree ("_status");
  CREATE INDEX "_portfolio_page_v_version_hero_version_hero_image_idx" ON "_portfolio_page_v" USING btree ("version_hero_image_id");
  CREATE INDEX "_portfolio_page_v_version_meta_version_meta_image_idx" ON "_portfolio_page_v" USING btree ("version_meta_image_id");
  CREATE INDEX "_portfolio_page_v_version_version__status_idx" ON "_portfolio_page_v" USING btree ("version__status");
  CREATE INDEX "_portfolio_page_v_created_at_idx" ON "_portfolio_page_v" USING btree ("created_at");
  CREATE INDEX "_portfolio_page_v_updated_at_idx" ON "_portfolio_page_v" USING btree ("updated_at");
  CREATE INDEX "_portfolio_page_v_latest_idx" ON "_portfolio_page_v" USING btree ("latest");
  CREATE INDEX "_portfolio_page_v_autosave_idx" ON "_portfolio_page_v" USING btree ("autosave");
  CREATE INDEX "reviews_page_hero_hero_image_idx" ON "reviews_page" USING btree ("hero_image_id");
  CREATE INDEX "reviews_page_meta_meta_image_idx" ON "reviews_page" USING btree ("meta_image_id");
  CREATE INDEX "reviews_page__status_idx" ON "reviews_page" USING btree ("_status");
  CREATE INDEX "_reviews_page_v_version_hero_version_hero_image_idx" ON "_reviews_page_v" USING btree ("version_hero_image_id");
  CREATE INDEX "_reviews_page_v_version_meta_version_meta_image_idx" ON "_reviews_page_v" USING btree ("version_meta_image_id");
  CREATE INDEX "_reviews_page_v_version_version__status_idx" ON "_reviews_page_v" USING btree ("version__status");
  CREATE INDEX "_reviews_page_v_created_at_idx" ON "_reviews_page_v" USING btree ("created_at");
  CREATE INDEX "_reviews_page_v_updated_at_idx" ON "_reviews_page_v" USING btree ("updated_at");
  CREATE INDEX "_reviews_page_v_latest_idx" ON "_reviews_page_v" USING btree ("latest");
  CREATE INDEX "_reviews_page_v_autosave_idx" ON "_reviews_page_v" USING btree ("autosave");
  CREATE INDEX "journal_selection_page_hero_hero_image_idx" ON "journal_selection_page" USING btree ("hero_image_id");
  CREATE INDEX "journal_selection_page_meta_meta_image_idx" ON "journal_selection_page" USING btree ("meta_image_id");
  CREATE INDEX "journal_selection_page__status_idx" ON "journal_selection_page" USING btree ("_status");
  CREATE INDEX "_journal_selection_page_v_version_hero_version_hero_imag_idx" ON "_journal_selection_page_v" USING btree ("version_hero_image_id");
  CREATE INDEX "_journal_selection_page_v_version_meta_version_meta_imag_idx" ON "_journal_selection_page_v" USING btree ("version_meta_image_id");
  CREATE INDEX "_journal_selection_page_v_version_version__status_idx" ON "_journal_selection_page_v" USING btree ("version__status");
  CREATE INDEX "_journal_selection_page_v_created_at_idx" ON "_journal_selection_page_v" USING btree ("created_at");
  CREATE INDEX "_journal_selection_page_v_updated_at_idx" ON "_journal_selection_page_v" USING btree ("updated_at");
  CREATE INDEX "_journal_selection_page_v_latest_idx" ON "_journal_selection_page_v" USING btree ("latest");
  CREATE INDEX "_journal_selection_page_v_autosave_idx" ON "_journal_selection_page_v" USING btree ("autosave");
  CREATE INDEX "research_writer_page_hero_hero_image_idx" ON "research_writer_page" USING btree ("hero_image_id");
  CREATE INDEX "research_writer_page_meta_meta_image_idx" ON "research_writer_page" USING btree ("meta_image_id");
  CREATE INDEX "research_writer_page__status_idx" ON "research_writer_page" USING btree ("_status");
  CREATE INDEX "_research_writer_page_v_version_hero_version_hero_image_idx" ON "_research_writer_page_v" USING btree ("version_hero_image_id");
  CREATE INDEX "_research_writer_page_v_version_meta_version_meta_image_idx" ON "_research_writer_page_v" USING btree ("version_meta_image_id");
  CREATE INDEX "_research_writer_page_v_version_version__status_idx" ON "_research_writer_page_v" USING btree ("version__status");
  CREATE INDEX "_research_writer_page_v_created_at_idx" ON "_research_writer_page_v" USING btree ("created_at");
  CREATE INDEX "_research_writer_page_v_updated_at_idx" ON "_research_writer_page_v" USING btree ("updated_at");
  CREATE INDEX "_research_writer_page_v_latest_idx" ON "_research_writer_page_v" USING btree ("latest");
  CREATE INDEX "_research_writer_page_v_autosave_idx" ON "_research_writer_page_v" USING btree ("autosave");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "services" CASCADE;
  DROP TABLE "services_texts" CASCADE;
  DROP TABLE "courses_modules" CASCADE;
  DROP TABLE "courses_assessment_questions_options" CASCADE;
  DROP TABLE "courses_assessment_questions" CASCADE;
  DROP TABLE "courses" CASCADE;
  DROP TABLE "courses_texts" CASCADE;
  DROP TABLE "_courses_v_version_modules" CASCADE;
  DROP TABLE "_courses_v_version_assessment_questions_options" CASCADE;
  DROP TABLE "_courses_v_version_assessment_questions" CASCADE;
  DROP TABLE "_courses_v" CASCADE;
  DROP TABLE "_courses_v_texts" CASCADE;
  DROP TABLE "projects" CASCADE;
  DROP TABLE "projects_texts" CASCADE;
  DROP TABLE "_projects_v" CASCADE;
  DROP TABLE "_projects_v_texts" CASCADE;
  DROP TABLE "reviews" CASCADE;
  DROP TABLE "journals_subjects" CASCADE;
  DROP TABLE "journals_study_types" CASCADE;
  DROP TABLE "journals_indexing" CASCADE;
  DROP TABLE "journals" CASCADE;
  DROP TABLE "_journals_v_version_subjects" CASCADE;
  DROP TABLE "_journals_v_version_study_types" CASCADE;
  DROP TABLE "_journals_v_version_indexing" CASCADE;
  DROP TABLE "_journals_v" CASCADE;
  DROP TABLE "media" CASCADE;
  DROP TABLE "users_sessions" CASCADE;
  DROP TABLE "users" CASCADE;
  DROP TABLE "enrollments" CASCADE;
  DROP TABLE "assessment_attempts" CASCADE;
  DROP TABLE "project_submissions" CASCADE;
  DROP TABLE "certificates" CASCADE;
  DROP TABLE "service_requests" CASCADE;
  DROP TABLE "leads" CASCADE;
  DROP TABLE "subscribers" CASCADE;
  DROP TABLE "rate_limit_hits" CASCADE;
  DROP TABLE "payload_kv" CASCADE;
  DROP TABLE "payload_locked_documents" CASCADE;
  DROP TABLE "payload_locked_documents_rels" CASCADE;
  DROP TABLE "payload_preferences" CASCADE;
  DROP TABLE "payload_preferences_rels" CASCADE;
  DROP TABLE "payload_migrations" CASCADE;
  DROP TABLE "site_settings_offices" CASCADE;
  DROP TABLE "site_settings_numbers_band" CASCADE;
  DROP TABLE "site_settings" CASCADE;
  DROP TABLE "home_page" CASCADE;
  DROP TABLE "_home_page_v" CASCADE;
  DROP TABLE "about_page_values_items" CASCADE;
  DROP TABLE "about_page_leadership_leaders" CASCADE;
  DROP TABLE "about_page" CASCADE;
  DROP TABLE "_about_page_v_version_values_items" CASCADE;
  DROP TABLE "_about_page_v_version_leadership_leaders" CASCADE;
  DROP TABLE "_about_page_v" CASCADE;
  DROP TABLE "contact_page_faq_items" CASCADE;
  DROP TABLE "contact_page" CASCADE;
  DROP TABLE "_contact_page_v_version_faq_items" CASCADE;
  DROP TABLE "_contact_page_v" CASCADE;
  DROP TABLE "workgroups_page_schedule_weeks" CASCADE;
  DROP TABLE "workgroups_page_milestones_items" CASCADE;
  DROP TABLE "workgroups_page" CASCADE;
  DROP TABLE "workgroups_page_texts" CASCADE;
  DROP TABLE "_workgroups_page_v_version_schedule_weeks" CASCADE;
  DROP TABLE "_workgroups_page_v_version_milestones_items" CASCADE;
  DROP TABLE "_workgroups_page_v" CASCADE;
  DROP TABLE "_workgroups_page_v_texts" CASCADE;
  DROP TABLE "data_analysis_page_pathways_items" CASCADE;
  DROP TABLE "data_analysis_page_faq_items" CASCADE;
  DROP TABLE "data_analysis_page" CASCADE;
  DROP TABLE "_data_analysis_page_v_version_pathways_items" CASCADE;
  DROP TABLE "_data_analysis_page_v_version_faq_items" CASCADE;
  DROP TABLE "_data_analysis_page_v" CASCADE;
  DROP TABLE "research_services_page_workgroups_phases" CASCADE;
  DROP TABLE "research_services_page_a_la_carte_items" CASCADE;
  DROP TABLE "research_services_page_tracker_items" CASCADE;
  DROP TABLE "research_services_page" CASCADE;
  DROP TABLE "_research_services_page_v_version_workgroups_phases" CASCADE;
  DROP TABLE "_research_services_page_v_version_a_la_carte_items" CASCADE;
  DROP TABLE "_research_services_page_v_version_tracker_items" CASCADE;
  DROP TABLE "_research_services_page_v" CASCADE;
  DROP TABLE "pricing_page_plans" CASCADE;
  DROP TABLE "pricing_page_discounts_cards" CASCADE;
  DROP TABLE "pricing_page" CASCADE;
  DROP TABLE "pricing_page_texts" CASCADE;
  DROP TABLE "_pricing_page_v_version_plans" CASCADE;
  DROP TABLE "_pricing_page_v_version_discounts_cards" CASCADE;
  DROP TABLE "_pricing_page_v" CASCADE;
  DROP TABLE "_pricing_page_v_texts" CASCADE;
  DROP TABLE "courses_page" CASCADE;
  DROP TABLE "_courses_page_v" CASCADE;
  DROP TABLE "portfolio_page" CASCADE;
  DROP TABLE "_portfolio_page_v" CASCADE;
  DROP TABLE "reviews_page" CASCADE;
  DROP TABLE "_reviews_page_v" CASCADE;
  DROP TABLE "journal_selection_page" CASCADE;
  DROP TABLE "_journal_selection_page_v" CASCADE;
  DROP TABLE "research_writer_page" CASCADE;
  DROP TABLE "_research_writer_page_v" CASCADE;
  DROP TYPE "public"."enum_courses_level";
  DROP TYPE "public"."enum_courses_status";
  DROP TYPE "public"."enum__courses_v_version_level";
  DROP TYPE "public"."enum__courses_v_version_status";
  DROP TYPE "public"."enum_projects_service";
  DROP TYPE "public"."enum_projects_status";
  DROP TYPE "public"."enum__projects_v_version_service";
  DROP TYPE "public"."enum__projects_v_version_status";
  DROP TYPE "public"."enum_reviews_status";
  DROP TYPE "public"."enum_reviews_country";
  DROP TYPE "public"."enum_reviews_plan";
  DROP TYPE "public"."enum_reviews_role";
  DROP TYPE "public"."enum_journals_subjects";
  DROP TYPE "public"."enum_journals_study_types";
  DROP TYPE "public"."enum_journals_indexing";
  DROP TYPE "public"."enum_journals_access";
  DROP TYPE "public"."enum_journals_impact_band";
  DROP TYPE "public"."enum_journals_status";
  DROP TYPE "public"."enum__journals_v_version_subjects";
  DROP TYPE "public"."enum__journals_v_version_study_types";
  DROP TYPE "public"."enum__journals_v_version_indexing";
  DROP TYPE "public"."enum__journals_v_version_access";
  DROP TYPE "public"."enum__journals_v_version_impact_band";
  DROP TYPE "public"."enum__journals_v_version_status";
  DROP TYPE "public"."enum_users_country";
  DROP TYPE "public"."enum_users_plan";
  DROP TYPE "public"."enum_users_role";
  DROP TYPE "public"."enum_enrollments_status";
  DROP TYPE "public"."enum_project_submissions_status";
  DROP TYPE "public"."enum_certificates_status";
  DROP TYPE "public"."enum_service_requests_status";
  DROP TYPE "public"."enum_leads_kind";
  DROP TYPE "public"."enum_leads_status";
  DROP TYPE "public"."enum_home_page_status";
  DROP TYPE "public"."enum__home_page_v_version_status";
  DROP TYPE "public"."enum_about_page_status";
  DROP TYPE "public"."enum__about_page_v_version_status";
  DROP TYPE "public"."enum_contact_page_status";
  DROP TYPE "public"."enum__contact_page_v_version_status";
  DROP TYPE "public"."enum_workgroups_page_status";
  DROP TYPE "public"."enum__workgroups_page_v_version_status";
  DROP TYPE "public"."enum_data_analysis_page_status";
  DROP TYPE "public"."enum__data_analysis_page_v_version_status";
  DROP TYPE "public"."enum_research_services_page_a_la_carte_items_service";
  DROP TYPE "public"."enum_research_services_page_tracker_items_status";
  DROP TYPE "public"."enum_research_services_page_status";
  DROP TYPE "public"."enum__research_services_page_v_version_a_la_carte_items_service";
  DROP TYPE "public"."enum__research_services_page_v_version_tracker_items_status";
  DROP TYPE "public"."enum__research_services_page_v_version_status";
  DROP TYPE "public"."enum_pricing_page_plans_plan";
  DROP TYPE "public"."enum_pricing_page_discounts_cards_discount";
  DROP TYPE "public"."enum_pricing_page_status";
  DROP TYPE "public"."enum__pricing_page_v_version_plans_plan";
  DROP TYPE "public"."enum__pricing_page_v_version_discounts_cards_discount";
  DROP TYPE "public"."enum__pricing_page_v_version_status";
  DROP TYPE "public"."enum_courses_page_status";
  DROP TYPE "public"."enum__courses_page_v_version_status";
  DROP TYPE "public"."enum_portfolio_page_status";
  DROP TYPE "public"."enum__portfolio_page_v_version_status";
  DROP TYPE "public"."enum_reviews_page_status";
  DROP TYPE "public"."enum__reviews_page_v_version_status";
  DROP TYPE "public"."enum_journal_selection_page_status";
  DROP TYPE "public"."enum__journal_selection_page_v_version_status";
  DROP TYPE "public"."enum_research_writer_page_status";
  DROP TYPE "public"."enum__research_writer_page_v_version_status";`)
}
