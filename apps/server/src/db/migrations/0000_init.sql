CREATE TABLE "campaign_sevas" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"campaign_id" uuid NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"price_paise" integer NOT NULL,
	"img" text NOT NULL,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "campaigns" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"subtitle" text NOT NULL,
	"img" text NOT NULL,
	"images" jsonb NOT NULL,
	"story" text NOT NULL,
	"description" text NOT NULL,
	"raised_paise" bigint DEFAULT 0 NOT NULL,
	"goal_paise" bigint NOT NULL,
	"participants" integer DEFAULT 0 NOT NULL,
	"category" text NOT NULL,
	"benefits" jsonb NOT NULL,
	"donor_avatars" jsonb NOT NULL,
	"eligible_80g" boolean DEFAULT false NOT NULL,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "campaigns_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "chadhava_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"temple_id" uuid NOT NULL,
	"date" timestamp with time zone NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"max_participants" integer,
	"current_participants" integer DEFAULT 0 NOT NULL,
	"base_price_paise" integer DEFAULT 0 NOT NULL,
	"about" text NOT NULL,
	"images" jsonb NOT NULL,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chadhava_events_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "event_offerings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"name" text NOT NULL,
	"price_paise" integer NOT NULL,
	"description" text NOT NULL,
	"image" text NOT NULL,
	"type" text DEFAULT 'Other' NOT NULL,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "offerings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"price_paise" integer NOT NULL,
	"image" text NOT NULL,
	"type" text NOT NULL,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pandits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"location" text NOT NULL,
	"img" text NOT NULL,
	"description" text NOT NULL,
	"highlight_points" jsonb NOT NULL,
	"experience_years" integer NOT NULL,
	"languages" jsonb NOT NULL,
	"specialities" jsonb NOT NULL,
	"rating" real NOT NULL,
	"fee_paise" integer NOT NULL,
	"services" jsonb DEFAULT '["Astro","Vastu"]'::jsonb NOT NULL,
	"working_hours" jsonb DEFAULT '[[],[{"from":"10:00","to":"13:00"},{"from":"16:00","to":"19:00"}],[{"from":"10:00","to":"13:00"},{"from":"16:00","to":"19:00"}],[{"from":"10:00","to":"13:00"},{"from":"16:00","to":"19:00"}],[{"from":"10:00","to":"13:00"},{"from":"16:00","to":"19:00"}],[{"from":"10:00","to":"13:00"},{"from":"16:00","to":"19:00"}],[{"from":"10:00","to":"13:00"},{"from":"16:00","to":"19:00"}]]'::jsonb NOT NULL,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"days_off" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"published" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_stock" (
	"product_id" uuid NOT NULL,
	"size" text NOT NULL,
	"color" text NOT NULL,
	"on_hand" integer,
	CONSTRAINT "product_stock_product_id_size_color_pk" PRIMARY KEY("product_id","size","color"),
	CONSTRAINT "product_stock_on_hand_check" CHECK ("product_stock"."on_hand" is null or "product_stock"."on_hand" >= 0)
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"description" text NOT NULL,
	"category" text NOT NULL,
	"features" jsonb NOT NULL,
	"primary_image" text NOT NULL,
	"secondary_images" jsonb NOT NULL,
	"base_price_paise" integer NOT NULL,
	"sizes" jsonb NOT NULL,
	"colors" jsonb NOT NULL,
	"related_ids" jsonb NOT NULL,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "products_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "puja_chadhava_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"puja_id" uuid NOT NULL,
	"title" text NOT NULL,
	"price_paise" integer NOT NULL,
	"image" text NOT NULL,
	"description" text NOT NULL,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "puja_packages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"puja_id" uuid NOT NULL,
	"img" text NOT NULL,
	"thumbnail_title" text NOT NULL,
	"price_paise" integer NOT NULL,
	"number_of_people" integer NOT NULL,
	"points" jsonb NOT NULL,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pujas" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"temple_id" uuid NOT NULL,
	"image" text NOT NULL,
	"about_puja_card" jsonb NOT NULL,
	"about_temple" text NOT NULL,
	"rating" real DEFAULT 4.9 NOT NULL,
	"tithi" text NOT NULL,
	"tag" text NOT NULL,
	"occasion" text NOT NULL,
	"type" text NOT NULL,
	"duration" text NOT NULL,
	"joined_no" integer DEFAULT 0 NOT NULL,
	"benefits" jsonb NOT NULL,
	"start_time" timestamp with time zone NOT NULL,
	"end_time" timestamp with time zone NOT NULL,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pujas_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "streams" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"video" text,
	"image" text NOT NULL,
	"pandit" text NOT NULL,
	"temple_id" uuid,
	"temple_text" text,
	"description" text NOT NULL,
	"category" text NOT NULL,
	"viewers" integer DEFAULT 0 NOT NULL,
	"start_time" timestamp with time zone NOT NULL,
	"end_time" timestamp with time zone,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "temples" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"location" text NOT NULL,
	"deity" text NOT NULL,
	"description" text NOT NULL,
	"about" text NOT NULL,
	"image" text NOT NULL,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "temples_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "mail_outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"to" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"html" text,
	"dedupe_key" text,
	"attachments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"last_error" text,
	CONSTRAINT "mail_outbox_dedupe_key_unique" UNIQUE("dedupe_key")
);
--> statement-breakpoint
CREATE TABLE "addresses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"address_line1" text NOT NULL,
	"address_line2" text DEFAULT '' NOT NULL,
	"city" text NOT NULL,
	"pincode" integer NOT NULL,
	"state" text NOT NULL,
	"country" text DEFAULT 'India' NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "password_otps" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"user_id" uuid,
	"code_hash" text NOT NULL,
	"salt" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"consumed_at" timestamp with time zone,
	CONSTRAINT "password_otps_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"key" text NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "rate_limits_key_window_start_pk" PRIMARY KEY("key","window_start")
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"remember_me" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "sessions_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "user_stuff" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"puja_booking_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"chadhava_booking_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"donation_booking_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"product_order_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"pandit_booking_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"prasad_order_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_stuff_user_id_unique" UNIQUE("user_id")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"full_name" text NOT NULL,
	"email" text NOT NULL,
	"phone_number" text NOT NULL,
	"password_hash" text NOT NULL,
	"user_stuff_id" uuid NOT NULL,
	"settings" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "users_email_unique" UNIQUE("email"),
	CONSTRAINT "users_phone_number_unique" UNIQUE("phone_number"),
	CONSTRAINT "users_user_stuff_id_unique" UNIQUE("user_stuff_id")
);
--> statement-breakpoint
CREATE TABLE "payable_references" (
	"reference" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"ref_id" uuid NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"ref_id" uuid NOT NULL,
	"receipt" text NOT NULL,
	"provider" text NOT NULL,
	"provider_order_id" text,
	"amount_paise" integer NOT NULL,
	"currency" text DEFAULT 'INR' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"notes" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"paid_payment_id" text,
	"needs_review" boolean DEFAULT false NOT NULL,
	"flagged_reason" text,
	"review_code" text,
	"resolution_action" text,
	"resolution_note" text,
	"resolved_by" uuid,
	"resolved_at" timestamp with time zone,
	"checks" integer DEFAULT 0 NOT NULL,
	"next_check_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"failed_at" timestamp with time zone,
	"expired_at" timestamp with time zone,
	CONSTRAINT "payment_orders_receipt_unique" UNIQUE("receipt"),
	CONSTRAINT "payment_orders_provider_order_id_unique" UNIQUE("provider_order_id"),
	CONSTRAINT "payment_orders_status_check" CHECK ("payment_orders"."status" in ('pending', 'paid', 'failed', 'expired')),
	CONSTRAINT "payment_orders_amount_check" CHECK ("payment_orders"."amount_paise" > 0)
);
--> statement-breakpoint
CREATE TABLE "payment_transactions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"provider_payment_id" text NOT NULL,
	"status" text NOT NULL,
	"amount_paise" integer NOT NULL,
	"currency" text DEFAULT 'INR' NOT NULL,
	"error_code" text,
	"error_description" text,
	"source" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "payment_transactions_provider_payment_id_unique" UNIQUE("provider_payment_id")
);
--> statement-breakpoint
CREATE TABLE "payment_webhook_events" (
	"event_id" text PRIMARY KEY NOT NULL,
	"event" text NOT NULL,
	"provider_order_id" text,
	"provider_payment_id" text,
	"received_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_orders" (
	"id" text PRIMARY KEY NOT NULL,
	"receipt" text NOT NULL,
	"amount_paise" integer NOT NULL,
	"currency" text NOT NULL,
	"status" text DEFAULT 'created' NOT NULL,
	"notes" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sandbox_orders_receipt_unique" UNIQUE("receipt")
);
--> statement-breakpoint
CREATE TABLE "sandbox_payments" (
	"id" text PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"amount_paise" integer NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"method" text DEFAULT 'upi' NOT NULL,
	"error_code" text,
	"error_description" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "puja_booking_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"item_id" uuid NOT NULL,
	"title" text NOT NULL,
	"price_paise" integer NOT NULL,
	"quantity" integer NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "puja_booking_items_quantity_check" CHECK ("puja_booking_items"."quantity" >= 1)
);
--> statement-breakpoint
CREATE TABLE "puja_bookings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"puja_id" uuid NOT NULL,
	"package_id" uuid NOT NULL,
	"sankalp_id" uuid NOT NULL,
	"user_id" uuid,
	"reference" text NOT NULL,
	"access_key" text NOT NULL,
	"donor_name" text NOT NULL,
	"donor_email" text NOT NULL,
	"donor_phone" text NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"package_price_paise" integer NOT NULL,
	"puja_title" text NOT NULL,
	"package_title" text NOT NULL,
	"puja_start_time" timestamp with time zone NOT NULL,
	"puja_end_time" timestamp with time zone NOT NULL,
	"chadhava_total_paise" integer DEFAULT 0 NOT NULL,
	"dakshina_paise" integer DEFAULT 0 NOT NULL,
	"amount_total_paise" integer NOT NULL,
	"chadhava_included" boolean,
	"message_for_pandit" text,
	"payment_status" text DEFAULT 'pending' NOT NULL,
	"payment_order_id" uuid,
	"payment_id" text,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "puja_bookings_reference_unique" UNIQUE("reference"),
	CONSTRAINT "puja_bookings_status_check" CHECK ("puja_bookings"."payment_status" in ('pending', 'completed', 'failed', 'expired')),
	CONSTRAINT "puja_bookings_language_check" CHECK ("puja_bookings"."language" in ('en', 'hi'))
);
--> statement-breakpoint
CREATE TABLE "sankalps" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"puja_id" uuid,
	"package_id" uuid,
	"user_id" uuid,
	"full_name" text NOT NULL,
	"gotra" text NOT NULL,
	"phone_number" text NOT NULL,
	"email" text NOT NULL,
	"family_members" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"wants_prasad" boolean DEFAULT false NOT NULL,
	"prasad_address" jsonb,
	"special_prayers" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chadhava_booking_offerings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"offering_id" uuid NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"price_paise" integer NOT NULL,
	"quantity" integer NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "chadhava_booking_offerings_quantity_check" CHECK ("chadhava_booking_offerings"."quantity" >= 1)
);
--> statement-breakpoint
CREATE TABLE "chadhava_bookings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"user_id" uuid,
	"reference" text NOT NULL,
	"access_key" text NOT NULL,
	"donor_name" text NOT NULL,
	"donor_email" text NOT NULL,
	"donor_phone" text NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"donor_gotra" text,
	"base_price_paise" integer NOT NULL,
	"amount_total_paise" integer NOT NULL,
	"hold_expires_at" timestamp with time zone NOT NULL,
	"payment_status" text DEFAULT 'pending' NOT NULL,
	"payment_order_id" uuid,
	"payment_id" text,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "chadhava_bookings_reference_unique" UNIQUE("reference"),
	CONSTRAINT "chadhava_bookings_status_check" CHECK ("chadhava_bookings"."payment_status" in ('pending', 'completed', 'failed', 'expired')),
	CONSTRAINT "chadhava_bookings_language_check" CHECK ("chadhava_bookings"."language" in ('en', 'hi')),
	CONSTRAINT "chadhava_bookings_amount_check" CHECK ("chadhava_bookings"."amount_total_paise" > 0)
);
--> statement-breakpoint
CREATE TABLE "donation_receipt_counters" (
	"financial_year" text PRIMARY KEY NOT NULL,
	"next_number" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "donation_sevas" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"donation_id" uuid NOT NULL,
	"seva_id" uuid NOT NULL,
	"title" text NOT NULL,
	"price_paise" integer NOT NULL,
	"quantity" integer NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "donation_sevas_quantity_check" CHECK ("donation_sevas"."quantity" between 1 and 100)
);
--> statement-breakpoint
CREATE TABLE "donations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"campaign_id" uuid NOT NULL,
	"user_id" uuid,
	"reference" text NOT NULL,
	"access_key" text NOT NULL,
	"donor_name" text NOT NULL,
	"donor_email" text NOT NULL,
	"donor_phone" text NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"donor_address" text NOT NULL,
	"donor_gotra" text NOT NULL,
	"donor_pan" text,
	"sevas_total_paise" integer DEFAULT 0 NOT NULL,
	"custom_paise" integer DEFAULT 0 NOT NULL,
	"amount_total_paise" integer NOT NULL,
	"campaign_eligible_80g" boolean NOT NULL,
	"payment_method" text,
	"receipt_number" text,
	"payment_status" text DEFAULT 'pending' NOT NULL,
	"payment_order_id" uuid,
	"payment_id" text,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "donations_reference_unique" UNIQUE("reference"),
	CONSTRAINT "donations_receipt_number_unique" UNIQUE("receipt_number"),
	CONSTRAINT "donations_status_check" CHECK ("donations"."payment_status" in ('pending', 'completed', 'failed', 'expired')),
	CONSTRAINT "donations_language_check" CHECK ("donations"."language" in ('en', 'hi')),
	CONSTRAINT "donations_amount_check" CHECK ("donations"."amount_total_paise" > 0)
);
--> statement-breakpoint
CREATE TABLE "product_order_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"category" text NOT NULL,
	"image" text NOT NULL,
	"size" text NOT NULL,
	"color" text NOT NULL,
	"base_price_paise" integer NOT NULL,
	"size_extra_paise" integer NOT NULL,
	"color_extra_paise" integer NOT NULL,
	"price_paise" integer NOT NULL,
	"quantity" integer NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "product_order_lines_quantity_check" CHECK ("product_order_lines"."quantity" >= 1)
);
--> statement-breakpoint
CREATE TABLE "product_orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid,
	"reference" text NOT NULL,
	"access_key" text NOT NULL,
	"donor_name" text NOT NULL,
	"donor_email" text NOT NULL,
	"donor_phone" text NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"address_line1" text NOT NULL,
	"address_line2" text DEFAULT '' NOT NULL,
	"city" text NOT NULL,
	"pincode" integer NOT NULL,
	"state" text NOT NULL,
	"country" text NOT NULL,
	"amount_total_paise" integer NOT NULL,
	"hold_expires_at" timestamp with time zone NOT NULL,
	"status" text,
	"payment_status" text DEFAULT 'pending' NOT NULL,
	"payment_order_id" uuid,
	"payment_id" text,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "product_orders_reference_unique" UNIQUE("reference"),
	CONSTRAINT "product_orders_status_check" CHECK ("product_orders"."payment_status" in ('pending', 'completed', 'failed', 'expired')),
	CONSTRAINT "product_orders_language_check" CHECK ("product_orders"."language" in ('en', 'hi')),
	CONSTRAINT "product_orders_amount_check" CHECK ("product_orders"."amount_total_paise" > 0),
	CONSTRAINT "product_orders_fulfilment_status_check" CHECK ("product_orders"."status" is null or "product_orders"."status" in ('placed', 'packed', 'shipped', 'delivered', 'cancelled', 'refunded'))
);
--> statement-breakpoint
CREATE TABLE "pandit_bookings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"pandit_id" uuid NOT NULL,
	"user_id" uuid,
	"reference" text NOT NULL,
	"access_key" text NOT NULL,
	"donor_name" text NOT NULL,
	"donor_email" text NOT NULL,
	"donor_phone" text NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"service_type" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"special_requests" text,
	"amount_total_paise" integer NOT NULL,
	"hold_expires_at" timestamp with time zone NOT NULL,
	"payment_status" text DEFAULT 'pending' NOT NULL,
	"payment_order_id" uuid,
	"payment_id" text,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "pandit_bookings_reference_unique" UNIQUE("reference"),
	CONSTRAINT "pandit_bookings_status_check" CHECK ("pandit_bookings"."payment_status" in ('pending', 'completed', 'failed', 'expired')),
	CONSTRAINT "pandit_bookings_language_check" CHECK ("pandit_bookings"."language" in ('en', 'hi')),
	CONSTRAINT "pandit_bookings_amount_check" CHECK ("pandit_bookings"."amount_total_paise" > 0),
	CONSTRAINT "pandit_bookings_range_check" CHECK ("pandit_bookings"."ends_at" > "pandit_bookings"."starts_at"),
	CONSTRAINT "pandit_bookings_service_check" CHECK ("pandit_bookings"."service_type" in ('Astro', 'Vastu'))
);
--> statement-breakpoint
CREATE TABLE "cart_lines" (
	"user_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"size" text NOT NULL,
	"color" text NOT NULL,
	"quantity" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cart_lines_user_id_product_id_size_color_pk" PRIMARY KEY("user_id","product_id","size","color"),
	CONSTRAINT "cart_lines_quantity_range" CHECK ("cart_lines"."quantity" between 1 and 10)
);
--> statement-breakpoint
CREATE TABLE "saved_kundlis" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"place" text NOT NULL,
	"birth_date" date NOT NULL,
	"birth_time" text NOT NULL,
	"time_unknown" boolean DEFAULT false NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"timezone" text,
	"utc_offset_minutes" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_kundlis_one_zone" CHECK (("saved_kundlis"."timezone" is null) <> ("saved_kundlis"."utc_offset_minutes" is null))
);
--> statement-breakpoint
CREATE TABLE "installation_secrets" (
	"name" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"payload" jsonb NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"max_attempts" integer DEFAULT 5 NOT NULL,
	"run_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"last_error" text,
	"dedupe_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"actor_id" uuid,
	"actor_label" text,
	"actor_roles" text[] DEFAULT '{}'::text[] NOT NULL,
	"action" text NOT NULL,
	"object_type" text NOT NULL,
	"object_id" text,
	"before" jsonb,
	"after" jsonb,
	"ip" text,
	"request_id" text
);
--> statement-breakpoint
CREATE TABLE "user_recovery_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"code_hash" text NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_roles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"role" text NOT NULL,
	"temple_id" uuid,
	"pandit_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_roles_scope_check" CHECK (("user_roles"."role" in ('admin', 'operator') and "user_roles"."temple_id" is null and "user_roles"."pandit_id" is null)
        or ("user_roles"."role" = 'temple_staff' and "user_roles"."temple_id" is not null and "user_roles"."pandit_id" is null)
        or ("user_roles"."role" = 'pandit' and "user_roles"."pandit_id" is not null and "user_roles"."temple_id" is null))
);
--> statement-breakpoint
CREATE TABLE "user_two_factor" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"secret_encrypted" text NOT NULL,
	"enabled_at" timestamp with time zone,
	"last_step" integer,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "app_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"updated_by" uuid
);
--> statement-breakpoint
CREATE TABLE "refunds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"ref_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"provider_payment_id" text NOT NULL,
	"provider_refund_id" text,
	"amount_paise" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"reason" text,
	"requested_by" uuid,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"processed_at" timestamp with time zone,
	CONSTRAINT "refunds_provider_refund_id_unique" UNIQUE("provider_refund_id"),
	CONSTRAINT "refunds_status_check" CHECK ("refunds"."status" in ('pending', 'processed', 'failed')),
	CONSTRAINT "refunds_amount_check" CHECK ("refunds"."amount_paise" > 0)
);
--> statement-breakpoint
CREATE TABLE "sandbox_refunds" (
	"id" text PRIMARY KEY NOT NULL,
	"payment_id" text NOT NULL,
	"amount_paise" integer NOT NULL,
	"currency" text NOT NULL,
	"receipt" text,
	"notes" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "listing_approvals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"listing_id" uuid NOT NULL,
	"temple_id" uuid NOT NULL,
	"approved_by" uuid,
	"approved_by_label" text,
	"approved_by_role" text NOT NULL,
	"approved_at" timestamp with time zone NOT NULL,
	"note" text,
	"reason" text,
	"terms" text NOT NULL,
	CONSTRAINT "listing_approvals_kind_check" CHECK ("listing_approvals"."kind" in ('puja', 'event')),
	CONSTRAINT "listing_approvals_role_check" CHECK ("listing_approvals"."approved_by_role" in ('temple_staff', 'admin'))
);
--> statement-breakpoint
CREATE TABLE "media" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"key" text NOT NULL,
	"sizes" jsonb NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"original_bytes" integer NOT NULL,
	"uploaded_by" uuid,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "media_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "support_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"thread_id" uuid NOT NULL,
	"from" text NOT NULL,
	"body" text NOT NULL,
	"staff_id" uuid,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "support_messages_from_check" CHECK ("support_messages"."from" in ('devotee', 'staff'))
);
--> statement-breakpoint
CREATE TABLE "support_threads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"subject" text,
	"source" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"user_id" uuid,
	"language" text DEFAULT 'en' NOT NULL,
	"booking_kind" text,
	"booking_id" uuid,
	"booking_reference" text,
	"created_at" timestamp with time zone NOT NULL,
	"last_message_at" timestamp with time zone NOT NULL,
	"closed_at" timestamp with time zone,
	"closed_by" uuid,
	CONSTRAINT "support_threads_status_check" CHECK ("support_threads"."status" in ('open', 'closed')),
	CONSTRAINT "support_threads_source_check" CHECK ("support_threads"."source" in ('contact', 'help')),
	CONSTRAINT "support_threads_language_check" CHECK ("support_threads"."language" in ('en', 'hi'))
);
--> statement-breakpoint
CREATE TABLE "promises" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"ref_id" uuid NOT NULL,
	"type" text NOT NULL,
	"temple_id" uuid,
	"pandit_id" uuid,
	"due_at" timestamp with time zone NOT NULL,
	"kept_at" timestamp with time zone,
	"kept_by" uuid,
	"evidence" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "promises_ref_type_uniq" UNIQUE("kind","ref_id","type"),
	CONSTRAINT "promises_kept_by_check" CHECK ("promises"."kept_by" is null or "promises"."kept_at" is not null)
);
--> statement-breakpoint
CREATE TABLE "notification_deliveries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"notification_id" uuid NOT NULL,
	"channel" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"provider_id" text,
	"last_error" text,
	"created_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "notification_deliveries_channel_uniq" UNIQUE("notification_id","channel"),
	CONSTRAINT "notification_deliveries_status_check" CHECK ("notification_deliveries"."status" in ('queued', 'sent', 'skipped', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid,
	"email" text,
	"phone" text,
	"language" text DEFAULT 'en' NOT NULL,
	"type" text NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"link" text,
	"params" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"dedupe_key" text NOT NULL,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "notifications_dedupe_key_unique" UNIQUE("dedupe_key")
);
--> statement-breakpoint
CREATE TABLE "push_subscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"endpoint" text NOT NULL,
	"p256dh" text NOT NULL,
	"auth" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "push_subscriptions_endpoint_unique" UNIQUE("endpoint")
);
--> statement-breakpoint
CREATE TABLE "videos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"storage_key" text NOT NULL,
	"content_type" text NOT NULL,
	"bytes" bigint NOT NULL,
	"poster_url" text,
	"uploaded_by" uuid,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "videos_storage_key_unique" UNIQUE("storage_key")
);
--> statement-breakpoint
CREATE TABLE "prasad_feedback" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"offering_id" uuid NOT NULL,
	"user_id" uuid,
	"rating" integer NOT NULL,
	"comment" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "prasad_feedback_order_id_unique" UNIQUE("order_id"),
	CONSTRAINT "prasad_feedback_rating_check" CHECK ("prasad_feedback"."rating" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "prasad_offerings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"temple_id" uuid NOT NULL,
	"title" text NOT NULL,
	"items" text[] DEFAULT '{}'::text[] NOT NULL,
	"description" text NOT NULL,
	"price_paise" integer NOT NULL,
	"image" text NOT NULL,
	"availability" text DEFAULT 'In Stock' NOT NULL,
	"published" boolean DEFAULT true NOT NULL,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "prasad_offerings_price_check" CHECK ("prasad_offerings"."price_paise" > 0),
	CONSTRAINT "prasad_offerings_availability_check" CHECK ("prasad_offerings"."availability" in ('In Stock', 'Limited Stock', 'Out of Stock'))
);
--> statement-breakpoint
CREATE TABLE "prasad_orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid,
	"reference" text NOT NULL,
	"access_key" text NOT NULL,
	"donor_name" text NOT NULL,
	"donor_email" text NOT NULL,
	"donor_phone" text NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"order_code" text NOT NULL,
	"tracking_id" text NOT NULL,
	"offering_id" uuid NOT NULL,
	"temple_id" uuid NOT NULL,
	"temple_name" text NOT NULL,
	"title" text NOT NULL,
	"items" text[] DEFAULT '{}'::text[] NOT NULL,
	"image" text NOT NULL,
	"unit_price_paise" integer NOT NULL,
	"quantity" integer NOT NULL,
	"amount_total_paise" integer NOT NULL,
	"address" jsonb NOT NULL,
	"payment_status" text DEFAULT 'pending' NOT NULL,
	"payment_order_id" uuid,
	"payment_id" text,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "prasad_orders_reference_unique" UNIQUE("reference"),
	CONSTRAINT "prasad_orders_order_code_unique" UNIQUE("order_code"),
	CONSTRAINT "prasad_orders_tracking_id_unique" UNIQUE("tracking_id"),
	CONSTRAINT "prasad_orders_status_check" CHECK ("prasad_orders"."payment_status" in ('pending', 'completed', 'failed', 'expired')),
	CONSTRAINT "prasad_orders_language_check" CHECK ("prasad_orders"."language" in ('en', 'hi')),
	CONSTRAINT "prasad_orders_amount_check" CHECK ("prasad_orders"."amount_total_paise" > 0),
	CONSTRAINT "prasad_orders_quantity_check" CHECK ("prasad_orders"."quantity" >= 1)
);
--> statement-breakpoint
ALTER TABLE "campaign_sevas" ADD CONSTRAINT "campaign_sevas_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chadhava_events" ADD CONSTRAINT "chadhava_events_temple_id_temples_id_fk" FOREIGN KEY ("temple_id") REFERENCES "public"."temples"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_offerings" ADD CONSTRAINT "event_offerings_event_id_chadhava_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."chadhava_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_stock" ADD CONSTRAINT "product_stock_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "puja_chadhava_items" ADD CONSTRAINT "puja_chadhava_items_puja_id_pujas_id_fk" FOREIGN KEY ("puja_id") REFERENCES "public"."pujas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "puja_packages" ADD CONSTRAINT "puja_packages_puja_id_pujas_id_fk" FOREIGN KEY ("puja_id") REFERENCES "public"."pujas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pujas" ADD CONSTRAINT "pujas_temple_id_temples_id_fk" FOREIGN KEY ("temple_id") REFERENCES "public"."temples"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "streams" ADD CONSTRAINT "streams_temple_id_temples_id_fk" FOREIGN KEY ("temple_id") REFERENCES "public"."temples"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "addresses" ADD CONSTRAINT "addresses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_otps" ADD CONSTRAINT "password_otps_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_stuff" ADD CONSTRAINT "user_stuff_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD CONSTRAINT "payment_orders_resolved_by_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_transactions" ADD CONSTRAINT "payment_transactions_order_id_payment_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."payment_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sandbox_payments" ADD CONSTRAINT "sandbox_payments_order_id_sandbox_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."sandbox_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "puja_booking_items" ADD CONSTRAINT "puja_booking_items_booking_id_puja_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."puja_bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "puja_booking_items" ADD CONSTRAINT "puja_booking_items_item_id_puja_chadhava_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."puja_chadhava_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "puja_bookings" ADD CONSTRAINT "puja_bookings_puja_id_pujas_id_fk" FOREIGN KEY ("puja_id") REFERENCES "public"."pujas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "puja_bookings" ADD CONSTRAINT "puja_bookings_package_id_puja_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."puja_packages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "puja_bookings" ADD CONSTRAINT "puja_bookings_sankalp_id_sankalps_id_fk" FOREIGN KEY ("sankalp_id") REFERENCES "public"."sankalps"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "puja_bookings" ADD CONSTRAINT "puja_bookings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "puja_bookings" ADD CONSTRAINT "puja_bookings_payment_order_id_payment_orders_id_fk" FOREIGN KEY ("payment_order_id") REFERENCES "public"."payment_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sankalps" ADD CONSTRAINT "sankalps_puja_id_pujas_id_fk" FOREIGN KEY ("puja_id") REFERENCES "public"."pujas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sankalps" ADD CONSTRAINT "sankalps_package_id_puja_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."puja_packages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sankalps" ADD CONSTRAINT "sankalps_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chadhava_booking_offerings" ADD CONSTRAINT "chadhava_booking_offerings_booking_id_chadhava_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."chadhava_bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chadhava_booking_offerings" ADD CONSTRAINT "chadhava_booking_offerings_offering_id_event_offerings_id_fk" FOREIGN KEY ("offering_id") REFERENCES "public"."event_offerings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chadhava_bookings" ADD CONSTRAINT "chadhava_bookings_event_id_chadhava_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."chadhava_events"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chadhava_bookings" ADD CONSTRAINT "chadhava_bookings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chadhava_bookings" ADD CONSTRAINT "chadhava_bookings_payment_order_id_payment_orders_id_fk" FOREIGN KEY ("payment_order_id") REFERENCES "public"."payment_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "donation_sevas" ADD CONSTRAINT "donation_sevas_donation_id_donations_id_fk" FOREIGN KEY ("donation_id") REFERENCES "public"."donations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "donation_sevas" ADD CONSTRAINT "donation_sevas_seva_id_campaign_sevas_id_fk" FOREIGN KEY ("seva_id") REFERENCES "public"."campaign_sevas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "donations" ADD CONSTRAINT "donations_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "donations" ADD CONSTRAINT "donations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "donations" ADD CONSTRAINT "donations_payment_order_id_payment_orders_id_fk" FOREIGN KEY ("payment_order_id") REFERENCES "public"."payment_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_order_lines" ADD CONSTRAINT "product_order_lines_order_id_product_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."product_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_order_lines" ADD CONSTRAINT "product_order_lines_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_orders" ADD CONSTRAINT "product_orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_orders" ADD CONSTRAINT "product_orders_payment_order_id_payment_orders_id_fk" FOREIGN KEY ("payment_order_id") REFERENCES "public"."payment_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pandit_bookings" ADD CONSTRAINT "pandit_bookings_pandit_id_pandits_id_fk" FOREIGN KEY ("pandit_id") REFERENCES "public"."pandits"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pandit_bookings" ADD CONSTRAINT "pandit_bookings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pandit_bookings" ADD CONSTRAINT "pandit_bookings_payment_order_id_payment_orders_id_fk" FOREIGN KEY ("payment_order_id") REFERENCES "public"."payment_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_lines" ADD CONSTRAINT "cart_lines_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_lines" ADD CONSTRAINT "cart_lines_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_kundlis" ADD CONSTRAINT "saved_kundlis_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_recovery_codes" ADD CONSTRAINT "user_recovery_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_roles" ADD CONSTRAINT "user_roles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_two_factor" ADD CONSTRAINT "user_two_factor_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app_settings" ADD CONSTRAINT "app_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_order_id_payment_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."payment_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_approvals" ADD CONSTRAINT "listing_approvals_approved_by_users_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media" ADD CONSTRAINT "media_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_messages" ADD CONSTRAINT "support_messages_thread_id_support_threads_id_fk" FOREIGN KEY ("thread_id") REFERENCES "public"."support_threads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_messages" ADD CONSTRAINT "support_messages_staff_id_users_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_threads" ADD CONSTRAINT "support_threads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_threads" ADD CONSTRAINT "support_threads_closed_by_users_id_fk" FOREIGN KEY ("closed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promises" ADD CONSTRAINT "promises_temple_id_temples_id_fk" FOREIGN KEY ("temple_id") REFERENCES "public"."temples"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promises" ADD CONSTRAINT "promises_pandit_id_pandits_id_fk" FOREIGN KEY ("pandit_id") REFERENCES "public"."pandits"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promises" ADD CONSTRAINT "promises_kept_by_users_id_fk" FOREIGN KEY ("kept_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_deliveries" ADD CONSTRAINT "notification_deliveries_notification_id_notifications_id_fk" FOREIGN KEY ("notification_id") REFERENCES "public"."notifications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_subscriptions" ADD CONSTRAINT "push_subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "videos" ADD CONSTRAINT "videos_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prasad_feedback" ADD CONSTRAINT "prasad_feedback_order_id_prasad_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."prasad_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prasad_feedback" ADD CONSTRAINT "prasad_feedback_offering_id_prasad_offerings_id_fk" FOREIGN KEY ("offering_id") REFERENCES "public"."prasad_offerings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prasad_feedback" ADD CONSTRAINT "prasad_feedback_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prasad_offerings" ADD CONSTRAINT "prasad_offerings_temple_id_temples_id_fk" FOREIGN KEY ("temple_id") REFERENCES "public"."temples"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prasad_orders" ADD CONSTRAINT "prasad_orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prasad_orders" ADD CONSTRAINT "prasad_orders_offering_id_prasad_offerings_id_fk" FOREIGN KEY ("offering_id") REFERENCES "public"."prasad_offerings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prasad_orders" ADD CONSTRAINT "prasad_orders_temple_id_temples_id_fk" FOREIGN KEY ("temple_id") REFERENCES "public"."temples"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prasad_orders" ADD CONSTRAINT "prasad_orders_payment_order_id_payment_orders_id_fk" FOREIGN KEY ("payment_order_id") REFERENCES "public"."payment_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "campaign_sevas_campaign_idx" ON "campaign_sevas" USING btree ("campaign_id");--> statement-breakpoint
CREATE INDEX "campaigns_created_idx" ON "campaigns" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "campaigns_category_idx" ON "campaigns" USING btree ("category","created_at","id");--> statement-breakpoint
CREATE INDEX "chadhava_events_date_idx" ON "chadhava_events" USING btree ("date","id");--> statement-breakpoint
CREATE INDEX "chadhava_events_temple_date_idx" ON "chadhava_events" USING btree ("temple_id","date");--> statement-breakpoint
CREATE INDEX "event_offerings_event_idx" ON "event_offerings" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "offerings_sort_idx" ON "offerings" USING btree ("sort","id");--> statement-breakpoint
CREATE INDEX "pandits_sort_idx" ON "pandits" USING btree ("sort","id");--> statement-breakpoint
CREATE INDEX "products_category_idx" ON "products" USING btree ("category","sort","id");--> statement-breakpoint
CREATE INDEX "puja_chadhava_items_puja_idx" ON "puja_chadhava_items" USING btree ("puja_id");--> statement-breakpoint
CREATE INDEX "puja_packages_puja_idx" ON "puja_packages" USING btree ("puja_id");--> statement-breakpoint
CREATE INDEX "pujas_start_time_idx" ON "pujas" USING btree ("start_time","id");--> statement-breakpoint
CREATE INDEX "pujas_end_time_idx" ON "pujas" USING btree ("end_time","id");--> statement-breakpoint
CREATE INDEX "pujas_temple_end_time_idx" ON "pujas" USING btree ("temple_id","end_time");--> statement-breakpoint
CREATE INDEX "pujas_featured_idx" ON "pujas" USING btree ("joined_no" DESC NULLS LAST,"start_time","id");--> statement-breakpoint
CREATE INDEX "streams_start_time_idx" ON "streams" USING btree ("start_time","id");--> statement-breakpoint
CREATE INDEX "streams_not_ended_idx" ON "streams" USING btree (coalesce("end_time", 'infinity'::timestamptz));--> statement-breakpoint
CREATE INDEX "temples_created_idx" ON "temples" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "mail_outbox_to_idx" ON "mail_outbox" USING btree ("to","created_at");--> statement-breakpoint
CREATE INDEX "mail_outbox_unsent_idx" ON "mail_outbox" USING btree ("sent_at");--> statement-breakpoint
CREATE INDEX "addresses_user_idx" ON "addresses" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "addresses_one_default_per_user" ON "addresses" USING btree ("user_id") WHERE "addresses"."is_default";--> statement-breakpoint
CREATE INDEX "rate_limits_expires_idx" ON "rate_limits" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sessions_expires_idx" ON "sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "payable_references_ref_idx" ON "payable_references" USING btree ("kind","ref_id");--> statement-breakpoint
CREATE INDEX "payment_orders_ref_idx" ON "payment_orders" USING btree ("kind","ref_id");--> statement-breakpoint
CREATE INDEX "payment_orders_open_idx" ON "payment_orders" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "payment_orders_review_idx" ON "payment_orders" USING btree ("created_at") WHERE "payment_orders"."needs_review";--> statement-breakpoint
CREATE INDEX "payment_transactions_order_idx" ON "payment_transactions" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "sandbox_payments_order_idx" ON "sandbox_payments" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "puja_booking_items_unique" ON "puja_booking_items" USING btree ("booking_id","item_id");--> statement-breakpoint
CREATE INDEX "puja_bookings_user_idx" ON "puja_bookings" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "puja_bookings_email_idx" ON "puja_bookings" USING btree ("donor_email");--> statement-breakpoint
CREATE INDEX "puja_bookings_phone_idx" ON "puja_bookings" USING btree (right(regexp_replace("donor_phone", '[^0-9]', '', 'g'), 10));--> statement-breakpoint
CREATE INDEX "puja_bookings_created_idx" ON "puja_bookings" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "puja_bookings_paid_idx" ON "puja_bookings" USING btree ("paid_at");--> statement-breakpoint
CREATE INDEX "puja_bookings_puja_idx" ON "puja_bookings" USING btree ("puja_id","payment_status");--> statement-breakpoint
CREATE INDEX "sankalps_user_idx" ON "sankalps" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "chadhava_booking_offerings_unique" ON "chadhava_booking_offerings" USING btree ("booking_id","offering_id");--> statement-breakpoint
CREATE INDEX "chadhava_bookings_holds_idx" ON "chadhava_bookings" USING btree ("event_id","hold_expires_at") WHERE "chadhava_bookings"."payment_status" = 'pending';--> statement-breakpoint
CREATE INDEX "chadhava_bookings_user_idx" ON "chadhava_bookings" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "chadhava_bookings_email_idx" ON "chadhava_bookings" USING btree ("donor_email");--> statement-breakpoint
CREATE INDEX "chadhava_bookings_phone_idx" ON "chadhava_bookings" USING btree (right(regexp_replace("donor_phone", '[^0-9]', '', 'g'), 10));--> statement-breakpoint
CREATE INDEX "chadhava_bookings_created_idx" ON "chadhava_bookings" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "chadhava_bookings_paid_idx" ON "chadhava_bookings" USING btree ("paid_at");--> statement-breakpoint
CREATE INDEX "chadhava_bookings_event_idx" ON "chadhava_bookings" USING btree ("event_id","payment_status");--> statement-breakpoint
CREATE UNIQUE INDEX "donation_sevas_unique" ON "donation_sevas" USING btree ("donation_id","seva_id");--> statement-breakpoint
CREATE INDEX "donations_user_idx" ON "donations" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "donations_email_idx" ON "donations" USING btree ("donor_email");--> statement-breakpoint
CREATE INDEX "donations_phone_idx" ON "donations" USING btree (right(regexp_replace("donor_phone", '[^0-9]', '', 'g'), 10));--> statement-breakpoint
CREATE INDEX "donations_created_idx" ON "donations" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "donations_paid_idx" ON "donations" USING btree ("paid_at");--> statement-breakpoint
CREATE INDEX "donations_campaign_idx" ON "donations" USING btree ("campaign_id");--> statement-breakpoint
CREATE INDEX "product_order_lines_order_idx" ON "product_order_lines" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "product_order_lines_variant_idx" ON "product_order_lines" USING btree ("product_id","size","color");--> statement-breakpoint
CREATE INDEX "product_orders_holds_idx" ON "product_orders" USING btree ("hold_expires_at") WHERE "product_orders"."payment_status" = 'pending';--> statement-breakpoint
CREATE INDEX "product_orders_user_idx" ON "product_orders" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "product_orders_email_idx" ON "product_orders" USING btree ("donor_email");--> statement-breakpoint
CREATE INDEX "product_orders_phone_idx" ON "product_orders" USING btree (right(regexp_replace("donor_phone", '[^0-9]', '', 'g'), 10));--> statement-breakpoint
CREATE INDEX "product_orders_created_idx" ON "product_orders" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "product_orders_paid_idx" ON "product_orders" USING btree ("paid_at");--> statement-breakpoint
CREATE INDEX "pandit_bookings_time_idx" ON "pandit_bookings" USING btree ("pandit_id","starts_at");--> statement-breakpoint
CREATE INDEX "pandit_bookings_user_idx" ON "pandit_bookings" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "pandit_bookings_email_idx" ON "pandit_bookings" USING btree ("donor_email");--> statement-breakpoint
CREATE INDEX "pandit_bookings_phone_idx" ON "pandit_bookings" USING btree (right(regexp_replace("donor_phone", '[^0-9]', '', 'g'), 10));--> statement-breakpoint
CREATE INDEX "pandit_bookings_created_idx" ON "pandit_bookings" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "pandit_bookings_paid_idx" ON "pandit_bookings" USING btree ("paid_at");--> statement-breakpoint
CREATE INDEX "saved_kundlis_user_created_idx" ON "saved_kundlis" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "saved_kundlis_same_details" ON "saved_kundlis" USING btree ("user_id","name","birth_date","birth_time","latitude","longitude",coalesce("timezone", ''),coalesce("utc_offset_minutes", 100000));--> statement-breakpoint
CREATE UNIQUE INDEX "jobs_dedupe_key_idx" ON "jobs" USING btree ("dedupe_key") WHERE "jobs"."dedupe_key" is not null;--> statement-breakpoint
CREATE INDEX "jobs_queued_run_at_idx" ON "jobs" USING btree ("run_at") WHERE "jobs"."status" = 'queued';--> statement-breakpoint
CREATE INDEX "jobs_running_locked_until_idx" ON "jobs" USING btree ("locked_until") WHERE "jobs"."status" = 'running';--> statement-breakpoint
CREATE INDEX "jobs_status_updated_at_idx" ON "jobs" USING btree ("status","updated_at");--> statement-breakpoint
CREATE INDEX "jobs_updated_at_idx" ON "jobs" USING btree ("updated_at");--> statement-breakpoint
CREATE INDEX "audit_log_actor_idx" ON "audit_log" USING btree ("actor_id","id");--> statement-breakpoint
CREATE INDEX "audit_log_action_idx" ON "audit_log" USING btree ("action","id");--> statement-breakpoint
CREATE INDEX "audit_log_at_idx" ON "audit_log" USING btree ("at");--> statement-breakpoint
CREATE UNIQUE INDEX "user_recovery_codes_hash_unique" ON "user_recovery_codes" USING btree ("user_id","code_hash");--> statement-breakpoint
CREATE INDEX "user_roles_user_idx" ON "user_roles" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "user_roles_temple_idx" ON "user_roles" USING btree ("temple_id") WHERE "user_roles"."temple_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "user_roles_grant_unique" ON "user_roles" USING btree ("user_id","role",coalesce("temple_id", "pandit_id", '00000000-0000-0000-0000-000000000000'::uuid));--> statement-breakpoint
CREATE INDEX "refunds_ref_idx" ON "refunds" USING btree ("kind","ref_id");--> statement-breakpoint
CREATE INDEX "refunds_order_idx" ON "refunds" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "refunds_payment_idx" ON "refunds" USING btree ("provider_payment_id");--> statement-breakpoint
CREATE INDEX "refunds_pending_idx" ON "refunds" USING btree ("updated_at") WHERE "refunds"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "sandbox_refunds_payment_idx" ON "sandbox_refunds" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "listing_approvals_listing_idx" ON "listing_approvals" USING btree ("kind","listing_id","approved_at");--> statement-breakpoint
CREATE INDEX "listing_approvals_temple_idx" ON "listing_approvals" USING btree ("temple_id");--> statement-breakpoint
CREATE INDEX "media_created_idx" ON "media" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "support_messages_thread_idx" ON "support_messages" USING btree ("thread_id","created_at");--> statement-breakpoint
CREATE INDEX "support_threads_status_idx" ON "support_threads" USING btree ("status","last_message_at");--> statement-breakpoint
CREATE INDEX "support_threads_last_idx" ON "support_threads" USING btree ("last_message_at");--> statement-breakpoint
CREATE INDEX "support_threads_user_idx" ON "support_threads" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "support_threads_email_idx" ON "support_threads" USING btree ("email");--> statement-breakpoint
CREATE INDEX "promises_open_due_idx" ON "promises" USING btree ("due_at") WHERE "promises"."kept_at" is null;--> statement-breakpoint
CREATE INDEX "promises_temple_due_idx" ON "promises" USING btree ("temple_id","due_at");--> statement-breakpoint
CREATE INDEX "promises_pandit_due_idx" ON "promises" USING btree ("pandit_id","due_at");--> statement-breakpoint
CREATE INDEX "promises_kept_idx" ON "promises" USING btree ("kept_at");--> statement-breakpoint
CREATE INDEX "notifications_user_idx" ON "notifications" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "notifications_unread_idx" ON "notifications" USING btree ("user_id") WHERE "notifications"."read_at" is null;--> statement-breakpoint
CREATE INDEX "push_subscriptions_user_idx" ON "push_subscriptions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "videos_created_idx" ON "videos" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "prasad_feedback_offering_idx" ON "prasad_feedback" USING btree ("offering_id");--> statement-breakpoint
CREATE INDEX "prasad_feedback_user_idx" ON "prasad_feedback" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "prasad_offerings_temple_idx" ON "prasad_offerings" USING btree ("temple_id");--> statement-breakpoint
CREATE INDEX "prasad_offerings_published_idx" ON "prasad_offerings" USING btree ("published","sort");--> statement-breakpoint
CREATE INDEX "prasad_orders_user_idx" ON "prasad_orders" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "prasad_orders_email_idx" ON "prasad_orders" USING btree ("donor_email");--> statement-breakpoint
CREATE INDEX "prasad_orders_phone_idx" ON "prasad_orders" USING btree (right(regexp_replace("donor_phone", '[^0-9]', '', 'g'), 10));--> statement-breakpoint
CREATE INDEX "prasad_orders_created_idx" ON "prasad_orders" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "prasad_orders_paid_idx" ON "prasad_orders" USING btree ("paid_at");--> statement-breakpoint
CREATE INDEX "prasad_orders_offering_idx" ON "prasad_orders" USING btree ("offering_id");--> statement-breakpoint
CREATE INDEX "prasad_orders_temple_idx" ON "prasad_orders" USING btree ("temple_id");
--> statement-breakpoint
-- The audit log is append-only (issue 14): no UPDATE, DELETE or TRUNCATE, whoever asks.
-- Appended to the generated migration by scripts/generate-migration.mjs (drizzle-kit has no triggers).
CREATE OR REPLACE FUNCTION audit_log_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit_log is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER audit_log_no_update_delete BEFORE UPDATE OR DELETE ON "audit_log" FOR EACH ROW EXECUTE FUNCTION audit_log_refuse_change();
--> statement-breakpoint
CREATE TRIGGER audit_log_no_truncate BEFORE TRUNCATE ON "audit_log" FOR EACH STATEMENT EXECUTE FUNCTION audit_log_refuse_change();

--> statement-breakpoint
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
