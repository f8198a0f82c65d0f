CREATE TABLE "accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text,
	"telephone" text,
	"black_list_date" date,
	"given_name" text,
	"first_name" text,
	"tussenvoegsels" text,
	"family_name" text,
	"validated" boolean DEFAULT false NOT NULL,
	"pseudo_id" text,
	"roles" text[] DEFAULT '{}'::text[] NOT NULL,
	"grades" text,
	"is_from_tm_profiel_from_this_year" boolean DEFAULT false NOT NULL,
	"username" text,
	"nl_edu_person_home_organization_id" text,
	"edu_person_affiliation" text,
	"digi_delivery_id" text,
	"school_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "extern_accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer,
	"account_type" text NOT NULL,
	"name_id" text NOT NULL,
	"attributes" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"is_undetachable" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "extern_accounts_type_check" CHECK ("extern_accounts"."account_type" in ('KNF', 'BP'))
);
--> statement-breakpoint
CREATE TABLE "administrators" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"rol_id" integer NOT NULL,
	"uitgever_id" integer,
	"given_name" text,
	"attributes" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "roles" (
	"id" serial PRIMARY KEY NOT NULL,
	"naam" text NOT NULL,
	"rechten" text[] NOT NULL,
	"uitgever_id" integer,
	"is_kiesbaar" boolean DEFAULT true NOT NULL,
	"is_basis_rol" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "idp_keys" (
	"kid" text PRIMARY KEY NOT NULL,
	"use" text NOT NULL,
	"jwk" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"retired_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "login_attempts" (
	"key" text PRIMARY KEY NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"last_failure_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "oidc_payloads" (
	"model" text NOT NULL,
	"id" text NOT NULL,
	"payload" jsonb NOT NULL,
	"grant_id" text,
	"user_code" text,
	"uid" text,
	"expires_at" timestamp with time zone,
	"consumed_at" timestamp with time zone,
	CONSTRAINT "oidc_payloads_model_id_pk" PRIMARY KEY("model","id")
);
--> statement-breakpoint
CREATE TABLE "organisations" (
	"id" serial PRIMARY KEY NOT NULL,
	"esn" text NOT NULL,
	"name" text NOT NULL,
	"type" text[] NOT NULL,
	"website_url" text,
	"abonnement_url" text,
	"brin" text,
	"instelling_brin" text,
	"sector" text,
	"city" text,
	"verified" boolean DEFAULT false NOT NULL,
	"arp" boolean DEFAULT false NOT NULL,
	"arp_since" date,
	"ask_for_volledige_naam" boolean DEFAULT false NOT NULL,
	"billing_model" text,
	"billing_price" integer,
	"billing_percentage" integer,
	"restricted_to" text,
	"portal_id" text,
	"extern_id" text,
	"is_afkomstig_uit_cr" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "organisations_billing_model_check" CHECK ("organisations"."billing_model" in ('Percentage', 'Vaste Prijs')),
	CONSTRAINT "organisations_billing_nonnegative" CHECK ("organisations"."billing_price" >= 0 and "organisations"."billing_percentage" >= 0)
);
--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_school_id_organisations_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."organisations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "extern_accounts" ADD CONSTRAINT "extern_accounts_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "administrators" ADD CONSTRAINT "administrators_rol_id_roles_id_fk" FOREIGN KEY ("rol_id") REFERENCES "public"."roles"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "administrators" ADD CONSTRAINT "administrators_uitgever_id_organisations_id_fk" FOREIGN KEY ("uitgever_id") REFERENCES "public"."organisations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roles" ADD CONSTRAINT "roles_uitgever_id_organisations_id_fk" FOREIGN KEY ("uitgever_id") REFERENCES "public"."organisations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "accounts_updated_at_idx" ON "accounts" USING btree ("updated_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "accounts_email_lower_idx" ON "accounts" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "accounts_telephone_idx" ON "accounts" USING btree ("telephone");--> statement-breakpoint
CREATE INDEX "accounts_email_trgm_idx" ON "accounts" USING gin (lower("email") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "accounts_first_name_trgm_idx" ON "accounts" USING gin (lower("first_name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "accounts_family_name_trgm_idx" ON "accounts" USING gin (lower("family_name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "accounts_tussenvoegsels_idx" ON "accounts" USING btree (lower("tussenvoegsels"));--> statement-breakpoint
CREATE INDEX "accounts_brin_idx" ON "accounts" USING btree (upper("nl_edu_person_home_organization_id"));--> statement-breakpoint
CREATE INDEX "accounts_digi_delivery_id_idx" ON "accounts" USING btree ("digi_delivery_id");--> statement-breakpoint
CREATE INDEX "accounts_school_idx" ON "accounts" USING btree ("school_id");--> statement-breakpoint
CREATE UNIQUE INDEX "extern_accounts_type_name_id_unique" ON "extern_accounts" USING btree ("account_type","name_id");--> statement-breakpoint
CREATE INDEX "extern_accounts_name_id_idx" ON "extern_accounts" USING btree ("name_id");--> statement-breakpoint
CREATE INDEX "extern_accounts_account_idx" ON "extern_accounts" USING btree ("account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "administrators_email_unique" ON "administrators" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "administrators_rol_idx" ON "administrators" USING btree ("rol_id");--> statement-breakpoint
CREATE INDEX "administrators_uitgever_idx" ON "administrators" USING btree ("uitgever_id");--> statement-breakpoint
CREATE INDEX "roles_uitgever_idx" ON "roles" USING btree ("uitgever_id");--> statement-breakpoint
CREATE INDEX "oidc_payloads_grant_idx" ON "oidc_payloads" USING btree ("grant_id");--> statement-breakpoint
CREATE INDEX "oidc_payloads_uid_idx" ON "oidc_payloads" USING btree ("uid");--> statement-breakpoint
CREATE INDEX "oidc_payloads_expires_idx" ON "oidc_payloads" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "organisations_brin_idx" ON "organisations" USING btree ("brin");--> statement-breakpoint
CREATE INDEX "organisations_esn_idx" ON "organisations" USING btree ("esn");--> statement-breakpoint
CREATE INDEX "organisations_type_idx" ON "organisations" USING gin ("type");--> statement-breakpoint
CREATE INDEX "organisations_name_trgm_idx" ON "organisations" USING gin ("name" gin_trgm_ops);