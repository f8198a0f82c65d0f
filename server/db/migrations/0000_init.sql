create extension if not exists pg_trgm;--> statement-breakpoint
CREATE TABLE "access_urls" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"type" text NOT NULL,
	"email" text,
	"telephone" text,
	"token" text NOT NULL,
	"used" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "access_urls_type_check" CHECK ("access_urls"."type" in ('ACTIVATION', 'PASSWORD_RESET', 'CONTACT_CHANGE')),
	CONSTRAINT "access_urls_contact_check" CHECK ("access_urls"."email" is not null or "access_urls"."telephone" is not null)
);
--> statement-breakpoint
CREATE TABLE "account_family_names" (
	"family_name" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
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
CREATE TABLE "audit_entries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"requested_on" timestamp with time zone NOT NULL,
	"signed_in_on" timestamp with time zone,
	"administrator_id" integer,
	"admin_name" text NOT NULL,
	"admin_email" text NOT NULL,
	"request_type" text NOT NULL,
	"object_type" text NOT NULL,
	"object_id" text,
	"request" jsonb NOT NULL,
	"rechten" text[] NOT NULL,
	"warning" text,
	"url" text NOT NULL,
	CONSTRAINT "audit_entries_request_type_check" CHECK ("audit_entries"."request_type" in ('PUT', 'POST', 'DELETE'))
);
--> statement-breakpoint
CREATE TABLE "contract_specifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_contract_id" integer NOT NULL,
	"reference_id" text NOT NULL,
	"product_id" integer NOT NULL,
	"specified_amount" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contract_specifications_amount_check" CHECK ("contract_specifications"."specified_amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "school_contracts" (
	"id" serial PRIMARY KEY NOT NULL,
	"contract_reference_id" text NOT NULL,
	"school_year_id" integer NOT NULL,
	"school_id" integer NOT NULL,
	"subject_id" integer NOT NULL,
	"distributor_id" integer,
	"grades" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"specified_amount" integer DEFAULT 0 NOT NULL,
	"end_date" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "school_contracts_grades_check" CHECK ("school_contracts"."grades" <@ array[1, 2, 3, 4, 5, 6, 7, 8]::integer[]),
	CONSTRAINT "school_contracts_amount_check" CHECK ("school_contracts"."specified_amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "eck_accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"organisation_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "eck_license_reference_id_transitions" (
	"id" serial PRIMARY KEY NOT NULL,
	"eck_license_id" integer NOT NULL,
	"from_reference_id" text NOT NULL,
	"from_state" text NOT NULL,
	"to_reference_id" text NOT NULL,
	"to_state" text NOT NULL,
	"timestamp" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "eck_license_transitions_from_state_check" CHECK ("eck_license_reference_id_transitions"."from_state" in ('AVAILABLE', 'ACTIVE', 'EXPIRED', 'DEACTIVATED', 'DESPECIFIED', 'REVOKED', 'BLOCKED', 'REVOKED_BY_MERGE', 'REVOKED_BY_EXTENSION', 'RESERVED', 'PAUSED', 'PREACTIVE')),
	CONSTRAINT "eck_license_transitions_to_state_check" CHECK ("eck_license_reference_id_transitions"."to_state" in ('AVAILABLE', 'ACTIVE', 'EXPIRED', 'DEACTIVATED', 'DESPECIFIED', 'REVOKED', 'BLOCKED', 'REVOKED_BY_MERGE', 'REVOKED_BY_EXTENSION', 'RESERVED', 'PAUSED', 'PREACTIVE'))
);
--> statement-breakpoint
CREATE TABLE "eck_licenses" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"user_id" text,
	"eck_id" text,
	"organisation_id" integer,
	"distributor_id" integer,
	"start_date" timestamp with time zone,
	"end_date" timestamp with time zone,
	"reference_id" text NOT NULL,
	"license_state" text NOT NULL,
	"contract_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "eck_licenses_state_check" CHECK ("eck_licenses"."license_state" in ('AVAILABLE', 'ACTIVE', 'EXPIRED', 'DEACTIVATED', 'DESPECIFIED', 'REVOKED', 'BLOCKED', 'REVOKED_BY_MERGE', 'REVOKED_BY_EXTENSION', 'RESERVED', 'PAUSED', 'PREACTIVE')),
	CONSTRAINT "eck_licenses_dates_check" CHECK ("eck_licenses"."end_date" is null or "eck_licenses"."start_date" is null or "eck_licenses"."end_date" >= "eck_licenses"."start_date")
);
--> statement-breakpoint
CREATE TABLE "license_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"eck_license_id" integer,
	"product_id" integer,
	"start_date" timestamp with time zone,
	"reference_id" text NOT NULL,
	"user_id" text,
	"eck_id" text,
	"status" text DEFAULT 'Pending' NOT NULL,
	"retry_count" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone,
	"last_error" text,
	"delivered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "license_messages_status_check" CHECK ("license_messages"."status" in ('Pending', 'Success', 'Error')),
	CONSTRAINT "license_messages_retry_count_check" CHECK ("license_messages"."retry_count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "export_jobs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"administrator_id" integer NOT NULL,
	"collection" text NOT NULL,
	"export_route" text NOT NULL,
	"params" jsonb NOT NULL,
	"csv_headers" jsonb NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"error" text,
	"row_count" integer,
	"file_path" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"downloadable_until" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"locked_by" text,
	"locked_until" timestamp with time zone,
	CONSTRAINT "export_jobs_status_check" CHECK ("export_jobs"."status" in ('queued', 'running', 'finished', 'failed'))
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
CREATE TABLE "invoice_adjustments" (
	"id" serial PRIMARY KEY NOT NULL,
	"organisation_id" integer NOT NULL,
	"year" integer NOT NULL,
	"month" integer NOT NULL,
	"adjusted_total" integer NOT NULL,
	"administrator_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoice_adjustments_period_check" CHECK ("invoice_adjustments"."year" between 2000 and 2200 and "invoice_adjustments"."month" between 1 and 12),
	CONSTRAINT "invoice_adjustments_total_check" CHECK ("invoice_adjustments"."adjusted_total" >= 0)
);
--> statement-breakpoint
CREATE TABLE "log_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"meldcode" text NOT NULL,
	"timestamp" timestamp with time zone DEFAULT now() NOT NULL,
	"publisher_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	CONSTRAINT "log_entries_meldcode_check" CHECK ("log_entries"."meldcode" ~ '^[A-Z0-9]{3}-[A-Z0-9]{4}$')
);
--> statement-breakpoint
CREATE TABLE "log_entry_accounts" (
	"log_entry_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"timestamp" timestamp with time zone NOT NULL,
	CONSTRAINT "log_entry_accounts_log_entry_id_account_id_pk" PRIMARY KEY("log_entry_id","account_id")
);
--> statement-breakpoint
CREATE TABLE "log_entry_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"log_entry_id" integer NOT NULL,
	"timestamp" timestamp with time zone DEFAULT now() NOT NULL,
	"info" text,
	"error" text,
	"external" boolean DEFAULT false NOT NULL,
	CONSTRAINT "log_entry_lines_text_check" CHECK (("log_entry_lines"."info" is null) <> ("log_entry_lines"."error" is null))
);
--> statement-breakpoint
CREATE TABLE "merge_logs" (
	"id" serial PRIMARY KEY NOT NULL,
	"source_account_id" integer NOT NULL,
	"source_account_contact" text,
	"destination_account_id" integer,
	"administrator_id" integer,
	"timestamp" timestamp with time zone DEFAULT now() NOT NULL,
	"source_account_extern_accounts" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"source_account_tlinks" text[] DEFAULT '{}' NOT NULL,
	"source_account_meldcodes" text[] DEFAULT '{}' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "oauth_client_organisations" (
	"oauth_client_id" integer NOT NULL,
	"organisation_id" integer NOT NULL,
	CONSTRAINT "oauth_client_organisations_oauth_client_id_organisation_id_pk" PRIMARY KEY("oauth_client_id","organisation_id")
);
--> statement-breakpoint
CREATE TABLE "oauth_clients" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" text NOT NULL,
	"display_name" text NOT NULL,
	"redirect_uris" text[] DEFAULT '{}'::text[] NOT NULL,
	"rol" text NOT NULL,
	"owner_id" integer,
	"eck_account_id" integer,
	"secret_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "oauth_clients_rol_check" CHECK ("oauth_clients"."rol" in ('DistributeurApp', 'InternalApp', 'UitgeverApp')),
	CONSTRAINT "oauth_clients_owner_check" CHECK ("oauth_clients"."rol" = 'InternalApp' or "oauth_clients"."owner_id" is not null)
);
--> statement-breakpoint
CREATE TABLE "order_details" (
	"id" serial PRIMARY KEY NOT NULL,
	"amount" integer NOT NULL,
	"reference_id" text,
	"correct_reference_id" text,
	"product_id" integer NOT NULL,
	"order_id" text NOT NULL,
	"order_line_id" text,
	"correct_line_id" text,
	"extern_id" text,
	"creation_method" text NOT NULL,
	"school_year_id" integer,
	"eck_account_id" integer,
	"distributor_id" integer,
	"contract_id" text,
	"prius_status" text DEFAULT 'PENDING' NOT NULL,
	"prius_attempts" integer DEFAULT 0 NOT NULL,
	"prius_next_attempt_at" timestamp with time zone,
	"prius_last_error" text,
	"prius_delivered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_details_creation_method_check" CHECK ("order_details"."creation_method" in ('ECK', 'API')),
	CONSTRAINT "order_details_prius_status_check" CHECK ("order_details"."prius_status" in ('PENDING', 'SENT', 'FAILED')),
	CONSTRAINT "order_details_amounts_check" CHECK ("order_details"."prius_attempts" >= 0)
);
--> statement-breakpoint
CREATE TABLE "organisation_styles" (
	"id" serial PRIMARY KEY NOT NULL,
	"organisation_id" integer NOT NULL,
	"name" text NOT NULL,
	"abbreviation" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "organisation_styles_name_check" CHECK ("organisation_styles"."name" in ('Leskluis', 'THIEME')),
	CONSTRAINT "organisation_styles_abbreviation_check" CHECK (("organisation_styles"."name" = 'THIEME' and "organisation_styles"."abbreviation" = 'TM') or ("organisation_styles"."name" <> 'THIEME' and "organisation_styles"."abbreviation" is null))
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
CREATE TABLE "po_licenses" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"basispoort_id" text,
	"eck_id" text,
	"groups" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"organisation_id" integer,
	"start_date" timestamp with time zone,
	"end_date" timestamp with time zone,
	"reference_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "po_licenses_groups_check" CHECK ("po_licenses"."groups" <@ array[0, 1, 2, 3, 4, 5, 6, 7, 8]::integer[] and cardinality("po_licenses"."groups") <= 9)
);
--> statement-breakpoint
CREATE TABLE "license_models" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"description" text,
	"license_type" text NOT NULL,
	"school_year_amount" integer,
	"tilt_date" date,
	"school_year_end_date" date,
	"maximum_login_amount" integer,
	"duration" integer,
	"end_date" timestamp with time zone,
	"license_activation_type" text,
	"activatable_from" timestamp with time zone,
	"activatable_until" timestamp with time zone,
	"activatable_amount_of_days" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "license_models_license_type_check" CHECK ("license_models"."license_type" in ('VRIJE_LICENTIE', 'VASTE_DATUM', 'VASTE_PERIODE', 'SCHOOLJAARLICENTIE', 'AANTAL', 'ABONNEMENT')),
	CONSTRAINT "license_models_activation_type_check" CHECK ("license_models"."license_activation_type" in ('PERIODE', 'EINDE_PRODUCT', 'KANTELDATUM', 'AANTAL_DAGEN')),
	CONSTRAINT "license_models_amounts_check" CHECK (coalesce("license_models"."school_year_amount", 1) >= 1 and coalesce("license_models"."maximum_login_amount", 0) >= 0 and coalesce("license_models"."duration", 0) >= 0 and coalesce("license_models"."activatable_amount_of_days", 0) >= 0),
	CONSTRAINT "license_models_activatable_check" CHECK ("license_models"."activatable_until" is null or "license_models"."activatable_from" is null or "license_models"."activatable_until" > "license_models"."activatable_from")
);
--> statement-breakpoint
CREATE TABLE "prices" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"amount" integer NOT NULL,
	"vat" numeric(5, 2) NOT NULL,
	CONSTRAINT "prices_amount_check" CHECK ("prices"."amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"ean" text NOT NULL,
	"subproduct_digitaal" text,
	"subproduct_folio" text,
	"product_type" text NOT NULL,
	"organisation_id" integer NOT NULL,
	"intended_end_user_role" text NOT NULL,
	"sso_url" text,
	"introduction_date" timestamp with time zone NOT NULL,
	"end_of_life_date" timestamp with time zone NOT NULL,
	"browsers" text[] DEFAULT '{}'::text[] NOT NULL,
	"platforms" text[] DEFAULT '{}'::text[] NOT NULL,
	"devices" text[] DEFAULT '{}'::text[] NOT NULL,
	"service_license_allowed" boolean DEFAULT false NOT NULL,
	"deliverable" boolean DEFAULT true NOT NULL,
	"authentication_type" text,
	"chains" text[] DEFAULT '{}'::text[] NOT NULL,
	"publisher_info" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"is_subject" boolean DEFAULT false NOT NULL,
	"edition" text,
	"version" text,
	"product_url" text,
	"product_thumbnail_location" text,
	"product_family_thumbnail_location" text,
	"content_location" text,
	"information_location" text,
	"sale_unit_size" integer DEFAULT 1 NOT NULL,
	"description" text,
	"consumer_price" integer DEFAULT 0 NOT NULL,
	"sectors" text[] DEFAULT '{}'::text[] NOT NULL,
	"authors" text[] DEFAULT '{}'::text[] NOT NULL,
	"courses" text[] DEFAULT '{}'::text[] NOT NULL,
	"levels" text[] DEFAULT '{}'::text[] NOT NULL,
	"subjects" text[] DEFAULT '{}'::text[] NOT NULL,
	"years" text[] DEFAULT '{}'::text[] NOT NULL,
	"product_usages" text[] DEFAULT '{}'::text[] NOT NULL,
	"product_state" text DEFAULT 'LEVERBAAR' NOT NULL,
	"consumption_product" boolean DEFAULT true NOT NULL,
	"price_is_indicative" boolean DEFAULT true NOT NULL,
	"catalog_item" boolean DEFAULT true NOT NULL,
	"eck_order_allowed" boolean DEFAULT false NOT NULL,
	"eck_fulfillment_allowed" boolean DEFAULT false NOT NULL,
	"product_family_name" text,
	"product_family_code" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "products_ean_check" CHECK ("products"."ean" ~ '^[1-9][0-9]{12}$'),
	CONSTRAINT "products_subproduct_digitaal_check" CHECK ("products"."subproduct_digitaal" ~ '^[1-9][0-9]{12}$'),
	CONSTRAINT "products_subproduct_folio_check" CHECK ("products"."subproduct_folio" ~ '^[1-9][0-9]{12}$'),
	CONSTRAINT "products_product_type_check" CHECK ("products"."product_type" in ('WEB_BROWSER', 'DOWNLOADABLE_INSTALLER', 'BOEK', 'USB', 'CD_ROM', 'DVD', 'ANDERS')),
	CONSTRAINT "products_end_user_role_check" CHECK ("products"."intended_end_user_role" in ('Onderwijsgever', 'Onderwijsvolger', 'Beheerder')),
	CONSTRAINT "products_authentication_type_check" CHECK ("products"."authentication_type" in ('LESKLUIS_SSO', 'OAUTH2')),
	CONSTRAINT "products_product_state_check" CHECK ("products"."product_state" in ('NOG_NIET_LEVERBAAR', 'BEPERKT_LEVERBAAR', 'LEVERBAAR', 'TIJDELIJK_NIET_LEVERBAAR', 'NIET_MEER_LEVERBAAR', 'ZAL_NIET_VERSCHIJNEN')),
	CONSTRAINT "products_browsers_check" CHECK ("products"."browsers" <@ array['FIREFOX', 'CHROME', 'EDGE', 'SAFARI', 'IE', 'OPERA', 'OVERIGE']::text[]),
	CONSTRAINT "products_platforms_check" CHECK ("products"."platforms" <@ array['IOS', 'ANDROID', 'WINDOWS', 'HTML5']::text[]),
	CONSTRAINT "products_devices_check" CHECK ("products"."devices" <@ array['PC_READY', 'MOBILE_READY', 'TABLET_READY']::text[]),
	CONSTRAINT "products_chains_check" CHECK ("products"."chains" <@ array['ECK', 'BASISPOORT']::text[]),
	CONSTRAINT "products_sectors_check" CHECK ("products"."sectors" <@ array['PO', 'VO', 'MBO', 'HO', 'WO']::text[]),
	CONSTRAINT "products_years_check" CHECK ("products"."years" <@ array['JAAR_1', 'JAAR_2', 'JAAR_3', 'JAAR_4', 'JAAR_5', 'JAAR_6', 'JAAR_7', 'JAAR_8', 'ONDERBOUW', 'BOVENBOUW']::text[]),
	CONSTRAINT "products_usages_check" CHECK ("products"."product_usages" <@ array['LEERBOEK', 'WERKBOEK', 'EXAMENBUNDEL', 'OEFENMATERIAAL', 'NASLAGWERK', 'ANDERS']::text[]),
	CONSTRAINT "products_amounts_check" CHECK ("products"."consumer_price" >= 0 and "products"."sale_unit_size" >= 0),
	CONSTRAINT "products_lifetime_check" CHECK ("products"."end_of_life_date" >= "products"."introduction_date")
);
--> statement-breakpoint
CREATE TABLE "service_windows" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"start_date" timestamp with time zone NOT NULL,
	"end_date" timestamp with time zone,
	"redirect_after_sec" integer DEFAULT -1 NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "service_windows_redirect_check" CHECK ("service_windows"."redirect_after_sec" between -1 and 5000),
	CONSTRAINT "service_windows_dates_check" CHECK ("service_windows"."end_date" is null or "service_windows"."end_date" > "service_windows"."start_date")
);
--> statement-breakpoint
CREATE TABLE "school_years" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	CONSTRAINT "school_years_shape_check" CHECK (case when "school_years"."name" ~ '^[0-9]{4}-[0-9]{4}$' then
        substr("school_years"."name", 6, 4)::integer = substr("school_years"."name", 1, 4)::integer + 1
        and "school_years"."start_date" = make_date(substr("school_years"."name", 1, 4)::integer, 8, 1)
        and "school_years"."end_date" = make_date(substr("school_years"."name", 6, 4)::integer, 7, 31)
      else false end)
);
--> statement-breakpoint
CREATE TABLE "support_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"account_id" integer,
	"subject" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone,
	CONSTRAINT "support_entries_status_check" CHECK ("support_entries"."status" in ('open', 'closed')),
	CONSTRAINT "support_entries_closed_check" CHECK (("support_entries"."status" = 'closed') = ("support_entries"."closed_at" is not null))
);
--> statement-breakpoint
CREATE TABLE "tlink_licenses" (
	"id" serial PRIMARY KEY NOT NULL,
	"license_code" text NOT NULL,
	"product_id" integer NOT NULL,
	"organisation_id" integer,
	"account_id" integer,
	"distributor_id" integer,
	"publisher_id" integer,
	"start_date" timestamp with time zone,
	"activation_date" timestamp with time zone,
	"end_date" timestamp with time zone,
	"reference_id" text,
	"license_state" text DEFAULT 'AVAILABLE' NOT NULL,
	"amount" integer DEFAULT 1 NOT NULL,
	"auto_renew" boolean DEFAULT false NOT NULL,
	"activation_method" text,
	"creation_method" text NOT NULL,
	"school_contract_reference_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tlink_licenses_code_check" CHECK ("tlink_licenses"."license_code" ~ '^[A-Z0-9]{8}$'),
	CONSTRAINT "tlink_licenses_state_check" CHECK ("tlink_licenses"."license_state" in ('AVAILABLE', 'ACTIVE', 'EXPIRED', 'DEACTIVATED', 'DESPECIFIED', 'REVOKED', 'BLOCKED', 'REVOKED_BY_MERGE', 'REVOKED_BY_EXTENSION', 'RESERVED', 'PAUSED', 'PREACTIVE')),
	CONSTRAINT "tlink_licenses_source_check" CHECK ("tlink_licenses"."creation_method" in ('ACTIVERINGSCODE', 'API', 'BASISPOORT', 'BEHEER', 'SERVICE', 'ELF_SPECIFICATIE', 'ILF_SPECIFICATIE', 'VRIJE_LICENTIE', 'SCHOOLJAAR_CONTRACT')),
	CONSTRAINT "tlink_licenses_activation_method_check" CHECK ("tlink_licenses"."activation_method" in ('PERIODE', 'EINDE_PRODUCT', 'KANTELDATUM', 'AANTAL_DAGEN')),
	CONSTRAINT "tlink_licenses_amount_check" CHECK ("tlink_licenses"."amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "was_wordt_imports" (
	"id" serial PRIMARY KEY NOT NULL,
	"attribuut" text NOT NULL,
	"administrator_id" integer,
	"applied_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "was_wordt_imports_attribuut_check" CHECK ("was_wordt_imports"."attribuut" in ('nlEduPersonProfileId', 'nlEduPersonRealId'))
);
--> statement-breakpoint
CREATE TABLE "was_wordt_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"import_id" integer NOT NULL,
	"row_number" integer NOT NULL,
	"was" text NOT NULL,
	"wordt" text NOT NULL,
	"info" text,
	CONSTRAINT "was_wordt_items_values_check" CHECK ("was_wordt_items"."was" ~ '^\S+$' and "was_wordt_items"."wordt" ~ '^\S+$')
);
--> statement-breakpoint
ALTER TABLE "access_urls" ADD CONSTRAINT "access_urls_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_school_id_organisations_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."organisations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "extern_accounts" ADD CONSTRAINT "extern_accounts_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "administrators" ADD CONSTRAINT "administrators_rol_id_roles_id_fk" FOREIGN KEY ("rol_id") REFERENCES "public"."roles"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "administrators" ADD CONSTRAINT "administrators_uitgever_id_organisations_id_fk" FOREIGN KEY ("uitgever_id") REFERENCES "public"."organisations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roles" ADD CONSTRAINT "roles_uitgever_id_organisations_id_fk" FOREIGN KEY ("uitgever_id") REFERENCES "public"."organisations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_specifications" ADD CONSTRAINT "contract_specifications_school_contract_id_school_contracts_id_fk" FOREIGN KEY ("school_contract_id") REFERENCES "public"."school_contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_specifications" ADD CONSTRAINT "contract_specifications_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "school_contracts" ADD CONSTRAINT "school_contracts_school_year_id_school_years_id_fk" FOREIGN KEY ("school_year_id") REFERENCES "public"."school_years"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "school_contracts" ADD CONSTRAINT "school_contracts_school_id_organisations_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."organisations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "school_contracts" ADD CONSTRAINT "school_contracts_subject_id_products_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."products"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "school_contracts" ADD CONSTRAINT "school_contracts_distributor_id_organisations_id_fk" FOREIGN KEY ("distributor_id") REFERENCES "public"."organisations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "eck_accounts" ADD CONSTRAINT "eck_accounts_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "eck_license_reference_id_transitions" ADD CONSTRAINT "eck_license_reference_id_transitions_eck_license_id_eck_licenses_id_fk" FOREIGN KEY ("eck_license_id") REFERENCES "public"."eck_licenses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "eck_licenses" ADD CONSTRAINT "eck_licenses_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "eck_licenses" ADD CONSTRAINT "eck_licenses_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "eck_licenses" ADD CONSTRAINT "eck_licenses_distributor_id_organisations_id_fk" FOREIGN KEY ("distributor_id") REFERENCES "public"."organisations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "license_messages" ADD CONSTRAINT "license_messages_eck_license_id_eck_licenses_id_fk" FOREIGN KEY ("eck_license_id") REFERENCES "public"."eck_licenses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "license_messages" ADD CONSTRAINT "license_messages_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_adjustments" ADD CONSTRAINT "invoice_adjustments_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_adjustments" ADD CONSTRAINT "invoice_adjustments_administrator_id_administrators_id_fk" FOREIGN KEY ("administrator_id") REFERENCES "public"."administrators"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "log_entry_accounts" ADD CONSTRAINT "log_entry_accounts_log_entry_id_log_entries_id_fk" FOREIGN KEY ("log_entry_id") REFERENCES "public"."log_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "log_entry_accounts" ADD CONSTRAINT "log_entry_accounts_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "log_entry_lines" ADD CONSTRAINT "log_entry_lines_log_entry_id_log_entries_id_fk" FOREIGN KEY ("log_entry_id") REFERENCES "public"."log_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merge_logs" ADD CONSTRAINT "merge_logs_destination_account_id_accounts_id_fk" FOREIGN KEY ("destination_account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merge_logs" ADD CONSTRAINT "merge_logs_administrator_id_administrators_id_fk" FOREIGN KEY ("administrator_id") REFERENCES "public"."administrators"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "oauth_client_organisations" ADD CONSTRAINT "oauth_client_organisations_oauth_client_id_oauth_clients_id_fk" FOREIGN KEY ("oauth_client_id") REFERENCES "public"."oauth_clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "oauth_client_organisations" ADD CONSTRAINT "oauth_client_organisations_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "oauth_clients" ADD CONSTRAINT "oauth_clients_owner_id_organisations_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."organisations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "oauth_clients" ADD CONSTRAINT "oauth_clients_eck_account_id_eck_accounts_id_fk" FOREIGN KEY ("eck_account_id") REFERENCES "public"."eck_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_details" ADD CONSTRAINT "order_details_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_details" ADD CONSTRAINT "order_details_school_year_id_school_years_id_fk" FOREIGN KEY ("school_year_id") REFERENCES "public"."school_years"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_details" ADD CONSTRAINT "order_details_eck_account_id_eck_accounts_id_fk" FOREIGN KEY ("eck_account_id") REFERENCES "public"."eck_accounts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_details" ADD CONSTRAINT "order_details_distributor_id_organisations_id_fk" FOREIGN KEY ("distributor_id") REFERENCES "public"."organisations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organisation_styles" ADD CONSTRAINT "organisation_styles_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "po_licenses" ADD CONSTRAINT "po_licenses_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "po_licenses" ADD CONSTRAINT "po_licenses_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "license_models" ADD CONSTRAINT "license_models_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prices" ADD CONSTRAINT "prices_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_windows" ADD CONSTRAINT "service_windows_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_entries" ADD CONSTRAINT "support_entries_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tlink_licenses" ADD CONSTRAINT "tlink_licenses_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tlink_licenses" ADD CONSTRAINT "tlink_licenses_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tlink_licenses" ADD CONSTRAINT "tlink_licenses_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tlink_licenses" ADD CONSTRAINT "tlink_licenses_distributor_id_organisations_id_fk" FOREIGN KEY ("distributor_id") REFERENCES "public"."organisations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "was_wordt_imports" ADD CONSTRAINT "was_wordt_imports_administrator_id_administrators_id_fk" FOREIGN KEY ("administrator_id") REFERENCES "public"."administrators"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "was_wordt_items" ADD CONSTRAINT "was_wordt_items_import_id_was_wordt_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."was_wordt_imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "access_urls_token_unique" ON "access_urls" USING btree ("token");--> statement-breakpoint
CREATE INDEX "access_urls_account_idx" ON "access_urls" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE INDEX "account_family_names_trgm_idx" ON "account_family_names" USING gin (lower("family_name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "accounts_updated_at_idx" ON "accounts" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "accounts_created_at_idx" ON "accounts" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "accounts_email_sort_idx" ON "accounts" USING btree ("email","id");--> statement-breakpoint
CREATE INDEX "accounts_username_sort_idx" ON "accounts" USING btree ("username","id");--> statement-breakpoint
CREATE INDEX "accounts_family_name_sort_idx" ON "accounts" USING btree ("family_name","id");--> statement-breakpoint
CREATE INDEX "accounts_family_name_updated_idx" ON "accounts" USING btree ("family_name","updated_at","id");--> statement-breakpoint
CREATE INDEX "accounts_email_lower_idx" ON "accounts" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "accounts_telephone_idx" ON "accounts" USING btree ("telephone");--> statement-breakpoint
CREATE INDEX "accounts_email_trgm_idx" ON "accounts" USING gin (lower("email") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "accounts_telephone_trgm_idx" ON "accounts" USING gin ("telephone" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "accounts_first_name_trgm_idx" ON "accounts" USING gin (lower("first_name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "accounts_tussenvoegsels_idx" ON "accounts" USING btree (lower("tussenvoegsels"),"updated_at","id");--> statement-breakpoint
CREATE INDEX "accounts_brin_idx" ON "accounts" USING btree (upper("nl_edu_person_home_organization_id") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "accounts_digi_delivery_id_idx" ON "accounts" USING btree ("digi_delivery_id");--> statement-breakpoint
CREATE INDEX "accounts_school_idx" ON "accounts" USING btree ("school_id");--> statement-breakpoint
CREATE UNIQUE INDEX "extern_accounts_type_name_id_unique" ON "extern_accounts" USING btree ("account_type","name_id");--> statement-breakpoint
CREATE INDEX "extern_accounts_name_id_idx" ON "extern_accounts" USING btree ("name_id");--> statement-breakpoint
CREATE INDEX "extern_accounts_account_idx" ON "extern_accounts" USING btree ("account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "administrators_email_unique" ON "administrators" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "administrators_rol_idx" ON "administrators" USING btree ("rol_id");--> statement-breakpoint
CREATE INDEX "administrators_uitgever_idx" ON "administrators" USING btree ("uitgever_id");--> statement-breakpoint
CREATE INDEX "roles_uitgever_idx" ON "roles" USING btree ("uitgever_id");--> statement-breakpoint
CREATE INDEX "audit_entries_requested_on_idx" ON "audit_entries" USING btree ("requested_on","id");--> statement-breakpoint
CREATE INDEX "audit_entries_admin_email_trgm_idx" ON "audit_entries" USING gin (lower("admin_email") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "audit_entries_admin_name_trgm_idx" ON "audit_entries" USING gin (lower("admin_name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "audit_entries_request_type_idx" ON "audit_entries" USING btree ("request_type","requested_on");--> statement-breakpoint
CREATE INDEX "contract_specifications_contract_idx" ON "contract_specifications" USING btree ("school_contract_id");--> statement-breakpoint
CREATE INDEX "contract_specifications_product_idx" ON "contract_specifications" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "contract_specifications_reference_idx" ON "contract_specifications" USING btree ("reference_id");--> statement-breakpoint
CREATE UNIQUE INDEX "school_contracts_reference_unique" ON "school_contracts" USING btree ("contract_reference_id","school_year_id","school_id","subject_id");--> statement-breakpoint
CREATE INDEX "school_contracts_reference_trgm_idx" ON "school_contracts" USING gin ("contract_reference_id" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "school_contracts_school_year_idx" ON "school_contracts" USING btree ("school_year_id","contract_reference_id");--> statement-breakpoint
CREATE INDEX "school_contracts_school_idx" ON "school_contracts" USING btree ("school_id");--> statement-breakpoint
CREATE INDEX "school_contracts_subject_idx" ON "school_contracts" USING btree ("subject_id");--> statement-breakpoint
CREATE INDEX "school_contracts_distributor_idx" ON "school_contracts" USING btree ("distributor_id");--> statement-breakpoint
CREATE INDEX "school_contracts_grades_idx" ON "school_contracts" USING gin ("grades");--> statement-breakpoint
CREATE INDEX "eck_accounts_organisation_idx" ON "eck_accounts" USING btree ("organisation_id");--> statement-breakpoint
CREATE INDEX "eck_license_transitions_license_idx" ON "eck_license_reference_id_transitions" USING btree ("eck_license_id","timestamp");--> statement-breakpoint
CREATE INDEX "eck_licenses_created_idx" ON "eck_licenses" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "eck_licenses_product_idx" ON "eck_licenses" USING btree ("product_id","created_at");--> statement-breakpoint
CREATE INDEX "eck_licenses_organisation_idx" ON "eck_licenses" USING btree ("organisation_id","created_at");--> statement-breakpoint
CREATE INDEX "eck_licenses_distributor_idx" ON "eck_licenses" USING btree ("distributor_id","created_at");--> statement-breakpoint
CREATE INDEX "eck_licenses_state_idx" ON "eck_licenses" USING btree ("license_state","created_at");--> statement-breakpoint
CREATE INDEX "eck_licenses_user_id_idx" ON "eck_licenses" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "eck_licenses_eck_id_idx" ON "eck_licenses" USING btree ("eck_id");--> statement-breakpoint
CREATE INDEX "eck_licenses_reference_id_idx" ON "eck_licenses" USING btree ("reference_id");--> statement-breakpoint
CREATE INDEX "eck_licenses_reference_id_trgm_idx" ON "eck_licenses" USING gin ("reference_id" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "license_messages_created_idx" ON "license_messages" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "license_messages_failed_idx" ON "license_messages" USING btree ("created_at","id") WHERE "license_messages"."status" = 'Error';--> statement-breakpoint
CREATE INDEX "license_messages_outbox_idx" ON "license_messages" USING btree ("next_attempt_at") WHERE "license_messages"."delivered_at" is null;--> statement-breakpoint
CREATE INDEX "license_messages_reference_id_idx" ON "license_messages" USING btree ("reference_id");--> statement-breakpoint
CREATE INDEX "license_messages_eck_license_idx" ON "license_messages" USING btree ("eck_license_id");--> statement-breakpoint
CREATE INDEX "export_jobs_owner_idx" ON "export_jobs" USING btree ("administrator_id","created_at","id");--> statement-breakpoint
CREATE INDEX "export_jobs_pending_idx" ON "export_jobs" USING btree ("status","created_at") WHERE "export_jobs"."status" in ('queued', 'running');--> statement-breakpoint
CREATE INDEX "oidc_payloads_grant_idx" ON "oidc_payloads" USING btree ("grant_id");--> statement-breakpoint
CREATE INDEX "oidc_payloads_uid_idx" ON "oidc_payloads" USING btree ("uid");--> statement-breakpoint
CREATE INDEX "oidc_payloads_expires_idx" ON "oidc_payloads" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_adjustments_period_unique" ON "invoice_adjustments" USING btree ("organisation_id","year","month");--> statement-breakpoint
CREATE UNIQUE INDEX "log_entries_meldcode_unique" ON "log_entries" USING btree ("meldcode");--> statement-breakpoint
CREATE INDEX "log_entries_meldcode_trgm_idx" ON "log_entries" USING gin ("meldcode" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "log_entries_timestamp_idx" ON "log_entries" USING btree ("timestamp","id");--> statement-breakpoint
CREATE INDEX "log_entry_accounts_activity_idx" ON "log_entry_accounts" USING btree ("account_id","timestamp","log_entry_id");--> statement-breakpoint
CREATE INDEX "log_entry_lines_entry_idx" ON "log_entry_lines" USING btree ("log_entry_id","timestamp");--> statement-breakpoint
CREATE INDEX "merge_logs_destination_idx" ON "merge_logs" USING btree ("destination_account_id","timestamp");--> statement-breakpoint
CREATE INDEX "merge_logs_source_idx" ON "merge_logs" USING btree ("source_account_id");--> statement-breakpoint
CREATE INDEX "oauth_client_organisations_organisation_idx" ON "oauth_client_organisations" USING btree ("organisation_id");--> statement-breakpoint
CREATE UNIQUE INDEX "oauth_clients_client_id_unique" ON "oauth_clients" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "oauth_clients_display_name_trgm_idx" ON "oauth_clients" USING gin (lower("display_name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "oauth_clients_owner_idx" ON "oauth_clients" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "order_details_created_idx" ON "order_details" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "order_details_order_idx" ON "order_details" USING btree ("order_id","order_line_id");--> statement-breakpoint
CREATE INDEX "order_details_reference_idx" ON "order_details" USING btree ("reference_id");--> statement-breakpoint
CREATE INDEX "order_details_product_idx" ON "order_details" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "order_details_school_year_idx" ON "order_details" USING btree ("school_year_id");--> statement-breakpoint
CREATE INDEX "order_details_eck_account_idx" ON "order_details" USING btree ("eck_account_id");--> statement-breakpoint
CREATE INDEX "order_details_distributor_idx" ON "order_details" USING btree ("distributor_id");--> statement-breakpoint
CREATE INDEX "order_details_contract_idx" ON "order_details" USING btree ("contract_id");--> statement-breakpoint
CREATE INDEX "order_details_prius_outbox_idx" ON "order_details" USING btree ("prius_next_attempt_at") WHERE "order_details"."prius_delivered_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "organisation_styles_organisation_name_unique" ON "organisation_styles" USING btree ("organisation_id","name");--> statement-breakpoint
CREATE INDEX "organisation_styles_organisation_idx" ON "organisation_styles" USING btree ("organisation_id");--> statement-breakpoint
CREATE INDEX "organisations_brin_idx" ON "organisations" USING btree ("brin");--> statement-breakpoint
CREATE INDEX "organisations_esn_idx" ON "organisations" USING btree ("esn");--> statement-breakpoint
CREATE INDEX "organisations_type_idx" ON "organisations" USING gin ("type");--> statement-breakpoint
CREATE INDEX "organisations_name_trgm_idx" ON "organisations" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "po_licenses_created_idx" ON "po_licenses" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "po_licenses_product_idx" ON "po_licenses" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "po_licenses_organisation_idx" ON "po_licenses" USING btree ("organisation_id");--> statement-breakpoint
CREATE INDEX "po_licenses_basispoort_id_idx" ON "po_licenses" USING btree ("basispoort_id");--> statement-breakpoint
CREATE INDEX "po_licenses_eck_id_idx" ON "po_licenses" USING btree ("eck_id");--> statement-breakpoint
CREATE INDEX "po_licenses_reference_id_idx" ON "po_licenses" USING btree ("reference_id");--> statement-breakpoint
CREATE INDEX "po_licenses_groups_idx" ON "po_licenses" USING gin ("groups");--> statement-breakpoint
CREATE UNIQUE INDEX "license_models_product_unique" ON "license_models" USING btree ("product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "prices_product_vat_unique" ON "prices" USING btree ("product_id","vat");--> statement-breakpoint
CREATE UNIQUE INDEX "products_ean_unique" ON "products" USING btree ("ean");--> statement-breakpoint
CREATE INDEX "products_subproduct_digitaal_idx" ON "products" USING btree ("subproduct_digitaal");--> statement-breakpoint
CREATE INDEX "products_subproduct_folio_idx" ON "products" USING btree ("subproduct_folio");--> statement-breakpoint
CREATE INDEX "products_title_trgm_idx" ON "products" USING gin (lower("title") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_ean_trgm_idx" ON "products" USING gin ("ean" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_organisation_idx" ON "products" USING btree ("organisation_id","title");--> statement-breakpoint
CREATE INDEX "products_title_idx" ON "products" USING btree (lower("title"),"id");--> statement-breakpoint
CREATE INDEX "products_end_of_life_idx" ON "products" USING btree ("end_of_life_date");--> statement-breakpoint
CREATE INDEX "products_is_subject_idx" ON "products" USING btree ("title") WHERE "products"."is_subject";--> statement-breakpoint
CREATE INDEX "products_subjects_idx" ON "products" USING gin ("subjects");--> statement-breakpoint
CREATE INDEX "products_updated_at_idx" ON "products" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "service_windows_product_idx" ON "service_windows" USING btree ("product_id","start_date");--> statement-breakpoint
CREATE UNIQUE INDEX "school_years_name_unique" ON "school_years" USING btree ("name");--> statement-breakpoint
CREATE UNIQUE INDEX "school_years_start_unique" ON "school_years" USING btree ("start_date");--> statement-breakpoint
CREATE UNIQUE INDEX "support_entries_key_unique" ON "support_entries" USING btree ("key");--> statement-breakpoint
CREATE INDEX "support_entries_account_idx" ON "support_entries" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE INDEX "support_entries_status_idx" ON "support_entries" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "tlink_licenses_code_unique" ON "tlink_licenses" USING btree ("license_code");--> statement-breakpoint
CREATE INDEX "tlink_licenses_code_trgm_idx" ON "tlink_licenses" USING gin ("license_code" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "tlink_licenses_reference_id_idx" ON "tlink_licenses" USING btree ("reference_id");--> statement-breakpoint
CREATE INDEX "tlink_licenses_reference_id_trgm_idx" ON "tlink_licenses" USING gin ("reference_id" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "tlink_licenses_product_idx" ON "tlink_licenses" USING btree ("product_id","license_code");--> statement-breakpoint
CREATE INDEX "tlink_licenses_account_idx" ON "tlink_licenses" USING btree ("account_id","license_code");--> statement-breakpoint
CREATE INDEX "tlink_licenses_organisation_idx" ON "tlink_licenses" USING btree ("organisation_id","license_code");--> statement-breakpoint
CREATE INDEX "tlink_licenses_distributor_idx" ON "tlink_licenses" USING btree ("distributor_id","license_code");--> statement-breakpoint
CREATE INDEX "tlink_licenses_publisher_idx" ON "tlink_licenses" USING btree ("publisher_id","license_code");--> statement-breakpoint
CREATE INDEX "tlink_licenses_state_idx" ON "tlink_licenses" USING btree ("license_state","license_code");--> statement-breakpoint
CREATE INDEX "tlink_licenses_source_idx" ON "tlink_licenses" USING btree ("creation_method","license_code");--> statement-breakpoint
CREATE INDEX "tlink_licenses_created_idx" ON "tlink_licenses" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "tlink_licenses_updated_idx" ON "tlink_licenses" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "tlink_licenses_start_date_idx" ON "tlink_licenses" USING btree ("start_date","id");--> statement-breakpoint
CREATE INDEX "tlink_licenses_end_date_idx" ON "tlink_licenses" USING btree ("end_date","id");--> statement-breakpoint
CREATE INDEX "tlink_licenses_contract_idx" ON "tlink_licenses" USING btree ("school_contract_reference_id") WHERE "tlink_licenses"."school_contract_reference_id" is not null;--> statement-breakpoint
CREATE INDEX "was_wordt_imports_applied_idx" ON "was_wordt_imports" USING btree ("applied_at");--> statement-breakpoint
CREATE INDEX "was_wordt_items_import_idx" ON "was_wordt_items" USING btree ("import_id","row_number");--> statement-breakpoint
CREATE INDEX "was_wordt_items_was_idx" ON "was_wordt_items" USING btree ("was");