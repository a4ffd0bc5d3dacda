var __defProp = Object.defineProperty;
var __export = (target, all) => {
  for (var name in all)
    __defProp(target, name, { get: all[name], enumerable: true });
};

// src/app.ts
import Fastify from "fastify";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";

// src/db/backup.ts
import { PGlite } from "@electric-sql/pglite";

// src/lib/errors.ts
function codeForStatus(status) {
  switch (status) {
    case 400:
      return "bad_request";
    case 401:
      return "unauthorized";
    case 403:
      return "forbidden";
    case 404:
      return "not_found";
    case 409:
      return "conflict";
    case 429:
      return "rate_limited";
    default:
      return status >= 500 ? "internal" : "bad_request";
  }
}
var AppError = class extends Error {
  constructor(statusCode, message, details, code2, fields) {
    super(message);
    this.statusCode = statusCode;
    this.details = details;
    this.fields = fields;
    this.code = code2 ?? codeForStatus(statusCode);
  }
  statusCode;
  details;
  fields;
  code;
};
var fieldError = (field, message, code2) => new AppError(400, message, void 0, code2, { [field]: message });
var badRequest = (message, details, code2) => new AppError(400, message, details, code2);
var unauthorized = (message = "Please sign in to continue") => new AppError(401, message);
var forbidden = (message = "You do not have access to this resource") => new AppError(403, message);
var notFound = (message) => new AppError(404, message);
var conflict = (message, details, code2) => new AppError(409, message, details, code2);
var tooManyRequests = (message, retryAfterSeconds) => new AppError(429, message, { retryAfter: retryAfterSeconds });
function pgErrorCode(e) {
  const err = e;
  const code2 = err?.cause?.code ?? err?.code;
  return typeof code2 === "string" ? code2 : void 0;
}

// src/lib/openapi.ts
import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import { jsonSchemaTransform } from "fastify-type-provider-zod";
import { z } from "zod";

// ../../packages/shared/src/api/errors.ts
var ERROR_CODES = [
  // generic, one per status
  "bad_request",
  "validation_failed",
  "unauthorized",
  "forbidden",
  "not_found",
  "conflict",
  "rate_limited",
  "internal",
  // booking and payment flows (every payable kind)
  "total_changed",
  "already_paid",
  "booking_expired",
  "booking_closed",
  "sankalp_not_found",
  "payment_init_failed",
  "verify_failed",
  "order_replaced",
  "event_full",
  "event_closed",
  "event_inactive",
  "campaign_closed",
  "out_of_stock",
  "slot_taken",
  // account collections
  "kundli_saved_limit",
  // the devotee's data (export, deletion): the password given to confirm is not the account's
  "password_incorrect",
  // two-factor sign-in (TOTP): the account needs a code, the code given is wrong or used, a staff
  // account must switch it on before any /admin call, it is on already
  "otp_required",
  "otp_invalid",
  "2fa_required",
  "2fa_already_enabled",
  // staff roles: the last admin's admin role cannot be revoked
  "last_admin",
  // temple approval of listings (B9): booking a puja or event its temple has not approved as it
  // stands; an admin approving for a temple that has its own staff account
  "listing_unapproved",
  "temple_has_staff",
  // refunds (issue 14): above the operator's limit (403), nothing paid to refund, more than is
  // still refundable, the provider refused or failed (502); a review already resolved
  "refund_limit",
  "not_paid",
  "refund_exceeds_paid",
  "refund_failed",
  "not_flagged",
  // catalog console (issue 14): a title whose slug another row has; a child row (package, item,
  // offering, seva) that bookings point at cannot be removed
  "slug_taken",
  "in_use",
  // console image uploads (issue 14): above 5 MB (413); not a JPEG, PNG or WebP by its bytes (415)
  "file_too_large",
  "unsupported_image",
  // prasad feedback (issue 10): one review an order, and only once it is delivered
  "already_reviewed",
  "not_delivered",
  // fulfilment board (issue 10): every promise the action would keep is kept already; a puja
  // video that is not an MP4 or WebM by its bytes (415); a byte range past the video's end (416)
  "already_kept",
  "unsupported_video",
  "range_not_satisfiable",
  // paged catalog lists (issue 16): a cursor that is malformed or comes from another list
  "bad_cursor"
];

// src/lib/openapi.ts
var hookDocs = /* @__PURE__ */ new WeakMap();
function describeHook(hook, doc) {
  hookDocs.set(hook, doc);
  return hook;
}
var errorBodySchema = z.looseObject({
  success: z.literal(false),
  message: z.string().describe("For people: may change or be translated. Decide by `code`."),
  error: z.string(),
  code: z.enum(ERROR_CODES).describe("Stable machine code"),
  errors: z.record(z.string(), z.string()).optional().describe('validation_failed: the message of each invalid field, by its path (e.g. "donor.email")'),
  details: z.record(z.string(), z.unknown()).optional().describe(
    "What the code needs: amount_total (total_changed), retryAfter (rate_limited), available (out_of_stock), free (slot_taken) \u2026"
  ),
  data: z.record(z.string(), z.unknown()).optional().describe("total_changed: the current figure where the spec reads it (data.amount_total)")
});
var successEnvelopeSchema = z.looseObject({
  success: z.literal(true),
  message: z.string(),
  data: z.union([z.record(z.string(), z.unknown()), z.array(z.unknown())]).optional().describe(
    "The answer (see the summary); some calls also repeat its fields at the top level, as the spec reads them"
  )
}).describe("The success envelope");
var envelopeOf = (data) => z.looseObject({ success: z.literal(true), message: z.string(), data });
var ERROR_BODY_REF = "#/components/schemas/ErrorBody";
var CODE_TEXT = {
  validation_failed: "a field is invalid: `errors` holds the message of each, by its path",
  bad_request: "malformed JSON or URL, a control character, or refused by a rule",
  total_changed: "the client total differs: `data.amount_total` is the current one",
  kundli_saved_limit: "`details.limit` kundlis are saved already"
};
var STATUS_TEXT = {
  400: "Invalid request",
  401: "No session, or an expired or revoked one",
  403: "The session may not reach this (another user\u2019s id)",
  404: "Not found (or not reachable with this session or access key)",
  409: "Conflicts with the current state; `details` carries what changed",
  429: "Too many requests; `Retry-After` (seconds) and `details.retryAfter` say when to try again",
  500: "A bug on our side, logged under the request id (`X-Request-Id`)",
  502: "The payment provider failed; nothing was charged, and retrying asks again"
};
function errorResponses(spec) {
  const out = {};
  for (const [status, codes] of Object.entries(spec)) {
    if (!codes?.length) continue;
    const list4 = [...new Set(codes)];
    const codesText = list4.map((c) => CODE_TEXT[c] ? `\`${c}\` (${CODE_TEXT[c]})` : `\`${c}\``).join(", ");
    out[status] = {
      description: `${STATUS_TEXT[Number(status)] ?? "Error"}. Codes: ${codesText}.`,
      ...status === "429" ? {
        headers: { "Retry-After": { description: "Seconds until one more try fits", schema: { type: "integer" } } }
      } : {},
      content: {
        "application/json": {
          schema: {
            allOf: [{ $ref: ERROR_BODY_REF }, { type: "object", properties: { code: { type: "string", enum: list4 } } }]
          }
        }
      }
    };
  }
  return out;
}
var AUTH_RANK = { none: 0, optional: 1, required: 2, self: 3 };
function mergeErrors(into, add) {
  for (const [status, codes] of Object.entries(add ?? {})) {
    const s = Number(status);
    into[s] = [.../* @__PURE__ */ new Set([...into[s] ?? [], ...codes])];
  }
}
var hooksOf = (route) => ["onRequest", "preParsing", "preValidation", "preHandler"].flatMap((name) => {
  const h = route[name];
  return Array.isArray(h) ? h : h ? [h] : [];
});
function resolveRouteDoc(route) {
  const declared = route.config?.openapi ?? {};
  const docs = [
    ...hooksOf(route).map((h) => hookDocs.get(h)).filter((d) => !!d),
    declared
  ];
  let auth = "none";
  const errors = {};
  for (const d of docs) {
    if (d.auth && AUTH_RANK[d.auth] > AUTH_RANK[auth]) auth = d.auth;
    mergeErrors(errors, d.errors);
  }
  const schema = route.schema ?? {};
  const validated = !!(schema.body || schema.querystring || schema.params || schema.headers);
  mergeErrors(errors, { 400: validated ? ["validation_failed", "bad_request"] : ["bad_request"] });
  if (/[:*]/.test(route.url)) mergeErrors(errors, { 404: ["not_found"] });
  if (auth === "required" || auth === "self") mergeErrors(errors, { 401: ["unauthorized"] });
  if (auth === "self") mergeErrors(errors, { 403: ["forbidden"] });
  mergeErrors(errors, { 500: ["internal"] });
  return { ...declared, auth, errors };
}
var SECURITY = {
  none: void 0,
  optional: [{}, { bearerAuth: [] }],
  required: [{ bearerAuth: [] }],
  self: [{ bearerAuth: [] }]
};
function successResponses(doc) {
  const s = doc.success ?? {};
  const statuses = s.status === void 0 ? [200] : typeof s.status === "number" ? [s.status] : s.status;
  const description = s.description ?? (s.contentType ? `The ${s.contentType} document` : "Success");
  const content = s.contentType ? { [s.contentType]: { schema: z.string().meta({ format: "binary" }) } } : { "application/json": { schema: s.schema ?? successEnvelopeSchema } };
  return Object.fromEntries(statuses.map((status) => [String(status), { description, content }]));
}
var openApiTransform = (input) => {
  const doc = input.route.config?.openapi;
  if (!doc || input.schema?.hide) return jsonSchemaTransform(input);
  const schema = { ...input.schema };
  if (doc.requestBody && !schema.body) {
    schema.body = doc.requestBody.description ? doc.requestBody.schema.describe(doc.requestBody.description) : doc.requestBody.schema;
  }
  if (doc.headers && !schema.headers) schema.headers = doc.headers;
  if (!schema.security && SECURITY[doc.auth ?? "none"]) schema.security = SECURITY[doc.auth ?? "none"];
  const ownErrors = Object.fromEntries(
    Object.entries(doc.ownErrors ?? {}).map(([status, e]) => [
      status,
      { description: e.description, content: { "application/json": { schema: e.schema } } }
    ])
  );
  schema.response = { ...successResponses(doc), ...ownErrors, ...schema.response };
  const out = jsonSchemaTransform({ ...input, schema });
  const response = { ...out.schema.response };
  for (const [status, envelope] of Object.entries(errorResponses(doc.errors ?? {}))) {
    const own = response[status];
    response[status] = own?.content?.["application/json"] ? {
      ...own,
      description: `${own.description} \u2014 or: ${envelope.description}`,
      content: {
        "application/json": {
          schema: {
            anyOf: [own.content["application/json"].schema, envelope.content["application/json"].schema]
          }
        }
      }
    } : own ?? envelope;
  }
  return { url: out.url, schema: { ...out.schema, response } };
};
var errorBodyJson = (() => {
  const { $schema: _ignored, ...json } = z.toJSONSchema(errorBodySchema, { target: "openapi-3.0" });
  return json;
})();
async function registerOpenApi(app) {
  app.addHook("onRoute", (route) => {
    if (route.schema?.hide) return;
    route.config = { ...route.config, openapi: resolveRouteDoc(route) };
  });
  await app.register(swagger, {
    openapi: {
      info: {
        title: "Sankalp API",
        version: "1.0.0",
        description: "Every answer is an envelope: `{ success: true, message, data }`, or on error `{ success: false, message, error, code }` (ErrorBody) with a stable `code`."
      },
      servers: [{ url: "/" }],
      components: {
        securitySchemes: {
          bearerAuth: {
            type: "http",
            scheme: "bearer",
            description: "An opaque session token (data.token of POST /api/v1/auth/login or /auth/register), sent as `Authorization: Bearer <token>`; revoked by POST /api/v1/auth/logout."
          }
        },
        schemas: { ErrorBody: errorBodyJson }
      }
    },
    transform: openApiTransform
  });
  await app.register(swaggerUi, { routePrefix: "/api/docs" });
}

// src/lib/loopback.ts
var LOOPBACK = /^(127\.\d{1,3}\.\d{1,3}\.\d{1,3}|::1|::ffff:127\.\d{1,3}\.\d{1,3}\.\d{1,3})$/;
function isLoopbackRequest(req) {
  const peer = req.socket?.remoteAddress ?? "";
  return LOOPBACK.test(peer) && req.headers["x-forwarded-for"] === void 0 && req.headers.forwarded === void 0;
}
async function loopbackOnly(req) {
  if (!isLoopbackRequest(req)) throw notFound("Not found");
}
describeHook(loopbackOnly, { errors: { 404: ["not_found"] } });

// src/db/backup.ts
function registerBackupRoute(app, db) {
  app.get("/internal/backup", { onRequest: loopbackOnly, schema: { hide: true } }, async (_req, reply2) => {
    if (!db.dump) {
      return reply2.status(409).send({
        success: false,
        message: "This server runs on PostgreSQL: back it up with pg_dump (see the README)",
        error: "Conflict",
        code: "conflict"
      });
    }
    const archive = await db.dump();
    return reply2.header("content-type", "application/gzip").header("content-disposition", `attachment; filename="${backupName(/* @__PURE__ */ new Date())}"`).header("cache-control", "no-store").send(archive);
  });
}
var backupName = (at) => `sankalp-${at.toISOString().replace(/[:.]/g, "-").slice(0, 19)}.tar.gz`;

// src/lib/connection-limits.ts
var HEADERS_TIMEOUT_MS = 1e4;
var REQUEST_TIMEOUT_MS = 15e3;
var MAX_CONNECTIONS_PER_IP = 64;
function limitConnectionsPerIp(server, max = MAX_CONNECTIONS_PER_IP) {
  const open = /* @__PURE__ */ new Map();
  server.on("connection", (socket) => {
    const ip = socket.remoteAddress ?? "";
    const count15 = open.get(ip) ?? 0;
    if (count15 >= max) {
      socket.destroy();
      return;
    }
    open.set(ip, count15 + 1);
    socket.once("close", () => {
      const left = (open.get(ip) ?? 1) - 1;
      if (left > 0) open.set(ip, left);
      else open.delete(ip);
    });
  });
}

// src/lib/request-deadlines.ts
var UPLOAD_IDLE_MS = 3e4;
var UPLOAD_MAX_MS = 2 * 60 * 6e4;
var TIMEOUT_RESPONSE = "HTTP/1.1 408 Request Timeout\r\nConnection: close\r\nContent-Length: 0\r\n\r\n";
var hasBody = (req) => req.headers["transfer-encoding"] !== void 0 || req.headers["content-length"] !== void 0 && req.headers["content-length"] !== "0";
function cutStalledRequests(app, d) {
  const idleMs = d.uploadIdleMs ?? UPLOAD_IDLE_MS;
  const maxMs = d.uploadMaxMs ?? UPLOAD_MAX_MS;
  const everyMs = Math.max(50, Math.min(1e3, Math.floor(Math.min(idleMs, d.requestMs) / 4)));
  const pending = /* @__PURE__ */ new Set();
  let sweeper = null;
  const sweep = () => {
    const now = Date.now();
    for (const p3 of pending) {
      const { req, reply: reply2, socket } = p3;
      if (req.raw.complete || socket.destroyed || reply2.raw.writableFinished) {
        pending.delete(p3);
        continue;
      }
      if (socket.bytesRead !== p3.lastBytes) {
        p3.lastBytes = socket.bytesRead;
        p3.lastProgress = now;
      }
      const late = p3.upload ? now - p3.lastProgress >= idleMs || now - p3.started >= maxMs : now - p3.started >= d.requestMs;
      if (!late) continue;
      pending.delete(p3);
      if (!reply2.raw.headersSent) socket.end(TIMEOUT_RESPONSE);
      setTimeout(() => socket.destroy(), 1e3).unref();
    }
    if (pending.size === 0 && sweeper) {
      clearInterval(sweeper);
      sweeper = null;
    }
  };
  app.addHook("onRequest", (req, reply2, done2) => {
    const socket = req.raw.socket;
    if (!socket || typeof socket.bytesRead !== "number" || req.raw.complete || !hasBody(req)) return done2();
    const now = Date.now();
    const upload = req.routeOptions.config?.longUpload === true;
    pending.add({ req, reply: reply2, socket, upload, started: now, lastBytes: socket.bytesRead, lastProgress: now });
    if (!sweeper) {
      sweeper = setInterval(sweep, everyMs);
      sweeper.unref();
    }
    done2();
  });
  app.addHook("onClose", (_app, next) => {
    if (sweeper) clearInterval(sweeper);
    sweeper = null;
    pending.clear();
    next();
  });
}

// src/lib/compression.ts
import compress from "@fastify/compress";
var BODYLESS = /* @__PURE__ */ new Set(["GET", "HEAD", "OPTIONS"]);
async function registerCompression(app) {
  app.addHook("onRoute", (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (route.decompress === void 0 && methods.every((m) => BODYLESS.has(m))) route.decompress = false;
  });
  await app.register(compress, { global: true, encodings: ["gzip"], threshold: 1024 });
}

// src/lib/error-handler.ts
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";

// ../../packages/shared/src/schemas/fields.ts
import { z as z2 } from "zod";

// ../../packages/shared/src/constants.ts
var FEATURED_PUJA_COUNT = 3;
var OTP_LENGTH = 6;
var OTP_VALID_SECONDS = 300;
var STREAM_CATEGORIES = ["Abhishekam", "Aarti", "Puja", "Havan"];
var PHONE_COUNTRY_CODE = "91";
var CURRENCY = "INR";
var NAME_MIN = 2;
var NAME_MAX = 25;
var ACCOUNT_NAME_MAX = 100;
var GOTRA_MAX = 50;
var FAMILY_NAME_MAX = 25;
var SPECIAL_PRAYERS_MAX = 1e3;
var ADDRESS_LINE_MIN = 5;
var ADDRESS_LINE_MAX = 100;
var CITY_MIN = 2;
var CITY_MAX = 50;
var COUNTRY_MAX = 50;
var DEFAULT_COUNTRY = "India";
var PINCODE_PATTERN = /^[1-9]\d{5}$/;
var PHONE_MIN_DIGITS = 10;
var PHONE_MAX_DIGITS = 15;
var MOBILE_DIGITS = 10;
var INDIAN_MOBILE_PATTERN = /^[6-9]\d{9}$/;
var DONATION_PHONE_PATTERN = /^\+?\d{9,15}$/;
var PAN_PATTERN = /^[A-Z]{5}\d{4}[A-Z]$/;
var EMAIL_MAX = 254;
var PASSWORD_MIN = 8;
var PASSWORD_MAX = 128;
var DEFAULT_OFFERING_TYPE = "Other";
var PUJA_CONFIRMATION_CALL_TEXT = "within 2 hours";
var PUJA_VIDEO_TEXT = "within 3-5 days";
var AASHIRWAD_BOX_TEXT = "8-10 days";
var CAMPAIGN_CATEGORIES = ["annadaan", "gau_seva", "temple_renovation", "social_activity"];
var CONSULTATION_FEE_RUPEES = 1e3;
var RELATED_PRODUCTS_MAX = 4;
var FEEDBACK_COMMENT_MIN = 10;
var FEEDBACK_COMMENT_MAX = 500;
var RATING_MIN = 1;
var RATING_MAX = 5;
var PRODUCT_CATEGORIES = ["cloths", "worship"];
var LANGUAGES = ["English", "Hindi", "Sanskrit"];
var TIMEZONES = ["IST", "UTC", "EST"];
var DEFAULT_SETTINGS = {
  darkMode: false,
  language: "English",
  timezone: "IST",
  notifications: {
    email: true,
    push: true,
    sms: false,
    ceremonies: true,
    donations: true,
    reminders: true,
    /** Issue 10: WhatsApp updates (part 1: "Updates are sent through WhatsApp"), on unless turned off. */
    whatsapp: true
  },
  privacy: {
    profileVisible: true,
    shareActivity: false,
    allowAnalytics: true
  }
};
var SUPPORT_HOURS = {
  /** Phone support on help, contact and policy pages. */
  phone: "6 AM to 10 PM, every day",
  /** Phone support as stated on the browsing pages. */
  phoneBrowsing: "10:30 AM to 7:30 PM",
  chat: "9 AM to 9 PM",
  emailReply: "within 24 hours",
  refundDesk: "9 AM to 9 PM"
};
var REFUND_TIERS = [
  { minHours: 24, minInclusive: false, percent: 100, label: "More than 24 hours before" },
  { minHours: 12, minInclusive: true, percent: 50, label: "12 to 24 hours before" },
  { minHours: Number.NEGATIVE_INFINITY, minInclusive: true, percent: 0, label: "Less than 12 hours before" }
];
var POLICY = {
  /** Puja cancel or reschedule allowed up to this many hours before. */
  pujaCancelHoursBefore: 24,
  /** Prasad ships this many business days after the puja. */
  prasadShipBusinessDays: "3-5",
  /** 80G certificate for donations above this amount (rupees). */
  certificate80GMinRupees: 500,
  /** 80G certificate e-mailed within this many days. */
  certificate80GDays: 7,
  /** Refund request within this many hours. */
  refundRequestHours: 24,
  /** Refund processing time. */
  refundProcessingBusinessDays: "5-7",
  /** Refund time for donations already at the temple. */
  refundDonationAtTempleDays: "15-30",
  /** Astrologer no-show: full refund when not joined within this many minutes. */
  astroNoShowMinutes: 15,
  /** Astrology: 50 % refund when less than this share of the consultation was completed. */
  astroPartialRefundBelowPercent: 50,
  astroPartialRefundPercent: 50,
  /** Astrology complaints within this many hours. */
  astroComplaintHours: 24,
  /** Astrology per-minute rate range stated (rupees). */
  astroRatePerMinuteRupees: "10-50",
  /** Disputed charges within this many days. */
  disputeDays: 30,
  /** Refund review time. */
  refundReviewHours: "24-48",
  /** Date printed on the policy pages. */
  lastUpdated: "January 2024"
};

// ../../packages/shared/src/money-input.ts
var WHOLE_RUPEES_MESSAGE = "Enter whole rupees";
var AMOUNT_TOO_LARGE_MESSAGE = "Please enter a smaller amount";
var MONEY_INPUT_MAX = 1e7;
function parseWholeRupees(text27) {
  const t = text27.replace(/[\s,₹]/g, "");
  if (t === "") return { amount: 0, error: null };
  if (!/^\d+$/.test(t)) return { amount: 0, error: WHOLE_RUPEES_MESSAGE };
  const amount = Number(t);
  if (!Number.isSafeInteger(amount) || amount > MONEY_INPUT_MAX) return { amount: 0, error: AMOUNT_TOO_LARGE_MESSAGE };
  return { amount, error: null };
}

// ../../packages/shared/src/schemas/fields.ts
var LETTERS_AND_SPACES = /^[\p{L}\p{M} ]+$/u;
var EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
var PHONE_CHARACTERS = /^\+?[\d\s()-]+$/;
var CONTROL_CHARACTERS = new RegExp("\\p{Cc}", "u");
var CONTROL_CHARACTERS_BUT_LINES = /[^\P{Cc}\t\n\r]/u;
var CONTROL_CHARACTERS_MESSAGE = "Remove control characters";
var noControlCharacters = (v) => v === void 0 || !CONTROL_CHARACTERS.test(v);
var countDigits = (value) => value.replace(/\D/g, "").length;
function requiredText(message, controls = CONTROL_CHARACTERS_MESSAGE) {
  return z2.string({ error: message }).trim().min(1, { error: message, abort: true }).refine((v) => !CONTROL_CHARACTERS.test(v), { error: controls, abort: true });
}
var personNameSchema = requiredText("Full name is required", "Name can only contain letters and spaces").min(NAME_MIN, `Name must be at least ${NAME_MIN} characters`).max(NAME_MAX, `Name cannot exceed ${NAME_MAX} characters`).regex(LETTERS_AND_SPACES, "Name can only contain letters and spaces");
var gotraSchema = requiredText("Gotra is required", "Gotra can only contain letters and spaces").max(GOTRA_MAX, `Gotra cannot exceed ${GOTRA_MAX} characters`).regex(LETTERS_AND_SPACES, "Gotra can only contain letters and spaces");
var emailSchemaRequiredAs = (required) => requiredText(required, "Please enter a valid email address").regex(EMAIL_PATTERN, "Please enter a valid email address").max(EMAIL_MAX, "Email address is too long");
var emailSchema = emailSchemaRequiredAs("Email address is required");
var phoneSchema = requiredText("Phone number is required", "Please enter a valid phone number").regex(PHONE_CHARACTERS, "Please enter a valid phone number").refine((v) => countDigits(v) >= PHONE_MIN_DIGITS, `Phone number must have at least ${PHONE_MIN_DIGITS} digits`).refine((v) => countDigits(v) <= PHONE_MAX_DIGITS, `Phone number cannot exceed ${PHONE_MAX_DIGITS} digits`);
var passwordSchema = z2.string({ error: "Password is required" }).min(1, { error: "Password is required", abort: true }).min(PASSWORD_MIN, `Password must be at least ${PASSWORD_MIN} characters`).max(PASSWORD_MAX, `Password cannot exceed ${PASSWORD_MAX} characters`);
var wholeRupeesSchema = z2.union([z2.number(), z2.string()]).nullish().transform((v, ctx) => {
  if (v === null || v === void 0) return 0;
  if (typeof v === "number") {
    if (Number.isSafeInteger(v) && v >= 0 && v <= MONEY_INPUT_MAX) return v;
    ctx.addIssue({
      code: "custom",
      message: Number.isInteger(v) && v > MONEY_INPUT_MAX ? AMOUNT_TOO_LARGE_MESSAGE : WHOLE_RUPEES_MESSAGE
    });
    return z2.NEVER;
  }
  const parsed = parseWholeRupees(v);
  if (parsed.error) {
    ctx.addIssue({ code: "custom", message: parsed.error });
    return z2.NEVER;
  }
  return parsed.amount;
});

// src/lib/control-characters.ts
function findIn(value, bad, path, depth = 0) {
  if (typeof value === "string") return bad.test(value) ? path : void 0;
  if (depth > 20 || value === null || typeof value !== "object" || Buffer.isBuffer(value)) return void 0;
  for (const [k, v] of Object.entries(value)) {
    const at = path ? `${path}.${k}` : k;
    if (CONTROL_CHARACTERS.test(k)) return at;
    const found3 = findIn(v, bad, at, depth + 1);
    if (found3) return found3;
  }
  return void 0;
}
async function refuseControlCharacters(req, reply2) {
  const field = findIn(req.params, CONTROL_CHARACTERS, "") ?? findIn(req.query, CONTROL_CHARACTERS, "") ?? findIn(req.body, CONTROL_CHARACTERS_BUT_LINES, "");
  if (field === void 0) return;
  await reply2.status(400).send({
    success: false,
    message: CONTROL_CHARACTERS_MESSAGE,
    error: "Validation failed",
    code: "validation_failed",
    errors: { [field || "body"]: CONTROL_CHARACTERS_MESSAGE }
  });
}

// src/lib/route-hooks.ts
function hooksOf2(hooks) {
  if (hooks === void 0) return [];
  return Array.isArray(hooks) ? hooks : [hooks];
}

// src/lib/error-handler.ts
function registerErrorHandler(app) {
  app.addHook("onRoute", (route) => {
    if (route.config?.allowControlCharacters) return;
    route.preHandler = [refuseControlCharacters, ...hooksOf2(route.preHandler)];
  });
  app.setErrorHandler((err, req, reply2) => {
    if (hasZodFastifySchemaValidationErrors(err)) {
      const fields = {};
      for (const v of err.validation) {
        const key2 = v.instancePath.replace(/^\//, "").replaceAll("/", ".") || String(err.validationContext ?? "body");
        fields[key2] ??= v.message ?? "Invalid value";
      }
      const first = Object.values(fields)[0] ?? "Invalid request";
      return reply2.status(400).send({ success: false, message: first, error: "Validation failed", code: "validation_failed", errors: fields });
    }
    if (err instanceof AppError) {
      if (err.statusCode === 429 && err.details?.retryAfter) {
        reply2.header("Retry-After", String(err.details.retryAfter));
      }
      return reply2.status(err.statusCode).send({
        success: false,
        message: err.message,
        error: err.message,
        code: err.code,
        ...err.fields ? { errors: err.fields } : {},
        ...err.details ? { details: err.details } : {},
        // The spec's callers read a changed total from data.amount_total.
        ...err.code === "total_changed" ? { data: err.details } : {}
      });
    }
    const code2 = pgErrorCode(err);
    if (code2 === "23505") {
      return reply2.status(409).send({ success: false, message: "This record already exists", error: "Conflict", code: "conflict" });
    }
    if (code2?.startsWith("22") || code2 === "54000") {
      return reply2.status(400).send({ success: false, message: "Invalid value in request", error: "Bad Request", code: "bad_request" });
    }
    if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500) {
      return reply2.status(err.statusCode).send({ success: false, message: err.message, error: err.code ?? "Bad Request", code: codeForStatus(err.statusCode) });
    }
    req.log.error({ err }, "unhandled error");
    return reply2.status(500).send({ success: false, message: "Something went wrong", error: "Internal Server Error", code: "internal" });
  });
}

// src/lib/health.ts
import { readFileSync as readFileSync2 } from "node:fs";
import { join as join2 } from "node:path";
import { sql as sql20 } from "drizzle-orm";

// src/db/client.ts
import { existsSync, mkdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite as PGlite2 } from "@electric-sql/pglite";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";

// src/db/schema/index.ts
var schema_exports = {};
__export(schema_exports, {
  DEFAULT_WORKING_HOURS: () => DEFAULT_WORKING_HOURS,
  JOB_STATUSES: () => JOB_STATUSES,
  NOTIFICATION_CHANNELS: () => NOTIFICATION_CHANNELS,
  NOTIFICATION_TYPES: () => NOTIFICATION_TYPES,
  PRODUCT_ORDER_STATUSES: () => PRODUCT_ORDER_STATUSES,
  addresses: () => addresses,
  appSettings: () => appSettings,
  auditLog: () => auditLog,
  campaignSevas: () => campaignSevas,
  campaigns: () => campaigns,
  cartLines: () => cartLines,
  chadhavaBookingOfferings: () => chadhavaBookingOfferings,
  chadhavaBookings: () => chadhavaBookings,
  chadhavaEvents: () => chadhavaEvents,
  donationReceiptCounters: () => donationReceiptCounters,
  donationSevas: () => donationSevas,
  donations: () => donations,
  eventOfferings: () => eventOfferings,
  eventTerms: () => eventTerms,
  installationSecrets: () => installationSecrets,
  jobs: () => jobs,
  listingApprovals: () => listingApprovals,
  liveHold: () => liveHold,
  liveOrderHold: () => liveOrderHold,
  mailOutbox: () => mailOutbox,
  media: () => media,
  notificationDeliveries: () => notificationDeliveries,
  notifications: () => notifications,
  occupying: () => occupying,
  offerings: () => offerings,
  panditBookings: () => panditBookings,
  pandits: () => pandits,
  passwordOtps: () => passwordOtps,
  payableReferences: () => payableReferences,
  paymentOrders: () => paymentOrders,
  paymentTransactions: () => paymentTransactions,
  paymentWebhookEvents: () => paymentWebhookEvents,
  prasadFeedback: () => prasadFeedback,
  prasadOfferings: () => prasadOfferings,
  prasadOrders: () => prasadOrders,
  productOrderLines: () => productOrderLines,
  productOrders: () => productOrders,
  productStock: () => productStock,
  products: () => products,
  promises: () => promises,
  pujaBookingItems: () => pujaBookingItems,
  pujaBookings: () => pujaBookings,
  pujaChadhavaItems: () => pujaChadhavaItems,
  pujaPackages: () => pujaPackages,
  pujaTerms: () => pujaTerms,
  pujas: () => pujas,
  pushSubscriptions: () => pushSubscriptions,
  rateLimits: () => rateLimits,
  refunds: () => refunds,
  sandboxOrders: () => sandboxOrders,
  sandboxPayments: () => sandboxPayments,
  sandboxRefunds: () => sandboxRefunds,
  sankalps: () => sankalps,
  savedKundlis: () => savedKundlis,
  sessions: () => sessions,
  standingApproval: () => standingApproval,
  streams: () => streams,
  supportMessages: () => supportMessages,
  supportThreads: () => supportThreads,
  temples: () => temples,
  userRecoveryCodes: () => userRecoveryCodes,
  userRoles: () => userRoles,
  userStuff: () => userStuff,
  userTwoFactor: () => userTwoFactor,
  users: () => users,
  videos: () => videos
});

// src/db/schema/catalog.ts
import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  uuid
} from "drizzle-orm/pg-core";
var id = () => uuid("id").primaryKey().defaultRandom();
var createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
var managed = () => ({
  published: boolean("published").notNull().default(true),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow()
});
var temples = pgTable(
  "temples",
  {
    id: id(),
    name: text("name").notNull(),
    slug: text("slug").notNull().unique(),
    location: text("location").notNull(),
    deity: text("deity").notNull(),
    description: text("description").notNull(),
    about: text("about").notNull(),
    image: text("image").notNull(),
    createdAt: createdAt(),
    ...managed()
  },
  (t) => [
    // GET /temples pages (issue 16): keyset on (created_at, id).
    index("temples_created_idx").on(t.createdAt, t.id)
  ]
);
var pujas = pgTable(
  "pujas",
  {
    id: id(),
    slug: text("slug").notNull().unique(),
    title: text("title").notNull(),
    description: text("description").notNull(),
    templeId: uuid("temple_id").notNull().references(() => temples.id),
    image: text("image").notNull(),
    aboutPujaCard: jsonb("about_puja_card").$type().notNull(),
    aboutTemple: text("about_temple").notNull(),
    rating: real("rating").notNull().default(4.9),
    tithi: text("tithi").notNull(),
    tag: text("tag").notNull(),
    occasion: text("occasion").notNull(),
    type: text("type").notNull(),
    duration: text("duration").notNull(),
    joinedNo: integer("joined_no").notNull().default(0),
    benefits: jsonb("benefits").$type().notNull(),
    startTime: timestamp("start_time", { withTimezone: true }).notNull(),
    endTime: timestamp("end_time", { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    ...managed()
  },
  // The paged lists (issue 16, decision 013): the open pujas (end_time > now, a range of this index
  // then ordered by start), the closed ones walked back along it; a temple's pujas; the featured
  // three read in joinedNo order until three open ones are found.
  (t) => [
    index("pujas_start_time_idx").on(t.startTime, t.id),
    index("pujas_end_time_idx").on(t.endTime, t.id),
    index("pujas_temple_end_time_idx").on(t.templeId, t.endTime),
    index("pujas_featured_idx").on(t.joinedNo.desc(), t.startTime, t.id)
  ]
);
var pujaPackages = pgTable(
  "puja_packages",
  {
    id: id(),
    pujaId: uuid("puja_id").notNull().references(() => pujas.id, { onDelete: "cascade" }),
    img: text("img").notNull(),
    thumbnailTitle: text("thumbnail_title").notNull(),
    pricePaise: integer("price_paise").notNull(),
    numberOfPeople: integer("number_of_people").notNull(),
    points: jsonb("points").$type().notNull(),
    sort: integer("sort").notNull().default(0)
  },
  (t) => [index("puja_packages_puja_idx").on(t.pujaId)]
);
var pujaChadhavaItems = pgTable(
  "puja_chadhava_items",
  {
    id: id(),
    pujaId: uuid("puja_id").notNull().references(() => pujas.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    pricePaise: integer("price_paise").notNull(),
    image: text("image").notNull(),
    description: text("description").notNull(),
    sort: integer("sort").notNull().default(0)
  },
  (t) => [index("puja_chadhava_items_puja_idx").on(t.pujaId)]
);
var offerings = pgTable(
  "offerings",
  {
    id: id(),
    name: text("name").notNull(),
    description: text("description").notNull(),
    pricePaise: integer("price_paise").notNull(),
    image: text("image").notNull(),
    type: text("type").notNull(),
    sort: integer("sort").notNull().default(0)
  },
  (t) => [index("offerings_sort_idx").on(t.sort, t.id)]
);
var streams = pgTable(
  "streams",
  {
    id: id(),
    title: text("title").notNull(),
    /** Embed source (iframe src); null means "no video source configured". */
    video: text("video"),
    image: text("image").notNull(),
    pandit: text("pandit").notNull(),
    templeId: uuid("temple_id").references(() => temples.id),
    /** Used when the stream is not at a temple of the catalog. */
    templeText: text("temple_text"),
    description: text("description").notNull(),
    category: text("category").notNull(),
    viewers: integer("viewers").notNull().default(0),
    startTime: timestamp("start_time", { withTimezone: true }).notNull(),
    endTime: timestamp("end_time", { withTimezone: true }),
    createdAt: createdAt(),
    ...managed()
  },
  (t) => [index("streams_start_time_idx").on(t.startTime, t.id)]
);
var campaigns = pgTable(
  "campaigns",
  {
    id: id(),
    slug: text("slug").notNull().unique(),
    title: text("title").notNull(),
    subtitle: text("subtitle").notNull(),
    img: text("img").notNull(),
    images: jsonb("images").$type().notNull(),
    story: text("story").notNull(),
    description: text("description").notNull(),
    // bigint: a campaign may pass ₹2.1 crore, the end of a 32-bit count of paise.
    raisedPaise: bigint("raised_paise", { mode: "number" }).notNull().default(0),
    goalPaise: bigint("goal_paise", { mode: "number" }).notNull(),
    participants: integer("participants").notNull().default(0),
    category: text("category").notNull(),
    benefits: jsonb("benefits").$type().notNull(),
    donorAvatars: jsonb("donor_avatars").$type().notNull(),
    /** Donations to it may carry an 80G receipt (above ₹500, with the donor's PAN). */
    eligible80g: boolean("eligible_80g").notNull().default(false),
    createdAt: createdAt(),
    ...managed()
  },
  (t) => [
    index("campaigns_created_idx").on(t.createdAt, t.id),
    index("campaigns_category_idx").on(t.category, t.createdAt, t.id)
  ]
);
var campaignSevas = pgTable(
  "campaign_sevas",
  {
    id: id(),
    campaignId: uuid("campaign_id").notNull().references(() => campaigns.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    description: text("description").notNull(),
    pricePaise: integer("price_paise").notNull(),
    img: text("img").notNull(),
    sort: integer("sort").notNull().default(0)
  },
  (t) => [index("campaign_sevas_campaign_idx").on(t.campaignId)]
);
var chadhavaEvents = pgTable(
  "chadhava_events",
  {
    id: id(),
    slug: text("slug").notNull().unique(),
    name: text("name").notNull(),
    templeId: uuid("temple_id").notNull().references(() => temples.id),
    date: timestamp("date", { withTimezone: true }).notNull(),
    isActive: boolean("is_active").notNull().default(true),
    maxParticipants: integer("max_participants"),
    currentParticipants: integer("current_participants").notNull().default(0),
    basePricePaise: integer("base_price_paise").notNull().default(0),
    about: text("about").notNull(),
    images: jsonb("images").$type().notNull(),
    createdAt: createdAt(),
    ...managed()
  },
  (t) => [
    index("chadhava_events_date_idx").on(t.date, t.id),
    index("chadhava_events_temple_date_idx").on(t.templeId, t.date)
  ]
);
var eventOfferings = pgTable(
  "event_offerings",
  {
    id: id(),
    eventId: uuid("event_id").notNull().references(() => chadhavaEvents.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    pricePaise: integer("price_paise").notNull(),
    description: text("description").notNull(),
    image: text("image").notNull(),
    type: text("type").notNull().default("Other"),
    sort: integer("sort").notNull().default(0)
  },
  (t) => [index("event_offerings_event_idx").on(t.eventId)]
);
var products = pgTable(
  "products",
  {
    id: id(),
    name: text("name").notNull(),
    slug: text("slug").notNull().unique(),
    description: text("description").notNull(),
    category: text("category").notNull(),
    features: jsonb("features").$type().notNull(),
    primaryImage: text("primary_image").notNull(),
    secondaryImages: jsonb("secondary_images").$type().notNull(),
    basePricePaise: integer("base_price_paise").notNull(),
    sizes: jsonb("sizes").$type().notNull(),
    colors: jsonb("colors").$type().notNull(),
    /** Ids of related products (at most 4 are shown, never the product itself). */
    relatedIds: jsonb("related_ids").$type().notNull(),
    sort: integer("sort").notNull().default(0),
    createdAt: createdAt(),
    ...managed()
  },
  (t) => [index("products_category_idx").on(t.category, t.sort, t.id)]
);
var WORKDAY = [
  { from: "10:00", to: "13:00" },
  { from: "16:00", to: "19:00" }
];
var DEFAULT_WORKING_HOURS = [[], WORKDAY, WORKDAY, WORKDAY, WORKDAY, WORKDAY, WORKDAY];
var productStock = pgTable(
  "product_stock",
  {
    productId: uuid("product_id").notNull().references(() => products.id, { onDelete: "cascade" }),
    size: text("size").notNull(),
    color: text("color").notNull(),
    onHand: integer("on_hand")
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.size, t.color] }),
    check("product_stock_on_hand_check", sql`${t.onHand} is null or ${t.onHand} >= 0`)
  ]
);
var pandits = pgTable(
  "pandits",
  {
    id: id(),
    name: text("name").notNull(),
    location: text("location").notNull(),
    img: text("img").notNull(),
    description: text("description").notNull(),
    highlightPoints: jsonb("highlight_points").$type().notNull(),
    experienceYears: integer("experience_years").notNull(),
    languages: jsonb("languages").$type().notNull(),
    specialities: jsonb("specialities").$type().notNull(),
    rating: real("rating").notNull(),
    feePaise: integer("fee_paise").notNull(),
    /** The consultation services offered ('Astro', 'Vastu'). */
    services: jsonb("services").$type().notNull().default(["Astro", "Vastu"]),
    /** Weekly working hours in IST: index 0 = Sunday … 6 = Saturday; an empty day is a day off. */
    workingHours: jsonb("working_hours").$type().notNull().default(DEFAULT_WORKING_HOURS),
    sort: integer("sort").notNull().default(0),
    /** IST dates ('YYYY-MM-DD') the pandit takes off on top of the weekly days off. */
    daysOff: jsonb("days_off").$type().notNull().default([]),
    ...managed()
  },
  (t) => [index("pandits_sort_idx").on(t.sort, t.id)]
);

// src/db/schema/mail.ts
import { index as index2, jsonb as jsonb2, pgTable as pgTable2, text as text2, timestamp as timestamp2, uuid as uuid2 } from "drizzle-orm/pg-core";
var mailOutbox = pgTable2(
  "mail_outbox",
  {
    id: uuid2("id").primaryKey().defaultRandom(),
    to: text2("to").notNull(),
    subject: text2("subject").notNull(),
    text: text2("text").notNull(),
    html: text2("html"),
    /** What the mail is about, e.g. `otp` or `puja-booking:<id>`; unique per purpose where set. */
    dedupeKey: text2("dedupe_key").unique(),
    attachments: jsonb2("attachments").$type().notNull().default([]),
    createdAt: timestamp2("created_at", { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp2("sent_at", { withTimezone: true }),
    lastError: text2("last_error")
  },
  (t) => [index2("mail_outbox_to_idx").on(t.to, t.createdAt), index2("mail_outbox_unsent_idx").on(t.sentAt)]
);

// src/db/schema/accounts.ts
import { sql as sql2 } from "drizzle-orm";
import {
  boolean as boolean2,
  index as index3,
  integer as integer2,
  jsonb as jsonb3,
  pgTable as pgTable3,
  primaryKey as primaryKey2,
  text as text3,
  timestamp as timestamp3,
  uniqueIndex,
  uuid as uuid3
} from "drizzle-orm/pg-core";
var createdAt2 = () => timestamp3("created_at", { withTimezone: true }).notNull().defaultNow();
var users = pgTable3("users", {
  id: uuid3("id").primaryKey().defaultRandom(),
  fullName: text3("full_name").notNull(),
  /** Stored lower-cased; unique. */
  email: text3("email").notNull().unique(),
  /** Digits only, with country code (e.g. 919876543210); unique. */
  phoneNumber: text3("phone_number").notNull().unique(),
  passwordHash: text3("password_hash").notNull(),
  userStuffId: uuid3("user_stuff_id").notNull().unique(),
  /** Part 3 settings, synced across devices; null until first saved. */
  settings: jsonb3("settings").$type(),
  createdAt: createdAt2(),
  updatedAt: timestamp3("updated_at", { withTimezone: true }).notNull().defaultNow(),
  /**
   * Set when the devotee deleted the account (modules/privacy): the row stays as a tombstone that
   * the kept payment records point at, its name, e-mail, phone, password and settings erased (the
   * e-mail and phone freed for a new sign-up). Null for a live account.
   */
  deletedAt: timestamp3("deleted_at", { withTimezone: true })
});
var userStuff = pgTable3("user_stuff", {
  id: uuid3("id").primaryKey().defaultRandom(),
  userId: uuid3("user_id").notNull().unique().references(() => users.id, { onDelete: "cascade" }),
  pujaBookingIds: uuid3("puja_booking_ids").array().notNull().default(sql2`'{}'::uuid[]`),
  chadhavaBookingIds: uuid3("chadhava_booking_ids").array().notNull().default(sql2`'{}'::uuid[]`),
  donationBookingIds: uuid3("donation_booking_ids").array().notNull().default(sql2`'{}'::uuid[]`),
  productOrderIds: uuid3("product_order_ids").array().notNull().default(sql2`'{}'::uuid[]`),
  panditBookingIds: uuid3("pandit_booking_ids").array().notNull().default(sql2`'{}'::uuid[]`),
  prasadOrderIds: uuid3("prasad_order_ids").array().notNull().default(sql2`'{}'::uuid[]`),
  createdAt: createdAt2()
});
var addresses = pgTable3(
  "addresses",
  {
    id: uuid3("id").primaryKey().defaultRandom(),
    userId: uuid3("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    addressLine1: text3("address_line1").notNull(),
    addressLine2: text3("address_line2").notNull().default(""),
    city: text3("city").notNull(),
    pincode: integer2("pincode").notNull(),
    state: text3("state").notNull(),
    country: text3("country").notNull().default("India"),
    isDefault: boolean2("is_default").notNull().default(false),
    createdAt: createdAt2()
  },
  (t) => [
    index3("addresses_user_idx").on(t.userId),
    // At most one default address per user.
    uniqueIndex("addresses_one_default_per_user").on(t.userId).where(sql2`${t.isDefault}`)
  ]
);
var ts = (name) => timestamp3(name, { withTimezone: true });
var sessions = pgTable3(
  "sessions",
  {
    id: uuid3("id").primaryKey().defaultRandom(),
    userId: uuid3("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    /** Hex SHA-256 of the token; the token itself is never stored. */
    tokenHash: text3("token_hash").notNull().unique(),
    rememberMe: boolean2("remember_me").notNull().default(false),
    createdAt: ts("created_at").notNull(),
    lastSeenAt: ts("last_seen_at").notNull(),
    expiresAt: ts("expires_at").notNull(),
    revokedAt: ts("revoked_at")
  },
  (t) => [index3("sessions_user_idx").on(t.userId), index3("sessions_expires_idx").on(t.expiresAt)]
);
var passwordOtps = pgTable3("password_otps", {
  id: uuid3("id").primaryKey().defaultRandom(),
  /** Normalised (trimmed, lower-cased) e-mail the code was sent to. */
  email: text3("email").notNull().unique(),
  userId: uuid3("user_id").references(() => users.id, { onDelete: "cascade" }),
  codeHash: text3("code_hash").notNull(),
  salt: text3("salt").notNull(),
  /** Tries so far (right or wrong); the code is dead at OTP_MAX_ATTEMPTS. */
  attempts: integer2("attempts").notNull().default(0),
  createdAt: ts("created_at").notNull(),
  expiresAt: ts("expires_at").notNull(),
  consumedAt: ts("consumed_at")
});
var rateLimits = pgTable3(
  "rate_limits",
  {
    key: text3("key").notNull(),
    windowStart: ts("window_start").notNull(),
    count: integer2("count").notNull().default(0),
    expiresAt: ts("expires_at").notNull()
  },
  (t) => [primaryKey2({ columns: [t.key, t.windowStart] }), index3("rate_limits_expires_idx").on(t.expiresAt)]
);

// src/db/schema/payments.ts
import { sql as sql3 } from "drizzle-orm";
import { boolean as boolean3, check as check2, index as index4, integer as integer3, jsonb as jsonb4, pgTable as pgTable4, text as text4, timestamp as timestamp4, uuid as uuid4 } from "drizzle-orm/pg-core";
var ts2 = (name) => timestamp4(name, { withTimezone: true });
var paymentOrders = pgTable4(
  "payment_orders",
  {
    id: uuid4("id").primaryKey().defaultRandom(),
    kind: text4("kind").notNull(),
    refId: uuid4("ref_id").notNull(),
    receipt: text4("receipt").notNull().unique(),
    provider: text4("provider").notNull(),
    /** The provider's order id (`order_…`); null until the provider has answered. */
    providerOrderId: text4("provider_order_id").unique(),
    amountPaise: integer3("amount_paise").notNull(),
    currency: text4("currency").notNull().default("INR"),
    status: text4("status").$type().notNull().default("pending"),
    notes: jsonb4("notes").$type().notNull().default({}),
    /** The provider payment id that made this order paid. */
    paidPaymentId: text4("paid_payment_id"),
    /** Set when money arrived that needs a person: wrong amount, a second payment, a replaced order. */
    needsReview: boolean3("needs_review").notNull().default(false),
    flaggedReason: text4("flagged_reason"),
    /** Why, as the devotee is told (an ErrorCode: order_replaced, already_paid, event_full …). */
    reviewCode: text4("review_code"),
    /**
     * How a person settled the last review (issue 14): `accept` (the money stays, the record as it
     * is) or `dismiss` (nothing to do, e.g. refunded), their note, who and when. A reason already
     * resolved does not flag the order again; a new one does.
     */
    resolutionAction: text4("resolution_action").$type(),
    resolutionNote: text4("resolution_note"),
    resolvedBy: uuid4("resolved_by").references(() => users.id, { onDelete: "set null" }),
    resolvedAt: ts2("resolved_at"),
    /** Reconciler bookkeeping: provider look-ups so far and when the next one is due. */
    checks: integer3("checks").notNull().default(0),
    nextCheckAt: ts2("next_check_at"),
    createdAt: ts2("created_at").notNull(),
    updatedAt: ts2("updated_at").notNull(),
    paidAt: ts2("paid_at"),
    failedAt: ts2("failed_at"),
    expiredAt: ts2("expired_at")
  },
  (t) => [
    index4("payment_orders_ref_idx").on(t.kind, t.refId),
    index4("payment_orders_open_idx").on(t.status, t.createdAt),
    // The console's review queue: only flagged orders.
    index4("payment_orders_review_idx").on(t.createdAt).where(sql3`${t.needsReview}`),
    check2("payment_orders_status_check", sql3`${t.status} in ('pending', 'paid', 'failed', 'expired')`),
    check2("payment_orders_amount_check", sql3`${t.amountPaise} > 0`)
  ]
);
var paymentTransactions = pgTable4(
  "payment_transactions",
  {
    id: uuid4("id").primaryKey().defaultRandom(),
    orderId: uuid4("order_id").notNull().references(() => paymentOrders.id),
    providerPaymentId: text4("provider_payment_id").notNull().unique(),
    /** created | authorized | captured | failed | refunded (the provider's vocabulary). */
    status: text4("status").notNull(),
    amountPaise: integer3("amount_paise").notNull(),
    currency: text4("currency").notNull().default("INR"),
    errorCode: text4("error_code"),
    errorDescription: text4("error_description"),
    /** Which source told us first: callback | webhook | reconcile. */
    source: text4("source").notNull(),
    createdAt: ts2("created_at").notNull(),
    updatedAt: ts2("updated_at").notNull()
  },
  (t) => [index4("payment_transactions_order_idx").on(t.orderId)]
);
var payableReferences = pgTable4(
  "payable_references",
  {
    reference: text4("reference").primaryKey(),
    kind: text4("kind").notNull(),
    refId: uuid4("ref_id").notNull(),
    createdAt: ts2("created_at").notNull()
  },
  (t) => [index4("payable_references_ref_idx").on(t.kind, t.refId)]
);
var paymentWebhookEvents = pgTable4("payment_webhook_events", {
  eventId: text4("event_id").primaryKey(),
  event: text4("event").notNull(),
  providerOrderId: text4("provider_order_id"),
  providerPaymentId: text4("provider_payment_id"),
  receivedAt: ts2("received_at").notNull()
});
var sandboxOrders = pgTable4("sandbox_orders", {
  id: text4("id").primaryKey(),
  receipt: text4("receipt").notNull().unique(),
  amountPaise: integer3("amount_paise").notNull(),
  currency: text4("currency").notNull(),
  /** created | attempted | paid */
  status: text4("status").notNull().default("created"),
  notes: jsonb4("notes").$type().notNull().default({}),
  createdAt: ts2("created_at").notNull()
});
var sandboxPayments = pgTable4(
  "sandbox_payments",
  {
    id: text4("id").primaryKey(),
    orderId: text4("order_id").notNull().references(() => sandboxOrders.id),
    amountPaise: integer3("amount_paise").notNull(),
    currency: text4("currency").notNull(),
    /** captured | failed */
    status: text4("status").notNull(),
    method: text4("method").notNull().default("upi"),
    errorCode: text4("error_code"),
    errorDescription: text4("error_description"),
    createdAt: ts2("created_at").notNull()
  },
  (t) => [index4("sandbox_payments_order_idx").on(t.orderId)]
);

// src/db/schema/bookings.ts
import { sql as sql5 } from "drizzle-orm";
import {
  boolean as boolean4,
  check as check4,
  index as index6,
  integer as integer4,
  jsonb as jsonb5,
  pgTable as pgTable5,
  text as text6,
  timestamp as timestamp6,
  uniqueIndex as uniqueIndex2,
  uuid as uuid6
} from "drizzle-orm/pg-core";

// src/db/schema/payable-columns.ts
import { sql as sql4 } from "drizzle-orm";
import { check as check3, index as index5, text as text5, timestamp as timestamp5, uuid as uuid5 } from "drizzle-orm/pg-core";
var ts3 = (name) => timestamp5(name, { withTimezone: true });
function payableOwnerColumns() {
  return {
    userId: uuid5("user_id").references(() => users.id, { onDelete: "set null" }),
    /** Short human reference (SNK-7H3K-92), also in payable_references. */
    reference: text5("reference").notNull().unique(),
    /** Opens the record without a session (?key=, the e-mail link); decision 007. */
    accessKey: text5("access_key").notNull(),
    donorName: text5("donor_name").notNull(),
    /** Lower-cased. */
    donorEmail: text5("donor_email").notNull(),
    donorPhone: text5("donor_phone").notNull()
  };
}
function payableStatusColumns() {
  return {
    paymentStatus: text5("payment_status").$type().notNull().default("pending"),
    /** The payment order that pays the current total (a new one when the total changes). */
    paymentOrderId: uuid5("payment_order_id").references(() => paymentOrders.id),
    /** The provider payment id that paid it. */
    paymentId: text5("payment_id"),
    paidAt: ts3("paid_at"),
    createdAt: ts3("created_at").notNull(),
    updatedAt: ts3("updated_at").notNull()
  };
}
var phoneKey = (phone) => sql4`right(regexp_replace(${phone}, '[^0-9]', '', 'g'), 10)`;
var payableConstraints = (table3, t) => [
  index5(`${table3}_user_idx`).on(t.userId),
  index5(`${table3}_email_idx`).on(t.donorEmail),
  index5(`${table3}_phone_idx`).on(phoneKey(t.donorPhone)),
  index5(`${table3}_created_idx`).on(t.createdAt),
  index5(`${table3}_paid_idx`).on(t.paidAt),
  check3(`${table3}_status_check`, sql4`${t.paymentStatus} in ('pending', 'completed', 'failed', 'expired')`)
];

// src/db/schema/bookings.ts
var ts4 = (name) => timestamp6(name, { withTimezone: true });
var sankalps = pgTable5(
  "sankalps",
  {
    id: uuid6("id").primaryKey().defaultRandom(),
    pujaId: uuid6("puja_id").references(() => pujas.id),
    packageId: uuid6("package_id").references(() => pujaPackages.id),
    /** The signed-in user who saved it; null for a guest. */
    userId: uuid6("user_id").references(() => users.id, { onDelete: "set null" }),
    fullName: text6("full_name").notNull(),
    gotra: text6("gotra").notNull(),
    phoneNumber: text6("phone_number").notNull(),
    email: text6("email").notNull(),
    familyMembers: jsonb5("family_members").$type().notNull().default([]),
    wantsPrasad: boolean4("wants_prasad").notNull().default(false),
    prasadAddress: jsonb5("prasad_address").$type(),
    specialPrayers: text6("special_prayers"),
    createdAt: ts4("created_at").notNull()
  },
  (t) => [index6("sankalps_user_idx").on(t.userId)]
);
var pujaBookings = pgTable5(
  "puja_bookings",
  {
    id: uuid6("id").primaryKey().defaultRandom(),
    pujaId: uuid6("puja_id").notNull().references(() => pujas.id),
    packageId: uuid6("package_id").notNull().references(() => pujaPackages.id),
    sankalpId: uuid6("sankalp_id").notNull().references(() => sankalps.id),
    ...payableOwnerColumns(),
    packagePricePaise: integer4("package_price_paise").notNull(),
    // What was booked, as it stood then: the console may edit the puja later (issue 14), the
    // booking keeps showing what was paid for.
    pujaTitle: text6("puja_title").notNull(),
    packageTitle: text6("package_title").notNull(),
    pujaStartTime: ts4("puja_start_time").notNull(),
    pujaEndTime: ts4("puja_end_time").notNull(),
    chadhavaTotalPaise: integer4("chadhava_total_paise").notNull().default(0),
    dakshinaPaise: integer4("dakshina_paise").notNull().default(0),
    amountTotalPaise: integer4("amount_total_paise").notNull(),
    /** null until chadhava is chosen (the spec sends null at the booking step). */
    chadhavaIncluded: boolean4("chadhava_included"),
    messageForPandit: text6("message_for_pandit"),
    ...payableStatusColumns()
  },
  (t) => [
    ...payableConstraints("puja_bookings", t),
    // A puja's paid participants (console dashboard) and a temple's bookings (temple staff's list).
    index6("puja_bookings_puja_idx").on(t.pujaId, t.paymentStatus)
  ]
);
var pujaBookingItems = pgTable5(
  "puja_booking_items",
  {
    id: uuid6("id").primaryKey().defaultRandom(),
    bookingId: uuid6("booking_id").notNull().references(() => pujaBookings.id, { onDelete: "cascade" }),
    itemId: uuid6("item_id").notNull().references(() => pujaChadhavaItems.id),
    title: text6("title").notNull(),
    pricePaise: integer4("price_paise").notNull(),
    quantity: integer4("quantity").notNull(),
    sort: integer4("sort").notNull().default(0)
  },
  (t) => [
    uniqueIndex2("puja_booking_items_unique").on(t.bookingId, t.itemId),
    check4("puja_booking_items_quantity_check", sql5`${t.quantity} >= 1`)
  ]
);

// src/db/schema/chadhava-bookings.ts
import { and, eq, gt, sql as sql6 } from "drizzle-orm";
import { check as check5, index as index7, integer as integer5, pgTable as pgTable6, text as text7, timestamp as timestamp7, uniqueIndex as uniqueIndex3, uuid as uuid7 } from "drizzle-orm/pg-core";
var ts5 = (name) => timestamp7(name, { withTimezone: true });
var chadhavaBookings = pgTable6(
  "chadhava_bookings",
  {
    id: uuid7("id").primaryKey().defaultRandom(),
    eventId: uuid7("event_id").notNull().references(() => chadhavaEvents.id),
    ...payableOwnerColumns(),
    donorGotra: text7("donor_gotra"),
    basePricePaise: integer5("base_price_paise").notNull(),
    amountTotalPaise: integer5("amount_total_paise").notNull(),
    /** The one slot held for this booking returns to the event at this time unless it is paid. */
    holdExpiresAt: ts5("hold_expires_at").notNull(),
    ...payableStatusColumns()
  },
  (t) => [
    // Live holds are counted per event on every booking and every catalog read of slots.
    index7("chadhava_bookings_holds_idx").on(t.eventId, t.holdExpiresAt).where(sql6`${t.paymentStatus} = 'pending'`),
    ...payableConstraints("chadhava_bookings", t),
    // An event's paid participants (console dashboard) and a temple's bookings (temple staff's list).
    index7("chadhava_bookings_event_idx").on(t.eventId, t.paymentStatus),
    check5("chadhava_bookings_amount_check", sql6`${t.amountTotalPaise} > 0`)
  ]
);
var liveHold = (now) => and(eq(chadhavaBookings.paymentStatus, "pending"), gt(chadhavaBookings.holdExpiresAt, now));
var chadhavaBookingOfferings = pgTable6(
  "chadhava_booking_offerings",
  {
    id: uuid7("id").primaryKey().defaultRandom(),
    bookingId: uuid7("booking_id").notNull().references(() => chadhavaBookings.id, { onDelete: "cascade" }),
    offeringId: uuid7("offering_id").notNull().references(() => eventOfferings.id),
    name: text7("name").notNull(),
    type: text7("type").notNull(),
    pricePaise: integer5("price_paise").notNull(),
    quantity: integer5("quantity").notNull(),
    sort: integer5("sort").notNull().default(0)
  },
  (t) => [
    uniqueIndex3("chadhava_booking_offerings_unique").on(t.bookingId, t.offeringId),
    check5("chadhava_booking_offerings_quantity_check", sql6`${t.quantity} >= 1`)
  ]
);

// src/db/schema/donations.ts
import { sql as sql7 } from "drizzle-orm";
import { boolean as boolean5, check as check6, index as index8, integer as integer6, pgTable as pgTable7, text as text8, uniqueIndex as uniqueIndex4, uuid as uuid8 } from "drizzle-orm/pg-core";
var donations = pgTable7(
  "donations",
  {
    id: uuid8("id").primaryKey().defaultRandom(),
    campaignId: uuid8("campaign_id").notNull().references(() => campaigns.id),
    // donor_phone: digits with an optional leading +.
    ...payableOwnerColumns(),
    donorAddress: text8("donor_address").notNull(),
    donorGotra: text8("donor_gotra").notNull(),
    /** Upper-cased; null when none was given. */
    donorPan: text8("donor_pan"),
    sevasTotalPaise: integer6("sevas_total_paise").notNull().default(0),
    customPaise: integer6("custom_paise").notNull().default(0),
    amountTotalPaise: integer6("amount_total_paise").notNull(),
    /** The campaign's 80G eligibility when the devotee gave (what the receipt honours). */
    campaignEligible80g: boolean5("campaign_eligible_80g").notNull(),
    /** How it was paid (upi, card …) when the provider said. */
    paymentMethod: text8("payment_method"),
    /** Gap-free per financial year (donation_receipt_counters), given in the paying transaction. */
    receiptNumber: text8("receipt_number").unique(),
    ...payableStatusColumns()
  },
  (t) => [
    ...payableConstraints("donations", t),
    index8("donations_campaign_idx").on(t.campaignId),
    check6("donations_amount_check", sql7`${t.amountTotalPaise} > 0`)
  ]
);
var donationSevas = pgTable7(
  "donation_sevas",
  {
    id: uuid8("id").primaryKey().defaultRandom(),
    donationId: uuid8("donation_id").notNull().references(() => donations.id, { onDelete: "cascade" }),
    sevaId: uuid8("seva_id").notNull().references(() => campaignSevas.id),
    title: text8("title").notNull(),
    pricePaise: integer6("price_paise").notNull(),
    quantity: integer6("quantity").notNull(),
    sort: integer6("sort").notNull().default(0)
  },
  (t) => [
    uniqueIndex4("donation_sevas_unique").on(t.donationId, t.sevaId),
    check6("donation_sevas_quantity_check", sql7`${t.quantity} between 1 and 100`)
  ]
);
var donationReceiptCounters = pgTable7("donation_receipt_counters", {
  financialYear: text8("financial_year").primaryKey(),
  nextNumber: integer6("next_number").notNull()
});

// src/db/schema/product-orders.ts
import { and as and2, eq as eq2, gt as gt2, sql as sql8 } from "drizzle-orm";
import { check as check7, index as index9, integer as integer7, pgTable as pgTable8, text as text9, timestamp as timestamp8, uuid as uuid9 } from "drizzle-orm/pg-core";
var ts6 = (name) => timestamp8(name, { withTimezone: true });
var PRODUCT_ORDER_STATUSES = ["placed", "packed", "shipped", "delivered", "cancelled", "refunded"];
var productOrders = pgTable8(
  "product_orders",
  {
    id: uuid9("id").primaryKey().defaultRandom(),
    ...payableOwnerColumns(),
    addressLine1: text9("address_line1").notNull(),
    addressLine2: text9("address_line2").notNull().default(""),
    city: text9("city").notNull(),
    pincode: integer7("pincode").notNull(),
    state: text9("state").notNull(),
    country: text9("country").notNull(),
    amountTotalPaise: integer7("amount_total_paise").notNull(),
    /** The quantities held for this order return to stock at this time unless it is paid. */
    holdExpiresAt: ts6("hold_expires_at").notNull(),
    status: text9("status").$type(),
    ...payableStatusColumns()
  },
  (t) => [
    index9("product_orders_holds_idx").on(t.holdExpiresAt).where(sql8`${t.paymentStatus} = 'pending'`),
    ...payableConstraints("product_orders", t),
    check7("product_orders_amount_check", sql8`${t.amountTotalPaise} > 0`),
    check7(
      "product_orders_fulfilment_status_check",
      sql8`${t.status} is null or ${t.status} in ('placed', 'packed', 'shipped', 'delivered', 'cancelled', 'refunded')`
    )
  ]
);
var liveOrderHold = (now) => and2(eq2(productOrders.paymentStatus, "pending"), gt2(productOrders.holdExpiresAt, now));
var productOrderLines = pgTable8(
  "product_order_lines",
  {
    id: uuid9("id").primaryKey().defaultRandom(),
    orderId: uuid9("order_id").notNull().references(() => productOrders.id, { onDelete: "cascade" }),
    productId: uuid9("product_id").notNull().references(() => products.id),
    name: text9("name").notNull(),
    slug: text9("slug").notNull(),
    category: text9("category").notNull(),
    image: text9("image").notNull(),
    size: text9("size").notNull(),
    color: text9("color").notNull(),
    basePricePaise: integer7("base_price_paise").notNull(),
    sizeExtraPaise: integer7("size_extra_paise").notNull(),
    colorExtraPaise: integer7("color_extra_paise").notNull(),
    /** Unit price: base + size extra + colour extra. */
    pricePaise: integer7("price_paise").notNull(),
    quantity: integer7("quantity").notNull(),
    sort: integer7("sort").notNull().default(0)
  },
  (t) => [
    index9("product_order_lines_order_idx").on(t.orderId),
    index9("product_order_lines_variant_idx").on(t.productId, t.size, t.color),
    check7("product_order_lines_quantity_check", sql8`${t.quantity} >= 1`)
  ]
);

// src/db/schema/pandit-bookings.ts
import { and as and3, eq as eq3, gt as gt3, or, sql as sql9 } from "drizzle-orm";
import { check as check8, index as index10, integer as integer8, pgTable as pgTable9, text as text10, timestamp as timestamp9, uuid as uuid10 } from "drizzle-orm/pg-core";
var ts7 = (name) => timestamp9(name, { withTimezone: true });
var panditBookings = pgTable9(
  "pandit_bookings",
  {
    id: uuid10("id").primaryKey().defaultRandom(),
    panditId: uuid10("pandit_id").notNull().references(() => pandits.id),
    ...payableOwnerColumns(),
    serviceType: text10("service_type").$type().notNull(),
    startsAt: ts7("starts_at").notNull(),
    endsAt: ts7("ends_at").notNull(),
    specialRequests: text10("special_requests"),
    amountTotalPaise: integer8("amount_total_paise").notNull(),
    /** The time held for this booking returns to the pandit at this moment unless it is paid. */
    holdExpiresAt: ts7("hold_expires_at").notNull(),
    ...payableStatusColumns()
  },
  (t) => [
    index10("pandit_bookings_time_idx").on(t.panditId, t.startsAt),
    ...payableConstraints("pandit_bookings", t),
    check8("pandit_bookings_amount_check", sql9`${t.amountTotalPaise} > 0`),
    check8("pandit_bookings_range_check", sql9`${t.endsAt} > ${t.startsAt}`),
    check8("pandit_bookings_service_check", sql9`${t.serviceType} in ('Astro', 'Vastu')`)
  ]
);
var occupying = (now) => or(
  eq3(panditBookings.paymentStatus, "completed"),
  and3(eq3(panditBookings.paymentStatus, "pending"), gt3(panditBookings.holdExpiresAt, now))
);

// src/db/schema/carts.ts
import { sql as sql10 } from "drizzle-orm";
import { check as check9, integer as integer9, pgTable as pgTable10, primaryKey as primaryKey3, text as text11, timestamp as timestamp10, uuid as uuid11 } from "drizzle-orm/pg-core";
var cartLines = pgTable10(
  "cart_lines",
  {
    userId: uuid11("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    productId: uuid11("product_id").notNull().references(() => products.id, { onDelete: "cascade" }),
    /** Option names ('' when the product has none). */
    size: text11("size").notNull(),
    color: text11("color").notNull(),
    quantity: integer9("quantity").notNull(),
    /** Order of the lines as shown (a new line goes last). */
    position: integer9("position").notNull().default(0),
    updatedAt: timestamp10("updated_at", { withTimezone: true }).notNull().defaultNow()
  },
  (t) => [
    primaryKey3({ columns: [t.userId, t.productId, t.size, t.color] }),
    check9("cart_lines_quantity_range", sql10`${t.quantity} between 1 and 10`)
  ]
);

// src/db/schema/kundli.ts
import { sql as sql11 } from "drizzle-orm";
import {
  boolean as boolean6,
  check as check10,
  date,
  doublePrecision,
  index as index11,
  integer as integer10,
  pgTable as pgTable11,
  text as text12,
  timestamp as timestamp11,
  uniqueIndex as uniqueIndex5,
  uuid as uuid12
} from "drizzle-orm/pg-core";
var savedKundlis = pgTable11(
  "saved_kundlis",
  {
    id: uuid12("id").primaryKey().defaultRandom(),
    userId: uuid12("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    name: text12("name").notNull(),
    place: text12("place").notNull(),
    birthDate: date("birth_date", { mode: "string" }).notNull(),
    /** 'HH:MM' local time at the place. */
    birthTime: text12("birth_time").notNull(),
    /** The devotee did not know the time; noon was used. */
    timeUnknown: boolean6("time_unknown").notNull().default(false),
    latitude: doublePrecision("latitude").notNull(),
    longitude: doublePrecision("longitude").notNull(),
    /** Exactly one of the two (the request's rule). */
    timezone: text12("timezone"),
    utcOffsetMinutes: integer10("utc_offset_minutes"),
    createdAt: timestamp11("created_at", { withTimezone: true }).notNull().defaultNow()
  },
  (t) => [
    index11("saved_kundlis_user_created_idx").on(t.userId, t.createdAt),
    uniqueIndex5("saved_kundlis_same_details").on(
      t.userId,
      t.name,
      t.birthDate,
      t.birthTime,
      t.latitude,
      t.longitude,
      sql11`coalesce(${t.timezone}, '')`,
      sql11`coalesce(${t.utcOffsetMinutes}, 100000)`
    ),
    check10("saved_kundlis_one_zone", sql11`(${t.timezone} is null) <> (${t.utcOffsetMinutes} is null)`)
  ]
);

// src/db/schema/installation.ts
import { pgTable as pgTable12, text as text13, timestamp as timestamp12 } from "drizzle-orm/pg-core";
var installationSecrets = pgTable12("installation_secrets", {
  name: text13("name").primaryKey(),
  value: text13("value").notNull(),
  createdAt: timestamp12("created_at", { withTimezone: true }).notNull().defaultNow()
});

// src/db/schema/jobs.ts
import { sql as sql12 } from "drizzle-orm";
import { index as index12, integer as integer11, jsonb as jsonb6, pgTable as pgTable13, text as text14, timestamp as timestamp13, uniqueIndex as uniqueIndex6, uuid as uuid13 } from "drizzle-orm/pg-core";
var JOB_STATUSES = ["queued", "running", "done", "dead"];
var jobs = pgTable13(
  "jobs",
  {
    id: uuid13("id").primaryKey().defaultRandom(),
    /** Which handler runs it, e.g. `mail.send`. */
    kind: text14("kind").notNull(),
    /** The handler's input: ids rather than personal data where possible. */
    payload: jsonb6("payload").$type().notNull(),
    status: text14("status").$type().notNull().default("queued"),
    /** Attempts started so far (a claim counts one, even if the worker then crashed). */
    attempts: integer11("attempts").notNull().default(0),
    maxAttempts: integer11("max_attempts").notNull().default(5),
    /** When it is due (first run, or the next retry). */
    runAt: timestamp13("run_at", { withTimezone: true }).notNull().defaultNow(),
    /** While `running`: the lease; past it, another worker may claim the job again. */
    lockedUntil: timestamp13("locked_until", { withTimezone: true }),
    lastError: text14("last_error"),
    /** Enqueueing twice with one key makes one job (e.g. `mail:<outbox id>`). */
    dedupeKey: text14("dedupe_key"),
    createdAt: timestamp13("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp13("updated_at", { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp13("finished_at", { withTimezone: true })
  },
  (t) => [
    uniqueIndex6("jobs_dedupe_key_idx").on(t.dedupeKey).where(sql12`${t.dedupeKey} is not null`),
    // The claim: due queued jobs, and running ones whose lease ran out.
    index12("jobs_queued_run_at_idx").on(t.runAt).where(sql12`${t.status} = 'queued'`),
    index12("jobs_running_locked_until_idx").on(t.lockedUntil).where(sql12`${t.status} = 'running'`),
    // The operator's listing (newest first, optionally by status) and the counts of /metrics.
    index12("jobs_status_updated_at_idx").on(t.status, t.updatedAt),
    index12("jobs_updated_at_idx").on(t.updatedAt)
  ]
);

// src/db/schema/staff.ts
import { sql as sql13 } from "drizzle-orm";
import {
  bigserial,
  check as check11,
  index as index13,
  integer as integer12,
  jsonb as jsonb7,
  pgTable as pgTable14,
  text as text15,
  timestamp as timestamp14,
  uniqueIndex as uniqueIndex7,
  uuid as uuid14
} from "drizzle-orm/pg-core";
var ts8 = (name) => timestamp14(name, { withTimezone: true });
var userRoles = pgTable14(
  "user_roles",
  {
    id: uuid14("id").primaryKey().defaultRandom(),
    userId: uuid14("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    role: text15("role").notNull(),
    templeId: uuid14("temple_id"),
    panditId: uuid14("pandit_id"),
    createdAt: ts8("created_at").notNull().defaultNow()
  },
  (t) => [
    index13("user_roles_user_idx").on(t.userId),
    // "Does this temple have staff?" (admin approvals) and scope look-ups by temple.
    index13("user_roles_temple_idx").on(t.templeId).where(sql13`${t.templeId} is not null`),
    // NULLS NOT DISTINCT needs PostgreSQL 15; an expression works everywhere.
    uniqueIndex7("user_roles_grant_unique").on(
      t.userId,
      t.role,
      sql13`coalesce(${t.templeId}, ${t.panditId}, '00000000-0000-0000-0000-000000000000'::uuid)`
    ),
    check11(
      "user_roles_scope_check",
      sql13`(${t.role} in ('admin', 'operator') and ${t.templeId} is null and ${t.panditId} is null)
        or (${t.role} = 'temple_staff' and ${t.templeId} is not null and ${t.panditId} is null)
        or (${t.role} = 'pandit' and ${t.panditId} is not null and ${t.templeId} is null)`
    )
  ]
);
var userTwoFactor = pgTable14("user_two_factor", {
  userId: uuid14("user_id").primaryKey().references(() => users.id, { onDelete: "cascade" }),
  secretEncrypted: text15("secret_encrypted").notNull(),
  enabledAt: ts8("enabled_at"),
  lastStep: integer12("last_step"),
  createdAt: ts8("created_at").notNull()
});
var userRecoveryCodes = pgTable14(
  "user_recovery_codes",
  {
    id: uuid14("id").primaryKey().defaultRandom(),
    userId: uuid14("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    codeHash: text15("code_hash").notNull(),
    usedAt: ts8("used_at"),
    createdAt: ts8("created_at").notNull()
  },
  (t) => [uniqueIndex7("user_recovery_codes_hash_unique").on(t.userId, t.codeHash)]
);
var auditLog = pgTable14(
  "audit_log",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    at: ts8("at").notNull(),
    actorId: uuid14("actor_id"),
    actorLabel: text15("actor_label"),
    actorRoles: text15("actor_roles").array().notNull().default(sql13`'{}'::text[]`),
    action: text15("action").notNull(),
    objectType: text15("object_type").notNull(),
    objectId: text15("object_id"),
    before: jsonb7("before"),
    after: jsonb7("after"),
    ip: text15("ip"),
    requestId: text15("request_id")
  },
  (t) => [
    index13("audit_log_actor_idx").on(t.actorId, t.id),
    index13("audit_log_action_idx").on(t.action, t.id),
    index13("audit_log_at_idx").on(t.at)
  ]
);

// src/db/schema/refunds.ts
import { sql as sql14 } from "drizzle-orm";
import { check as check12, index as index14, integer as integer13, jsonb as jsonb8, pgTable as pgTable15, text as text16, timestamp as timestamp15, uuid as uuid15 } from "drizzle-orm/pg-core";
var ts9 = (name) => timestamp15(name, { withTimezone: true });
var refunds = pgTable15(
  "refunds",
  {
    id: uuid15("id").primaryKey().defaultRandom(),
    kind: text16("kind").notNull(),
    refId: uuid15("ref_id").notNull(),
    orderId: uuid15("order_id").notNull().references(() => paymentOrders.id),
    /** The provider payment refunded (`pay_…`). */
    providerPaymentId: text16("provider_payment_id").notNull(),
    /** The provider's refund id (`rfnd_…`); null until the provider has answered. */
    providerRefundId: text16("provider_refund_id").unique(),
    amountPaise: integer13("amount_paise").notNull(),
    status: text16("status").$type().notNull().default("pending"),
    reason: text16("reason"),
    /** The staff member who asked for it (null for a refund first heard of from a webhook). */
    requestedBy: uuid15("requested_by").references(() => users.id),
    createdAt: ts9("created_at").notNull(),
    updatedAt: ts9("updated_at").notNull(),
    processedAt: ts9("processed_at")
  },
  (t) => [
    index14("refunds_ref_idx").on(t.kind, t.refId),
    index14("refunds_order_idx").on(t.orderId),
    index14("refunds_payment_idx").on(t.providerPaymentId),
    // The reconciler's look-ups: only refunds still pending.
    index14("refunds_pending_idx").on(t.updatedAt).where(sql14`${t.status} = 'pending'`),
    check12("refunds_status_check", sql14`${t.status} in ('pending', 'processed', 'failed')`),
    check12("refunds_amount_check", sql14`${t.amountPaise} > 0`)
  ]
);
var sandboxRefunds = pgTable15(
  "sandbox_refunds",
  {
    /** `rfnd_…` */
    id: text16("id").primaryKey(),
    paymentId: text16("payment_id").notNull(),
    amountPaise: integer13("amount_paise").notNull(),
    currency: text16("currency").notNull(),
    receipt: text16("receipt"),
    notes: jsonb8("notes").$type().notNull().default({}),
    /** pending | processed | failed (Razorpay's words). */
    status: text16("status").notNull(),
    createdAt: ts9("created_at").notNull()
  },
  (t) => [index14("sandbox_refunds_payment_idx").on(t.paymentId)]
);
var appSettings = pgTable15("app_settings", {
  key: text16("key").primaryKey(),
  value: jsonb8("value").notNull(),
  updatedAt: ts9("updated_at").notNull(),
  updatedBy: uuid15("updated_by").references(() => users.id, { onDelete: "set null" })
});

// src/db/schema/approvals.ts
import { and as and4, desc, eq as eq4, sql as sql15 } from "drizzle-orm";
import { check as check13, index as index15, pgTable as pgTable16, text as text17, timestamp as timestamp16, uuid as uuid16 } from "drizzle-orm/pg-core";
var listingApprovals = pgTable16(
  "listing_approvals",
  {
    id: uuid16("id").primaryKey().defaultRandom(),
    kind: text17("kind").$type().notNull(),
    listingId: uuid16("listing_id").notNull(),
    templeId: uuid16("temple_id").notNull(),
    /** The staff member who approved; null for the demo seed (`approved_by_label` 'demo-seed'). */
    approvedBy: uuid16("approved_by").references(() => users.id, { onDelete: "set null" }),
    approvedByLabel: text17("approved_by_label"),
    /** The role the approver acted in: temple_staff, or admin (for a temple without staff, with `reason`). */
    approvedByRole: text17("approved_by_role").notNull(),
    approvedAt: timestamp16("approved_at", { withTimezone: true }).notNull(),
    /** The temple's own words, shown to devotees beside the approval. */
    note: text17("note"),
    /** Why an admin approved on the temple's behalf. */
    reason: text17("reason"),
    terms: text17("terms").notNull()
  },
  (t) => [
    // The one lookup: the newest approvals of a listing (matched on terms after).
    index15("listing_approvals_listing_idx").on(t.kind, t.listingId, t.approvedAt),
    index15("listing_approvals_temple_idx").on(t.templeId),
    check13("listing_approvals_kind_check", sql15`${t.kind} in ('puja', 'event')`),
    check13("listing_approvals_role_check", sql15`${t.approvedByRole} in ('temple_staff', 'admin')`)
  ]
);
var prices = (table3, parentColumn, parentId) => sql15`coalesce((select string_agg(c.price_paise::text, ',' order by c.price_paise) from ${sql15.identifier(table3)} c
    where c.${sql15.identifier(parentColumn)} = ${parentId}), '')`;
var ms = (ts17) => sql15`(extract(epoch from ${ts17}) * 1000)::bigint::text`;
var pujaTerms = (p3 = pujaCols) => sql15`md5(concat_ws('|', 'puja', ${ms(p3.startTime)}, ${ms(p3.endTime)}, ${prices("puja_packages", "puja_id", p3.id)}, ${prices("puja_chadhava_items", "puja_id", p3.id)}))`;
var eventTerms = (e = eventCols) => sql15`md5(concat_ws('|', 'event', ${ms(e.date)}, ${e.basePricePaise}::text, ${prices("event_offerings", "event_id", e.id)}))`;
var pujaCols = { id: sql15`${pujas.id}`, startTime: sql15`${pujas.startTime}`, endTime: sql15`${pujas.endTime}` };
var eventCols = {
  id: sql15`${chadhavaEvents.id}`,
  date: sql15`${chadhavaEvents.date}`,
  basePricePaise: sql15`${chadhavaEvents.basePricePaise}`
};
function standingApproval(db, kind) {
  const listing = kind === "puja" ? pujas : chadhavaEvents;
  return db.select({ approvedAt: listingApprovals.approvedAt, note: listingApprovals.note }).from(listingApprovals).where(
    and4(
      eq4(listingApprovals.kind, kind),
      eq4(listingApprovals.listingId, listing.id),
      eq4(listingApprovals.templeId, listing.templeId),
      eq4(listingApprovals.terms, kind === "puja" ? pujaTerms() : eventTerms())
    )
  ).orderBy(desc(listingApprovals.approvedAt), desc(listingApprovals.id)).limit(1).as(`${kind}_approval`);
}

// src/db/schema/media.ts
import { index as index16, integer as integer14, jsonb as jsonb9, pgTable as pgTable17, text as text18, timestamp as timestamp17, uuid as uuid17 } from "drizzle-orm/pg-core";
var media = pgTable17(
  "media",
  {
    id: uuid17("id").primaryKey().defaultRandom(),
    key: text18("key").notNull().unique(),
    sizes: jsonb9("sizes").$type().notNull(),
    width: integer14("width").notNull(),
    height: integer14("height").notNull(),
    /** Bytes of the original upload (never stored itself: it may carry EXIF location). */
    originalBytes: integer14("original_bytes").notNull(),
    uploadedBy: uuid17("uploaded_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp17("created_at", { withTimezone: true }).notNull()
  },
  (t) => [index16("media_created_idx").on(t.createdAt)]
);

// src/db/schema/support.ts
import { sql as sql16 } from "drizzle-orm";
import { check as check14, index as index17, pgTable as pgTable18, text as text19, timestamp as timestamp18, uuid as uuid18 } from "drizzle-orm/pg-core";
var ts10 = (name) => timestamp18(name, { withTimezone: true });
var supportThreads = pgTable18(
  "support_threads",
  {
    id: uuid18("id").primaryKey().defaultRandom(),
    name: text19("name").notNull(),
    email: text19("email").notNull(),
    phone: text19("phone"),
    subject: text19("subject"),
    source: text19("source").$type().notNull(),
    status: text19("status").$type().notNull().default("open"),
    /** The signed-in account that sent it, if any. */
    userId: uuid18("user_id").references(() => users.id, { onDelete: "set null" }),
    bookingKind: text19("booking_kind"),
    bookingId: uuid18("booking_id"),
    bookingReference: text19("booking_reference"),
    createdAt: ts10("created_at").notNull(),
    lastMessageAt: ts10("last_message_at").notNull(),
    closedAt: ts10("closed_at"),
    closedBy: uuid18("closed_by").references(() => users.id, { onDelete: "set null" })
  },
  (t) => [
    // The inbox: open (or closed) threads, latest first.
    index17("support_threads_status_idx").on(t.status, t.lastMessageAt),
    index17("support_threads_last_idx").on(t.lastMessageAt),
    index17("support_threads_user_idx").on(t.userId),
    // An account's data export and deletion find its threads by its e-mail too.
    index17("support_threads_email_idx").on(t.email),
    check14("support_threads_status_check", sql16`${t.status} in ('open', 'closed')`),
    check14("support_threads_source_check", sql16`${t.source} in ('contact', 'help')`)
  ]
);
var supportMessages = pgTable18(
  "support_messages",
  {
    id: uuid18("id").primaryKey().defaultRandom(),
    threadId: uuid18("thread_id").notNull().references(() => supportThreads.id, { onDelete: "cascade" }),
    from: text19("from").$type().notNull(),
    body: text19("body").notNull(),
    /** The staff member who replied (null for the devotee's own message). */
    staffId: uuid18("staff_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: ts10("created_at").notNull()
  },
  (t) => [
    index17("support_messages_thread_idx").on(t.threadId, t.createdAt),
    check14("support_messages_from_check", sql16`${t.from} in ('devotee', 'staff')`)
  ]
);

// src/db/schema/promises.ts
import { sql as sql17 } from "drizzle-orm";
import { check as check15, index as index18, jsonb as jsonb10, pgTable as pgTable19, text as text20, timestamp as timestamp19, unique, uuid as uuid19 } from "drizzle-orm/pg-core";
var ts11 = (name) => timestamp19(name, { withTimezone: true });
var promises = pgTable19(
  "promises",
  {
    id: uuid19("id").primaryKey().defaultRandom(),
    kind: text20("kind").notNull(),
    refId: uuid19("ref_id").notNull(),
    type: text20("type").$type().notNull(),
    templeId: uuid19("temple_id").references(() => temples.id, { onDelete: "set null" }),
    panditId: uuid19("pandit_id").references(() => pandits.id, { onDelete: "set null" }),
    dueAt: ts11("due_at").notNull(),
    keptAt: ts11("kept_at"),
    keptBy: uuid19("kept_by").references(() => users.id, { onDelete: "set null" }),
    evidence: jsonb10("evidence").$type().notNull().default({}),
    createdAt: ts11("created_at").notNull(),
    updatedAt: ts11("updated_at").notNull()
  },
  (t) => [
    unique("promises_ref_type_uniq").on(t.kind, t.refId, t.type),
    // The board and the overdue digest: open promises by due date, per temple and per pandit.
    index18("promises_open_due_idx").on(t.dueAt).where(sql17`${t.keptAt} is null`),
    index18("promises_temple_due_idx").on(t.templeId, t.dueAt),
    index18("promises_pandit_due_idx").on(t.panditId, t.dueAt),
    index18("promises_kept_idx").on(t.keptAt),
    check15("promises_kept_by_check", sql17`${t.keptBy} is null or ${t.keptAt} is not null`)
  ]
);

// src/db/schema/notifications.ts
import { sql as sql18 } from "drizzle-orm";
import { check as check16, index as index19, jsonb as jsonb11, pgTable as pgTable20, text as text21, timestamp as timestamp20, unique as unique2, uuid as uuid20 } from "drizzle-orm/pg-core";
var ts12 = (name) => timestamp20(name, { withTimezone: true });
var NOTIFICATION_TYPES = [
  "booking_confirmed",
  "puja_performed",
  "video_ready",
  "shipped",
  "delivered",
  "consultation_reminder",
  "refund_processed",
  "certificate_ready"
];
var NOTIFICATION_CHANNELS = ["email", "whatsapp", "push"];
var notifications = pgTable20(
  "notifications",
  {
    id: uuid20("id").primaryKey().defaultRandom(),
    userId: uuid20("user_id").references(() => users.id, { onDelete: "cascade" }),
    /** Where the other channels reach a guest (and a user's copy of their address at the time). */
    email: text21("email"),
    phone: text21("phone"),
    language: text21("language").$type().notNull().default("en"),
    type: text21("type").$type().notNull(),
    title: text21("title").notNull(),
    body: text21("body").notNull(),
    /** A path of the site (`/profile?…`, `/prasad?track=…`), never an outside address. */
    link: text21("link"),
    /** The values the channel templates need (names, dates, tracking number …). */
    params: jsonb11("params").$type().notNull().default({}),
    dedupeKey: text21("dedupe_key").notNull().unique(),
    readAt: ts12("read_at"),
    createdAt: ts12("created_at").notNull()
  },
  (t) => [
    index19("notifications_user_idx").on(t.userId, t.createdAt),
    index19("notifications_unread_idx").on(t.userId).where(sql18`${t.readAt} is null`)
  ]
);
var notificationDeliveries = pgTable20(
  "notification_deliveries",
  {
    id: uuid20("id").primaryKey().defaultRandom(),
    notificationId: uuid20("notification_id").notNull().references(() => notifications.id, { onDelete: "cascade" }),
    channel: text21("channel").$type().notNull(),
    status: text21("status").$type().notNull().default("queued"),
    /** The provider's message id (WhatsApp `wamid.…`), or the outbox row of an e-mail. */
    providerId: text21("provider_id"),
    lastError: text21("last_error"),
    createdAt: ts12("created_at").notNull(),
    sentAt: ts12("sent_at")
  },
  (t) => [
    unique2("notification_deliveries_channel_uniq").on(t.notificationId, t.channel),
    check16("notification_deliveries_status_check", sql18`${t.status} in ('queued', 'sent', 'skipped', 'failed')`)
  ]
);
var pushSubscriptions = pgTable20(
  "push_subscriptions",
  {
    id: uuid20("id").primaryKey().defaultRandom(),
    userId: uuid20("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    endpoint: text21("endpoint").notNull().unique(),
    p256dh: text21("p256dh").notNull(),
    auth: text21("auth").notNull(),
    createdAt: ts12("created_at").notNull()
  },
  (t) => [index19("push_subscriptions_user_idx").on(t.userId)]
);

// src/db/schema/videos.ts
import { index as index20, bigint as bigint2, pgTable as pgTable21, text as text22, timestamp as timestamp21, uuid as uuid21 } from "drizzle-orm/pg-core";
var videos = pgTable21(
  "videos",
  {
    id: uuid21("id").primaryKey().defaultRandom(),
    storageKey: text22("storage_key").notNull().unique(),
    contentType: text22("content_type").$type().notNull(),
    bytes: bigint2("bytes", { mode: "number" }).notNull(),
    posterUrl: text22("poster_url"),
    uploadedBy: uuid21("uploaded_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp21("created_at", { withTimezone: true }).notNull()
  },
  (t) => [index20("videos_created_idx").on(t.createdAt)]
);

// src/db/schema/prasad.ts
import { sql as sql19 } from "drizzle-orm";
import { boolean as boolean7, check as check17, index as index21, integer as integer15, jsonb as jsonb12, pgTable as pgTable22, text as text23, timestamp as timestamp22, uuid as uuid22 } from "drizzle-orm/pg-core";
var ts13 = (name) => timestamp22(name, { withTimezone: true });
var prasadOfferings = pgTable22(
  "prasad_offerings",
  {
    id: uuid22("id").primaryKey().defaultRandom(),
    templeId: uuid22("temple_id").notNull().references(() => temples.id),
    title: text23("title").notNull(),
    items: text23("items").array().notNull().default(sql19`'{}'::text[]`),
    description: text23("description").notNull(),
    pricePaise: integer15("price_paise").notNull(),
    image: text23("image").notNull(),
    availability: text23("availability").$type().notNull().default("In Stock"),
    published: boolean7("published").notNull().default(true),
    sort: integer15("sort").notNull().default(0),
    createdAt: ts13("created_at").notNull().defaultNow(),
    updatedAt: ts13("updated_at").notNull().defaultNow()
  },
  (t) => [
    index21("prasad_offerings_temple_idx").on(t.templeId),
    index21("prasad_offerings_published_idx").on(t.published, t.sort),
    check17("prasad_offerings_price_check", sql19`${t.pricePaise} > 0`),
    check17(
      "prasad_offerings_availability_check",
      sql19`${t.availability} in ('In Stock', 'Limited Stock', 'Out of Stock')`
    )
  ]
);
var prasadOrders = pgTable22(
  "prasad_orders",
  {
    id: uuid22("id").primaryKey().defaultRandom(),
    ...payableOwnerColumns(),
    /** The human order id, ORD-… (the spec's id). */
    orderCode: text23("order_code").notNull().unique(),
    /** The public tracking id, TRK-… (upper case; the lookup upper-cases what is typed). */
    trackingId: text23("tracking_id").notNull().unique(),
    offeringId: uuid22("offering_id").notNull().references(() => prasadOfferings.id),
    templeId: uuid22("temple_id").notNull().references(() => temples.id),
    templeName: text23("temple_name").notNull(),
    title: text23("title").notNull(),
    items: text23("items").array().notNull().default(sql19`'{}'::text[]`),
    image: text23("image").notNull(),
    unitPricePaise: integer15("unit_price_paise").notNull(),
    quantity: integer15("quantity").notNull(),
    amountTotalPaise: integer15("amount_total_paise").notNull(),
    address: jsonb12("address").$type().notNull(),
    ...payableStatusColumns()
  },
  (t) => [
    ...payableConstraints("prasad_orders", t),
    index21("prasad_orders_offering_idx").on(t.offeringId),
    index21("prasad_orders_temple_idx").on(t.templeId),
    check17("prasad_orders_amount_check", sql19`${t.amountTotalPaise} > 0`),
    check17("prasad_orders_quantity_check", sql19`${t.quantity} >= 1`)
  ]
);
var prasadFeedback = pgTable22(
  "prasad_feedback",
  {
    id: uuid22("id").primaryKey().defaultRandom(),
    orderId: uuid22("order_id").notNull().unique().references(() => prasadOrders.id, { onDelete: "cascade" }),
    offeringId: uuid22("offering_id").notNull().references(() => prasadOfferings.id),
    userId: uuid22("user_id").references(() => users.id, { onDelete: "set null" }),
    rating: integer15("rating").notNull(),
    comment: text23("comment").notNull(),
    createdAt: ts13("created_at").notNull()
  },
  (t) => [
    index21("prasad_feedback_offering_idx").on(t.offeringId),
    index21("prasad_feedback_user_idx").on(t.userId),
    check17("prasad_feedback_rating_check", sql19`${t.rating} between 1 and 5`)
  ]
);

// src/db/client.ts
var PGLITE_TEMPLATE_ENV = "SANKALP_PGLITE_TEMPLATE";
var MIGRATIONS_DIR = fileURLToPath(new URL("./migrations", import.meta.url));
var MAX_NAMED_STATEMENTS = 2e3;
var statementNames = /* @__PURE__ */ new Map();
function statementName(text27) {
  let name = statementNames.get(text27);
  if (name === void 0 && statementNames.size < MAX_NAMED_STATEMENTS) {
    name = `s${statementNames.size + 1}`;
    statementNames.set(text27, name);
  }
  return name;
}
function preparedByText(client) {
  const query2 = client.query.bind(client);
  client.query = ((config, values, callback) => {
    if (config && typeof config === "object" && Array.isArray(values)) {
      const c = config;
      const name = !c.name && typeof c.text === "string" ? statementName(c.text) : void 0;
      if (name) return query2({ ...c, name }, values, callback);
    }
    return query2(config, values, callback);
  });
}
async function openDb(opts) {
  const migrationsFolder = opts.migrationsDir ?? MIGRATIONS_DIR;
  if (opts.url) {
    const pool = new pg.Pool({ connectionString: opts.url, max: 10 });
    pool.on("connect", preparedByText);
    const db2 = drizzlePg(pool, { schema: schema_exports });
    await migratePg(db2, { migrationsFolder });
    return {
      db: db2,
      kind: "postgres",
      url: opts.url,
      close: () => pool.end(),
      poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount })
    };
  }
  const dataDir = opts.dataDir ?? "memory://";
  if (!dataDir.startsWith("memory://")) mkdirSync(dataDir, { recursive: true });
  const fresh = dataDir === "memory://" || !existsSync(join(dataDir, "PG_VERSION"));
  const template = fresh ? process.env[PGLITE_TEMPLATE_ENV] : void 0;
  const client = template ? await PGlite2.create(dataDir, { loadDataDir: new Blob([readFileSync(template)]) }) : await PGlite2.create(dataDir);
  const db = drizzlePglite(client, { schema: schema_exports });
  await migratePglite(db, { migrationsFolder });
  return {
    db,
    kind: "pglite",
    close: () => client.close(),
    dump: async () => Buffer.from(await (await client.dumpDataDir("gzip")).arrayBuffer())
  };
}

// src/lib/health.ts
function newestShippedMigration(dir) {
  const journal = JSON.parse(readFileSync2(join2(dir, "meta", "_journal.json"), "utf8"));
  return Math.max(...journal.entries.map((e) => e.when));
}
async function registerHealth(app, migrationsDir = MIGRATIONS_DIR) {
  const shipped = newestShippedMigration(migrationsDir);
  const noStore = { "cache-control": "no-store" };
  app.get(
    "/healthz",
    { schema: { hide: true } },
    async (_req, reply2) => reply2.headers(noStore).send({ status: "ok", uptimeSeconds: Math.round(process.uptime()) })
  );
  app.get("/readyz", { schema: { hide: true } }, async (_req, reply2) => {
    const { db, jobs: jobs2 } = app.ctx;
    const database = { ok: false };
    const migrations = { ok: false };
    try {
      await db.execute(sql20`select 1`);
      database.ok = true;
      const { rows: rows7 } = await db.execute(
        sql20`select max(created_at) as newest from drizzle.__drizzle_migrations`
      );
      const applied = Number(rows7[0]?.newest ?? 0);
      migrations.ok = applied >= shipped;
      if (!migrations.ok) migrations.detail = "this build has migrations the database lacks";
    } catch (err) {
      const detail2 = "the database did not answer";
      if (!database.ok) database.detail = detail2;
      else migrations.detail = "the migrations table could not be read";
      app.log.warn({ err }, "readiness check failed");
    }
    const checks = {
      database,
      migrations,
      jobs: jobs2.running ? { ok: true } : { ok: false, detail: "background jobs are not running" }
    };
    const ready = Object.values(checks).every((c) => c.ok);
    return reply2.status(ready ? 200 : 503).headers(noStore).send({ status: ready ? "ready" : "not ready", checks });
  });
}

// src/lib/jobs/internal-routes.ts
import { z as z3 } from "zod";

// src/lib/jobs/operator.ts
import { and as and5, count, desc as desc2, eq as eq5, inArray, lt, lte, sql as sql21 } from "drizzle-orm";
async function listJobs(db, opts = {}) {
  const rows7 = await db.select({
    id: jobs.id,
    kind: jobs.kind,
    status: jobs.status,
    attempts: jobs.attempts,
    maxAttempts: jobs.maxAttempts,
    runAt: jobs.runAt,
    lastError: jobs.lastError,
    createdAt: jobs.createdAt,
    updatedAt: jobs.updatedAt,
    finishedAt: jobs.finishedAt
  }).from(jobs).where(opts.status ? eq5(jobs.status, opts.status) : void 0).orderBy(desc2(jobs.updatedAt), desc2(jobs.id)).limit(opts.limit ?? 20);
  return rows7.map((r) => ({
    ...r,
    runAt: r.runAt.toISOString(),
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
    finishedAt: r.finishedAt?.toISOString() ?? null
  }));
}
async function queueStats(db) {
  const counts = await db.select({ kind: jobs.kind, status: jobs.status, n: count() }).from(jobs).where(inArray(jobs.status, ["queued", "running", "dead"])).groupBy(jobs.kind, jobs.status);
  const [lag] = await db.select({ s: sql21`coalesce(extract(epoch from now() - min(${jobs.runAt})), 0)::float8` }).from(jobs).where(and5(eq5(jobs.status, "queued"), lte(jobs.runAt, sql21`now()`)));
  return {
    counts: counts.map((c) => ({ ...c, n: Number(c.n) })),
    oldestDueSeconds: Math.max(0, Number(lag?.s ?? 0))
  };
}
async function retryDeadJob(db, id2) {
  const rows7 = await db.update(jobs).set({
    status: "queued",
    attempts: 0,
    runAt: sql21`now()`,
    lockedUntil: null,
    finishedAt: null,
    updatedAt: sql21`now()`
  }).where(and5(eq5(jobs.id, id2), eq5(jobs.status, "dead"))).returning({ id: jobs.id });
  return rows7.length > 0;
}
async function pruneDoneJobs(db, days = 30) {
  const rows7 = await db.delete(jobs).where(and5(eq5(jobs.status, "done"), lt(jobs.finishedAt, sql21`now() - ${days} * interval '1 day'`))).returning({ id: jobs.id });
  return rows7.length;
}

// src/lib/jobs/internal-routes.ts
var listQuery = z3.object({
  status: z3.enum(JOB_STATUSES).optional(),
  limit: z3.coerce.number().int().min(1).max(500).default(20)
});
var jobParams = z3.object({ id: z3.uuid("Invalid id") });
function registerJobRoutes(fastify) {
  const app = fastify.withTypeProvider();
  const noStore = { "cache-control": "no-store" };
  app.get(
    "/internal/jobs",
    { onRequest: loopbackOnly, schema: { hide: true, querystring: listQuery } },
    async (req, reply2) => {
      const [stats, jobs2] = await Promise.all([queueStats(app.ctx.db), listJobs(app.ctx.db, req.query)]);
      return reply2.headers(noStore).send({ success: true, message: "Operation successful", data: { ...stats, jobs: jobs2 } });
    }
  );
  app.post(
    "/internal/jobs/:id/retry",
    { onRequest: loopbackOnly, schema: { hide: true, params: jobParams } },
    async (req, reply2) => {
      if (!await retryDeadJob(app.ctx.db, req.params.id)) throw notFound("No dead job has this id");
      return reply2.headers(noStore).send({ success: true, message: "Queued again", data: { id: req.params.id, status: "queued" } });
    }
  );
}

// src/lib/logging.ts
import { randomUUID } from "node:crypto";
var SECRET_QUERY = /^(key|token|to|email|phone|otp|code|q|name|place)$/i;
function scrub(text27) {
  return text27.replace(/[^\s@"'<>(),;:]+@[^\s@"'<>(),;:]+\.[^\s@"'<>(),;:]+/g, "[email]").replace(/\+?\d[\d -]{8,16}\d/g, "[phone]").replace(/\b\d{6}\b/g, "[code]").replace(/(params|parameters):[^\n]*/gi, "$1: [redacted]").replace(/(Key \([^)]*\)=)\([^)]*\)/g, "$1([redacted])");
}
function redactUrl(url) {
  const q = url.indexOf("?");
  if (q < 0) return url;
  const params2 = url.slice(q + 1).split("&").map((pair) => {
    const [k = "", ...v] = pair.split("=");
    return SECRET_QUERY.test(decodeSafe(k)) && v.length ? `${k}=[redacted]` : pair;
  });
  return `${url.slice(0, q)}?${params2.join("&")}`;
}
function decodeSafe(s) {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}
var REQUEST_ID = /^[A-Za-z0-9._-]{8,64}$/;
function loggingOptions(level, stream) {
  return {
    requestIdHeader: false,
    // Fastify hands pino an options object even when it is empty, which sends every request's
    // child logger down pino's slow path (formatters rebuilt, redaction prepared): about 2 % of a
    // cached read. Without route options the child is built the fast way.
    childLoggerFactory: (logger, bindings, opts) => opts.level || opts.serializers ? logger.child(bindings, opts) : logger.child(bindings),
    genReqId: (req) => {
      const given = req.headers["x-request-id"];
      return typeof given === "string" && REQUEST_ID.test(given) ? given : randomUUID();
    },
    logger: {
      level,
      ...stream ? { stream } : {},
      redact: { paths: ["req.headers", "headers.authorization", "*.password", "*.token", "*.otp"], remove: true },
      serializers: {
        req: (req) => ({
          method: req.method,
          url: redactUrl(req.url),
          remoteAddress: req.ip ?? req.socket?.remoteAddress
        }),
        err: (err) => ({
          type: err.name,
          message: scrub(String(err.message)),
          code: err.code,
          statusCode: err.statusCode,
          stack: scrub(err.stack ?? "")
        })
      }
    }
  };
}

// src/lib/metrics.ts
import { timingSafeEqual } from "node:crypto";
import { sql as sql22 } from "drizzle-orm";
import { collectDefaultMetrics, Counter, Gauge, Registry } from "prom-client";

// src/lib/latency-histogram.ts
var LatencyHistogram = class {
  constructor(name, help, buckets, registry) {
    this.name = name;
    this.help = help;
    this.buckets = buckets;
    registry.registerMetric(this);
  }
  name;
  help;
  buckets;
  type = "histogram";
  aggregator = "sum";
  all = [];
  series(labels) {
    const { buckets } = this;
    const s = {
      labels,
      counts: new Float64Array(buckets.length),
      sum: 0,
      count: 0,
      observe(seconds) {
        s.sum += seconds;
        s.count += 1;
        for (let i = 0; i < buckets.length; i++) {
          if (seconds <= buckets[i]) {
            s.counts[i] += 1;
            return;
          }
        }
      }
    };
    this.all.push(s);
    return s;
  }
  /** What prom-client's registry reads at a scrape. */
  get() {
    const bucket = `${this.name}_bucket`;
    const values = this.all.flatMap((s) => {
      let acc = 0;
      return [
        ...this.buckets.map((le, i) => ({ labels: { le }, sharedLabels: s.labels, value: acc += s.counts[i], metricName: bucket })),
        { labels: { le: "+Inf" }, sharedLabels: s.labels, value: s.count, metricName: bucket },
        { labels: {}, sharedLabels: s.labels, value: s.sum, metricName: `${this.name}_sum` },
        { labels: {}, sharedLabels: s.labels, value: s.count, metricName: `${this.name}_count` }
      ];
    });
    return { name: this.name, help: this.help, type: this.type, values, aggregator: this.aggregator };
  }
  /** Registry.resetMetrics() empties every series. */
  reset() {
    for (const s of this.all) {
      s.counts.fill(0);
      s.sum = 0;
      s.count = 0;
    }
  }
};

// src/lib/metrics.ts
function tokenMatches(given, expected) {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}
function mayRead(req, token) {
  if (isLoopbackRequest(req)) return true;
  const auth = req.headers.authorization ?? "";
  return Boolean(token) && auth.startsWith("Bearer ") && tokenMatches(auth.slice(7), token);
}
function registerMetrics(app, db) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: "sankalp_" });
  const latency = new LatencyHistogram(
    "sankalp_http_request_duration_seconds",
    "Time to answer a request, by route pattern and status",
    [5e-3, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registry
  );
  const observer2 = (route) => {
    const series = /* @__PURE__ */ new Map();
    return (req, reply2) => {
      let byStatus = series.get(req.method);
      if (!byStatus) series.set(req.method, byStatus = /* @__PURE__ */ new Map());
      let s = byStatus.get(reply2.statusCode);
      if (!s) byStatus.set(reply2.statusCode, s = latency.series({ method: req.method, route, status: String(reply2.statusCode) }));
      s.observe(reply2.elapsedTime / 1e3);
    };
  };
  app.addHook("onRoute", (route) => {
    const observe = observer2(route.url);
    const hook = (req, reply2, done2) => {
      observe(req, reply2);
      done2();
    };
    route.onResponse = [...hooksOf2(route.onResponse), hook];
  });
  const unmatched = observer2("unmatched");
  app.addHook("onResponse", (req, reply2, done2) => {
    if (req.is404) unmatched(req, reply2);
    done2();
  });
  new Gauge({
    name: "sankalp_payment_orders",
    help: "Payment orders by status",
    labelNames: ["status"],
    registers: [registry],
    async collect() {
      const { rows: rows7 } = await app.ctx.db.execute(
        sql22`select status, count(*)::int as n from payment_orders group by status`
      );
      this.reset();
      for (const s of ["pending", "paid", "failed", "expired"]) this.set({ status: s }, 0);
      for (const r of rows7) this.set({ status: r.status }, Number(r.n));
    }
  });
  const runs = new Counter({
    name: "sankalp_job_runs_total",
    help: "Background job runs by outcome",
    labelNames: ["job", "outcome"],
    registers: [registry]
  });
  const lastSuccess = /* @__PURE__ */ new Map();
  new Gauge({
    name: "sankalp_job_seconds_since_success",
    help: "Seconds since each background job last ran without failing",
    labelNames: ["job"],
    registers: [registry],
    collect() {
      const now = app.ctx.now().getTime();
      for (const [job, at] of lastSuccess) this.set({ job }, (now - at) / 1e3);
    }
  });
  const deadTotal = new Counter({
    name: "sankalp_job_dead_total",
    help: "Queued jobs that failed their last attempt (dead: npm run jobs lists them)",
    labelNames: ["job"],
    registers: [registry]
  });
  app.decorate("jobMetrics", {
    ran(job, ok4, now) {
      runs.inc({ job, outcome: ok4 ? "success" : "failure" });
      if (ok4) lastSuccess.set(job, now.getTime());
    },
    // An arrow function: callers hand it on as a callback.
    queueRan: (kind, outcome) => {
      runs.inc({ job: kind, outcome: outcome === "success" ? "success" : "failure" });
      if (outcome === "dead") deadTotal.inc({ job: kind });
    }
  });
  let stats = null;
  const readStats = () => stats ??= queueStats(app.ctx.db).finally(() => setImmediate(() => stats = null));
  new Gauge({
    name: "sankalp_jobs",
    help: "Queued jobs waiting, running and dead, by kind",
    labelNames: ["job", "status"],
    registers: [registry],
    async collect() {
      const { counts } = await readStats();
      this.reset();
      for (const c of counts) this.set({ job: c.kind, status: c.status }, c.n);
    }
  });
  new Gauge({
    name: "sankalp_jobs_oldest_due_seconds",
    help: "Seconds the oldest due queued job has waited (0 when none is due)",
    registers: [registry],
    async collect() {
      this.set((await readStats()).oldestDueSeconds);
    }
  });
  if (db.poolStats) {
    const stats2 = db.poolStats;
    new Gauge({
      name: "sankalp_db_pool_connections",
      help: "Database pool connections by state",
      labelNames: ["state"],
      registers: [registry],
      collect() {
        const s = stats2();
        this.set({ state: "total" }, s.total);
        this.set({ state: "idle" }, s.idle);
        this.set({ state: "waiting" }, s.waiting);
      }
    });
  }
  app.get("/metrics", { schema: { hide: true } }, async (req, reply2) => {
    if (!mayRead(req, app.ctx.config.METRICS_TOKEN)) {
      return reply2.status(404).send({ success: false, message: "Not found", error: "Not found", code: "not_found" });
    }
    return reply2.header("content-type", registry.contentType).header("cache-control", "no-store").send(await registry.metrics());
  });
}

// src/lib/privacy-headers.ts
var PERMISSIONS_POLICY = [
  "accelerometer=()",
  "camera=()",
  "display-capture=()",
  "geolocation=(self)",
  "gyroscope=()",
  "magnetometer=()",
  "microphone=()",
  "midi=()",
  "usb=()",
  "interest-cohort=()",
  'payment=(self "https://api.razorpay.com" "https://checkout.razorpay.com")'
].join(", ");
function registerPrivacyHeaders(app) {
  app.addHook("onSend", (req, reply2, payload, done2) => {
    if (req.url.startsWith("/api/") && !reply2.hasHeader("cache-control")) reply2.header("cache-control", "no-store");
    done2(null, payload);
  });
}

// src/lib/static-site.ts
import { existsSync as existsSync2, readFileSync as readFileSync3 } from "node:fs";
import { join as join3 } from "node:path";
import { fileURLToPath as fileURLToPath2 } from "node:url";
import fastifyStatic from "@fastify/static";

// ../../packages/shared/src/routes.ts
var PAGE_ROUTES = [
  ["/", "home/HomePage"],
  ["/live", "live/LivePage"],
  ["/temples", "temples/TemplesPage"],
  ["/temple/:id", "temples/TempleDetailPage"],
  ["/donation-details/:name", "donations/DonationDetailsPage"],
  ["/pujas", "pujas/PujasPage"],
  ["/puja-details/:name", "pujas/PujaDetailsPage"],
  ["/puja-details", "pujas/PujaDetailsPage"],
  ["/puja-sankalp/:pujaName", "booking/PujaSankalpPage"],
  ["/puja-chadhava-selection/:name", "booking/PujaChadhavaSelectionPage"],
  ["/puja-checkout-success/:name", "booking/PujaCheckoutSuccessPage"],
  ["/chadhava", "chadhava/ChadhavaPage"],
  ["/chadhava-details/:name", "chadhava/ChadhavaDetailsPage"],
  ["/chadhava-checkout/:name", "chadhava/ChadhavaCheckoutPage"],
  ["/chadhava-checkout-success/:name", "chadhava/ChadhavaSuccessPage"],
  ["/donations", "donations/DonationsPage"],
  ["/donor-form", "donations/DonorFormPage"],
  ["/donation-checkout-success", "donations/DonationSuccessPage"],
  ["/kundli", "kundli/KundliPage"],
  ["/Kundli-report", "kundli/KundliReportPage"],
  // The day's panchang for a city (issue 11).
  ["/panchang", "panchang/PanchangPage"],
  ["/astro", "astro/AstroPage"],
  ["/astro-booking/:id", "astro/AstroProfilePage"],
  ["/astro-booking-form/:panditId", "astro/AstroBookingFormPage"],
  ["/astro-booking-success", "astro/AstroBookingSuccessPage"],
  ["/store", "store/StorePage"],
  ["/store/product/:id", "store/ProductPage"],
  ["/product-order-details/:name", "store/ProductOrderDetailsPage"],
  ["/product-order-confirmation/:name", "store/ProductOrderConfirmationPage"],
  // Named in the spec's navigation without screens (part 1 § 2); built by issue 9.
  ["/cart", "cart/CartPage"],
  ["/checkout", "store/CheckoutPage"],
  ["/auth", "account/AuthPage"],
  ["/profile", "account/ProfilePage"],
  ["/video/:id", "live/VideoPage"],
  ["/prasad", "prasad/PrasadPage"],
  ["/watch-live", "live/WatchLivePage"],
  ["/notifications", "notifications/NotificationsPage"],
  ["/settings", "account/SettingsPage"],
  ["/help", "pages/HelpPage"],
  ["/about-us", "pages/AboutPage"],
  ["/contact-us", "pages/ContactPage"],
  ["/faq", "pages/FaqPage"],
  ["/privacy-policy", "pages/PrivacyPolicyPage"],
  ["/terms-of-service", "pages/TermsPage"],
  ["/refund-policy", "pages/RefundPolicyPage"],
  ["/sitemap", "pages/SitemapPage"],
  // The operator console (issue 14): one page whose sections are nested routes and lazy chunks.
  ["/admin/*", "admin/AdminPage"],
  ["*", "pages/NotFoundPage"]
];
var compiled = PAGE_ROUTES.filter(([path]) => path !== "*").map(([path, page]) => ({
  page,
  segments: path.split("/").filter(Boolean)
}));
function matchPageRoute(pathname) {
  const parts = pathname.split("/").filter(Boolean);
  for (const route of compiled) {
    const splat = route.segments.at(-1) === "*";
    const fixed = splat ? route.segments.slice(0, -1) : route.segments;
    if (splat ? parts.length < fixed.length : fixed.length !== parts.length) continue;
    const params2 = splat ? { "*": parts.slice(fixed.length).join("/") } : {};
    const ok4 = fixed.every((seg, i) => {
      const part = parts[i];
      if (seg.startsWith(":")) {
        try {
          params2[seg.slice(1)] = decodeURIComponent(part);
        } catch {
          params2[seg.slice(1)] = part;
        }
        return true;
      }
      return seg.toLowerCase() === part.toLowerCase();
    });
    if (ok4) return { page: route.page, params: params2 };
  }
  return { page: "pages/NotFoundPage", params: {} };
}

// src/lib/static-site.ts
var DEFAULT_WEB_DIST = fileURLToPath2(new URL("../../web/dist", import.meta.url));
var WEB_DIST_CANDIDATES = [DEFAULT_WEB_DIST, fileURLToPath2(new URL("../../../web/dist", import.meta.url))];
function findWebDist() {
  return WEB_DIST_CANDIDATES.find((d) => existsSync2(join3(d, "index.html")));
}
var PAGE_ASSETS_FILE = "page-assets.json";
var escapeAttr = (s) => s.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");
var scriptJson = (value) => JSON.stringify(value).replace(/</g, "\\u003c");
function readPageAssets(webDist) {
  const file = join3(webDist, PAGE_ASSETS_FILE);
  return existsSync2(file) ? JSON.parse(readFileSync3(file, "utf8")) : {};
}
async function registerStaticSite(app, webDist, hinter) {
  const indexHtml = webDist ? readFileSync3(join3(webDist, "index.html")) : void 0;
  const indexText = indexHtml?.toString("utf8");
  const pageAssets = webDist ? readPageAssets(webDist) : {};
  if (webDist) {
    await app.register(fastifyStatic, {
      root: webDist,
      preCompressed: true,
      index: false,
      wildcard: true,
      setHeaders(reply2, path) {
        reply2.header(
          "Cache-Control",
          path.endsWith("index.html") || path.endsWith("/sw.js") ? "no-cache" : path.includes("/assets/") ? "public, max-age=31536000, immutable" : "public, max-age=604800, stale-while-revalidate=86400"
          // artwork and embeds: stable names
        );
      }
    });
  }
  const sendIndex = async (req, reply2) => {
    const match = matchPageRoute(req.url.split("?")[0] ?? "");
    const hints = hinter ? await hinter(match).catch((err) => {
      req.log.warn({ err }, "page hints failed; serving the plain page");
      return {};
    }) : {};
    const head = [
      ...(hints.images ?? []).map((src) => `<link rel="preload" as="image" href="${escapeAttr(src)}" fetchpriority="high">`),
      ...(pageAssets[match.page] ?? []).map((href) => `<link rel="modulepreload" crossorigin href="${escapeAttr(href)}">`)
    ].join("");
    const data = hints.data && Object.keys(hints.data).length ? `<script type="application/json" id="boot-data">${scriptJson(hints.data)}</script>` : "";
    const html = (head || data) && indexText ? indexText.replace("</head>", () => `${head}</head>`).replace("</body>", () => `${data}</body>`) : indexHtml;
    return reply2.type("text/html; charset=utf-8").header("Cache-Control", "no-cache").send(html);
  };
  if (indexHtml) app.get("/", { schema: { hide: true } }, sendIndex);
  app.setNotFoundHandler(async (req, reply2) => {
    const path = req.url.split("?")[0] ?? "";
    if (path.startsWith("/api/") || path === "/api" || req.method !== "GET" || !indexHtml || /\.[a-z0-9]+$/i.test(path)) {
      return reply2.status(404).send({ success: false, message: `Not found: ${req.method} ${path}`, error: "Not Found", code: "not_found" });
    }
    return sendIndex(req, reply2);
  });
}

// ../../packages/shared/src/api/catalog-paths.ts
var catalogPaths = {
  featuredPujas: () => "/pujas/",
  pujaByName: (name) => `/pujas/pujaByname/${encodeURIComponent(name)}`,
  campaignByName: (name) => `/donationcampaigns/donationByname/${encodeURIComponent(name)}`,
  eventByName: (name) => `/chadhava-events/getChadhavaEventByName/${encodeURIComponent(name)}`,
  product: (id2) => `/products/${encodeURIComponent(id2)}`
};

// ../../packages/shared/src/schemas/ids.ts
import { z as z4 } from "zod";
var idSchema = z4.uuid({ error: "Invalid id" });
var slugParamSchema = z4.string({ error: "Name is required" }).min(1, { error: "Name is required", abort: true }).max(200, "Name is too long");

// src/lib/envelope.ts
function ok(data, message = "Operation successful") {
  return { success: true, message, data };
}

// ../../packages/shared/src/money.ts
function toPaise(rupees2) {
  if (!Number.isFinite(rupees2)) throw new RangeError(`Not an amount: ${rupees2}`);
  const abs = Math.abs(rupees2);
  const text27 = String(abs);
  const paise = text27.includes("e") ? Math.round(abs * 100) : Math.round(Number(`${text27}e2`));
  return rupees2 < 0 && paise !== 0 ? -paise : paise;
}
function toRupees(paise) {
  return paise / 100;
}
function groupIndian(digits) {
  if (digits.length <= 3) return digits;
  const last3 = digits.slice(-3);
  const rest = digits.slice(0, -3);
  const pairs = [];
  for (let end = rest.length; end > 0; end -= 2) pairs.unshift(rest.slice(Math.max(0, end - 2), end));
  return `${pairs.join(",")},${last3}`;
}
function formatINR(rupees2, options = {}) {
  const decimals = options.decimals ?? true;
  const value = Number.isFinite(rupees2) ? rupees2 : 0;
  const paise = Math.abs(toPaise(value));
  const whole = decimals ? Math.floor(paise / 100) : Math.round(paise / 100);
  const fraction = decimals ? paise % 100 : 0;
  const sign = value < 0 && (whole > 0 || fraction > 0) ? "-" : "";
  const body = groupIndian(String(whole));
  return fraction > 0 ? `${sign}\u20B9${body}.${String(fraction).padStart(2, "0")}` : `${sign}\u20B9${body}`;
}
function parseDakshina(value) {
  let n2;
  if (typeof value === "number") n2 = value;
  else if (typeof value === "string" && value.trim() !== "") n2 = Number(value.trim());
  else return 0;
  if (!Number.isFinite(n2) || n2 <= 0) return 0;
  return Math.floor(n2);
}

// src/modules/catalog/catalog.mappers.ts
var toApproval = (a, temple3) => a?.approvedAt ? { temple: temple3.name, approvedAt: a.approvedAt.toISOString(), note: a.note } : null;
var toTempleRef = (t) => ({
  _id: t.id,
  name: t.name,
  location: t.location,
  image: t.image
});
var toTemple = (t) => ({
  _id: t.id,
  slug: t.slug,
  name: t.name,
  location: t.location,
  deity: t.deity,
  description: t.description,
  about: t.about,
  image: t.image
});
var toPackage = (p3) => ({
  _id: p3.id,
  img: p3.img,
  thumbnailTitle: p3.thumbnailTitle,
  price: toRupees(p3.pricePaise),
  numberOfPeople: p3.numberOfPeople,
  pointsOfDescription: p3.points
});
var toPujaChadhavaItem = (c) => ({
  _id: c.id,
  title: c.title,
  price: toRupees(c.pricePaise),
  image: c.image,
  description: c.description
});
var toPuja = (p3, temple3, packages, approval) => ({
  _id: p3.id,
  id: p3.id,
  slug: p3.slug,
  title: p3.title,
  description: p3.description,
  temple: toTempleRef(temple3),
  image: p3.image,
  aboutPujaCard: p3.aboutPujaCard,
  rating: p3.rating,
  tithi: p3.tithi,
  tag: p3.tag,
  occasion: p3.occasion,
  joinedNo: p3.joinedNo,
  benefitsOfPuja: p3.benefits,
  waysToParticipate: packages.map(toPackage),
  startTime: p3.startTime.toISOString(),
  endTime: p3.endTime.toISOString(),
  createdAt: p3.createdAt.toISOString(),
  approval: toApproval(approval, temple3)
});
var toPujaDetail = (p3, temple3, packages, items, approval) => ({
  ...toPuja(p3, temple3, packages, approval),
  aboutTemple: p3.aboutTemple,
  chadhavaPooja: items.map(toPujaChadhavaItem),
  type: p3.type,
  duration: p3.duration
});
var toOffering = (o) => ({
  _id: o.id,
  name: o.name,
  description: o.description,
  price: toRupees(o.pricePaise),
  image: o.image,
  type: o.type
});
var toStream = (st, temple3) => ({
  _id: st.id,
  title: st.title,
  video: st.video,
  image: st.image,
  pandit: st.pandit,
  temple: temple3 ? toTempleRef(temple3) : st.templeText ?? "",
  description: st.description,
  category: st.category,
  viewers: st.viewers,
  startTime: st.startTime.toISOString(),
  endTime: st.endTime ? st.endTime.toISOString() : null
});
var toSeva = (sv) => ({
  _id: sv.id,
  title: sv.title,
  description: sv.description,
  price: toRupees(sv.pricePaise),
  img: sv.img
});
var toCampaign = (c, sevas) => ({
  _id: c.id,
  slug: c.slug,
  title: c.title,
  subtitle: c.subtitle,
  img: c.img,
  images: c.images,
  story: c.story,
  description: c.description,
  raised_amount: toRupees(c.raisedPaise),
  totalamount: toRupees(c.goalPaise),
  totalparticipants: c.participants,
  category: c.category,
  sevas: sevas.map(toSeva),
  benefits: c.benefits,
  donorAvatars: c.donorAvatars,
  eligible80G: c.eligible80g
});
var toEventOffering = (o) => ({
  _id: o.id,
  name: o.name,
  price: toRupees(o.pricePaise),
  description: o.description,
  image: o.image,
  type: o.type
});
var toEvent = (e, temple3, offerings2, liveHolds2, approval) => ({
  _id: e.id,
  slug: e.slug,
  name: e.name,
  temple: toTempleRef(temple3),
  date: e.date.toISOString(),
  isActive: e.isActive,
  maxParticipants: e.maxParticipants,
  currentParticipants: e.currentParticipants,
  availableSlots: e.maxParticipants === null ? null : Math.max(0, e.maxParticipants - e.currentParticipants - liveHolds2),
  basePrice: toRupees(e.basePricePaise),
  about: e.about,
  images: e.images,
  offerings: offerings2.map(toEventOffering),
  approval: toApproval(approval, temple3)
});
var toProductListItem = (p3) => ({
  _id: p3.id,
  name: p3.name,
  slug: p3.slug,
  category: p3.category,
  primaryImage: p3.primaryImage,
  basePrice: toRupees(p3.basePricePaise)
});
function availableOf(stock, size, color) {
  const row = stock.find((r) => r.size === size && r.color === color);
  return row && row.onHand !== null ? Math.max(0, row.onHand - row.held) : null;
}
var variantStock = (p3, stock) => p3.sizes.flatMap(
  (size) => p3.colors.map((color) => ({ size: size.name, color: color.name, available: availableOf(stock, size.name, color.name) }))
);
var toProduct = (p3, related, stock = []) => ({
  ...toProductListItem(p3),
  description: p3.description,
  features: p3.features,
  secondaryImages: p3.secondaryImages,
  variants: {
    sizes: p3.sizes.map((v) => ({ name: v.name, extraPrice: toRupees(v.extraPricePaise) })),
    colors: p3.colors.map((v) => ({ name: v.name, extraPrice: toRupees(v.extraPricePaise), colorHex: v.colorHex })),
    stock: variantStock(p3, stock)
  },
  relatedProducts: related.map(toProductListItem)
});
var toPandit = (p3) => ({
  _id: p3.id,
  name: p3.name,
  location: p3.location,
  img: p3.img,
  description: p3.description,
  highlightPoints: p3.highlightPoints,
  experienceYears: p3.experienceYears,
  languages: p3.languages,
  specialities: p3.specialities,
  rating: p3.rating,
  fee: toRupees(p3.feePaise),
  consultationFee: toRupees(p3.feePaise),
  services: p3.services
});

// src/modules/catalog/catalog.repository.ts
import { and as and6, asc, count as count2, eq as eq6, inArray as inArray2, sql as sql23 } from "drizzle-orm";
var templeRef = { id: temples.id, name: temples.name, location: temples.location, image: temples.image };
var productListCols = {
  id: products.id,
  name: products.name,
  slug: products.slug,
  category: products.category,
  primaryImage: products.primaryImage,
  basePricePaise: products.basePricePaise
};
var shown = (col, drafts = false) => drafts ? void 0 : eq6(col, true);
var listTemples = (db, drafts = false) => db.select().from(temples).where(shown(temples.published, drafts)).orderBy(asc(temples.createdAt), asc(temples.id));
var findTemple = async (db, id2, drafts = false) => (await db.select().from(temples).where(and6(eq6(temples.id, id2), shown(temples.published, drafts))))[0];
var streamQuery = (db, where4) => db.select({ stream: streams, temple: templeRef }).from(streams).leftJoin(temples, eq6(streams.templeId, temples.id)).where(and6(shown(streams.published), where4));
var findStream = async (db, id2) => (await streamQuery(db, eq6(streams.id, id2)))[0];
var approvalCols = (a) => ({ approvedAt: a.approvedAt, note: a.note });
var pujaQuery = (db, where4) => {
  const approval = standingApproval(db, "puja");
  return db.select({ puja: pujas, temple: templeRef, approval: approvalCols(approval) }).from(pujas).innerJoin(temples, eq6(pujas.templeId, temples.id)).leftJoinLateral(approval, sql23`true`).where(and6(shown(pujas.published), shown(temples.published), where4));
};
var findPuja = async (db, key2) => (await pujaQuery(db, "id" in key2 ? eq6(pujas.id, key2.id) : eq6(pujas.slug, key2.slug)))[0];
var listPackagesOf = (db, pujaIds2) => pujaIds2.length === 0 ? Promise.resolve([]) : db.select().from(pujaPackages).where(inArray2(pujaPackages.pujaId, pujaIds2)).orderBy(asc(pujaPackages.sort));
var listPujaChadhavaOf = (db, pujaId) => db.select().from(pujaChadhavaItems).where(eq6(pujaChadhavaItems.pujaId, pujaId)).orderBy(asc(pujaChadhavaItems.sort));
var findCampaign = async (db, key2) => (await db.select().from(campaigns).where(and6(shown(campaigns.published), "id" in key2 ? eq6(campaigns.id, key2.id) : eq6(campaigns.slug, key2.slug))))[0];
var listSevasOf = (db, campaignIds) => campaignIds.length === 0 ? Promise.resolve([]) : db.select().from(campaignSevas).where(inArray2(campaignSevas.campaignId, campaignIds)).orderBy(asc(campaignSevas.sort));
var liveHoldCounts = (db, now) => db.select({ eventId: chadhavaBookings.eventId, n: count2().as("n") }).from(chadhavaBookings).where(liveHold(now)).groupBy(chadhavaBookings.eventId).as("live_holds");
var eventQuery = (db, where4, now) => {
  const holds = liveHoldCounts(db, now);
  const approval = standingApproval(db, "event");
  return db.select({
    event: chadhavaEvents,
    temple: templeRef,
    liveHolds: sql23`coalesce(${holds.n}, 0)`.mapWith(Number),
    approval: approvalCols(approval)
  }).from(chadhavaEvents).innerJoin(temples, eq6(chadhavaEvents.templeId, temples.id)).leftJoin(holds, eq6(holds.eventId, chadhavaEvents.id)).leftJoinLateral(approval, sql23`true`).where(and6(shown(chadhavaEvents.published), shown(temples.published), where4));
};
var findEvent = async (db, key2, now) => (await eventQuery(db, "id" in key2 ? eq6(chadhavaEvents.id, key2.id) : eq6(chadhavaEvents.slug, key2.slug), now))[0];
var listEventOfferingsOf = (db, eventIds) => eventIds.length === 0 ? Promise.resolve([]) : db.select().from(eventOfferings).where(inArray2(eventOfferings.eventId, eventIds)).orderBy(asc(eventOfferings.sort));
var findProduct = async (db, id2) => (await db.select().from(products).where(and6(eq6(products.id, id2), shown(products.published))))[0];
var listProductsByIds = (db, ids) => ids.length === 0 ? Promise.resolve([]) : db.select(productListCols).from(products).where(and6(inArray2(products.id, ids), shown(products.published)));
var listPandits = (db, drafts = false) => db.select().from(pandits).where(shown(pandits.published, drafts)).orderBy(asc(pandits.sort), asc(pandits.id));
var findPandit = async (db, id2, drafts = false) => (await db.select().from(pandits).where(and6(eq6(pandits.id, id2), shown(pandits.published, drafts))))[0];
async function productStockOf(db, productIds, now) {
  const byProduct = /* @__PURE__ */ new Map();
  if (productIds.length === 0) return byProduct;
  const holds = db.select({
    productId: productOrderLines.productId,
    size: productOrderLines.size,
    color: productOrderLines.color,
    held: sql23`sum(${productOrderLines.quantity})`.as("held")
  }).from(productOrderLines).innerJoin(productOrders, eq6(productOrders.id, productOrderLines.orderId)).where(and6(inArray2(productOrderLines.productId, productIds), liveOrderHold(now))).groupBy(productOrderLines.productId, productOrderLines.size, productOrderLines.color).as("holds");
  const rows7 = await db.select({
    productId: productStock.productId,
    size: productStock.size,
    color: productStock.color,
    onHand: productStock.onHand,
    held: sql23`coalesce(${holds.held}, 0)::int`
  }).from(productStock).leftJoin(
    holds,
    and6(
      eq6(holds.productId, productStock.productId),
      eq6(holds.size, productStock.size),
      eq6(holds.color, productStock.color)
    )
  ).where(inArray2(productStock.productId, productIds));
  for (const { productId, ...r } of rows7) {
    const list4 = byProduct.get(productId) ?? [];
    list4.push({ ...r, held: Number(r.held) });
    byProduct.set(productId, list4);
  }
  return byProduct;
}

// src/modules/catalog/catalog.lists.repository.ts
import { and as and7, asc as asc2, desc as desc3, eq as eq7, gt as gt4, gte, ilike, inArray as inArray3, isNull, lte as lte2, or as or2, sql as sql24 } from "drizzle-orm";
function after(table3, cols, dir, id2) {
  if (!id2) return void 0;
  const values = cols.map(
    (c, i) => i === cols.length - 1 ? sql24`${id2}::uuid` : sql24`(select cursor_row.${sql24.identifier(c.name)} from ${table3} cursor_row where cursor_row.id = ${id2}::uuid)`
  );
  return sql24`(${sql24.join(cols, sql24`, `)}) ${sql24.raw(dir === "asc" ? ">" : "<")} (${sql24.join(values, sql24`, `)})`;
}
var orderBy = (cols, dir) => cols.map((c) => dir === "asc" ? asc2(c) : desc3(c));
var containing = (q) => `%${q.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
var search = (q, cols) => q ? or2(...cols.map((c) => ilike(c, containing(q)))) : void 0;
var pujaFilter = (f) => and7(f.temple ? eq7(pujas.templeId, f.temple) : void 0, search(f.q, [pujas.title, temples.name, temples.location]));
var OPEN_ORDER = [pujas.startTime, pujas.id];
var CLOSED_ORDER = [pujas.endTime, pujas.id];
var pujaIds = (db, where4) => db.select({ id: pujas.id }).from(pujas).innerJoin(temples, eq7(pujas.templeId, temples.id)).where(and7(shown(pujas.published), shown(temples.published), where4));
async function pujasInOrder(db, picked) {
  const ids = (await picked).map((r) => r.id);
  if (ids.length === 0) return [];
  const rows7 = new Map((await pujaQuery(db, inArray3(pujas.id, ids))).map((r) => [r.puja.id, r]));
  return ids.flatMap((id2) => rows7.get(id2) ?? []);
}
var openPujas = (db, now, f, s) => pujasInOrder(
  db,
  pujaIds(
    db,
    and7(
      gt4(pujas.endTime, now),
      sql24`${pujas.startTime} >= (select min(o.start_time) from (select start_time from ${pujas} where end_time > ${now.toISOString()}::timestamptz offset 0) o)`,
      pujaFilter(f),
      after(pujas, OPEN_ORDER, "asc", s.after)
    )
  ).orderBy(...orderBy(OPEN_ORDER, "asc")).limit(s.n)
);
var closedPujas = (db, now, since, f, s) => pujasInOrder(
  db,
  pujaIds(
    db,
    and7(
      lte2(pujas.endTime, now),
      since ? gt4(pujas.endTime, since) : void 0,
      pujaFilter(f),
      after(pujas, CLOSED_ORDER, "desc", s.after)
    )
  ).orderBy(...orderBy(CLOSED_ORDER, "desc")).limit(s.n)
);
var featuredPujas = (db, now, n2) => pujasInOrder(
  db,
  pujaIds(db, gt4(pujas.endTime, now)).orderBy(desc3(pujas.joinedNo), asc2(pujas.startTime), asc2(pujas.id)).limit(n2)
);
var EVENT_ORDER = [chadhavaEvents.date, chadhavaEvents.id];
var eventsFrom = (db, from, now, f, s) => eventQuery(
  db,
  and7(
    gte(chadhavaEvents.date, from),
    f.temple ? eq7(chadhavaEvents.templeId, f.temple) : void 0,
    search(f.q, [chadhavaEvents.name, temples.name, temples.location]),
    after(chadhavaEvents, EVENT_ORDER, "asc", s.after)
  ),
  now
).orderBy(...orderBy(EVENT_ORDER, "asc")).limit(s.n);
var TEMPLE_ORDER = [temples.createdAt, temples.id];
var templesPage = (db, q, s) => db.select().from(temples).where(
  and7(
    shown(temples.published),
    search(q, [temples.name, temples.location]),
    after(temples, TEMPLE_ORDER, "asc", s.after)
  )
).orderBy(...orderBy(TEMPLE_ORDER, "asc")).limit(s.n);
var CAMPAIGN_ORDER = [campaigns.createdAt, campaigns.id];
var campaignsPage = (db, category, q, s) => db.select().from(campaigns).where(
  and7(
    shown(campaigns.published),
    category ? eq7(campaigns.category, category) : void 0,
    search(q, [campaigns.title]),
    after(campaigns, CAMPAIGN_ORDER, "asc", s.after)
  )
).orderBy(...orderBy(CAMPAIGN_ORDER, "asc")).limit(s.n);
var PRODUCT_ORDER = [products.category, products.sort, products.id];
var productsPage = (db, category, q, s) => db.select(productListCols).from(products).where(
  and7(
    shown(products.published),
    category ? eq7(products.category, category) : void 0,
    search(q, [products.name]),
    after(products, PRODUCT_ORDER, "asc", s.after)
  )
).orderBy(...orderBy(PRODUCT_ORDER, "asc")).limit(s.n);
var PANDIT_ORDER = [pandits.sort, pandits.id];
var panditsPage = (db, q, s) => db.select().from(pandits).where(and7(shown(pandits.published), search(q, [pandits.name]), after(pandits, PANDIT_ORDER, "asc", s.after))).orderBy(...orderBy(PANDIT_ORDER, "asc")).limit(s.n);
var OFFERING_ORDER = [offerings.sort, offerings.id];
var offeringsPage = (db, q, s) => db.select().from(offerings).where(and7(search(q, [offerings.name]), after(offerings, OFFERING_ORDER, "asc", s.after))).orderBy(...orderBy(OFFERING_ORDER, "asc")).limit(s.n);
var liveAt = (now) => and7(lte2(streams.startTime, now), or2(isNull(streams.endTime), gte(streams.endTime, now)));
var LIVE_ORDER = [streams.viewers, streams.id];
var OTHER_ORDER = [streams.startTime, streams.id];
var liveStreams = (db, now, q, s) => streamQuery(db, and7(liveAt(now), search(q, [streams.title]), after(streams, LIVE_ORDER, "desc", s.after))).orderBy(...orderBy(LIVE_ORDER, "desc")).limit(s.n);
var otherStreams = (db, now, q, s) => streamQuery(
  db,
  and7(sql24`not (${liveAt(now)})`, search(q, [streams.title]), after(streams, OTHER_ORDER, "asc", s.after))
).orderBy(...orderBy(OTHER_ORDER, "asc")).limit(s.n);

// src/modules/catalog/catalog.cursor.ts
import { z as z5 } from "zod";
var cursorShape = z5.strictObject({ l: z5.string().max(40), p: z5.string().max(20), id: idSchema });
var badCursor = () => new AppError(400, "Invalid cursor", void 0, "bad_cursor", { cursor: "Invalid cursor" });
var encodeCursor = (c) => Buffer.from(JSON.stringify({ l: c.l, p: c.p, id: c.id })).toString("base64url");
function decodeCursor(text27, list4, phases) {
  let parsed;
  try {
    parsed = JSON.parse(Buffer.from(text27, "base64url").toString("utf8"));
  } catch {
    throw badCursor();
  }
  const r = cursorShape.safeParse(parsed);
  if (!r.success || r.data.l !== list4 || !phases.includes(r.data.p)) throw badCursor();
  if (encodeCursor(r.data) !== text27) throw badCursor();
  return r.data;
}

// src/modules/catalog/catalog.paging.ts
async function pageOf(list4, phases, o) {
  const names = phases.map((p3) => p3.name);
  const from = o.cursor ? decodeCursor(o.cursor, list4, names) : void 0;
  const rows7 = [];
  for (let i = from ? names.indexOf(from.p) : 0; i < phases.length && rows7.length <= o.limit; i++) {
    const phase = phases[i];
    const after2 = from && phase.name === from.p ? from.id : void 0;
    for (const row of await phase.read({ after: after2, n: o.limit + 1 - rows7.length })) rows7.push({ row, phase: phase.name });
  }
  const shown2 = rows7.slice(0, o.limit);
  const last = shown2.at(-1);
  return {
    rows: shown2.map((r) => r.row),
    nextCursor: rows7.length > o.limit && last ? encodeCursor({ l: list4, p: last.phase, id: o.idOf(last.row) }) : null
  };
}

// src/modules/catalog/catalog.lists.ts
var RECENT_MS = 7 * 864e5;
var byId = (r) => r.id;
async function toPujas(ctx, rows7) {
  const packages = groupBy(
    await listPackagesOf(
      ctx.db,
      rows7.map((r) => r.puja.id)
    ),
    (p3) => p3.pujaId
  );
  return rows7.map((r) => toPuja(r.puja, r.temple, packages.get(r.puja.id) ?? [], r.approval));
}
async function pujaPage(ctx, q) {
  const now = ctx.now();
  const f = { temple: q.temple, q: q.q };
  const open = { name: "open", read: (s) => openPujas(ctx.db, now, f, s) };
  const recent = {
    name: "recent",
    read: (s) => closedPujas(ctx.db, now, new Date(now.getTime() - RECENT_MS), f, s)
  };
  const closed = { name: "closed", read: (s) => closedPujas(ctx.db, now, void 0, f, s) };
  const phases = q.status === "open" ? [open] : q.status === "closed" ? [closed] : [open, recent];
  const page = await pageOf("pujas", phases, { ...q, idOf: (r) => r.puja.id });
  return { items: await toPujas(ctx, page.rows), nextCursor: page.nextCursor };
}
var featuredPujas2 = async (ctx) => toPujas(ctx, await featuredPujas(ctx.db, ctx.now(), FEATURED_PUJA_COUNT));
async function eventPage(ctx, q) {
  const now = ctx.now();
  const from = new Date(now.getTime() - RECENT_MS);
  const page = await pageOf(
    "events",
    [{ name: "date", read: (s) => eventsFrom(ctx.db, from, now, { temple: q.temple, q: q.q }, s) }],
    { ...q, idOf: (r) => r.event.id }
  );
  const offerings2 = groupBy(
    await listEventOfferingsOf(
      ctx.db,
      page.rows.map((r) => r.event.id)
    ),
    (o) => o.eventId
  );
  return {
    items: page.rows.map((r) => toEvent(r.event, r.temple, offerings2.get(r.event.id) ?? [], r.liveHolds, r.approval)),
    nextCursor: page.nextCursor
  };
}
async function simplePage(list4, q, read, map) {
  const page = await pageOf(list4, [{ name: "order", read }], { ...q, idOf: byId });
  return { items: await map(page.rows), nextCursor: page.nextCursor };
}
var templePage = (ctx, q) => simplePage(
  "temples",
  q,
  (s) => templesPage(ctx.db, q.q, s),
  (rows7) => rows7.map(toTemple)
);
var campaignPage = (ctx, category, q) => simplePage(
  category ? `campaigns.${category}` : "campaigns",
  q,
  (s) => campaignsPage(ctx.db, category, q.q, s),
  async (rows7) => {
    const sevas = groupBy(
      await listSevasOf(
        ctx.db,
        rows7.map((c) => c.id)
      ),
      (sv) => sv.campaignId
    );
    return rows7.map((c) => toCampaign(c, sevas.get(c.id) ?? []));
  }
);
var productPage = (ctx, q) => simplePage(
  "products",
  q,
  (s) => productsPage(ctx.db, q.category, q.q, s),
  (rows7) => rows7.map(toProductListItem)
);
var panditPage = (ctx, q) => simplePage(
  "pandits",
  q,
  (s) => panditsPage(ctx.db, q.q, s),
  (rows7) => rows7.map(toPandit)
);
var offeringPage = (ctx, q) => simplePage(
  "offerings",
  q,
  (s) => offeringsPage(ctx.db, q.q, s),
  (rows7) => rows7.map(toOffering)
);
async function streamPage(ctx, q) {
  const now = ctx.now();
  const page = await pageOf(
    "streams",
    [
      { name: "live", read: (s) => liveStreams(ctx.db, now, q.q, s) },
      { name: "other", read: (s) => otherStreams(ctx.db, now, q.q, s) }
    ],
    { ...q, idOf: (r) => r.stream.id }
  );
  return { items: page.rows.map((r) => toStream(r.stream, r.temple)), nextCursor: page.nextCursor };
}
function groupBy(rows7, key2) {
  const map = /* @__PURE__ */ new Map();
  for (const row of rows7) {
    const list4 = map.get(key2(row));
    if (list4) list4.push(row);
    else map.set(key2(row), [row]);
  }
  return map;
}

// ../../packages/shared/src/slug.ts
var UNSAFE = /[/\\?#%"<>`{}|^[\]\u0000-\u001f\u007f]/g;
function slugify(title) {
  return title.normalize("NFC").replace(UNSAFE, "").trim().toLowerCase().replace(/\s+/g, "-");
}
function decodeSlugParam(param2) {
  try {
    return decodeURIComponent(param2);
  } catch {
    return param2;
  }
}

// src/modules/catalog/read-cache.ts
import { promisify } from "node:util";
import { gzip as gzipCb } from "node:zlib";
var gzip = promisify(gzipCb);
var GZIP_MIN_BYTES = 1024;
var MAX_ENTRIES = 5e3;
var MAX_BYTES = 64 * 1024 * 1024;
var REFRESH_AT = 0.8;
var caches = /* @__PURE__ */ new WeakMap();
function cacheOf(db) {
  let c = caches.get(db);
  if (!c) {
    c = {
      seq: 0,
      droppedAllAt: 0,
      tagDroppedAt: /* @__PURE__ */ new Map(),
      refreshes: 0,
      entries: /* @__PURE__ */ new Map(),
      byTag: /* @__PURE__ */ new Map(),
      pending: /* @__PURE__ */ new Set(),
      bytes: 0,
      enabled: true
    };
    caches.set(db, c);
  }
  return c;
}
function cachedAnswer(ctx, key2, opts, load3) {
  const c = cacheOf(ctx.db);
  if (!c.enabled) return build(load3).then((b) => b.answer);
  const now = ctx.now().getTime();
  const hit = c.entries.get(key2);
  if (hit && hit.expiresAt > now) {
    c.entries.delete(key2);
    c.entries.set(key2, hit);
    if (now >= hit.refreshAt && !hit.refreshing) refresh(ctx, c, key2, hit, opts, load3);
    return hit.value;
  }
  if (hit) forget(c, key2, hit);
  return store(ctx, c, key2, opts, build(load3));
}
function dropLocal(db, tags14) {
  const c = cacheOf(db);
  const seq = ++c.seq;
  if (!tags14) {
    c.droppedAllAt = seq;
    c.entries.clear();
    c.byTag.clear();
    c.pending.clear();
    c.bytes = 0;
    return;
  }
  for (const tag2 of tags14) {
    if (c.refreshes > 0) c.tagDroppedAt.set(tag2, seq);
    for (const key2 of c.byTag.get(tag2) ?? []) {
      const e = c.entries.get(key2);
      if (e) forget(c, key2, e);
    }
  }
  for (const key2 of c.pending) c.entries.delete(key2);
  c.pending.clear();
}
function invalidateReadCache(db, tags14) {
  const c = cacheOf(db);
  dropLocal(db, tags14);
  c.broadcast?.(tags14);
}
function configureReadCache(db, o) {
  const c = cacheOf(db);
  c.enabled = o.enabled;
  if ("broadcast" in o) c.broadcast = o.broadcast;
  if (!o.enabled) dropLocal(db);
}
function sendCached(req, reply2, a) {
  reply2.type("application/json; charset=utf-8");
  if (a.gzip) {
    reply2.header("Vary", "Accept-Encoding");
    if (/\bgzip\b/.test(req.headers["accept-encoding"] ?? "")) {
      reply2.header("Content-Encoding", "gzip");
      return reply2.send(a.gzip);
    }
  }
  return reply2.send(a.json);
}
async function build(load3) {
  const { data, body, tags: tags14 } = await load3();
  const json = Buffer.from(JSON.stringify(body));
  return { answer: { data, json, gzip: json.length >= GZIP_MIN_BYTES ? await gzip(json) : null }, tags: tags14 };
}
function store(ctx, c, key2, opts, built) {
  const now = ctx.now().getTime();
  const value = built.then((b) => b.answer);
  const entry = {
    value,
    expiresAt: now + opts.ttlMs,
    refreshAt: now + opts.ttlMs * REFRESH_AT,
    refreshing: false,
    bytes: 0,
    tags: []
  };
  c.entries.set(key2, entry);
  c.pending.add(key2);
  built.then(
    ({ answer: answer2, tags: tags14 }) => {
      if (c.entries.get(key2) !== entry) return;
      c.pending.delete(key2);
      entry.tags = [...new Set(tags14)];
      for (const tag2 of entry.tags) {
        let keys = c.byTag.get(tag2);
        if (!keys) c.byTag.set(tag2, keys = /* @__PURE__ */ new Set());
        keys.add(key2);
      }
      entry.bytes = answer2.json.length + (answer2.gzip?.length ?? 0);
      c.bytes += entry.bytes;
      evict(c, entry);
    },
    () => {
      if (c.entries.get(key2) === entry) forget(c, key2, entry);
    }
  );
  return value;
}
function refresh(ctx, c, key2, old, opts, load3) {
  old.refreshing = true;
  const since = c.seq;
  c.refreshes++;
  const done2 = () => {
    if (--c.refreshes === 0) c.tagDroppedAt.clear();
  };
  build(load3).then(
    (b) => {
      const stale = c.droppedAllAt > since || [...old.tags, ...b.tags].some((t) => (c.tagDroppedAt.get(t) ?? 0) > since);
      done2();
      if (stale || c.entries.get(key2) !== old) {
        old.refreshing = false;
        return;
      }
      forget(c, key2, old);
      void store(ctx, c, key2, opts, Promise.resolve(b));
    },
    () => {
      done2();
      old.refreshing = false;
    }
  );
}
function forget(c, key2, e) {
  c.entries.delete(key2);
  c.pending.delete(key2);
  c.bytes -= e.bytes;
  for (const tag2 of e.tags) {
    const keys = c.byTag.get(tag2);
    keys?.delete(key2);
    if (keys?.size === 0) c.byTag.delete(tag2);
  }
}
function evict(c, keep) {
  for (const [key2, e] of c.entries) {
    if (c.entries.size <= MAX_ENTRIES && c.bytes <= MAX_BYTES) return;
    if (e !== keep) forget(c, key2, e);
  }
}

// src/modules/catalog/catalog.tags.ts
var tag = {
  puja: (id2) => `puja:${id2}`,
  event: (id2) => `event:${id2}`,
  campaign: (id2) => `campaign:${id2}`,
  product: (id2) => `product:${id2}`,
  temple: (id2) => `temple:${id2}`,
  pandit: (id2) => `pandit:${id2}`
};
var bookedTags = {
  puja: (id2) => [tag.puja(id2), "pujas"],
  event: (id2) => [tag.event(id2), "events"],
  campaign: (id2) => [tag.campaign(id2), "campaigns"],
  products: (ids) => [...new Set(ids)].map(tag.product).concat("products")
};

// src/modules/catalog/catalog.service.ts
function invalidateCatalogCache(db, tags14) {
  invalidateReadCache(db, tags14);
}
async function getPuja(ctx, lookup) {
  const key2 = rowKey(lookup);
  const row = key2 && await findPuja(ctx.db, key2);
  if (!row) throw notFound("Puja not found");
  const [packages, items] = await Promise.all([
    listPackagesOf(ctx.db, [row.puja.id]),
    listPujaChadhavaOf(ctx.db, row.puja.id)
  ]);
  return toPujaDetail(row.puja, row.temple, packages, items, row.approval);
}
var listTemples2 = async (ctx, o = {}) => (await listTemples(ctx.db, o.drafts)).map(toTemple);
async function getTemple(ctx, id2, o = {}) {
  const row = await findTemple(ctx.db, id2, o.drafts);
  if (!row) throw notFound("Temple not found");
  return toTemple(row);
}
async function getStream(ctx, id2) {
  const row = await findStream(ctx.db, id2);
  if (!row) throw notFound("Stream not found");
  return toStream(row.stream, row.temple);
}
async function getCampaign(ctx, lookup) {
  const key2 = rowKey(lookup);
  const row = key2 && await findCampaign(ctx.db, key2);
  if (!row) throw notFound("Campaign not found");
  return toCampaign(row, await listSevasOf(ctx.db, [row.id]));
}
async function getEvent(ctx, lookup) {
  const key2 = rowKey(lookup);
  const row = key2 && await findEvent(ctx.db, key2, ctx.now());
  if (!row) throw notFound("Event not found");
  return toEvent(
    row.event,
    row.temple,
    await listEventOfferingsOf(ctx.db, [row.event.id]),
    row.liveHolds,
    row.approval
  );
}
async function getProduct(ctx, id2) {
  const row = await findProduct(ctx.db, id2);
  if (!row) throw notFound("Product not found");
  const wanted = [...new Set(row.relatedIds)].filter((r) => r !== row.id);
  const found3 = new Map((await listProductsByIds(ctx.db, wanted)).map((p3) => [p3.id, p3]));
  const related = wanted.flatMap((r) => found3.get(r) ?? []).slice(0, RELATED_PRODUCTS_MAX);
  const stock = await productStockOf(ctx.db, [row.id], ctx.now());
  return toProduct(row, related, stock.get(row.id));
}
var productStockOf2 = (ctx, productIds) => productStockOf(ctx.db, productIds, ctx.now());
var listPandits2 = async (ctx, o = {}) => (await listPandits(ctx.db, o.drafts)).map(toPandit);
async function getPandit(ctx, id2, o = {}) {
  const row = await findPandit(ctx.db, id2, o.drafts);
  if (!row) throw notFound("Pandit not found");
  return toPandit(row);
}
function rowKey(lookup) {
  if ("id" in lookup) return lookup;
  const slug = slugify(decodeSlugParam(lookup.name));
  return slug === "" ? null : { slug };
}
function lookupKey(lookup) {
  const key2 = rowKey(lookup);
  return key2 === null ? null : "id" in key2 ? `id:${key2.id}` : `slug:${key2.slug}`;
}

// src/modules/catalog/catalog.cached.ts
var CATALOG = { ttlMs: 6e4 };
var WITH_HOLDS = { ttlMs: 5e3 };
var LIVE = { ttlMs: 5e3 };
var answer = (message, load3, tagsOf) => async () => {
  const data = await load3();
  return { data, body: ok(data, message), tags: tagsOf(data) };
};
var pageAnswer = (message, limit, load3, shape, tagsOf) => async () => {
  const { items, nextCursor } = await load3();
  const data = shape(items);
  const page = { limit, nextCursor };
  return { data, body: { ...ok(data, message), page }, tags: tagsOf(items) };
};
var pageKey = (list4, q) => `${list4}?${JSON.stringify(Object.entries(q).sort(([a], [b]) => a.localeCompare(b)))}`;
var folded = (q) => ({ ...q, q: q.q?.toLowerCase() });
var pujaTags = (ps) => [
  ...ps.map((p3) => tag.puja(p3._id)),
  ...ps.map((p3) => tag.temple(p3.temple._id))
];
function lookupKey2(what, lookup, message) {
  const key2 = lookupKey(lookup);
  if (key2 === null) throw notFound(message);
  return `${what}:${key2}`;
}
var pujaPage2 = (ctx, query2) => {
  const q = folded(query2);
  return cachedAnswer(
    ctx,
    pageKey("pujas", q),
    CATALOG,
    pageAnswer(
      "Pujas fetched successfully",
      q.limit,
      () => pujaPage(ctx, q),
      (items) => items,
      (items) => ["pujas", "temples", ...pujaTags(items)]
    )
  );
};
var featuredPujas3 = (ctx) => cachedAnswer(
  ctx,
  "pujas:featured",
  CATALOG,
  answer(
    "Featured pujas fetched successfully",
    () => featuredPujas2(ctx),
    (ps) => ["pujas", "temples", ...pujaTags(ps)]
  )
);
var puja = async (ctx, lookup) => cachedAnswer(
  ctx,
  lookupKey2("puja", lookup, "Puja not found"),
  CATALOG,
  answer(
    "Puja fetched successfully",
    () => getPuja(ctx, lookup),
    (p3) => pujaTags([p3])
  )
);
var templePage2 = (ctx, query2) => {
  const q = folded(query2);
  return cachedAnswer(
    ctx,
    pageKey("temples", q),
    CATALOG,
    pageAnswer(
      "Temples fetched successfully",
      q.limit,
      () => templePage(ctx, q),
      (temples2) => ({ temples: temples2 }),
      (ts17) => ["temples", ...ts17.map((t) => tag.temple(t._id))]
    )
  );
};
var temple = (ctx, id2) => cachedAnswer(
  ctx,
  `temple:${id2}`,
  CATALOG,
  answer(
    "Temple fetched successfully",
    async () => ({ temple: await getTemple(ctx, id2) }),
    () => [tag.temple(id2)]
  )
);
var offeringPage2 = (ctx, query2) => {
  const q = folded(query2);
  return cachedAnswer(
    ctx,
    pageKey("offerings", q),
    CATALOG,
    pageAnswer(
      "Offerings fetched successfully",
      q.limit,
      () => offeringPage(ctx, q),
      (offerings2) => ({ offerings: offerings2 }),
      () => ["offerings"]
    )
  );
};
var streamPage2 = (ctx, query2) => {
  const q = folded(query2);
  return cachedAnswer(
    ctx,
    pageKey("streams", q),
    LIVE,
    pageAnswer(
      "Live streams fetched successfully",
      q.limit,
      () => streamPage(ctx, q),
      (items) => items,
      () => ["streams", "temples"]
    )
  );
};
var campaignPage2 = (ctx, category, query2) => {
  const q = folded(query2);
  return cachedAnswer(
    ctx,
    pageKey(`campaigns:${category ?? ""}`, q),
    CATALOG,
    pageAnswer(
      "Campaigns fetched successfully",
      q.limit,
      () => campaignPage(ctx, category, q),
      (items) => items,
      (cs) => ["campaigns", ...cs.map((c) => tag.campaign(c._id))]
    )
  );
};
var campaign = async (ctx, lookup) => cachedAnswer(
  ctx,
  lookupKey2("campaign", lookup, "Campaign not found"),
  CATALOG,
  answer(
    "Campaign fetched successfully",
    () => getCampaign(ctx, lookup),
    (c) => [tag.campaign(c._id)]
  )
);
var eventTags = (es) => [
  ...es.map((e) => tag.event(e._id)),
  ...es.map((e) => tag.temple(e.temple._id))
];
var eventPage2 = (ctx, query2) => {
  const q = folded(query2);
  return cachedAnswer(ctx, pageKey("events", q), WITH_HOLDS, async () => {
    const { items, nextCursor } = await eventPage(ctx, q);
    const data = { events: items };
    const { success, message } = ok(data, "Events fetched successfully");
    const page = { limit: q.limit, nextCursor };
    return {
      data,
      body: { success, status: "success", message, data, page },
      tags: ["events", "temples", ...eventTags(items)]
    };
  });
};
var event = async (ctx, lookup) => cachedAnswer(
  ctx,
  lookupKey2("event", lookup, "Event not found"),
  WITH_HOLDS,
  answer(
    "Event fetched successfully",
    async () => ({ event: await getEvent(ctx, lookup) }),
    (d) => eventTags([d.event])
  )
);
var productPage2 = (ctx, query2) => {
  const q = folded(query2);
  return cachedAnswer(
    ctx,
    pageKey("products", q),
    CATALOG,
    pageAnswer(
      "Products fetched successfully",
      q.limit,
      () => productPage(ctx, q),
      (products2) => ({ products: products2 }),
      (ps) => ["products", ...ps.map((p3) => tag.product(p3._id))]
    )
  );
};
var product = (ctx, id2) => cachedAnswer(
  ctx,
  `product:${id2}`,
  WITH_HOLDS,
  answer(
    "Product fetched successfully",
    async () => ({ product: await getProduct(ctx, id2) }),
    (d) => [tag.product(id2), ...d.product.relatedProducts.map((r) => tag.product(r._id))]
  )
);
var panditPage2 = (ctx, query2) => {
  const q = folded(query2);
  return cachedAnswer(
    ctx,
    pageKey("pandits", q),
    CATALOG,
    pageAnswer(
      "Pandits fetched successfully",
      q.limit,
      () => panditPage(ctx, q),
      (pandits2) => ({ pandits: pandits2 }),
      (ps) => ["pandits", ...ps.map((p3) => tag.pandit(p3._id))]
    )
  );
};
var pandit = (ctx, id2) => cachedAnswer(
  ctx,
  `pandit:${id2}`,
  CATALOG,
  answer(
    "Pandit fetched successfully",
    async () => ({ pandit: await getPandit(ctx, id2) }),
    () => [tag.pandit(id2)]
  )
);

// src/modules/catalog/page-hints.ts
async function found(load3) {
  try {
    return await load3;
  } catch (e) {
    if (e instanceof AppError && e.statusCode === 404) return void 0;
    throw e;
  }
}
async function catalogPageHints(ctx, { page, params: params2 }) {
  const name = slugParamSchema.safeParse(params2.name).success ? params2.name : void 0;
  const id2 = idSchema.safeParse(params2.id).success ? params2.id : void 0;
  switch (page) {
    case "home/HomePage":
      return {
        images: ["/art/hero-home.svg"],
        data: { [catalogPaths.featuredPujas()]: (await featuredPujas3(ctx)).data }
      };
    case "pujas/PujaDetailsPage": {
      const puja2 = name && (await found(puja(ctx, { name })))?.data;
      return puja2 ? { images: [puja2.image], data: { [catalogPaths.pujaByName(name)]: puja2 } } : {};
    }
    case "donations/DonationDetailsPage": {
      const campaign2 = name && (await found(campaign(ctx, { name })))?.data;
      return campaign2 ? { data: { [catalogPaths.campaignByName(name)]: campaign2 } } : {};
    }
    case "chadhava/ChadhavaDetailsPage": {
      const event2 = name && (await found(event(ctx, { name })))?.data.event;
      return event2 ? { data: { [catalogPaths.eventByName(name)]: { event: event2 } } } : {};
    }
    case "store/ProductPage": {
      const product2 = id2 && (await found(product(ctx, id2)))?.data.product;
      return product2 ? { data: { [catalogPaths.product(id2)]: { product: product2 } } } : {};
    }
    default:
      return {};
  }
}

// src/modules/catalog/read-cache-sync.ts
import { randomUUID as randomUUID2 } from "node:crypto";
import { sql as sql25 } from "drizzle-orm";
import pg2 from "pg";
var READ_CACHE_CHANNEL = "sankalp_read_cache";
var RECONNECT_MS = 1e3;
var MAX_PAYLOAD = 7e3;
function encodeNotice(origin, tags14) {
  const text27 = tags14 ? `${origin} ${tags14.join(",")}` : origin;
  return text27.length > MAX_PAYLOAD ? origin : text27;
}
function decodeNotice(payload) {
  const [origin = "", list4] = (payload ?? "").split(" ", 2);
  return list4 === void 0 ? { origin } : { origin, tags: list4 === "" ? [] : list4.split(",") };
}
async function startReadCacheSync(handle, log) {
  const { db, url } = handle;
  if (handle.kind !== "postgres" || !url) return async () => {
  };
  const origin = randomUUID2();
  let stopped = false;
  let client = null;
  let retry = null;
  let sending = false;
  let queued;
  const send2 = (tags14) => {
    sending = true;
    db.execute(sql25`select pg_notify(${READ_CACHE_CHANNEL}, ${encodeNotice(origin, tags14)})`).catch((e) => log.warn({ err: e }, "read cache: NOTIFY failed")).finally(() => {
      sending = false;
      if (queued !== void 0) {
        const next = queued;
        queued = void 0;
        send2(next ? [...next] : void 0);
      }
    });
  };
  const broadcast = (tags14) => {
    if (!sending) return send2(tags14);
    if (queued === null) return;
    queued = tags14 ? /* @__PURE__ */ new Set([...queued ?? [], ...tags14]) : null;
  };
  configureReadCache(db, { enabled: false, broadcast });
  const connect = async () => {
    retry = null;
    const c = new pg2.Client({ connectionString: url });
    let down = false;
    const onDown = (e) => {
      if (down) return;
      down = true;
      configureReadCache(db, { enabled: false });
      if (client === c) client = null;
      void c.end().catch(() => {
      });
      if (stopped) return;
      log.warn({ err: e }, "read cache: invalidation listener lost; caching off until it is back");
      retry = setTimeout(() => void connect(), RECONNECT_MS);
      retry.unref();
    };
    c.on("notification", (m) => {
      if (m.channel !== READ_CACHE_CHANNEL) return;
      const notice = decodeNotice(m.payload);
      if (notice.origin !== origin) dropLocal(db, notice.tags);
    });
    c.on("error", onDown);
    c.on("end", () => onDown());
    try {
      await c.connect();
      await c.query(`LISTEN ${READ_CACHE_CHANNEL}`);
      if (stopped || down) return void c.end().catch(() => {
      });
      client = c;
      dropLocal(db);
      configureReadCache(db, { enabled: true });
    } catch (e) {
      onDown(e);
    }
  };
  await connect();
  return async () => {
    stopped = true;
    if (retry) clearTimeout(retry);
    configureReadCache(db, { enabled: false });
    await client?.end().catch(() => {
    });
    client = null;
  };
}

// src/modules/addresses/addresses.routes.ts
import { z as z12 } from "zod";

// ../../packages/shared/src/states.ts
import { z as z6 } from "zod";
var INDIAN_STATES = [
  "Andhra Pradesh",
  "Arunachal Pradesh",
  "Assam",
  "Bihar",
  "Chhattisgarh",
  "Delhi",
  "Goa",
  "Gujarat",
  "Haryana",
  "Himachal Pradesh",
  "Jammu and Kashmir",
  "Jharkhand",
  "Karnataka",
  "Kerala",
  "Ladakh",
  "Madhya Pradesh",
  "Maharashtra",
  "Manipur",
  "Meghalaya",
  "Mizoram",
  "Nagaland",
  "Odisha",
  "Punjab",
  "Rajasthan",
  "Sikkim",
  "Tamil Nadu",
  "Telangana",
  "Tripura",
  "Uttar Pradesh",
  "Uttarakhand",
  "West Bengal"
];
var indianStateSchema = z6.enum(INDIAN_STATES, {
  error: (issue) => issue.input === void 0 || issue.input === null || issue.input === "" ? "State is required" : "Please select a valid state"
});

// ../../packages/shared/src/calendar.ts
var DAY_MS = 864e5;
var IST_OFFSET_MS = 330 * 6e4;
var MONTH_NAMES = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December"
];
function toMillis(value) {
  if (value === null || value === void 0 || value === "") return Number.NaN;
  if (value instanceof Date) return value.getTime();
  if (typeof value === "number") return Number.isFinite(value) ? value : Number.NaN;
  return new Date(value).getTime();
}
function istDayNumber(ms2) {
  return Math.floor((ms2 + IST_OFFSET_MS) / DAY_MS);
}
function istDayStart(dayNumber) {
  return dayNumber * DAY_MS - IST_OFFSET_MS;
}
function istDate(ms2) {
  const shifted = new Date(ms2 + IST_OFFSET_MS);
  return { year: shifted.getUTCFullYear(), month: shifted.getUTCMonth() + 1, day: shifted.getUTCDate() };
}

// ../../packages/shared/src/timing.ts
var SECOND = 1e3;
var MINUTE = 60 * SECOND;
var HOUR = 60 * MINUTE;
var DAY = 24 * HOUR;
var EVENT_ERRORS = {
  missing: "Event data is missing",
  invalidId: "Invalid event ID",
  incomplete: "Event information is incomplete",
  dateMissing: "Event date is missing",
  past: "This event has already passed",
  inactive: "This event is not currently active",
  full: "This event is fully booked"
};
function isPastDate(date3, now = Date.now()) {
  return istDayNumber(toMillis(date3)) < istDayNumber(toMillis(now));
}
function formatDateGB(date3) {
  const ms2 = toMillis(date3);
  if (Number.isNaN(ms2)) return "";
  const { year, month, day: day2 } = istDate(istDayStart(istDayNumber(ms2)));
  return `${day2} ${MONTH_NAMES[month - 1]} ${year}`;
}

// ../../packages/shared/src/pricing.ts
function safeQuantity(quantity) {
  return Number.isFinite(quantity) && quantity > 0 ? Math.floor(quantity) : 0;
}
function safePaise(rupees2) {
  return Number.isFinite(rupees2) && rupees2 > 0 ? toPaise(rupees2) : 0;
}
function linesPaise(lines) {
  return lines.reduce((sum, l) => sum + safePaise(l.price) * safeQuantity(l.quantity), 0);
}
function pujaTotal({ packagePrice, items = [], dakshina }) {
  return toRupees(safePaise(packagePrice) + linesPaise(items) + toPaise(parseDakshina(dakshina)));
}
function eventTotal(basePrice, offerings2) {
  return toRupees(safePaise(basePrice) + linesPaise(offerings2));
}
function donationTotal(sevas, customAmount) {
  const sevasPaise = linesPaise(sevas);
  const customPaise = safePaise(customAmount);
  return {
    sevasTotal: toRupees(sevasPaise),
    customAmountTotal: toRupees(customPaise),
    totalAmount: toRupees(sevasPaise + customPaise)
  };
}

// ../../packages/shared/src/schemas/address.ts
import { z as z7 } from "zod";
var pincodeSchema = z7.union([z7.number(), z7.string()], { error: "Pincode is required" }).transform((v) => String(v).trim()).pipe(
  z7.string().min(1, { error: "Pincode is required", abort: true }).regex(PINCODE_PATTERN, "Please enter a valid 6-digit pincode")
).transform(Number);
var addressSchema = z7.object({
  addressLine1: requiredText("Address Line 1 is required", "Please enter a valid address").min(ADDRESS_LINE_MIN, `Address must be at least ${ADDRESS_LINE_MIN} characters`).max(ADDRESS_LINE_MAX, `Address cannot exceed ${ADDRESS_LINE_MAX} characters`),
  addressLine2: z7.string().trim().max(ADDRESS_LINE_MAX, `Address Line 2 cannot exceed ${ADDRESS_LINE_MAX} characters`).optional(),
  city: requiredText("City is required").regex(LETTERS_AND_SPACES, "City can only contain letters and spaces").min(CITY_MIN, `City must be at least ${CITY_MIN} characters`).max(CITY_MAX, `City cannot exceed ${CITY_MAX} characters`),
  pincode: pincodeSchema,
  state: indianStateSchema,
  /** Optional; missing or blank becomes India. */
  country: z7.string().trim().max(COUNTRY_MAX, `Country cannot exceed ${COUNTRY_MAX} characters`).optional().transform((v) => v || DEFAULT_COUNTRY),
  isDefault: z7.boolean().optional()
});

// ../../packages/shared/src/schemas/auth.ts
import { z as z8 } from "zod";
var isPhone = (v) => PHONE_CHARACTERS.test(v) && countDigits(v) >= PHONE_MIN_DIGITS && countDigits(v) <= PHONE_MAX_DIGITS;
var accountNameSchema = requiredText("Full name is required", "Please enter a valid name").min(NAME_MIN, `Name must be at least ${NAME_MIN} characters`).max(ACCOUNT_NAME_MAX, `Name cannot exceed ${ACCOUNT_NAME_MAX} characters`);
var accountPhoneSchema = requiredText("Phone number is required", "Please enter a valid phone number").refine(
  isPhone,
  "Please enter a valid phone number"
);
var loginSchema = z8.object({
  emailOrPhone: requiredText("Email or phone number is required").refine(
    (v) => v.includes("@") ? EMAIL_PATTERN.test(v) : isPhone(v),
    "Please enter a valid email address or phone number"
  ),
  // Only required: sign-in never re-checks the sign-up length rules.
  password: z8.string({ error: "Password is required" }).min(1, "Password is required"),
  rememberMe: z8.boolean().default(false),
  /**
   * For an account with two-factor sign-in: the authenticator's current 6-digit code or one unused
   * recovery code (schemas/two-factor.ts). Without it such an account gets 401 `otp_required`.
   */
  otp: z8.string().trim().max(64, "Invalid verification code").optional()
});
var registerSchema = z8.object({
  fullName: accountNameSchema,
  phoneNumber: accountPhoneSchema,
  email: emailSchema,
  password: passwordSchema
});
var registerFormSchema = registerSchema.extend({
  confirmPassword: z8.string({ error: "Please confirm your password" }).min(1, "Please confirm your password")
}).refine((v) => v.confirmPassword === "" || v.password === v.confirmPassword, {
  path: ["confirmPassword"],
  message: "Passwords do not match"
});
var otpRequestSchema = z8.object({ email: emailSchema });
var otpSchema = z8.string({ error: "OTP is required" }).trim().min(1, { error: "OTP is required", abort: true }).regex(new RegExp(`^\\d{${OTP_LENGTH}}$`), `OTP must be exactly ${OTP_LENGTH} digits`);
var otpResetSchema = z8.object({
  email: emailSchema,
  otp: otpSchema,
  newPassword: passwordSchema
});
var otpResetFormSchema = otpResetSchema.extend({
  confirmPassword: z8.string({ error: "Please confirm your password" }).min(1, "Please confirm your password")
}).refine((v) => v.confirmPassword === "" || v.newPassword === v.confirmPassword, {
  path: ["confirmPassword"],
  message: "Passwords do not match"
});
var changePasswordSchema = z8.object({
  currentPassword: z8.string({ error: "Current password is required" }).min(1, "Current password is required"),
  newPassword: passwordSchema
});
var profileUpdateSchema = z8.object({
  fullName: accountNameSchema.optional(),
  email: emailSchema.optional(),
  phoneNumber: accountPhoneSchema.optional()
});

// ../../packages/shared/src/schemas/sankalp.ts
import { z as z9 } from "zod";
var familyMembersLimitMessage = (max) => `You can add up to ${max} family members only`;
var maxFamilyMembers = (numberOfPeople) => Number.isFinite(numberOfPeople) ? Math.max(0, Math.floor(numberOfPeople) - 1) : 0;
var familyMemberNameSchema = z9.string().trim().max(FAMILY_NAME_MAX, `Each family member's name cannot exceed ${FAMILY_NAME_MAX} characters`).regex(/^[^,;]*$/, "Family member names cannot contain commas or semicolons");
function familyMembersSchema(max) {
  const names = z9.array(familyMemberNameSchema).default([]).transform((list4) => list4.filter((n2) => n2 !== ""));
  return max === void 0 ? names : names.refine((list4) => list4.length <= max, familyMembersLimitMessage(max));
}
function sankalpObject(maxFamily) {
  return z9.object({
    full_name: personNameSchema,
    gotra: gotraSchema,
    phone_number: phoneSchema,
    email_address: emailSchema,
    family_members_names: familyMembersSchema(maxFamily),
    /** Validated whenever given; required when wants_prasad is true. */
    address_for_prasad_delivery: addressSchema.optional(),
    special_prayers_or_sankalp: z9.string().trim().max(SPECIAL_PRAYERS_MAX, `Special prayers cannot exceed ${SPECIAL_PRAYERS_MAX} characters`).optional(),
    wants_prasad: z9.boolean().default(false)
  });
}
function withPrasadRule(schema) {
  return schema.superRefine((v, ctx) => {
    if (v.wants_prasad && !v.address_for_prasad_delivery) {
      ctx.addIssue({
        code: "custom",
        path: ["address_for_prasad_delivery"],
        message: "Prasad delivery address is required"
      });
    }
  });
}
var sankalpSchema = withPrasadRule(sankalpObject());
var sankalpRequestSchema = withPrasadRule(
  sankalpObject().extend({
    puja_ref_id: idSchema.optional(),
    ways_to_participate_ref_id: idSchema.optional()
  })
);

// ../../packages/shared/src/schemas/pujaBooking.ts
import { z as z10 } from "zod";
var totalSchema = z10.number({ error: "Invalid total amount" });
var pujaBookingSchema = z10.object({
  puja_ref_id: idSchema,
  ways_to_participate_ref_id: idSchema,
  /** Null at this step; chadhava is added afterwards with the chadhava-for-puja payload. */
  chadhava_included: z10.boolean().nullable().default(null),
  /** The client's figure; the server recomputes it and answers 409 on a mismatch. */
  amount_total: totalSchema.positive("Invalid total amount"),
  sankalp_ref_id: idSchema,
  /** Accepted for compatibility and ignored: only a verified payment marks a booking paid. */
  payment_status: z10.string().optional(),
  donor_details: z10.object({
    full_name: personNameSchema,
    email: emailSchema,
    phone: phoneSchema
  })
});
var pujaChadhavaItemSchema = z10.object({
  item_id: idSchema,
  quantity: z10.number({ error: "Invalid quantity" }).int("Invalid quantity").min(1, "Quantity must be at least 1")
});
var chadhavaForPujaSchema = z10.object({
  /** The puja booking's id. */
  pujaId: idSchema,
  puja_chadhava_items: z10.array(pujaChadhavaItemSchema).default([]),
  total_amount: totalSchema.min(0, "Invalid total amount"),
  /** Number or text; non-numeric or negative → 0, decimals floored (whole rupees). */
  /** Whole rupees (number or digits); empty is 0; a fraction is refused ('Enter whole rupees'). */
  pandit_dakshina_amount: wholeRupeesSchema,
  message_for_pandit: z10.string().trim().max(SPECIAL_PRAYERS_MAX, `Message cannot exceed ${SPECIAL_PRAYERS_MAX} characters`).optional(),
  /** The booking's access key (or `?key=`), when the caller is not its owner's session. */
  key: z10.string().max(128).optional()
}).refine((v) => v.puja_chadhava_items.length > 0 || v.pandit_dakshina_amount > 0, {
  path: ["puja_chadhava_items"],
  message: "Please select at least one chadhava item or provide a donation."
});
var paymentVerifySchema = z10.object({
  bookingId: requiredText("Booking ID is required"),
  razorpay_payment_id: requiredText("Payment ID is required"),
  razorpay_order_id: requiredText("Order ID is required"),
  razorpay_signature: requiredText("Payment signature is required")
});

// ../../packages/shared/src/schemas/settings.ts
import { z as z11 } from "zod";
var D = DEFAULT_SETTINGS;
var settingsSchema = z11.object({
  darkMode: z11.boolean().default(D.darkMode),
  language: z11.enum(LANGUAGES).default(D.language),
  timezone: z11.enum(TIMEZONES).default(D.timezone),
  notifications: z11.object({
    email: z11.boolean().default(D.notifications.email),
    push: z11.boolean().default(D.notifications.push),
    sms: z11.boolean().default(D.notifications.sms),
    ceremonies: z11.boolean().default(D.notifications.ceremonies),
    donations: z11.boolean().default(D.notifications.donations),
    reminders: z11.boolean().default(D.notifications.reminders),
    whatsapp: z11.boolean().default(D.notifications.whatsapp)
  }).prefault({}),
  privacy: z11.object({
    profileVisible: z11.boolean().default(D.privacy.profileVisible),
    shareActivity: z11.boolean().default(D.privacy.shareActivity),
    allowAnalytics: z11.boolean().default(D.privacy.allowAnalytics)
  }).prefault({})
});
function defaultSettings() {
  return settingsSchema.parse({});
}
function parseStoredSettings(raw) {
  let value = raw;
  if (typeof raw === "string") {
    try {
      value = JSON.parse(raw);
    } catch {
      return defaultSettings();
    }
  }
  if (typeof value !== "object" || value === null) return defaultSettings();
  const input = value;
  const result = defaultSettings();
  const pickBool = (v, d) => typeof v === "boolean" ? v : d;
  result.darkMode = pickBool(input.darkMode, result.darkMode);
  const language = z11.enum(LANGUAGES).safeParse(input.language);
  if (language.success) result.language = language.data;
  const timezone = z11.enum(TIMEZONES).safeParse(input.timezone);
  if (timezone.success) result.timezone = timezone.data;
  for (const group of ["notifications", "privacy"]) {
    const given = input[group];
    if (typeof given !== "object" || given === null) continue;
    const target = result[group];
    for (const key2 of Object.keys(target)) {
      target[key2] = pickBool(given[key2], target[key2] ?? false);
    }
  }
  return result;
}

// ../../packages/shared/src/api/admin.ts
var STAFF_ROLES = ["admin", "operator", "temple_staff", "pandit"];
var SCOPED_ROLES = { temple_staff: "templeId", pandit: "panditId" };
var STAFF_IDLE_SECONDS = 30 * 60;

// src/modules/auth/roles.repository.ts
import { and as and8, asc as asc3, count as count3, eq as eq8, isNull as isNull2, sql as sql26 } from "drizzle-orm";
var grantColumns = { role: userRoles.role, templeId: userRoles.templeId, panditId: userRoles.panditId };
async function listRoles(db, userId) {
  const rows7 = await db.select(grantColumns).from(userRoles).where(eq8(userRoles.userId, userId)).orderBy(asc3(userRoles.createdAt), asc3(userRoles.id));
  return rows7;
}
var sameGrant = (userId, g) => and8(
  eq8(userRoles.userId, userId),
  eq8(userRoles.role, g.role),
  g.templeId ? eq8(userRoles.templeId, g.templeId) : isNull2(userRoles.templeId),
  g.panditId ? eq8(userRoles.panditId, g.panditId) : isNull2(userRoles.panditId)
);
async function insertRole(db, userId, g, now) {
  const rows7 = await db.insert(userRoles).values({ userId, role: g.role, templeId: g.templeId, panditId: g.panditId, createdAt: now }).onConflictDoNothing().returning({ id: userRoles.id });
  return rows7.length === 1;
}
async function deleteRole(db, userId, g) {
  const rows7 = await db.delete(userRoles).where(sameGrant(userId, g)).returning({ id: userRoles.id });
  return rows7.length === 1;
}
async function deleteAllRoles(db, userId) {
  await db.delete(userRoles).where(eq8(userRoles.userId, userId));
}
async function countRoleHolders(db, role) {
  const [row] = await db.select({ n: count3() }).from(userRoles).where(eq8(userRoles.role, role));
  return row?.n ?? 0;
}
async function lockRoles(db) {
  await db.execute(sql26`select pg_advisory_xact_lock(7260014)`);
}

// src/modules/auth/roles.ts
var LAST_ADMIN_MESSAGE = "This is the last admin: grant the role to someone else first";
function toGrant(role, scope = {}) {
  const templeId = scope.templeId ?? null;
  const panditId = scope.panditId ?? null;
  const needs = SCOPED_ROLES[role];
  if (needs === "templeId" && (!templeId || panditId))
    throw badRequest("A temple_staff role needs a temple (and no pandit)");
  if (needs === "panditId" && (!panditId || templeId))
    throw badRequest("A pandit role needs a pandit profile (and no temple)");
  if (!needs && (templeId || panditId)) throw badRequest(`The ${role} role has no temple or pandit scope`);
  return { role, templeId, panditId };
}
var listRoles2 = (db, userId) => listRoles(db, userId);
async function grantRole(db, userId, grant2, now) {
  await lockRoles(db);
  return insertRole(db, userId, grant2, now);
}
async function assertNotLastAdmin(db, userId) {
  await lockRoles(db);
  const held = (await listRoles(db, userId)).some((g) => g.role === "admin");
  if (held && await countRoleHolders(db, "admin") <= 1)
    throw conflict(LAST_ADMIN_MESSAGE, void 0, "last_admin");
}
async function revokeRole(db, userId, grant2) {
  if (grant2.role === "admin") await assertNotLastAdmin(db, userId);
  else await lockRoles(db);
  return deleteRole(db, userId, grant2);
}
function scopeOf(roles, allowed) {
  const mine = roles.filter((g) => allowed.includes(g.role));
  return {
    any: mine.length > 0,
    everything: mine.some((g) => g.role === "admin" || g.role === "operator"),
    templeIds: mine.filter((g) => g.role === "temple_staff").map((g) => g.templeId),
    panditIds: mine.filter((g) => g.role === "pandit").map((g) => g.panditId)
  };
}

// src/modules/auth/auth.guards.ts
var badTokens = /* @__PURE__ */ new WeakSet();
function markInvalidToken(req) {
  badTokens.add(req);
}
var SIGN_IN_MESSAGE = "Please sign in to continue";
var SESSION_EXPIRED_MESSAGE = "Your session has expired. Please sign in again.";
function currentUser(req) {
  if (req.user) return req.user;
  throw unauthorized(badTokens.has(req) ? SESSION_EXPIRED_MESSAGE : SIGN_IN_MESSAGE);
}
async function requireUser(req, _reply) {
  currentUser(req);
}
describeHook(requireUser, { auth: "required" });
function requireSelf(param2, field = "id") {
  return describeHook(
    async function requireSelfHook(req, _reply) {
      const user = currentUser(req);
      const value = req.params?.[param2];
      if (typeof value !== "string" || value.toLowerCase() !== user[field].toLowerCase()) throw forbidden();
    },
    { auth: "self" }
  );
}
var TWO_FACTOR_REQUIRED_MESSAGE = "Staff accounts must switch on two-factor authentication (Settings \u203A Account) before using the console";
var OUT_OF_SCOPE_MESSAGE = "Not found";
function requireRole(...args) {
  const roles = args.filter((a) => typeof a === "string");
  const opts = args.find((a) => typeof a === "object") ?? {};
  if (roles.length === 0) throw new Error("requireRole needs at least one role");
  return describeHook(
    async function requireRoleHook(req, _reply) {
      const user = currentUser(req);
      if (user.roles.length === 0) throw forbidden();
      if (!user.twoFactorEnabled) throw new AppError(403, TWO_FACTOR_REQUIRED_MESSAGE, void 0, "2fa_required");
      const scope = scopeOf(user.roles, roles);
      if (!scope.any) throw forbidden();
      if (!opts.scope || scope.everything) return;
      const target = await opts.scope(req);
      const reachable = !!target?.templeId && scope.templeIds.includes(target.templeId) || !!target?.panditId && scope.panditIds.includes(target.panditId);
      if (!reachable) throw notFound(OUT_OF_SCOPE_MESSAGE);
    },
    { auth: "required", errors: { 403: ["forbidden", "2fa_required"], ...opts.scope ? { 404: ["not_found"] } : {} } }
  );
}
function staffScope(req, roles) {
  return scopeOf(currentUser(req).roles, roles);
}

// src/modules/auth/auth.repository.ts
import { randomUUID as randomUUID3 } from "node:crypto";
import { and as and9, eq as eq9, inArray as inArray4, isNull as isNull3, lt as lt2, ne, or as or3, sql as sql27 } from "drizzle-orm";
async function findUserById(db, id2) {
  const [row] = await db.select().from(users).where(eq9(users.id, id2)).limit(1);
  return row;
}
async function findUserByEmail(db, email) {
  const [row] = await db.select().from(users).where(eq9(users.email, email)).limit(1);
  return row;
}
async function findUsersByIds(db, ids) {
  if (ids.length === 0) return [];
  return db.select().from(users).where(inArray4(users.id, ids));
}
async function findUserByPhone(db, phone) {
  const [row] = await db.select().from(users).where(eq9(users.phoneNumber, phone)).limit(1);
  return row;
}
async function findTaken(db, email, phone, exceptUserId) {
  const conds = [];
  if (email) conds.push(eq9(users.email, email));
  if (phone) conds.push(eq9(users.phoneNumber, phone));
  if (conds.length === 0) return { email: false, phone: false };
  const where4 = exceptUserId ? and9(or3(...conds), ne(users.id, exceptUserId)) : or3(...conds);
  const rows7 = await db.select({ email: users.email, phone: users.phoneNumber }).from(users).where(where4);
  return { email: rows7.some((r) => r.email === email), phone: rows7.some((r) => r.phone === phone) };
}
async function insertUserWithStuff(db, v) {
  return db.transaction(async (tx) => {
    const stuffId = randomUUID3();
    const [user] = await tx.insert(users).values({ ...v, userStuffId: stuffId, createdAt: v.now, updatedAt: v.now }).returning();
    await tx.insert(userStuff).values({ id: stuffId, userId: user.id, createdAt: v.now });
    return user;
  });
}
async function updateUserPassword(db, userId, passwordHash, now) {
  await db.update(users).set({ passwordHash, updatedAt: now }).where(eq9(users.id, userId));
}
async function insertSession(db, v) {
  const [row] = await db.insert(sessions).values({
    userId: v.userId,
    tokenHash: v.tokenHash,
    rememberMe: v.rememberMe,
    createdAt: v.now,
    lastSeenAt: v.now,
    expiresAt: v.expiresAt
  }).returning();
  return row;
}
async function findSessionWithUser(db, tokenHash) {
  const [row] = await db.select({
    session: sessions,
    user: users,
    roles: sql27`coalesce((
        select json_agg(json_build_object('role', ${userRoles.role}, 'templeId', ${userRoles.templeId}, 'panditId', ${userRoles.panditId}) order by ${userRoles.createdAt}, ${userRoles.id})
        from ${userRoles} where ${userRoles.userId} = ${users.id}), '[]'::json)`,
    twoFactorEnabled: sql27`exists (
        select 1 from ${userTwoFactor} where ${userTwoFactor.userId} = ${users.id} and ${userTwoFactor.enabledAt} is not null)`
  }).from(sessions).innerJoin(users, eq9(users.id, sessions.userId)).where(eq9(sessions.tokenHash, tokenHash)).limit(1);
  return row;
}
async function findSession(db, id2) {
  const [row] = await db.select().from(sessions).where(eq9(sessions.id, id2)).limit(1);
  return row;
}
async function touchSession(db, id2, now, minGapMs) {
  await db.update(sessions).set({ lastSeenAt: now }).where(and9(eq9(sessions.id, id2), lt2(sessions.lastSeenAt, new Date(now.getTime() - minGapMs))));
}
async function revokeSession(db, id2, now) {
  await db.update(sessions).set({ revokedAt: now }).where(and9(eq9(sessions.id, id2), isNull3(sessions.revokedAt)));
}
async function revokeUserSessions(db, userId, now, exceptSessionId) {
  await db.update(sessions).set({ revokedAt: now }).where(
    and9(
      eq9(sessions.userId, userId),
      isNull3(sessions.revokedAt),
      exceptSessionId ? ne(sessions.id, exceptSessionId) : void 0
    )
  );
}
async function upsertOtp(db, v) {
  const values = {
    email: v.email,
    userId: v.userId,
    codeHash: v.codeHash,
    salt: v.salt,
    attempts: 0,
    createdAt: v.now,
    expiresAt: v.expiresAt,
    consumedAt: null
  };
  await db.insert(passwordOtps).values(values).onConflictDoUpdate({ target: passwordOtps.email, set: { ...values, email: void 0 } });
}
async function claimOtpAttempt(db, email, maxAttempts) {
  const [row] = await db.update(passwordOtps).set({ attempts: sql27`${passwordOtps.attempts} + 1` }).where(and9(eq9(passwordOtps.email, email), isNull3(passwordOtps.consumedAt), lt2(passwordOtps.attempts, maxAttempts))).returning();
  return row;
}
async function findOtp(db, email) {
  const [row] = await db.select().from(passwordOtps).where(eq9(passwordOtps.email, email)).limit(1);
  return row;
}
async function consumeOtp(db, id2, now) {
  const rows7 = await db.update(passwordOtps).set({ consumedAt: now }).where(and9(eq9(passwordOtps.id, id2), isNull3(passwordOtps.consumedAt))).returning({ id: passwordOtps.id });
  return rows7.length === 1;
}
async function hitRateLimit(db, key2, windowStart, expiresAt) {
  const [row] = await db.insert(rateLimits).values({ key: key2, windowStart, expiresAt, count: 1 }).onConflictDoUpdate({
    target: [rateLimits.key, rateLimits.windowStart],
    set: { count: sql27`${rateLimits.count} + 1` }
  }).returning({ count: rateLimits.count });
  return row.count;
}
async function rateLimitCount(db, key2, windowStart) {
  const [row] = await db.select({ count: rateLimits.count }).from(rateLimits).where(and9(eq9(rateLimits.key, key2), eq9(rateLimits.windowStart, windowStart))).limit(1);
  return row?.count ?? 0;
}
async function deleteExpired(db, now, keepMs) {
  const before = new Date(now.getTime() - keepMs);
  const r = await db.delete(rateLimits).where(lt2(rateLimits.expiresAt, now)).returning({ key: rateLimits.key });
  const o = await db.delete(passwordOtps).where(lt2(passwordOtps.expiresAt, before)).returning({ id: passwordOtps.id });
  const s = await db.delete(sessions).where(or3(lt2(sessions.expiresAt, before), lt2(sessions.revokedAt, before))).returning({ id: sessions.id });
  return { rateLimits: r.length, otps: o.length, sessions: s.length };
}

// src/modules/auth/identity.ts
import { createHash } from "node:crypto";
function normalizeEmail(email) {
  return email.trim().toLowerCase();
}
function normalizePhone(phone) {
  if (!/^\+?[\d\s()-]+$/.test(phone.trim())) return null;
  let digits = phone.replace(/\D/g, "");
  if (digits.length === 11 && digits.startsWith("0")) digits = digits.slice(1);
  if (digits.length === 10) return PHONE_COUNTRY_CODE + digits;
  if (digits.length === 12 && digits.startsWith(PHONE_COUNTRY_CODE)) return digits;
  return null;
}
function formatPhone(stored) {
  return `+${stored}`;
}
function normalizeLoginId(emailOrPhone) {
  const v = emailOrPhone.trim();
  if (v.includes("@")) return { kind: "email", value: normalizeEmail(v) };
  return { kind: "phone", value: normalizePhone(v) ?? v.replace(/\D/g, "") };
}
var sha256Hex = (value) => createHash("sha256").update(value).digest("hex");
function toPublicUser(u, roles = []) {
  return {
    id: u.id,
    _id: u.id,
    fullName: u.fullName,
    email: u.email,
    phoneNumber: formatPhone(u.phoneNumber),
    userStuffId: u.userStuffId,
    ...roles.length > 0 ? { staff: true } : {}
  };
}

// src/modules/auth/rate-limit.ts
var MIN = 60;
var RATE_LIMITS = {
  /**
   * Sign-in attempts on one account from one client IP: whoever guesses wrong slows down only
   * themselves, so nobody can lock a devotee out of their own account from elsewhere.
   */
  loginAccount: { name: "login-account-ip", limit: 10, windowSeconds: 15 * MIN },
  /**
   * Sign-in attempts that carry a two-factor code, per account from anywhere: whoever has the
   * password still cannot try the million codes from many IPs.
   */
  loginOtpAccount: { name: "login-otp-account", limit: 10, windowSeconds: 15 * MIN },
  /** Two-factor set-up, enable and disable calls (code and password guesses) per user. */
  twoFactorUser: { name: "two-factor-user", limit: 10, windowSeconds: 15 * MIN },
  /** Sign-in attempts per client IP, whatever the account. */
  loginIp: { name: "login-ip", limit: 50, windowSeconds: 15 * MIN },
  /** Reset-code requests per e-mail (known or not). */
  otpEmail: { name: "otp-email", limit: 3, windowSeconds: 15 * MIN },
  /** Reset-code requests per client IP. */
  otpIp: { name: "otp-ip", limit: 20, windowSeconds: 15 * MIN },
  /** Reset-code checks per client IP (each code also dies after 5 wrong tries). */
  otpVerifyIp: { name: "otp-verify-ip", limit: 30, windowSeconds: 15 * MIN },
  /** Sign-ups per client IP. */
  registerIp: { name: "register-ip", limit: 10, windowSeconds: 60 * MIN },
  /** Signed-in password changes (current-password guesses) per user. */
  changePassword: { name: "change-password", limit: 10, windowSeconds: 15 * MIN },
  /** Things created (sankalps, bookings and orders of every kind, addresses) per client IP … */
  createIp: { name: "create-ip", limit: 60, windowSeconds: 10 * MIN },
  /** … and per signed-in user, wherever they call from. */
  createUser: { name: "create-user", limit: 40, windowSeconds: 10 * MIN },
  /** Kundli PDF reports per client IP (each is drawn on demand). */
  kundliReportIp: { name: "kundli-report-ip", limit: 30, windowSeconds: 10 * MIN },
  /** Payment verify calls per client IP (each Checkout success calls one). */
  verifyIp: { name: "verify-ip", limit: 60, windowSeconds: 10 * MIN }
};
function tooManyMessage(seconds) {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return `Too many attempts. Please try again in ${minutes} ${minutes === 1 ? "minute" : "minutes"}.`;
}
async function consumeRateLimit(ctx, rule, subject) {
  const now = ctx.now().getTime();
  const windowMs = rule.windowSeconds * 1e3;
  const start = Math.floor(now / windowMs) * windowMs;
  const end = start + windowMs;
  const key2 = `${rule.name}:${sha256Hex(subject).slice(0, 32)}`;
  const current = await hitRateLimit(ctx.db, key2, new Date(start), new Date(end + windowMs));
  const previous = current > rule.limit ? 0 : await rateLimitCount(ctx.db, key2, new Date(start - windowMs));
  const weight = 1 - (now - start) / windowMs;
  if (current <= rule.limit && previous * weight + current <= rule.limit) return;
  const fitsAt = current + 1 <= rule.limit ? start + windowMs * (1 - (rule.limit - current - 1) / previous) : end + windowMs * (1 - (rule.limit - 1) / current);
  throw tooMany(Math.ceil((fitsAt - now) / 1e3));
}
function tooMany(seconds) {
  const retryAfter = Math.max(1, seconds);
  return tooManyRequests(tooManyMessage(retryAfter), retryAfter);
}
async function limitCreates(req) {
  if (isLoopbackRequest(req)) return;
  const { ctx } = req.server;
  await consumeRateLimit(ctx, RATE_LIMITS.createIp, req.ip);
  if (req.user) await consumeRateLimit(ctx, RATE_LIMITS.createUser, req.user.id);
}
async function limitVerifies(req) {
  if (isLoopbackRequest(req)) return;
  await consumeRateLimit(req.server.ctx, RATE_LIMITS.verifyIp, req.ip);
}
async function limitReports(req) {
  if (isLoopbackRequest(req)) return;
  await consumeRateLimit(req.server.ctx, RATE_LIMITS.kundliReportIp, req.ip);
}
for (const hook of [limitCreates, limitVerifies, limitReports])
  describeHook(hook, { errors: { 429: ["rate_limited"] } });

// src/modules/addresses/addresses.repository.ts
import { and as and10, asc as asc4, count as count4, desc as desc4, eq as eq10 } from "drizzle-orm";
async function listAddresses(db, userId) {
  return db.select().from(addresses).where(eq10(addresses.userId, userId)).orderBy(desc4(addresses.isDefault), asc4(addresses.createdAt), asc4(addresses.id));
}
async function findAddress(db, userId, id2) {
  const [row] = await db.select().from(addresses).where(and10(eq10(addresses.id, id2), eq10(addresses.userId, userId))).limit(1);
  return row;
}
async function lockUser(tx, userId) {
  await tx.select({ id: users.id }).from(users).where(eq10(users.id, userId)).for("update");
}
async function clearDefault(tx, userId) {
  await tx.update(addresses).set({ isDefault: false }).where(and10(eq10(addresses.userId, userId), eq10(addresses.isDefault, true)));
}
var columns = (a) => ({
  addressLine1: a.addressLine1,
  addressLine2: a.addressLine2 ?? "",
  city: a.city,
  pincode: a.pincode,
  state: a.state,
  country: a.country
});
async function insertAddress(db, userId, a, now, max) {
  return db.transaction(async (tx) => {
    await lockUser(tx, userId);
    const [c] = await tx.select({ n: count4() }).from(addresses).where(eq10(addresses.userId, userId));
    const n2 = c?.n ?? 0;
    if (n2 >= max) return void 0;
    const isDefault = a.isDefault === true || n2 === 0;
    if (isDefault) await clearDefault(tx, userId);
    const [row] = await tx.insert(addresses).values({ userId, ...columns(a), isDefault, createdAt: now }).returning();
    return row;
  });
}
async function updateAddress(db, userId, id2, a) {
  return db.transaction(async (tx) => {
    await lockUser(tx, userId);
    if (a.isDefault === true) await clearDefault(tx, userId);
    const [row] = await tx.update(addresses).set({ ...columns(a), ...a.isDefault === void 0 ? {} : { isDefault: a.isDefault } }).where(and10(eq10(addresses.id, id2), eq10(addresses.userId, userId))).returning();
    return row;
  });
}
async function deleteAddress(db, userId, id2) {
  const rows7 = await db.delete(addresses).where(and10(eq10(addresses.id, id2), eq10(addresses.userId, userId))).returning({ id: addresses.id });
  return rows7.length === 1;
}

// src/modules/addresses/addresses.service.ts
var MAX_ADDRESSES = 20;
var ADDRESS_NOT_FOUND = "Address not found";
var view = (r) => ({
  _id: r.id,
  id: r.id,
  userId: r.userId,
  addressLine1: r.addressLine1,
  addressLine2: r.addressLine2,
  city: r.city,
  pincode: r.pincode,
  state: r.state,
  country: r.country,
  isDefault: r.isDefault,
  createdAt: r.createdAt.toISOString()
});
async function listAddresses2(ctx, userId) {
  return (await listAddresses(ctx.db, userId)).map(view);
}
async function getAddress(ctx, userId, id2) {
  const row = await findAddress(ctx.db, userId, id2);
  if (!row) throw notFound(ADDRESS_NOT_FOUND);
  return view(row);
}
async function createAddress(ctx, userId, a) {
  const row = await insertAddress(ctx.db, userId, a, ctx.now(), MAX_ADDRESSES);
  if (!row) throw badRequest(`You can save at most ${MAX_ADDRESSES} addresses. Please delete one first.`);
  return view(row);
}
async function updateAddress2(ctx, userId, id2, a) {
  const row = await updateAddress(ctx.db, userId, id2, a);
  if (!row) throw notFound(ADDRESS_NOT_FOUND);
  return view(row);
}
async function deleteAddress2(ctx, userId, id2) {
  if (!await deleteAddress(ctx.db, userId, id2)) throw notFound(ADDRESS_NOT_FOUND);
  return id2;
}

// src/modules/addresses/addresses.routes.ts
var userParams = z12.object({ userId: idSchema });
var addressParams = z12.object({ userId: idSchema, addressId: idSchema });
async function addressRoutes(fastify) {
  const app = fastify.withTypeProvider();
  const { ctx } = app;
  const self = { onRequest: requireSelf("userId") };
  app.get("/users/:userId/addresses", { ...self, schema: { tags: ["addresses"], params: userParams } }, async (req) => {
    const addresses2 = await listAddresses2(ctx, req.params.userId);
    const count15 = addresses2.length;
    return { success: true, message: "Operation successful", data: { addresses: addresses2, count: count15 }, addresses: addresses2, count: count15 };
  });
  app.post(
    "/users/:userId/addresses",
    { ...self, preHandler: limitCreates, schema: { tags: ["addresses"], params: userParams, body: addressSchema } },
    async (req, reply2) => {
      const address = await createAddress(ctx, req.params.userId, req.body);
      return reply2.status(201).send({ success: true, message: "Address added successfully", data: { address }, address });
    }
  );
  app.get(
    "/users/:userId/addresses/:addressId",
    { ...self, schema: { tags: ["addresses"], params: addressParams } },
    async (req) => {
      const address = await getAddress(ctx, req.params.userId, req.params.addressId);
      return { success: true, message: "Operation successful", data: { address }, address };
    }
  );
  app.put(
    "/users/:userId/addresses/:addressId",
    { ...self, schema: { tags: ["addresses"], params: addressParams, body: addressSchema } },
    async (req) => {
      const address = await updateAddress2(ctx, req.params.userId, req.params.addressId, req.body);
      return { success: true, message: "Address updated successfully", data: { address }, address };
    }
  );
  app.delete(
    "/users/:userId/addresses/:addressId",
    { ...self, schema: { tags: ["addresses"], params: addressParams } },
    async (req) => {
      const deletedAddressId = await deleteAddress2(ctx, req.params.userId, req.params.addressId);
      return { success: true, message: "Address deleted successfully", data: { deletedAddressId }, deletedAddressId };
    }
  );
}

// src/modules/admin/admin.schemas.ts
import { z as z13 } from "zod";
var idParams = z13.object({ id: idSchema });
var when = (name) => z13.iso.datetime({ offset: true, error: `${name} must be an ISO date-time, e.g. 2026-11-21T00:00:00Z` }).transform((v) => new Date(v));
var auditQuery = z13.object({
  actor: z13.string().trim().min(1).max(254).optional(),
  action: z13.string().trim().regex(/^[a-z0-9_.-]{1,64}$/, "action is a dotted name such as user.role.grant").optional(),
  from: when("from").optional(),
  to: when("to").optional(),
  limit: z13.coerce.number().int().min(1).max(100).default(50),
  cursor: z13.string().regex(/^\d{1,18}$/, "Invalid cursor").optional()
});
var grantBody = z13.object({
  role: z13.enum(STAFF_ROLES, { error: `role must be one of ${STAFF_ROLES.join(", ")}` }),
  templeId: idSchema.optional(),
  panditId: idSchema.optional()
});

// src/modules/auth/auth.service.ts
import { randomBytes as randomBytes4, randomInt as randomInt2, timingSafeEqual as timingSafeEqual3 } from "node:crypto";

// src/lib/mail/mailer.ts
import { desc as desc5, eq as eq13 } from "drizzle-orm";
import nodemailer from "nodemailer";

// src/lib/jobs/queue.ts
import { and as and11, asc as asc5, eq as eq11, inArray as inArray5, lt as lt3, lte as lte3, or as or4, sql as sql28 } from "drizzle-orm";
var DEFAULT_MAX_ATTEMPTS = 5;
var listeners = /* @__PURE__ */ new Set();
function onEnqueued(listener) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
var clock = (at) => at ? sql28`${at.toISOString()}::timestamptz` : sql28`now()`;
var plusMs = (at, ms2) => sql28`(${at} + ${Math.max(0, Math.round(ms2))} * interval '1 millisecond')`;
async function enqueue(db, kind, payload, opts = {}) {
  const [row] = await db.insert(jobs).values({
    kind,
    payload,
    maxAttempts: opts.maxAttempts ?? DEFAULT_MAX_ATTEMPTS,
    dedupeKey: opts.dedupeKey,
    ...opts.runAt ? { runAt: opts.runAt } : {}
  }).onConflictDoNothing().returning({ id: jobs.id });
  if (row && listeners.size > 0) setTimeout(() => listeners.forEach((l) => l()), 20).unref();
  return row?.id ?? null;
}
async function enqueueMany(db, items) {
  if (items.length === 0) return [];
  const rows7 = await db.insert(jobs).values(
    items.map(({ kind, payload, opts = {} }) => ({
      kind,
      payload,
      maxAttempts: opts.maxAttempts ?? DEFAULT_MAX_ATTEMPTS,
      dedupeKey: opts.dedupeKey,
      ...opts.runAt ? { runAt: opts.runAt } : {}
    }))
  ).onConflictDoNothing().returning({ id: jobs.id });
  if (rows7.length > 0 && listeners.size > 0) setTimeout(() => listeners.forEach((l) => l()), 20).unref();
  return rows7.map((r) => r.id);
}
var DEFAULT_BACKOFF = { baseMs: 1e4, capMs: 60 * 6e4 };
function backoffMs(attempt, backoff = DEFAULT_BACKOFF, random = Math.random) {
  const ceiling = Math.min(backoff.capMs, backoff.baseMs * 2 ** Math.max(0, attempt - 1));
  return Math.round(ceiling * (0.5 + 0.5 * random()));
}
async function claimJob(db, opts) {
  if (opts.kinds.length === 0 || opts.ids?.length === 0) return void 0;
  const now = clock(opts.at);
  const due = db.select({ id: jobs.id }).from(jobs).where(
    and11(
      inArray5(jobs.kind, [...opts.kinds]),
      opts.ids ? inArray5(jobs.id, [...opts.ids]) : void 0,
      or4(
        and11(eq11(jobs.status, "queued"), lte3(jobs.runAt, now)),
        and11(eq11(jobs.status, "running"), lt3(jobs.lockedUntil, now), lt3(jobs.attempts, jobs.maxAttempts))
      )
    )
  ).orderBy(asc5(jobs.runAt), asc5(jobs.createdAt)).limit(1).for("update", { skipLocked: true });
  const [job] = await db.update(jobs).set({
    status: "running",
    attempts: sql28`${jobs.attempts} + 1`,
    lockedUntil: plusMs(now, opts.leaseMs),
    updatedAt: now
  }).where(inArray5(jobs.id, due)).returning();
  return job;
}
async function reapExpiredLeases(db, at) {
  const now = clock(at);
  const rows7 = await db.update(jobs).set({
    status: "dead",
    lockedUntil: null,
    finishedAt: now,
    updatedAt: now,
    lastError: sql28`coalesce(${jobs.lastError} || ' / ', '') || 'the last attempt did not finish within its lease'`
  }).where(and11(eq11(jobs.status, "running"), lt3(jobs.lockedUntil, now), sql28`${jobs.attempts} >= ${jobs.maxAttempts}`)).returning({ id: jobs.id });
  return rows7.length;
}
var stillOurs = (job) => and11(eq11(jobs.id, job.id), eq11(jobs.status, "running"), eq11(jobs.attempts, job.attempts));
async function completeJob(db, job, at) {
  const now = clock(at);
  const rows7 = await db.update(jobs).set({ status: "done", lockedUntil: null, finishedAt: now, updatedAt: now }).where(stillOurs(job)).returning({ id: jobs.id });
  return rows7.length > 0;
}
async function failJob(db, job, error, retryInMs, at) {
  const now = clock(at);
  const dead = retryInMs === null || job.attempts >= job.maxAttempts;
  const rows7 = await db.update(jobs).set({
    status: dead ? "dead" : "queued",
    lastError: error.slice(0, 2e3),
    lockedUntil: null,
    updatedAt: now,
    ...dead ? { finishedAt: now } : { runAt: plusMs(now, retryInMs) }
  }).where(stillOurs(job)).returning({ id: jobs.id });
  if (rows7.length === 0) return "lost";
  return dead ? "dead" : "retry";
}

// src/lib/jobs/runner.ts
var PermanentJobError = class extends Error {
  name = "PermanentJobError";
};
var DEFAULT_TIMEOUT_MS = 6e4;
var LEASE_MARGIN_MS = 3e4;
var describe = (err) => scrub(err instanceof Error ? `${err.name}: ${err.message}` : String(err));
function withTimeout(work, ms2) {
  let timer;
  const timeout = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(`timed out after ${ms2 / 1e3} s`)), ms2).unref();
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}
async function runDueJobs(db, handlers, opts) {
  const kinds = Object.keys(handlers);
  if (kinds.length === 0) return 0;
  const leaseMs = Math.max(...kinds.map((k) => handlers[k].timeoutMs ?? DEFAULT_TIMEOUT_MS)) + LEASE_MARGIN_MS;
  const dead = opts.ids ? 0 : await reapExpiredLeases(db, opts.at);
  if (dead > 0) opts.log.error({ jobs: dead }, "jobs dead: their last attempt never finished");
  const limit = opts.limit ?? 50;
  let ran = 0;
  while (ran < limit && !opts.shouldStop?.()) {
    const job = await claimJob(db, { kinds, ids: opts.ids, leaseMs, at: opts.at });
    if (!job) break;
    ran += 1;
    await runOne(db, handlers[job.kind], job, opts);
  }
  return ran;
}
async function runOne(db, handler, job, opts) {
  const log = opts.log.child({ job: job.id, kind: job.kind, attempt: job.attempts });
  let outcome;
  try {
    await withTimeout(handler.run(job.payload, { db, log, job }), handler.timeoutMs ?? DEFAULT_TIMEOUT_MS);
    outcome = await completeJob(db, job, opts.at) ? "success" : "lost";
  } catch (err) {
    const retryIn = err instanceof PermanentJobError ? null : backoffMs(job.attempts, handler.backoff);
    outcome = await failJob(db, job, describe(err), retryIn, opts.at);
    if (outcome === "dead") log.error({ err }, "job failed for the last time: dead (npm run jobs)");
    else if (outcome === "retry") log.warn({ err, retryInMs: retryIn }, "job failed: retrying later");
  }
  if (outcome === "lost") log.warn("job outlived its lease: another worker took it over");
  else opts.onRun?.(job.kind, outcome);
}

// src/lib/mail/mail-job.ts
import { eq as eq12 } from "drizzle-orm";
var MAIL_JOB = "mail.send";
var MAIL_MAX_ATTEMPTS = 8;
var MAIL_BACKOFF = { baseMs: 3e4, capMs: 30 * 6e4 };
function mailJob(transport, from, renderers) {
  return {
    backoff: MAIL_BACKOFF,
    timeoutMs: 9e4,
    async run({ outboxId }, { db }) {
      const [row] = await db.select().from(mailOutbox).where(eq12(mailOutbox.id, outboxId));
      if (!row || row.sentAt || !transport) return;
      try {
        const attachments = await Promise.all(
          row.attachments.map(async (a) => ({
            filename: a.filename,
            contentType: a.contentType,
            content: await renderers[a.source](db, a.refId)
          }))
        );
        await transport.send(
          { to: row.to, subject: row.subject, text: row.text, html: row.html ?? void 0, attachments },
          from
        );
      } catch (e) {
        await db.update(mailOutbox).set({ lastError: scrub(String(e)).slice(0, 2e3) }).where(eq12(mailOutbox.id, row.id));
        throw e;
      }
      await db.update(mailOutbox).set({ sentAt: /* @__PURE__ */ new Date(), lastError: null }).where(eq12(mailOutbox.id, row.id));
    }
  };
}

// src/lib/mail/mailer.ts
async function queueMail(db, mail) {
  const [row] = await db.insert(mailOutbox).values({
    to: mail.to.toLowerCase(),
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    dedupeKey: mail.dedupeKey,
    attachments: mail.attachments ?? []
  }).onConflictDoNothing().returning({ id: mailOutbox.id });
  if (row) {
    await enqueue(
      db,
      MAIL_JOB,
      { outboxId: row.id },
      { dedupeKey: `mail:${row.id}`, maxAttempts: MAIL_MAX_ATTEMPTS }
    );
  }
}
async function readOutbox(db, to, limit = 20) {
  const q = db.select().from(mailOutbox);
  const rows7 = await (to ? q.where(eq13(mailOutbox.to, to.toLowerCase())) : q).orderBy(desc5(mailOutbox.createdAt)).limit(limit);
  return rows7;
}
function smtpTransport(url) {
  const transporter = nodemailer.createTransport(url);
  return {
    async send(mail, from) {
      await transporter.sendMail({
        from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        attachments: mail.attachments
      });
    }
  };
}

// src/modules/auth/passwords.ts
import { existsSync as existsSync3, readFileSync as readFileSync4 } from "node:fs";
import { fileURLToPath as fileURLToPath3 } from "node:url";
import { hash, parseOptions, verify } from "@node-rs/argon2";
var MEMORY_KIB = 19456;
var TIME_COST = 2;
var PARALLELISM = 1;
var PASSWORD_HASH_OPTIONS = {
  algorithm: 2,
  memoryCost: MEMORY_KIB,
  timeCost: TIME_COST,
  parallelism: PARALLELISM
};
function hashPassword(password) {
  return hash(password, PASSWORD_HASH_OPTIONS);
}
async function verifyPassword(stored, password) {
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}
function needsRehash(stored) {
  try {
    const o = parseOptions(stored);
    return !stored.startsWith("$argon2id$") || o.memoryCost < MEMORY_KIB || o.timeCost < TIME_COST || o.parallelism < PARALLELISM;
  } catch {
    return true;
  }
}
var dummyHash;
function dummyPasswordHash() {
  dummyHash ??= hashPassword(`no-such-account-${Math.random()}`);
  return dummyHash;
}
var COMMON_PASSWORD_MESSAGE = "This password is too common. Please choose a less predictable one.";
var LIST_CANDIDATES = [
  new URL("../../data/common-passwords.txt", import.meta.url),
  new URL("./data/common-passwords.txt", import.meta.url),
  new URL("../src/data/common-passwords.txt", import.meta.url)
].map((u) => fileURLToPath3(u));
var common;
function loadCommonPasswords() {
  if (common) return common;
  const file = LIST_CANDIDATES.find((f) => existsSync3(f));
  if (!file) throw new Error(`common-passwords.txt not found (looked in ${LIST_CANDIDATES.join(", ")})`);
  const set = /* @__PURE__ */ new Set();
  for (const line3 of readFileSync4(file, "utf8").split("\n")) {
    const v = line3.trim();
    if (v && !v.startsWith("#")) set.add(v.toLowerCase());
  }
  common = set;
  return set;
}
function isCommonPassword(password) {
  return loadCommonPasswords().has(password.toLowerCase());
}

// src/modules/auth/recovery-codes.ts
import { randomBytes } from "node:crypto";

// ../../packages/shared/src/schemas/two-factor.ts
import { z as z14 } from "zod";
var TOTP_DIGITS = 6;
var TOTP_PERIOD_SECONDS = 30;
var RECOVERY_CODE_COUNT = 10;
var TOTP_CODE_REQUIRED = "Enter the 6-digit code from your authenticator app";
var TOTP_CODE_FORMAT = "The code is 6 digits";
var SECOND_FACTOR_REQUIRED = "Enter the 6-digit code from your authenticator app, or a recovery code";
var totpCodeSchema = z14.string({ error: TOTP_CODE_REQUIRED }).transform((v) => v.replace(/\s/g, "")).pipe(
  z14.string().min(1, { error: TOTP_CODE_REQUIRED, abort: true }).regex(/^\d{6}$/, TOTP_CODE_FORMAT)
);
var secondFactorSchema = z14.string({ error: SECOND_FACTOR_REQUIRED }).trim().min(1, { error: SECOND_FACTOR_REQUIRED, abort: true }).max(64, "Invalid verification code");
var twoFactorEnableSchema = z14.object({ code: totpCodeSchema });
var twoFactorDisableSchema = z14.object({
  password: z14.string({ error: "Password is required" }).min(1, "Password is required").max(PASSWORD_MAX),
  otp: secondFactorSchema
});

// src/modules/auth/recovery-codes.ts
var ALPHABET = "abcdefghijklmnopqrstuvwxyz234567";
function newRecoveryCodes(count15 = RECOVERY_CODE_COUNT) {
  return Array.from({ length: count15 }, () => {
    const bytes = randomBytes(16);
    const chars = [...bytes].map((b) => ALPHABET[b & 31]).join("");
    return chars.match(/.{4}/g).join("-");
  });
}
function normalizeRecoveryCode(typed) {
  const v = typed.toLowerCase().replace(/[\s-]/g, "");
  return /^[a-z2-7]{16}$/.test(v) ? v : null;
}
var recoveryCodeHash = (userId, normalized) => sha256Hex(`${userId}:${normalized}`);

// src/modules/auth/secret-box.ts
import { createCipheriv, createDecipheriv, createHash as createHash2, randomBytes as randomBytes2 } from "node:crypto";
var keyOf = (keyText) => createHash2("sha256").update(`sankalp-secret-box:${keyText}`).digest();
function sealSecret(keyText, plain) {
  const iv = randomBytes2(12);
  const cipher = createCipheriv("aes-256-gcm", keyOf(keyText), iv);
  const body = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
  return ["v1", iv, cipher.getAuthTag(), body].map((p3) => typeof p3 === "string" ? p3 : p3.toString("base64url")).join(".");
}
function openSecret(keyText, sealed) {
  const [version, iv, tag2, body] = sealed.split(".");
  if (version !== "v1" || !iv || !tag2 || body === void 0) throw new Error("unknown secret format");
  const decipher = createDecipheriv("aes-256-gcm", keyOf(keyText), Buffer.from(iv, "base64url"));
  decipher.setAuthTag(Buffer.from(tag2, "base64url"));
  return Buffer.concat([decipher.update(Buffer.from(body, "base64url")), decipher.final()]).toString("utf8");
}

// src/modules/auth/totp.ts
import { createHmac, randomBytes as randomBytes3, timingSafeEqual as timingSafeEqual2 } from "node:crypto";
var BASE32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";
function base32Encode(bytes) {
  let out = "";
  let bits = 0;
  let value = 0;
  for (const byte of bytes) {
    value = value << 8 | byte;
    bits += 8;
    while (bits >= 5) {
      out += BASE32[value >>> bits - 5 & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += BASE32[value << 5 - bits & 31];
  return out;
}
function base32Decode(text27) {
  const clean = text27.replace(/[\s=]/g, "").toUpperCase();
  const out = [];
  let bits = 0;
  let value = 0;
  for (const ch of clean) {
    const i = BASE32.indexOf(ch);
    if (i < 0) throw new Error("invalid base32 character");
    value = value << 5 | i;
    bits += 5;
    if (bits >= 8) {
      out.push(value >>> bits - 8 & 255);
      bits -= 8;
    }
  }
  return Buffer.from(out);
}
function newTotpSecret() {
  return base32Encode(randomBytes3(20));
}
function hotp(key2, counter, digits = TOTP_DIGITS) {
  const msg = Buffer.alloc(8);
  msg.writeBigUInt64BE(BigInt(counter));
  const mac2 = createHmac("sha1", key2).update(msg).digest();
  const offset = mac2[mac2.length - 1] & 15;
  const binary = (mac2[offset] & 127) << 24 | mac2[offset + 1] << 16 | mac2[offset + 2] << 8 | mac2[offset + 3];
  return String(binary % 10 ** digits).padStart(digits, "0");
}
var totpStep = (at, periodSeconds = TOTP_PERIOD_SECONDS) => Math.floor((typeof at === "number" ? at : at.getTime()) / 1e3 / periodSeconds);
function matchTotp(secret, code2, at, opts = {}) {
  if (!/^\d{6}$/.test(code2)) return null;
  const key2 = base32Decode(secret);
  const now = totpStep(at);
  const window = opts.window ?? 1;
  const given = Buffer.from(code2);
  let found3 = null;
  for (let step = now - window; step <= now + window; step++) {
    const same = timingSafeEqual2(Buffer.from(hotp(key2, step)), given);
    if (same && found3 === null && (opts.afterStep == null || step > opts.afterStep)) found3 = step;
  }
  return found3;
}
function otpauthUrl(secret, accountName, issuer = "Sankalp") {
  const label2 = `${encodeURIComponent(issuer)}:${encodeURIComponent(accountName).replaceAll("%40", "@")}`;
  return `otpauth://totp/${label2}?secret=${secret}&issuer=${encodeURIComponent(issuer)}`;
}

// src/modules/auth/two-factor.repository.ts
import { and as and12, count as count5, eq as eq14, isNull as isNull4, lt as lt4, or as or5 } from "drizzle-orm";
async function findTwoFactor(db, userId) {
  const [row] = await db.select().from(userTwoFactor).where(eq14(userTwoFactor.userId, userId)).limit(1);
  return row;
}
async function upsertPendingSecret(db, userId, secretEncrypted, now) {
  const rows7 = await db.insert(userTwoFactor).values({ userId, secretEncrypted, createdAt: now }).onConflictDoUpdate({
    target: userTwoFactor.userId,
    set: { secretEncrypted, createdAt: now, lastStep: null },
    setWhere: isNull4(userTwoFactor.enabledAt)
  }).returning({ userId: userTwoFactor.userId });
  return rows7.length === 1;
}
async function claimStep(db, userId, step) {
  const rows7 = await db.update(userTwoFactor).set({ lastStep: step }).where(and12(eq14(userTwoFactor.userId, userId), or5(isNull4(userTwoFactor.lastStep), lt4(userTwoFactor.lastStep, step)))).returning({ userId: userTwoFactor.userId });
  return rows7.length === 1;
}
async function enable(db, userId, codeHashes, now) {
  const rows7 = await db.update(userTwoFactor).set({ enabledAt: now }).where(and12(eq14(userTwoFactor.userId, userId), isNull4(userTwoFactor.enabledAt))).returning({ userId: userTwoFactor.userId });
  if (rows7.length !== 1) return false;
  await db.delete(userRecoveryCodes).where(eq14(userRecoveryCodes.userId, userId));
  await db.insert(userRecoveryCodes).values(codeHashes.map((codeHash) => ({ userId, codeHash, createdAt: now })));
  return true;
}
async function remove(db, userId) {
  await db.delete(userRecoveryCodes).where(eq14(userRecoveryCodes.userId, userId));
  await db.delete(userTwoFactor).where(eq14(userTwoFactor.userId, userId));
}
async function useRecoveryCode(db, userId, codeHash, now) {
  const rows7 = await db.update(userRecoveryCodes).set({ usedAt: now }).where(
    and12(
      eq14(userRecoveryCodes.userId, userId),
      eq14(userRecoveryCodes.codeHash, codeHash),
      isNull4(userRecoveryCodes.usedAt)
    )
  ).returning({ id: userRecoveryCodes.id });
  return rows7.length === 1;
}
async function unusedRecoveryCodes(db, userId) {
  const [row] = await db.select({ n: count5() }).from(userRecoveryCodes).where(and12(eq14(userRecoveryCodes.userId, userId), isNull4(userRecoveryCodes.usedAt)));
  return row?.n ?? 0;
}

// src/modules/auth/two-factor.ts
var OTP_REQUIRED_MESSAGE = "Enter the 6-digit code from your authenticator app";
var OTP_INVALID_MESSAGE = "Invalid or expired code. Enter the current code from your authenticator app.";
var ALREADY_ON_MESSAGE = "Two-factor authentication is already on";
var NOT_ON_MESSAGE = "Two-factor authentication is not on";
var SETUP_FIRST_MESSAGE = "Start the two-factor set-up first";
var PASSWORD_INCORRECT = "The password is incorrect";
var alreadyOn = () => conflict(ALREADY_ON_MESSAGE, void 0, "2fa_already_enabled");
async function setupTwoFactor(ctx, me2) {
  await consumeRateLimit(ctx, RATE_LIMITS.twoFactorUser, me2.id);
  const secret = newTotpSecret();
  const started = await upsertPendingSecret(ctx.db, me2.id, sealSecret(ctx.secrets.totpKey, secret), ctx.now());
  if (!started) throw alreadyOn();
  return { secret, otpauthUrl: otpauthUrl(secret, me2.email) };
}
async function enableTwoFactor(ctx, me2, code2) {
  await consumeRateLimit(ctx, RATE_LIMITS.twoFactorUser, me2.id);
  const row = await findTwoFactor(ctx.db, me2.id);
  if (!row) throw conflict(SETUP_FIRST_MESSAGE);
  if (row.enabledAt) throw alreadyOn();
  const step = matchTotp(openSecret(ctx.secrets.totpKey, row.secretEncrypted), code2, ctx.now(), {
    afterStep: row.lastStep
  });
  if (step === null) throw fieldError("code", OTP_INVALID_MESSAGE, "otp_invalid");
  const recoveryCodes = newRecoveryCodes();
  await ctx.db.transaction(async (tx) => {
    if (!await claimStep(tx, me2.id, step)) throw fieldError("code", OTP_INVALID_MESSAGE, "otp_invalid");
    const now = ctx.now();
    const hashes = recoveryCodes.map((c) => recoveryCodeHash(me2.id, normalizeRecoveryCode(c)));
    if (!await enable(tx, me2.id, hashes, now)) throw alreadyOn();
    await revokeUserSessions(tx, me2.id, now, me2.sessionId);
  });
  return { recoveryCodes };
}
async function disableTwoFactor(ctx, me2, input) {
  await consumeRateLimit(ctx, RATE_LIMITS.twoFactorUser, me2.id);
  const user = await findUserById(ctx.db, me2.id);
  if (!user) throw unauthorized();
  if (!await verifyPassword(user.passwordHash, input.password)) {
    throw fieldError("password", PASSWORD_INCORRECT, "password_incorrect");
  }
  const check18 = await checkSecondFactor(ctx, me2.id, input.otp);
  if (check18 === "off") throw conflict(NOT_ON_MESSAGE);
  if (check18 !== "ok") throw fieldError("otp", OTP_INVALID_MESSAGE, "otp_invalid");
  await ctx.db.transaction((tx) => remove(tx, me2.id));
}
async function twoFactorStatus(ctx, userId) {
  const row = await findTwoFactor(ctx.db, userId);
  if (!row?.enabledAt) return { enabled: false, enabledAt: null, recoveryCodesLeft: 0 };
  return {
    enabled: true,
    enabledAt: row.enabledAt.toISOString(),
    recoveryCodesLeft: await unusedRecoveryCodes(ctx.db, userId)
  };
}
async function checkSecondFactor(ctx, userId, otp) {
  const row = await findTwoFactor(ctx.db, userId);
  if (!row?.enabledAt) return "off";
  const typed = otp?.trim() ?? "";
  if (!typed) return "missing";
  const digits = typed.replace(/\s/g, "");
  if (/^\d+$/.test(digits)) {
    const step = matchTotp(openSecret(ctx.secrets.totpKey, row.secretEncrypted), digits, ctx.now(), {
      afterStep: row.lastStep
    });
    return step !== null && await claimStep(ctx.db, userId, step) ? "ok" : "invalid";
  }
  const recovery = normalizeRecoveryCode(typed);
  if (!recovery) return "invalid";
  return await useRecoveryCode(ctx.db, userId, recoveryCodeHash(userId, recovery), ctx.now()) ? "ok" : "invalid";
}
function signInSecondFactorError(check18) {
  return check18 === "missing" ? new AppError(401, OTP_REQUIRED_MESSAGE, void 0, "otp_required") : new AppError(401, OTP_INVALID_MESSAGE, void 0, "otp_invalid");
}
async function forgetTwoFactorAndRoles(db, userId) {
  await assertNotLastAdmin(db, userId);
  await remove(db, userId);
  await deleteAllRoles(db, userId);
}

// src/modules/auth/auth.schemas.ts
var newPasswordSchema = passwordSchema.refine((v) => !isCommonPassword(v), COMMON_PASSWORD_MESSAGE);
var PHONE_NOT_INDIAN = "Only Indian (+91) phone numbers are supported";
var indianPhoneSchema = registerSchema.shape.phoneNumber.refine((v) => normalizePhone(v) !== null, PHONE_NOT_INDIAN);
var registerBody = registerSchema.extend({ password: newPasswordSchema, phoneNumber: indianPhoneSchema });
var otpResetBody = otpResetSchema.extend({ newPassword: newPasswordSchema });
var changePasswordBody = changePasswordSchema.extend({ newPassword: newPasswordSchema });

// src/modules/auth/staff-accounts.ts
import { randomInt } from "node:crypto";
var toRef = (u) => ({
  id: u.id,
  email: u.email,
  fullName: u.fullName,
  deleted: !!u.deletedAt
});
async function findAccountByEmail(db, email) {
  const u = await findUserByEmail(db, normalizeEmail(email));
  return u && !u.deletedAt ? toRef(u) : void 0;
}
async function findAccountById(db, id2) {
  const u = await findUserById(db, id2);
  return u ? toRef(u) : void 0;
}
async function findAccountsByIds(db, ids) {
  return (await findUsersByIds(db, [...new Set(ids)])).map(toRef);
}
var placeholderPhone = () => `00${Array.from({ length: 13 }, () => randomInt(10)).join("")}`;
async function createStaffAccount(db, input, now) {
  const password = newPasswordSchema.safeParse(input.password);
  if (!password.success) throw badRequest(password.error.issues[0]?.message ?? "Invalid password");
  const email = normalizeEmail(input.email);
  let phone = placeholderPhone();
  if (input.phone) {
    const normalized = normalizePhone(input.phone);
    if (!normalized) throw badRequest("Only Indian (+91) phone numbers are supported");
    phone = normalized;
  }
  const taken = await findTaken(db, email, phone);
  if (taken.email) throw conflict("An account with this email already exists");
  if (taken.phone) throw conflict("An account with this phone number already exists");
  const row = await insertUserWithStuff(db, {
    fullName: input.fullName,
    email,
    phoneNumber: phone,
    passwordHash: await hashPassword(input.password),
    now
  });
  return toRef(row);
}

// src/modules/auth/auth.service.ts
var HOUR2 = 36e5;
var DAY2 = 24 * HOUR2;
var SESSION_TTL_MS = DAY2;
var SESSION_REMEMBER_TTL_MS = 30 * DAY2;
var SESSION_IDLE_MS = 2 * HOUR2;
var STAFF_SESSION_IDLE_MS = STAFF_IDLE_SECONDS * 1e3;
var SESSION_TOUCH_MS = 6e4;
var OTP_MAX_ATTEMPTS = 5;
var DUPLICATE_EMAIL = "An account with this email already exists";
var DUPLICATE_PHONE = "An account with this phone number already exists";
var INVALID_LOGIN = "Invalid email/phone or password";
var OTP_REQUEST_MESSAGE = "If an account exists for this email, a verification code has been sent to it.";
var OTP_INVALID = "Invalid or expired verification code. Please request a new one.";
var OTP_WRONG = "Invalid verification code";
var OTP_EXPIRED = "Verification code has expired. Please request a new one.";
var OTP_DEAD = "Too many incorrect attempts. Please request a new code.";
var TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
async function createSession(ctx, userId, rememberMe) {
  const token = randomBytes4(32).toString("base64url");
  const now = ctx.now();
  const expiresAt = new Date(now.getTime() + (rememberMe ? SESSION_REMEMBER_TTL_MS : SESSION_TTL_MS));
  await insertSession(ctx.db, { userId, tokenHash: sha256Hex(token), rememberMe, now, expiresAt });
  return { token, expiresAt };
}
async function authenticateToken(ctx, token) {
  if (!TOKEN_PATTERN.test(token)) return null;
  const found3 = await findSessionWithUser(ctx.db, sha256Hex(token));
  if (!found3) return null;
  const { session, user, roles, twoFactorEnabled } = found3;
  const now = ctx.now().getTime();
  if (session.revokedAt) return null;
  if (user.deletedAt) return null;
  if (session.expiresAt.getTime() <= now) return null;
  if (!session.rememberMe && session.lastSeenAt.getTime() + SESSION_IDLE_MS <= now) return null;
  if (roles.length > 0 && session.lastSeenAt.getTime() + STAFF_SESSION_IDLE_MS <= now) return null;
  if (now - session.lastSeenAt.getTime() >= SESSION_TOUCH_MS) {
    await touchSession(ctx.db, session.id, ctx.now(), SESSION_TOUCH_MS);
  }
  return {
    id: user.id,
    email: user.email,
    fullName: user.fullName,
    phoneNumber: user.phoneNumber,
    userStuffId: user.userStuffId,
    sessionId: session.id,
    roles,
    twoFactorEnabled
  };
}
async function logout(ctx, user) {
  if (user) await revokeSession(ctx.db, user.sessionId, ctx.now());
}
async function register(ctx, input, ip) {
  if (ip !== null) await consumeRateLimit(ctx, RATE_LIMITS.registerIp, ip);
  const email = normalizeEmail(input.email);
  const phone = normalizePhone(input.phoneNumber);
  if (!phone) throw badRequest("Only Indian (+91) phone numbers are supported");
  const taken = await findTaken(ctx.db, email, phone);
  if (taken.email) throw conflict(DUPLICATE_EMAIL);
  if (taken.phone) throw conflict(DUPLICATE_PHONE);
  const passwordHash = await hashPassword(input.password);
  let row;
  try {
    row = await insertUserWithStuff(ctx.db, {
      fullName: input.fullName,
      email,
      phoneNumber: phone,
      passwordHash,
      now: ctx.now()
    });
  } catch (e) {
    throw duplicateConflict(e) ?? e;
  }
  const session = await createSession(ctx, row.id, false);
  return { user: toPublicUser(row), ...session };
}
function duplicateConflict(e) {
  if (pgErrorCode(e) !== "23505") return void 0;
  const err = e;
  const where4 = `${err.cause?.constraint ?? err.constraint ?? ""} ${err.cause?.detail ?? err.detail ?? ""}`;
  if (where4.includes("email")) return conflict(DUPLICATE_EMAIL);
  if (where4.includes("phone")) return conflict(DUPLICATE_PHONE);
  return void 0;
}
async function login(ctx, input, ip) {
  const id2 = normalizeLoginId(input.emailOrPhone);
  await consumeRateLimit(ctx, RATE_LIMITS.loginIp, ip);
  const user = id2.kind === "email" ? await findUserByEmail(ctx.db, id2.value) : await findUserByPhone(ctx.db, id2.value);
  await consumeRateLimit(ctx, RATE_LIMITS.loginAccount, `${user ? `user:${user.id}` : `${id2.kind}:${id2.value}`}|${ip}`);
  const ok4 = await verifyPassword(user?.passwordHash ?? await dummyPasswordHash(), input.password);
  if (!user || !ok4) throw unauthorized(INVALID_LOGIN);
  if (input.otp?.trim()) await consumeRateLimit(ctx, RATE_LIMITS.loginOtpAccount, user.id);
  const second = await checkSecondFactor(ctx, user.id, input.otp);
  if (second === "missing" || second === "invalid") throw signInSecondFactorError(second);
  if (needsRehash(user.passwordHash)) {
    await updateUserPassword(ctx.db, user.id, await hashPassword(input.password), ctx.now());
  }
  const session = await createSession(ctx, user.id, input.rememberMe);
  return { user: toPublicUser(user, await listRoles2(ctx.db, user.id)), ...session };
}
function findTakenIdentity(ctx, email, phone, exceptUserId) {
  return findTaken(ctx.db, email, phone, exceptUserId);
}
async function changePassword(ctx, me2, input) {
  await consumeRateLimit(ctx, RATE_LIMITS.changePassword, me2.id);
  const row = await findUserById(ctx.db, me2.id);
  if (!row) throw unauthorized();
  if (!await verifyPassword(row.passwordHash, input.currentPassword)) {
    throw badRequest("Current password is incorrect");
  }
  if (input.newPassword === input.currentPassword) {
    throw badRequest("New password must be different from your current password");
  }
  const passwordHash = await hashPassword(input.newPassword);
  const current = await findSession(ctx.db, me2.sessionId);
  await ctx.db.transaction(async (tx) => {
    const now = ctx.now();
    await updateUserPassword(tx, me2.id, passwordHash, now);
    await revokeUserSessions(tx, me2.id, now);
    await queueMail(tx, passwordChangedMail(row.email, row.fullName, now));
  });
  const session = await createSession(ctx, me2.id, current?.rememberMe ?? false);
  return { user: toPublicUser(row, me2.roles), ...session };
}
function passwordChangedMail(to, name, when2) {
  return {
    to,
    subject: "Your Sankalp password was changed",
    text: `Namaste ${name},

The password of your Sankalp account was changed on ${when2.toLocaleString("en-IN", { timeZone: "Asia/Kolkata", dateStyle: "long", timeStyle: "short" })} IST. You have been signed out on every device.

If this was not you, reset your password now with "Forgot password" on the sign-in page and contact our support.
`
  };
}
var otpHash = (salt, email, code2) => sha256Hex(`${salt}:${email}:${code2}`);
async function requestPasswordOtp(ctx, rawEmail, ip) {
  const email = normalizeEmail(rawEmail);
  await consumeRateLimit(ctx, RATE_LIMITS.otpIp, ip);
  await consumeRateLimit(ctx, RATE_LIMITS.otpEmail, email);
  const user = await findUserByEmail(ctx.db, email);
  const code2 = String(randomInt2(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, "0");
  const salt = randomBytes4(16).toString("hex");
  const now = ctx.now();
  const expiresAt = new Date(now.getTime() + OTP_VALID_SECONDS * 1e3);
  await ctx.db.transaction(async (tx) => {
    await upsertOtp(tx, {
      email,
      userId: user?.id ?? null,
      codeHash: otpHash(salt, email, code2),
      salt,
      now,
      expiresAt
    });
    if (user) {
      const minutes = Math.round(OTP_VALID_SECONDS / 60);
      await queueMail(tx, {
        to: email,
        subject: "Your Sankalp verification code",
        text: `Namaste ${user.fullName},

Your Sankalp verification code is ${code2}. It is valid for ${minutes} minutes and can be used once. Never share it with anyone; Sankalp will never ask for it.

If you did not ask to reset your password, ignore this e-mail; your password stays unchanged.
`
      });
    }
  });
  return { email };
}
async function resetPasswordWithOtp(ctx, input, ip) {
  await consumeRateLimit(ctx, RATE_LIMITS.otpVerifyIp, ip);
  const email = normalizeEmail(input.email);
  const otp = await claimOtpAttempt(ctx.db, email, OTP_MAX_ATTEMPTS);
  if (!otp) {
    const row = await findOtp(ctx.db, email);
    throw badRequest(row && !row.consumedAt && row.attempts >= OTP_MAX_ATTEMPTS ? OTP_DEAD : OTP_INVALID);
  }
  if (otp.expiresAt.getTime() <= ctx.now().getTime()) throw badRequest(OTP_EXPIRED);
  const expected = Buffer.from(otp.codeHash, "hex");
  const given = Buffer.from(otpHash(otp.salt, email, input.otp.trim()), "hex");
  if (expected.length !== given.length || !timingSafeEqual3(expected, given)) {
    throw badRequest(otp.attempts >= OTP_MAX_ATTEMPTS ? OTP_DEAD : OTP_WRONG);
  }
  const user = otp.userId ? await findUserById(ctx.db, otp.userId) : void 0;
  if (!user || user.email !== email) throw badRequest(OTP_WRONG);
  const passwordHash = await hashPassword(input.newPassword);
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    if (!await consumeOtp(tx, otp.id, now)) throw badRequest(OTP_INVALID);
    await updateUserPassword(tx, user.id, passwordHash, now);
    await revokeUserSessions(tx, user.id, now);
    await queueMail(tx, passwordChangedMail(user.email, user.fullName, now));
  });
  return { timestamp: now.toISOString() };
}
function cleanupAuthTables(ctx) {
  return deleteExpired(ctx.db, ctx.now(), 7 * DAY2);
}

// src/modules/admin/audit.repository.ts
import { and as and13, count as count6, desc as desc6, eq as eq15, gte as gte2, like, lt as lt5, or as or6 } from "drizzle-orm";
async function insertAuditEntry(db, row) {
  await db.insert(auditLog).values(row);
}
var escapeLike = (v) => v.replace(/[\\%_]/g, (c) => `\\${c}`);
function where(f) {
  return and13(
    f.actorId ? eq15(auditLog.actorId, f.actorId) : void 0,
    // `user.role` matches user.role and user.role.* (the action names are dotted paths).
    f.action ? or6(eq15(auditLog.action, f.action), like(auditLog.action, `${escapeLike(f.action)}.%`)) : void 0,
    f.from ? gte2(auditLog.at, f.from) : void 0,
    f.to ? lt5(auditLog.at, f.to) : void 0
  );
}
async function listAudit(db, f, limit, beforeId) {
  return db.select().from(auditLog).where(and13(where(f), beforeId ? lt5(auditLog.id, beforeId) : void 0)).orderBy(desc6(auditLog.id)).limit(limit);
}
async function countAudit(db, f) {
  const [row] = await db.select({ n: count6() }).from(auditLog).where(where(f));
  return row?.n ?? 0;
}

// src/modules/admin/audit.ts
async function audit(ctx, source, entry) {
  const req = "label" in source ? void 0 : source;
  await insertAuditEntry(ctx.db, {
    at: ctx.now(),
    actorId: req?.user?.id ?? null,
    actorLabel: req ? null : source.label,
    actorRoles: [...new Set((req?.user?.roles ?? []).map((g) => g.role))],
    action: entry.action,
    objectType: entry.object.type,
    objectId: entry.object.id ?? null,
    before: entry.before ?? null,
    after: entry.after ?? null,
    ip: req?.ip ?? null,
    requestId: req ? String(req.id) : null
  });
}

// src/modules/admin/admin.service.ts
var UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
async function grantViews(ctx, grants) {
  const needTemples = grants.some((g) => g.templeId);
  const needPandits = grants.some((g) => g.panditId);
  const temples2 = new Map((needTemples ? await listTemples2(ctx, { drafts: true }) : []).map((t) => [t._id, t]));
  const pandits2 = new Map((needPandits ? await listPandits2(ctx, { drafts: true }) : []).map((p3) => [p3._id, p3]));
  return grants.map((g) => {
    const t = g.templeId ? temples2.get(g.templeId) : void 0;
    const p3 = g.panditId ? pandits2.get(g.panditId) : void 0;
    return {
      ...g,
      temple: t ? { id: t._id, name: t.name, slug: t.slug } : null,
      pandit: p3 ? { id: p3._id, name: p3.name } : null
    };
  });
}
async function me(ctx, user) {
  return {
    user: { id: user.id, fullName: user.fullName, email: user.email },
    roles: await grantViews(ctx, user.roles),
    twoFactorEnabled: user.twoFactorEnabled,
    idleTimeoutSeconds: STAFF_IDLE_SECONDS
  };
}
async function listAudit2(ctx, q) {
  let actorId;
  if (q.actor) {
    actorId = UUID.test(q.actor) ? q.actor : (await findAccountByEmail(ctx.db, q.actor))?.id;
    if (!actorId) return { items: [], total: 0, nextCursor: null };
  }
  const filter = { actorId, action: q.action, from: q.from, to: q.to };
  const [rows7, total] = await Promise.all([
    listAudit(ctx.db, filter, q.limit, q.cursor ? Number(q.cursor) : void 0),
    countAudit(ctx.db, filter)
  ]);
  const actors = new Map(
    (await findAccountsByIds(
      ctx.db,
      rows7.flatMap((r) => r.actorId ? [r.actorId] : [])
    )).map((a) => [a.id, a])
  );
  const items = rows7.map((r) => {
    const a = r.actorId ? actors.get(r.actorId) : void 0;
    return {
      id: String(r.id),
      at: r.at.toISOString(),
      actor: r.actorId ? { id: r.actorId, email: a?.email || null, fullName: a?.fullName || null } : null,
      actorLabel: r.actorLabel,
      actorRoles: r.actorRoles,
      action: r.action,
      object: { type: r.objectType, id: r.objectId },
      before: r.before,
      after: r.after,
      ip: r.ip,
      requestId: r.requestId
    };
  });
  const last = rows7[rows7.length - 1];
  return { items, total, nextCursor: rows7.length === q.limit && last ? String(last.id) : null };
}
async function liveAccount(ctx, userId) {
  const account = await findAccountById(ctx.db, userId);
  if (!account || account.deleted) throw notFound("User not found");
  return account;
}
async function userRoles2(ctx, userId) {
  await liveAccount(ctx, userId);
  return { userId, roles: await grantViews(ctx, await listRoles2(ctx.db, userId)) };
}
async function checkedGrant(ctx, input) {
  const grant2 = toGrant(input.role, input);
  if (grant2.templeId) await getTemple(ctx, grant2.templeId, { drafts: true });
  if (grant2.panditId) await getPandit(ctx, grant2.panditId, { drafts: true });
  return grant2;
}
var rolesSnapshot = (grants) => ({ roles: grants });
async function applyGrant(ctx, source, userId, g) {
  return ctx.db.transaction(async (tx) => {
    const before = await listRoles2(tx, userId);
    if (!await grantRole(tx, userId, g, ctx.now())) return false;
    const after2 = await listRoles2(tx, userId);
    await audit({ ...ctx, db: tx }, source, {
      action: "user.role.grant",
      object: { type: "user", id: userId },
      before: rolesSnapshot(before),
      after: rolesSnapshot(after2)
    });
    return true;
  });
}
async function applyRevoke(ctx, source, userId, g) {
  return ctx.db.transaction(async (tx) => {
    const before = await listRoles2(tx, userId);
    if (!await revokeRole(tx, userId, g)) return false;
    const after2 = await listRoles2(tx, userId);
    await audit({ ...ctx, db: tx }, source, {
      action: "user.role.revoke",
      object: { type: "user", id: userId },
      before: rolesSnapshot(before),
      after: rolesSnapshot(after2)
    });
    return true;
  });
}
async function grant(ctx, req, userId, input) {
  await liveAccount(ctx, userId);
  const created = await applyGrant(ctx, req, userId, await checkedGrant(ctx, input));
  return { created, ...await userRoles2(ctx, userId) };
}
async function revoke(ctx, req, userId, input) {
  await liveAccount(ctx, userId);
  if (!await applyRevoke(ctx, req, userId, toGrant(input.role, input))) {
    throw notFound("The user does not hold this role");
  }
  return userRoles2(ctx, userId);
}
var templeScope = (req) => {
  const id2 = req.params.id;
  return id2 && UUID.test(id2) ? { templeId: id2.toLowerCase() } : null;
};
var panditScope = (req) => {
  const id2 = req.params.id;
  return id2 && UUID.test(id2) ? { panditId: id2.toLowerCase() } : null;
};
var temple2 = (ctx, id2) => getTemple(ctx, id2, { drafts: true });
var pandit2 = (ctx, id2) => getPandit(ctx, id2, { drafts: true });

// src/modules/admin/admin.routes.ts
async function adminRoutes(fastify) {
  const app = fastify.withTypeProvider();
  const { ctx } = app;
  const anyStaff = requireRole("admin", "operator", "temple_staff", "pandit");
  const adminOnly = requireRole("admin");
  const tags14 = ["admin"];
  app.get("/admin/me", { onRequest: anyStaff, schema: { tags: tags14 } }, async (req) => {
    const data = await me(ctx, currentUser(req));
    return { success: true, message: "Operation successful", data };
  });
  app.get("/admin/audit", { onRequest: adminOnly, schema: { tags: tags14, querystring: auditQuery } }, async (req) => {
    const data = await listAudit2(ctx, req.query);
    return { success: true, message: "Operation successful", data };
  });
  app.get("/admin/users/:id/roles", { onRequest: adminOnly, schema: { tags: tags14, params: idParams } }, async (req) => {
    const data = await userRoles2(ctx, req.params.id);
    return { success: true, message: "Operation successful", data };
  });
  app.post(
    "/admin/users/:id/roles",
    {
      onRequest: adminOnly,
      schema: { tags: tags14, params: idParams, body: grantBody },
      config: { openapi: { success: { status: [200, 201] } } }
    },
    async (req, reply2) => {
      const { created, ...data } = await grant(ctx, req, req.params.id, req.body);
      return reply2.status(created ? 201 : 200).send({ success: true, message: created ? "Role granted" : "The user already holds this role", data });
    }
  );
  app.delete(
    "/admin/users/:id/roles",
    {
      onRequest: adminOnly,
      schema: { tags: tags14, params: idParams, querystring: grantBody },
      config: { openapi: { errors: { 409: ["last_admin"] } } }
    },
    async (req) => {
      const data = await revoke(ctx, req, req.params.id, req.query);
      return { success: true, message: "Role revoked", data };
    }
  );
  app.get(
    "/admin/temples/:id",
    {
      onRequest: requireRole("admin", "operator", "temple_staff", { scope: templeScope }),
      schema: { tags: tags14, params: idParams }
    },
    async (req) => {
      const data = { temple: await temple2(ctx, req.params.id) };
      return { success: true, message: "Operation successful", data };
    }
  );
  app.get(
    "/admin/pandits/:id",
    {
      onRequest: requireRole("admin", "operator", "pandit", { scope: panditScope }),
      schema: { tags: tags14, params: idParams }
    },
    async (req) => {
      const data = { pandit: await pandit2(ctx, req.params.id) };
      return { success: true, message: "Operation successful", data };
    }
  );
}

// ../../packages/shared/src/schemas/admin-catalog.ts
import { z as z19 } from "zod";

// ../../packages/shared/src/schemas/panditBooking.ts
import { z as z15 } from "zod";
var PANDIT_SERVICES = ["Astro", "Vastu"];
var PANDIT_SERVICE_LABELS = {
  Astro: "Astrology Consultation",
  Vastu: "Vastu Consultation"
};
var CONSULTATION_MIN_MINUTES = 15;
var CONSULTATION_MAX_MINUTES = 120;
var SPECIAL_REQUESTS_MAX = 500;
var PANDIT_BOOKING_ERRORS = {
  service: "Please select a service type",
  date: "Please select preferred date",
  times: "Please select preferred time slots",
  order: "End time must be after start time",
  past: "Please select a date that is not in the past",
  tooShort: `A consultation must last at least ${CONSULTATION_MIN_MINUTES} minutes`,
  tooLong: `A consultation cannot last more than ${CONSULTATION_MAX_MINUTES} minutes`,
  outsideHours: "Please select a time within the pandit\u2019s working hours",
  serviceNotOffered: "This pandit does not offer the selected service",
  taken: "This time is no longer available",
  specialRequests: `Special requests cannot exceed ${SPECIAL_REQUESTS_MAX} characters`
};
var noControlsButLines = (v) => !CONTROL_CHARACTERS_BUT_LINES.test(v);
var ISO_WITH_OFFSET = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;
var instant = z15.string({ error: PANDIT_BOOKING_ERRORS.times }).max(40, PANDIT_BOOKING_ERRORS.times).regex(ISO_WITH_OFFSET, PANDIT_BOOKING_ERRORS.times).refine((v) => !Number.isNaN(Date.parse(v)), PANDIT_BOOKING_ERRORS.times);
var panditCustomerSchema = z15.object({
  name: requiredText("Please enter your name", "Please enter a valid name").max(ACCOUNT_NAME_MAX, `Name cannot exceed ${ACCOUNT_NAME_MAX} characters`).refine(noControlCharacters, "Please enter a valid name"),
  // The consultation form's own wording (spec part 3 § 5).
  email: emailSchemaRequiredAs("Email is required").refine(noControlCharacters, "Please enter a valid email address").toLowerCase(),
  /** The form sends digits only; the server accepts spaces and dashes and keeps the digits. */
  phone: requiredText("Phone number is required", "Please enter a valid phone number").max(20, `Phone number must be exactly ${MOBILE_DIGITS} digits`).transform((v) => v.replace(/[\s-]/g, "")).pipe(
    z15.string().regex(new RegExp(`^\\d{${MOBILE_DIGITS}}$`), `Phone number must be exactly ${MOBILE_DIGITS} digits`).regex(INDIAN_MOBILE_PATTERN, "Phone number must start with 6, 7, 8, or 9")
  )
});
var panditBookingSchema = z15.object({
  panditId: z15.uuid({ error: "Pandit not found" }),
  customer: panditCustomerSchema,
  serviceType: z15.enum(PANDIT_SERVICES, { error: PANDIT_BOOKING_ERRORS.service }),
  preferredTime: z15.object({ from: instant, to: instant }, { error: PANDIT_BOOKING_ERRORS.times }),
  amount: z15.number({ error: "Invalid Amount" }).finite("Invalid Amount").min(0, "Invalid Amount").max(1e7, "Invalid Amount").nullish(),
  specialRequests: z15.string({ error: PANDIT_BOOKING_ERRORS.specialRequests }).trim().max(SPECIAL_REQUESTS_MAX, PANDIT_BOOKING_ERRORS.specialRequests).refine(noControlsButLines, "Please remove special characters from your request").nullish().transform((v) => v || null)
}).refine((b) => Date.parse(b.preferredTime.to) > Date.parse(b.preferredTime.from), {
  message: PANDIT_BOOKING_ERRORS.order,
  path: ["preferredTime", "to"]
});
var panditVerifySchema = z15.object({
  razorpay_order_id: requiredText("Order ID is required").max(64),
  razorpay_payment_id: requiredText("Payment ID is required").max(64),
  razorpay_signature: requiredText("Payment signature is required").max(256),
  bookingId: z15.string().max(64).nullish()
});
var availabilityQuerySchema = z15.object({
  date: z15.string({ error: "Invalid date" }).regex(/^\d{4}-\d{2}-\d{2}$/, "Invalid date").refine((v) => {
    const d = /* @__PURE__ */ new Date(`${v}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
  }, "Invalid date")
});

// ../../packages/shared/src/schemas/prasad.ts
import { z as z17 } from "zod";

// ../../packages/shared/src/schemas/productOrder.ts
import { z as z16 } from "zod";
var PRODUCT_ORDER_QUANTITY_MAX = 10;
var PRODUCT_ORDER_LINES_MAX = 20;
var INVALID_QUANTITY = `Quantity must be a whole number from 1 to ${PRODUCT_ORDER_QUANTITY_MAX}`;
var INVALID_PRODUCT = "Invalid product ID";
var INVALID_SIZE = "Please select a valid size";
var INVALID_COLOR = "Please select a valid colour";
var NO_ADDRESS = "Please select or enter a delivery address";
var NO_PRODUCT = "Please select a product";
var quantitySchema = z16.number({ error: INVALID_QUANTITY }).int(INVALID_QUANTITY).min(1, INVALID_QUANTITY).max(PRODUCT_ORDER_QUANTITY_MAX, INVALID_QUANTITY);
var optionSchema = (message) => z16.union([z16.string(), z16.object({ name: z16.string(), extraPrice: z16.unknown().optional() })], { error: message }).transform((v) => (typeof v === "string" ? v : v.name).trim()).pipe(z16.string().min(1, message).max(100, message).refine(noControlCharacters, message));
var productCustomerSchema = z16.object({
  full_name: personNameSchema,
  phone_number: phoneSchema,
  email_address: emailSchema.refine(noControlCharacters, "Please enter a valid email address").toLowerCase()
});
var deliveryAddressSchema = addressSchema.omit({ isDefault: true }).refine((a) => noControlCharacters(a.addressLine1), { message: "Please enter a valid address", path: ["addressLine1"] }).refine((a) => noControlCharacters(a.addressLine2), { message: "Please enter a valid address", path: ["addressLine2"] }).refine((a) => noControlCharacters(a.country), { message: "Please enter a valid country", path: ["country"] });
var productOrderLineSchema = z16.object({
  product: z16.uuid({ error: INVALID_PRODUCT }),
  size: optionSchema(INVALID_SIZE),
  color: optionSchema(INVALID_COLOR),
  quantity: quantitySchema
});
var productOrderSchema = z16.object({
  product_ref_id: z16.uuid({ error: INVALID_PRODUCT }).optional(),
  selectedOptions: z16.object({ size: optionSchema(INVALID_SIZE), color: optionSchema(INVALID_COLOR), quantity: quantitySchema }).optional(),
  lines: z16.array(productOrderLineSchema).min(1, NO_PRODUCT).max(PRODUCT_ORDER_LINES_MAX, INVALID_QUANTITY).optional(),
  pricing: z16.object({ totalAmount: z16.number({ error: "Invalid total amount" }).min(0, "Invalid total amount").nullish() }).loose().optional(),
  customer: productCustomerSchema,
  address_for_delivery: deliveryAddressSchema.optional(),
  addressId: z16.uuid({ error: "Address not found" }).optional()
}).superRefine((v, ctx) => {
  const single = v.product_ref_id !== void 0 || v.selectedOptions !== void 0;
  if (single === (v.lines !== void 0))
    ctx.addIssue({ code: "custom", message: NO_PRODUCT, path: ["product_ref_id"] });
  else if (single && (v.product_ref_id === void 0 || v.selectedOptions === void 0))
    ctx.addIssue({ code: "custom", message: v.product_ref_id ? INVALID_SIZE : INVALID_PRODUCT, path: ["selectedOptions"] });
  if (v.address_for_delivery === void 0 === (v.addressId === void 0))
    ctx.addIssue({ code: "custom", message: NO_ADDRESS, path: ["address_for_delivery"] });
});
function orderLinesOf(r) {
  const wanted = r.lines ?? (r.product_ref_id && r.selectedOptions ? [{ product: r.product_ref_id, ...r.selectedOptions }] : []);
  const merged = /* @__PURE__ */ new Map();
  for (const l of wanted) {
    const product2 = l.product.toLowerCase();
    const key2 = JSON.stringify([product2, l.size, l.color]);
    const seen = merged.get(key2);
    merged.set(key2, { ...l, product: product2, quantity: (seen?.quantity ?? 0) + l.quantity });
  }
  return [...merged.values()];
}
var productOrderVerifySchema = z16.object({
  razorpay_order_id: requiredText("Order ID is required").max(64),
  razorpay_payment_id: requiredText("Payment ID is required").max(64),
  razorpay_signature: requiredText("Payment signature is required").max(256),
  bookingId: z16.string().max(64).nullish()
});

// ../../packages/shared/src/schemas/prasad.ts
var PRASAD_AVAILABILITY = ["In Stock", "Limited Stock", "Out of Stock"];
var PRASAD_QUANTITY_MAX = 10;
var PRASAD_QUANTITY_MESSAGE = `Quantity must be a whole number from 1 to ${PRASAD_QUANTITY_MAX}`;
var PRASAD_OFFERING_MESSAGE = "Please select a prasad offering";
var PRASAD_ADDRESS_MESSAGE = "Please select or enter a delivery address";
var FEEDBACK_RATING_MESSAGE = "Please select a rating";
var FEEDBACK_COMMENT_SHORT = `Comment must be at least ${FEEDBACK_COMMENT_MIN} characters`;
var FEEDBACK_COMMENT_LONG = `Comment must not exceed ${FEEDBACK_COMMENT_MAX} characters`;
var prasadOrderSchema = z17.object({
  offering: z17.uuid({ error: PRASAD_OFFERING_MESSAGE }),
  quantity: z17.number({ error: PRASAD_QUANTITY_MESSAGE }).int(PRASAD_QUANTITY_MESSAGE).min(1, PRASAD_QUANTITY_MESSAGE).max(PRASAD_QUANTITY_MAX, PRASAD_QUANTITY_MESSAGE),
  customer: productCustomerSchema,
  address_for_delivery: deliveryAddressSchema.optional(),
  addressId: z17.uuid({ error: "Address not found" }).optional()
}).superRefine((v, ctx) => {
  if (v.address_for_delivery === void 0 === (v.addressId === void 0))
    ctx.addIssue({ code: "custom", message: PRASAD_ADDRESS_MESSAGE, path: ["address_for_delivery"] });
});
var prasadVerifySchema = productOrderVerifySchema;
var ratingField = z17.union([z17.number(), z17.string()], { error: FEEDBACK_RATING_MESSAGE }).transform((v) => typeof v === "string" ? v.trim() === "" ? Number.NaN : Number(v) : v).pipe(
  z17.number({ error: FEEDBACK_RATING_MESSAGE }).int(FEEDBACK_RATING_MESSAGE).min(RATING_MIN, FEEDBACK_RATING_MESSAGE).max(RATING_MAX, FEEDBACK_RATING_MESSAGE)
);
var prasadFeedbackSchema = z17.object({
  rating: ratingField,
  comment: z17.string({ error: FEEDBACK_COMMENT_SHORT }).trim().min(FEEDBACK_COMMENT_MIN, FEEDBACK_COMMENT_SHORT).max(FEEDBACK_COMMENT_MAX, FEEDBACK_COMMENT_LONG).refine(noControlCharacters, "Remove control characters")
});
var TRACKING_ID_PATTERN = /^TRK-[0-9A-Z]{10}$/;
var normalizeTrackingId = (input) => input.replace(/\s+/g, "").toUpperCase();

// ../../packages/shared/src/schemas/admin-catalog-fields.ts
import { z as z18 } from "zod";
function lineText(label2, max) {
  return z18.string({ error: `${label2} is required` }).trim().min(1, { error: `${label2} is required`, abort: true }).max(max, `${label2} cannot exceed ${max} characters`).refine((v) => !CONTROL_CHARACTERS.test(v), CONTROL_CHARACTERS_MESSAGE);
}
function longText(label2, max) {
  return z18.string({ error: `${label2} is required` }).trim().min(1, { error: `${label2} is required`, abort: true }).max(max, `${label2} cannot exceed ${max} characters`).refine((v) => !CONTROL_CHARACTERS_BUT_LINES.test(v), CONTROL_CHARACTERS_MESSAGE);
}
var lineList = (label2, maxItems, maxChars = 200, minItems = 0) => z18.array(lineText(label2, maxChars), { error: `${label2} must be a list` }).min(minItems, minItems === 1 ? `Add at least one ${label2.toLowerCase()}` : `Add at least ${minItems}`).max(maxItems, `At most ${maxItems} entries`);
var GOAL_MAX_RUPEES = 1e9;
var NEGATIVE_AMOUNT_MESSAGE = "Amount cannot be negative";
var RUPEES_MESSAGE = "Enter an amount in rupees, with at most 2 decimals";
var RUPEES_TEXT = /^\d+(\.\d{1,2})?$/;
function rupees(label2, opts = {}) {
  const min = opts.min ?? 0;
  const max = opts.max ?? MONEY_INPUT_MAX;
  return z18.union([z18.number(), z18.string()], { error: `${label2} is required` }).transform((v, ctx) => {
    let n2;
    if (typeof v === "string") {
      const t = v.replace(/[\s,₹]/g, "");
      if (t === "") {
        ctx.addIssue({ code: "custom", message: `${label2} is required` });
        return z18.NEVER;
      }
      if (/^-\d+(\.\d+)?$/.test(t)) {
        ctx.addIssue({ code: "custom", message: NEGATIVE_AMOUNT_MESSAGE });
        return z18.NEVER;
      }
      if (!RUPEES_TEXT.test(t)) {
        ctx.addIssue({ code: "custom", message: RUPEES_MESSAGE });
        return z18.NEVER;
      }
      n2 = Number(t);
    } else n2 = v;
    if (!Number.isFinite(n2) || n2 > max) {
      ctx.addIssue({ code: "custom", message: AMOUNT_TOO_LARGE_MESSAGE });
      return z18.NEVER;
    }
    if (n2 < 0) {
      ctx.addIssue({ code: "custom", message: NEGATIVE_AMOUNT_MESSAGE });
      return z18.NEVER;
    }
    if (!RUPEES_TEXT.test(String(n2))) {
      ctx.addIssue({ code: "custom", message: RUPEES_MESSAGE });
      return z18.NEVER;
    }
    if (n2 < min) {
      ctx.addIssue({ code: "custom", message: `${label2} must be at least \u20B9${min}` });
      return z18.NEVER;
    }
    return n2;
  });
}
var wholeNumber = (label2, min, max) => z18.number({ error: `${label2} must be a number` }).int(`${label2} must be a whole number`).min(min, `${label2} must be at least ${min}`).max(max, `${label2} cannot exceed ${max}`);
var ratingSchema = z18.number({ error: "Rating must be a number" }).min(0, "Rating must be between 0 and 5").max(5, "Rating must be between 0 and 5").refine((v) => Number.isInteger(v * 10), "Rating takes one decimal at most");
var MEDIA_PATH = /^\/api\/v1\/media\/[0-9a-f]{64}\/[1-9]\d{0,4}\.webp$/;
var ART_PATH = /^\/art\/[a-z0-9][a-z0-9-]*\.svg$/;
var IMAGE_URL_MESSAGE = "Upload an image (or pick one of the site\u2019s artwork)";
var imageUrl = (label2 = "Image") => z18.string({ error: `${label2} is required` }).trim().min(1, { error: `${label2} is required`, abort: true }).max(300, IMAGE_URL_MESSAGE).refine((v) => !v.includes("..") && (MEDIA_PATH.test(v) || ART_PATH.test(v)), IMAGE_URL_MESSAGE);
var imageList = (label2, maxItems, minItems = 0) => z18.array(imageUrl(label2), { error: `${label2} must be a list` }).min(minItems, `Add at least ${minItems === 1 ? "one image" : `${minItems} images`}`).max(maxItems, `At most ${maxItems} images`);
var instant2 = (label2) => z18.iso.datetime({ offset: true, error: `${label2} must be a date and time, e.g. 2026-11-21T06:30:00+05:30` });
var childId = z18.uuid({ error: "Invalid id" }).optional();
var uniqueBy = (key2, message) => (list4, ctx) => {
  const seen = /* @__PURE__ */ new Set();
  list4.forEach((item, i) => {
    const k = key2(item).toLowerCase();
    if (seen.has(k)) ctx.addIssue({ code: "custom", message, path: [i] });
    seen.add(k);
  });
};

// ../../packages/shared/src/schemas/admin-catalog.ts
var CATALOG_ENTITIES = ["temples", "pujas", "events", "campaigns", "products", "pandits", "streams", "prasad"];
var CATALOG_STATUSES = ["published", "draft"];
var createStatus = z19.enum(CATALOG_STATUSES, { error: "Status must be published or draft" }).optional().default("draft");
var catalogListQuery = z19.object({
  q: z19.string().trim().max(100, "Search cannot exceed 100 characters").optional(),
  status: z19.enum(CATALOG_STATUSES, { error: "Status must be published or draft" }).optional(),
  limit: z19.coerce.number().int().min(1).max(100).default(50),
  offset: z19.coerce.number().int().min(0).max(1e5).default(0)
});
var optionalTempleRef = idSchema.nullish().transform((v) => v ?? null);
var templeForm = z19.object({
  name: lineText("Temple name", 120),
  location: lineText("Location", 120),
  deity: lineText("Deity", 80),
  description: longText("Description", 500),
  about: longText("About", 5e3),
  image: imageUrl()
});
var pujaPackageForm = z19.object({
  id: childId,
  thumbnailTitle: lineText("Package title", 80),
  img: imageUrl("Package image"),
  price: rupees("Package price", { min: 1 }),
  numberOfPeople: wholeNumber("Number of people", 1, 20),
  points: lineList("Point", 10)
});
var pujaChadhavaItemForm = z19.object({
  id: childId,
  title: lineText("Item title", 80),
  price: rupees("Item price", { min: 1 }),
  image: imageUrl("Item image"),
  description: longText("Item description", 500)
});
var benefitForm = z19.object({
  title: lineText("Benefit title", 120),
  description: longText("Benefit text", 1e3)
});
var pujaFields = z19.object({
  title: lineText("Puja title", 120),
  templeId: idSchema,
  description: longText("Description", 2e3),
  image: imageUrl(),
  aboutPujaCard: imageList("About card image", 8),
  aboutTemple: longText("About the temple", 5e3),
  tithi: lineText("Tithi", 80),
  tag: lineText("Tag", 40),
  occasion: lineText("Occasion", 80),
  type: lineText("Type", 40),
  duration: lineText("Duration", 40),
  rating: ratingSchema.default(4.9),
  startTime: instant2("Start"),
  endTime: instant2("End"),
  benefits: z19.array(benefitForm).max(12, "At most 12 benefits").default([]),
  packages: z19.array(pujaPackageForm).min(1, "Add at least one package").max(6, "At most 6 packages").superRefine(uniqueBy((p3) => p3.thumbnailTitle, "Each package needs its own title")),
  chadhavaItems: z19.array(pujaChadhavaItemForm).max(30, "At most 30 items").default([]).superRefine(uniqueBy((c) => c.title, "Each item needs its own title"))
});
var endAfterStart = (v) => Date.parse(v.endTime) > Date.parse(v.startTime);
var pujaForm = pujaFields.refine(endAfterStart, { message: "End must be after the start", path: ["endTime"] });
var eventOfferingForm = z19.object({
  id: childId,
  name: lineText("Offering name", 80),
  price: rupees("Offering price", { min: 1 }),
  description: longText("Offering description", 500),
  image: imageUrl("Offering image"),
  type: lineText("Offering type", 40).default("Other")
});
var eventForm = z19.object({
  name: lineText("Event name", 120),
  templeId: idSchema,
  date: instant2("Date"),
  /** Bookings open (false: shown, not bookable). */
  isActive: z19.boolean({ error: "Active must be true or false" }).default(true),
  /** Slots: the most participants (null: no limit). */
  maxParticipants: wholeNumber("Slots", 1, 1e5).nullable().default(null),
  basePrice: rupees("Base price").default(0),
  about: longText("About", 5e3),
  images: imageList("Image", 8, 1),
  offerings: z19.array(eventOfferingForm).min(1, "Add at least one offering").max(30, "At most 30 offerings").superRefine(uniqueBy((o) => o.name, "Each offering needs its own name"))
});
var sevaForm = z19.object({
  id: childId,
  title: lineText("Seva title", 80),
  description: longText("Seva description", 500),
  price: rupees("Seva price", { min: 1 }),
  img: imageUrl("Seva image")
});
var campaignForm = z19.object({
  title: lineText("Campaign title", 120),
  subtitle: lineText("Subtitle", 200),
  category: z19.enum(CAMPAIGN_CATEGORIES, { error: `Category must be one of: ${CAMPAIGN_CATEGORIES.join(", ")}` }),
  img: imageUrl(),
  images: imageList("Image", 8),
  story: longText("Story", 5e3),
  description: longText("Description", 2e3),
  goal: rupees("Goal", { min: 1, max: GOAL_MAX_RUPEES }),
  eligible80G: z19.boolean({ error: "80G eligibility must be true or false" }).default(false),
  benefits: z19.array(z19.object({ heading: lineText("Benefit heading", 120), description: longText("Benefit text", 1e3) })).max(12, "At most 12 benefits").default([]),
  donorAvatars: imageList("Donor avatar", 12).default([]),
  sevas: z19.array(sevaForm).max(20, "At most 20 sevas").default([]).superRefine(uniqueBy((s) => s.title, "Each seva needs its own title"))
});
var COLOR_HEX = /^#[0-9a-fA-F]{6}$/;
var productForm = z19.object({
  name: lineText("Product name", 120),
  description: longText("Description", 3e3),
  category: z19.enum(PRODUCT_CATEGORIES, { error: `Category must be one of: ${PRODUCT_CATEGORIES.join(", ")}` }),
  features: lineList("Feature", 12),
  primaryImage: imageUrl(),
  secondaryImages: imageList("Image", 8),
  basePrice: rupees("Price", { min: 1 }),
  sizes: z19.array(z19.object({ name: lineText("Size", 40), extraPrice: rupees("Extra price") })).min(1, "Add at least one size").max(12, "At most 12 sizes").superRefine(uniqueBy((v) => v.name, "Each size needs its own name")),
  colors: z19.array(
    z19.object({
      name: lineText("Colour", 40),
      extraPrice: rupees("Extra price"),
      colorHex: z19.string({ error: "Colour code is required" }).regex(COLOR_HEX, "Colour code looks like #A1B2C3")
    })
  ).min(1, "Add at least one colour").max(12, "At most 12 colours").superRefine(uniqueBy((v) => v.name, "Each colour needs its own name")),
  relatedIds: z19.array(idSchema).max(8, "At most 8 related products").default([]),
  /** Units on the shelf per variant; a variant not listed (or null) is made to order. */
  stock: z19.array(
    z19.object({
      size: z19.string({ error: "Size is required" }),
      color: z19.string({ error: "Colour is required" }),
      onHand: wholeNumber("Stock", 0, 1e6).nullable()
    })
  ).max(144).default([]).superRefine(uniqueBy((s) => `${s.size}\0${s.color}`, "This variant is listed twice"))
}).superRefine((p3, ctx) => {
  p3.stock.forEach((s, i) => {
    if (!p3.sizes.some((v) => v.name === s.size) || !p3.colors.some((v) => v.name === s.color))
      ctx.addIssue({
        code: "custom",
        message: "Stock names a size or colour the product does not have",
        path: ["stock", i]
      });
  });
});
var HHMM = /^([01]\d|2[0-3]):[0-5]\d$/;
var hhmm = (label2) => z19.string({ error: `${label2} is required` }).regex(HHMM, `${label2} must be a time such as 09:30`);
var workingIntervalForm = z19.object({ from: hhmm("From"), to: hhmm("To") }).refine((w) => w.to > w.from, { message: "To must be after From", path: ["to"] });
var weeklyHoursForm = z19.array(z19.array(workingIntervalForm).max(6, "At most 6 intervals a day"), { error: "Weekly hours are required" }).length(7, "Give the hours of all seven days, Sunday first").superRefine((days, ctx) => {
  days.forEach((day2, d) => {
    const sorted = [...day2].sort((a, b) => a.from.localeCompare(b.from));
    for (let i = 1; i < sorted.length; i++)
      if (sorted[i].from < sorted[i - 1].to)
        ctx.addIssue({ code: "custom", message: "Intervals of a day must not overlap", path: [d] });
  });
});
var daysOffForm = z19.array(z19.iso.date({ error: "A day off is a date such as 2026-12-25" }), { error: "Days off must be a list" }).max(366, "At most 366 days off").transform((d) => [...new Set(d)].sort());
var panditAvailabilityForm = z19.object({ weeklyHours: weeklyHoursForm, daysOff: daysOffForm.default([]) });
var panditForm = z19.object({
  name: lineText("Name", 80),
  location: lineText("Location", 120),
  img: imageUrl(),
  description: longText("Description", 3e3),
  highlightPoints: lineList("Highlight", 10),
  experienceYears: wholeNumber("Experience", 0, 80),
  languages: lineList("Language", 12, 40, 1),
  specialities: lineList("Speciality", 12, 80),
  rating: ratingSchema.default(4.8),
  fee: rupees("Fee", { min: 1 }),
  services: z19.array(z19.enum(PANDIT_SERVICES, { error: `Service must be one of: ${PANDIT_SERVICES.join(", ")}` })).min(1, "Offer at least one service").transform((s) => [...new Set(s)]),
  weeklyHours: weeklyHoursForm,
  daysOff: daysOffForm.default([])
});
var STREAM_VIDEO = /^(\/embed\/[A-Za-z0-9._-]+(\?[^\s<>"']*)?|https:\/\/[^\s<>"']+)$/;
var streamForm = z19.object({
  title: lineText("Title", 120),
  video: z19.string().trim().max(500, "Video address cannot exceed 500 characters").regex(STREAM_VIDEO, "Video is an https embed address or an /embed/ page").nullish().transform((v) => v || null),
  image: imageUrl(),
  pandit: lineText("Pandit", 80),
  templeId: optionalTempleRef,
  /** The place, for a stream not at a temple of the catalog. */
  templeText: z19.string().trim().max(120, "Place cannot exceed 120 characters").nullish().transform((v) => v || null),
  description: longText("Description", 2e3),
  category: z19.enum(STREAM_CATEGORIES, { error: `Category must be one of: ${STREAM_CATEGORIES.join(", ")}` }),
  viewers: wholeNumber("Viewers", 0, 1e7).default(0),
  startTime: instant2("Start"),
  endTime: instant2("End").nullish().transform((v) => v ?? null)
}).refine((s) => s.templeId !== null || s.templeText !== null, {
  message: "Choose a temple or name the place",
  path: ["templeText"]
}).refine((s) => s.endTime === null || Date.parse(s.endTime) > Date.parse(s.startTime), {
  message: "End must be after the start",
  path: ["endTime"]
});
var prasadForm = z19.object({
  title: lineText("Title", 120),
  templeId: idSchema,
  items: lineList("Item", 12, 120, 1),
  description: longText("Description", 1e3),
  price: rupees("Price", { min: 1 }),
  image: imageUrl(),
  availability: z19.enum(PRASAD_AVAILABILITY, { error: `Availability must be one of: ${PRASAD_AVAILABILITY.join(", ")}` })
});
var catalogForms = {
  temples: templeForm,
  pujas: pujaForm,
  events: eventForm,
  campaigns: campaignForm,
  products: productForm,
  pandits: panditForm,
  streams: streamForm,
  prasad: prasadForm
};
var withStatus = (form) => z19.intersection(form, z19.object({ status: createStatus }));

// src/modules/admin/catalog/entities/campaigns.ts
import { asc as asc6, eq as eq17 } from "drizzle-orm";

// src/modules/admin/catalog/entity.ts
import { inArray as inArray6, eq as eq16 } from "drizzle-orm";
var metaOf = (r) => ({
  id: r.id,
  status: r.published ? "published" : "draft",
  updatedAt: r.updatedAt.toISOString(),
  createdAt: r.createdAt ? r.createdAt.toISOString() : null
});
async function syncChildren(db, o) {
  const existing = new Set(
    (await db.select({ id: o.idCol }).from(o.table).where(eq16(o.parentCol, o.parentId))).map((r) => r.id)
  );
  const kept = /* @__PURE__ */ new Set();
  const inserts = [];
  for (const [sort, r] of o.rows.entries()) {
    const row = o.toRow(r, sort);
    if (r.id && existing.has(r.id) && !kept.has(r.id)) {
      kept.add(r.id);
      await db.update(o.table).set(row).where(eq16(o.idCol, r.id));
    } else inserts.push(row);
  }
  const removed = [...existing].filter((id2) => !kept.has(id2));
  if (removed.length > 0) {
    try {
      await db.delete(o.table).where(inArray6(o.idCol, removed));
    } catch (e) {
      if (pgErrorCode(e) === "23503")
        throw conflict(`${o.what} that bookings name cannot be removed; edit it instead`, void 0, "in_use");
      throw e;
    }
  }
  if (inserts.length > 0) await db.insert(o.table).values(inserts);
}

// src/modules/admin/catalog/entities/campaigns.ts
var campaignEntity = {
  noun: "campaign",
  label: "Campaign",
  table: campaigns,
  cols: {
    id: campaigns.id,
    title: campaigns.title,
    published: campaigns.published,
    updatedAt: campaigns.updatedAt,
    slug: campaigns.slug
  },
  titleOf: (v) => v.title,
  async load(db, id2) {
    const [c] = await db.select().from(campaigns).where(eq17(campaigns.id, id2));
    if (!c) return null;
    const sevas = await db.select().from(campaignSevas).where(eq17(campaignSevas.campaignId, id2)).orderBy(asc6(campaignSevas.sort));
    const item = {
      ...metaOf(c),
      slug: c.slug,
      title: c.title,
      subtitle: c.subtitle,
      category: c.category,
      img: c.img,
      images: c.images,
      story: c.story,
      description: c.description,
      goal: toRupees(c.goalPaise),
      eligible80G: c.eligible80g,
      benefits: c.benefits,
      donorAvatars: c.donorAvatars,
      raised: toRupees(c.raisedPaise),
      participants: c.participants,
      sevas: sevas.map((s) => ({
        id: s.id,
        title: s.title,
        description: s.description,
        price: toRupees(s.pricePaise),
        img: s.img
      }))
    };
    return item;
  },
  async save(db, id2, v, w) {
    const { sevas, goal, eligible80G, ...rest } = v;
    const row = { ...rest, slug: w.slug, goalPaise: toPaise(goal), eligible80g: eligible80G, updatedAt: w.now };
    let campaignId = id2;
    if (campaignId) await db.update(campaigns).set(row).where(eq17(campaigns.id, campaignId));
    else {
      const [created] = await db.insert(campaigns).values({ ...row, published: w.published }).returning({ id: campaigns.id });
      campaignId = created.id;
    }
    const parentId = campaignId;
    await syncChildren(db, {
      table: campaignSevas,
      idCol: campaignSevas.id,
      parentCol: campaignSevas.campaignId,
      parentId,
      what: "A seva",
      rows: sevas,
      toRow: (s, sort) => ({
        campaignId: parentId,
        title: s.title,
        description: s.description,
        pricePaise: toPaise(s.price),
        img: s.img,
        sort
      })
    });
    return parentId;
  }
};

// src/modules/admin/catalog/entities/events.ts
import { asc as asc7, eq as eq19 } from "drizzle-orm";

// src/modules/admin/catalog/entities/temple-ref.ts
import { eq as eq18 } from "drizzle-orm";
var UNKNOWN_TEMPLE = "Choose a temple of the catalog";
async function assertTemple(db, templeId) {
  const [t] = await db.select({ id: temples.id, name: temples.name }).from(temples).where(eq18(temples.id, templeId));
  if (!t) throw fieldError("templeId", UNKNOWN_TEMPLE);
  return t;
}

// src/modules/admin/catalog/entities/events.ts
var eventEntity = {
  noun: "event",
  label: "Event",
  table: chadhavaEvents,
  cols: {
    id: chadhavaEvents.id,
    title: chadhavaEvents.name,
    published: chadhavaEvents.published,
    updatedAt: chadhavaEvents.updatedAt,
    slug: chadhavaEvents.slug,
    templeId: chadhavaEvents.templeId
  },
  titleOf: (v) => v.name,
  async load(db, id2) {
    const [r] = await db.select({ e: chadhavaEvents, temple: { id: temples.id, name: temples.name } }).from(chadhavaEvents).innerJoin(temples, eq19(temples.id, chadhavaEvents.templeId)).where(eq19(chadhavaEvents.id, id2));
    if (!r) return null;
    const offerings2 = await db.select().from(eventOfferings).where(eq19(eventOfferings.eventId, id2)).orderBy(asc7(eventOfferings.sort));
    const e = r.e;
    const item = {
      ...metaOf(e),
      slug: e.slug,
      name: e.name,
      templeId: e.templeId,
      temple: r.temple,
      date: e.date.toISOString(),
      isActive: e.isActive,
      maxParticipants: e.maxParticipants,
      currentParticipants: e.currentParticipants,
      basePrice: toRupees(e.basePricePaise),
      about: e.about,
      images: e.images,
      offerings: offerings2.map((o) => ({
        id: o.id,
        name: o.name,
        price: toRupees(o.pricePaise),
        description: o.description,
        image: o.image,
        type: o.type
      }))
    };
    return item;
  },
  async check(db, id2, v) {
    await assertTemple(db, v.templeId);
    if (!id2 || v.maxParticipants === null) return;
    const [e] = await db.select({ taken: chadhavaEvents.currentParticipants }).from(chadhavaEvents).where(eq19(chadhavaEvents.id, id2));
    if (e && v.maxParticipants < e.taken)
      throw fieldError("maxParticipants", `Slots cannot be fewer than the ${e.taken} places already taken`);
  },
  async save(db, id2, v, w) {
    const { offerings: offerings2, basePrice, date: date3, ...rest } = v;
    const row = { ...rest, slug: w.slug, basePricePaise: toPaise(basePrice), date: new Date(date3), updatedAt: w.now };
    let eventId = id2;
    if (eventId) await db.update(chadhavaEvents).set(row).where(eq19(chadhavaEvents.id, eventId));
    else {
      const [created] = await db.insert(chadhavaEvents).values({ ...row, published: w.published }).returning({ id: chadhavaEvents.id });
      eventId = created.id;
    }
    const parentId = eventId;
    await syncChildren(db, {
      table: eventOfferings,
      idCol: eventOfferings.id,
      parentCol: eventOfferings.eventId,
      parentId,
      what: "An offering",
      rows: offerings2,
      toRow: (o, sort) => ({
        eventId: parentId,
        name: o.name,
        pricePaise: toPaise(o.price),
        description: o.description,
        image: o.image,
        type: o.type,
        sort
      })
    });
    return parentId;
  }
};

// src/modules/admin/catalog/entities/pandits.ts
import { eq as eq20 } from "drizzle-orm";
var panditEntity = {
  noun: "pandit",
  label: "Pandit",
  table: pandits,
  cols: { id: pandits.id, title: pandits.name, published: pandits.published, updatedAt: pandits.updatedAt },
  titleOf: (v) => v.name,
  async load(db, id2) {
    const [p3] = await db.select().from(pandits).where(eq20(pandits.id, id2));
    if (!p3) return null;
    const item = {
      ...metaOf(p3),
      name: p3.name,
      location: p3.location,
      img: p3.img,
      description: p3.description,
      highlightPoints: p3.highlightPoints,
      experienceYears: p3.experienceYears,
      languages: p3.languages,
      specialities: p3.specialities,
      rating: p3.rating,
      fee: toRupees(p3.feePaise),
      services: p3.services,
      weeklyHours: p3.workingHours,
      daysOff: p3.daysOff
    };
    return item;
  },
  async save(db, id2, v, w) {
    const { fee, weeklyHours, ...rest } = v;
    const row = { ...rest, feePaise: toPaise(fee), workingHours: weeklyHours, updatedAt: w.now };
    if (id2) {
      await db.update(pandits).set(row).where(eq20(pandits.id, id2));
      return id2;
    }
    const [created] = await db.insert(pandits).values({ ...row, published: w.published }).returning({ id: pandits.id });
    return created.id;
  }
};

// src/modules/admin/catalog/entities/prasad.ts
import { eq as eq23 } from "drizzle-orm";

// src/modules/prasad/prasad.repository.ts
import { and as and15, asc as asc9, desc as desc7, eq as eq22, ilike as ilike2, inArray as inArray8, or as or8, sql as sql30 } from "drizzle-orm";

// src/modules/payments/payable-rows.ts
import { and as and14, asc as asc8, eq as eq21, getTableName, inArray as inArray7, isNull as isNull5, ne as ne2, or as or7, sql as sql29 } from "drizzle-orm";

// src/lib/ids.ts
var UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
var isUuid = (value) => typeof value === "string" && UUID_PATTERN.test(value);
var PROVIDER_ID_PATTERN = /^[A-Za-z0-9_]{1,64}$/;

// src/modules/payments/payable-rows.ts
function refundState(kind, recordId) {
  return {
    refundedPaise: sql29`(select coalesce(sum(r.amount_paise), 0)::int from refunds r
      where r.kind = ${kind} and r.ref_id = ${recordId} and r.status = 'processed')`,
    receivedPaise: sql29`(select coalesce(sum(t.amount_paise), 0)::int from payment_orders po
      join payment_transactions t on t.order_id = po.id
      where po.kind = ${kind} and po.ref_id = ${recordId}
        and (t.provider_payment_id = po.paid_payment_id or t.status in ('captured', 'refunded')))`
  };
}
var validIds = (ids) => [...new Set(ids.map((i) => i.toLowerCase()).filter(isUuid))];
function payableRecords(kind, table3) {
  const set = (values) => values;
  async function find(db, id2) {
    const [row] = await db.select().from(table3).where(eq21(table3.id, id2));
    return row;
  }
  async function lock(db, id2) {
    const [row] = await db.select().from(table3).where(eq21(table3.id, id2)).for("update");
    return row;
  }
  const label2 = kind.replace("_", " ");
  return {
    find,
    lock,
    /**
     * The first step of a fulfilment: the record `order` pays, locked for the rest of the
     * settling transaction, or why the order cannot pay it (the record is gone, it was paid
     * already, or the order is no longer its: its total changed and a new order was made).
     */
    async lockPayable(db, order) {
      const row = await lock(db, order.refId);
      if (!row) return { review: `${label2} ${order.refId} not found`, code: "conflict" };
      const mirror = row;
      if (mirror.paymentStatus === "completed")
        return { review: `${label2} already paid by payment ${mirror.paymentId}`, code: "already_paid" };
      if (mirror.paymentOrderId !== order.id)
        return { review: `order replaced: this order no longer pays the ${label2}`, code: "order_replaced" };
      return { row };
    },
    async update(db, id2, values) {
      await db.update(table3).set(set(values)).where(eq21(table3.id, id2));
    },
    /**
     * pending | failed | expired → completed, only while `orderId` is still the record's order and
     * it is not paid yet. Called after lockPayable answered the row, so it cannot miss: a miss
     * throws (the settling transaction rolls back) rather than fulfil a record that did not change.
     */
    async markPaid(db, id2, orderId, paymentId, now) {
      const changed = await db.update(table3).set(set({ paymentStatus: "completed", paymentId, paidAt: now, updatedAt: now })).where(and14(eq21(table3.id, id2), eq21(table3.paymentOrderId, orderId), ne2(table3.paymentStatus, "completed"))).returning({ id: table3.id });
      if (changed.length !== 1) throw new Error(`${label2} ${id2} changed under its row lock`);
    },
    /**
     * Mirrors a failed or expired order on its record (never over a completed one, never for an
     * order that is no longer the record's). A failed record may still expire.
     */
    async markUnpaid(db, id2, orderId, status, now) {
      const from = status === "failed" ? ["pending"] : ["pending", "failed"];
      await db.update(table3).set(set({ paymentStatus: status, updatedAt: now })).where(and14(eq21(table3.id, id2), eq21(table3.paymentOrderId, orderId), inArray7(table3.paymentStatus, from)));
    },
    /** Owner and access key of one record (access checks); undefined for an unknown id or no UUID. */
    async findOwner(db, id2) {
      if (!isUuid(id2)) return void 0;
      const [row] = await db.select({ userId: table3.userId, accessKey: table3.accessKey }).from(table3).where(eq21(table3.id, id2.toLowerCase()));
      return row;
    },
    /** The ids among `ids` made while signed in as `userId`, or as a guest with `email` (lower-cased). */
    async idsBelongingTo(db, userId, email, ids) {
      const valid = validIds(ids);
      if (valid.length === 0) return [];
      const rows7 = await db.select({ id: table3.id }).from(table3).where(
        and14(
          inArray7(table3.id, valid),
          or7(eq21(table3.userId, userId), and14(isNull5(table3.userId), eq21(table3.donorEmail, email.toLowerCase())))
        )
      );
      return rows7.map((r) => r.id);
    },
    /**
     * The columns a bundle query selects beside its joins: see OrderState. The record's columns are
     * qualified by hand: in a query without a join drizzle writes them bare, and inside the
     * subquery a bare "id" would be payment_orders' own.
     */
    orderState() {
      const col = (c) => sql29`${sql29.identifier(getTableName(table3))}.${sql29.identifier(c.name)}`;
      return {
        providerOrderId: sql29`(select po.provider_order_id from payment_orders po where po.id = ${col(table3.paymentOrderId)})`,
        needsReview: sql29`exists (select 1 from payment_orders po where po.kind = ${kind} and po.ref_id = ${col(table3.id)} and po.needs_review)`,
        ...refundState(kind, col(table3.id))
      };
    }
  };
}
function payableRows(kind, table3, shape) {
  const lines = shape.lines;
  const linesBy = lines.table[lines.by];
  return {
    ...payableRecords(kind, table3),
    /** Writes a record and its lines (their pointer to the record is filled in). */
    async insert(db, row, lineRows) {
      const [stored] = await db.insert(table3).values(row).returning();
      if (!stored) throw new Error(`${kind} not stored`);
      const id2 = stored.id;
      if (lineRows.length > 0)
        await db.insert(lines.table).values(lineRows.map((l) => ({ ...l, [lines.by]: id2 })));
      return stored;
    },
    /**
     * Everything a view, card or e-mail of these records needs, in two queries: `heads` selects the
     * records (under `shape.record`) with their joins and `...orderState()` for the valid ids it is
     * given; their lines are attached under `shape.lines.as`. Unknown ids are left out.
     */
    async bundles(db, ids, heads) {
      const valid = validIds(ids);
      if (valid.length === 0) return [];
      const rows7 = await heads(valid);
      if (rows7.length === 0) return [];
      const all = await db.select().from(lines.table).where(
        inArray7(
          linesBy,
          rows7.map((r) => r[shape.record].id)
        )
      ).orderBy(asc8(lines.table.sort), asc8(lines.table.id));
      return rows7.map((r) => ({
        ...r,
        providerOrderId: r.providerOrderId ?? null,
        needsReview: Boolean(r.needsReview),
        refundedPaise: Number(r.refundedPaise ?? 0),
        receivedPaise: Number(r.receivedPaise ?? 0),
        ...{ [lines.as]: all.filter((l) => l[lines.by] === r[shape.record].id) }
      }));
    }
  };
}

// src/modules/prasad/prasad.repository.ts
var KIND = "prasad_order";
var feedbackStats = {
  rating: sql30`coalesce((select round(avg(f.rating)::numeric, 1) from prasad_feedback f where f.offering_id = "prasad_offerings"."id"), 0)::float8`,
  reviews: sql30`(select count(*) from prasad_feedback f where f.offering_id = "prasad_offerings"."id")::int`
};
async function listPublishedOfferings(db, q, id2) {
  const like3 = q ? `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : void 0;
  const rows7 = await db.select({ offering: prasadOfferings, templeName: temples.name, ...feedbackStats }).from(prasadOfferings).innerJoin(temples, eq22(temples.id, prasadOfferings.templeId)).where(
    and15(
      eq22(prasadOfferings.published, true),
      id2 ? eq22(prasadOfferings.id, id2) : void 0,
      like3 ? or8(ilike2(temples.name, like3), ilike2(prasadOfferings.title, like3), ilike2(prasadOfferings.description, like3)) : void 0
    )
  ).orderBy(asc9(prasadOfferings.sort), asc9(prasadOfferings.createdAt));
  return rows7.map((r) => ({ ...r, rating: Number(r.rating), reviews: Number(r.reviews) }));
}
async function findPublishedOffering(db, id2) {
  const [row] = await db.select({ offering: prasadOfferings, templeName: temples.name }).from(prasadOfferings).innerJoin(temples, eq22(temples.id, prasadOfferings.templeId)).where(and15(eq22(prasadOfferings.id, id2), eq22(prasadOfferings.published, true)));
  return row;
}
async function insertOrder(db, row) {
  await db.insert(prasadOrders).values(row);
}
var rows = payableRecords(KIND, prasadOrders);
var findOrder = rows.find;
var lockPayable = rows.lockPayable;
var markPaid = rows.markPaid;
var markUnpaid = rows.markUnpaid;
var findOwner = rows.findOwner;
var idsBelongingTo = rows.idsBelongingTo;
var orderState = {
  providerOrderId: sql30`(select po.provider_order_id from payment_orders po where po.id = "prasad_orders"."payment_order_id")`,
  needsReview: sql30`exists (select 1 from payment_orders po where po.kind = ${KIND} and po.ref_id = "prasad_orders"."id" and po.needs_review)`,
  ...refundState(KIND, sql30`"prasad_orders"."id"`)
};
async function bundlesWhere(db, where4) {
  const rows7 = await db.select({ order: prasadOrders, feedback: prasadFeedback, ...orderState }).from(prasadOrders).leftJoin(prasadFeedback, eq22(prasadFeedback.orderId, prasadOrders.id)).where(where4).orderBy(desc7(prasadOrders.createdAt));
  return rows7.map((r) => ({
    order: r.order,
    feedback: r.feedback,
    providerOrderId: r.providerOrderId ?? null,
    needsReview: Boolean(r.needsReview),
    refundedPaise: Number(r.refundedPaise ?? 0),
    receivedPaise: Number(r.receivedPaise ?? 0)
  }));
}
var loadBundles = (db, ids) => {
  const valid = validIds(ids);
  return valid.length === 0 ? Promise.resolve([]) : bundlesWhere(db, and15(inArray8(prasadOrders.id, valid)));
};
var paidBundlesOfUser = (db, userId) => bundlesWhere(db, and15(eq22(prasadOrders.userId, userId), eq22(prasadOrders.paymentStatus, "completed")));
async function paidBundleByTrackingId(db, trackingId) {
  const [b] = await bundlesWhere(
    db,
    and15(eq22(prasadOrders.trackingId, trackingId), eq22(prasadOrders.paymentStatus, "completed"))
  );
  return b;
}
async function promisesOfOrders(db, ids) {
  if (ids.length === 0) return [];
  return db.select().from(promises).where(and15(eq22(promises.kind, KIND), inArray8(promises.refId, ids))).orderBy(asc9(promises.dueAt));
}
async function lockOrder(db, id2) {
  const [row] = await db.select().from(prasadOrders).where(eq22(prasadOrders.id, id2)).for("update");
  return row;
}
async function findFeedback(db, orderId) {
  const [row] = await db.select().from(prasadFeedback).where(eq22(prasadFeedback.orderId, orderId));
  return row;
}
async function insertFeedback(db, row) {
  const out = await db.insert(prasadFeedback).values(row).onConflictDoNothing().returning({ id: prasadFeedback.id });
  return out.length === 1;
}

// src/modules/admin/catalog/entities/prasad.ts
var prasadEntity = {
  noun: "prasad",
  label: "Prasad offering",
  table: prasadOfferings,
  cols: {
    id: prasadOfferings.id,
    title: prasadOfferings.title,
    published: prasadOfferings.published,
    updatedAt: prasadOfferings.updatedAt,
    templeId: prasadOfferings.templeId
  },
  titleOf: (v) => v.title,
  async load(db, id2) {
    const [r] = await db.select({ o: prasadOfferings, temple: { id: temples.id, name: temples.name }, ...feedbackStats }).from(prasadOfferings).innerJoin(temples, eq23(temples.id, prasadOfferings.templeId)).where(eq23(prasadOfferings.id, id2));
    if (!r) return null;
    const o = r.o;
    const item = {
      ...metaOf(o),
      title: o.title,
      templeId: o.templeId,
      temple: r.temple,
      items: o.items,
      description: o.description,
      price: toRupees(o.pricePaise),
      image: o.image,
      availability: o.availability,
      rating: Number(r.rating),
      reviews: Number(r.reviews)
    };
    return item;
  },
  async check(db, _id, v) {
    await assertTemple(db, v.templeId);
  },
  async save(db, id2, v, w) {
    const { price: price3, ...rest } = v;
    const row = { ...rest, pricePaise: toPaise(price3), updatedAt: w.now };
    if (id2) {
      await db.update(prasadOfferings).set(row).where(eq23(prasadOfferings.id, id2));
      return id2;
    }
    const [created] = await db.insert(prasadOfferings).values({ ...row, published: w.published, createdAt: w.now }).returning({ id: prasadOfferings.id });
    return created.id;
  }
};

// src/modules/admin/catalog/entities/products.ts
import { eq as eq24, inArray as inArray9 } from "drizzle-orm";
var productEntity = {
  noun: "product",
  label: "Product",
  table: products,
  cols: {
    id: products.id,
    title: products.name,
    published: products.published,
    updatedAt: products.updatedAt,
    slug: products.slug
  },
  titleOf: (v) => v.name,
  async load(db, id2) {
    const [p3] = await db.select().from(products).where(eq24(products.id, id2));
    if (!p3) return null;
    const stock = await db.select().from(productStock).where(eq24(productStock.productId, id2));
    const item = {
      ...metaOf(p3),
      slug: p3.slug,
      name: p3.name,
      description: p3.description,
      category: p3.category,
      features: p3.features,
      primaryImage: p3.primaryImage,
      secondaryImages: p3.secondaryImages,
      basePrice: toRupees(p3.basePricePaise),
      sizes: p3.sizes.map((s) => ({ name: s.name, extraPrice: toRupees(s.extraPricePaise) })),
      colors: p3.colors.map((c) => ({ name: c.name, extraPrice: toRupees(c.extraPricePaise), colorHex: c.colorHex })),
      relatedIds: p3.relatedIds,
      stock: stock.map((s) => ({ size: s.size, color: s.color, onHand: s.onHand }))
    };
    return item;
  },
  async check(db, id2, v) {
    const wanted = [...new Set(v.relatedIds)];
    if (id2 && wanted.includes(id2)) throw fieldError("relatedIds", "A product cannot be related to itself");
    if (wanted.length === 0) return;
    const found3 = await db.select({ id: products.id }).from(products).where(inArray9(products.id, wanted));
    if (found3.length !== wanted.length)
      throw fieldError("relatedIds", "Related products must be products of the store");
  },
  async save(db, id2, v, w) {
    const { stock, basePrice, sizes, colors, relatedIds, ...rest } = v;
    const row = {
      ...rest,
      slug: w.slug,
      basePricePaise: toPaise(basePrice),
      sizes: sizes.map((s) => ({ name: s.name, extraPricePaise: toPaise(s.extraPrice) })),
      colors: colors.map((c) => ({ name: c.name, extraPricePaise: toPaise(c.extraPrice), colorHex: c.colorHex })),
      relatedIds: [...new Set(relatedIds)],
      updatedAt: w.now
    };
    let productId = id2;
    if (productId) await db.update(products).set(row).where(eq24(products.id, productId));
    else {
      const [created] = await db.insert(products).values({ ...row, published: w.published }).returning({ id: products.id });
      productId = created.id;
    }
    const pid = productId;
    await db.delete(productStock).where(eq24(productStock.productId, pid));
    if (stock.length > 0)
      await db.insert(productStock).values(stock.map((s) => ({ productId: pid, size: s.size, color: s.color, onHand: s.onHand })));
    return pid;
  }
};

// src/modules/admin/catalog/entities/pujas.ts
import { asc as asc10, eq as eq25 } from "drizzle-orm";
var pujaEntity = {
  noun: "puja",
  label: "Puja",
  table: pujas,
  cols: {
    id: pujas.id,
    title: pujas.title,
    published: pujas.published,
    updatedAt: pujas.updatedAt,
    slug: pujas.slug,
    templeId: pujas.templeId
  },
  titleOf: (v) => v.title,
  async load(db, id2) {
    const [r] = await db.select({ p: pujas, temple: { id: temples.id, name: temples.name } }).from(pujas).innerJoin(temples, eq25(temples.id, pujas.templeId)).where(eq25(pujas.id, id2));
    if (!r) return null;
    const [packages, items] = await Promise.all([
      db.select().from(pujaPackages).where(eq25(pujaPackages.pujaId, id2)).orderBy(asc10(pujaPackages.sort)),
      db.select().from(pujaChadhavaItems).where(eq25(pujaChadhavaItems.pujaId, id2)).orderBy(asc10(pujaChadhavaItems.sort))
    ]);
    const p3 = r.p;
    const item = {
      ...metaOf(p3),
      slug: p3.slug,
      title: p3.title,
      templeId: p3.templeId,
      temple: r.temple,
      description: p3.description,
      image: p3.image,
      aboutPujaCard: p3.aboutPujaCard,
      aboutTemple: p3.aboutTemple,
      tithi: p3.tithi,
      tag: p3.tag,
      occasion: p3.occasion,
      type: p3.type,
      duration: p3.duration,
      rating: p3.rating,
      startTime: p3.startTime.toISOString(),
      endTime: p3.endTime.toISOString(),
      benefits: p3.benefits,
      joinedNo: p3.joinedNo,
      packages: packages.map((k) => ({
        id: k.id,
        thumbnailTitle: k.thumbnailTitle,
        img: k.img,
        price: toRupees(k.pricePaise),
        numberOfPeople: k.numberOfPeople,
        points: k.points
      })),
      chadhavaItems: items.map((c) => ({
        id: c.id,
        title: c.title,
        price: toRupees(c.pricePaise),
        image: c.image,
        description: c.description
      }))
    };
    return item;
  },
  async check(db, _id, v) {
    await assertTemple(db, v.templeId);
  },
  async save(db, id2, v, w) {
    const { packages, chadhavaItems, startTime, endTime, ...rest } = v;
    const row = {
      ...rest,
      slug: w.slug,
      startTime: new Date(startTime),
      endTime: new Date(endTime),
      updatedAt: w.now
    };
    let pujaId = id2;
    if (pujaId) await db.update(pujas).set(row).where(eq25(pujas.id, pujaId));
    else {
      const [created] = await db.insert(pujas).values({ ...row, published: w.published }).returning({ id: pujas.id });
      pujaId = created.id;
    }
    const parentId = pujaId;
    await syncChildren(db, {
      table: pujaPackages,
      idCol: pujaPackages.id,
      parentCol: pujaPackages.pujaId,
      parentId,
      what: "A package",
      rows: packages,
      toRow: (k, sort) => ({
        pujaId: parentId,
        thumbnailTitle: k.thumbnailTitle,
        img: k.img,
        pricePaise: toPaise(k.price),
        numberOfPeople: k.numberOfPeople,
        points: k.points,
        sort
      })
    });
    await syncChildren(db, {
      table: pujaChadhavaItems,
      idCol: pujaChadhavaItems.id,
      parentCol: pujaChadhavaItems.pujaId,
      parentId,
      what: "A chadhava item",
      rows: chadhavaItems,
      toRow: (c, sort) => ({
        pujaId: parentId,
        title: c.title,
        pricePaise: toPaise(c.price),
        image: c.image,
        description: c.description,
        sort
      })
    });
    return parentId;
  }
};

// src/modules/admin/catalog/entities/streams.ts
import { eq as eq26 } from "drizzle-orm";
var streamEntity = {
  noun: "stream",
  label: "Stream",
  table: streams,
  cols: {
    id: streams.id,
    title: streams.title,
    published: streams.published,
    updatedAt: streams.updatedAt,
    templeId: streams.templeId
  },
  titleOf: (v) => v.title,
  async load(db, id2) {
    const [r] = await db.select({ s: streams, temple: { id: temples.id, name: temples.name } }).from(streams).leftJoin(temples, eq26(temples.id, streams.templeId)).where(eq26(streams.id, id2));
    if (!r) return null;
    const s = r.s;
    const item = {
      ...metaOf(s),
      title: s.title,
      video: s.video,
      image: s.image,
      pandit: s.pandit,
      templeId: s.templeId,
      templeText: s.templeText,
      temple: r.temple,
      description: s.description,
      category: s.category,
      viewers: s.viewers,
      startTime: s.startTime.toISOString(),
      endTime: s.endTime ? s.endTime.toISOString() : null
    };
    return item;
  },
  async check(db, _id, v) {
    if (v.templeId) await assertTemple(db, v.templeId);
  },
  async save(db, id2, v, w) {
    const row = {
      ...v,
      startTime: new Date(v.startTime),
      endTime: v.endTime ? new Date(v.endTime) : null,
      updatedAt: w.now
    };
    if (id2) {
      await db.update(streams).set(row).where(eq26(streams.id, id2));
      return id2;
    }
    const [created] = await db.insert(streams).values({ ...row, published: w.published }).returning({ id: streams.id });
    return created.id;
  }
};

// src/modules/admin/catalog/entities/temples.ts
import { eq as eq27 } from "drizzle-orm";
var templeEntity = {
  noun: "temple",
  label: "Temple",
  table: temples,
  cols: {
    id: temples.id,
    title: temples.name,
    published: temples.published,
    updatedAt: temples.updatedAt,
    slug: temples.slug
  },
  titleOf: (v) => v.name,
  async load(db, id2) {
    const [t] = await db.select().from(temples).where(eq27(temples.id, id2));
    if (!t) return null;
    const item = {
      ...metaOf(t),
      slug: t.slug,
      name: t.name,
      location: t.location,
      deity: t.deity,
      description: t.description,
      about: t.about,
      image: t.image
    };
    return item;
  },
  async save(db, id2, v, w) {
    const row = { ...v, slug: w.slug, updatedAt: w.now };
    if (id2) {
      await db.update(temples).set(row).where(eq27(temples.id, id2));
      return id2;
    }
    const [created] = await db.insert(temples).values({ ...row, published: w.published }).returning({ id: temples.id });
    return created.id;
  }
};

// src/modules/admin/catalog/catalog-admin.entities.ts
var ENTITIES = {
  temples: templeEntity,
  pujas: pujaEntity,
  events: eventEntity,
  campaigns: campaignEntity,
  products: productEntity,
  pandits: panditEntity,
  streams: streamEntity,
  prasad: prasadEntity
};
var TEMPLE_SCOPED = ["pujas", "events", "prasad"];

// src/modules/admin/catalog/catalog-admin.service.ts
import { eq as eq29 } from "drizzle-orm";

// src/modules/admin/catalog/catalog-admin.repository.ts
import { and as and16, count as count7, desc as desc8, eq as eq28, ilike as ilike3, inArray as inArray10, ne as ne3, sql as sql31 } from "drizzle-orm";
var likeText = (q) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
function where2(def2, f) {
  const { cols } = def2;
  return and16(
    f.q ? ilike3(cols.title, likeText(f.q)) : void 0,
    f.status ? eq28(cols.published, f.status === "published") : void 0,
    f.templeIds && cols.templeId ? f.templeIds.length > 0 ? inArray10(cols.templeId, f.templeIds) : sql31`false` : void 0
  );
}
async function listPage(db, def2, f) {
  const { cols } = def2;
  const w = where2(def2, f);
  const own = { id: cols.id, title: cols.title, published: cols.published, updatedAt: cols.updatedAt };
  const rowsQuery = cols.templeId ? db.select({ ...own, templeId: temples.id, templeName: temples.name }).from(def2.table).leftJoin(temples, eq28(temples.id, cols.templeId)).where(w).orderBy(desc8(cols.updatedAt), desc8(cols.id)).limit(f.limit).offset(f.offset) : db.select(own).from(def2.table).where(w).orderBy(desc8(cols.updatedAt), desc8(cols.id)).limit(f.limit).offset(f.offset);
  const [rows7, [total]] = await Promise.all([rowsQuery, db.select({ n: count7() }).from(def2.table).where(w)]);
  return {
    items: rows7.map((r) => ({
      id: r.id,
      title: r.title,
      status: r.published ? "published" : "draft",
      updatedAt: r.updatedAt.toISOString(),
      ...cols.templeId ? { temple: r.templeId ? { id: r.templeId, name: r.templeName } : null } : {}
    })),
    total: Number(total?.n ?? 0)
  };
}
async function lockRow(db, def2, id2) {
  const rows7 = await db.select({ id: def2.cols.id }).from(def2.table).where(eq28(def2.cols.id, id2)).for("update");
  return rows7.length > 0;
}
async function slugTaken(db, def2, slug, exceptId) {
  if (!def2.cols.slug) return false;
  const rows7 = await db.select({ id: def2.cols.id }).from(def2.table).where(and16(eq28(def2.cols.slug, slug), exceptId ? ne3(def2.cols.id, exceptId) : void 0)).limit(1);
  return rows7.length > 0;
}
async function setPublished(db, def2, id2, published, now) {
  await db.update(def2.table).set({ published, updatedAt: now }).where(eq28(def2.cols.id, id2));
}
async function templeOf(db, def2, id2) {
  if (!def2.cols.templeId) return null;
  const [r] = await db.select({ templeId: def2.cols.templeId }).from(def2.table).where(eq28(def2.cols.id, id2));
  return r?.templeId ?? null;
}

// src/modules/admin/catalog/catalog-admin.service.ts
var def = (entity) => ENTITIES[entity];
var SLUG_TAKEN_MESSAGE = "Another entry already has this title; choose a different one";
var EMPTY_SLUG_MESSAGE = "The title needs letters or digits";
async function list(ctx, req, entity, q) {
  const scope = staffScope(req, ["admin", "operator", "temple_staff"]);
  return listPage(ctx.db, ENTITIES[entity], { ...q, templeIds: scope.everything ? void 0 : scope.templeIds });
}
async function get(ctx, entity, id2) {
  const d = def(entity);
  const item = await d.load(ctx.db, id2);
  if (!item) throw notFound(`${d.label} not found`);
  return item;
}
async function slugFor(db, d, v, id2) {
  if (!d.cols.slug) return null;
  const slug = slugify(d.titleOf(v));
  const field = d.noun === "event" || d.noun === "temple" || d.noun === "product" ? "name" : "title";
  if (slug === "") throw fieldError(field, EMPTY_SLUG_MESSAGE);
  if (await slugTaken(db, d, slug, id2)) throw slugTaken2(field);
  return slug;
}
var slugTaken2 = (field) => new AppError(409, SLUG_TAKEN_MESSAGE, void 0, "slug_taken", { [field]: SLUG_TAKEN_MESSAGE });
async function write(ctx, run) {
  try {
    const out = await ctx.db.transaction(run);
    invalidateCatalogCache(ctx.db);
    return out;
  } catch (e) {
    if (pgErrorCode(e) === "23505") throw slugTaken2("title");
    throw e;
  }
}
async function create(ctx, req, entity, input) {
  const d = def(entity);
  const { status, ...v } = input;
  const values = v;
  return write(ctx, async (tx) => {
    await d.check?.(tx, null, values);
    const slug = await slugFor(tx, d, values, null);
    const id2 = await d.save(tx, null, values, { slug, now: ctx.now(), published: status === "published" });
    const after2 = await d.load(tx, id2);
    await audit({ ...ctx, db: tx }, req, { action: `catalog.${d.noun}.create`, object: { type: d.noun, id: id2 }, after: after2 });
    return after2;
  });
}
async function update(ctx, req, entity, id2, values) {
  const d = def(entity);
  return write(ctx, async (tx) => {
    if (!await lockRow(tx, d, id2)) throw notFound(`${d.label} not found`);
    const before = await d.load(tx, id2);
    await d.check?.(tx, id2, values);
    const slug = await slugFor(tx, d, values, id2);
    await d.save(tx, id2, values, { slug, now: ctx.now(), published: before.status === "published" });
    const after2 = await d.load(tx, id2);
    await audit({ ...ctx, db: tx }, req, {
      action: `catalog.${d.noun}.update`,
      object: { type: d.noun, id: id2 },
      before,
      after: after2
    });
    return after2;
  });
}
async function setStatus(ctx, req, entity, id2, status) {
  const d = def(entity);
  return write(ctx, async (tx) => {
    if (!await lockRow(tx, d, id2)) throw notFound(`${d.label} not found`);
    const before = await d.load(tx, id2);
    if (before.status === status) return before;
    await setPublished(tx, d, id2, status === "published", ctx.now());
    const after2 = await d.load(tx, id2);
    await audit({ ...ctx, db: tx }, req, {
      action: `catalog.${d.noun}.${status === "published" ? "publish" : "unpublish"}`,
      object: { type: d.noun, id: id2 },
      before: { status: before.status },
      after: { status: after2.status }
    });
    return after2;
  });
}
var rowScope = (ctx, entity) => async (req) => {
  const id2 = req.params.id;
  if (!isUuid(id2)) return null;
  const templeId = await templeOf(ctx.db, ENTITIES[entity], id2.toLowerCase());
  return templeId ? { templeId } : null;
};
var availabilityOf = (p3) => ({
  availability: { panditId: p3.id, weeklyHours: p3.workingHours, daysOff: p3.daysOff }
});
async function getAvailability(ctx, id2) {
  const [p3] = await ctx.db.select().from(pandits).where(eq29(pandits.id, id2));
  if (!p3) throw notFound("Pandit not found");
  return availabilityOf(p3);
}
async function setAvailability(ctx, req, id2, v) {
  return write(ctx, async (tx) => {
    const [p3] = await tx.select().from(pandits).where(eq29(pandits.id, id2)).for("update");
    if (!p3) throw notFound("Pandit not found");
    const [after2] = await tx.update(pandits).set({ workingHours: v.weeklyHours, daysOff: v.daysOff, updatedAt: ctx.now() }).where(eq29(pandits.id, id2)).returning();
    await audit({ ...ctx, db: tx }, req, {
      action: "catalog.pandit.availability",
      object: { type: "pandit", id: id2 },
      before: availabilityOf(p3).availability,
      after: availabilityOf(after2).availability
    });
    return availabilityOf(after2);
  });
}

// src/modules/admin/catalog/catalog-admin.routes.ts
var tags = ["admin catalog"];
var done = (message, data) => ({ success: true, message, data });
async function catalogAdminRoutes(fastify) {
  const app = fastify.withTypeProvider();
  const { ctx } = app;
  const writers = requireRole("admin", "operator");
  for (const entity of CATALOG_ENTITIES) {
    const base = `/admin/catalog/${entity}`;
    const scoped = TEMPLE_SCOPED.includes(entity);
    const readers = scoped ? requireRole("admin", "operator", "temple_staff") : writers;
    const oneReader = scoped ? requireRole("admin", "operator", "temple_staff", { scope: rowScope(ctx, entity) }) : writers;
    const form = catalogForms[entity];
    app.get(
      base,
      { onRequest: readers, schema: { tags, querystring: catalogListQuery } },
      async (req) => done("Operation successful", await list(ctx, req, entity, req.query))
    );
    app.get(
      `${base}/:id`,
      { onRequest: oneReader, schema: { tags, params: idParams } },
      async (req) => done("Operation successful", { item: await get(ctx, entity, req.params.id) })
    );
    app.post(
      base,
      {
        onRequest: writers,
        schema: { tags, body: withStatus(form) },
        config: { openapi: { success: { status: 201 }, errors: { 409: ["slug_taken"] } } }
      },
      async (req, reply2) => {
        const body = req.body;
        const item = await create(ctx, req, entity, body);
        return reply2.status(201).send(done("Created", { item }));
      }
    );
    app.put(
      `${base}/:id`,
      {
        onRequest: writers,
        schema: { tags, params: idParams, body: form },
        config: { openapi: { errors: { 409: ["slug_taken", "in_use"] } } }
      },
      async (req) => done("Saved", { item: await update(ctx, req, entity, req.params.id, req.body) })
    );
    for (const [action, status] of [
      ["publish", "published"],
      ["unpublish", "draft"]
    ]) {
      app.post(
        `${base}/:id/${action}`,
        { onRequest: writers, schema: { tags, params: idParams } },
        async (req) => done(status === "published" ? "Published" : "Unpublished", {
          item: await setStatus(ctx, req, entity, req.params.id, status)
        })
      );
    }
  }
  const availabilityRole = requireRole("admin", "operator", "pandit", { scope: panditScope });
  app.get(
    "/admin/pandits/:id/availability",
    { onRequest: availabilityRole, schema: { tags, params: idParams } },
    async (req) => done("Operation successful", await getAvailability(ctx, req.params.id))
  );
  app.put(
    "/admin/pandits/:id/availability",
    { onRequest: availabilityRole, schema: { tags, params: idParams, body: panditAvailabilityForm } },
    async (req) => done("Availability saved", await setAvailability(ctx, req, req.params.id, req.body))
  );
}

// src/modules/admin/bookings/admin-bookings.schemas.ts
import { z as z20 } from "zod";

// ../../packages/shared/src/api/admin-bookings.ts
var ADMIN_PAYMENT_STATUSES = ["pending", "completed", "failed", "expired", "refunded"];
var LOW_STOCK_THRESHOLD = 5;

// ../../packages/shared/src/api/payments.ts
var PAYABLE_KINDS = ["puja_booking", "chadhava_booking", "donation", "product_order", "pandit_booking", "prasad_order"];

// src/modules/admin/bookings/admin-bookings.schemas.ts
var DAY_MS2 = 864e5;
var DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
var bound = (name) => z20.string().trim().refine(
  (v) => DATE_ONLY.test(v) ? z20.iso.date().safeParse(v).success : z20.iso.datetime({ offset: true }).safeParse(v).success,
  {
    error: `${name} must be a date (2026-11-21) or an ISO date-time with its offset`
  }
).transform((v) => {
  if (!DATE_ONLY.test(v)) return new Date(new Date(v).getTime() + (name === "to" ? 1 : 0));
  const day2 = istDayNumber(Date.parse(`${v}T00:00:00+05:30`));
  return new Date(istDayStart(day2) + (name === "to" ? DAY_MS2 : 0));
});
var filterShape = {
  q: z20.string().trim().max(100, "Search is at most 100 characters").refine(noControlCharacters, CONTROL_CHARACTERS_MESSAGE).transform((v) => v || void 0).optional(),
  kind: z20.enum(PAYABLE_KINDS, { error: `kind must be one of ${PAYABLE_KINDS.join(", ")}` }).optional(),
  status: z20.enum(ADMIN_PAYMENT_STATUSES, { error: `status must be one of ${ADMIN_PAYMENT_STATUSES.join(", ")}` }).optional(),
  from: bound("from").optional(),
  to: bound("to").optional(),
  temple: idSchema.optional()
};
var ordered = (f) => !f.from || !f.to || f.from < f.to;
var orderedError = { error: "from must not be after to", path: ["to"] };
var bookingFilters = z20.object(filterShape).refine(ordered, orderedError);
var bookingListQuery = z20.object({
  ...filterShape,
  limit: z20.coerce.number().int().min(1).max(100, "limit is at most 100").default(50),
  offset: z20.coerce.number().int().min(0).max(1e5, "offset is at most 100000").default(0)
}).refine(ordered, orderedError);
var bookingParams = z20.object({ kind: z20.string().max(40), id: z20.string().max(64) });

// src/modules/admin/bookings/admin-bookings.service.ts
import { Readable } from "node:stream";

// src/modules/fulfilment/promises.views.ts
import { and as and18, inArray as inArray12, isNotNull } from "drizzle-orm";

// ../../packages/shared/src/promises.ts
var PROMISE_TYPES = [
  /** A person calls the devotee: 2 hours after a puja booking, 4 after a store order. */
  "confirmation_call",
  /** The puja (or the chadhava offering) is performed on its date. */
  "puja_performed",
  /** The puja's video reaches the devotee: puja date + 5 days. */
  "puja_video",
  /** The Aashirwad Box (prasad) is delivered: puja date + 10 days (shipping is recorded on the way). */
  "aashirwad_box",
  /** A parcel (store order, prasad order) leaves: 3 IST business days after payment. */
  "dispatch",
  /** A parcel arrives (prasad order: 5 days after the order, as the spec estimates). */
  "delivery",
  /** The 80G certificate of a donation: 7 days after payment. */
  "certificate_80g",
  /** A consultation takes place (completed or no-show) by the end of its slot. */
  "consultation"
];
var HOUR_MS = 36e5;
function endOfIstDayPlus(at, days) {
  return new Date(istDayStart(istDayNumber(at.getTime()) + days + 1));
}
var istWeekday = (dayNumber) => ((dayNumber + 4) % 7 + 7) % 7;
function endOfIstBusinessDays(at, n2) {
  let day2 = istDayNumber(at.getTime());
  let left = n2;
  while (left > 0) {
    day2 += 1;
    const wd = istWeekday(day2);
    if (wd !== 0 && wd !== 6) left -= 1;
  }
  return new Date(istDayStart(day2 + 1));
}
var PROMISE_FIGURES = {
  pujaCallHours: 2,
  storeCallHours: 4,
  videoDaysAfterPuja: 5,
  aashirwadBoxDaysAfterPuja: 10,
  dispatchBusinessDays: 3,
  prasadDeliveryDays: 5,
  certificateDays: 7
};
var promiseDue = {
  confirmationCall: (paidAt, kind) => new Date(paidAt.getTime() + (kind === "puja" ? PROMISE_FIGURES.pujaCallHours : PROMISE_FIGURES.storeCallHours) * HOUR_MS),
  pujaPerformed: (pujaAt) => endOfIstDayPlus(pujaAt, 0),
  pujaVideo: (pujaAt) => endOfIstDayPlus(pujaAt, PROMISE_FIGURES.videoDaysAfterPuja),
  aashirwadBox: (pujaAt) => endOfIstDayPlus(pujaAt, PROMISE_FIGURES.aashirwadBoxDaysAfterPuja),
  dispatch: (paidAt) => endOfIstBusinessDays(paidAt, PROMISE_FIGURES.dispatchBusinessDays),
  prasadDelivery: (paidAt) => endOfIstDayPlus(paidAt, PROMISE_FIGURES.prasadDeliveryDays),
  certificate80g: (paidAt) => endOfIstDayPlus(paidAt, PROMISE_FIGURES.certificateDays),
  consultation: (slotEnd) => slotEnd
};
function promiseStatus(p3, now) {
  if (p3.keptAt) return "kept";
  return new Date(p3.dueAt).getTime() < now.getTime() ? "overdue" : "open";
}

// src/modules/fulfilment/promises.repository.ts
import { and as and17, asc as asc11, eq as eq30, inArray as inArray11, isNull as isNull6, sql as sql32 } from "drizzle-orm";
async function insertPromises(tx, kind, refId, drafts, now) {
  if (drafts.length === 0) return;
  await tx.insert(promises).values(
    drafts.map((d) => ({
      kind,
      refId,
      type: d.type,
      dueAt: d.dueAt,
      templeId: d.templeId ?? null,
      panditId: d.panditId ?? null,
      createdAt: now,
      updatedAt: now
    }))
  ).onConflictDoNothing();
}
async function promisesOfRecords(db, kind, refIds) {
  if (refIds.length === 0) return [];
  return db.select().from(promises).where(and17(eq30(promises.kind, kind), inArray11(promises.refId, refIds))).orderBy(asc11(promises.dueAt));
}
async function keepPromises(tx, ids, by, evidence, now) {
  if (ids.length === 0) return [];
  return tx.update(promises).set({ keptAt: now, keptBy: by, evidence: sql32`${promises.evidence} || ${JSON.stringify(evidence)}::jsonb`, updatedAt: now }).where(and17(inArray11(promises.id, ids), isNull6(promises.keptAt))).returning();
}
async function addEvidence(tx, ids, evidence, now) {
  if (ids.length === 0) return [];
  return tx.update(promises).set({ evidence: sql32`${promises.evidence} || ${JSON.stringify(evidence)}::jsonb`, updatedAt: now }).where(inArray11(promises.id, ids)).returning();
}

// src/modules/fulfilment/video-urls.ts
import { createHmac as createHmac2, timingSafeEqual as timingSafeEqual4 } from "node:crypto";
var VIDEO_URL_TTL_MS = 24 * 36e5;
var HOUR_MS2 = 36e5;
var mac = (key2, videoId, exp) => createHmac2("sha256", key2).update(`video:${videoId.toLowerCase()}:${exp}`).digest("base64url");
function signVideoQuery(key2, videoId, now) {
  const exp = Math.ceil((now.getTime() + VIDEO_URL_TTL_MS) / HOUR_MS2) * (HOUR_MS2 / 1e3);
  return `exp=${exp}&sig=${mac(key2, videoId, exp)}`;
}
function verifyVideoQuery(key2, videoId, q, now) {
  if (!q.exp || !q.sig || !/^\d{1,12}$/.test(q.exp)) return false;
  const exp = Number(q.exp);
  if (exp * 1e3 <= now.getTime()) return false;
  const want = Buffer.from(mac(key2, videoId, exp));
  const given = Buffer.from(q.sig);
  return want.length === given.length && timingSafeEqual4(want, given);
}

// src/modules/fulfilment/promises.views.ts
function toPromiseView(row, now, videoKey, posters = /* @__PURE__ */ new Set()) {
  const e = row.evidence;
  const evidence = {};
  if (e.videoId) {
    const q = signVideoQuery(videoKey, e.videoId, now);
    evidence.videoUrl = `/api/v1/videos/${e.videoId}?${q}`;
    if (posters.has(e.videoId)) evidence.posterUrl = `/api/v1/videos/${e.videoId}/poster?${q}`;
  } else if (e.videoLink) evidence.videoUrl = e.videoLink;
  if (e.photoUrls?.length) evidence.photoUrls = e.photoUrls;
  if (e.courier) evidence.courier = e.courier;
  if (e.trackingNumber) evidence.trackingNumber = e.trackingNumber;
  if (e.shippedAt) evidence.shippedAt = e.shippedAt;
  if (e.documentUrl) evidence.documentUrl = e.documentUrl;
  if (e.outcome) evidence.outcome = e.outcome;
  return {
    kind: row.type,
    dueAt: row.dueAt.toISOString(),
    status: promiseStatus(row, now),
    keptAt: row.keptAt?.toISOString() ?? null,
    ...Object.keys(evidence).length > 0 ? { evidence } : {}
  };
}
async function promiseViewsOf(ctx, kind, refIds) {
  const now = ctx.now();
  const rows7 = await promisesOfRecords(ctx.db, kind, refIds);
  const posters = await videosWithPosters(ctx.db, rows7);
  const out = new Map(refIds.map((id2) => [id2, []]));
  for (const r of rows7) out.get(r.refId)?.push(toPromiseView(r, now, ctx.secrets.videoUrlKey, posters));
  return out;
}
async function videosWithPosters(db, rows7) {
  const ids = [...new Set(rows7.flatMap((r) => r.evidence.videoId ? [r.evidence.videoId] : []))];
  if (ids.length === 0) return /* @__PURE__ */ new Set();
  const found3 = await db.select({ id: videos.id }).from(videos).where(and18(inArray12(videos.id, ids), isNotNull(videos.posterUrl)));
  return new Set(found3.map((v) => v.id));
}

// src/modules/admin/bookings/admin-bookings.repository.ts
import { sql as sql34 } from "drizzle-orm";

// src/modules/admin/bookings/payable-projection.ts
import { sql as sql33 } from "drizzle-orm";
var PROJECTIONS = {
  puja_booking: {
    table: pujaBookings,
    from: sql33`${pujaBookings} join ${pujas} on ${pujas.id} = ${pujaBookings.pujaId} join ${temples} on ${temples.id} = ${pujas.templeId}`,
    title: sql33`${pujas.title}`,
    temple: { id: sql33`${temples.id}`, name: sql33`${temples.name}` },
    panditId: null
  },
  chadhava_booking: {
    table: chadhavaBookings,
    from: sql33`${chadhavaBookings} join ${chadhavaEvents} on ${chadhavaEvents.id} = ${chadhavaBookings.eventId} join ${temples} on ${temples.id} = ${chadhavaEvents.templeId}`,
    title: sql33`${chadhavaEvents.name}`,
    temple: { id: sql33`${temples.id}`, name: sql33`${temples.name}` },
    panditId: null
  },
  donation: {
    table: donations,
    from: sql33`${donations} join ${campaigns} on ${campaigns.id} = ${donations.campaignId}`,
    title: sql33`${campaigns.title}`,
    temple: null,
    panditId: null
  },
  product_order: {
    table: productOrders,
    from: sql33`${productOrders}`,
    // The products of the order, in the order the devotee listed them.
    title: sql33`coalesce((select string_agg(${productOrderLines.name} || ' × ' || ${productOrderLines.quantity}, ', ' order by ${productOrderLines.sort}, ${productOrderLines.id}) from ${productOrderLines} where ${productOrderLines.orderId} = ${productOrders.id}), '')`,
    temple: null,
    panditId: null
  },
  pandit_booking: {
    table: panditBookings,
    from: sql33`${panditBookings} join ${pandits} on ${pandits.id} = ${panditBookings.panditId}`,
    title: sql33`${pandits.name} || ' · ' || ${panditBookings.serviceType}`,
    temple: null,
    panditId: sql33`${panditBookings.panditId}`
  },
  prasad_order: {
    table: prasadOrders,
    from: sql33`${prasadOrders} join ${temples} on ${temples.id} = ${prasadOrders.templeId}`,
    title: sql33`${prasadOrders.title} || ' × ' || ${prasadOrders.quantity}`,
    // Temple staff reach the prasad orders of their temple (the offering's temple).
    temple: { id: sql33`${temples.id}`, name: sql33`${temples.name}` },
    panditId: null
  }
};
var uuidList = (ids) => sql33.join(
  ids.map((i) => sql33`${i}::uuid`),
  sql33`, `
);
function reachCondition(p3, reach) {
  if (reach.everything) return void 0;
  const parts = [];
  if (p3.temple && reach.templeIds.length > 0) parts.push(sql33`${p3.temple.id} in (${uuidList(reach.templeIds)})`);
  if (p3.panditId && reach.panditIds.length > 0) parts.push(sql33`${p3.panditId} in (${uuidList(reach.panditIds)})`);
  if (parts.length === 0) return null;
  return sql33`(${sql33.join(parts, sql33` or `)})`;
}

// src/modules/admin/bookings/search-term.ts
var PHONE = /^\+?[\d\s\-().]+$/;
function searchTerm(q) {
  if (UUID_PATTERN.test(q)) return { by: "id", value: q.toLowerCase() };
  const compact = q.replace(/[\s-]/g, "").toUpperCase();
  if (/^SNK[0-9A-Z]{6}$/.test(compact))
    return { by: "reference", value: `SNK-${compact.slice(3, 7)}-${compact.slice(7)}` };
  if (q.includes("@")) return { by: "email", value: q.toLowerCase() };
  const digits = q.replace(/\D/g, "");
  if (PHONE.test(q) && digits.length >= 4) return { by: "phone", digits };
  return { by: "name", value: q };
}
var containsPattern = (text27) => `%${text27.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

// src/modules/admin/bookings/sql-rows.ts
async function sqlRows(db, query2) {
  return (await db.execute(query2)).rows;
}

// src/modules/admin/bookings/admin-bookings.repository.ts
var ts14 = (d) => sql34`${d.toISOString()}::timestamptz`;
function searchCondition(kind, q) {
  const t = PROJECTIONS[kind].table;
  switch (q.by) {
    case "id":
      return sql34`${t.id} = ${q.value}::uuid`;
    case "reference":
      return sql34`${t.reference} = ${q.value}`;
    case "email":
      return sql34`${t.donorEmail} = ${q.value}`;
    case "phone":
      return q.digits.length >= 10 ? sql34`${phoneKey(t.donorPhone)} = ${q.digits.slice(-10)}` : sql34`regexp_replace(${t.donorPhone}, '[^0-9]', '', 'g') like ${containsPattern(q.digits)}`;
    case "name":
      return sql34`${t.donorName} ilike ${containsPattern(q.value)}`;
  }
}
function branch(kind, f) {
  const p3 = PROJECTIONS[kind];
  const t = p3.table;
  if (f.kind && f.kind !== kind) return null;
  if (f.temple && !p3.temple) return null;
  const reach = reachCondition(p3, f.reach);
  if (reach === null) return null;
  const where4 = reach ? [reach] : [];
  if (f.temple && p3.temple) where4.push(sql34`${p3.temple.id} = ${f.temple}::uuid`);
  if (f.id) where4.push(sql34`${t.id} = ${f.id}::uuid`);
  if (f.q) where4.push(searchCondition(kind, f.q));
  if (f.from) where4.push(sql34`${t.createdAt} >= ${ts14(f.from)}`);
  if (f.to) where4.push(sql34`${t.createdAt} < ${ts14(f.to)}`);
  const refunded = sql34`(select coalesce(sum(${refunds.amountPaise}), 0) from ${refunds} where ${refunds.kind} = ${kind} and ${refunds.refId} = ${t.id} and ${refunds.status} = 'processed')`;
  return sql34`select ${kind}::text as kind, ${t.id} as id, ${t.reference} as reference,
      ${t.createdAt} as created_at, ${t.createdAt}::text as cursor_at,
      ${t.donorName} as name, ${t.donorEmail} as email, ${t.donorPhone} as phone, (${p3.title})::text as title,
      ${p3.temple ? p3.temple.id : sql34`null::uuid`} as temple_id, ${p3.temple ? p3.temple.name : sql34`null::text`} as temple_name,
      ${t.amountTotalPaise}::bigint as amount, ${t.paymentStatus}::text as status, ${refunded}::bigint as refunded,
      ${t.userId} as user_id, ${t.paidAt} as paid_at, ${t.updatedAt} as updated_at, ${t.paymentId} as payment_id
    from ${p3.from}
    ${where4.length > 0 ? sql34`where ${sql34.join(where4, sql34` and `)}` : sql34``}`;
}
function filtered(f, cursor2) {
  const branches = PAYABLE_KINDS.map((k) => branch(k, f)).filter((b) => b !== null);
  if (branches.length === 0) return null;
  const where4 = [];
  if (f.status) where4.push(sql34`v.payment_status = ${f.status}`);
  if (cursor2) where4.push(sql34`(v.created_at, v.id) < (${cursor2.at}::timestamptz, ${cursor2.id}::uuid)`);
  return sql34`select * from (
      select u.*, case when u.status = 'completed' and u.refunded >= u.amount then 'refunded' else u.status end as payment_status
      from (${sql34.join(branches, sql34` union all `)}) u
    ) v ${where4.length > 0 ? sql34`where ${sql34.join(where4, sql34` and `)}` : sql34``}`;
}
var dateOrNull = (v) => v === null || v === void 0 ? null : new Date(v);
function toRow(r) {
  return {
    kind: r.kind,
    id: r.id,
    reference: r.reference,
    createdAt: new Date(r.created_at),
    cursor: { at: r.cursor_at, id: r.id },
    name: r.name,
    email: r.email,
    phone: r.phone,
    title: r.title,
    temple: r.temple_id ? { id: r.temple_id, name: r.temple_name } : null,
    amountPaise: Number(r.amount),
    refundedPaise: Number(r.refunded),
    paymentStatus: r.payment_status,
    userId: r.user_id ?? null,
    paidAt: dateOrNull(r.paid_at),
    updatedAt: new Date(r.updated_at),
    paymentId: r.payment_id ?? null
  };
}
async function listBookings(db, f, page) {
  const rows7 = filtered(f);
  if (!rows7) return { rows: [], total: 0 };
  const found3 = await sqlRows(
    db,
    sql34`select w.*, count(*) over () as total from (${rows7}) w
      order by w.created_at desc, w.id desc limit ${page.limit} offset ${page.offset}`
  );
  if (found3.length > 0) return { rows: found3.map(toRow), total: Number(found3[0].total) };
  if (page.offset === 0) return { rows: [], total: 0 };
  const counted = await sqlRows(db, sql34`select count(*) as n from (${rows7}) w`);
  return { rows: [], total: Number(counted[0]?.n ?? 0) };
}
async function bookingsAfter(db, f, limit, cursor2) {
  const rows7 = filtered(f, cursor2);
  if (!rows7) return [];
  const found3 = await sqlRows(db, sql34`${rows7} order by v.created_at desc, v.id desc limit ${limit}`);
  return found3.map(toRow);
}
async function countBookings(db, f) {
  const rows7 = filtered(f);
  if (!rows7) return 0;
  const counted = await sqlRows(db, sql34`select count(*) as n from (${rows7}) w`);
  return Number(counted[0]?.n ?? 0);
}

// src/modules/admin/bookings/booking-details.repository.ts
import { asc as asc12, eq as eq31 } from "drizzle-orm";
var text24 = (label2, value) => ({
  label: label2,
  type: "text",
  value: value ?? null
});
var money = (label2, paise) => ({
  label: label2,
  type: "money",
  value: paise == null ? null : toRupees(paise)
});
var instant3 = (label2, d) => ({
  label: label2,
  type: "instant",
  value: d ? d.toISOString() : null
});
var flag = (label2, value) => ({
  label: label2,
  type: "flag",
  value: value ?? null
});
var line = (title, quantity, pricePaise) => ({
  title,
  quantity,
  price: toRupees(pricePaise)
});
var EMPTY = { fields: [], lines: [] };
var BOOKING_DETAILS = {
  async puja_booking(db, id2) {
    const [r] = await db.select({ b: pujaBookings, puja: pujas, pkg: pujaPackages, s: sankalps }).from(pujaBookings).innerJoin(pujas, eq31(pujas.id, pujaBookings.pujaId)).innerJoin(pujaPackages, eq31(pujaPackages.id, pujaBookings.packageId)).innerJoin(sankalps, eq31(sankalps.id, pujaBookings.sankalpId)).where(eq31(pujaBookings.id, id2));
    if (!r) return EMPTY;
    const items = await db.select().from(pujaBookingItems).where(eq31(pujaBookingItems.bookingId, id2)).orderBy(asc12(pujaBookingItems.sort), asc12(pujaBookingItems.id));
    const a = r.s.prasadAddress;
    return {
      fields: [
        text24("Puja", r.puja.title),
        instant3("Puja starts", r.puja.startTime),
        text24(
          "Package",
          `${r.pkg.thumbnailTitle} (${r.pkg.numberOfPeople} ${r.pkg.numberOfPeople === 1 ? "person" : "people"})`
        ),
        money("Package price", r.b.packagePricePaise),
        flag("Chadhava included", r.b.chadhavaIncluded),
        money("Chadhava total", r.b.chadhavaTotalPaise),
        money("Dakshina", r.b.dakshinaPaise),
        text24("Message for the pandit", r.b.messageForPandit),
        text24("Sankalp for", r.s.fullName),
        text24("Gotra", r.s.gotra),
        text24("Sankalp phone", r.s.phoneNumber),
        text24("Sankalp e-mail", r.s.email),
        text24("Family members", r.s.familyMembers.join(", ")),
        flag("Wants prasad", r.s.wantsPrasad),
        text24(
          "Prasad address",
          a ? [a.addressLine1, a.addressLine2, a.city, `${a.state} ${a.pincode}`, a.country].filter(Boolean).join(", ") : null
        ),
        text24("Special prayers", r.s.specialPrayers)
      ],
      lines: items.map((i) => line(i.title, i.quantity, i.pricePaise))
    };
  },
  async chadhava_booking(db, id2) {
    const [r] = await db.select({ b: chadhavaBookings, e: chadhavaEvents }).from(chadhavaBookings).innerJoin(chadhavaEvents, eq31(chadhavaEvents.id, chadhavaBookings.eventId)).where(eq31(chadhavaBookings.id, id2));
    if (!r) return EMPTY;
    const offerings2 = await db.select().from(chadhavaBookingOfferings).where(eq31(chadhavaBookingOfferings.bookingId, id2)).orderBy(asc12(chadhavaBookingOfferings.sort), asc12(chadhavaBookingOfferings.id));
    return {
      fields: [
        text24("Event", r.e.name),
        instant3("Event date", r.e.date),
        text24("Gotra", r.b.donorGotra),
        money("Base price", r.b.basePricePaise),
        instant3("Slot held until", r.b.holdExpiresAt)
      ],
      lines: offerings2.map((o) => line(`${o.name} (${o.type})`, o.quantity, o.pricePaise))
    };
  },
  async donation(db, id2) {
    const [r] = await db.select({ d: donations, c: campaigns }).from(donations).innerJoin(campaigns, eq31(campaigns.id, donations.campaignId)).where(eq31(donations.id, id2));
    if (!r) return EMPTY;
    const sevas = await db.select().from(donationSevas).where(eq31(donationSevas.donationId, id2)).orderBy(asc12(donationSevas.sort), asc12(donationSevas.id));
    return {
      fields: [
        text24("Campaign", r.c.title),
        text24("Address", r.d.donorAddress),
        text24("Gotra", r.d.donorGotra),
        text24("PAN", r.d.donorPan),
        money("Sevas total", r.d.sevasTotalPaise),
        money("Custom amount", r.d.customPaise),
        flag("80G eligible", r.d.campaignEligible80g),
        text24("Payment method", r.d.paymentMethod),
        text24("Receipt number", r.d.receiptNumber)
      ],
      lines: sevas.map((s) => line(s.title, s.quantity, s.pricePaise))
    };
  },
  async product_order(db, id2) {
    const [o] = await db.select().from(productOrders).where(eq31(productOrders.id, id2));
    if (!o) return EMPTY;
    const lines = await db.select().from(productOrderLines).where(eq31(productOrderLines.orderId, id2)).orderBy(asc12(productOrderLines.sort), asc12(productOrderLines.id));
    return {
      fields: [
        text24(
          "Delivery address",
          [o.addressLine1, o.addressLine2, o.city, `${o.state} ${o.pincode}`, o.country].filter(Boolean).join(", ")
        ),
        text24("Fulfilment", o.status),
        instant3("Stock held until", o.holdExpiresAt)
      ],
      lines: lines.map((l) => line(`${l.name} (${l.size}, ${l.color})`, l.quantity, l.pricePaise))
    };
  },
  async pandit_booking(db, id2) {
    const [r] = await db.select({ b: panditBookings, p: pandits }).from(panditBookings).innerJoin(pandits, eq31(pandits.id, panditBookings.panditId)).where(eq31(panditBookings.id, id2));
    if (!r) return EMPTY;
    return {
      fields: [
        text24("Pandit", r.p.name),
        text24("Service", r.b.serviceType),
        instant3("Starts", r.b.startsAt),
        instant3("Ends", r.b.endsAt),
        text24("Special requests", r.b.specialRequests),
        instant3("Time held until", r.b.holdExpiresAt)
      ],
      lines: []
    };
  },
  async prasad_order(db, id2) {
    const [o] = await db.select().from(prasadOrders).where(eq31(prasadOrders.id, id2));
    if (!o) return EMPTY;
    const a = o.address;
    return {
      fields: [
        text24("Order ID", o.orderCode),
        text24("Tracking ID", o.trackingId),
        text24("Temple", o.templeName),
        text24(
          "Delivery address",
          [a.addressLine1, a.addressLine2, a.city, `${a.state} ${a.pincode}`, a.country].filter(Boolean).join(", ")
        )
      ],
      lines: [line(o.title, o.quantity, o.unitPricePaise)]
    };
  }
};

// src/modules/admin/bookings/csv.ts
var UTF8_BOM = "\uFEFF";
var FORMULA_START = /^[=+\-@\t\r]/;
function csvCell(value) {
  if (value === null || value === void 0) return "";
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  const text27 = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text27) ? `"${text27.replaceAll('"', '""')}"` : text27;
}
var csvRow = (cells) => `${cells.map(csvCell).join(",")}\r
`;

// src/modules/admin/bookings/payment-history.repository.ts
import { and as and19, asc as asc13, eq as eq32, inArray as inArray13 } from "drizzle-orm";
async function paymentHistory(db, kind, refId) {
  const orders = await db.select().from(paymentOrders).where(and19(eq32(paymentOrders.kind, kind), eq32(paymentOrders.refId, refId))).orderBy(asc13(paymentOrders.createdAt), asc13(paymentOrders.id));
  const transactions = orders.length === 0 ? [] : await db.select().from(paymentTransactions).where(
    inArray13(
      paymentTransactions.orderId,
      orders.map((o) => o.id)
    )
  ).orderBy(asc13(paymentTransactions.createdAt), asc13(paymentTransactions.id));
  const refundRows = await db.select({ refund: refunds, requester: { id: users.id, name: users.fullName } }).from(refunds).leftJoin(users, eq32(users.id, refunds.requestedBy)).where(and19(eq32(refunds.kind, kind), eq32(refunds.refId, refId))).orderBy(asc13(refunds.createdAt), asc13(refunds.id));
  return { orders, transactions, refunds: refundRows };
}

// src/modules/admin/bookings/admin-bookings.service.ts
var BOOKING_ROLES = ["admin", "operator", "temple_staff", "pandit"];
var BOOKING_NOT_FOUND = "Booking not found";
var CSV_MAX_ROWS = 1e4;
var CSV_CHUNK = 1e3;
var reachOf = (req) => staffScope(req, BOOKING_ROLES);
var toFilter = (reach, f) => ({
  reach,
  kind: f.kind,
  q: f.q ? searchTerm(f.q) : void 0,
  status: f.status,
  from: f.from,
  to: f.to,
  temple: f.temple
});
var toItem = (r) => ({
  kind: r.kind,
  _id: r.id,
  reference: r.reference,
  createdAt: r.createdAt.toISOString(),
  name: r.name,
  email: r.email,
  phone: r.phone,
  title: r.title,
  temple: r.temple,
  amount: toRupees(r.amountPaise),
  payment_status: r.paymentStatus,
  refunded_amount: toRupees(r.refundedPaise)
});
async function list2(ctx, reach, q) {
  const { rows: rows7, total } = await listBookings(ctx.db, toFilter(reach, q), { limit: q.limit, offset: q.offset });
  return { items: rows7.map(toItem), total };
}
async function detail(ctx, reach, kind, id2) {
  if (!PAYABLE_KINDS.includes(kind) || !isUuid(id2)) throw notFound(BOOKING_NOT_FOUND);
  const k = kind;
  const { rows: rows7 } = await listBookings(ctx.db, { reach, kind: k, id: id2.toLowerCase() }, { limit: 1, offset: 0 });
  const row = rows7[0];
  if (!row) throw notFound(BOOKING_NOT_FOUND);
  const [details, history, promises2] = await Promise.all([
    BOOKING_DETAILS[k](ctx.db, row.id),
    paymentHistory(ctx.db, k, row.id),
    promiseViewsOf(ctx, k, [row.id])
  ]);
  const payments = history.orders.map((o) => ({
    orderId: o.id,
    providerOrderId: o.providerOrderId,
    receipt: o.receipt,
    provider: o.provider,
    status: o.status,
    amount: toRupees(o.amountPaise),
    createdAt: o.createdAt.toISOString(),
    paidAt: o.paidAt?.toISOString() ?? null,
    failedAt: o.failedAt?.toISOString() ?? null,
    expiredAt: o.expiredAt?.toISOString() ?? null,
    needsReview: o.needsReview,
    reason: o.flaggedReason,
    reviewCode: o.reviewCode,
    transactions: history.transactions.filter((t) => t.orderId === o.id).map((t) => ({
      id: t.id,
      providerPaymentId: t.providerPaymentId,
      status: t.status,
      amount: toRupees(t.amountPaise),
      source: t.source,
      errorCode: t.errorCode,
      errorDescription: t.errorDescription,
      createdAt: t.createdAt.toISOString()
    }))
  }));
  return {
    booking: {
      ...toItem(row),
      userId: row.userId,
      paidAt: row.paidAt?.toISOString() ?? null,
      updatedAt: row.updatedAt.toISOString(),
      paymentId: row.paymentId,
      details
    },
    payments,
    promises: promises2.get(row.id) ?? [],
    refunds: history.refunds.map(({ refund: r, requester }) => ({
      id: r.id,
      amount: toRupees(r.amountPaise),
      status: r.status,
      reason: r.reason,
      providerRefundId: r.providerRefundId,
      createdAt: r.createdAt.toISOString(),
      processedAt: r.processedAt?.toISOString() ?? null,
      requestedBy: requester?.id ? { id: requester.id, name: requester.name ?? "" } : null
    }))
  };
}
var CSV_HEADER = [
  "Kind",
  "Reference",
  "ID",
  "Created (IST)",
  "Name",
  "Email",
  "Phone",
  "Title",
  "Temple",
  "Amount (INR)",
  "Payment status",
  "Refunded (INR)"
];
var istStamp = (d) => new Date(d.getTime() + IST_OFFSET_MS).toISOString().slice(0, 19).replace("T", " ");
var csvLine = (r) => csvRow([
  r.kind,
  r.reference,
  r.id,
  istStamp(r.createdAt),
  r.name,
  r.email,
  r.phone,
  r.title,
  r.temple?.name ?? "",
  toRupees(r.amountPaise),
  r.paymentStatus,
  toRupees(r.refundedPaise)
]);
var filterRecord = (f) => Object.fromEntries(
  Object.entries(f).filter(([, v]) => v !== void 0).map(([k, v]) => [k, v instanceof Date ? v.toISOString() : v])
);
async function exportCsv(ctx, req, reach, f) {
  const filter = toFilter(reach, f);
  const total = await countBookings(ctx.db, filter);
  const rows7 = Math.min(total, CSV_MAX_ROWS);
  await audit(ctx, req, {
    action: "bookings.export",
    object: { type: "bookings" },
    after: { filter: filterRecord(f), rows: rows7, total }
  });
  const db = ctx.db;
  async function* lines() {
    yield UTF8_BOM + csvRow(CSV_HEADER);
    let cursor2;
    for (let sent = 0; sent < rows7; ) {
      const chunk = await bookingsAfter(db, filter, Math.min(CSV_CHUNK, rows7 - sent), cursor2);
      if (chunk.length === 0) return;
      yield chunk.map(csvLine).join("");
      sent += chunk.length;
      cursor2 = chunk[chunk.length - 1].cursor;
    }
  }
  const day2 = istStamp(ctx.now()).slice(0, 10);
  return { filename: `sankalp-bookings-${day2}.csv`, rows: rows7, total, body: Readable.from(lines()) };
}

// src/modules/admin/bookings/admin-bookings.routes.ts
async function adminBookingRoutes(fastify) {
  const app = fastify.withTypeProvider();
  const { ctx } = app;
  const staff = requireRole(...BOOKING_ROLES);
  const tags14 = ["admin"];
  app.get(
    "/admin/bookings",
    {
      onRequest: staff,
      schema: { tags: tags14, summary: "Bookings and orders of every kind, newest first", querystring: bookingListQuery }
    },
    async (req) => {
      const data = await list2(ctx, reachOf(req), req.query);
      return { success: true, message: "Operation successful", data };
    }
  );
  app.get(
    "/admin/bookings.csv",
    {
      onRequest: staff,
      schema: { tags: tags14, summary: "The filtered bookings list as CSV (at most 10,000 rows)", querystring: bookingFilters },
      config: {
        openapi: {
          success: {
            contentType: "text/csv",
            description: 'UTF-8 CSV with a BOM and a header row (Content-Disposition: attachment; filename="sankalp-bookings-<date>.csv"); X-Total-Count: rows matching, X-Exported-Rows: rows in the file'
          }
        }
      }
    },
    async (req, reply2) => {
      const file = await exportCsv(ctx, req, reachOf(req), req.query);
      return reply2.type("text/csv; charset=utf-8").header("Content-Disposition", `attachment; filename="${file.filename}"`).header("X-Total-Count", String(file.total)).header("X-Exported-Rows", String(file.rows)).send(file.body);
    }
  );
  app.get(
    "/admin/bookings/:kind/:id",
    {
      onRequest: staff,
      schema: { tags: tags14, summary: "One booking or order with its payments and refunds", params: bookingParams },
      config: { openapi: { errors: { 404: ["not_found"] } } }
    },
    async (req) => {
      const data = await detail(ctx, reachOf(req), req.params.kind, req.params.id);
      return { success: true, message: "Operation successful", data };
    }
  );
}

// src/modules/fulfilment/on-time.repository.ts
import { sql as sql37 } from "drizzle-orm";

// src/modules/fulfilment/board.repository.ts
import { sql as sql36 } from "drizzle-orm";

// src/modules/fulfilment/board-sources.ts
import { sql as sql35 } from "drizzle-orm";
var BOARD_SOURCES = {
  puja_booking: {
    group: { id: sql35`${pujaBookings.pujaId}`, at: sql35`${pujaBookings.pujaStartTime}` },
    // The Aashirwad Box goes where the sankalp asked for prasad.
    address: sql35`(select ${sankalps.prasadAddress} from ${sankalps} where ${sankalps.id} = ${pujaBookings.sankalpId} and ${sankalps.wantsPrasad})`
  },
  chadhava_booking: {
    group: { id: sql35`${chadhavaBookings.eventId}`, at: sql35`${chadhavaEvents.date}` }
  },
  product_order: {
    address: sql35`jsonb_build_object('addressLine1', ${productOrders.addressLine1}, 'addressLine2', ${productOrders.addressLine2},
      'city', ${productOrders.city}, 'pincode', ${productOrders.pincode}, 'state', ${productOrders.state}, 'country', ${productOrders.country})`
  },
  // Stored in the same jsonb shape at ordering time (typed or copied from a saved address).
  prasad_order: { address: sql35`${prasadOrders.address}` }
};

// src/modules/fulfilment/board.repository.ts
var ts15 = (d) => sql36`${d.toISOString()}::timestamptz`;
var uuidList2 = (ids) => sql36.join(
  ids.map((i) => sql36`${i}::uuid`),
  sql36`, `
);
function reachOnPromises(reach) {
  if (reach.everything) return void 0;
  const parts = [];
  if (reach.templeIds.length > 0) parts.push(sql36`${promises.templeId} in (${uuidList2(reach.templeIds)})`);
  if (reach.panditIds.length > 0) parts.push(sql36`${promises.panditId} in (${uuidList2(reach.panditIds)})`);
  return parts.length === 0 ? null : sql36`(${sql36.join(parts, sql36` or `)})`;
}
function branch2(kind, f) {
  const p3 = PROJECTIONS[kind];
  if (!p3) return null;
  const src = BOARD_SOURCES[kind] ?? {};
  if (f.kind && f.kind !== kind) return null;
  if (f.group && (f.group.kind !== kind || !src.group)) return null;
  const reach = reachOnPromises(f.reach);
  if (reach === null) return null;
  const t = p3.table;
  const where4 = [sql36`${promises.kind} = ${kind}`];
  if (reach) where4.push(reach);
  if (f.types?.length)
    where4.push(
      sql36`${promises.type} in (${sql36.join(
        f.types.map((x) => sql36`${x}`),
        sql36`, `
      )})`
    );
  if (f.temple) where4.push(sql36`${promises.templeId} = ${f.temple}::uuid`);
  if (f.from) where4.push(sql36`${promises.dueAt} >= ${ts15(f.from)}`);
  if (f.to) where4.push(sql36`${promises.dueAt} < ${ts15(f.to)}`);
  if (f.status === "kept") where4.push(sql36`${promises.keptAt} is not null`);
  else if (f.status === "open") where4.push(sql36`${promises.keptAt} is null and ${promises.dueAt} >= ${ts15(f.now)}`);
  else if (f.status === "overdue") where4.push(sql36`${promises.keptAt} is null and ${promises.dueAt} < ${ts15(f.now)}`);
  else where4.push(sql36`(${promises.keptAt} is null or ${promises.keptAt} >= ${ts15(f.keptSince)})`);
  if (f.group && src.group) {
    where4.push(sql36`${src.group.id} = ${f.group.id}::uuid`);
    where4.push(sql36`${src.group.at} >= ${ts15(f.group.from)} and ${src.group.at} < ${ts15(f.group.to)}`);
  }
  return sql36`select ${promises.id} as id, ${promises.kind} as kind, ${promises.refId} as ref_id, ${promises.type} as type,
      ${promises.dueAt} as due_at, ${promises.keptAt} as kept_at, ${promises.evidence} as evidence,
      ${t.reference} as reference, ${t.donorName} as name, ${t.donorPhone} as phone, (${p3.title})::text as title,
      ${p3.temple ? p3.temple.id : sql36`null::uuid`} as temple_id, ${p3.temple ? p3.temple.name : sql36`null::text`} as temple_name,
      ${src.group ? src.group.id : sql36`null::uuid`} as group_id, ${src.group ? src.group.at : sql36`null::timestamptz`} as group_at,
      ${src.address ?? sql36`null::jsonb`} as address, ${t.amountTotalPaise}::bigint as amount
    from ${promises} join ${p3.from} on ${t.id} = ${promises.refId}
    where ${sql36.join(where4, sql36` and `)}`;
}
function ranked(f) {
  const kinds = [.../* @__PURE__ */ new Set([...PAYABLE_KINDS, ...Object.keys(PROJECTIONS)])];
  const branches = kinds.map((k) => branch2(k, f)).filter((b) => b !== null);
  if (branches.length === 0) return null;
  return sql36`select u.*, case when u.kept_at is not null then 2 when u.due_at < ${ts15(f.now)} then 0 else 1 end as rank
    from (${sql36.join(branches, sql36` union all `)}) u`;
}
var date2 = (v) => new Date(v);
var parseJson = (v) => typeof v === "string" ? JSON.parse(v) : v;
function toRow2(r) {
  return {
    id: r.id,
    kind: r.kind,
    refId: r.ref_id,
    type: r.type,
    dueAt: date2(r.due_at),
    keptAt: r.kept_at ? date2(r.kept_at) : null,
    evidence: parseJson(r.evidence) ?? {},
    reference: r.reference,
    name: r.name,
    phone: r.phone,
    title: r.title,
    temple: r.temple_id ? { id: r.temple_id, name: r.temple_name } : null,
    groupId: r.group_id ?? null,
    groupAt: r.group_at ? date2(r.group_at) : null,
    address: r.address ? parseJson(r.address) : null,
    amountPaise: Number(r.amount)
  };
}
async function listBoard(db, f, page) {
  const rows7 = ranked(f);
  if (!rows7) return [];
  const found3 = await sqlRows(
    db,
    sql36`select * from (${rows7}) w order by w.rank, w.due_at, w.group_at nulls last, w.name, w.id
      limit ${page.limit} offset ${page.offset}`
  );
  return found3.map(toRow2);
}
var istDay = (col) => sql36`to_char((${typeof col === "string" ? sql36.raw(col) : col} at time zone 'UTC') + interval '5 hours 30 minutes', 'YYYY-MM-DD')`;
async function listGroups(db, f, page) {
  const rows7 = ranked(f);
  if (!rows7) return [];
  const found3 = await sqlRows(
    db,
    sql36`select w.kind, w.group_id, ${istDay("w.group_at")} as day, min(w.group_at) as at, min(w.title) as title,
        min(w.temple_id::text) as temple_id, min(w.temple_name) as temple_name,
        count(distinct w.ref_id) as devotees,
        count(*) filter (where w.rank = 0) as overdue,
        min(w.due_at) filter (where w.rank < 2) as next_due,
        coalesce(jsonb_object_agg(w.type, w.n) filter (where w.n > 0), '{}'::jsonb) as open
      from (select v.*, count(*) filter (where v.rank < 2) over (partition by v.kind, v.group_id, ${istDay("v.group_at")}, v.type) as n
            from (${rows7}) v where v.group_id is not null) w
      group by w.kind, w.group_id, ${istDay("w.group_at")}
      order by (count(*) filter (where w.rank = 0) > 0) desc, min(w.group_at), w.group_id
      limit ${page.limit} offset ${page.offset}`
  );
  return found3.map((r) => ({
    kind: r.kind,
    groupId: r.group_id,
    day: r.day,
    at: date2(r.at),
    title: r.title,
    temple: r.temple_id ? { id: r.temple_id, name: r.temple_name } : null,
    devotees: Number(r.devotees),
    open: parseJson(r.open) ?? {},
    overdue: Number(r.overdue),
    nextDueAt: r.next_due ? date2(r.next_due) : null
  }));
}

// src/modules/fulfilment/on-time.repository.ts
var ON_TIME_WINDOW_MS = 30 * 864e5;
async function promisesOnTime(db, reach, now) {
  const limit = reachOnPromises(reach);
  if (limit === null) return { due: 0, onTime: 0, share: null };
  const from = new Date(now.getTime() - ON_TIME_WINDOW_MS).toISOString();
  const rows7 = await sqlRows(
    db,
    sql37`select count(*) as due, count(*) filter (where ${promises.keptAt} <= ${promises.dueAt}) as on_time
      from ${promises}
      where ${promises.dueAt} >= ${from}::timestamptz and ${promises.dueAt} <= ${now.toISOString()}::timestamptz
        ${limit ? sql37`and ${limit}` : sql37``}`
  );
  const due = Number(rows7[0]?.due ?? 0);
  const onTime = Number(rows7[0]?.on_time ?? 0);
  return { due, onTime, share: due === 0 ? null : onTime / due };
}

// src/modules/admin/dashboard/dashboard.repository.ts
import { sql as sql38 } from "drizzle-orm";
var ts16 = (d) => sql38`${d.toISOString()}::timestamptz`;
var n = (v) => Number(v ?? 0);
async function paidTotals(db, reach, w) {
  const branches = PAYABLE_KINDS.flatMap((kind) => {
    const p3 = PROJECTIONS[kind];
    const t = p3.table;
    const limit = reachCondition(p3, reach);
    if (limit === null) return [];
    const today = sql38`${t.paidAt} >= ${ts16(w.todayStart)}`;
    return [
      sql38`select ${kind}::text as kind,
          count(*) filter (where ${today}) as today_count,
          coalesce(sum(${t.amountTotalPaise}) filter (where ${today}), 0) as today_paise,
          count(*) as week_count, coalesce(sum(${t.amountTotalPaise}), 0) as week_paise
        from ${p3.from}
        where ${t.paidAt} >= ${ts16(w.weekStart)} and ${t.paidAt} < ${ts16(w.end)} and ${t.paymentStatus} = 'completed'
          ${limit ? sql38`and ${limit}` : sql38``}`
    ];
  });
  if (branches.length === 0) return [];
  const rows7 = await sqlRows(db, sql38.join(branches, sql38` union all `));
  return rows7.map((r) => ({
    kind: r.kind,
    todayCount: n(r.today_count),
    todayPaise: n(r.today_paise),
    weekCount: n(r.week_count),
    weekPaise: n(r.week_paise)
  }));
}
async function reviewQueue(db) {
  const rows7 = await sqlRows(db, sql38`select count(*) as n from payment_orders where needs_review`);
  return n(rows7[0]?.n);
}
var inList = (ids) => sql38.join(
  ids.map((i) => sql38`${i}::uuid`),
  sql38`, `
);
async function upcoming(db, reach, w, limit) {
  const temple3 = (col) => reach.everything ? sql38`` : sql38`and ${col} in (${inList(reach.templeIds)})`;
  const parts = [];
  if (reach.everything || reach.templeIds.length > 0) {
    parts.push(sql38`select 'puja' as kind, ${pujas.id} as id, ${pujas.title} as title, ${temples.id} as temple_id,
        ${temples.name} as temple_name, ${pujas.startTime} as at, ${pujas.endTime} as ends_at,
        (select count(*) from ${pujaBookings} where ${pujaBookings.pujaId} = ${pujas.id} and ${pujaBookings.paymentStatus} = 'completed') as participants
      from ${pujas} join ${temples} on ${temples.id} = ${pujas.templeId}
      where ${pujas.endTime} > ${ts16(w.now)} and ${pujas.startTime} < ${ts16(w.until)} ${temple3(pujas.templeId)}`);
    parts.push(sql38`select 'event' as kind, ${chadhavaEvents.id} as id, ${chadhavaEvents.name} as title, ${temples.id} as temple_id,
        ${temples.name} as temple_name, ${chadhavaEvents.date} as at, null::timestamptz as ends_at,
        (select count(*) from ${chadhavaBookings} where ${chadhavaBookings.eventId} = ${chadhavaEvents.id} and ${chadhavaBookings.paymentStatus} = 'completed') as participants
      from ${chadhavaEvents} join ${temples} on ${temples.id} = ${chadhavaEvents.templeId}
      where ${chadhavaEvents.isActive} and ${chadhavaEvents.date} >= ${ts16(w.dayStart)} and ${chadhavaEvents.date} < ${ts16(w.until)}
        ${temple3(chadhavaEvents.templeId)}`);
  }
  if (reach.panditIds.length > 0) {
    parts.push(sql38`select 'consultation' as kind, ${panditBookings.id} as id,
        ${panditBookings.serviceType} || ' consultation · ' || ${panditBookings.donorName} as title, null::uuid as temple_id,
        null::text as temple_name, ${panditBookings.startsAt} as at, ${panditBookings.endsAt} as ends_at,
        1::bigint as participants
      from ${panditBookings}
      where ${panditBookings.panditId} in (${inList(reach.panditIds)}) and ${panditBookings.paymentStatus} = 'completed'
        and ${panditBookings.endsAt} > ${ts16(w.now)} and ${panditBookings.startsAt} < ${ts16(w.until)}`);
  }
  if (parts.length === 0) return [];
  const rows7 = await sqlRows(
    db,
    sql38`select * from (${sql38.join(parts, sql38` union all `)}) u order by u.at, u.id limit ${limit}`
  );
  return rows7.map((r) => ({
    kind: r.kind,
    id: r.id,
    title: r.title,
    templeId: r.temple_id ?? null,
    templeName: r.temple_name ?? null,
    at: new Date(r.at),
    endsAt: r.ends_at ? new Date(r.ends_at) : null,
    participants: n(r.participants)
  }));
}
async function lowStock(db, threshold, limit) {
  const rows7 = await sqlRows(
    db,
    sql38`select ${products.id} as product_id, ${products.name} as title, ${productStock.size} as size,
        ${productStock.color} as color, ${productStock.onHand} as stock
      from ${productStock} join ${products} on ${products.id} = ${productStock.productId}
      where ${productStock.onHand} is not null and ${productStock.onHand} <= ${threshold}
      order by ${productStock.onHand}, ${products.name}, ${productStock.size}, ${productStock.color} limit ${limit}`
  );
  return rows7.map((r) => ({
    productId: r.product_id,
    title: r.title,
    size: r.size,
    color: r.color,
    stock: n(r.stock)
  }));
}

// src/modules/admin/dashboard/dashboard.service.ts
var DAY_MS3 = 864e5;
var UPCOMING_DAYS = 7;
var LIST_LIMIT = 50;
function istPeriods(now) {
  const day2 = istDayNumber(now.getTime());
  const monday = day2 - (day2 + 3) % 7;
  return {
    todayStart: new Date(istDayStart(day2)),
    weekStart: new Date(istDayStart(monday)),
    weekEnd: new Date(istDayStart(monday + 7))
  };
}
var zeroTotals = () => Object.fromEntries(PAYABLE_KINDS.map((k) => [k, { count: 0, revenue: 0 }]));
async function dashboard(ctx, reach) {
  const now = ctx.now();
  const p3 = istPeriods(now);
  const [totals, review, coming, stock, onTime] = await Promise.all([
    paidTotals(ctx.db, reach, { weekStart: p3.weekStart, todayStart: p3.todayStart, end: p3.weekEnd }),
    reach.everything ? reviewQueue(ctx.db) : Promise.resolve(null),
    upcoming(
      ctx.db,
      reach,
      { now, dayStart: p3.todayStart, until: new Date(now.getTime() + UPCOMING_DAYS * DAY_MS3) },
      LIST_LIMIT
    ),
    reach.everything ? lowStock(ctx.db, LOW_STOCK_THRESHOLD, LIST_LIMIT) : Promise.resolve([]),
    promisesOnTime(ctx.db, reach, now)
  ]);
  const today = zeroTotals();
  const week = zeroTotals();
  for (const t of totals) {
    today[t.kind] = { count: t.todayCount, revenue: toRupees(t.todayPaise) };
    week[t.kind] = { count: t.weekCount, revenue: toRupees(t.weekPaise) };
  }
  return {
    today,
    week,
    reviewQueue: review,
    upcoming: coming.map((u) => ({
      kind: u.kind,
      id: u.id,
      title: u.title,
      temple: u.templeId ? { id: u.templeId, name: u.templeName ?? "" } : null,
      at: u.at.toISOString(),
      endsAt: u.endsAt?.toISOString() ?? null,
      // Started and not over (the list holds nothing that is over): a running multi-day anushthan.
      running: u.at.getTime() <= now.getTime(),
      participants: u.participants
    })),
    lowStock: stock.map((s) => ({
      productId: s.productId,
      title: s.title,
      variant: [s.size, s.color].filter(Boolean).join(" / "),
      stock: s.stock
    })),
    promisesOnTime: onTime
  };
}

// src/modules/admin/dashboard/dashboard.routes.ts
async function adminDashboardRoutes(fastify) {
  const app = fastify.withTypeProvider();
  const { ctx } = app;
  app.get(
    "/admin/dashboard",
    {
      onRequest: requireRole(...BOOKING_ROLES),
      schema: {
        tags: ["admin"],
        summary: "Today's and this week's paid bookings, the review queue, what is coming, low stock"
      }
    },
    async (req) => {
      const data = await dashboard(ctx, reachOf(req));
      return { success: true, message: "Operation successful", data };
    }
  );
}

// ../../packages/shared/src/api/admin-approval.ts
var APPROVAL_KINDS = ["puja", "event"];
var APPROVAL_STATUSES = ["pending", "approved"];

// ../../packages/shared/src/schemas/admin-approval.ts
import { z as z21 } from "zod";
var APPROVAL_TEXT_MAX = 500;
var APPROVAL_REASON_REQUIRED = "Please give the reason for approving on behalf of the temple";
var optionalText = (name) => z21.string({ error: `${name} must be text` }).trim().max(APPROVAL_TEXT_MAX, `${name} must be at most ${APPROVAL_TEXT_MAX} characters`).optional().transform((v) => v ? v : void 0);
var approvalBodySchema = z21.object({
  note: optionalText("Note"),
  reason: optionalText("Reason")
});
var approvalListQuerySchema = z21.object({
  status: z21.enum(APPROVAL_STATUSES, { error: `status must be one of ${APPROVAL_STATUSES.join(", ")}` }).optional()
});

// src/modules/admin/approvals.repository.ts
import { and as and20, asc as asc14, eq as eq33, inArray as inArray14, sql as sql39 } from "drizzle-orm";
var everApproved = (kind, id2) => sql39`exists (select 1 from ${listingApprovals} where ${listingApprovals.kind} = ${kind} and ${listingApprovals.listingId} = ${id2})`;
function pujaListings(db, where4) {
  const a = standingApproval(db, "puja");
  return db.select({
    kind: sql39`'puja'`,
    id: pujas.id,
    title: pujas.title,
    templeId: pujas.templeId,
    templeName: temples.name,
    terms: pujaTerms(),
    pricePaise: sql39`(select min(pp.price_paise) from puja_packages pp where pp.puja_id = ${pujas.id})`.mapWith(
      (v) => v === null ? null : Number(v)
    ),
    date: pujas.startTime,
    approvedAt: a.approvedAt,
    note: a.note,
    everApproved: everApproved("puja", pujas.id)
  }).from(pujas).innerJoin(temples, eq33(temples.id, pujas.templeId)).leftJoinLateral(a, sql39`true`).where(where4).orderBy(asc14(pujas.startTime), asc14(pujas.id));
}
function eventListings(db, where4) {
  const a = standingApproval(db, "event");
  return db.select({
    kind: sql39`'event'`,
    id: chadhavaEvents.id,
    title: chadhavaEvents.name,
    templeId: chadhavaEvents.templeId,
    templeName: temples.name,
    terms: eventTerms(),
    pricePaise: chadhavaEvents.basePricePaise,
    date: chadhavaEvents.date,
    approvedAt: a.approvedAt,
    note: a.note,
    everApproved: everApproved("event", chadhavaEvents.id)
  }).from(chadhavaEvents).innerJoin(temples, eq33(temples.id, chadhavaEvents.templeId)).leftJoinLateral(a, sql39`true`).where(where4).orderBy(asc14(chadhavaEvents.date), asc14(chadhavaEvents.id));
}
async function findListing(db, kind, id2) {
  const rows7 = kind === "puja" ? await pujaListings(db, eq33(pujas.id, id2)) : await eventListings(db, eq33(chadhavaEvents.id, id2));
  return rows7[0];
}
async function templeOfListing(db, kind, id2) {
  const t = kind === "puja" ? pujas : chadhavaEvents;
  const [row] = await db.select({ templeId: t.templeId }).from(t).where(eq33(t.id, id2));
  return row?.templeId;
}
async function listListings(db, templeIds) {
  if (templeIds && templeIds.length === 0) return [];
  const [p3, e] = await Promise.all([
    pujaListings(db, templeIds ? inArray14(pujas.templeId, templeIds) : void 0),
    eventListings(db, templeIds ? inArray14(chadhavaEvents.templeId, templeIds) : void 0)
  ]);
  return [...p3, ...e];
}
async function isApproved(db, kind, id2) {
  const t = kind === "puja" ? pujas : chadhavaEvents;
  const a = standingApproval(db, kind);
  const [row] = await db.select({ approvedAt: a.approvedAt }).from(t).leftJoinLateral(a, sql39`true`).where(eq33(t.id, id2));
  return !!row?.approvedAt;
}
async function templeHasStaff(db, templeId) {
  const [row] = await db.select({ id: userRoles.id }).from(userRoles).where(and20(eq33(userRoles.role, "temple_staff"), eq33(userRoles.templeId, templeId))).limit(1);
  return !!row;
}
async function insertApprovals(db, rows7) {
  if (rows7.length === 0) return [];
  return db.insert(listingApprovals).values(rows7).returning();
}

// src/modules/admin/approvals.service.ts
var UUID2 = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
var NOUN = { puja: "Puja", event: "Event" };
var LISTING_UNAPPROVED = {
  puja: "This puja awaits its temple\u2019s confirmation and cannot be booked yet. Please check again soon.",
  event: "This event awaits its temple\u2019s confirmation and cannot be booked yet. Please check again soon."
};
var TEMPLE_HAS_STAFF = "This temple has its own staff account: its staff approve its listings, not an admin on its behalf";
async function assertApproved(ctx, kind, id2) {
  if (!await isApproved(ctx.db, kind, id2))
    throw conflict(LISTING_UNAPPROVED[kind], void 0, "listing_unapproved");
}
var listingScope = (ctx, kind) => async (req) => {
  const id2 = req.params.id;
  if (!id2 || !UUID2.test(id2)) return null;
  const templeId = await templeOfListing(ctx.db, kind, id2.toLowerCase());
  return templeId ? { templeId } : null;
};
async function approve(ctx, req, kind, id2, body) {
  const user = currentUser(req);
  const listing = await findListing(ctx.db, kind, id2);
  if (!listing) throw notFound(`${NOUN[kind]} not found`);
  const asStaff = user.roles.some((g) => g.role === "temple_staff" && g.templeId === listing.templeId);
  if (!asStaff) {
    if (!user.roles.some((g) => g.role === "admin")) throw forbidden();
    if (await templeHasStaff(ctx.db, listing.templeId))
      throw conflict(TEMPLE_HAS_STAFF, void 0, "temple_has_staff");
    if (!body.reason) throw fieldError("reason", APPROVAL_REASON_REQUIRED);
  }
  const now = ctx.now();
  const row = await ctx.db.transaction(async (tx) => {
    const rows7 = await insertApprovals(tx, [
      {
        kind,
        listingId: listing.id,
        templeId: listing.templeId,
        approvedBy: user.id,
        approvedByRole: asStaff ? "temple_staff" : "admin",
        approvedAt: now,
        note: body.note ?? null,
        reason: asStaff ? null : body.reason ?? null,
        terms: listing.terms
      }
    ]);
    const r = rows7[0];
    await audit({ ...ctx, db: tx }, req, {
      action: `${kind}.approve`,
      object: { type: kind, id: listing.id },
      before: {
        approval: listing.approvedAt ? { approvedAt: listing.approvedAt.toISOString(), note: listing.note } : null,
        changedSinceApproval: listing.everApproved && !listing.approvedAt
      },
      after: {
        approval: { id: r.id, approvedAt: now.toISOString(), note: r.note, reason: r.reason, role: r.approvedByRole },
        terms: {
          fingerprint: listing.terms,
          price: listing.pricePaise === null ? null : toRupees(listing.pricePaise),
          date: listing.date.toISOString()
        }
      }
    });
    return r;
  });
  invalidateCatalogCache(ctx.db);
  return { approval: { temple: listing.templeName, approvedAt: now.toISOString(), note: row.note } };
}
var toItem2 = (r) => ({
  kind: r.kind,
  id: r.id,
  title: r.title,
  temple: { id: r.templeId, name: r.templeName },
  price: r.pricePaise === null ? null : toRupees(r.pricePaise),
  date: r.date.toISOString(),
  approval: r.approvedAt ? { temple: r.templeName, approvedAt: r.approvedAt.toISOString(), note: r.note } : null,
  changedSinceApproval: r.everApproved && !r.approvedAt
});
async function list3(ctx, req, status) {
  const scope = staffScope(req, ["admin", "operator", "temple_staff"]);
  const rows7 = await listListings(ctx.db, scope.everything ? null : scope.templeIds);
  const items = rows7.map(toItem2).filter((i) => !status || status === "approved" === (i.approval !== null)).sort((a, b) => Number(a.approval !== null) - Number(b.approval !== null));
  return { items, total: items.length };
}
async function approveAsDemoStaff(ctx, userId, templeId) {
  const approved = (await listListings(ctx.db, [templeId])).filter((l) => l.approvedAt);
  const now = ctx.now();
  const made = await ctx.db.transaction(async (tx) => {
    const rows7 = await insertApprovals(
      tx,
      approved.map((l) => ({
        kind: l.kind,
        listingId: l.id,
        templeId,
        approvedBy: userId,
        approvedByRole: "temple_staff",
        approvedAt: now,
        note: l.note,
        terms: l.terms
      }))
    );
    for (const r of rows7)
      await audit(
        { ...ctx, db: tx },
        { label: "demo-seed" },
        {
          action: `${r.kind}.approve`,
          object: { type: r.kind, id: r.listingId },
          after: {
            approval: {
              id: r.id,
              approvedAt: now.toISOString(),
              note: r.note,
              role: r.approvedByRole,
              approvedBy: userId
            }
          }
        }
      );
    return rows7.length;
  });
  invalidateCatalogCache(ctx.db);
  return made;
}

// src/modules/admin/approvals.routes.ts
async function approvalRoutes(fastify) {
  const app = fastify.withTypeProvider();
  const { ctx } = app;
  const tags14 = ["admin"];
  for (const kind of APPROVAL_KINDS) {
    app.post(
      `/admin/${kind === "puja" ? "pujas" : "events"}/:id/approval`,
      {
        // Operators and pandits: 403; temple staff of another temple: 404 (the listing's temple is the scope).
        onRequest: requireRole("admin", "temple_staff", { scope: listingScope(ctx, kind) }),
        schema: { tags: tags14, params: idParams, body: approvalBodySchema },
        config: { openapi: { success: { status: 201 }, errors: { 409: ["temple_has_staff"] } } }
      },
      async (req, reply2) => {
        const data = await approve(ctx, req, kind, req.params.id, req.body);
        return reply2.status(201).send({ success: true, message: "Approval recorded", data });
      }
    );
  }
  app.get(
    "/admin/approvals",
    {
      onRequest: requireRole("admin", "operator", "temple_staff"),
      schema: { tags: tags14, querystring: approvalListQuerySchema }
    },
    async (req) => {
      const data = await list3(ctx, req, req.query.status);
      return { success: true, message: "Operation successful", data };
    }
  );
}

// src/modules/admin/refunds.routes.ts
import { z as z25 } from "zod";

// ../../packages/shared/src/schemas/admin-refunds.ts
import { z as z22 } from "zod";
var REFUND_AMOUNT_MESSAGE = "Enter an amount above \u20B90 with at most two decimals";
var kindSchema = z22.enum(PAYABLE_KINDS, { error: `kind must be one of ${PAYABLE_KINDS.join(", ")}` });
var refundAmountSchema = z22.number({ error: REFUND_AMOUNT_MESSAGE }).refine(
  (v) => Number.isFinite(v) && v > 0 && v <= MONEY_INPUT_MAX && Math.abs(Math.round(v * 100) - v * 100) < 1e-6,
  {
    error: REFUND_AMOUNT_MESSAGE
  }
);
var noteSchema = (required) => z22.string({ error: required }).trim().min(1, { error: required, abort: true }).max(1e3, "At most 1000 characters").refine((v) => !CONTROL_CHARACTERS_BUT_LINES.test(v), CONTROL_CHARACTERS_MESSAGE);
var refundBodySchema = z22.object({
  kind: kindSchema,
  id: idSchema,
  amount: refundAmountSchema,
  reason: noteSchema("Reason is required").optional()
});
var refundSuggestionQuerySchema = z22.object({
  kind: kindSchema,
  id: idSchema,
  attendance: z22.enum(["no_show", "partial", "held"]).optional()
});
var resolveBodySchema = z22.object({
  action: z22.enum(["accept", "dismiss"], { error: "action must be 'accept' or 'dismiss'" }),
  note: noteSchema("Note is required")
});
var adminSettingsSchema = z22.object({
  operatorRefundLimit: z22.number({ error: "Enter the limit in whole rupees" }).int("Enter the limit in whole rupees").min(0, "Enter the limit in whole rupees").max(MONEY_INPUT_MAX, "Please enter a smaller amount")
});

// ../../packages/shared/src/refund-tiers.ts
var HOUR_MS3 = 60 * 60 * 1e3;
function pujaTier(at, now) {
  const hours = (at.getTime() - now.getTime()) / HOUR_MS3;
  if (hours > 24) return { percent: 100, reason: "More than 24 hours before the puja: full refund" };
  if (hours >= 12) return { percent: 50, reason: "12-24 hours before the puja: half refund" };
  if (hours > 0) return { percent: 0, reason: "Under 12 hours before the puja: no refund" };
  return { percent: 0, reason: "The puja has taken place: no refund" };
}
function refundTier(input) {
  switch (input.kind) {
    case "puja_booking":
    case "chadhava_booking":
      return pujaTier(input.at, input.now);
    case "pandit_booking":
      if (input.attendance === "no_show")
        return { percent: 100, reason: "The pandit did not join within 15 minutes: full refund" };
      if (input.attendance === "partial")
        return { percent: 50, reason: "Less than half of the consultation was held: half refund" };
      return {
        percent: 0,
        reason: "No tier applies unless the pandit did not join (100 %) or less than half was held (50 %)"
      };
    case "donation":
      return {
        percent: 0,
        reason: "Donations have no refund tier: refund on request (15-30 days once passed to the temple)"
      };
    case "product_order":
      return { percent: 0, reason: "Store orders have no refund tier: refund what was not delivered" };
    case "prasad_order":
      return { percent: 0, reason: "Prasad orders have no refund tier: refund what was not delivered" };
  }
}
function suggestedRefundPaise(tier, paidPaise2, refundablePaise) {
  return Math.max(0, Math.min(refundablePaise, Math.floor(paidPaise2 * tier.percent / 100)));
}

// src/modules/payments/payable.ts
function noticeOf(record, title, link) {
  return {
    userId: record.userId,
    email: record.donorEmail || null,
    phone: record.donorPhone || null,
    title,
    reference: record.reference,
    link
  };
}

// src/lib/mail/html.ts
var escapeHtml = (s) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#39;");

// src/modules/bookings/bookings.mail.ts
var bookingPath = (b, withKey) => `/puja-checkout-success/${encodeURIComponent(b.puja.slug)}?booking=${b.booking.id}` + (withKey ? `&key=${encodeURIComponent(b.booking.accessKey)}` : "");
function bookingConfirmationMail(config, b) {
  const { booking, temple: temple3, sankalp } = b;
  const link = `${config.publicUrl.replace(/\/+$/, "")}${bookingPath(b, true)}`;
  const amount = formatINR(toRupees(booking.amountTotalPaise));
  const date3 = formatDateGB(booking.pujaStartTime);
  const next = [
    `Our team will call you to confirm your booking ${PUJA_CONFIRMATION_CALL_TEXT}.`,
    `The puja will be performed at ${temple3.name} with your sankalp, in your name and gotra (${sankalp.gotra}).`,
    `You will receive the video of your puja ${PUJA_VIDEO_TEXT}.`,
    `Your Aashirwad Box (prasad) will reach you in ${AASHIRWAD_BOX_TEXT}.`,
    `We will keep you updated on WhatsApp (+${config.SUPPORT_WHATSAPP}).`
  ];
  const details = [
    ["Booking reference", booking.reference],
    ["Puja", booking.pujaTitle],
    ["Temple", `${temple3.name}, ${temple3.location}`],
    ["Date", date3],
    ["Package", booking.packageTitle],
    ...b.items.map((i) => [
      `Chadhava: ${i.title}`,
      `${i.quantity} \xD7 ${formatINR(toRupees(i.pricePaise))}`
    ]),
    ...booking.dakshinaPaise > 0 ? [["Dakshina", formatINR(toRupees(booking.dakshinaPaise))]] : [],
    ["Amount paid", amount],
    ["Payment ID", booking.paymentId ?? ""]
  ];
  const text27 = [
    `Namaste ${sankalp.fullName},`,
    "",
    `Your booking for ${booking.pujaTitle} is confirmed. Thank you for your devotion.`,
    "",
    ...details.map(([k, v]) => `${k}: ${v}`),
    "",
    "What happens next:",
    ...next.map((n2, i) => `${i + 1}. ${n2}`),
    "",
    `View your booking: ${link}`,
    "",
    `Need help? Call ${config.SUPPORT_PHONE} or WhatsApp +${config.SUPPORT_WHATSAPP}.`,
    "",
    "Sankalp"
  ].join("\n");
  const html = [
    `<p>Namaste ${escapeHtml(sankalp.fullName)},</p>`,
    `<p>Your booking for <strong>${escapeHtml(booking.pujaTitle)}</strong> is confirmed. Thank you for your devotion.</p>`,
    "<table>",
    ...details.map(([k, v]) => `<tr><th align="left">${escapeHtml(k)}</th><td>${escapeHtml(v)}</td></tr>`),
    "</table>",
    "<p><strong>What happens next</strong></p>",
    "<ol>",
    ...next.map((n2) => `<li>${escapeHtml(n2)}</li>`),
    "</ol>",
    `<p><a href="${escapeHtml(link)}">View your booking</a></p>`,
    `<p>Need help? Call ${escapeHtml(config.SUPPORT_PHONE)} or WhatsApp +${escapeHtml(config.SUPPORT_WHATSAPP)}.</p>`
  ].join("\n");
  return {
    to: booking.donorEmail,
    subject: `Booking confirmed: ${booking.pujaTitle} on ${date3}`,
    text: text27,
    html,
    dedupeKey: `puja-booking:${booking.id}`
  };
}

// src/modules/payments/payable-view.ts
function payableBase(row, state) {
  return {
    _id: row.id,
    id: row.id,
    reference: row.reference,
    payment_status: wholeRefunded(row, state) ? "refunded" : row.paymentStatus,
    needs_review: state.needsReview,
    amount_total: toRupees(row.amountTotalPaise),
    currency: "INR",
    payment_id: row.paymentId,
    order_id: state.providerOrderId,
    paid_at: row.paidAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    refunded_amount: toRupees(state.refundedPaise)
  };
}
var wholeRefunded = (row, state) => row.paymentStatus === "completed" && state.refundedPaise > 0 && state.refundedPaise >= state.receivedPaise;
var linePrice = (l) => ({
  price: toRupees(l.pricePaise),
  quantity: l.quantity,
  subtotal: toRupees(l.pricePaise * l.quantity)
});
function cardOf(view3, keys) {
  return Object.fromEntries(keys.map((k) => [k, view3[k]]));
}

// src/modules/bookings/bookings.mappers.ts
function toBookingView(b, promises2) {
  const { booking, puja: puja2, temple: temple3, pkg, sankalp } = b;
  const items = b.items.map((i) => ({ item_id: i.itemId, title: i.title, ...linePrice(i) }));
  return {
    ...payableBase(booking, b),
    kind: "puja_booking",
    puja_ref_id: booking.pujaId,
    ways_to_participate_ref_id: booking.packageId,
    sankalp_ref_id: booking.sankalpId,
    puja: {
      _id: puja2.id,
      title: booking.pujaTitle,
      slug: puja2.slug,
      image: puja2.image,
      temple: { _id: temple3.id, name: temple3.name, location: temple3.location, image: temple3.image },
      startTime: booking.pujaStartTime.toISOString(),
      endTime: booking.pujaEndTime.toISOString()
    },
    package: {
      _id: pkg.id,
      thumbnailTitle: booking.packageTitle,
      price: toRupees(booking.packagePricePaise),
      numberOfPeople: pkg.numberOfPeople
    },
    puja_date: booking.pujaStartTime.toISOString(),
    package_price: toRupees(booking.packagePricePaise),
    chadhava_included: booking.chadhavaIncluded,
    puja_chadhava_items: items,
    chadhava_total: toRupees(booking.chadhavaTotalPaise),
    pandit_dakshina_amount: toRupees(booking.dakshinaPaise),
    message_for_pandit: booking.messageForPandit,
    donor_details: { full_name: booking.donorName, email: booking.donorEmail, phone: booking.donorPhone },
    sankalp: {
      _id: sankalp.id,
      full_name: sankalp.fullName,
      gotra: sankalp.gotra,
      phone_number: sankalp.phoneNumber,
      email_address: sankalp.email,
      family_members_names: sankalp.familyMembers,
      wants_prasad: sankalp.wantsPrasad,
      address_for_prasad_delivery: sankalp.prasadAddress ?? null,
      special_prayers_or_sankalp: sankalp.specialPrayers ?? null
    },
    promises: promises2
  };
}
var toBookingCard = (b, promises2) => cardOf(toBookingView(b, promises2), [
  "_id",
  "id",
  "kind",
  "reference",
  "needs_review",
  "refunded_amount",
  "puja",
  "package",
  "puja_date",
  "amount_total",
  "currency",
  "payment_status",
  "puja_chadhava_items",
  "createdAt",
  "promises"
]);

// src/modules/bookings/bookings.repository.ts
import { and as and21, asc as asc15, eq as eq34, inArray as inArray15, sql as sql40 } from "drizzle-orm";
async function findPuja2(db, id2) {
  const [row] = await db.select().from(pujas).where(and21(eq34(pujas.id, id2), eq34(pujas.published, true)));
  return row;
}
async function findPackage(db, id2) {
  const [row] = await db.select().from(pujaPackages).where(eq34(pujaPackages.id, id2));
  return row;
}
var listChadhavaItemsOf = (db, pujaId) => db.select().from(pujaChadhavaItems).where(eq34(pujaChadhavaItems.pujaId, pujaId)).orderBy(asc15(pujaChadhavaItems.sort));
async function insertSankalp(db, row) {
  const [stored] = await db.insert(sankalps).values(row).returning();
  if (!stored) throw new Error("sankalp not stored");
  return stored;
}
async function findSankalp(db, id2) {
  const [row] = await db.select().from(sankalps).where(eq34(sankalps.id, id2));
  return row;
}
var rows2 = payableRows("puja_booking", pujaBookings, {
  record: "booking",
  lines: { table: pujaBookingItems, by: "bookingId", as: "items" }
});
var {
  find: findBooking,
  lock: lockBooking,
  insert: insertBooking,
  update: updateBooking,
  lockPayable: lockPayable2,
  markPaid: markPaid2,
  markUnpaid: markUnpaid2,
  findOwner: findOwner2,
  idsBelongingTo: idsBelongingTo2
} = rows2;
async function replaceItems(db, bookingId, lines) {
  await db.delete(pujaBookingItems).where(eq34(pujaBookingItems.bookingId, bookingId));
  if (lines.length > 0) await db.insert(pujaBookingItems).values(lines.map((l) => ({ ...l, bookingId })));
}
async function incrementJoined(db, pujaId) {
  await db.update(pujas).set({ joinedNo: sql40`${pujas.joinedNo} + 1` }).where(eq34(pujas.id, pujaId));
}
var loadBundles2 = (db, ids) => rows2.bundles(
  db,
  ids,
  (valid) => db.select({
    booking: pujaBookings,
    puja: pujas,
    temple: temples,
    pkg: pujaPackages,
    sankalp: sankalps,
    ...rows2.orderState()
  }).from(pujaBookings).innerJoin(pujas, eq34(pujas.id, pujaBookings.pujaId)).innerJoin(temples, eq34(temples.id, pujas.templeId)).innerJoin(pujaPackages, eq34(pujaPackages.id, pujaBookings.packageId)).innerJoin(sankalps, eq34(sankalps.id, pujaBookings.sankalpId)).where(inArray15(pujaBookings.id, valid))
);

// src/modules/bookings/bookings.payable.ts
var fulfilled = /* @__PURE__ */ new WeakMap();
async function bundleIn(tx, id2) {
  const known = fulfilled.get(tx);
  if (known?.booking.id === id2) return known;
  return (await loadBundles2(tx, [id2]))[0];
}
var pujaBookingPayable = {
  kind: "puja_booking",
  receiptPrefix: "pb",
  account: "puja",
  async fulfil(tx, order, payment, fctx) {
    const locked = await lockPayable2(tx, order);
    if ("review" in locked) return locked;
    const booking = locked.row;
    await markPaid2(tx, booking.id, order.id, payment.providerPaymentId, fctx.now);
    await incrementJoined(tx, booking.pujaId);
    const [bundle] = await loadBundles2(tx, [booking.id]);
    if (bundle) {
      fulfilled.set(tx, bundle);
      await queueMail(tx, bookingConfirmationMail(fctx.config, bundle));
    }
    fctx.afterCommit((db) => invalidateCatalogCache(db, bookedTags.puja(booking.pujaId)));
    return { userId: booking.userId };
  },
  async release(tx, order, status, fctx) {
    await markUnpaid2(tx, order.refId, order.id, status, fctx.now);
  },
  async promises(tx, id2, paidAt) {
    const b = await bundleIn(tx, id2);
    if (!b) return [];
    const at = b.booking.pujaStartTime;
    const templeId = b.puja.templeId;
    const drafts = [
      { type: "confirmation_call", dueAt: promiseDue.confirmationCall(paidAt, "puja"), templeId },
      { type: "puja_performed", dueAt: promiseDue.pujaPerformed(at), templeId },
      { type: "puja_video", dueAt: promiseDue.pujaVideo(at), templeId }
    ];
    if (b.sankalp.wantsPrasad && b.sankalp.prasadAddress)
      drafts.push({ type: "aashirwad_box", dueAt: promiseDue.aashirwadBox(at), templeId });
    return drafts;
  },
  async notice(db, id2) {
    const b = await bundleIn(db, id2);
    if (!b) return void 0;
    return noticeOf(b.booking, `${b.booking.pujaTitle} at ${b.temple.name}`, bookingPath(b, b.booking.userId === null));
  },
  // The catalog's time of the puja (a refund is judged by when it really takes place).
  eventTime: async (db, id2) => (await loadBundles2(db, [id2]))[0]?.puja.startTime ?? null,
  owner: findOwner2,
  cards: async (db, ids, promises2) => (await loadBundles2(db, ids)).map((b) => toBookingCard(b, promises2.get(b.booking.id) ?? [])),
  belongsTo: idsBelongingTo2
};

// src/modules/chadhava/chadhava.mail.ts
var successPath = (b, withKey) => `/chadhava-checkout-success/${encodeURIComponent(b.event.slug)}?booking=${b.booking.id}` + (withKey ? `&key=${encodeURIComponent(b.booking.accessKey)}` : "");
function successLink(config, b) {
  return `${config.publicUrl.replace(/\/+$/, "")}${successPath(b, true)}`;
}
function detailRows(b) {
  const { booking, event: event2, temple: temple3 } = b;
  return [
    ["Booking reference", booking.reference],
    ["Event", event2.name],
    ["Temple", `${temple3.name}, ${temple3.location}`],
    ["Date", formatDateGB(event2.date)],
    ...booking.basePricePaise > 0 ? [["Base offering", formatINR(toRupees(booking.basePricePaise))]] : [],
    ...b.lines.map((l) => [l.name, `${l.quantity} \xD7 ${formatINR(toRupees(l.pricePaise))}`]),
    ...booking.donorGotra ? [["Gotra", booking.donorGotra]] : [],
    ["Total", formatINR(toRupees(booking.amountTotalPaise))]
  ];
}
function compose(config, b, intro, rows7, link) {
  const help = `Need help? Call ${config.SUPPORT_PHONE} or WhatsApp +${config.SUPPORT_WHATSAPP}.`;
  const text27 = [
    `Namaste ${b.booking.donorName},`,
    "",
    intro,
    "",
    ...rows7.map(([k, v]) => `${k}: ${v}`),
    "",
    ...link ? [`View your booking: ${link}`, ""] : [],
    help,
    "",
    "Sankalp"
  ].join("\n");
  const html = [
    `<p>Namaste ${escapeHtml(b.booking.donorName)},</p>`,
    `<p>${escapeHtml(intro)}</p>`,
    "<table>",
    ...rows7.map(([k, v]) => `<tr><th align="left">${escapeHtml(k)}</th><td>${escapeHtml(v)}</td></tr>`),
    "</table>",
    ...link ? [`<p><a href="${escapeHtml(link)}">View your booking</a></p>`] : [],
    `<p>${escapeHtml(help)}</p>`
  ].join("\n");
  return { text: text27, html };
}
function chadhavaConfirmationMail(config, b) {
  const { booking, event: event2, temple: temple3 } = b;
  const intro = `Your chadhava for ${event2.name} at ${temple3.name} is confirmed. Your offerings will be made in your name${booking.donorGotra ? ` and gotra (${booking.donorGotra})` : ""}. Thank you for your devotion.`;
  const rows7 = [...detailRows(b), ["Payment ID", booking.paymentId ?? ""]];
  return {
    to: booking.donorEmail,
    subject: `Chadhava confirmed: ${event2.name} on ${formatDateGB(event2.date)} (${booking.reference})`,
    ...compose(config, b, intro, rows7, successLink(config, b)),
    dedupeKey: `chadhava-booking:${booking.id}`
  };
}
function chadhavaRefundMail(config, b, paymentId) {
  const { booking, event: event2 } = b;
  const intro = `We received your payment of ${formatINR(toRupees(booking.amountTotalPaise))} for ${event2.name}, but the last slot of this event was taken while you were paying, so we could not confirm your chadhava. Your payment will be refunded in full to the account you paid from; our team will write to you when the refund is made.`;
  const rows7 = [...detailRows(b), ["Payment ID", paymentId]];
  return {
    to: booking.donorEmail,
    subject: `Full refund for your chadhava: ${event2.name} (${booking.reference})`,
    ...compose(config, b, intro, rows7, successLink(config, b)),
    dedupeKey: `chadhava-booking-refund:${booking.id}`
  };
}

// src/modules/chadhava/chadhava.mappers.ts
function toChadhavaBookingView(b, promises2) {
  const { booking, event: event2, temple: temple3 } = b;
  return {
    ...payableBase(booking, b),
    kind: "chadhava_booking",
    event: {
      _id: event2.id,
      name: event2.name,
      slug: event2.slug,
      date: event2.date.toISOString(),
      image: event2.images[0] ?? "",
      temple: { _id: temple3.id, name: temple3.name, location: temple3.location, image: temple3.image }
    },
    donorDetails: {
      fullName: booking.donorName,
      email: booking.donorEmail,
      phone: booking.donorPhone,
      gotra: booking.donorGotra
    },
    offerings: b.lines.map((l) => ({ offering: l.offeringId, name: l.name, type: l.type, ...linePrice(l) })),
    base_price: toRupees(booking.basePricePaise),
    // Only a pending booking holds a slot (it may have lapsed already: the time says when it returned).
    hold_expires_at: booking.paymentStatus === "pending" ? booking.holdExpiresAt.toISOString() : null,
    promises: promises2
  };
}
var toChadhavaBookingCard = (b, promises2) => cardOf(toChadhavaBookingView(b, promises2), [
  "_id",
  "id",
  "kind",
  "reference",
  "needs_review",
  "refunded_amount",
  "event",
  "offerings",
  "amount_total",
  "currency",
  "payment_status",
  "createdAt",
  "promises"
]);

// src/modules/chadhava/chadhava.repository.ts
import { and as and22, asc as asc16, count as count8, eq as eq35, inArray as inArray16, isNull as isNull7, ne as ne4, or as or9, sql as sql41 } from "drizzle-orm";
async function findEvent2(db, id2) {
  const [row] = await db.select().from(chadhavaEvents).where(and22(eq35(chadhavaEvents.id, id2), eq35(chadhavaEvents.published, true)));
  return row;
}
async function lockEvent(db, id2) {
  const [row] = await db.select().from(chadhavaEvents).where(eq35(chadhavaEvents.id, id2)).for("update");
  return row;
}
var listOfferingsOf = (db, eventId) => db.select().from(eventOfferings).where(eq35(eventOfferings.eventId, eventId)).orderBy(asc16(eventOfferings.sort));
async function countLiveHolds(db, eventId, now, exceptBookingId) {
  const [row] = await db.select({ n: count8() }).from(chadhavaBookings).where(
    and22(
      eq35(chadhavaBookings.eventId, eventId),
      liveHold(now),
      exceptBookingId ? ne4(chadhavaBookings.id, exceptBookingId) : void 0
    )
  );
  return Number(row?.n ?? 0);
}
async function addParticipant(db, eventId) {
  const rows7 = await db.update(chadhavaEvents).set({ currentParticipants: sql41`${chadhavaEvents.currentParticipants} + 1` }).where(
    and22(
      eq35(chadhavaEvents.id, eventId),
      or9(
        isNull7(chadhavaEvents.maxParticipants),
        sql41`${chadhavaEvents.currentParticipants} < ${chadhavaEvents.maxParticipants}`
      )
    )
  ).returning({ id: chadhavaEvents.id });
  return rows7.length === 1;
}
var rows3 = payableRows("chadhava_booking", chadhavaBookings, {
  record: "booking",
  lines: { table: chadhavaBookingOfferings, by: "bookingId", as: "lines" }
});
var {
  find: findBooking2,
  insert: insertBooking2,
  lockPayable: lockPayable3,
  markPaid: markPaid3,
  markUnpaid: markUnpaid3,
  findOwner: findOwner3,
  idsBelongingTo: idsBelongingTo3
} = rows3;
var loadBundles3 = (db, ids) => rows3.bundles(
  db,
  ids,
  (valid) => db.select({ booking: chadhavaBookings, event: chadhavaEvents, temple: temples, ...rows3.orderState() }).from(chadhavaBookings).innerJoin(chadhavaEvents, eq35(chadhavaEvents.id, chadhavaBookings.eventId)).innerJoin(temples, eq35(temples.id, chadhavaEvents.templeId)).where(inArray16(chadhavaBookings.id, valid))
);

// src/modules/chadhava/chadhava.payable.ts
async function takeSlot(tx, booking, now) {
  const event2 = await lockEvent(tx, booking.eventId);
  if (!event2) return false;
  if (event2.maxParticipants !== null) {
    const others = await countLiveHolds(tx, event2.id, now, booking.id);
    if (event2.currentParticipants + others >= event2.maxParticipants) return false;
  }
  return addParticipant(tx, event2.id);
}
var chadhavaBookingPayable = {
  kind: "chadhava_booking",
  receiptPrefix: "cb",
  account: "chadhava",
  async fulfil(tx, order, payment, fctx) {
    const locked = await lockPayable3(tx, order);
    if ("review" in locked) return locked;
    const booking = locked.row;
    fctx.afterCommit((db) => invalidateCatalogCache(db, bookedTags.event(booking.eventId)));
    if (!await takeSlot(tx, booking, fctx.now)) {
      await markUnpaid3(tx, booking.id, order.id, "expired", fctx.now);
      const [bundle2] = await loadBundles3(tx, [booking.id]);
      if (bundle2) await queueMail(tx, chadhavaRefundMail(fctx.config, bundle2, payment.providerPaymentId));
      return { review: "paid after its hold lapsed and the event is full", code: "event_full" };
    }
    await markPaid3(tx, booking.id, order.id, payment.providerPaymentId, fctx.now);
    const [bundle] = await loadBundles3(tx, [booking.id]);
    if (bundle) await queueMail(tx, chadhavaConfirmationMail(fctx.config, bundle));
    return { userId: booking.userId };
  },
  async release(tx, order, status, fctx) {
    await markUnpaid3(tx, order.refId, order.id, status, fctx.now);
    const booking = await findBooking2(tx, order.refId);
    fctx.afterCommit((db) => invalidateCatalogCache(db, booking ? bookedTags.event(booking.eventId) : void 0));
  },
  async promises(tx, id2) {
    const [b] = await loadBundles3(tx, [id2]);
    if (!b) return [];
    return [{ type: "puja_performed", dueAt: promiseDue.pujaPerformed(b.event.date), templeId: b.event.templeId }];
  },
  async notice(db, id2) {
    const [b] = await loadBundles3(db, [id2]);
    if (!b) return void 0;
    return noticeOf(b.booking, `${b.event.name} at ${b.temple.name}`, successPath(b, b.booking.userId === null));
  },
  eventTime: async (db, id2) => (await loadBundles3(db, [id2]))[0]?.event.date ?? null,
  owner: findOwner3,
  cards: async (db, ids, promises2) => (await loadBundles3(db, ids)).map((b) => toChadhavaBookingCard(b, promises2.get(b.booking.id) ?? [])),
  belongsTo: idsBelongingTo3
};

// src/modules/consultations/ics.ts
var utc = (d) => d.toISOString().replace(/[-:]/g, "").replace(/\.\d{3}/, "");
var escapeText = (v) => v.replace(/\\/g, "\\\\").replace(/;/g, "\\;").replace(/,/g, "\\,").replace(/\r?\n/g, "\\n");
var param = (v) => `"${v.replace(/["\p{Cc}]/gu, "")}"`;
function foldLine(line3) {
  const out = [];
  let current = "";
  let octets = 0;
  for (const ch of line3) {
    const size = Buffer.byteLength(ch, "utf8");
    const limit = out.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      out.push(current);
      current = "";
      octets = 0;
    }
    current += ch;
    octets += size;
  }
  out.push(current);
  return out.join("\r\n ");
}
function buildIcs(e) {
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Sankalp//Consultations//EN",
    "CALSCALE:GREGORIAN",
    "METHOD:REQUEST",
    "BEGIN:VEVENT",
    `UID:${e.uid}`,
    `DTSTAMP:${utc(e.stamp)}`,
    `DTSTART:${utc(e.start)}`,
    `DTEND:${utc(e.end)}`,
    `SUMMARY:${escapeText(e.summary)}`,
    `DESCRIPTION:${escapeText(e.description)}`,
    ...e.location ? [`LOCATION:${escapeText(e.location)}`] : [],
    ...e.organizer ? [`ORGANIZER;CN=${param(e.organizer.name)}:mailto:${e.organizer.email}`] : [],
    ...e.attendee ? [`ATTENDEE;CN=${param(e.attendee.name)};ROLE=REQ-PARTICIPANT;RSVP=FALSE:mailto:${e.attendee.email}`] : [],
    "STATUS:CONFIRMED",
    "END:VEVENT",
    "END:VCALENDAR"
  ];
  return `${lines.map(foldLine).join("\r\n")}\r
`;
}

// src/modules/consultations/consultations.mail.ts
var consultationPath = (id2, accessKey) => `/astro-booking-success?booking=${id2}` + (accessKey ? `&key=${encodeURIComponent(accessKey)}` : "");
var consultationLink = (config, id2, accessKey) => `${config.publicUrl.replace(/\/+$/, "")}${consultationPath(id2, accessKey)}`;
var IST_DATE = new Intl.DateTimeFormat("en-IN", { timeZone: "Asia/Kolkata", dateStyle: "long" });
var IST_TIME = new Intl.DateTimeFormat("en-IN", {
  timeZone: "Asia/Kolkata",
  hour: "2-digit",
  minute: "2-digit",
  hour12: true
});
var consultationWhen = (start, end) => `${IST_DATE.format(start)}, ${IST_TIME.format(start)} \u2013 ${IST_TIME.format(end)} IST`;
var summaryOf = (b) => `${PANDIT_SERVICE_LABELS[b.booking.serviceType]} with ${b.pandit.name}`;
function consultationIcs(config, b, stamp) {
  const { booking } = b;
  return buildIcs({
    uid: `pandit-booking-${booking.id}@sankalp`,
    start: booking.startsAt,
    end: booking.endsAt,
    stamp,
    summary: summaryOf(b),
    description: [
      `${summaryOf(b)} (${booking.reference}).`,
      `${b.pandit.name} will call you on ${booking.donorPhone}.`,
      ...booking.specialRequests ? [`Your request: ${booking.specialRequests}`] : [],
      `Booking: ${consultationLink(config, booking.id, booking.accessKey)}`
    ].join("\n"),
    location: "Phone call",
    organizer: { name: config.FOUNDATION_NAME, email: config.SUPPORT_EMAIL },
    attendee: { name: booking.donorName, email: booking.donorEmail }
  });
}
function mailOf(config, b, intro, closing) {
  const { booking } = b;
  const link = consultationLink(config, booking.id, booking.accessKey);
  const details = [
    ["Reference", booking.reference],
    ["Pandit", b.pandit.name],
    ["Service", PANDIT_SERVICE_LABELS[booking.serviceType]],
    ["When", consultationWhen(booking.startsAt, booking.endsAt)],
    ["Amount", formatINR(toRupees(booking.amountTotalPaise))],
    ["Payment ID", booking.paymentId ?? ""]
  ];
  const text27 = [
    `Namaste ${booking.donorName},`,
    "",
    intro,
    "",
    ...details.map(([k, v]) => `${k}: ${v}`),
    "",
    closing,
    "",
    `View your booking: ${link}`,
    "",
    `Need help? Write to ${config.SUPPORT_EMAIL} or call ${config.SUPPORT_PHONE}.`
  ].join("\n");
  const html = [
    `<p>Namaste ${escapeHtml(booking.donorName)},</p>`,
    `<p>${escapeHtml(intro)}</p>`,
    "<table>",
    ...details.map(([k, v]) => `<tr><th align="left">${escapeHtml(k)}</th><td>${escapeHtml(v)}</td></tr>`),
    "</table>",
    `<p>${escapeHtml(closing)}</p>`,
    `<p><a href="${escapeHtml(link)}">View your booking</a></p>`,
    `<p>Need help? Write to ${escapeHtml(config.SUPPORT_EMAIL)} or call ${escapeHtml(config.SUPPORT_PHONE)}.</p>`
  ].join("\n");
  return { text: text27, html };
}
function consultationConfirmationMail(config, b) {
  const { booking } = b;
  return {
    to: booking.donorEmail,
    subject: `Booking Confirmed! ${summaryOf(b)} (${booking.reference})`,
    ...mailOf(
      config,
      b,
      `Your ${summaryOf(b)} is confirmed. The pandit will contact you shortly at the time below.`,
      "The calendar invitation is attached: open it to add the consultation to your calendar."
    ),
    dedupeKey: `pandit-booking:${booking.id}`,
    attachments: [
      {
        filename: "consultation.ics",
        contentType: "text/calendar; method=REQUEST",
        source: "pandit-booking-ics",
        refId: booking.id
      }
    ]
  };
}
function consultationRefundMail(config, b, paymentId) {
  const { booking } = b;
  return {
    to: booking.donorEmail,
    subject: `Your consultation time was taken: a full refund follows (${booking.reference})`,
    ...mailOf(
      config,
      { ...b, booking: { ...booking, paymentId } },
      `Your payment for ${summaryOf(b)} arrived after the 15 minutes we held the time for you, and another devotee booked it meanwhile.`,
      "We are sorry: your payment will be refunded in full to the original payment method. You are welcome to book another time."
    ),
    dedupeKey: `pandit-booking-refund:${booking.id}:${paymentId}`
  };
}

// src/modules/consultations/ist-time.ts
var MINUTE2 = 6e4;
var istDateOf = (ms2) => new Date(ms2 + IST_OFFSET_MS).toISOString().slice(0, 10);
var istDayStartOf = (date3) => Date.parse(`${date3}T00:00:00Z`) - IST_OFFSET_MS;
var weekdayOf = (date3) => (/* @__PURE__ */ new Date(`${date3}T00:00:00Z`)).getUTCDay();
var toIstIso = (ms2) => `${new Date(ms2 + IST_OFFSET_MS).toISOString().slice(0, 19)}+05:30`;
var minutesOf = (hhmm2) => {
  const [h, m] = hhmm2.split(":").map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
};
function workingIntervals(hours, date3, daysOff = []) {
  if (daysOff.includes(date3)) return [];
  const start = istDayStartOf(date3);
  return (hours[weekdayOf(date3)] ?? []).map((w) => ({ from: start + minutesOf(w.from) * MINUTE2, to: start + minutesOf(w.to) * MINUTE2 })).filter((w) => w.to > w.from).sort((a, b) => a.from - b.from);
}
function subtract(free, taken) {
  let out = free;
  for (const t of taken) {
    const next = [];
    for (const f of out) {
      if (t.to <= f.from || t.from >= f.to) {
        next.push(f);
        continue;
      }
      if (t.from > f.from) next.push({ from: f.from, to: t.from });
      if (t.to < f.to) next.push({ from: t.to, to: f.to });
    }
    out = next;
  }
  return out;
}
function freeIntervals(hours, date3, taken, now, minMinutes, daysOff = []) {
  const notBefore = Math.ceil(now / MINUTE2) * MINUTE2;
  const past = { from: Number.MIN_SAFE_INTEGER, to: notBefore };
  return subtract(workingIntervals(hours, date3, daysOff), [past, ...taken]).filter(
    (i) => i.to - i.from >= minMinutes * MINUTE2
  );
}
var withinHours = (hours, from, to, daysOff = []) => istDateOf(from) === istDateOf(to - 1) && workingIntervals(hours, istDateOf(from), daysOff).some((w) => w.from <= from && to <= w.to);

// src/modules/consultations/consultations.mappers.ts
function toPanditBookingView(b, promises2) {
  const { booking, pandit: pandit3 } = b;
  return {
    ...payableBase(booking, b),
    kind: "pandit_booking",
    pandit: { _id: pandit3.id, name: pandit3.name, img: pandit3.img, location: pandit3.location },
    serviceType: booking.serviceType,
    preferredTime: { from: toIstIso(booking.startsAt.getTime()), to: toIstIso(booking.endsAt.getTime()) },
    customer: { name: booking.donorName, email: booking.donorEmail, phone: booking.donorPhone },
    specialRequests: booking.specialRequests,
    status: booking.paymentStatus === "completed" ? "confirmed" : booking.paymentStatus === "pending" ? "pending" : "cancelled",
    payment_ref_id: { amount: toRupees(booking.amountTotalPaise) },
    hold_expires_at: booking.paymentStatus === "pending" ? booking.holdExpiresAt.toISOString() : null,
    promises: promises2
  };
}
var toPanditBookingCard = (b, promises2) => cardOf(toPanditBookingView(b, promises2), [
  "_id",
  "id",
  "kind",
  "reference",
  "pandit",
  "serviceType",
  "preferredTime",
  "customer",
  "specialRequests",
  "status",
  "payment_ref_id",
  "amount_total",
  "currency",
  "payment_status",
  "needs_review",
  "refunded_amount",
  "createdAt",
  "promises"
]);

// src/modules/consultations/consultations.repository.ts
import { and as and23, asc as asc17, eq as eq36, gt as gt5, inArray as inArray17, lt as lt6, ne as ne5, sql as sql42 } from "drizzle-orm";
async function findPandit2(db, id2) {
  if (!isUuid(id2)) return void 0;
  const [row] = await db.select().from(pandits).where(and23(eq36(pandits.id, id2.toLowerCase()), eq36(pandits.published, true)));
  return row;
}
async function lockPandit(db, id2) {
  const [row] = await db.select().from(pandits).where(eq36(pandits.id, id2)).for("update");
  return row;
}
function occupyingBetween(db, panditId, from, to, now, exceptId) {
  return db.select({ id: panditBookings.id, startsAt: panditBookings.startsAt, endsAt: panditBookings.endsAt }).from(panditBookings).where(
    and23(
      eq36(panditBookings.panditId, panditId),
      lt6(panditBookings.startsAt, to),
      gt5(panditBookings.endsAt, from),
      occupying(now),
      exceptId ? ne5(panditBookings.id, exceptId) : void 0
    )
  ).orderBy(asc17(panditBookings.startsAt));
}
async function insertBooking3(db, row) {
  await db.insert(panditBookings).values(row);
}
var rows4 = payableRecords("pandit_booking", panditBookings);
var findBooking3 = rows4.find;
var lockPayable4 = rows4.lockPayable;
var markPaid4 = rows4.markPaid;
var markUnpaid4 = rows4.markUnpaid;
var findOwner4 = rows4.findOwner;
var idsBelongingTo4 = rows4.idsBelongingTo;
async function loadBundles4(db, ids) {
  const valid = validIds(ids);
  if (valid.length === 0) return [];
  const rows7 = await db.select({
    booking: panditBookings,
    pandit: pandits,
    providerOrderId: sql42`(select po.provider_order_id from payment_orders po where po.id = ${panditBookings.paymentOrderId})`,
    needsReview: sql42`exists (select 1 from payment_orders po where po.kind = 'pandit_booking' and po.ref_id = ${panditBookings.id} and po.needs_review)`,
    ...refundState("pandit_booking", sql42`${panditBookings.id}`)
  }).from(panditBookings).innerJoin(pandits, eq36(pandits.id, panditBookings.panditId)).where(inArray17(panditBookings.id, valid));
  return rows7.map((r) => ({
    ...r,
    providerOrderId: r.providerOrderId ?? null,
    needsReview: Boolean(r.needsReview),
    refundedPaise: Number(r.refundedPaise ?? 0),
    receivedPaise: Number(r.receivedPaise ?? 0)
  }));
}

// src/modules/consultations/consultations.payable.ts
async function takeTime(tx, booking, now) {
  await lockPandit(tx, booking.panditId);
  const others = await occupyingBetween(tx, booking.panditId, booking.startsAt, booking.endsAt, now, booking.id);
  return others.length === 0;
}
var panditBookingPayable = {
  kind: "pandit_booking",
  receiptPrefix: "pb",
  account: "panditBooking",
  async fulfil(tx, order, payment, fctx) {
    const locked = await lockPayable4(tx, order);
    if ("review" in locked) return locked;
    const booking = locked.row;
    if (!await takeTime(tx, booking, fctx.now)) {
      await markUnpaid4(tx, booking.id, order.id, "expired", fctx.now);
      const [bundle2] = await loadBundles4(tx, [booking.id]);
      if (bundle2) await queueMail(tx, consultationRefundMail(fctx.config, bundle2, payment.providerPaymentId));
      return { review: "paid after its hold lapsed and the time was booked by another", code: "slot_taken" };
    }
    await markPaid4(tx, booking.id, order.id, payment.providerPaymentId, fctx.now);
    const [bundle] = await loadBundles4(tx, [booking.id]);
    if (bundle) await queueMail(tx, consultationConfirmationMail(fctx.config, bundle));
    return { userId: booking.userId };
  },
  async release(tx, order, status, fctx) {
    await markUnpaid4(tx, order.refId, order.id, status, fctx.now);
  },
  async promises(tx, id2) {
    const [b] = await loadBundles4(tx, [id2]);
    if (!b) return [];
    return [{ type: "consultation", dueAt: promiseDue.consultation(b.booking.endsAt), panditId: b.booking.panditId }];
  },
  async notice(db, id2) {
    const [b] = await loadBundles4(db, [id2]);
    if (!b) return void 0;
    const k = b.booking;
    return noticeOf(k, summaryOf(b), consultationPath(k.id, k.userId === null ? k.accessKey : null));
  },
  eventTime: async (db, id2) => (await loadBundles4(db, [id2]))[0]?.booking.startsAt ?? null,
  owner: findOwner4,
  cards: async (db, ids, promises2) => (await loadBundles4(db, ids)).map((b) => toPanditBookingCard(b, promises2.get(b.booking.id) ?? [])),
  belongsTo: idsBelongingTo4
};

// src/modules/donations/financial-year.ts
function financialYearOf(at) {
  const { year, month } = istDate(at.getTime());
  const start = month >= 4 ? year : year - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, "0")}`;
}
var RECEIPT_SERIES = "SNK";
function formatReceiptNumber(financialYear, n2) {
  return `${RECEIPT_SERIES}/${financialYear}/${String(n2).padStart(6, "0")}`;
}

// ../../packages/shared/src/schemas/donation.ts
import { z as z23 } from "zod";
var DONATION_MAX_RUPEES = 1e6;
var DONATION_TOO_LARGE_MESSAGE = `For donations above ${formatINR(DONATION_MAX_RUPEES)} please contact us`;
var DONATION_AMOUNT_REQUIRED_MESSAGE = "Please enter a donation amount";
var SEVA_QUANTITY_MAX = 100;
var DONATION_SEVA_LINES_MAX = 50;
var DONOR_NAME_MAX = 100;
var DONOR_ADDRESS_MAX = 500;
var PAN_MESSAGE = "Please enter a valid PAN number (e.g., ABCDE1234F)";
var donationAmountSchema = z23.union([z23.number(), z23.string(), z23.null(), z23.undefined()]).transform((v, ctx) => {
  const text27 = typeof v === "string" ? v.trim() : void 0;
  if (v === null || v === void 0 || text27 === "") return 0;
  const whole = typeof v === "number" ? Number.isInteger(v) && v >= 0 : /^\d+$/.test(text27);
  if (!whole) {
    ctx.addIssue({ code: "custom", message: WHOLE_RUPEES_MESSAGE });
    return z23.NEVER;
  }
  const amount = typeof v === "number" ? v : Number(text27);
  if (!Number.isSafeInteger(amount) || amount > DONATION_MAX_RUPEES) {
    ctx.addIssue({ code: "custom", message: DONATION_TOO_LARGE_MESSAGE });
    return z23.NEVER;
  }
  return amount;
});
var normaliseDonationPhone = (v) => v.replace(/[\s().-]/g, "");
var panSchema = z23.union([z23.string(), z23.null(), z23.undefined()]).transform((v) => v?.trim().toUpperCase() || null).refine((v) => v === null || PAN_PATTERN.test(v), PAN_MESSAGE);
var donorSchema = z23.object({
  name: requiredText("Name is required").max(DONOR_NAME_MAX, `Name cannot exceed ${DONOR_NAME_MAX} characters`),
  email: emailSchema.transform((v) => v.toLowerCase()),
  phone: requiredText("Phone number is required").transform(normaliseDonationPhone).refine((v) => DONATION_PHONE_PATTERN.test(v), "Please enter a valid phone number"),
  address: requiredText("Address is required").max(
    DONOR_ADDRESS_MAX,
    `Address cannot exceed ${DONOR_ADDRESS_MAX} characters`
  ),
  gotra: gotraSchema,
  pan_number: panSchema
});
var donationSevaSchema = z23.object({
  seva_id: idSchema,
  quantity: z23.number({ error: "Invalid quantity" }).int("Invalid quantity").min(1, "Quantity must be at least 1").max(SEVA_QUANTITY_MAX, `Quantity cannot exceed ${SEVA_QUANTITY_MAX}`)
});
var donationRequestSchema = z23.object({
  campaign_id: idSchema,
  sevas: z23.array(donationSevaSchema).max(DONATION_SEVA_LINES_MAX, `At most ${DONATION_SEVA_LINES_MAX} sevas`).default([]),
  custom_donation: donationAmountSchema,
  donor: donorSchema,
  totalAmount: z23.number({ error: "Invalid total amount" }).optional()
}).refine((v) => v.sevas.length > 0 || v.custom_donation > 0, {
  path: ["custom_donation"],
  message: DONATION_AMOUNT_REQUIRED_MESSAGE
});
var donationVerifySchema = z23.object({
  donation_id: requiredText("Donation ID is required"),
  razorpay_payment_id: requiredText("Payment ID is required"),
  razorpay_order_id: requiredText("Order ID is required"),
  razorpay_signature: requiredText("Payment signature is required")
});
var NO_80G_REASON_TEXT = {
  amount: `the amount is not above ${formatINR(POLICY.certificate80GMinRupees)}`,
  pan: "no PAN was given",
  campaign: "this campaign is not eligible for 80G"
};
function receipt80G(input) {
  const reasons = [];
  if (!(input.amount > POLICY.certificate80GMinRupees)) reasons.push("amount");
  if (!input.pan) reasons.push("pan");
  if (!input.campaignEligible) reasons.push("campaign");
  if (reasons.length === 0) return { eligible: true, reasons, reason: null };
  const parts = reasons.map((r) => NO_80G_REASON_TEXT[r]);
  const list4 = parts.length === 1 ? parts[0] : `${parts.slice(0, -1).join(", ")} and ${parts.at(-1)}`;
  return { eligible: false, reasons, reason: `No 80G certificate: ${list4}.` };
}

// src/modules/donations/donations.mappers.ts
var receipt80GOf = (d) => receipt80G({ amount: toRupees(d.amountTotalPaise), pan: d.donorPan, campaignEligible: d.campaignEligible80g });
var receiptPath = (id2, key2) => `/api/v1/donationsbooking/${id2}/receipt.pdf${key2 ? `?key=${encodeURIComponent(key2)}` : ""}`;
function toReceiptInfo(d, key2) {
  const verdict = receipt80GOf(d);
  const ready = d.paymentStatus === "completed" && d.receiptNumber !== null;
  return {
    number: d.receiptNumber,
    eligible80G: verdict.eligible,
    reason: verdict.reason,
    url: ready ? receiptPath(d.id, key2) : null
  };
}
function toDonationView(b, promises2, key2) {
  const { donation: d, campaign: campaign2 } = b;
  return {
    ...payableBase(d, b),
    kind: "donation",
    campaign: {
      _id: campaign2.id,
      title: campaign2.title,
      slug: campaign2.slug,
      img: campaign2.img,
      eligible80G: d.campaignEligible80g
    },
    sevas: b.sevas.map((s) => ({ seva_id: s.sevaId, title: s.title, ...linePrice(s) })),
    sevas_total: toRupees(d.sevasTotalPaise),
    custom_donation: toRupees(d.customPaise),
    donor: {
      name: d.donorName,
      email: d.donorEmail,
      phone: d.donorPhone,
      address: d.donorAddress,
      gotra: d.donorGotra,
      pan_number: d.donorPan
    },
    receipt: toReceiptInfo(d, key2),
    promises: promises2
  };
}
var toDonationCard = (b, promises2) => cardOf(toDonationView(b, promises2), [
  "_id",
  "id",
  "kind",
  "reference",
  "campaign",
  "amount_total",
  "currency",
  "payment_status",
  "needs_review",
  "refunded_amount",
  "receipt",
  "createdAt",
  "promises"
]);

// ../../packages/shared/src/amount-in-words.ts
var ONES = [
  "",
  "One",
  "Two",
  "Three",
  "Four",
  "Five",
  "Six",
  "Seven",
  "Eight",
  "Nine",
  "Ten",
  "Eleven",
  "Twelve",
  "Thirteen",
  "Fourteen",
  "Fifteen",
  "Sixteen",
  "Seventeen",
  "Eighteen",
  "Nineteen"
];
var TENS = ["", "", "Twenty", "Thirty", "Forty", "Fifty", "Sixty", "Seventy", "Eighty", "Ninety"];
function belowHundred(n2) {
  if (n2 < 20) return ONES[n2];
  const ones = n2 % 10;
  return ones ? `${TENS[Math.floor(n2 / 10)]} ${ONES[ones]}` : TENS[Math.floor(n2 / 10)];
}
function belowThousand(n2) {
  const hundreds = Math.floor(n2 / 100);
  const rest = n2 % 100;
  return [hundreds ? `${ONES[hundreds]} Hundred` : "", rest ? belowHundred(rest) : ""].filter(Boolean).join(" ");
}
function integerInWords(n2) {
  if (!Number.isSafeInteger(n2) || n2 < 0) throw new RangeError(`Not a whole amount: ${n2}`);
  if (n2 === 0) return "Zero";
  const crore = Math.floor(n2 / 1e7);
  const lakh = Math.floor(n2 % 1e7 / 1e5);
  const thousand = Math.floor(n2 % 1e5 / 1e3);
  const rest = n2 % 1e3;
  return [
    crore ? `${integerInWords(crore)} Crore` : "",
    lakh ? `${belowHundred(lakh)} Lakh` : "",
    thousand ? `${belowHundred(thousand)} Thousand` : "",
    rest ? belowThousand(rest) : ""
  ].filter(Boolean).join(" ");
}
function amountInWords(rupees2) {
  const paise = toPaise(rupees2);
  if (paise < 0) throw new RangeError(`Not an amount: ${rupees2}`);
  const whole = Math.floor(paise / 100);
  const fraction = paise % 100;
  if (fraction === 0) return `Rupees ${integerInWords(whole)} Only`;
  const paiseWords = `${belowHundred(fraction)} Paise`;
  return whole === 0 ? `${paiseWords} Only` : `Rupees ${integerInWords(whole)} and ${paiseWords} Only`;
}

// src/config.ts
import { z as z24 } from "zod";
var optionalString = z24.string().trim().transform((v) => v === "" ? void 0 : v).optional();
var DEMO_FOUNDATION = {
  FOUNDATION_NAME: "Sankalp Seva Trust (demo)",
  FOUNDATION_ADDRESS: "Demo address: 1 Dashashwamedh Ghat Road, Varanasi, Uttar Pradesh 221001, India",
  FOUNDATION_PAN: "AAATD0000D",
  FOUNDATION_80G_REGISTRATION: "DEMO-80G-0000000000 (not a real registration)"
};
var configSchema = z24.object({
  NODE_ENV: z24.enum(["development", "production", "test"]).default("development"),
  PORT: z24.coerce.number().int().min(0).max(65535).default(3e3),
  /** Loopback unless told otherwise: a laptop's `npm start` must not be reachable from the café's Wi-Fi. */
  HOST: z24.string().trim().min(1).default("127.0.0.1"),
  DATABASE_URL: optionalString.pipe(z24.url({ message: "DATABASE_URL must be a postgres:// URL" }).optional()),
  DATA_DIR: z24.string().default("./data"),
  PUBLIC_URL: optionalString.pipe(z24.url({ message: "PUBLIC_URL must be a URL" }).optional()),
  /** Proxy hops in front of the server whose X-Forwarded-For is trusted (0 = none). */
  TRUST_PROXY_HOPS: z24.coerce.number().int().min(0).max(10).default(0),
  /** Lets a scraper on another machine read /metrics with `Authorization: Bearer …` (this machine always may). */
  METRICS_TOKEN: optionalString.pipe(z24.string().min(24, "METRICS_TOKEN must be at least 24 characters").optional()),
  LOG_LEVEL: z24.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  SEED_DEMO: z24.enum(["true", "false"]).default("true").transform((v) => v === "true"),
  /** 'allow' lets production run on the sandbox provider on purpose (a staging site; nothing can be paid). */
  PAYMENTS_SANDBOX: z24.enum(["allow"], { message: "PAYMENTS_SANDBOX must be 'allow' or unset" }).optional(),
  RAZORPAY_KEY_ID: optionalString,
  RAZORPAY_KEY_SECRET: optionalString,
  RAZORPAY_WEBHOOK_SECRET: optionalString,
  SMTP_URL: optionalString,
  MAIL_FROM: z24.string().default("Sankalp <no-reply@sankalp.local>"),
  SUPPORT_PHONE: z24.string().default("+91 98765 43210"),
  SUPPORT_WHATSAPP: z24.string().default("919876543210"),
  SUPPORT_EMAIL: z24.string().default("support@sankalp.org.in"),
  // The trust that issues donation receipts (80G). The defaults are demo values, printed as such.
  FOUNDATION_NAME: z24.string().trim().min(1).default(DEMO_FOUNDATION.FOUNDATION_NAME),
  FOUNDATION_ADDRESS: z24.string().trim().min(1).default(DEMO_FOUNDATION.FOUNDATION_ADDRESS),
  FOUNDATION_PAN: z24.string().trim().regex(PAN_PATTERN, { message: "FOUNDATION_PAN must be a PAN (e.g. AAATS1234F)" }).default(DEMO_FOUNDATION.FOUNDATION_PAN),
  FOUNDATION_80G_REGISTRATION: z24.string().trim().min(1).default(DEMO_FOUNDATION.FOUNDATION_80G_REGISTRATION),
  /** The first admin of a fresh install (issue 14): created at start when absent, granted admin when present. */
  ADMIN_EMAIL: optionalString.pipe(emailSchema.optional()),
  /** Its password: sign-up's rules, never a common one; in production 12+ characters. Not trimmed. */
  ADMIN_PASSWORD: z24.string().optional(),
  /** The most an operator may refund at once, in rupees, until an admin sets it in the console (issue 14). */
  OPERATOR_REFUND_LIMIT_RUPEES: z24.coerce.number({ message: "OPERATOR_REFUND_LIMIT_RUPEES must be a number of rupees" }).int("OPERATOR_REFUND_LIMIT_RUPEES must be whole rupees").min(0).max(1e7).default(5e3),
  /** Images (issue 14): stored in this S3-compatible bucket instead of DATA_DIR/media when all four are set. */
  S3_BUCKET: optionalString,
  S3_ENDPOINT: optionalString.pipe(z24.url({ message: "S3_ENDPOINT must be a URL (https://\u2026)" }).optional()),
  S3_REGION: z24.string().trim().min(1).default("us-east-1"),
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  /** WhatsApp Business Cloud API (issue 10): notifications go out as template messages when both are set. */
  WHATSAPP_TOKEN: optionalString,
  WHATSAPP_PHONE_NUMBER_ID: optionalString.pipe(
    z24.string().regex(/^\d{5,20}$/, "WHATSAPP_PHONE_NUMBER_ID must be the numeric phone number ID from WhatsApp Manager").optional()
  ),
  /** The Graph API's base (a local fake in tests). */
  WHATSAPP_API_URL: z24.url({ message: "WHATSAPP_API_URL must be a URL" }).default("https://graph.facebook.com/v21.0")
});
var CONFIG_VARIABLES = Object.keys(configSchema.shape);
function loadConfig(env = process.env) {
  const given = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== void 0 && v.trim() !== ""));
  const parsed = configSchema.safeParse(given);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:
${lines.join("\n")}`);
  }
  const c = parsed.data;
  if (Boolean(c.RAZORPAY_KEY_ID) !== Boolean(c.RAZORPAY_KEY_SECRET)) {
    throw new ConfigError("Invalid configuration:\n  RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET must be set together");
  }
  const s3 = [c.S3_BUCKET, c.S3_ENDPOINT, c.S3_ACCESS_KEY_ID, c.S3_SECRET_ACCESS_KEY];
  if (s3.some(Boolean) && !s3.every(Boolean)) {
    throw new ConfigError(
      "Invalid configuration:\n  S3_BUCKET, S3_ENDPOINT, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together"
    );
  }
  if (Boolean(c.WHATSAPP_TOKEN) !== Boolean(c.WHATSAPP_PHONE_NUMBER_ID)) {
    throw new ConfigError("Invalid configuration:\n  WHATSAPP_TOKEN and WHATSAPP_PHONE_NUMBER_ID must be set together");
  }
  const adminProblem = adminPasswordProblem(c);
  if (adminProblem) throw new ConfigError(`Invalid configuration:
  ${adminProblem}`);
  if (c.NODE_ENV === "production") {
    if (!c.PUBLIC_URL)
      throw new ConfigError(
        "Invalid configuration:\n  PUBLIC_URL is required in production (the address devotees reach, used in e-mails and links)"
      );
    if (!c.RAZORPAY_KEY_ID && c.PAYMENTS_SANDBOX !== "allow") {
      throw new ConfigError(
        "Invalid configuration:\n  production needs RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET (or PAYMENTS_SANDBOX=allow to run a staging site on the sandbox, where nothing can be paid)"
      );
    }
  }
  return { ...c, publicUrl: c.PUBLIC_URL ?? `http://localhost:${c.PORT}` };
}
var ConfigError = class extends Error {
};
var ADMIN_PASSWORD_PRODUCTION_MIN = 12;
function adminPasswordProblem(c) {
  if (!c.ADMIN_EMAIL && !c.ADMIN_PASSWORD) return void 0;
  if (!c.ADMIN_EMAIL || !c.ADMIN_PASSWORD) return "ADMIN_EMAIL and ADMIN_PASSWORD must be set together";
  const rules = passwordSchema.safeParse(c.ADMIN_PASSWORD);
  if (!rules.success) return `ADMIN_PASSWORD: ${rules.error.issues[0]?.message}`;
  if (isCommonPassword(c.ADMIN_PASSWORD)) return "ADMIN_PASSWORD is a common password: choose a less predictable one";
  if (c.NODE_ENV === "production" && c.ADMIN_PASSWORD.length < ADMIN_PASSWORD_PRODUCTION_MIN)
    return `ADMIN_PASSWORD must be at least ${ADMIN_PASSWORD_PRODUCTION_MIN} characters in production`;
  const name = c.ADMIN_EMAIL.split("@")[0].toLowerCase();
  if (name.length >= 4 && c.ADMIN_PASSWORD.toLowerCase().includes(name))
    return "ADMIN_PASSWORD must not contain the e-mail name";
  return void 0;
}

// src/modules/donations/receipt-content.ts
var METHOD_LABELS = {
  upi: "UPI",
  card: "Card",
  netbanking: "Net banking",
  wallet: "Wallet",
  emi: "EMI",
  bank_transfer: "Bank transfer"
};
var paymentModeLabel = (method) => method && METHOD_LABELS[method] || "Online";
var usesDemoIssuer = (config) => Object.keys(DEMO_FOUNDATION).some((k) => config[k] === DEMO_FOUNDATION[k]);
function receiptContent(config, b) {
  const { donation: d, campaign: campaign2 } = b;
  if (d.paymentStatus !== "completed" || !d.receiptNumber || !d.paidAt)
    throw new Error(`donation ${d.id} has no receipt yet (${d.paymentStatus})`);
  const verdict = receipt80GOf(d);
  const total = toRupees(d.amountTotalPaise);
  const lines = b.sevas.map((s) => ({
    particulars: s.title,
    quantity: s.quantity,
    rate: toRupees(s.pricePaise),
    amount: toRupees(s.pricePaise * s.quantity)
  }));
  if (d.customPaise > 0) {
    lines.push({
      particulars: lines.length ? "Additional donation" : "Donation",
      quantity: null,
      rate: null,
      amount: toRupees(d.customPaise)
    });
  }
  const mode = paymentModeLabel(d.paymentMethod);
  return {
    is80G: verdict.eligible,
    title: verdict.eligible ? "Donation Receipt under Section 80G" : "Donation Receipt",
    issuer: {
      name: config.FOUNDATION_NAME,
      address: config.FOUNDATION_ADDRESS,
      pan: config.FOUNDATION_PAN,
      registration80G: config.FOUNDATION_80G_REGISTRATION
    },
    number: d.receiptNumber,
    date: formatDateGB(d.paidAt),
    reference: d.reference,
    donor: { name: d.donorName, address: d.donorAddress, pan: d.donorPan },
    campaign: campaign2.title,
    lines,
    total,
    totalInWords: amountInWords(total),
    payment: { mode, id: d.paymentId ?? "" },
    statement: verdict.eligible ? {
      heading: "Certificate under section 80G",
      text: `Received with thanks from ${d.donorName} (PAN ${d.donorPan}) the sum of ${formatINR(total)} (${amountInWords(total)}) by ${mode} as a donation towards "${campaign2.title}". This donation is eligible for deduction under section 80G of the Income-tax Act, 1961. ${config.FOUNDATION_NAME} (PAN ${config.FOUNDATION_PAN}) is approved under section 80G vide registration number ${config.FOUNDATION_80G_REGISTRATION}. No goods or services were given to the donor in return for this donation.`
    } : {
      heading: "Not an 80G receipt",
      text: `${verdict.reason} This receipt acknowledges your donation of ${formatINR(total)} towards "${campaign2.title}"; it does not carry a deduction under section 80G of the Income-tax Act, 1961.`
    },
    specimen: usesDemoIssuer(config),
    contact: `${config.SUPPORT_EMAIL} \xB7 ${config.SUPPORT_PHONE}`
  };
}
var receiptFilename = (receiptNumber) => `Receipt-${receiptNumber.replaceAll("/", "-")}.pdf`;

// src/modules/donations/donations.mail.ts
var donationPath = (id2, accessKey) => `/donation-checkout-success?donation=${id2}` + (accessKey ? `&key=${encodeURIComponent(accessKey)}` : "");
var donationLink = (config, id2, accessKey) => `${config.publicUrl.replace(/\/+$/, "")}${donationPath(id2, accessKey)}`;
function donationReceiptMail(config, b) {
  const { donation: d, campaign: campaign2 } = b;
  if (!d.receiptNumber) throw new Error(`donation ${d.id} has no receipt number`);
  const verdict = receipt80GOf(d);
  const link = donationLink(config, d.id, d.accessKey);
  const amount = formatINR(toRupees(d.amountTotalPaise));
  const details = [
    ["Receipt number", d.receiptNumber],
    ["Reference", d.reference],
    ["Campaign", campaign2.title],
    ...b.sevas.map((s) => [
      `Seva: ${s.title}`,
      `${s.quantity} \xD7 ${formatINR(toRupees(s.pricePaise))}`
    ]),
    ...d.customPaise > 0 ? [["Donation", formatINR(toRupees(d.customPaise))]] : [],
    ["Amount", amount],
    ["Date", d.paidAt ? formatDateGB(d.paidAt) : ""],
    ["Mode of payment", paymentModeLabel(d.paymentMethod)],
    ["Payment ID", d.paymentId ?? ""]
  ];
  const about80G = verdict.eligible ? `Your receipt is attached. It is your 80G certificate: the donation is eligible for deduction under section 80G of the Income-tax Act, 1961.` : `Your donation receipt is attached. ${verdict.reason}`;
  const text27 = [
    `Namaste ${d.donorName},`,
    "",
    `Thank you for your donation of ${amount} to ${campaign2.title}. May your seva bring blessings to you and your family.`,
    "",
    ...details.map(([k, v]) => `${k}: ${v}`),
    "",
    about80G,
    "",
    `View your donation and download the receipt: ${link}`,
    "",
    `Need help? Write to ${config.SUPPORT_EMAIL} or call ${config.SUPPORT_PHONE}.`,
    "",
    config.FOUNDATION_NAME
  ].join("\n");
  const html = [
    `<p>Namaste ${escapeHtml(d.donorName)},</p>`,
    `<p>Thank you for your donation of <strong>${escapeHtml(amount)}</strong> to <strong>${escapeHtml(campaign2.title)}</strong>. May your seva bring blessings to you and your family.</p>`,
    "<table>",
    ...details.map(([k, v]) => `<tr><th align="left">${escapeHtml(k)}</th><td>${escapeHtml(v)}</td></tr>`),
    "</table>",
    `<p>${escapeHtml(about80G)}</p>`,
    `<p><a href="${escapeHtml(link)}">View your donation and download the receipt</a></p>`,
    `<p>Need help? Write to ${escapeHtml(config.SUPPORT_EMAIL)} or call ${escapeHtml(config.SUPPORT_PHONE)}.</p>`,
    `<p>${escapeHtml(config.FOUNDATION_NAME)}</p>`
  ].join("\n");
  return {
    to: d.donorEmail,
    subject: verdict.eligible ? `Your 80G donation receipt ${d.receiptNumber}` : `Your donation receipt ${d.receiptNumber}`,
    text: text27,
    html,
    dedupeKey: `donation:${d.id}`,
    attachments: [
      {
        filename: receiptFilename(d.receiptNumber),
        contentType: "application/pdf",
        source: "donation-receipt",
        refId: d.id
      }
    ]
  };
}

// src/modules/donations/donations.repository.ts
import { and as and24, asc as asc18, eq as eq37, inArray as inArray18, sql as sql43 } from "drizzle-orm";
async function findCampaign2(db, id2) {
  const [row] = await db.select().from(campaigns).where(and24(eq37(campaigns.id, id2), eq37(campaigns.published, true)));
  return row;
}
var listSevasOf2 = (db, campaignId) => db.select().from(campaignSevas).where(eq37(campaignSevas.campaignId, campaignId)).orderBy(asc18(campaignSevas.sort));
var rows5 = payableRows("donation", donations, {
  record: "donation",
  lines: { table: donationSevas, by: "donationId", as: "sevas" }
});
var {
  find: findDonation,
  insert: insertDonation,
  update: updateDonation,
  lockPayable: lockPayable5,
  markPaid: markPaid5,
  markUnpaid: markUnpaid5,
  findOwner: findOwner5,
  idsBelongingTo: idsBelongingTo5
} = rows5;
async function takeReceiptCounter(db, financialYear) {
  const [row] = await db.insert(donationReceiptCounters).values({ financialYear, nextNumber: 2 }).onConflictDoUpdate({
    target: donationReceiptCounters.financialYear,
    set: { nextNumber: sql43`${donationReceiptCounters.nextNumber} + 1` }
  }).returning({ taken: sql43`${donationReceiptCounters.nextNumber} - 1` });
  if (!row) throw new Error(`no receipt counter for ${financialYear}`);
  return Number(row.taken);
}
async function addToCampaign(db, campaignId, amountPaise) {
  await db.update(campaigns).set({
    raisedPaise: sql43`${campaigns.raisedPaise} + ${amountPaise}`,
    participants: sql43`${campaigns.participants} + 1`
  }).where(eq37(campaigns.id, campaignId));
}
async function paymentMethodOf(db, providerPaymentId) {
  const [row] = await db.select({ method: sandboxPayments.method }).from(sandboxPayments).where(eq37(sandboxPayments.id, providerPaymentId));
  return row?.method ?? null;
}
var loadBundles5 = (db, ids) => rows5.bundles(
  db,
  ids,
  (valid) => db.select({ donation: donations, campaign: campaigns, ...rows5.orderState() }).from(donations).innerJoin(campaigns, eq37(campaigns.id, donations.campaignId)).where(inArray18(donations.id, valid))
);

// src/modules/donations/donations.payable.ts
var donationPayable = {
  kind: "donation",
  receiptPrefix: "dn",
  account: "donation",
  async fulfil(tx, order, payment, fctx) {
    const locked = await lockPayable5(tx, order);
    if ("review" in locked) return locked;
    const donation = locked.row;
    await markPaid5(tx, donation.id, order.id, payment.providerPaymentId, fctx.now);
    const fy = financialYearOf(fctx.now);
    await updateDonation(tx, donation.id, {
      receiptNumber: formatReceiptNumber(fy, await takeReceiptCounter(tx, fy)),
      paymentMethod: await paymentMethodOf(tx, payment.providerPaymentId)
    });
    await addToCampaign(tx, donation.campaignId, order.amountPaise);
    const [bundle] = await loadBundles5(tx, [donation.id]);
    if (bundle) await queueMail(tx, donationReceiptMail(fctx.config, bundle));
    fctx.afterCommit((db) => invalidateCatalogCache(db, bookedTags.campaign(donation.campaignId)));
    return { userId: donation.userId };
  },
  // Nothing is held for a donation: only its status follows the order.
  async release(tx, order, status, fctx) {
    await markUnpaid5(tx, order.refId, order.id, status, fctx.now);
  },
  promises: async (_tx, _id, paidAt) => [
    { type: "certificate_80g", dueAt: promiseDue.certificate80g(paidAt), templeId: null }
  ],
  async notice(db, id2) {
    const [b] = await loadBundles5(db, [id2]);
    if (!b) return void 0;
    const d = b.donation;
    return noticeOf(d, b.campaign.title, donationPath(d.id, d.userId === null ? d.accessKey : null));
  },
  owner: findOwner5,
  cards: async (db, ids, promises2) => (await loadBundles5(db, ids)).map((b) => toDonationCard(b, promises2.get(b.donation.id) ?? [])),
  belongsTo: idsBelongingTo5
};

// src/modules/orders/orders.mappers.ts
var NEXT_STEPS = {
  confirmation_call: "Our team will call you to confirm your order within 2-4 hours.",
  dispatch: "Your order will be dispatched within 2-3 business days.",
  tracking: "You will receive tracking updates by SMS or e-mail."
};
function toProductOrderView(b, promises2) {
  const { order } = b;
  return {
    ...payableBase(order, b),
    kind: "product_order",
    status: order.status,
    customer: { full_name: order.donorName, phone_number: order.donorPhone, email_address: order.donorEmail },
    address_for_delivery: {
      addressLine1: order.addressLine1,
      addressLine2: order.addressLine2,
      city: order.city,
      pincode: order.pincode,
      state: order.state,
      country: order.country
    },
    lines: b.lines.map((l) => ({
      product: { _id: l.productId, name: l.name, slug: l.slug, category: l.category, primaryImage: l.image },
      size: l.size,
      color: l.color,
      base_price: toRupees(l.basePricePaise),
      size_extra: toRupees(l.sizeExtraPaise),
      color_extra: toRupees(l.colorExtraPaise),
      ...linePrice(l)
    })),
    // Only a pending order holds stock (it may have lapsed already: the time says when it returned).
    hold_expires_at: order.paymentStatus === "pending" ? order.holdExpiresAt.toISOString() : null,
    next_steps: NEXT_STEPS,
    promises: promises2
  };
}
var toProductOrderCard = (b, promises2) => cardOf(toProductOrderView(b, promises2), [
  "_id",
  "id",
  "kind",
  "reference",
  "status",
  "lines",
  "amount_total",
  "currency",
  "payment_status",
  "needs_review",
  "refunded_amount",
  "createdAt",
  "promises"
]);

// src/modules/orders/orders.mail.ts
function confirmationPath(b, withKey) {
  const slug = b.lines[0]?.slug ?? "order";
  return `/product-order-confirmation/${encodeURIComponent(slug)}?order=${b.order.id}` + (withKey ? `&key=${encodeURIComponent(b.order.accessKey)}` : "");
}
function confirmationLink(config, b) {
  return `${config.publicUrl.replace(/\/+$/, "")}${confirmationPath(b, true)}`;
}
function detailRows2(b) {
  const { order } = b;
  const address = [order.addressLine1, order.addressLine2, order.city, order.state, String(order.pincode), order.country].filter(Boolean).join(", ");
  return [
    ["Order reference", order.reference],
    ...b.lines.map((l) => [
      `${l.name} (${l.size}, ${l.color})`,
      `${l.quantity} \xD7 ${formatINR(toRupees(l.pricePaise))}`
    ]),
    ["Total", formatINR(toRupees(order.amountTotalPaise))],
    ["Deliver to", address]
  ];
}
function compose2(config, b, intro, rows7) {
  const link = confirmationLink(config, b);
  const help = `Need help? Call ${config.SUPPORT_PHONE} or WhatsApp +${config.SUPPORT_WHATSAPP}.`;
  const text27 = [
    `Namaste ${b.order.donorName},`,
    "",
    ...intro,
    "",
    ...rows7.map(([k, v]) => `${k}: ${v}`),
    "",
    `View your order: ${link}`,
    "",
    help,
    "",
    "Sankalp"
  ].join("\n");
  const html = [
    `<p>Namaste ${escapeHtml(b.order.donorName)},</p>`,
    ...intro.map((p3) => `<p>${escapeHtml(p3)}</p>`),
    "<table>",
    ...rows7.map(([k, v]) => `<tr><th align="left">${escapeHtml(k)}</th><td>${escapeHtml(v)}</td></tr>`),
    "</table>",
    `<p><a href="${escapeHtml(link)}">View your order</a></p>`,
    `<p>${escapeHtml(help)}</p>`
  ].join("\n");
  return { text: text27, html };
}
function orderConfirmationMail(config, b) {
  const { order } = b;
  const intro = ["Thank you, your order is placed.", NEXT_STEPS.confirmation_call, NEXT_STEPS.dispatch, NEXT_STEPS.tracking];
  return {
    to: order.donorEmail,
    subject: `Order placed: ${order.reference}`,
    ...compose2(config, b, intro, [...detailRows2(b), ["Payment ID", order.paymentId ?? ""]]),
    dedupeKey: `product-order:${order.id}`
  };
}
function orderRefundMail(config, b, paymentId) {
  const { order } = b;
  const intro = [
    `We received your payment of ${formatINR(toRupees(order.amountTotalPaise))}, but an item of your order sold out while you were paying, so we could not place it. Your payment will be refunded in full to the account you paid from; our team will write to you when the refund is made.`
  ];
  return {
    to: order.donorEmail,
    subject: `Full refund for your order ${order.reference}`,
    ...compose2(config, b, intro, [...detailRows2(b), ["Payment ID", paymentId]]),
    dedupeKey: `product-order-refund:${order.id}`
  };
}

// src/modules/orders/orders.repository.ts
import { and as and25, asc as asc19, eq as eq38, inArray as inArray19, ne as ne6, sql as sql44 } from "drizzle-orm";
var variantKey = (v) => JSON.stringify([v.productId, v.size, v.color]);
var productIdsOf = async (db, orderId) => (await db.selectDistinct({ id: productOrderLines.productId }).from(productOrderLines).where(eq38(productOrderLines.orderId, orderId))).map((r) => r.id);
var findProducts = (db, ids) => ids.length === 0 ? Promise.resolve([]) : (
  // Only published products can be ordered (an unpublished one is withdrawn, issue 14).
  db.select().from(products).where(and25(inArray19(products.id, ids), eq38(products.published, true)))
);
var sortVariants = (vs) => [...vs].sort((a, b) => variantKey(a) < variantKey(b) ? -1 : variantKey(a) > variantKey(b) ? 1 : 0);
async function lockStock(db, variants) {
  const found3 = /* @__PURE__ */ new Map();
  for (const v of sortVariants(variants)) {
    const [row] = await db.select({ onHand: productStock.onHand }).from(productStock).where(
      and25(eq38(productStock.productId, v.productId), eq38(productStock.size, v.size), eq38(productStock.color, v.color))
    ).for("update");
    if (row) found3.set(variantKey(v), row.onHand);
  }
  return found3;
}
var onHandOf = (stock, v) => stock.get(variantKey(v)) ?? null;
async function liveHolds(db, productIds, now, exceptOrderId) {
  const held = /* @__PURE__ */ new Map();
  if (productIds.length === 0) return held;
  const rows7 = await db.select({
    productId: productOrderLines.productId,
    size: productOrderLines.size,
    color: productOrderLines.color,
    n: sql44`coalesce(sum(${productOrderLines.quantity}), 0)::int`
  }).from(productOrderLines).innerJoin(productOrders, eq38(productOrders.id, productOrderLines.orderId)).where(
    and25(
      inArray19(productOrderLines.productId, productIds),
      liveOrderHold(now),
      exceptOrderId ? ne6(productOrders.id, exceptOrderId) : void 0
    )
  ).groupBy(productOrderLines.productId, productOrderLines.size, productOrderLines.color);
  for (const r of rows7) held.set(variantKey(r), Number(r.n));
  return held;
}
var heldOf = (held, v) => held.get(variantKey(v)) ?? 0;
async function takeStock(db, v, quantity) {
  const rows7 = await db.update(productStock).set({ onHand: sql44`${productStock.onHand} - ${quantity}` }).where(
    and25(
      eq38(productStock.productId, v.productId),
      eq38(productStock.size, v.size),
      eq38(productStock.color, v.color),
      sql44`${productStock.onHand} >= ${quantity}`
    )
  ).returning({ onHand: productStock.onHand });
  return rows7.length === 1;
}
var rows6 = payableRows("product_order", productOrders, {
  record: "order",
  lines: { table: productOrderLines, by: "orderId", as: "lines" }
});
var {
  find: findOrder2,
  insert: insertOrder2,
  update: updateOrder,
  lockPayable: lockPayable6,
  markPaid: markPaid6,
  markUnpaid: markUnpaid6,
  findOwner: findOwner6,
  idsBelongingTo: idsBelongingTo6
} = rows6;
var loadBundles6 = (db, ids) => rows6.bundles(
  db,
  ids,
  (valid) => db.select({
    order: productOrders,
    ...rows6.orderState()
  }).from(productOrders).where(inArray19(productOrders.id, valid)).orderBy(asc19(productOrders.createdAt))
);

// src/modules/orders/orders.payable.ts
async function takeStock2(tx, order, now) {
  const [bundle] = await loadBundles6(tx, [order.id]);
  const lines = bundle?.lines ?? [];
  const stock = await lockStock(tx, lines);
  const held = await liveHolds(tx, [...new Set(lines.map((l) => l.productId))], now, order.id);
  const limited = lines.filter((l) => onHandOf(stock, l) !== null);
  for (const l of limited) if (onHandOf(stock, l) - heldOf(held, l) < l.quantity) return false;
  for (const l of sortVariants(limited))
    if (!await takeStock(tx, l, l.quantity)) throw new Error(`stock of ${l.productId} changed under its lock`);
  return true;
}
var productOrderPayable = {
  kind: "product_order",
  receiptPrefix: "po",
  account: "productOrder",
  async fulfil(tx, order, payment, fctx) {
    const locked = await lockPayable6(tx, order);
    if ("review" in locked) return locked;
    const row = locked.row;
    const productIds = await productIdsOf(tx, row.id);
    fctx.afterCommit((db) => invalidateCatalogCache(db, bookedTags.products(productIds)));
    if (!await takeStock2(tx, row, fctx.now)) {
      await markUnpaid6(tx, row.id, order.id, "expired", fctx.now);
      const [bundle2] = await loadBundles6(tx, [row.id]);
      if (bundle2) await queueMail(tx, orderRefundMail(fctx.config, bundle2, payment.providerPaymentId));
      return { review: "paid after its hold lapsed and the stock is gone", code: "out_of_stock" };
    }
    await markPaid6(tx, row.id, order.id, payment.providerPaymentId, fctx.now);
    await updateOrder(tx, row.id, { status: "placed" });
    const [bundle] = await loadBundles6(tx, [row.id]);
    if (bundle) await queueMail(tx, orderConfirmationMail(fctx.config, bundle));
    return { userId: row.userId };
  },
  async release(tx, order, status, fctx) {
    await markUnpaid6(tx, order.refId, order.id, status, fctx.now);
    const productIds = await productIdsOf(tx, order.refId);
    fctx.afterCommit((db) => invalidateCatalogCache(db, bookedTags.products(productIds)));
  },
  promises: async (_tx, _id, paidAt) => [
    { type: "confirmation_call", dueAt: promiseDue.confirmationCall(paidAt, "store"), templeId: null },
    { type: "dispatch", dueAt: promiseDue.dispatch(paidAt), templeId: null }
  ],
  async notice(db, id2) {
    const [b] = await loadBundles6(db, [id2]);
    if (!b) return void 0;
    const o = b.order;
    const title = b.lines.map((l) => l.quantity > 1 ? `${l.name} \xD7 ${l.quantity}` : l.name).join(", ");
    return noticeOf(o, title, confirmationPath(b, o.userId === null));
  },
  owner: findOwner6,
  cards: async (db, ids, promises2) => (await loadBundles6(db, ids)).map((b) => toProductOrderCard(b, promises2.get(b.order.id) ?? [])),
  belongsTo: idsBelongingTo6
};

// src/modules/prasad/prasad.mail.ts
function orderLink(config, order) {
  const base = config.publicUrl.replace(/\/+$/, "");
  return `${base}/prasad?order=${order.id}&key=${encodeURIComponent(order.accessKey)}`;
}
function prasadConfirmationMail(config, order) {
  const a = order.address;
  const address = [a.addressLine1, a.addressLine2, a.city, a.state, String(a.pincode), a.country].filter(Boolean).join(", ");
  const intro = [
    `Thank you, your prasad from ${order.templeName} is ordered.`,
    `It is offered at the temple, blessed and packed, and usually reaches you within ${PROMISE_FIGURES.prasadDeliveryDays} days. Track it any time with your tracking ID ${order.trackingId}.`
  ];
  const rows7 = [
    ["Order ID", order.orderCode],
    ["Tracking ID", order.trackingId],
    [order.title, `${order.quantity} \xD7 ${formatINR(toRupees(order.unitPricePaise))}`],
    ["Total", formatINR(toRupees(order.amountTotalPaise))],
    ["Deliver to", address],
    ["Payment ID", order.paymentId ?? ""]
  ];
  const link = orderLink(config, order);
  const help = `Need help? Call ${config.SUPPORT_PHONE} or WhatsApp +${config.SUPPORT_WHATSAPP}.`;
  const text27 = [
    `Namaste ${order.donorName},`,
    "",
    ...intro,
    "",
    ...rows7.map(([k, v]) => `${k}: ${v}`),
    "",
    `View and track your order: ${link}`,
    "",
    help,
    "",
    "Sankalp"
  ].join("\n");
  const html = [
    `<p>Namaste ${escapeHtml(order.donorName)},</p>`,
    ...intro.map((p3) => `<p>${escapeHtml(p3)}</p>`),
    "<table>",
    ...rows7.map(([k, v]) => `<tr><th align="left">${escapeHtml(k)}</th><td>${escapeHtml(v)}</td></tr>`),
    "</table>",
    `<p><a href="${escapeHtml(link)}">View and track your order</a></p>`,
    `<p>${escapeHtml(help)}</p>`
  ].join("\n");
  return {
    to: order.donorEmail,
    subject: `Prasad ordered: ${order.orderCode}`,
    text: text27,
    html,
    dedupeKey: `prasad-order:${order.id}`
  };
}

// src/modules/prasad/prasad.status.ts
var TRACKING_COLORS = {
  Delivered: "green",
  "In Transit": "blue",
  "Out for Delivery": "orange",
  Processing: "yellow",
  Cancelled: "grey"
};
var iso = (d) => d ? new Date(d).toISOString() : null;
function parcelState(promises2, paidAt, refunded) {
  const dispatch = promises2.find((p3) => p3.type === "dispatch");
  const delivery = promises2.find((p3) => p3.type === "delivery");
  const ev = { ...dispatch?.evidence, ...delivery?.evidence };
  const deliveredAt = iso(delivery?.keptAt);
  const outAt = iso(ev.outForDeliveryAt);
  const shippedAt = iso(ev.shippedAt) ?? iso(dispatch?.keptAt);
  const packedAt = iso(ev.packedAt);
  const reached = deliveredAt ? 5 : outAt ? 4 : shippedAt ? 3 : packedAt ? 2 : 0;
  const times = [paidAt.toISOString(), packedAt, packedAt, shippedAt, outAt, deliveredAt];
  const names = [
    "Order Placed",
    "Puja Completed",
    "Prasad Blessed & Packed",
    "In Transit",
    "Out for Delivery",
    "Delivered"
  ];
  const timeline = names.map((status2, i) => ({
    status: status2,
    completed: i <= reached,
    time: i <= reached ? times[i] ?? null : null
  }));
  let status;
  let trackingStatus;
  if (refunded && !deliveredAt) [status, trackingStatus] = ["Cancelled", "Cancelled"];
  else if (deliveredAt) [status, trackingStatus] = ["Delivered", "Delivered"];
  else if (outAt) [status, trackingStatus] = ["Shipped", "Out for Delivery"];
  else if (shippedAt) [status, trackingStatus] = ["Shipped", "In Transit"];
  else [status, trackingStatus] = ["Processing", "Processing"];
  return {
    status,
    trackingStatus,
    color: TRACKING_COLORS[trackingStatus],
    timeline,
    courier: ev.courier ?? null,
    trackingNumber: ev.trackingNumber ?? null,
    step: names[reached]
  };
}

// src/modules/prasad/prasad.mappers.ts
function toOfferingView(o) {
  const { offering } = o;
  return {
    _id: offering.id,
    id: offering.id,
    temple: o.templeName,
    templeId: offering.templeId,
    title: offering.title,
    items: offering.items,
    description: offering.description,
    price: toRupees(offering.pricePaise),
    image: offering.image,
    availability: offering.availability,
    rating: o.rating,
    reviews: o.reviews
  };
}
var estimatedDelivery = (b, promises2) => (promises2.find((p3) => p3.type === "delivery")?.dueAt ?? promiseDue.prasadDelivery(b.order.paidAt ?? b.order.createdAt)).toISOString();
function toOrderView(b, promises2, now, videoKey) {
  const { order } = b;
  const base = payableBase(order, b);
  const paid = order.paymentStatus === "completed" && order.paidAt;
  const parcel = paid ? parcelState(promises2, order.paidAt, base.payment_status === "refunded") : null;
  return {
    ...base,
    kind: "prasad_order",
    orderId: order.orderCode,
    trackingId: order.trackingId,
    offering: { _id: order.offeringId, title: order.title, image: order.image },
    temple: order.templeName,
    items: order.items,
    image: order.image,
    quantity: order.quantity,
    price: toRupees(order.unitPricePaise),
    status: parcel?.status ?? null,
    trackingStatus: parcel?.trackingStatus ?? null,
    date: order.createdAt.toISOString(),
    estimatedDelivery: estimatedDelivery(b, promises2),
    hasFeedback: b.feedback !== null,
    feedback: b.feedback ? { rating: b.feedback.rating, comment: b.feedback.comment, createdAt: b.feedback.createdAt.toISOString() } : null,
    courier: parcel?.courier ?? null,
    trackingNumber: parcel?.trackingNumber ?? null,
    customer: { full_name: order.donorName, phone_number: order.donorPhone, email_address: order.donorEmail },
    address_for_delivery: order.address,
    promises: promises2.map((p3) => toPromiseView(p3, now, videoKey))
  };
}
var toOrderCard = (v) => cardOf(v, [
  "_id",
  "id",
  "kind",
  "reference",
  "orderId",
  "trackingId",
  "temple",
  "items",
  "image",
  "quantity",
  "status",
  "estimatedDelivery",
  "amount_total",
  "currency",
  "payment_status",
  "needs_review",
  "refunded_amount",
  "createdAt",
  "promises"
]);
function toTracking(b, promises2) {
  const { order } = b;
  const refunded = b.refundedPaise > 0 && b.refundedPaise >= b.receivedPaise;
  const parcel = parcelState(promises2, order.paidAt ?? order.createdAt, refunded);
  return {
    trackingId: order.trackingId,
    orderId: order.orderCode,
    temple: order.templeName,
    items: order.items,
    status: parcel.trackingStatus,
    color: parcel.color,
    estimatedDelivery: estimatedDelivery(b, promises2),
    currentLocation: { step: parcel.step, courier: parcel.courier, trackingNumber: parcel.trackingNumber },
    timeline: parcel.timeline
  };
}

// src/modules/prasad/prasad.payable.ts
var prasadOrderPayable = {
  kind: "prasad_order",
  receiptPrefix: "pr",
  account: "prasadOrder",
  async fulfil(tx, order, payment, fctx) {
    const locked = await lockPayable(tx, order);
    if ("review" in locked) return locked;
    const row = locked.row;
    await markPaid(tx, row.id, order.id, payment.providerPaymentId, fctx.now);
    const paid = await findOrder(tx, row.id);
    if (paid) await queueMail(tx, prasadConfirmationMail(fctx.config, paid));
    return { userId: row.userId };
  },
  async release(tx, order, status, fctx) {
    await markUnpaid(tx, order.refId, order.id, status, fctx.now);
  },
  async promises(tx, id2, paidAt) {
    const row = await findOrder(tx, id2);
    if (!row) return [];
    return [
      { type: "dispatch", dueAt: promiseDue.dispatch(paidAt), templeId: row.templeId },
      { type: "delivery", dueAt: promiseDue.prasadDelivery(paidAt), templeId: row.templeId }
    ];
  },
  async notice(db, id2) {
    const row = await findOrder(db, id2);
    if (!row) return void 0;
    return noticeOf(
      { ...row, reference: row.orderCode },
      `${row.title}, ${row.templeName}`,
      `/prasad?track=${row.trackingId}`
    );
  },
  owner: findOwner,
  async cards(db, ids) {
    const bundles = await loadBundles(db, ids);
    const promises2 = await promisesOfOrders(
      db,
      bundles.map((b) => b.order.id)
    );
    const now = /* @__PURE__ */ new Date();
    return bundles.map(
      (b) => toOrderCard(
        toOrderView(
          b,
          promises2.filter((p3) => p3.refId === b.order.id),
          now,
          // No video evidence on a parcel's promises: nothing to sign.
          ""
        )
      )
    );
  },
  belongsTo: idsBelongingTo
};

// src/modules/payments/payables.ts
var PAYABLES = {
  puja_booking: pujaBookingPayable,
  chadhava_booking: chadhavaBookingPayable,
  donation: donationPayable,
  pandit_booking: panditBookingPayable,
  product_order: productOrderPayable,
  prasad_order: prasadOrderPayable
};

// src/modules/payments/payments.service.ts
import { randomUUID as randomUUID4 } from "node:crypto";

// src/modules/payments/provider.ts
var REFUND_STATUSES = ["pending", "processed", "failed"];
function toProviderRefund(r) {
  const notes = {};
  if (r.notes && typeof r.notes === "object" && !Array.isArray(r.notes)) {
    for (const [k, v] of Object.entries(r.notes)) if (v !== null && v !== void 0) notes[k] = String(v);
  }
  return {
    id: r.id,
    payment_id: r.payment_id,
    amount: Number(r.amount),
    currency: r.currency ?? "INR",
    status: REFUND_STATUSES.includes(r.status ?? "") ? r.status : "pending",
    receipt: r.receipt ?? null,
    notes
  };
}
var ProviderError = class extends Error {
  constructor(message, statusCode, code2) {
    super(message);
    this.statusCode = statusCode;
    this.code = code2;
  }
  statusCode;
  code;
};
function cleanNotes(notes) {
  const out = {};
  for (const [k, v] of Object.entries(notes)) {
    if (v === null || v === void 0 || v === "") continue;
    if (Object.keys(out).length >= 15) break;
    out[k.slice(0, 40)] = String(v).slice(0, 256);
  }
  return out;
}

// src/modules/userstuff/userstuff.repository.ts
import { eq as eq39, sql as sql45 } from "drizzle-orm";
var COLUMN = {
  puja: "puja_booking_ids",
  chadhava: "chadhava_booking_ids",
  donation: "donation_booking_ids",
  productOrder: "product_order_ids",
  panditBooking: "pandit_booking_ids",
  prasadOrder: "prasad_order_ids"
};
async function appendBookingId(db, userId, kind, bookingId) {
  const col = sql45.raw(COLUMN[kind]);
  await db.execute(
    sql45`UPDATE user_stuff SET ${col} = array_append(${col}, ${bookingId}::uuid)
        WHERE user_id = ${userId}::uuid AND NOT (${bookingId}::uuid = ANY(${col}))`
  );
}
async function findUserStuff(db, id2) {
  const [row] = await db.select().from(userStuff).where(eq39(userStuff.id, id2)).limit(1);
  return row;
}
async function ensureUserStuff(db, id2, userId, now) {
  const rows7 = await db.insert(userStuff).values({ id: id2, userId, createdAt: now }).onConflictDoNothing().returning({ id: userStuff.id });
  return rows7.length === 1;
}

// src/modules/userstuff/userstuff.service.ts
var USER_STUFF_ARRAYS = {
  puja: "pujaBookingIds",
  chadhava: "chadhavaBookingIds",
  donation: "donationBookingIds",
  productOrder: "productOrderIds",
  panditBooking: "PanditBookingIds",
  prasadOrder: "prasadOrderIds"
};
var BOOKING_KINDS = Object.keys(USER_STUFF_ARRAYS);
var contractFor = (kind) => Object.values(PAYABLES).find((c) => c.account === kind);
var idsOf = (row, kind) => {
  switch (kind) {
    case "puja":
      return row.pujaBookingIds;
    case "chadhava":
      return row.chadhavaBookingIds;
    case "donation":
      return row.donationBookingIds;
    case "productOrder":
      return row.productOrderIds;
    case "panditBooking":
      return row.panditBookingIds;
    case "prasadOrder":
      return row.prasadOrderIds;
  }
};
async function view2(ctx, row) {
  const arrays = {};
  for (const kind of BOOKING_KINDS) {
    const ids = idsOf(row, kind);
    const contract = contractFor(kind);
    if (!contract || ids.length === 0) {
      arrays[USER_STUFF_ARRAYS[kind]] = [...ids];
      continue;
    }
    const promises2 = await promiseViewsOf(ctx, contract.kind, ids.filter(isUuid));
    const byId2 = new Map((await contract.cards(ctx.db, ids, promises2)).map((b) => [String(b._id), b]));
    arrays[USER_STUFF_ARRAYS[kind]] = ids.flatMap((id2) => byId2.get(id2) ?? []);
  }
  return { _id: row.id, id: row.id, userId: row.userId, createdAt: row.createdAt.toISOString(), ...arrays };
}
async function load(ctx, me2) {
  const existing = await findUserStuff(ctx.db, me2.userStuffId);
  if (existing) return { row: existing, created: false };
  const created = await ensureUserStuff(ctx.db, me2.userStuffId, me2.id, ctx.now());
  const row = await findUserStuff(ctx.db, me2.userStuffId);
  if (!row) throw unauthorized();
  return { row, created };
}
async function getUserStuff(ctx, me2) {
  return view2(ctx, (await load(ctx, me2)).row);
}
async function ensureUserStuffFor(ctx, me2) {
  const { row, created } = await load(ctx, me2);
  return { record: await view2(ctx, row), created };
}
var UNKNOWN_BOOKING = "Unknown booking";
async function appendToUserStuff(ctx, me2, additions) {
  const { row } = await load(ctx, me2);
  const toAppend = [];
  for (const kind of BOOKING_KINDS) {
    const present = new Set(idsOf(row, kind));
    const fresh = [...new Set((additions[kind] ?? []).map((id2) => id2.toLowerCase()))].filter((id2) => !present.has(id2));
    if (fresh.length === 0) continue;
    const contract = contractFor(kind);
    if (!contract) throw badRequest(UNKNOWN_BOOKING, { kind: USER_STUFF_ARRAYS[kind] });
    const owned = new Set((await contract.belongsTo(ctx.db, me2.id, me2.email, fresh)).map((id2) => id2.toLowerCase()));
    if (fresh.some((id2) => !owned.has(id2))) throw badRequest(UNKNOWN_BOOKING, { kind: USER_STUFF_ARRAYS[kind] });
    for (const id2 of fresh) toAppend.push([kind, id2]);
  }
  if (toAppend.length > 0) {
    await ctx.db.transaction(async (tx) => {
      for (const [kind, id2] of toAppend) await appendBookingId(tx, me2.id, kind, id2);
    });
  }
  const updated = await findUserStuff(ctx.db, me2.userStuffId);
  return view2(ctx, updated ?? row);
}

// src/modules/settings/settings.repository.ts
import { eq as eq40 } from "drizzle-orm";
async function readSettings(db, userId) {
  const [row] = await db.select({ settings: users.settings }).from(users).where(eq40(users.id, userId)).limit(1);
  return row ? row.settings : void 0;
}
async function writeSettings(db, userId, settings, now) {
  await db.update(users).set({ settings, updatedAt: now }).where(eq40(users.id, userId));
}

// src/modules/settings/settings.service.ts
async function getSettings(ctx, userId) {
  const stored = await readSettings(ctx.db, userId);
  if (stored === void 0) throw notFound("User not found");
  return stored === null ? defaultSettings() : parseStoredSettings(stored);
}
async function settingsForNotice(db, userId) {
  const stored = userId ? await readSettings(db, userId) : null;
  return parseStoredSettings(stored ?? {});
}
async function saveSettings(ctx, userId, settings) {
  await writeSettings(ctx.db, userId, settings, ctx.now());
  return settings;
}

// src/modules/notifications/notification-texts.ts
var TEXTS = {
  booking_confirmed: {
    en: { title: "Booking confirmed", body: "Your booking for {title} is confirmed. Reference {reference}." },
    hi: { title: "\u092C\u0941\u0915\u093F\u0902\u0917 \u0915\u0940 \u092A\u0941\u0937\u094D\u091F\u093F \u0939\u0941\u0908", body: "{title} \u0915\u0947 \u0932\u093F\u090F \u0906\u092A\u0915\u0940 \u092C\u0941\u0915\u093F\u0902\u0917 \u0915\u0940 \u092A\u0941\u0937\u094D\u091F\u093F \u0939\u094B \u0917\u0908 \u0939\u0948\u0964 \u0938\u0902\u0926\u0930\u094D\u092D {reference}\u0964" }
  },
  puja_performed: {
    en: { title: "Puja performed", body: "{title} has been performed with your sankalp." },
    hi: { title: "\u092A\u0942\u091C\u093E \u0938\u0902\u092A\u0928\u094D\u0928 \u0939\u0941\u0908", body: "{title} \u0906\u092A\u0915\u0947 \u0938\u0902\u0915\u0932\u094D\u092A \u0915\u0947 \u0938\u093E\u0925 \u0938\u0902\u092A\u0928\u094D\u0928 \u0939\u0941\u0908\u0964" }
  },
  video_ready: {
    en: { title: "Your puja video is ready", body: "Watch the video of {title} on Sankalp." },
    hi: { title: "\u0906\u092A\u0915\u0940 \u092A\u0942\u091C\u093E \u0915\u093E \u0935\u0940\u0921\u093F\u092F\u094B \u0924\u0948\u092F\u093E\u0930 \u0939\u0948", body: "{title} \u0915\u093E \u0935\u0940\u0921\u093F\u092F\u094B \u0938\u0902\u0915\u0932\u094D\u092A \u092A\u0930 \u0926\u0947\u0916\u0947\u0902\u0964" }
  },
  shipped: {
    en: { title: "Your parcel is on its way", body: "{title} was shipped by {courier}. Tracking number {tracking}." },
    hi: { title: "\u0906\u092A\u0915\u093E \u092A\u093E\u0930\u094D\u0938\u0932 \u0930\u0935\u093E\u0928\u093E \u0939\u094B \u0917\u092F\u093E \u0939\u0948", body: "{title} {courier} \u0938\u0947 \u092D\u0947\u091C\u093E \u0917\u092F\u093E \u0939\u0948\u0964 \u091F\u094D\u0930\u0948\u0915\u093F\u0902\u0917 \u0928\u0902\u092C\u0930 {tracking}\u0964" }
  },
  delivered: {
    en: { title: "Delivered", body: "{title} has been delivered." },
    hi: { title: "\u092A\u0939\u0941\u0901\u091A \u0917\u092F\u093E", body: "{title} \u0906\u092A \u0924\u0915 \u092A\u0939\u0941\u0901\u091A \u0917\u092F\u093E \u0939\u0948\u0964" }
  },
  consultation_reminder: {
    en: { title: "Your consultation starts soon", body: "Your consultation with {title} starts at {time}." },
    hi: { title: "\u0906\u092A\u0915\u093E \u092A\u0930\u093E\u092E\u0930\u094D\u0936 \u091C\u0932\u094D\u0926 \u0936\u0941\u0930\u0942 \u0939\u094B\u0917\u093E", body: "{title} \u0915\u0947 \u0938\u093E\u0925 \u0906\u092A\u0915\u093E \u092A\u0930\u093E\u092E\u0930\u094D\u0936 {time} \u092C\u091C\u0947 \u0936\u0941\u0930\u0942 \u0939\u094B\u0917\u093E\u0964" }
  },
  refund_processed: {
    en: { title: "Refund processed", body: "A refund of {amount} for {title} has been processed." },
    hi: { title: "\u0927\u0928\u0935\u093E\u092A\u0938\u0940 \u0939\u094B \u0917\u0908", body: "{title} \u0915\u0947 \u0932\u093F\u090F {amount} \u0915\u0940 \u0927\u0928\u0935\u093E\u092A\u0938\u0940 \u0915\u0930 \u0926\u0940 \u0917\u0908 \u0939\u0948\u0964" }
  },
  certificate_ready: {
    en: { title: "Your 80G certificate is ready", body: "The 80G certificate for your donation to {title} is ready." },
    hi: { title: "\u0906\u092A\u0915\u093E 80G \u092A\u094D\u0930\u092E\u093E\u0923\u092A\u0924\u094D\u0930 \u0924\u0948\u092F\u093E\u0930 \u0939\u0948", body: "{title} \u0915\u094B \u0926\u093F\u090F \u0906\u092A\u0915\u0947 \u0926\u093E\u0928 \u0915\u093E 80G \u092A\u094D\u0930\u092E\u093E\u0923\u092A\u0924\u094D\u0930 \u0924\u0948\u092F\u093E\u0930 \u0939\u0948\u0964" }
  }
};
var fill = (s, params2) => s.replace(/\{(\w+)\}/g, (m, k) => params2[k] ?? m);
function notificationText(type, language, params2) {
  const t = TEXTS[type][language];
  return { title: fill(t.title, params2), body: fill(t.body, params2) };
}

// src/modules/notifications/notify.ts
var NOTIFICATION_DELIVER_JOB = "notification.deliver";
var TOPIC = {
  booking_confirmed: "ceremonies",
  puja_performed: "ceremonies",
  video_ready: "ceremonies",
  shipped: "ceremonies",
  delivered: "ceremonies",
  consultation_reminder: "reminders",
  refund_processed: "ceremonies",
  certificate_ready: "donations"
};
function channelsFor(settings, draft) {
  const n2 = settings.notifications;
  if (!n2[TOPIC[draft.type]]) return [];
  const out = [];
  if (n2.email && draft.email && !draft.skipEmail) out.push("email");
  if (n2.whatsapp && draft.phone) out.push("whatsapp");
  if (n2.push && draft.userId) out.push("push");
  return out;
}
async function notify(tx, now, draft) {
  const settings = await settingsForNotice(tx, draft.userId);
  const language = settings.language === "Hindi" ? "hi" : "en";
  const { title, body } = notificationText(draft.type, language, draft.params);
  const [row] = await tx.insert(notifications).values({
    userId: draft.userId,
    email: draft.email?.toLowerCase() ?? null,
    phone: draft.phone,
    language,
    type: draft.type,
    title,
    body,
    link: draft.link,
    params: draft.params,
    dedupeKey: draft.dedupeKey,
    createdAt: now
  }).onConflictDoNothing().returning({ id: notifications.id });
  if (!row) return null;
  const channels = channelsFor(settings, draft);
  if (channels.length > 0) {
    const deliveries = await tx.insert(notificationDeliveries).values(channels.map((channel) => ({ notificationId: row.id, channel, createdAt: now }))).returning({ id: notificationDeliveries.id });
    await enqueueMany(
      tx,
      deliveries.map((d) => ({
        kind: NOTIFICATION_DELIVER_JOB,
        payload: { deliveryId: d.id },
        opts: { dedupeKey: `notify:${d.id}` }
      }))
    );
  }
  return row.id;
}

// src/modules/payments/access.ts
import { randomBytes as randomBytes5, randomInt as randomInt3, timingSafeEqual as timingSafeEqual5 } from "node:crypto";
function newAccessKey() {
  return randomBytes5(24).toString("base64url");
}
var ACCESS_KEY = /^[A-Za-z0-9_-]{32}$/;
function sameKey(given, stored) {
  if (!ACCESS_KEY.test(given)) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(stored);
  return a.length === b.length && timingSafeEqual5(a, b);
}
function canReach(owner, me2, key2) {
  if (me2 && owner.userId && owner.userId === me2.id) return true;
  return typeof key2 === "string" && sameKey(key2, owner.accessKey);
}
function assertReach(owner, me2, key2, message) {
  if (!owner || !canReach(owner, me2, key2)) throw notFound(message);
}
var ALPHABET2 = "23456789ABCDEFGHJKMNPQRSTVWXYZ";
function newReference() {
  let s = "";
  for (let i = 0; i < 6; i++) s += ALPHABET2[randomInt3(ALPHABET2.length)];
  return `SNK-${s.slice(0, 4)}-${s.slice(4)}`;
}
var REFERENCE_PATTERN = /^SNK-[2-9A-HJKMNP-TV-Z]{4}-[2-9A-HJKMNP-TV-Z]{2}$/;
function normaliseReference(input) {
  const raw = input.toUpperCase().replace(/[\s-]/g, "");
  const body = raw.startsWith("SNK") ? raw.slice(3) : raw;
  if (body.length !== 6) return null;
  const ref = `SNK-${body.slice(0, 4)}-${body.slice(4)}`;
  return REFERENCE_PATTERN.test(ref) ? ref : null;
}

// src/modules/payments/razorpay/razorpay.provider.ts
import Razorpay from "razorpay";

// src/modules/payments/signatures.ts
import { createHmac as createHmac3, timingSafeEqual as timingSafeEqual6 } from "node:crypto";
function hmacSha256Hex(secret, data) {
  return createHmac3("sha256", secret).update(data).digest("hex");
}
function safeEqualHex(expectedHex, given) {
  if (typeof given !== "string" || given.length === 0) return false;
  const a = Buffer.from(expectedHex, "utf8");
  const b = Buffer.from(given, "utf8");
  if (a.length !== b.length) return false;
  return timingSafeEqual6(a, b);
}
function checkoutSignature(keySecret, orderId, paymentId) {
  return hmacSha256Hex(keySecret, `${orderId}|${paymentId}`);
}
function verifyCheckoutSignatureWith(keySecret, orderId, paymentId, signature2) {
  if (!keySecret || !orderId || !paymentId) return false;
  return safeEqualHex(checkoutSignature(keySecret, orderId, paymentId), signature2);
}
function verifyWebhookSignatureWith(secret, rawBody, header3) {
  if (!secret || !Buffer.isBuffer(rawBody) || typeof header3 !== "string") return false;
  return safeEqualHex(hmacSha256Hex(secret, rawBody), header3.trim());
}

// src/modules/payments/razorpay/razorpay.provider.ts
var PAYMENT_STATUSES = ["created", "authorized", "captured", "failed", "refunded"];
function createRazorpayProvider(opts) {
  const sdk = new Razorpay({ key_id: opts.keyId, key_secret: opts.keySecret });
  const http = sdk.api.rq;
  if (!http?.defaults) throw new Error("razorpay SDK: its HTTP client (api.rq) was not found; check the SDK version");
  http.defaults.timeout = opts.timeoutMs ?? 15e3;
  if (opts.baseUrl) http.defaults.baseURL = opts.baseUrl.replace(/\/+$/, "");
  const fail = (what, e) => {
    const err = e;
    const detail2 = err?.error?.description ?? (e instanceof Error ? e.message : "no response");
    throw new ProviderError(
      `Razorpay ${what} failed: ${detail2}`,
      err?.statusCode ? Number(err.statusCode) : void 0,
      err?.error?.code
    );
  };
  return {
    kind: "razorpay",
    keyId: opts.keyId,
    async createOrder(input) {
      try {
        const o = await sdk.orders.create({
          amount: input.amountPaise,
          currency: input.currency,
          receipt: input.receipt,
          notes: input.notes
        });
        return {
          id: o.id,
          amount: Number(o.amount),
          currency: o.currency,
          receipt: o.receipt ?? input.receipt,
          status: o.status
        };
      } catch (e) {
        return fail("create order", e);
      }
    },
    verifyCheckoutSignature: (orderId, paymentId, signature2) => verifyCheckoutSignatureWith(opts.keySecret, orderId, paymentId, signature2),
    verifyWebhook: (rawBody, header3) => verifyWebhookSignatureWith(opts.webhookSecret, rawBody, header3),
    async fetchOrderPayments(orderId) {
      try {
        const list4 = await sdk.orders.fetchPayments(orderId);
        return (list4.items ?? []).map((p3) => ({
          id: p3.id,
          order_id: p3.order_id ?? orderId,
          amount: Number(p3.amount),
          currency: p3.currency,
          status: PAYMENT_STATUSES.includes(p3.status) ? p3.status : "created",
          error_code: p3.error_code ?? null,
          error_description: p3.error_description ?? null
        }));
      } catch (e) {
        return fail("fetch payments", e);
      }
    },
    async refundPayment(paymentId, input) {
      try {
        const r = await sdk.payments.refund(paymentId, {
          amount: input.amountPaise,
          speed: "normal",
          receipt: input.receipt,
          notes: input.notes
        });
        return toProviderRefund(r);
      } catch (e) {
        return fail("refund", e);
      }
    },
    async fetchRefund(paymentId, refundId) {
      try {
        return toProviderRefund(await sdk.payments.fetchRefund(paymentId, refundId));
      } catch (e) {
        return fail("fetch refund", e);
      }
    }
  };
}

// src/modules/payments/payments.repository.ts
import { and as and26, asc as asc20, count as count9, eq as eq41, inArray as inArray20, isNull as isNull8, lte as lte4, or as or10, gt as gt6, sql as sql46 } from "drizzle-orm";

// src/modules/payments/state-machine.ts
var TRANSITIONS = {
  pending: ["paid", "failed", "expired"],
  failed: ["paid"],
  expired: ["paid"],
  paid: []
};
var PAYMENT_ORDER_STATUSES = Object.keys(TRANSITIONS);
function canTransition(from, to) {
  return TRANSITIONS[from].includes(to);
}
function statusesFrom(to) {
  return PAYMENT_ORDER_STATUSES.filter((from) => canTransition(from, to));
}

// src/modules/payments/payments.repository.ts
async function countOrdersOf(db, kind, refId) {
  const [row] = await db.select({ n: count9() }).from(paymentOrders).where(and26(eq41(paymentOrders.kind, kind), eq41(paymentOrders.refId, refId)));
  return Number(row?.n ?? 0);
}
async function insertOrder3(db, row) {
  const [inserted] = await db.insert(paymentOrders).values(row).onConflictDoNothing({ target: paymentOrders.receipt }).returning();
  if (inserted) return inserted;
  const [stored] = await db.select().from(paymentOrders).where(eq41(paymentOrders.receipt, row.receipt));
  if (!stored) throw new Error("payment order vanished");
  return stored;
}
async function findOrder3(db, id2) {
  const [row] = await db.select().from(paymentOrders).where(eq41(paymentOrders.id, id2));
  return row;
}
async function findOrderByProviderId(db, providerOrderId) {
  const [row] = await db.select().from(paymentOrders).where(eq41(paymentOrders.providerOrderId, providerOrderId));
  return row;
}
var listOrdersOf = (db, kind, refId) => db.select().from(paymentOrders).where(and26(eq41(paymentOrders.kind, kind), eq41(paymentOrders.refId, refId))).orderBy(asc20(paymentOrders.createdAt));
async function setProviderOrderId(db, id2, providerOrderId, now) {
  const [row] = await db.update(paymentOrders).set({ providerOrderId, updatedAt: now }).where(and26(eq41(paymentOrders.id, id2), isNull8(paymentOrders.providerOrderId))).returning();
  return row ?? findOrder3(db, id2);
}
async function transition(db, id2, to, now, extra = {}) {
  const stamp = to === "paid" ? { paidAt: now } : to === "failed" ? { failedAt: now } : to === "expired" ? { expiredAt: now } : {};
  const [row] = await db.update(paymentOrders).set({ ...extra, ...stamp, status: to, updatedAt: now }).where(and26(eq41(paymentOrders.id, id2), inArray20(paymentOrders.status, statusesFrom(to)))).returning();
  return row;
}
async function flagOrder(db, id2, reason, now, reviewCode) {
  await db.update(paymentOrders).set({
    needsReview: sql46`case
        when ${paymentOrders.resolvedAt} is not null and position(${reason} in coalesce(${paymentOrders.flaggedReason}, '')) > 0
        then ${paymentOrders.needsReview} else true end`,
    ...reviewCode ? { reviewCode } : {},
    updatedAt: now,
    flaggedReason: sql46`case
        when ${paymentOrders.flaggedReason} is null then ${reason}
        when position(${reason} in ${paymentOrders.flaggedReason}) > 0 then ${paymentOrders.flaggedReason}
        else ${paymentOrders.flaggedReason} || '; ' || ${reason} end`
  }).where(eq41(paymentOrders.id, id2));
}
async function claimDueOrders(db, opts) {
  return db.transaction(async (tx) => {
    const due = or10(
      and26(
        eq41(paymentOrders.status, "pending"),
        lte4(paymentOrders.createdAt, opts.settleBefore),
        or10(
          isNull8(paymentOrders.nextCheckAt),
          lte4(paymentOrders.nextCheckAt, opts.now),
          lte4(paymentOrders.createdAt, opts.expireBefore)
        )
      ),
      and26(
        eq41(paymentOrders.status, "failed"),
        lte4(paymentOrders.createdAt, opts.settleBefore),
        gt6(paymentOrders.createdAt, opts.expireBefore),
        or10(isNull8(paymentOrders.nextCheckAt), lte4(paymentOrders.nextCheckAt, opts.now))
      )
    );
    const rows7 = await tx.select().from(paymentOrders).where(and26(due, eq41(paymentOrders.needsReview, false), eq41(paymentOrders.provider, opts.provider))).orderBy(sql46`${paymentOrders.nextCheckAt} asc nulls first`, asc20(paymentOrders.createdAt)).limit(opts.limit).for("update", { skipLocked: true });
    for (const row of rows7) {
      await tx.update(paymentOrders).set({ checks: row.checks + 1, nextCheckAt: opts.nextCheck(row.checks + 1) }).where(eq41(paymentOrders.id, row.id));
    }
    return rows7;
  });
}
var rank = (status) => sql46`coalesce(array_position(array['created','failed','authorized','captured','refunded']::text[], ${status}), 0)`;
async function upsertTransaction(db, row) {
  const [stored] = await db.insert(paymentTransactions).values(row).onConflictDoUpdate({
    target: paymentTransactions.providerPaymentId,
    set: {
      status: sql46`case when ${rank(sql46.raw("excluded.status"))} > ${rank(sql46`${paymentTransactions.status}`)}
          then excluded.status else ${paymentTransactions.status} end`,
      errorCode: sql46`coalesce(excluded.error_code, ${paymentTransactions.errorCode})`,
      errorDescription: sql46`coalesce(excluded.error_description, ${paymentTransactions.errorDescription})`,
      updatedAt: row.updatedAt
    }
  }).returning();
  if (!stored) throw new Error("payment transaction vanished");
  return stored;
}
async function recordWebhookEvent(db, row) {
  const inserted = await db.insert(paymentWebhookEvents).values(row).onConflictDoNothing().returning({ id: paymentWebhookEvents.eventId });
  return inserted.length === 1;
}
async function claimReference(db, row) {
  const rows7 = await db.insert(payableReferences).values(row).onConflictDoNothing().returning({ r: payableReferences.reference });
  return rows7.length === 1;
}
async function findReference(db, reference) {
  const [row] = await db.select().from(payableReferences).where(eq41(payableReferences.reference, reference));
  return row;
}

// src/modules/payments/sandbox/sandbox.provider.ts
import { randomBytes as randomBytes6 } from "node:crypto";

// src/modules/payments/sandbox/sandbox.repository.ts
import { asc as asc21, eq as eq42 } from "drizzle-orm";
async function insertOrderOnce(db, row) {
  const [inserted] = await db.insert(sandboxOrders).values(row).onConflictDoNothing({ target: sandboxOrders.receipt }).returning();
  if (inserted) return inserted;
  const [stored] = await db.select().from(sandboxOrders).where(eq42(sandboxOrders.receipt, row.receipt));
  if (!stored) throw new Error("sandbox order vanished");
  return stored;
}
async function findOrder4(db, id2) {
  const [row] = await db.select().from(sandboxOrders).where(eq42(sandboxOrders.id, id2));
  return row;
}
var listPayments = (db, orderId) => db.select().from(sandboxPayments).where(eq42(sandboxPayments.orderId, orderId)).orderBy(asc21(sandboxPayments.createdAt), asc21(sandboxPayments.id));
async function insertPayment(db, row) {
  await db.insert(sandboxPayments).values(row);
}
async function setOrderStatus(db, id2, status) {
  await db.update(sandboxOrders).set({ status }).where(eq42(sandboxOrders.id, id2));
}

// src/modules/payments/sandbox/sandbox.refunds.ts
import { and as and28, eq as eq44, sql as sql47 } from "drizzle-orm";

// src/modules/payments/webhook.ts
import { createHash as createHash3 } from "node:crypto";

// src/modules/payments/refund.mail.ts
var REFUND_DAYS_TEXT = "5-7 business days";
function refundProcessedMail(config, refund, to) {
  const amount = formatINR(toRupees(refund.amountPaise));
  const whole = refund.amountPaise >= to.amountTotalPaise;
  const details = [
    ["Booking reference", to.reference],
    ["Amount refunded", amount],
    ["Refund ID", refund.providerRefundId ?? refund.id],
    ["Payment ID", refund.providerPaymentId]
  ];
  const lead = whole ? `We have refunded your payment of ${amount} for booking ${to.reference} in full.` : `We have refunded ${amount} of your payment for booking ${to.reference}.`;
  const when2 = `The money goes back to the account or card you paid with and usually shows there within ${REFUND_DAYS_TEXT}.`;
  const text27 = [
    `Namaste ${to.name},`,
    "",
    lead,
    when2,
    "",
    ...details.map(([k, v]) => `${k}: ${v}`),
    "",
    `Need help? Write to ${config.SUPPORT_EMAIL} or call ${config.SUPPORT_PHONE}.`,
    "",
    "Sankalp"
  ].join("\n");
  const html = [
    `<p>Namaste ${escapeHtml(to.name)},</p>`,
    `<p>${escapeHtml(lead)}</p>`,
    `<p>${escapeHtml(when2)}</p>`,
    "<table>",
    ...details.map(([k, v]) => `<tr><th align="left">${escapeHtml(k)}</th><td>${escapeHtml(v)}</td></tr>`),
    "</table>",
    `<p>Need help? Write to ${escapeHtml(config.SUPPORT_EMAIL)} or call ${escapeHtml(config.SUPPORT_PHONE)}.</p>`
  ].join("\n");
  return {
    to: to.email,
    subject: `Refund of ${amount} for booking ${to.reference}`,
    text: text27,
    html,
    dedupeKey: `refund:${refund.id}`
  };
}

// src/modules/payments/refund.notify.ts
async function notifyRefundProcessed(tx, now, refund) {
  const contract = PAYABLES[refund.kind];
  const notice = typeof contract.notice === "function" ? await contract.notice(tx, refund.refId) : void 0;
  if (!notice) return;
  await notify(tx, now, {
    userId: notice.userId,
    email: notice.email,
    phone: notice.phone,
    type: "refund_processed",
    params: { title: notice.title, reference: notice.reference, amount: formatINR(toRupees(refund.amountPaise)) },
    link: notice.link,
    dedupeKey: `refund_processed:${refund.id}`,
    skipEmail: true
  });
}

// src/modules/payments/refunds.repository.ts
import { and as and27, asc as asc22, eq as eq43, inArray as inArray21, isNull as isNull9, lte as lte5 } from "drizzle-orm";
async function insertRefund(db, row) {
  const [stored] = await db.insert(refunds).values(row).returning();
  if (!stored) throw new Error("refund vanished");
  return stored;
}
async function insertProviderRefundOnce(db, row) {
  const [inserted] = await db.insert(refunds).values(row).onConflictDoNothing({ target: refunds.providerRefundId }).returning();
  if (inserted) return { row: inserted, inserted: true };
  const [stored] = await db.select().from(refunds).where(eq43(refunds.providerRefundId, row.providerRefundId)).for("update");
  if (!stored) throw new Error("refund vanished");
  return { row: stored, inserted: false };
}
async function lockRefund(db, by) {
  if (by.providerRefundId) {
    const [row2] = await db.select().from(refunds).where(eq43(refunds.providerRefundId, by.providerRefundId)).for("update");
    if (row2) return row2;
  }
  if (!by.id) return void 0;
  const [row] = await db.select().from(refunds).where(eq43(refunds.id, by.id)).for("update");
  return row;
}
async function setProviderRefundId(db, id2, providerRefundId, now) {
  await db.update(refunds).set({ providerRefundId, updatedAt: now }).where(and27(eq43(refunds.id, id2), isNull9(refunds.providerRefundId)));
}
async function transitionRefund(db, id2, to, now) {
  const from = to === "processed" ? ["pending", "failed"] : ["pending"];
  const [row] = await db.update(refunds).set({ status: to, updatedAt: now, ...to === "processed" ? { processedAt: now } : {} }).where(and27(eq43(refunds.id, id2), inArray21(refunds.status, from))).returning();
  return row;
}
async function orderOfPayment(db, providerPaymentId) {
  const [row] = await db.select({ order: paymentOrders }).from(paymentTransactions).innerJoin(paymentOrders, eq43(paymentOrders.id, paymentTransactions.orderId)).where(eq43(paymentTransactions.providerPaymentId, providerPaymentId));
  if (row) return row.order;
  const [paid] = await db.select().from(paymentOrders).where(eq43(paymentOrders.paidPaymentId, providerPaymentId));
  return paid;
}
var TABLES = {
  puja_booking: pujaBookings,
  chadhava_booking: chadhavaBookings,
  donation: donations,
  product_order: productOrders,
  pandit_booking: panditBookings,
  prasad_order: prasadOrders
};
async function payableContact(db, kind, refId) {
  const t = TABLES[kind];
  const [row] = await db.select({ name: t.donorName, email: t.donorEmail, reference: t.reference, amountTotalPaise: t.amountTotalPaise }).from(t).where(eq43(t.id, refId));
  return row;
}
async function claimPendingRefunds(db, before, now, limit) {
  return db.transaction(async (tx) => {
    const rows7 = await tx.select().from(refunds).where(and27(eq43(refunds.status, "pending"), lte5(refunds.updatedAt, before))).orderBy(asc22(refunds.updatedAt)).limit(limit).for("update", { skipLocked: true });
    if (rows7.length > 0)
      await tx.update(refunds).set({ updatedAt: now }).where(
        inArray21(
          refunds.id,
          rows7.map((r) => r.id)
        )
      );
    return rows7;
  });
}

// src/modules/payments/refunds.ts
var REFUND_NOTE_KEY = "sankalp_refund_id";
async function settleRefund(ctx, input) {
  return ctx.db.transaction(async (tx) => {
    const now = ctx.now();
    const r = input.refund;
    if (input.event) {
      const fresh = await recordWebhookEvent(tx, {
        eventId: input.event.id,
        event: input.event.name,
        providerOrderId: null,
        providerPaymentId: r.payment_id,
        receivedAt: now
      });
      if (!fresh) return { outcome: "duplicate_event" };
    }
    const noted = r.notes[REFUND_NOTE_KEY];
    const ourId = input.ourId ?? (noted && isUuid(noted) ? noted.toLowerCase() : void 0);
    let row = await lockRefund(tx, { providerRefundId: r.id, id: ourId });
    if (row && row.providerPaymentId !== r.payment_id) row = void 0;
    if (row && !row.providerRefundId) await setProviderRefundId(tx, row.id, r.id, now);
    if (!row) {
      const order = await orderOfPayment(tx, r.payment_id);
      if (!order) return { outcome: "unknown_payment" };
      const made = await insertProviderRefundOnce(tx, {
        kind: order.kind,
        refId: order.refId,
        orderId: order.id,
        providerPaymentId: r.payment_id,
        providerRefundId: r.id,
        amountPaise: r.amount,
        status: "pending",
        reason: "Made at the payment provider",
        requestedBy: null,
        createdAt: now,
        updatedAt: now
      });
      row = made.row;
      if (made.inserted)
        await audit(
          { db: tx, now: ctx.now },
          { label: "payment-provider" },
          {
            action: "refund.provider",
            object: { type: order.kind, id: order.refId },
            after: { refundId: row.id, providerRefundId: r.id, amount: r.amount / 100, status: r.status }
          }
        );
    }
    if (r.status === "pending") return { outcome: "recorded", refund: row };
    const won = await transitionRefund(tx, row.id, r.status, now);
    if (!won) return { outcome: "recorded", refund: row };
    if (won.status === "processed") {
      await mailDevotee(tx, ctx, won);
      await notifyRefundProcessed(tx, now, won);
    }
    return { outcome: r.status, refund: won };
  });
}
var recordRefundRequest = (tx, row) => insertRefund(tx, row);
var markRefundFailed = (tx, id2, now) => transitionRefund(tx, id2, "failed", now);
async function mailDevotee(tx, ctx, refund) {
  const contact = await payableContact(tx, refund.kind, refund.refId);
  if (!contact?.email) return;
  await queueMail(tx, refundProcessedMail(ctx.config, refund, contact));
}

// src/modules/payments/webhook.ts
var STATUSES = [
  "created",
  "authorized",
  "captured",
  "failed",
  "refunded"
];
var HANDLED = /* @__PURE__ */ new Set(["payment.captured", "payment.failed", "payment.authorized", "order.paid"]);
var REFUND_EVENTS = /* @__PURE__ */ new Set(["refund.created", "refund.processed", "refund.failed"]);
var REFUND_STATUSES2 = ["pending", "processed", "failed"];
var str = (v, max = 200) => typeof v === "string" && v.length > 0 && v.length <= max ? v : void 0;
async function handleWebhook(ctx, log, rawBody, headers) {
  const header3 = (name) => {
    const v = headers[name];
    return Array.isArray(v) ? v[0] : v;
  };
  const provider = paymentProvider(ctx);
  if (!provider.verifyWebhook(rawBody, header3("x-razorpay-signature"))) {
    log.warn({ provider: provider.kind }, "payment webhook refused: bad or missing signature");
    return { status: 400, body: { success: false, message: "Invalid webhook signature" } };
  }
  let body;
  try {
    body = JSON.parse(rawBody.toString("utf8"));
  } catch {
    return { status: 400, body: { success: false, message: "Invalid webhook payload" } };
  }
  const ignored = (why) => {
    log.info({ event: body?.event, why }, "payment webhook ignored");
    return { status: 200, body: { success: true, message: "Webhook received", data: { outcome: "ignored" } } };
  };
  const event2 = str(body?.event);
  const eventId = str(header3("x-razorpay-event-id")) ?? `body:${createHash3("sha256").update(rawBody).digest("hex")}`;
  if (event2 && REFUND_EVENTS.has(event2)) {
    const r = body.payload?.refund?.entity;
    const refundId = str(r?.id);
    const paymentId2 = str(r?.payment_id);
    const status2 = str(r?.status, 20);
    if (!refundId || !paymentId2 || typeof r?.amount !== "number" || !Number.isInteger(r.amount) || r.amount <= 0 || !status2 || !REFUND_STATUSES2.includes(status2))
      return ignored("refund entity incomplete");
    const refund = toProviderRefund({
      id: refundId,
      payment_id: paymentId2,
      amount: r.amount,
      currency: str(r.currency, 10),
      status: status2,
      receipt: str(r.receipt),
      notes: r.notes
    });
    const result2 = await settleRefund(ctx, { refund, source: "webhook", event: { id: eventId, name: event2 } });
    if (result2.outcome === "unknown_payment")
      log.warn({ event: event2, paymentId: paymentId2, refundId }, "refund webhook for an unknown payment ignored");
    return { status: 200, body: { success: true, message: "Webhook received", data: { outcome: result2.outcome } } };
  }
  if (!event2 || !HANDLED.has(event2)) return ignored("event not handled");
  const entity = body.payload?.payment?.entity;
  const paymentId = str(entity?.id);
  const providerOrderId = (event2 === "order.paid" ? str(body.payload?.order?.entity?.id) : void 0) ?? str(entity?.order_id);
  const amount = entity?.amount;
  const currency = str(entity?.currency, 10);
  const status = str(entity?.status, 20);
  if (!paymentId || !providerOrderId || typeof amount !== "number" || !Number.isInteger(amount) || !currency || !status || !STATUSES.includes(status)) {
    return ignored("payment entity incomplete");
  }
  const result = await settlePayment(ctx, {
    providerOrderId,
    payment: {
      id: paymentId,
      status,
      amount,
      currency,
      error_code: str(entity?.error_code),
      error_description: str(entity?.error_description, 1e3)
    },
    source: "webhook",
    event: { id: eventId, name: event2 }
  });
  if (result.outcome === "unknown_order")
    log.warn({ event: event2, providerOrderId, paymentId }, "payment webhook for an unknown order ignored");
  if (result.outcome === "flagged") log.error({ event: event2, providerOrderId, paymentId }, "payment flagged for review");
  return { status: 200, body: { success: true, message: "Webhook received", data: { outcome: result.outcome } } };
}

// src/modules/payments/sandbox/webhook-delivery.ts
var SANDBOX_WEBHOOK_JOB = "payments.sandbox-webhook";
var SANDBOX_WEBHOOK_MAX_ATTEMPTS = 10;
function sandboxWebhookJob(ctx) {
  return {
    backoff: { baseMs: 5e3, capMs: 5 * 6e4 },
    timeoutMs: 3e4,
    async run(hook, { log }) {
      const answer2 = await handleWebhook(ctx, log, Buffer.from(hook.body, "utf8"), {
        "x-razorpay-signature": hook.signature,
        "x-razorpay-event-id": hook.eventId
      });
      if (answer2.status !== 200)
        throw new PermanentJobError(`webhook ${hook.event} refused (${answer2.status}): ${answer2.body.message}`);
    }
  };
}

// src/modules/payments/sandbox/sandbox.refunds.ts
var ACCOUNT_ID = "acc_SankalpSandbox01";
var unix = (d) => Math.floor(d.getTime() / 1e3);
var refused = (description) => new ProviderError(`Sandbox refund failed: ${description}`, 400, "BAD_REQUEST_ERROR");
var entityOf = (r, status) => ({
  id: r.id,
  entity: "refund",
  amount: r.amountPaise,
  currency: r.currency,
  payment_id: r.paymentId,
  notes: r.notes,
  receipt: r.receipt,
  acquirer_data: { arn: null },
  created_at: unix(r.createdAt),
  batch_id: null,
  status,
  speed_processed: "normal",
  speed_requested: "normal"
});
var toRefund = (r, status) => ({
  id: r.id,
  payment_id: r.paymentId,
  amount: r.amountPaise,
  currency: r.currency,
  status,
  receipt: r.receipt,
  notes: r.notes
});
async function sandboxRefund(provider, paymentId, input) {
  if (input.receipt.length > 40) throw refused("The receipt may not be greater than 40 characters.");
  const now = provider.now();
  return provider.db.transaction(async (tx) => {
    const [payment] = await tx.select().from(sandboxPayments).where(eq44(sandboxPayments.id, paymentId)).for("update");
    if (!payment) throw refused("The id provided does not exist");
    if (payment.status !== "captured") throw refused("Payment should be captured before refund");
    if (!Number.isInteger(input.amountPaise) || input.amountPaise < 100)
      throw refused("The amount must be atleast INR 1.00");
    const [sum] = await tx.select({ n: sql47`coalesce(sum(${sandboxRefunds.amountPaise}), 0)::int` }).from(sandboxRefunds).where(and28(eq44(sandboxRefunds.paymentId, paymentId), eq44(sandboxRefunds.status, "processed")));
    const left = payment.amountPaise - Number(sum?.n ?? 0);
    if (left <= 0) throw refused("The payment has been fully refunded already");
    if (input.amountPaise > left) throw refused("The refund amount provided is greater than amount captured");
    const [row] = await tx.insert(sandboxRefunds).values({
      id: sandboxId("rfnd"),
      paymentId,
      amountPaise: input.amountPaise,
      currency: payment.currency,
      receipt: input.receipt,
      notes: input.notes,
      status: "processed",
      createdAt: now
    }).returning();
    if (!row) throw new Error("sandbox refund vanished");
    const paymentEntity = {
      id: payment.id,
      entity: "payment",
      amount: payment.amountPaise,
      currency: payment.currency,
      status: input.amountPaise === left ? "refunded" : "captured",
      order_id: payment.orderId,
      method: payment.method,
      amount_refunded: payment.amountPaise - left + input.amountPaise,
      refund_status: input.amountPaise === left ? "full" : "partial",
      captured: true,
      created_at: unix(payment.createdAt)
    };
    for (const [event2, status] of [
      ["refund.created", "pending"],
      ["refund.processed", "processed"]
    ]) {
      const payload = { refund: { entity: entityOf(row, status) }, payment: { entity: paymentEntity } };
      const body = JSON.stringify({
        entity: "event",
        account_id: ACCOUNT_ID,
        event: event2,
        contains: ["refund", "payment"],
        payload,
        created_at: unix(now)
      });
      const eventId = sandboxId("evt");
      await enqueue(
        tx,
        SANDBOX_WEBHOOK_JOB,
        { eventId, event: event2, body, signature: provider.signWebhook(body) },
        { maxAttempts: SANDBOX_WEBHOOK_MAX_ATTEMPTS, dedupeKey: `sandbox-webhook:${eventId}` }
      );
    }
    return toRefund(row, "pending");
  });
}
async function sandboxFetchRefund(db, paymentId, refundId) {
  const [row] = await db.select().from(sandboxRefunds).where(and28(eq44(sandboxRefunds.id, refundId), eq44(sandboxRefunds.paymentId, paymentId)));
  if (!row) throw refused("The id provided does not exist");
  return toRefund(row, row.status);
}

// src/modules/payments/sandbox/sandbox.provider.ts
var SANDBOX_KEY_ID = "rzp_test_sandbox";
var ALPHABET3 = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
function sandboxId(prefix) {
  const bytes = randomBytes6(14);
  let s = "";
  for (const b of bytes) s += ALPHABET3[b % ALPHABET3.length];
  return `${prefix}_${s}`;
}
var isSandboxProvider = (p3) => p3.kind === "sandbox";
function createSandboxProvider(opts) {
  const { webhookSecret, keySecret } = opts;
  const provider = {
    kind: "sandbox",
    keyId: SANDBOX_KEY_ID,
    db: opts.db,
    now: opts.now,
    async createOrder(input) {
      const row = await insertOrderOnce(opts.db, {
        id: sandboxId("order"),
        receipt: input.receipt,
        amountPaise: input.amountPaise,
        currency: input.currency,
        notes: input.notes,
        createdAt: opts.now()
      });
      return { id: row.id, amount: row.amountPaise, currency: row.currency, receipt: row.receipt, status: row.status };
    },
    verifyCheckoutSignature: (orderId, paymentId, signature2) => !opts.failClosed && verifyCheckoutSignatureWith(keySecret, orderId, paymentId, signature2),
    verifyWebhook: (rawBody, header3) => !opts.failClosed && verifyWebhookSignatureWith(webhookSecret, rawBody, header3),
    async fetchOrderPayments(orderId) {
      const rows7 = await listPayments(opts.db, orderId);
      return rows7.map((p3) => ({
        id: p3.id,
        order_id: p3.orderId,
        amount: p3.amountPaise,
        currency: p3.currency,
        status: p3.status,
        error_code: p3.errorCode,
        error_description: p3.errorDescription
      }));
    },
    signCheckout: (orderId, paymentId) => checkoutSignature(keySecret, orderId, paymentId),
    signWebhook: (rawBody) => hmacSha256Hex(webhookSecret, rawBody),
    refundPayment(paymentId, input) {
      return sandboxRefund(provider, paymentId, input);
    },
    fetchRefund(paymentId, refundId) {
      return sandboxFetchRefund(opts.db, paymentId, refundId);
    }
  };
  return provider;
}

// src/modules/payments/payments.service.ts
var providers = /* @__PURE__ */ new WeakMap();
function paymentProvider(ctx) {
  let provider = providers.get(ctx);
  if (!provider) {
    provider = buildProvider(ctx);
    providers.set(ctx, provider);
  }
  return provider;
}
var loggers = /* @__PURE__ */ new WeakMap();
function setPaymentsLogger(ctx, log) {
  loggers.set(ctx, log);
}
var razorpayConfigured = (config) => Boolean(config.RAZORPAY_KEY_ID && config.RAZORPAY_KEY_SECRET);
function buildProvider(ctx) {
  const { config } = ctx;
  if (config.RAZORPAY_KEY_ID && config.RAZORPAY_KEY_SECRET) {
    return createRazorpayProvider({
      keyId: config.RAZORPAY_KEY_ID,
      keySecret: config.RAZORPAY_KEY_SECRET,
      webhookSecret: config.RAZORPAY_WEBHOOK_SECRET
    });
  }
  return createSandboxProvider({
    db: ctx.db,
    now: ctx.now,
    keySecret: ctx.secrets.sandboxKeySecret,
    webhookSecret: config.RAZORPAY_WEBHOOK_SECRET ?? ctx.secrets.sandboxWebhookSecret,
    failClosed: config.NODE_ENV === "production"
  });
}
function contractOf(kind) {
  const c = PAYABLES[kind];
  if (!c) throw new Error(`no payment contract for kind '${kind}'`);
  return c;
}
var TotalChangedError = class extends AppError {
  constructor(amountTotal) {
    super(409, `The total has changed. Current total is ${formatINR(amountTotal)}.`, { amount_total: amountTotal }, "total_changed");
    this.amountTotal = amountTotal;
  }
  amountTotal;
};
function checkClientTotal(clientRupees, totalPaise) {
  if (!Number.isFinite(clientRupees) || toPaise(clientRupees) !== totalPaise) throw new TotalChangedError(toRupees(totalPaise));
}
async function claimReference2(tx, ctx, kind, refId) {
  for (let attempt = 0; attempt < 8; attempt++) {
    const reference = newReference();
    if (await claimReference(tx, { reference, kind, refId, createdAt: ctx.now() })) return reference;
  }
  throw new Error("could not draw a free booking reference");
}
async function findByReference(ctx, input) {
  const ref = normaliseReference(input);
  return ref ? findReference(ctx.db, ref) : void 0;
}
async function insertPaymentOrder(tx, ctx, input) {
  if (!Number.isInteger(input.amountPaise) || input.amountPaise <= 0)
    throw new Error(`Not an order amount: ${input.amountPaise}`);
  const revision = input.firstOrder ? 1 : await countOrdersOf(tx, input.kind, input.refId) + 1;
  const receipt = `${contractOf(input.kind).receiptPrefix}_${input.refId.replaceAll("-", "")}_${revision.toString(36)}`;
  const now = ctx.now();
  const row = await insertOrder3(tx, {
    kind: input.kind,
    refId: input.refId,
    receipt,
    provider: paymentProvider(ctx).kind,
    amountPaise: input.amountPaise,
    currency: CURRENCY,
    notes: input.notes ?? {},
    createdAt: now,
    updatedAt: now
  });
  if (row.amountPaise !== input.amountPaise || row.kind !== input.kind || row.refId !== input.refId) {
    throw new Error(`payment order ${receipt} exists with another amount`);
  }
  return row;
}
var PAYMENT_INIT_FAILED = "Failed to initiate payment";
async function ensureProviderOrder(ctx, orderId) {
  const order = await findOrder3(ctx.db, orderId);
  if (!order) throw new Error(`payment order ${orderId} not found`);
  if (order.providerOrderId) return order;
  const provider = paymentProvider(ctx);
  let remote;
  try {
    remote = await provider.createOrder({
      amountPaise: order.amountPaise,
      currency: order.currency,
      receipt: order.receipt,
      notes: order.notes
    });
  } catch (e) {
    if (e instanceof ProviderError) {
      loggers.get(ctx)?.error({ err: e.message, status: e.statusCode, orderId: order.id }, "payment provider: create order failed");
      throw new AppError(502, PAYMENT_INIT_FAILED, void 0, "payment_init_failed");
    }
    throw e;
  }
  if (remote.amount !== order.amountPaise) {
    loggers.get(ctx)?.error({ orderId: order.id, remote }, "payment provider: order amount differs");
    throw new AppError(502, PAYMENT_INIT_FAILED, void 0, "payment_init_failed");
  }
  const stored = await setProviderOrderId(ctx.db, order.id, remote.id, ctx.now());
  if (!stored?.providerOrderId) throw new Error(`payment order ${orderId} lost its provider id`);
  return stored;
}
var findPaymentOrder = (ctx, id2) => findOrder3(ctx.db, id2);
function checkoutPayload(ctx, order) {
  return {
    order: { id: order.providerOrderId ?? "", amount: order.amountPaise, currency: order.currency },
    amount: toRupees(order.amountPaise),
    currency: order.currency,
    keyId: paymentProvider(ctx).keyId
  };
}
async function newPayable(tx, ctx, kind, me2, order) {
  const now = order.now ?? ctx.now();
  const id2 = randomUUID4();
  const reference = await claimReference2(tx, ctx, kind, id2);
  const { id: paymentOrderId } = await insertPaymentOrder(tx, ctx, {
    kind,
    refId: id2,
    amountPaise: order.amountPaise,
    notes: order.notes(id2),
    firstOrder: true
  });
  return {
    id: id2,
    reference,
    accessKey: newAccessKey(),
    userId: me2?.id ?? null,
    paymentStatus: "pending",
    paymentOrderId,
    createdAt: now,
    updatedAt: now
  };
}
async function openCheckout(ctx, record) {
  if (!record?.paymentOrderId) throw new Error(`payable record ${record?.id} has no payment order`);
  const order = await ensureProviderOrder(ctx, record.paymentOrderId);
  return { accessKey: record.accessKey, ...checkoutPayload(ctx, order) };
}
async function reachPayable(ctx, kind, me2, id2, key2, message) {
  assertReach(await contractOf(kind).owner(ctx.db, id2), me2, key2, message);
  return id2.toLowerCase();
}
async function settlePayment(ctx, input) {
  const after2 = [];
  const result = await ctx.db.transaction(async (tx) => {
    const order = input.orderId ? input.known?.id === input.orderId ? input.known : await findOrder3(tx, input.orderId) : input.providerOrderId ? await findOrderByProviderId(tx, input.providerOrderId) : void 0;
    if (!order) return { outcome: "unknown_order" };
    const now = ctx.now();
    if (input.event) {
      const fresh = await recordWebhookEvent(tx, {
        eventId: input.event.id,
        event: input.event.name,
        providerOrderId: order.providerOrderId,
        providerPaymentId: input.payment.id,
        receivedAt: now
      });
      if (!fresh) return { outcome: "duplicate_event", order };
    }
    const p3 = input.payment;
    const payment = await upsertTransaction(tx, {
      orderId: order.id,
      providerPaymentId: p3.id,
      status: p3.status,
      amountPaise: p3.amount,
      currency: p3.currency,
      errorCode: p3.error_code ?? null,
      errorDescription: p3.error_description ?? null,
      source: input.source,
      createdAt: now,
      updatedAt: now
    });
    const fctx = { now, config: ctx.config, afterCommit: (fn) => after2.push(fn) };
    const contract = contractOf(order.kind);
    const success = p3.status === "captured" || p3.status === "authorized" && input.source === "callback";
    if (success) {
      if (p3.amount !== order.amountPaise || p3.currency !== order.currency) {
        await flagOrder(
          tx,
          order.id,
          `amount mismatch: payment ${p3.id} of ${p3.amount} ${p3.currency} for an order of ${order.amountPaise} ${order.currency}`,
          now
        );
        return { outcome: "flagged", order: await findOrder3(tx, order.id) ?? order };
      }
      if (order.status === "paid" && order.paidPaymentId === p3.id) return { outcome: "already_paid", order };
      const won = await transition(tx, order.id, "paid", now, { paidPaymentId: p3.id });
      if (!won) {
        const current = await findOrder3(tx, order.id) ?? order;
        if (current.paidPaymentId && current.paidPaymentId !== p3.id && p3.status === "captured") {
          await flagOrder(
            tx,
            order.id,
            `second payment ${p3.id} on an order already paid by ${current.paidPaymentId}`,
            now
          );
        }
        return { outcome: "already_paid", order: current };
      }
      const verdict = await contract.fulfil(tx, won, payment, fctx);
      if ("review" in verdict) {
        await flagOrder(tx, won.id, verdict.review, now, verdict.code);
        return { outcome: "paid", order: await findOrder3(tx, won.id) ?? won };
      }
      if (verdict.userId) await appendBookingId(tx, verdict.userId, contract.account, won.refId);
      await promiseAndTell(tx, contract, won.refId, now);
      return { outcome: "paid", order: won };
    }
    if (p3.status === "failed") {
      const won = await transition(tx, order.id, "failed", now);
      if (!won) return { outcome: "recorded", order };
      await contract.release(tx, won, "failed", fctx);
      return { outcome: "failed", order: won };
    }
    return { outcome: "recorded", order };
  });
  for (const fn of after2) fn(ctx.db);
  return result;
}
async function promiseAndTell(tx, contract, refId, now) {
  await insertPromises(tx, contract.kind, refId, await contract.promises(tx, refId, now), now);
  const notice = await contract.notice(tx, refId);
  if (!notice) return;
  await notify(tx, now, {
    userId: notice.userId,
    email: notice.email,
    phone: notice.phone,
    type: "booking_confirmed",
    params: { title: notice.title, reference: notice.reference },
    link: notice.link,
    dedupeKey: `booking_confirmed:${contract.kind}:${refId}`,
    skipEmail: true
  });
}
async function expirePaymentOrder(ctx, orderId) {
  const after2 = [];
  const expired = await ctx.db.transaction(async (tx) => {
    const now = ctx.now();
    const won = await transition(tx, orderId, "expired", now);
    if (!won) return false;
    const fctx = { now, config: ctx.config, afterCommit: (fn) => after2.push(fn) };
    await contractOf(won.kind).release(tx, won, "expired", fctx);
    return true;
  });
  for (const fn of after2) fn(ctx.db);
  return expired;
}
async function verifyCheckoutPayment(ctx, kind, refId, cb) {
  const orders = await listOrdersOf(ctx.db, kind, refId);
  const order = orders.find((o) => o.providerOrderId !== null && o.providerOrderId === cb.razorpay_order_id);
  if (!order?.providerOrderId) return null;
  const provider = paymentProvider(ctx);
  if (order.provider !== provider.kind) return null;
  if (!provider.verifyCheckoutSignature(order.providerOrderId, cb.razorpay_payment_id, cb.razorpay_signature))
    return null;
  return settlePayment(ctx, {
    orderId: order.id,
    known: order,
    payment: { id: cb.razorpay_payment_id, status: "authorized", amount: order.amountPaise, currency: order.currency },
    source: "callback"
  });
}
var VERIFY_SUCCESS = "Payment verified successfully";
var VERIFY_FAILED = "Payment verification failed";
var REVIEW_MESSAGES = {
  order_replaced: (amount) => `Your payment of ${amount} is recorded, but this booking's total changed after the payment was started. Our team will settle it or refund it in full, and we have e-mailed you.`,
  already_paid: (amount) => `This booking was already paid. Your second payment of ${amount} is recorded and will be refunded in full.`,
  event_full: (amount) => `Your payment of ${amount} is recorded, but the last slot of this event was taken while you paid. It will be refunded in full, and we have e-mailed you.`,
  out_of_stock: (amount) => `Your payment of ${amount} is recorded, but the item sold out while you paid. It will be refunded in full, and we have e-mailed you.`,
  slot_taken: (amount) => `Your payment of ${amount} is recorded, but the consultation time was taken while you paid. It will be refunded in full, and we have e-mailed you.`,
  conflict: (amount) => `Your payment of ${amount} is recorded and our team will settle it or refund it in full.`
};
function verifyAnswerOf(order) {
  if (!order || order.status !== "paid") return { status: "failed", message: VERIFY_FAILED, code: "verify_failed" };
  if (order.needsReview) {
    const code2 = order.reviewCode ?? "conflict";
    const text27 = REVIEW_MESSAGES[code2] ?? REVIEW_MESSAGES.conflict;
    return { status: "review", message: text27(formatINR(toRupees(order.amountPaise))), code: code2 };
  }
  return { status: "success", message: VERIFY_SUCCESS };
}
async function verifyPayable(ctx, kind, refId, cb) {
  const result = await verifyCheckoutPayment(ctx, kind, refId, cb);
  if (!result?.order) return verifyAnswerOf(void 0);
  if (result.outcome === "flagged") return { status: "review", message: REVIEW_MESSAGES.conflict(formatINR(toRupees(result.order.amountPaise))), code: "conflict" };
  return verifyAnswerOf(result.order);
}
async function verifyPayableRequest(ctx, kind, body, how) {
  const parsed = how.schema.safeParse(body);
  const id2 = parsed.success ? await verifiedRecordId(ctx, kind, parsed.data, how) : void 0;
  const bare = (answer3) => answer3;
  if (!parsed.success || id2 === void 0) return bare(verifyAnswerOf(void 0));
  const answer2 = await verifyPayable(ctx, kind, id2, parsed.data);
  if (answer2.status !== "success") return bare(answer2);
  return { ...answer2, ...{ [how.as]: await how.view(id2) } };
}
async function verifiedRecordId(ctx, kind, v, how) {
  if (!PROVIDER_ID_PATTERN.test(v.razorpay_order_id) || !PROVIDER_ID_PATTERN.test(v.razorpay_payment_id)) return;
  const named2 = how.named(v) || void 0;
  if (named2 !== void 0 && !isUuid(named2)) return;
  let id2 = named2?.toLowerCase();
  if (how.byOrder) {
    const order = await findOrderByProviderId(ctx.db, v.razorpay_order_id);
    if (!order || order.kind !== kind || id2 !== void 0 && id2 !== order.refId) return;
    id2 = order.refId;
  }
  if (id2 === void 0 || !await contractOf(kind).owner(ctx.db, id2)) return;
  return id2;
}

// src/modules/admin/refunds.repository.ts
import { and as and29, asc as asc23, count as count10, desc as desc9, eq as eq45, sql as sql48 } from "drizzle-orm";
var RECEIVED = sql48`(${paymentTransactions.providerPaymentId} = ${paymentOrders.paidPaymentId} or ${paymentTransactions.status} in ('captured', 'refunded'))`;
var lockOrdersOf = (db, kind, refId) => db.select().from(paymentOrders).where(and29(eq45(paymentOrders.kind, kind), eq45(paymentOrders.refId, refId))).orderBy(asc23(paymentOrders.id)).for("update");
var receivedPayments = (db, kind, refId) => db.select({
  orderId: paymentTransactions.orderId,
  providerPaymentId: paymentTransactions.providerPaymentId,
  amountPaise: paymentTransactions.amountPaise
}).from(paymentTransactions).innerJoin(paymentOrders, eq45(paymentOrders.id, paymentTransactions.orderId)).where(and29(eq45(paymentOrders.kind, kind), eq45(paymentOrders.refId, refId), RECEIVED)).orderBy(asc23(paymentTransactions.createdAt));
var refundsOf = (db, kind, refId) => db.select().from(refunds).where(and29(eq45(refunds.kind, kind), eq45(refunds.refId, refId))).orderBy(asc23(refunds.createdAt));
async function eventTimeOf(db, kind, refId) {
  const contract = PAYABLES[kind];
  return contract.eventTime ? contract.eventTime(db, refId) : null;
}
async function reviewQueue2(db, page) {
  const received = sql48`(select coalesce(sum(t.amount_paise), 0)::int from payment_transactions t
    where t.order_id = ${paymentOrders.id}
      and (t.provider_payment_id = ${paymentOrders.paidPaymentId} or t.status in ('captured', 'refunded')))`;
  const [items, [total]] = await Promise.all([
    db.select({ order: paymentOrders, reference: payableReferences.reference, receivedPaise: received }).from(paymentOrders).leftJoin(
      payableReferences,
      and29(eq45(payableReferences.kind, paymentOrders.kind), eq45(payableReferences.refId, paymentOrders.refId))
    ).where(eq45(paymentOrders.needsReview, true)).orderBy(desc9(paymentOrders.createdAt), desc9(paymentOrders.id)).limit(page.limit).offset(page.offset),
    db.select({ n: count10() }).from(paymentOrders).where(eq45(paymentOrders.needsReview, true))
  ]);
  return { items, total: Number(total?.n ?? 0) };
}
async function lockOrder2(db, id2) {
  const [row] = await db.select().from(paymentOrders).where(eq45(paymentOrders.id, id2)).for("update");
  return row;
}
async function resolveOrder(db, id2, r) {
  const [row] = await db.update(paymentOrders).set({
    needsReview: false,
    resolutionAction: r.action,
    resolutionNote: r.note,
    resolvedBy: r.by,
    resolvedAt: r.at,
    updatedAt: r.at
  }).where(eq45(paymentOrders.id, id2)).returning();
  if (!row) throw new Error(`payment order ${id2} vanished`);
  return row;
}
async function readSetting(db, key2) {
  const [row] = await db.select({ value: appSettings.value }).from(appSettings).where(eq45(appSettings.key, key2));
  return row?.value;
}
async function writeSetting(db, key2, value, by, at) {
  await db.insert(appSettings).values({ key: key2, value, updatedAt: at, updatedBy: by }).onConflictDoUpdate({ target: appSettings.key, set: { value, updatedAt: at, updatedBy: by } });
}
async function lockSetting(db, key2) {
  const [row] = await db.select({ value: appSettings.value }).from(appSettings).where(eq45(appSettings.key, key2)).for("update");
  return row?.value;
}

// src/modules/admin/refunds.service.ts
function ledgerOf(payments, refunds2) {
  const sum = (status) => refunds2.filter((r) => r.status === status).reduce((n2, r) => n2 + r.amountPaise, 0);
  const paidPaise2 = payments.reduce((n2, p3) => n2 + p3.amountPaise, 0);
  const refundedPaise = sum("processed");
  const pendingPaise = sum("pending");
  return {
    paidPaise: paidPaise2,
    refundedPaise,
    pendingPaise,
    refundablePaise: Math.max(0, paidPaise2 - refundedPaise - pendingPaise),
    payments: payments.map((p3) => ({
      ...p3,
      leftPaise: p3.amountPaise - refunds2.filter((r) => r.providerPaymentId === p3.providerPaymentId && r.status !== "failed").reduce((n2, r) => n2 + r.amountPaise, 0)
    }))
  };
}
async function loadLedger(db, kind, refId) {
  const [payments, refunds2] = await Promise.all([
    receivedPayments(db, kind, refId),
    refundsOf(db, kind, refId)
  ]);
  return ledgerOf(payments, refunds2);
}
async function assertRecord(db, kind, id2) {
  if (!await PAYABLES[kind].owner(db, id2)) throw notFound("Booking not found");
}
var LIMIT_KEY = "operator_refund_limit_paise";
async function operatorLimitPaise(ctx) {
  const stored = await readSetting(ctx.db, LIMIT_KEY);
  return typeof stored === "number" ? stored : toPaise(ctx.config.OPERATOR_REFUND_LIMIT_RUPEES);
}
var isAdmin = (req) => currentUser(req).roles.some((g) => g.role === "admin");
var limitOf = async (ctx, req) => isAdmin(req) ? null : operatorLimitPaise(ctx);
async function getSettings2(ctx) {
  return { operatorRefundLimit: toRupees(await operatorLimitPaise(ctx)) };
}
async function putSettings(ctx, req, body) {
  const me2 = currentUser(req);
  return ctx.db.transaction(async (tx) => {
    const stored = await lockSetting(tx, LIMIT_KEY);
    const before = typeof stored === "number" ? stored : toPaise(ctx.config.OPERATOR_REFUND_LIMIT_RUPEES);
    const after2 = toPaise(body.operatorRefundLimit);
    await writeSetting(tx, LIMIT_KEY, after2, me2.id, ctx.now());
    await audit({ db: tx, now: ctx.now }, req, {
      action: "settings.update",
      object: { type: "settings", id: "operatorRefundLimit" },
      before: { operatorRefundLimit: toRupees(before) },
      after: { operatorRefundLimit: toRupees(after2) }
    });
    return { operatorRefundLimit: toRupees(after2) };
  });
}
async function suggestion(ctx, req, q) {
  await assertRecord(ctx.db, q.kind, q.id);
  const [ledger, at, limit] = await Promise.all([
    loadLedger(ctx.db, q.kind, q.id),
    eventTimeOf(ctx.db, q.kind, q.id),
    limitOf(ctx, req)
  ]);
  const tier = q.kind === "puja_booking" || q.kind === "chadhava_booking" ? refundTier({ kind: q.kind, at: at ?? ctx.now(), now: ctx.now() }) : q.kind === "pandit_booking" ? refundTier({ kind: q.kind, attendance: q.attendance }) : refundTier({ kind: q.kind });
  return {
    paid: toRupees(ledger.paidPaise),
    refunded: toRupees(ledger.refundedPaise),
    refundable: toRupees(ledger.refundablePaise),
    suggested: toRupees(suggestedRefundPaise(tier, ledger.paidPaise, ledger.refundablePaise)),
    tier,
    limit: limit === null ? null : toRupees(limit)
  };
}
var REFUND_FAILED_MESSAGE = "The payment provider did not make the refund";
async function createRefund(ctx, req, body) {
  const me2 = currentUser(req);
  const amountPaise = toPaise(body.amount);
  const limit = await limitOf(ctx, req);
  if (limit !== null && amountPaise > limit)
    throw new AppError(
      403,
      `Refunds above ${formatINR(toRupees(limit))} need an admin`,
      { limit: toRupees(limit) },
      "refund_limit"
    );
  const refId = body.id.toLowerCase();
  await assertRecord(ctx.db, body.kind, refId);
  const pending = await ctx.db.transaction(async (tx) => {
    await lockOrdersOf(tx, body.kind, refId);
    const ledger = await loadLedger(tx, body.kind, refId);
    if (ledger.paidPaise === 0) throw conflict("Nothing has been paid for this booking", void 0, "not_paid");
    const payment = [...ledger.payments].sort((a, b) => b.leftPaise - a.leftPaise)[0];
    const most = Math.min(ledger.refundablePaise, payment?.leftPaise ?? 0);
    if (!payment || amountPaise > most)
      throw conflict(
        `At most ${formatINR(toRupees(most))} can be refunded`,
        { refundable: toRupees(most) },
        "refund_exceeds_paid"
      );
    const now = ctx.now();
    const row2 = await recordRefundRequest(tx, {
      kind: body.kind,
      refId,
      orderId: payment.orderId,
      providerPaymentId: payment.providerPaymentId,
      amountPaise,
      status: "pending",
      reason: body.reason ?? null,
      requestedBy: me2.id,
      createdAt: now,
      updatedAt: now
    });
    await audit({ db: tx, now: ctx.now }, req, {
      action: "refund.create",
      object: { type: body.kind, id: refId },
      before: { paid: toRupees(ledger.paidPaise), refunded: toRupees(ledger.refundedPaise) },
      after: {
        refundId: row2.id,
        amount: body.amount,
        paymentId: payment.providerPaymentId,
        reason: body.reason ?? null
      }
    });
    return row2;
  });
  let answer2;
  try {
    answer2 = await paymentProvider(ctx).refundPayment(pending.providerPaymentId, {
      amountPaise,
      receipt: `rf_${pending.id.replaceAll("-", "")}`,
      notes: { [REFUND_NOTE_KEY]: pending.id, kind: body.kind, ref_id: refId }
    });
  } catch (e) {
    if (!(e instanceof ProviderError)) throw e;
    await ctx.db.transaction(async (tx) => {
      await markRefundFailed(tx, pending.id, ctx.now());
      await audit({ db: tx, now: ctx.now }, req, {
        action: "refund.fail",
        object: { type: body.kind, id: refId },
        after: { refundId: pending.id, error: e.message, status: e.statusCode ?? null }
      });
    });
    req.log.error({ err: e.message, status: e.statusCode, refundId: pending.id }, "payment provider: refund failed");
    throw new AppError(502, REFUND_FAILED_MESSAGE, { provider: e.message }, "refund_failed");
  }
  const settled = await settleRefund(ctx, { refund: answer2, ourId: pending.id, source: "api" });
  const row = settled.refund ?? pending;
  return { refund: { id: row.id, status: row.status, amount: toRupees(row.amountPaise) } };
}
async function reviewQueue3(ctx, page) {
  const { items, total } = await reviewQueue2(ctx.db, page);
  return {
    items: items.map(({ order, reference, receivedPaise }) => ({
      orderId: order.id,
      kind: order.kind,
      refId: order.refId,
      reference: reference ?? null,
      amount: toRupees(order.amountPaise),
      paidAmount: toRupees(Number(receivedPaise)),
      reason: order.flaggedReason ?? "",
      reviewCode: order.reviewCode,
      createdAt: order.createdAt.toISOString()
    })),
    total
  };
}
async function resolveReview(ctx, req, orderId, body) {
  const me2 = currentUser(req);
  return ctx.db.transaction(async (tx) => {
    const order = await lockOrder2(tx, orderId);
    if (!order) throw notFound("Payment order not found");
    if (!order.needsReview) throw conflict("This payment is not awaiting review", void 0, "not_flagged");
    const now = ctx.now();
    const row = await resolveOrder(tx, orderId, { ...body, by: me2.id, at: now });
    await audit({ db: tx, now: ctx.now }, req, {
      action: "payment.review.resolve",
      object: { type: "payment_order", id: orderId },
      before: { needsReview: true, flaggedReason: order.flaggedReason, reviewCode: order.reviewCode },
      after: { needsReview: false, action: body.action, note: body.note }
    });
    return {
      order: {
        orderId: row.id,
        kind: row.kind,
        refId: row.refId,
        status: row.status,
        needsReview: row.needsReview,
        flaggedReason: row.flaggedReason,
        resolution: { action: body.action, note: body.note, resolvedAt: now.toISOString(), resolvedBy: me2.id }
      }
    };
  });
}

// src/modules/admin/refunds.routes.ts
var orderParams = z25.object({ orderId: idSchema });
var pageQuery = z25.object({
  limit: z25.coerce.number().int().min(1).max(200).default(50),
  offset: z25.coerce.number().int().min(0).max(1e5).default(0)
});
async function adminRefundRoutes(fastify) {
  const app = fastify.withTypeProvider();
  const { ctx } = app;
  const staff = requireRole("admin", "operator");
  const adminOnly = requireRole("admin");
  const tags14 = ["admin"];
  app.get(
    "/admin/refunds/suggestion",
    {
      onRequest: staff,
      schema: { tags: tags14, summary: "The refund tier and amounts of one record", querystring: refundSuggestionQuerySchema }
    },
    async (req) => {
      const data = await suggestion(ctx, req, req.query);
      return { success: true, message: "Operation successful", data };
    }
  );
  app.post(
    "/admin/refunds",
    {
      onRequest: staff,
      schema: { tags: tags14, summary: "Refund part or all of what was paid, through the provider", body: refundBodySchema },
      config: {
        openapi: {
          success: { status: 201 },
          errors: {
            403: ["refund_limit"],
            404: ["not_found"],
            409: ["not_paid", "refund_exceeds_paid"],
            502: ["refund_failed"]
          }
        }
      }
    },
    async (req, reply2) => {
      const data = await createRefund(ctx, req, req.body);
      return reply2.status(201).send({ success: true, message: "Refund requested", data });
    }
  );
  app.get(
    "/admin/payments/review",
    { onRequest: staff, schema: { tags: tags14, summary: "Payments flagged for review", querystring: pageQuery } },
    async (req) => {
      const data = await reviewQueue3(ctx, req.query);
      return { success: true, message: "Operation successful", data };
    }
  );
  app.post(
    "/admin/payments/:orderId/resolve",
    {
      onRequest: staff,
      schema: { tags: tags14, summary: "Clear a review flag with a note", params: orderParams, body: resolveBodySchema },
      config: { openapi: { errors: { 404: ["not_found"], 409: ["not_flagged"] } } }
    },
    async (req) => {
      const data = await resolveReview(ctx, req, req.params.orderId, req.body);
      return { success: true, message: "Review resolved", data };
    }
  );
  app.get("/admin/settings", { onRequest: staff, schema: { tags: tags14, summary: "Console settings" } }, async () => {
    const data = await getSettings2(ctx);
    return { success: true, message: "Operation successful", data };
  });
  app.put(
    "/admin/settings",
    { onRequest: adminOnly, schema: { tags: tags14, summary: "Change console settings (admin)", body: adminSettingsSchema } },
    async (req) => {
      const data = await putSettings(ctx, req, req.body);
      return { success: true, message: "Settings saved", data };
    }
  );
}

// src/modules/admin/users-search.schemas.ts
import { z as z26 } from "zod";
var userSearchQuery = z26.object({
  q: z26.string().trim().max(100, "Search is at most 100 characters").refine(noControlCharacters, CONTROL_CHARACTERS_MESSAGE).transform((v) => v || void 0).optional(),
  role: z26.enum(STAFF_ROLES, { error: `role must be one of ${STAFF_ROLES.join(", ")}` }).optional(),
  limit: z26.coerce.number().int().min(1).max(100, "limit is at most 100").default(25),
  offset: z26.coerce.number().int().min(0).max(1e5, "offset is at most 100000").default(0)
});

// src/modules/admin/users-search.repository.ts
import { and as and30, asc as asc24, count as count11, desc as desc10, eq as eq46, ilike as ilike4, inArray as inArray22, isNull as isNull10, like as like2, or as or11, sql as sql49 } from "drizzle-orm";

// src/modules/admin/users-search.term.ts
var PHONE2 = /^\+?[\d\s\-().]+$/;
function userSearchTerm(q) {
  if (UUID_PATTERN.test(q)) return { by: "id", value: q.toLowerCase() };
  if (q.includes("@")) return { by: "email", prefix: q.toLowerCase() };
  const digits = q.replace(/\D/g, "");
  if (PHONE2.test(q) && digits.length >= 4) {
    const whole = normalizePhone(q) ?? (digits.length > 10 ? normalizePhone(digits.slice(-10)) : null);
    return whole ? { by: "phone", value: whole } : { by: "phoneDigits", digits };
  }
  return { by: "nameOrEmail", name: q, emailPrefix: q.toLowerCase() };
}
var literal = (text27) => text27.replace(/[\\%_]/g, (c) => `\\${c}`);
var prefixPattern = (text27) => `${literal(text27)}%`;
var containsPattern2 = (text27) => `%${literal(text27)}%`;

// src/modules/admin/users-search.repository.ts
function termCondition(term) {
  switch (term.by) {
    case "id":
      return eq46(users.id, term.value);
    case "email":
      return like2(users.email, prefixPattern(term.prefix));
    case "phone":
      return eq46(users.phoneNumber, term.value);
    case "phoneDigits":
      return and30(like2(users.phoneNumber, "91%"), like2(users.phoneNumber, containsPattern2(term.digits)));
    case "nameOrEmail":
      return or11(ilike4(users.fullName, containsPattern2(term.name)), like2(users.email, prefixPattern(term.emailPrefix)));
  }
}
function where3(f) {
  return and30(
    isNull10(users.deletedAt),
    f.term ? termCondition(f.term) : void 0,
    f.role ? sql49`exists (select 1 from ${userRoles} where ${userRoles.userId} = ${users.id} and ${userRoles.role} = ${f.role})` : void 0
  );
}
async function listUsers(db, f, limit, offset) {
  return db.select({
    id: users.id,
    fullName: users.fullName,
    email: users.email,
    phoneNumber: users.phoneNumber,
    createdAt: users.createdAt,
    twoFactorEnabled: sql49`${userTwoFactor.enabledAt} is not null`
  }).from(users).leftJoin(userTwoFactor, eq46(userTwoFactor.userId, users.id)).where(where3(f)).orderBy(desc10(users.createdAt), desc10(users.id)).limit(limit).offset(offset);
}
async function countUsers(db, f) {
  const [row] = await db.select({ n: count11() }).from(users).where(where3(f));
  return row?.n ?? 0;
}
async function rolesOfUsers(db, userIds) {
  if (userIds.length === 0) return [];
  const rows7 = await db.select({
    userId: userRoles.userId,
    role: userRoles.role,
    templeId: userRoles.templeId,
    panditId: userRoles.panditId
  }).from(userRoles).where(inArray22(userRoles.userId, userIds)).orderBy(asc24(userRoles.createdAt), asc24(userRoles.id));
  return rows7;
}

// src/modules/admin/users-search.service.ts
async function searchUsers(ctx, q) {
  const filter = { term: q.q ? userSearchTerm(q.q) : void 0, role: q.role };
  const [rows7, total] = await Promise.all([
    listUsers(ctx.db, filter, q.limit, q.offset),
    countUsers(ctx.db, filter)
  ]);
  const grants = await rolesOfUsers(
    ctx.db,
    rows7.map((r) => r.id)
  );
  const views = await grantViews(
    ctx,
    grants.map(({ role, templeId, panditId }) => ({ role, templeId, panditId }))
  );
  const byUser = /* @__PURE__ */ new Map();
  grants.forEach((g, i) => {
    const list4 = byUser.get(g.userId) ?? [];
    list4.push(views[i]);
    byUser.set(g.userId, list4);
  });
  return {
    items: rows7.map((r) => ({
      id: r.id,
      fullName: r.fullName,
      email: r.email,
      // A staff account made without a phone holds a placeholder that is no number (auth/staff-accounts).
      phone: normalizePhone(r.phoneNumber) ? `+${r.phoneNumber}` : null,
      createdAt: r.createdAt.toISOString(),
      twoFactorEnabled: Boolean(r.twoFactorEnabled),
      roles: byUser.get(r.id) ?? []
    })),
    total
  };
}

// src/modules/admin/users-search.routes.ts
async function usersSearchRoutes(fastify) {
  const app = fastify.withTypeProvider();
  const { ctx } = app;
  app.get(
    "/admin/users",
    { onRequest: requireRole("admin"), schema: { tags: ["admin"], querystring: userSearchQuery } },
    async (req) => {
      const data = await searchUsers(ctx, req.query);
      return { success: true, message: "Operation successful", data };
    }
  );
}

// src/modules/fulfilment/fulfilment.routes.ts
import multipart from "@fastify/multipart";

// ../../packages/shared/src/api/admin-fulfilment.ts
var PARCEL_STEPS = ["packed", "shipped", "out_for_delivery", "delivered"];
var PARCEL_TYPES = ["aashirwad_box", "dispatch", "delivery"];
var CONSULTATION_OUTCOMES = ["completed", "no_show"];
var VIDEO_MAX_BYTES = 2 * 1024 * 1024 * 1024;

// src/modules/media/storage.ts
import { resolve as resolve2 } from "node:path";

// src/modules/media/local-storage.ts
import { randomBytes as randomBytes7 } from "node:crypto";
import { createReadStream, createWriteStream } from "node:fs";
import { mkdir, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import { dirname, extname, join as join4, resolve, sep } from "node:path";
import { Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
var TYPES = { ".webp": "image/webp", ".jpg": "image/jpeg", ".png": "image/png" };
function localStorage(root) {
  const base = resolve(root);
  const pathOf = (key2) => {
    const p3 = resolve(base, key2);
    if (!p3.startsWith(base + sep)) throw new Error(`media key outside the storage folder: ${key2}`);
    return p3;
  };
  return {
    kind: "local",
    async put(key2, body) {
      const path = pathOf(key2);
      await mkdir(dirname(path), { recursive: true });
      const tmp = join4(dirname(path), `.${randomBytes7(6).toString("hex")}.tmp`);
      await writeFile(tmp, body);
      await rename(tmp, path);
    },
    async get(key2) {
      try {
        const body = await readFile(pathOf(key2));
        return { body, contentType: TYPES[extname(key2)] ?? "application/octet-stream" };
      } catch (e) {
        if (e.code === "ENOENT") return null;
        throw e;
      }
    },
    async delete(key2) {
      await rm(pathOf(key2), { force: true });
    },
    async putStream(key2, body) {
      const path = pathOf(key2);
      await mkdir(dirname(path), { recursive: true });
      const tmp = join4(dirname(path), `.${randomBytes7(6).toString("hex")}.tmp`);
      let bytes = 0;
      const count15 = new Transform({
        transform(chunk, _enc, done2) {
          bytes += chunk.length;
          done2(null, chunk);
        }
      });
      try {
        await pipeline(body, count15, createWriteStream(tmp));
        await rename(tmp, path);
      } catch (e) {
        await rm(tmp, { force: true });
        throw e;
      }
      return { bytes };
    },
    async getStream(key2, range) {
      const path = pathOf(key2);
      try {
        await stat(path);
      } catch (e) {
        if (e.code === "ENOENT") return null;
        throw e;
      }
      return createReadStream(path, range ? { start: range.start, end: range.end } : {});
    }
  };
}

// src/modules/media/s3-storage.ts
import { Readable as Readable2 } from "node:stream";

// src/modules/media/sigv4.ts
import { createHash as createHash4, createHmac as createHmac4 } from "node:crypto";
var sha256Hex2 = (data) => createHash4("sha256").update(data).digest("hex");
var hmac = (key2, data) => createHmac4("sha256", key2).update(data).digest();
var uriEncode = (s) => encodeURIComponent(s).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
var amzDate = (d) => d.toISOString().replace(/[-:]/g, "").replace(/\.\d{3}/, "");
function signatureParts(req, creds, headers) {
  const date3 = amzDate(req.now);
  const scope = `${date3.slice(0, 8)}/${creds.region}/${creds.service ?? "s3"}/aws4_request`;
  const names = Object.keys(headers).map((n2) => n2.toLowerCase()).sort();
  const lower = Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v]));
  const canonicalHeaders = names.map((n2) => `${n2}:${String(lower[n2]).trim().replace(/\s+/g, " ")}
`).join("");
  const signedHeaders = names.join(";");
  const query2 = [...req.url.searchParams.entries()].map(([k, v]) => [uriEncode(k), uriEncode(v)]).sort(([a, x], [b, y]) => a < b ? -1 : a > b ? 1 : x < y ? -1 : x > y ? 1 : 0).map(([k, v]) => `${k}=${v}`).join("&");
  const canonicalRequest = [
    req.method,
    req.url.pathname || "/",
    query2,
    canonicalHeaders,
    signedHeaders,
    req.payloadHash
  ].join("\n");
  const stringToSign = ["AWS4-HMAC-SHA256", date3, scope, sha256Hex2(canonicalRequest)].join("\n");
  let key2 = hmac(`AWS4${creds.secretAccessKey}`, date3.slice(0, 8));
  for (const part of [creds.region, creds.service ?? "s3", "aws4_request"]) key2 = hmac(key2, part);
  const signature2 = createHmac4("sha256", key2).update(stringToSign).digest("hex");
  return { canonicalRequest, stringToSign, signature: signature2, signedHeaders, scope, date: date3 };
}
function signV4(req, creds) {
  const headers = {
    ...req.headers,
    host: req.url.host,
    "x-amz-date": amzDate(req.now),
    "x-amz-content-sha256": req.payloadHash
  };
  const { signature: signature2, signedHeaders, scope } = signatureParts(req, creds, headers);
  return {
    ...headers,
    authorization: `AWS4-HMAC-SHA256 Credential=${creds.accessKeyId}/${scope},SignedHeaders=${signedHeaders},Signature=${signature2}`
  };
}

// src/modules/media/s3-storage.ts
var PART_BYTES = 8 * 1024 * 1024;
function s3Storage(o) {
  o = { ...o, partBytes: o.partBytes ?? PART_BYTES };
  const now = o.now ?? (() => /* @__PURE__ */ new Date());
  const creds = { accessKeyId: o.accessKeyId, secretAccessKey: o.secretAccessKey, region: o.region };
  const base = o.endpoint.replace(/\/+$/, "");
  const urlOf = (key2) => new URL(`${base}/${uriEncode(o.bucket)}/${key2.split("/").map(uriEncode).join("/")}`);
  async function send2(method, key2, body, headers = {}, query2 = {}) {
    const url = urlOf(key2);
    for (const [k, v] of Object.entries(query2)) url.searchParams.set(k, v);
    const signed = signV4({ method, url, headers, payloadHash: sha256Hex2(body ?? ""), now: now() }, creds);
    delete signed.host;
    return fetch(url, { method, headers: signed, body: body ? new Uint8Array(body) : void 0 });
  }
  async function fail(what, res) {
    const text27 = (await res.text().catch(() => "")).slice(0, 300);
    throw new Error(`S3 ${what} failed: ${res.status} ${text27}`);
  }
  return {
    kind: "s3",
    async put(key2, body, contentType) {
      const res = await send2("PUT", key2, body, { "content-type": contentType });
      if (!res.ok) await fail(`PUT ${key2}`, res);
      await res.arrayBuffer();
    },
    async get(key2) {
      const res = await send2("GET", key2);
      if (res.status === 404) {
        await res.arrayBuffer();
        return null;
      }
      if (!res.ok) return fail(`GET ${key2}`, res);
      return {
        body: Buffer.from(await res.arrayBuffer()),
        contentType: res.headers.get("content-type") ?? "application/octet-stream"
      };
    },
    async delete(key2) {
      const res = await send2("DELETE", key2);
      if (!res.ok && res.status !== 404) await fail(`DELETE ${key2}`, res);
      await res.arrayBuffer();
    },
    async putStream(key2, body, contentType) {
      return multipartPut(key2, body, contentType);
    },
    async getStream(key2, range) {
      const res = await send2("GET", key2, void 0, range ? { range: `bytes=${range.start}-${range.end}` } : {});
      if (res.status === 404) {
        await res.arrayBuffer();
        return null;
      }
      if (!res.ok || !res.body) return fail(`GET ${key2}`, res);
      return Readable2.fromWeb(res.body);
    }
  };
  async function multipartPut(key2, body, contentType) {
    let uploadId;
    const etags = [];
    let pending = [];
    let pendingBytes = 0;
    let bytes = 0;
    const flushPart = async () => {
      const part = Buffer.concat(pending);
      pending = [];
      pendingBytes = 0;
      if (!uploadId) {
        const res2 = await send2("POST", key2, void 0, { "content-type": contentType }, { uploads: "" });
        if (!res2.ok) await fail(`POST ${key2}?uploads`, res2);
        uploadId = xmlValue(await res2.text(), "UploadId");
        if (!uploadId) throw new Error(`S3 POST ${key2}?uploads answered no UploadId`);
      }
      const partNumber = String(etags.length + 1);
      const res = await send2("PUT", key2, part, {}, { partNumber, uploadId });
      if (!res.ok) await fail(`PUT ${key2} part ${partNumber}`, res);
      await res.arrayBuffer();
      etags.push(res.headers.get("etag") ?? "");
    };
    try {
      for await (const chunk of body) {
        const b = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk);
        pending.push(b);
        pendingBytes += b.length;
        bytes += b.length;
        if (pendingBytes >= o.partBytes) await flushPart();
      }
      if (!uploadId) {
        const res2 = await send2("PUT", key2, Buffer.concat(pending), { "content-type": contentType });
        if (!res2.ok) await fail(`PUT ${key2}`, res2);
        await res2.arrayBuffer();
        return { bytes };
      }
      if (pendingBytes > 0) await flushPart();
      const xml = `<CompleteMultipartUpload>${etags.map((e, i) => `<Part><PartNumber>${i + 1}</PartNumber><ETag>${escapeXml(e)}</ETag></Part>`).join("")}</CompleteMultipartUpload>`;
      const res = await send2("POST", key2, Buffer.from(xml), { "content-type": "application/xml" }, { uploadId });
      const text27 = await res.text();
      if (!res.ok || /<Error>/.test(text27))
        throw new Error(`S3 complete ${key2} failed: ${res.status} ${text27.slice(0, 300)}`);
      return { bytes };
    } catch (e) {
      if (uploadId) {
        const res = await send2("DELETE", key2, void 0, {}, { uploadId }).catch(() => void 0);
        await res?.arrayBuffer().catch(() => void 0);
      }
      throw e;
    }
  }
}
var xmlValue = (xml, name) => new RegExp(`<${name}>([^<]*)</${name}>`).exec(xml)?.[1];
var escapeXml = (s) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

// src/modules/media/storage.ts
var MEDIA_URL_PREFIX = "/api/v1/media/";
var mediaUrl = (key2) => `${MEDIA_URL_PREFIX}${key2}`;
var KEY = /^[0-9a-f]{64}\/[1-9]\d{0,4}\.webp$/;
var isMediaKey = (key2) => KEY.test(key2);
function createStorage(config) {
  if (config.S3_BUCKET && config.S3_ENDPOINT && config.S3_ACCESS_KEY_ID && config.S3_SECRET_ACCESS_KEY) {
    return s3Storage({
      bucket: config.S3_BUCKET,
      endpoint: config.S3_ENDPOINT,
      region: config.S3_REGION,
      accessKeyId: config.S3_ACCESS_KEY_ID,
      secretAccessKey: config.S3_SECRET_ACCESS_KEY
    });
  }
  return localStorage(resolve2(config.DATA_DIR, "media"));
}

// src/modules/fulfilment/actions.service.ts
import { eq as eq48 } from "drizzle-orm";

// src/modules/fulfilment/parcel-status.ts
import { and as and31, eq as eq47, inArray as inArray23 } from "drizzle-orm";
var ORDER_FROM = {
  packed: ["placed"],
  shipped: ["placed", "packed"],
  out_for_delivery: [],
  delivered: ["placed", "packed", "shipped"]
};
var PARCEL_STATUS_HOOKS = {
  product_order: async (tx, refId, step, now) => {
    if (step === "out_for_delivery") return;
    await tx.update(productOrders).set({ status: step, updatedAt: now }).where(and31(eq47(productOrders.id, refId), inArray23(productOrders.status, ORDER_FROM[step])));
  }
};

// src/modules/fulfilment/targets.repository.ts
import { and as and32, inArray as inArray24, sql as sql50 } from "drizzle-orm";
async function promisesById(db, ids) {
  if (ids.length === 0) return [];
  return db.select().from(promises).where(inArray24(promises.id, ids));
}
async function promisesOfGroup(db, g, types) {
  const src = BOARD_SOURCES[g.kind]?.group;
  const p3 = PROJECTIONS[g.kind];
  if (!src || !p3) return [];
  const rows7 = await sqlRows(
    db,
    sql50`select ${promises.id} as id from ${promises} join ${p3.from} on ${p3.table.id} = ${promises.refId}
      where ${promises.kind} = ${g.kind} and ${src.id} = ${g.id}::uuid
        and ${src.at} >= ${g.from.toISOString()}::timestamptz and ${src.at} < ${g.to.toISOString()}::timestamptz
        and ${promises.type} in (${sql50.join(
      types.map((t) => sql50`${t}`),
      sql50`, `
    )})`
  );
  return promisesById(
    db,
    rows7.map((r) => r.id)
  );
}
async function promisesOfRefs(db, refs, types) {
  if (refs.length === 0) return [];
  return db.select().from(promises).where(
    and32(
      inArray24(promises.refId, [...new Set(refs.map((r) => r.refId))]),
      inArray24(promises.kind, [...new Set(refs.map((r) => r.kind))]),
      inArray24(promises.type, [...types])
    )
  );
}
async function paidPaise(db, kind, refId) {
  const p3 = PROJECTIONS[kind];
  if (!p3) return 0;
  const rows7 = await sqlRows(
    db,
    sql50`select ${p3.table.amountTotalPaise} as amount from ${p3.table} where ${p3.table.id} = ${refId}::uuid`
  );
  return Number(rows7[0]?.amount ?? 0);
}

// src/modules/fulfilment/actions.service.ts
var PROMISE_NOT_FOUND = "Promise not found";
var ALREADY_KEPT_MESSAGE = "This has been done already";
var inReach = (reach, p3) => reach.everything || p3.templeId !== null && reach.templeIds.includes(p3.templeId) || p3.panditId !== null && reach.panditIds.includes(p3.panditId);
var alreadyKept = () => conflict(ALREADY_KEPT_MESSAGE, void 0, "already_kept");
async function resolve3(db, reach, t, types) {
  if (t.group) {
    const rows8 = (await promisesOfGroup(db, t.group, types)).filter((p3) => inReach(reach, p3));
    if (rows8.length === 0) throw notFound(PROMISE_NOT_FOUND);
    return rows8;
  }
  const ids = [...new Set((t.promiseIds ?? []).map((i) => i.toLowerCase()))];
  const rows7 = await promisesById(db, ids);
  if (rows7.length !== ids.length || rows7.some((p3) => !inReach(reach, p3))) throw notFound(PROMISE_NOT_FOUND);
  const wrong = rows7.filter((p3) => !types.includes(p3.type));
  if (wrong.length > 0)
    throw fieldError("promiseIds", `This action is for ${types.join(", ")} promises, not ${wrong[0].type}`);
  return rows7;
}
var snapshot = (rows7) => rows7.map((p3) => ({ id: p3.id, kind: p3.kind, refId: p3.refId, type: p3.type, keptAt: p3.keptAt, evidence: p3.evidence }));
async function tell(tx, now, p3, type, params2 = {}) {
  const payable = PAYABLES[p3.kind];
  const notice = payable ? await payable.notice(tx, p3.refId) : void 0;
  if (!notice) return;
  await notify(tx, now, {
    userId: notice.userId,
    email: notice.email,
    phone: notice.phone,
    type,
    params: { title: notice.title, reference: notice.reference, ...params2 },
    link: notice.link,
    dedupeKey: `${type}:${p3.kind}:${p3.refId}`
  });
}
var objectOf = (t, rows7) => ({ type: "promise", id: t.group?.key ?? rows7[0].id });
async function keepAndTell(ctx, req, t, rows7, action, evidence, notice, before) {
  const open = rows7.filter((p3) => !p3.keptAt);
  if (open.length === 0) throw alreadyKept();
  const me2 = currentUser(req);
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    await before?.(tx);
    const kept = await keepPromises(
      tx,
      open.map((p3) => p3.id),
      me2.id,
      evidence,
      now
    );
    if (kept.length === 0) throw alreadyKept();
    await audit({ ...ctx, db: tx }, req, {
      action,
      object: objectOf(t, rows7),
      before: snapshot(open.filter((p3) => kept.some((k) => k.id === p3.id))),
      after: snapshot(kept)
    });
    if (notice) for (const p3 of kept) await tell(tx, now, p3, notice);
    return { kept: kept.length, updated: 0 };
  });
}
async function markPerformed(ctx, req, reach, b) {
  const rows7 = await resolve3(ctx.db, reach, b, ["puja_performed"]);
  const evidence = b.photoUrls ? { photoUrls: b.photoUrls } : {};
  return keepAndTell(ctx, req, b, rows7, "fulfilment.performed", evidence, "puja_performed");
}
async function attachVideo(ctx, req, reach, b) {
  if (b.videoId) {
    const [v] = await ctx.db.select({ id: videos.id }).from(videos).where(eq48(videos.id, b.videoId));
    if (!v) throw fieldError("videoId", "Upload the video first");
  } else if (b.posterUrl) throw fieldError("posterUrl", "A poster goes with an uploaded video");
  const rows7 = await resolve3(ctx.db, reach, b, ["puja_video"]);
  const evidence = b.videoId ? { videoId: b.videoId } : { videoLink: b.videoLink };
  if (b.photoUrls) evidence.photoUrls = b.photoUrls;
  const setPoster = b.videoId && b.posterUrl ? (tx) => tx.update(videos).set({ posterUrl: b.posterUrl }).where(eq48(videos.id, b.videoId)).then(() => void 0) : void 0;
  return keepAndTell(ctx, req, b, rows7, "fulfilment.video", evidence, "video_ready", setPoster);
}
function parcelStage(rows7) {
  const e = (k) => rows7.some((p3) => p3.evidence[k]);
  const finalKept = rows7.some((p3) => (p3.type === "aashirwad_box" || p3.type === "delivery") && p3.keptAt);
  if (finalKept || e("deliveredAt")) return PARCEL_STEPS.indexOf("delivered");
  if (e("outForDeliveryAt")) return PARCEL_STEPS.indexOf("out_for_delivery");
  if (e("shippedAt")) return PARCEL_STEPS.indexOf("shipped");
  if (e("packedAt")) return PARCEL_STEPS.indexOf("packed");
  return -1;
}
async function parcelStep(ctx, req, reach, b) {
  const chosen = await resolve3(ctx.db, reach, b, PARCEL_TYPES);
  const refs = [...new Map(chosen.map((p3) => [`${p3.kind}:${p3.refId}`, { kind: p3.kind, refId: p3.refId }])).values()];
  const siblings = await promisesOfRefs(ctx.db, refs, PARCEL_TYPES);
  const step = b.step;
  const at = PARCEL_STEPS.indexOf(step);
  const todo = refs.map((r) => ({ ...r, rows: siblings.filter((p3) => p3.kind === r.kind && p3.refId === r.refId) })).filter((r) => parcelStage(r.rows) < at);
  if (todo.length === 0) throw alreadyKept();
  const me2 = currentUser(req);
  const now = ctx.now();
  const stamp = now.toISOString();
  return ctx.db.transaction(async (tx) => {
    let kept = 0;
    let updated = 0;
    const after2 = [];
    for (const r of todo) {
      const ids = r.rows.map((p3) => p3.id);
      const evidence = step === "packed" ? { packedAt: stamp } : step === "out_for_delivery" ? { outForDeliveryAt: stamp } : step === "shipped" ? { courier: b.courier, trackingNumber: b.trackingNumber, shippedAt: stamp, shippedBy: me2.id } : { deliveredAt: stamp };
      const keep = step === "shipped" ? r.rows.filter((p3) => p3.type === "dispatch" && !p3.keptAt) : step === "delivered" ? r.rows.filter((p3) => !p3.keptAt) : [];
      const keptRows = await keepPromises(
        tx,
        keep.map((p3) => p3.id),
        me2.id,
        evidence,
        now
      );
      const rest = ids.filter((id2) => !keptRows.some((k) => k.id === id2));
      const annotated = await addEvidence(tx, rest, evidence, now);
      kept += keptRows.length;
      updated += annotated.length;
      after2.push(...keptRows, ...annotated);
      await PARCEL_STATUS_HOOKS[r.kind]?.(tx, r.refId, step, now);
      if (step === "shipped") await tell(tx, now, r, "shipped", { courier: b.courier, tracking: b.trackingNumber });
      if (step === "delivered") await tell(tx, now, r, "delivered");
    }
    await audit({ ...ctx, db: tx }, req, {
      action: `fulfilment.parcel.${step}`,
      object: objectOf(b, chosen),
      before: snapshot(todo.flatMap((r) => r.rows)),
      after: snapshot(after2)
    });
    return { kept, updated };
  });
}
async function consultationOutcome(ctx, req, reach, b) {
  const [row] = await resolve3(ctx.db, reach, { promiseIds: [b.promiseId] }, ["consultation"]);
  const evidence = { outcome: b.outcome };
  if (b.note) evidence.note = b.note;
  const result = await keepAndTell(
    ctx,
    req,
    { promiseIds: [row.id] },
    [row],
    "fulfilment.consultation",
    evidence,
    null
  );
  if (b.outcome !== "no_show") return result;
  return { ...result, suggestRefund: { amount: toRupees(await paidPaise(ctx.db, row.kind, row.refId)) } };
}
var certificateUrl = (donationId) => `/api/v1/donationsbooking/${donationId}/receipt.pdf`;
async function issueCertificates(ctx, req, reach, b) {
  const rows7 = await resolve3(ctx.db, reach, b, ["certificate_80g"]);
  const open = rows7.filter((p3) => !p3.keptAt);
  if (open.length === 0) throw alreadyKept();
  const me2 = currentUser(req);
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    const kept = [];
    for (const p3 of open)
      kept.push(...await keepPromises(tx, [p3.id], me2.id, { documentUrl: certificateUrl(p3.refId) }, now));
    if (kept.length === 0) throw alreadyKept();
    await audit({ ...ctx, db: tx }, req, {
      action: "fulfilment.certificate",
      object: objectOf(b, rows7),
      before: snapshot(open),
      after: snapshot(kept)
    });
    for (const p3 of kept) await tell(tx, now, p3, "certificate_ready");
    return { kept: kept.length, updated: 0 };
  });
}

// src/modules/fulfilment/board.service.ts
var BOARD_ROLES = ["admin", "operator", "temple_staff", "pandit"];
var boardReachOf = (req) => staffScope(req, BOARD_ROLES);
var RECENTLY_KEPT_MS = 7 * 864e5;
var istDate2 = (d) => new Date(d.getTime() + 198e5).toISOString().slice(0, 10);
var groupKeyOf = (kind, groupId, at) => `${kind}:${groupId}:${istDate2(at)}`;
function boardEvidence(e, videoKey, now) {
  const out = { ...e };
  delete out.shippedBy;
  if (e.videoId) {
    const q = signVideoQuery(videoKey, e.videoId, now);
    out.videoUrl = `/api/v1/videos/${e.videoId}?${q}`;
    out.posterUrl = `/api/v1/videos/${e.videoId}/poster?${q}`;
  }
  return out;
}
var toFilter2 = (ctx, reach, q) => {
  const now = ctx.now();
  return {
    reach,
    now,
    kind: q.kind,
    types: q.type,
    temple: q.temple,
    status: q.status,
    from: q.from,
    to: q.to,
    group: q.group,
    keptSince: new Date(now.getTime() - RECENTLY_KEPT_MS)
  };
};
function toItem3(r, ctx, now) {
  return {
    id: r.id,
    type: r.type,
    kind: r.kind,
    refId: r.refId,
    reference: r.reference,
    name: r.name,
    phone: r.phone,
    title: r.title,
    temple: r.temple,
    dueAt: r.dueAt.toISOString(),
    status: promiseStatus(r, now),
    keptAt: r.keptAt?.toISOString() ?? null,
    evidence: boardEvidence(r.evidence, ctx.secrets.videoUrlKey, now),
    group: r.groupId && r.groupAt ? { key: groupKeyOf(r.kind, r.groupId, r.groupAt), date: istDate2(r.groupAt), at: r.groupAt.toISOString() } : null,
    address: r.address ?? null,
    amount: toRupees(r.amountPaise)
  };
}
async function board(ctx, reach, q) {
  const offset = q.cursor ?? 0;
  const rows7 = await listBoard(ctx.db, toFilter2(ctx, reach, q), { limit: q.limit + 1, offset });
  const now = ctx.now();
  return {
    items: rows7.slice(0, q.limit).map((r) => toItem3(r, ctx, now)),
    nextCursor: rows7.length > q.limit ? `o${offset + q.limit}` : null
  };
}
async function pujaGroups(ctx, reach, q) {
  const offset = q.cursor ?? 0;
  const rows7 = await listGroups(ctx.db, toFilter2(ctx, reach, q), { limit: q.limit + 1, offset });
  return {
    groups: rows7.slice(0, q.limit).map((g) => ({
      key: `${g.kind}:${g.groupId}:${g.day}`,
      kind: g.kind,
      title: g.title,
      temple: g.temple,
      date: g.day,
      at: g.at.toISOString(),
      devotees: g.devotees,
      open: g.open,
      overdue: g.overdue,
      nextDueAt: g.nextDueAt?.toISOString() ?? null
    })),
    nextCursor: rows7.length > q.limit ? `o${offset + q.limit}` : null
  };
}

// src/modules/fulfilment/fulfilment.schemas.ts
import { z as z27 } from "zod";
var DAY_MS4 = 864e5;
var day = (name) => z27.string().trim().refine((v) => /^\d{4}-\d{2}-\d{2}$/.test(v) && z27.iso.date().safeParse(v).success, {
  error: `${name} must be a date (2026-11-21)`
}).transform(
  (v) => new Date(istDayStart(istDayNumber(Date.parse(`${v}T00:00:00+05:30`))) + (name === "to" ? DAY_MS4 : 0))
);
var GROUP_KEY = /^([a-z_]{1,40}):([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}):(\d{4}-\d{2}-\d{2})$/;
var GROUP_MESSAGE = "group must be <kind>:<puja id>:<YYYY-MM-DD>";
var groupKey = z27.string().trim().toLowerCase().refine((v) => GROUP_KEY.test(v) && z27.iso.date().safeParse(GROUP_KEY.exec(v)[3]).success, { error: GROUP_MESSAGE }).transform((v) => {
  const [, kind, id2, date3] = GROUP_KEY.exec(v);
  const start = istDayStart(istDayNumber(Date.parse(`${date3}T00:00:00+05:30`)));
  return { key: v, kind, id: id2, from: new Date(start), to: new Date(start + DAY_MS4) };
});
var cursor = z27.string().regex(/^o[0-9]{1,6}$/, "cursor is the nextCursor of the previous page").transform((v) => Number(v.slice(1))).optional();
var ordered2 = (f) => !f.from || !f.to || f.from < f.to;
var orderedError2 = { error: "from must not be after to", path: ["to"] };
var filterShape2 = {
  kind: z27.string().trim().regex(/^[a-z_]{1,40}$/, "kind is a payable kind (puja_booking, product_order \u2026)").optional(),
  /** One promise type or several, comma-separated. */
  type: z27.string().trim().transform(
    (v) => v.split(",").map((x) => x.trim()).filter(Boolean)
  ).pipe(z27.array(z27.enum(PROMISE_TYPES, { error: `type must be among ${PROMISE_TYPES.join(", ")}` })).max(8)).optional(),
  temple: idSchema.optional(),
  status: z27.enum(["open", "overdue", "kept"], { error: "status must be open, overdue or kept" }).optional(),
  from: day("from").optional(),
  to: day("to").optional(),
  limit: z27.coerce.number().int().min(1).max(100, "limit is at most 100").default(50),
  cursor
};
var boardQuery = z27.object({ ...filterShape2, group: groupKey.optional() }).refine(ordered2, orderedError2);
var groupsQuery = z27.object(filterShape2).refine(ordered2, orderedError2);
var promiseIds = z27.array(idSchema, { error: "Choose the promises" }).min(1, "Choose the promises").max(500, "At most 500 promises at once");
var targetShape = { promiseIds: promiseIds.optional(), group: groupKey.optional() };
var oneTarget = (b) => b.promiseIds === void 0 !== (b.group === void 0);
var oneTargetError = { error: "Give promiseIds or group (one of them)", path: ["promiseIds"] };
var siteImage = z27.string().trim().max(300).regex(/^\/api\/v1\/media\/[0-9a-f]{64}\/[1-9]\d{0,4}\.webp$/, "Upload the image through the console first");
var photoUrls = z27.array(siteImage).min(1).max(20, "At most 20 photos").optional();
var performedBody = z27.object({ ...targetShape, photoUrls }).refine(oneTarget, oneTargetError);
var VIDEO_LINK_MESSAGE = "Give an https:// link to the video";
var videoBody = z27.object({
  ...targetShape,
  videoId: idSchema.optional(),
  videoLink: z27.string().trim().max(500, VIDEO_LINK_MESSAGE).refine((v) => {
    try {
      const u = new URL(v);
      return u.protocol === "https:" && !u.username && !u.password;
    } catch {
      return false;
    }
  }, VIDEO_LINK_MESSAGE).optional(),
  posterUrl: siteImage.optional(),
  photoUrls
}).refine(oneTarget, oneTargetError).refine((b) => b.videoId === void 0 !== (b.videoLink === void 0), {
  error: "Upload a video or give a link to one",
  path: ["videoLink"]
});
var text25 = (max, message) => z27.string({ error: message }).trim().min(1, message).max(max, `At most ${max} characters`).refine(noControlCharacters, CONTROL_CHARACTERS_MESSAGE);
var COURIER_MESSAGE = "Enter the courier";
var TRACKING_MESSAGE = "Enter the tracking number";
var parcelBody = z27.object({
  promiseIds,
  step: z27.enum(PARCEL_STEPS, { error: `step must be one of ${PARCEL_STEPS.join(", ")}` }),
  courier: text25(80, COURIER_MESSAGE).optional(),
  trackingNumber: text25(60, TRACKING_MESSAGE).optional()
}).superRefine((b, ctx) => {
  if (b.step !== "shipped") return;
  if (!b.courier) ctx.addIssue({ code: "custom", message: COURIER_MESSAGE, path: ["courier"] });
  if (!b.trackingNumber) ctx.addIssue({ code: "custom", message: TRACKING_MESSAGE, path: ["trackingNumber"] });
});
var consultationBody = z27.object({
  promiseId: idSchema,
  outcome: z27.enum(CONSULTATION_OUTCOMES, { error: "outcome must be completed or no_show" }),
  note: text25(500, "Enter a note").optional()
});
var certificateBody = z27.object({ promiseIds });

// src/modules/fulfilment/videos.service.ts
import { randomUUID as randomUUID5 } from "node:crypto";
import { Readable as Readable3 } from "node:stream";
import { eq as eq49 } from "drizzle-orm";
var CHOOSE_VIDEO_MESSAGE = "Choose a video to upload";
var UNSUPPORTED_VIDEO_MESSAGE = "Upload an MP4 or WebM video";
var VIDEO_TOO_LARGE_MESSAGE = `The video is larger than ${VIDEO_MAX_BYTES / 1024 / 1024 / 1024} GB`;
function sniffVideoType(head) {
  if (head.length >= 12 && head.subarray(4, 8).toString("latin1") === "ftyp") return "video/mp4";
  if (head.length >= 4 && head.readUInt32BE(0) === 440786851 && head.subarray(0, 64).includes("webm"))
    return "video/webm";
  return null;
}
var HEAD_BYTES = 64;
async function peek(stream) {
  const it = stream[Symbol.asyncIterator]();
  const chunks = [];
  let n2 = 0;
  let done2 = false;
  while (n2 < HEAD_BYTES) {
    const r = await it.next();
    if (r.done) {
      done2 = true;
      break;
    }
    chunks.push(r.value);
    n2 += r.value.length;
  }
  const first = Buffer.concat(chunks);
  async function* all() {
    yield first;
    if (done2) return;
    for (let r = await it.next(); !r.done; r = await it.next()) yield r.value;
  }
  return { head: first.subarray(0, HEAD_BYTES), whole: Readable3.from(all(), { objectMode: false }) };
}
var tooLarge = () => new AppError(413, VIDEO_TOO_LARGE_MESSAGE, { limitBytes: VIDEO_MAX_BYTES }, "file_too_large", {
  file: VIDEO_TOO_LARGE_MESSAGE
});
var unsupported = () => new AppError(415, UNSUPPORTED_VIDEO_MESSAGE, void 0, "unsupported_video", { file: UNSUPPORTED_VIDEO_MESSAGE });
function multipartError(e) {
  if (e instanceof AppError) return e;
  const code2 = e.code;
  if (code2 === "FST_REQ_FILE_TOO_LARGE") return tooLarge();
  if (code2 === "FST_INVALID_MULTIPART_CONTENT_TYPE") return fieldError("file", CHOOSE_VIDEO_MESSAGE);
  return e;
}
async function uploadVideo(ctx, storage, req) {
  const me2 = currentUser(req);
  let part;
  try {
    part = await req.file();
  } catch (e) {
    throw multipartError(e);
  }
  if (!part || part.fieldname !== "file") throw fieldError("file", CHOOSE_VIDEO_MESSAGE);
  const file = part.file;
  const { head, whole } = await peek(file).catch((e) => {
    throw multipartError(e);
  });
  if (head.length === 0) throw fieldError("file", CHOOSE_VIDEO_MESSAGE);
  const type = sniffVideoType(head);
  if (!type) {
    file.resume();
    throw unsupported();
  }
  const id2 = randomUUID5();
  const key2 = `videos/${id2}.${type === "video/mp4" ? "mp4" : "webm"}`;
  let bytes;
  try {
    ({ bytes } = await storage.putStream(key2, whole, type));
  } catch (e) {
    await storage.delete(key2).catch(() => void 0);
    throw multipartError(e);
  }
  if (file.truncated) {
    await storage.delete(key2);
    throw tooLarge();
  }
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    await tx.insert(videos).values({ id: id2, storageKey: key2, contentType: type, bytes, uploadedBy: me2.id, createdAt: now });
    await audit({ ...ctx, db: tx }, req, {
      action: "video.upload",
      object: { type: "video", id: id2 },
      after: { storageKey: key2, contentType: type, bytes, filename: part.filename }
    });
  });
  return { id: id2, contentType: type, bytes, url: `/api/v1/videos/${id2}` };
}
async function findVideo(db, id2) {
  const [v] = await db.select().from(videos).where(eq49(videos.id, id2));
  return v;
}
function parseRange(header3, size) {
  if (!header3) return void 0;
  const m = /^bytes=(\d*)-(\d*)$/.exec(header3.trim());
  if (!m) return header3.includes(",") && header3.trim().startsWith("bytes=") ? void 0 : "unsatisfiable";
  const [, a, b] = m;
  if (a === "" && b === "") return "unsatisfiable";
  if (a === "") {
    const n2 = Number(b);
    if (n2 === 0 || size === 0) return "unsatisfiable";
    return { start: Math.max(0, size - n2), end: size - 1 };
  }
  const start = Number(a);
  const end = b === "" ? size - 1 : Math.min(Number(b), size - 1);
  if (start >= size || end < start) return "unsatisfiable";
  return { start, end };
}
function posterKey(url) {
  if (!url?.startsWith(MEDIA_URL_PREFIX)) return null;
  const key2 = url.slice(MEDIA_URL_PREFIX.length);
  return isMediaKey(key2) ? key2 : null;
}

// src/modules/fulfilment/fulfilment.routes.ts
var ok2 = (data, message = "Operation successful") => ({ success: true, message, data });
async function fulfilmentRoutes(fastify) {
  const app = fastify.withTypeProvider();
  const { ctx } = app;
  const storage = createStorage(ctx.config);
  await app.register(multipart, { limits: { fileSize: VIDEO_MAX_BYTES, files: 1, fields: 5, parts: 6 } });
  const tags14 = ["admin"];
  const staff = requireRole(...BOARD_ROLES);
  const pujaTeam = requireRole("admin", "operator", "temple_staff");
  app.get(
    "/admin/fulfilment",
    {
      onRequest: staff,
      schema: {
        tags: tags14,
        summary: "Open and recently kept promises, overdue first, then by due date",
        querystring: boardQuery
      }
    },
    async (req) => ok2(await board(ctx, boardReachOf(req), req.query))
  );
  app.get(
    "/admin/fulfilment/pujas",
    {
      onRequest: staff,
      schema: {
        tags: tags14,
        summary: "Pujas and chadhava events by IST date, with their devotees\u2019 open promises",
        querystring: groupsQuery
      }
    },
    async (req) => ok2(await pujaGroups(ctx, boardReachOf(req), req.query))
  );
  app.post(
    "/admin/fulfilment/performed",
    {
      onRequest: pujaTeam,
      schema: { tags: tags14, summary: "Mark pujas performed (a puja and date, or chosen promises)", body: performedBody }
    },
    async (req) => ok2(await markPerformed(ctx, req, boardReachOf(req), req.body), "Marked performed")
  );
  app.post(
    "/admin/fulfilment/videos",
    {
      onRequest: pujaTeam,
      schema: {
        tags: tags14,
        summary: "Upload a puja video (multipart/form-data, field `file`): MP4 or WebM, streamed to storage",
        description: "415 `unsupported_video` for anything that is not an MP4 or WebM by its first bytes; 413 `file_too_large` past the limit. Attach it with POST /admin/fulfilment/video."
      },
      config: { openapi: { success: { status: 201 } }, longUpload: true }
    },
    async (req, reply2) => reply2.status(201).send(ok2({ video: await uploadVideo(ctx, storage, req) }, "Video uploaded"))
  );
  app.post(
    "/admin/fulfilment/video",
    {
      onRequest: pujaTeam,
      schema: {
        tags: tags14,
        summary: "Attach an uploaded video (or a link) and photos: keeps the puja_video promises",
        body: videoBody
      }
    },
    async (req) => ok2(await attachVideo(ctx, req, boardReachOf(req), req.body), "Video attached")
  );
  app.post(
    "/admin/fulfilment/parcel",
    {
      onRequest: pujaTeam,
      schema: {
        tags: tags14,
        summary: "A parcel step: packed, shipped (courier, tracking number), out for delivery, delivered",
        body: parcelBody
      }
    },
    async (req) => ok2(await parcelStep(ctx, req, boardReachOf(req), req.body))
  );
  app.post(
    "/admin/fulfilment/consultation",
    {
      onRequest: requireRole("admin", "operator", "pandit"),
      schema: {
        tags: tags14,
        summary: "A consultation completed or a no-show (a no-show suggests the full refund)",
        body: consultationBody
      }
    },
    async (req) => ok2(await consultationOutcome(ctx, req, boardReachOf(req), req.body))
  );
  app.post(
    "/admin/fulfilment/certificate",
    {
      onRequest: requireRole("admin", "operator"),
      schema: { tags: tags14, summary: "Issue 80G certificates (the donations\u2019 receipt PDFs)", body: certificateBody }
    },
    async (req) => ok2(await issueCertificates(ctx, req, boardReachOf(req), req.body), "Certificate issued")
  );
}

// src/modules/fulfilment/overdue-digest.ts
import { sql as sql51 } from "drizzle-orm";
var DIGEST_FROM_IST_HOUR = 9;
var LISTED = 50;
var IST_OFFSET_MS2 = 198e5;
var istDate3 = (d) => new Date(d.getTime() + IST_OFFSET_MS2).toISOString().slice(0, 10);
var istStamp2 = (d) => new Date(d.getTime() + IST_OFFSET_MS2).toISOString().slice(0, 16).replace("T", " ");
var TYPE_WORDS = {
  confirmation_call: "Confirmation call",
  puja_performed: "Puja performed",
  puja_video: "Puja video",
  aashirwad_box: "Aashirwad Box",
  dispatch: "Dispatch",
  delivery: "Delivery",
  certificate_80g: "80G certificate",
  consultation: "Consultation"
};
async function operators(ctx) {
  const rows7 = await sqlRows(
    ctx.db,
    sql51`select distinct u.id, u.email from user_roles r join users u on u.id = r.user_id
      where r.role in ('admin', 'operator') and u.email is not null and u.email <> '' order by u.email`
  );
  return rows7.map((r) => ({ id: r.id, email: r.email }));
}
async function overdueCounts(ctx) {
  const rows7 = await sqlRows(
    ctx.db,
    sql51`select type, count(*) as n from promises where kept_at is null and due_at < ${ctx.now().toISOString()}::timestamptz
      group by type order by count(*) desc, type`
  );
  return rows7.map((r) => ({ type: r.type, n: Number(r.n) }));
}
function digestMail(base, day2, counts, oldest) {
  const total = counts.reduce((s, c) => s + c.n, 0);
  const board2 = `${base}/admin/fulfilment?status=overdue`;
  const line3 = (r) => `${TYPE_WORDS[r.type] ?? r.type} \xB7 ${r.reference} \xB7 ${r.name} \xB7 ${r.title}${r.temple ? ` \xB7 ${r.temple.name}` : ""} \u2014 due ${istStamp2(r.dueAt)} IST`;
  const text27 = [
    `${total} promise${total === 1 ? " is" : "s are"} overdue on ${day2}.`,
    "",
    ...counts.map((c) => `${TYPE_WORDS[c.type] ?? c.type}: ${c.n}`),
    "",
    "Oldest first:",
    ...oldest.map((r) => `- ${line3(r)}
  ${base}/admin/bookings/${r.kind}/${r.refId}`),
    "",
    `Open the fulfilment board: ${board2}`
  ].join("\n");
  const html = `<p>${total} promise${total === 1 ? " is" : "s are"} overdue on ${escapeHtml(day2)}.</p>
<ul>${counts.map((c) => `<li>${escapeHtml(TYPE_WORDS[c.type] ?? c.type)}: <strong>${c.n}</strong></li>`).join("")}</ul>
<p>Oldest first:</p>
<ol>${oldest.map(
    (r) => `<li><a href="${escapeHtml(`${base}/admin/bookings/${r.kind}/${r.refId}`)}">${escapeHtml(line3(r))}</a></li>`
  ).join("")}</ol>
<p><a href="${escapeHtml(board2)}">Open the fulfilment board</a></p>`;
  return { subject: `Sankalp: ${total} overdue promise${total === 1 ? "" : "s"} (${day2})`, text: text27, html };
}
async function queueOverdueDigest(ctx) {
  const now = ctx.now();
  if (new Date(now.getTime() + IST_OFFSET_MS2).getUTCHours() < DIGEST_FROM_IST_HOUR) return 0;
  const counts = await overdueCounts(ctx);
  if (counts.length === 0) return 0;
  const oldest = await listBoard(
    ctx.db,
    { reach: { everything: true, templeIds: [], panditIds: [] }, now, status: "overdue", keptSince: now },
    { limit: LISTED, offset: 0 }
  );
  const day2 = istDate3(now);
  const mail = digestMail(ctx.config.publicUrl.replace(/\/+$/, ""), day2, counts, oldest);
  const people = await operators(ctx);
  await ctx.db.transaction(async (tx) => {
    for (const p3 of people) await queueMail(tx, { to: p3.email, ...mail, dedupeKey: `overdue-digest:${day2}:${p3.id}` });
  });
  return people.length;
}
var overdueDigestJob = {
  name: "overdue-digest",
  everyMs: 60 * 6e4,
  run: (app) => queueOverdueDigest(app.ctx)
};

// src/modules/fulfilment/videos.routes.ts
import { z as z28 } from "zod";
var VIDEO_NOT_FOUND = "Video not found";
var BAD_LINK = "This video link has expired. Open the booking again to watch it.";
var PRIVATE = "private, max-age=3600";
var query = z28.object({
  exp: z28.string().max(20).optional(),
  sig: z28.string().max(100).optional(),
  download: z28.enum(["1"]).optional()
});
var params = z28.object({ id: z28.string().max(64) });
async function videoRoutes(fastify) {
  const app = fastify.withTypeProvider();
  const { ctx } = app;
  const storage = createStorage(ctx.config);
  const signed = async (id2, q) => {
    if (!isUuid(id2)) throw notFound(VIDEO_NOT_FOUND);
    if (!verifyVideoQuery(ctx.secrets.videoUrlKey, id2, q, ctx.now())) throw forbidden(BAD_LINK);
    const video = await findVideo(ctx.db, id2.toLowerCase());
    if (!video) throw notFound(VIDEO_NOT_FOUND);
    return video;
  };
  app.get(
    "/videos/:id",
    {
      schema: {
        tags: ["media"],
        summary: "A puja video (signed address from a booking read): byte ranges, ?download=1 to save it",
        params,
        querystring: query
      },
      config: { openapi: { success: { contentType: "video/mp4", status: [200, 206] }, errors: { 403: ["forbidden"] } } }
    },
    async (req, reply2) => {
      const video = await signed(req.params.id, req.query);
      const size = video.bytes;
      const range = parseRange(req.headers.range, size);
      if (range === "unsatisfiable") {
        reply2.header("accept-ranges", "bytes").header("content-range", `bytes */${size}`);
        throw new AppError(416, "The requested range is past the end of the video", { size }, "range_not_satisfiable");
      }
      const body = await storage.getStream(video.storageKey, range);
      if (!body) throw notFound(VIDEO_NOT_FOUND);
      reply2.header("accept-ranges", "bytes").header("cache-control", PRIVATE).header("content-type", video.contentType);
      if (req.query.download) {
        const ext = video.contentType === "video/mp4" ? "mp4" : "webm";
        reply2.header("content-disposition", `attachment; filename="puja-video-${video.id.slice(0, 8)}.${ext}"`);
      }
      if (!range) return reply2.header("content-length", String(size)).send(body);
      return reply2.status(206).header("content-range", `bytes ${range.start}-${range.end}/${size}`).header("content-length", String(range.end - range.start + 1)).send(body);
    }
  );
  app.get(
    "/videos/:id/poster",
    {
      schema: {
        tags: ["media"],
        summary: "A puja video's poster image (same signed address)",
        params,
        querystring: query
      },
      config: { openapi: { success: { contentType: "image/webp" }, errors: { 403: ["forbidden"] } } }
    },
    async (req, reply2) => {
      const video = await signed(req.params.id, req.query);
      const key2 = posterKey(video.posterUrl);
      const file = key2 ? await storage.get(key2) : null;
      if (!file) throw notFound("This video has no poster");
      return reply2.header("content-type", file.contentType).header("cache-control", PRIVATE).send(file.body);
    }
  );
}

// src/modules/auth/auth.hook.ts
async function authHook(app) {
  loadCommonPasswords();
  await dummyPasswordHash();
  app.decorateRequest("user", null);
  app.addHook("onRequest", (req, _reply, done2) => {
    req.user = null;
    const header3 = req.headers.authorization;
    if (!header3 || req.routeOptions.config.session === false) return done2();
    const match = /^Bearer\s+(\S+)\s*$/i.exec(header3);
    if (!match?.[1]) {
      markInvalidToken(req);
      return done2();
    }
    authenticateToken(app.ctx, match[1]).then((user) => {
      if (user) req.user = user;
      else markInvalidToken(req);
      done2();
    }, done2);
  });
}
var auth_hook_default = Object.assign(authHook, {
  [/* @__PURE__ */ Symbol.for("skip-override")]: true,
  [/* @__PURE__ */ Symbol.for("fastify.display-name")]: "auth-hook"
});

// src/modules/auth/auth.jobs.ts
var authCleanupJob = {
  name: "auth-cleanup",
  everyMs: 10 * 6e4,
  run: (app) => cleanupAuthTables(app.ctx)
};

// src/modules/auth/auth.routes.ts
async function authRoutes(fastify) {
  const app = fastify.withTypeProvider();
  const { ctx } = app;
  const registerDoc = { success: { status: 201 }, errors: { 409: ["conflict"], 429: ["rate_limited"] } };
  app.post("/auth/register", { schema: { tags: ["auth"], body: registerBody }, config: { openapi: registerDoc } }, async (req, reply2) => {
    const r = await register(ctx, req.body, isLoopbackRequest(req) ? null : req.ip);
    return reply2.status(201).send({ success: true, message: "Account created successfully!", data: { user: r.user, token: r.token, expiresAt: r.expiresAt } });
  });
  const loginDoc = { errors: { 401: ["unauthorized", "otp_required", "otp_invalid"], 429: ["rate_limited"] } };
  app.post("/auth/login", { schema: { tags: ["auth"], body: loginSchema }, config: { openapi: loginDoc } }, async (req) => {
    const r = await login(ctx, req.body, req.ip);
    return { success: true, message: "Login successful!", data: { user: r.user, token: r.token, expiresAt: r.expiresAt } };
  });
  app.get("/auth/me", { onRequest: requireUser, schema: { tags: ["auth"] } }, async (req) => {
    const me2 = currentUser(req);
    const user = toPublicUser(me2, me2.roles);
    return { success: true, message: "Operation successful", data: { user }, user };
  });
  app.post("/auth/logout", { schema: { tags: ["auth"] }, config: { openapi: { auth: "optional" } } }, async (req) => {
    await logout(ctx, req.user);
    return { success: true, message: "Logged out successfully" };
  });
}

// src/modules/auth/two-factor.routes.ts
async function twoFactorRoutes(fastify) {
  const app = fastify.withTypeProvider();
  const { ctx } = app;
  const limited = { 429: ["rate_limited"] };
  app.get("/auth/2fa", { onRequest: requireUser, schema: { tags: ["auth"] } }, async (req) => {
    const data = await twoFactorStatus(ctx, currentUser(req).id);
    return { success: true, message: "Operation successful", data };
  });
  app.post(
    "/auth/2fa/setup",
    {
      onRequest: requireUser,
      schema: { tags: ["auth"] },
      config: { openapi: { errors: { 409: ["2fa_already_enabled"], ...limited } } }
    },
    async (req) => {
      const data = await setupTwoFactor(ctx, currentUser(req));
      return {
        success: true,
        message: "Scan the code with your authenticator app, then enter the 6-digit code it shows",
        data
      };
    }
  );
  app.post(
    "/auth/2fa/enable",
    {
      onRequest: requireUser,
      schema: { tags: ["auth"], body: twoFactorEnableSchema },
      config: { openapi: { errors: { 400: ["otp_invalid"], 409: ["conflict", "2fa_already_enabled"], ...limited } } }
    },
    async (req) => {
      const data = await enableTwoFactor(ctx, currentUser(req), req.body.code);
      return {
        success: true,
        message: "Two-factor authentication is on. Keep your recovery codes somewhere safe.",
        data
      };
    }
  );
  app.post(
    "/auth/2fa/disable",
    {
      onRequest: requireUser,
      schema: { tags: ["auth"], body: twoFactorDisableSchema },
      config: { openapi: { errors: { 400: ["password_incorrect", "otp_invalid"], 409: ["conflict"], ...limited } } }
    },
    async (req) => {
      await disableTwoFactor(ctx, currentUser(req), req.body);
      return { success: true, message: "Two-factor authentication is off", data: { enabled: false } };
    }
  );
}

// ../../packages/shared/src/schemas/pujaCheckout.ts
import { z as z29 } from "zod";
var PUJA_CHADHAVA_LINES_MAX = 50;
var pujaCheckoutSchema = pujaBookingSchema.extend({
  puja_chadhava_items: z29.array(pujaChadhavaItemSchema).max(PUJA_CHADHAVA_LINES_MAX, `At most ${PUJA_CHADHAVA_LINES_MAX} chadhava items`).default([]),
  /** Whole rupees (number or digits); empty is 0; a fraction is refused ('Enter whole rupees'). */
  pandit_dakshina_amount: wholeRupeesSchema,
  message_for_pandit: z29.string().trim().max(SPECIAL_PRAYERS_MAX, `Message cannot exceed ${SPECIAL_PRAYERS_MAX} characters`).optional()
});

// src/modules/payments/payable.http.ts
import { z as z31 } from "zod";

// src/modules/payments/payments.openapi.ts
import { z as z30 } from "zod";
var checkoutInfoSchema = z30.object({
  order: z30.object({ id: z30.string(), amount: z30.number().int().describe("paise"), currency: z30.string() }).describe("The provider order; amount in paise"),
  amount: z30.number().describe("rupees"),
  currency: z30.string(),
  keyId: z30.string().describe("The key id Checkout opens with")
});
var payableView = z30.looseObject({
  _id: z30.string(),
  id: z30.string(),
  reference: z30.string().describe("Short human reference, e.g. SNK-7H3K-92"),
  payment_status: z30.enum(["pending", "completed", "failed", "expired", "refunded"]).describe("'refunded' once everything paid was refunded; a partial refund stays 'completed'"),
  needs_review: z30.boolean(),
  amount_total: z30.number().describe("rupees"),
  refunded_amount: z30.number().describe("rupees refunded so far (processed refunds)"),
  currency: z30.literal("INR")
}).describe("The record's view (its kind's fields beside these)");
var createdAnswerSchema = (name) => envelopeOf(
  z30.looseObject({
    ...checkoutInfoSchema.shape,
    ...name === "order" ? { razorpayOrder: checkoutInfoSchema.shape.order } : {},
    [name]: payableView,
    accessKey: z30.string().describe("Reads the record without a session (`?key=`); given only here and in its e-mail")
  })
);
var recordAnswerSchema = (name) => envelopeOf(z30.object({ [name]: payableView }));
var verifyAnswerSchema = (name) => z30.union([
  z30.object({
    success: z30.literal(true),
    status: z30.literal("success"),
    message: z30.string(),
    data: z30.object({ [name]: payableView })
  }),
  z30.object({
    success: z30.literal(false),
    status: z30.literal("review"),
    code: z30.enum(["order_replaced", "already_paid", "event_full", "out_of_stock", "slot_taken", "conflict"]).describe("Why a person must settle or refund it"),
    message: z30.string().describe("What happens to the money")
  })
]).describe("`status: 'success'`: paid; `status: 'review'`: the money is recorded, the record could not take it");
var verifyFailedSchema = z30.object({
  success: z30.literal(false),
  status: z30.literal("failed"),
  code: z30.literal("verify_failed"),
  message: z30.string(),
  error: z30.string()
});
var paymentsConfig = z30.object({
  provider: z30.enum(["sandbox", "razorpay"]),
  keyId: z30.string()
});
var paymentsConfigAnswerSchema = envelopeOf(paymentsConfig).extend(paymentsConfig.shape);
var webhookEventSchema = z30.looseObject({
  event: z30.string().describe(
    "payment.captured, payment.authorized, payment.failed, order.paid, refund.created, refund.processed or refund.failed; any other is answered 200 and ignored"
  ),
  payload: z30.looseObject({
    payment: z30.looseObject({
      entity: z30.looseObject({
        id: z30.string().describe("Provider payment id"),
        order_id: z30.string().describe("Provider order id"),
        amount: z30.number().int().describe("paise"),
        currency: z30.string(),
        status: z30.enum(["created", "authorized", "captured", "failed", "refunded"]),
        error_code: z30.string().nullish(),
        error_description: z30.string().nullish()
      })
    }).optional(),
    order: z30.looseObject({ entity: z30.looseObject({ id: z30.string() }) }).optional(),
    refund: z30.looseObject({
      entity: z30.looseObject({
        id: z30.string().describe("Provider refund id (rfnd_\u2026)"),
        payment_id: z30.string().describe("The provider payment refunded"),
        amount: z30.number().int().describe("paise"),
        status: z30.enum(["pending", "processed", "failed"]),
        notes: z30.record(z30.string(), z30.unknown()).optional()
      })
    }).optional()
  })
}).describe(
  "A Razorpay webhook event, read as raw bytes: X-Razorpay-Signature is the HMAC-SHA256 of exactly these bytes with the webhook secret"
);
var webhookHeadersSchema = z30.object({
  "x-razorpay-signature": z30.string().describe("HMAC-SHA256 (hex) of the raw body with RAZORPAY_WEBHOOK_SECRET; a bad or missing one is a 400"),
  "x-razorpay-event-id": z30.string().optional().describe("The event id: a replayed event changes nothing (without it, a hash of the body is used)")
});
var outcomes = [
  "ignored",
  "unknown_order",
  "duplicate_event",
  "paid",
  "already_paid",
  "failed",
  "flagged",
  "recorded",
  "unknown_payment",
  "processed"
];
var webhookAnswerSchema = z30.object({
  success: z30.literal(true),
  message: z30.string(),
  data: z30.object({ outcome: z30.enum(outcomes) })
});
var webhookRefusedSchema = z30.object({ success: z30.literal(false), message: z30.string() }).describe("Invalid webhook signature, or a body that is not JSON");
var sandboxPayAnswerSchema = z30.union([
  z30.object({ razorpay_payment_id: z30.string(), razorpay_order_id: z30.string(), razorpay_signature: z30.string() }),
  z30.object({
    error: z30.object({
      code: z30.string(),
      description: z30.string(),
      source: z30.string(),
      step: z30.string(),
      reason: z30.string(),
      metadata: z30.object({ order_id: z30.string(), payment_id: z30.string() })
    })
  })
]).describe("Checkout's success result (to post to the kind's verify call), or its failure");

// src/modules/payments/payable.http.ts
var accessKeyQuery = z31.object({ key: z31.string().max(128).optional() });
var recordRequest = { params: z31.object({ id: idSchema }), querystring: accessKeyQuery };
function sendVerifyAnswer(reply2, answer2, name) {
  const { status, message, code: code2 } = answer2;
  if (status === "success") return reply2.send({ success: true, status, message, data: { [name]: answer2[name] } });
  if (status === "review") return reply2.send({ success: false, status, code: code2, message });
  return reply2.status(400).send({ success: false, status, code: code2 ?? "verify_failed", message, error: message });
}
function createRoute(fastify, url, doc, message, create2) {
  const { view: view3, errors, ...schema } = doc;
  const openapi = {
    auth: "optional",
    // A provider failure while opening the payment order (ensureProviderOrder).
    errors: { ...errors, 502: ["payment_init_failed"] },
    success: { status: 201, schema: createdAnswerSchema(view3), description: "Created, pending payment" }
  };
  fastify.withTypeProvider().post(url, { schema, preHandler: limitCreates, config: { openapi } }, async (req, reply2) => {
    const data = await create2(req.user, req.body);
    return reply2.status(201).send({ success: true, message, data });
  });
}
function verifyRoute(fastify, url, doc, name, verify2) {
  const { requestBody, ...schema } = doc;
  const openapi = {
    // The signature is the proof: no session needed (it may have expired while paying).
    auth: "none",
    requestBody: { schema: requestBody, description: "Checkout's success callback, as Razorpay hands it to the page" },
    success: { schema: verifyAnswerSchema(name), description: "Paid, or the money is recorded for a person to settle" },
    ownErrors: {
      400: {
        description: "The signature did not verify, or the body is not a checkout result",
        schema: verifyFailedSchema
      }
    }
  };
  fastify.post(
    url,
    { schema, preHandler: limitVerifies, config: { allowControlCharacters: true, openapi } },
    async (req, reply2) => sendVerifyAnswer(reply2, await verify2(req.body), name)
  );
}
function recordRoute(fastify, url, schema, answer2, read) {
  const openapi = { auth: "optional", success: { schema: recordAnswerSchema(answer2.name) } };
  fastify.withTypeProvider().get(url, { schema: { ...schema, ...recordRequest }, config: { openapi } }, async (req) => ({
    success: true,
    message: answer2.message,
    data: { [answer2.name]: await read(req.user, req.params.id, req.query.key) }
  }));
}

// src/modules/payments/payable-reads.ts
function payableReads(kind, o) {
  const view3 = async (ctx, id2) => {
    const promises2 = isUuid(id2) ? (await promiseViewsOf(ctx, kind, [id2])).get(id2) ?? [] : [];
    const v = await o.load(ctx.db, id2, promises2);
    if (v === void 0) throw notFound(o.notFoundMessage);
    return v;
  };
  return {
    view: view3,
    verifyPayment: (ctx, body) => verifyPayableRequest(ctx, kind, body, { ...o.verify, view: (id2) => view3(ctx, id2) }),
    read: async (ctx, me2, id2, key2) => view3(ctx, await reachPayable(ctx, kind, me2, id2, key2, o.notFoundMessage))
  };
}

// src/modules/bookings/bookings.service.ts
var BOOKING_CLOSED = "Booking for this puja has closed";
var PUJA_NOT_FOUND = "Puja not found";
var SANKALP_NOT_FOUND = "Sankalp not found";
var BOOKING_NOT_FOUND2 = "Booking not found";
var INVALID_PACKAGE = "Please choose a valid package for this puja";
var INVALID_ITEM = "Please choose chadhava items of this puja";
var ALREADY_PAID = "This booking has already been paid";
var BOOKING_EXPIRED = "This booking has expired. Please book again.";
var sankalpReachable = (ownerId, me2) => !ownerId || ownerId === me2?.id;
async function saveSankalp(ctx, me2, input) {
  let pujaId = input.puja_ref_id ?? null;
  const packageId = input.ways_to_participate_ref_id ?? null;
  if (pujaId && !await findPuja2(ctx.db, pujaId)) throw notFound(PUJA_NOT_FOUND);
  if (packageId) {
    const pkg = await findPackage(ctx.db, packageId);
    if (!pkg || pujaId && pkg.pujaId !== pujaId) throw badRequest(INVALID_PACKAGE);
    pujaId = pkg.pujaId;
    checkFamilySize(input.family_members_names, pkg.numberOfPeople);
  }
  const row = await insertSankalp(ctx.db, {
    pujaId,
    packageId,
    userId: me2?.id ?? null,
    fullName: input.full_name,
    gotra: input.gotra,
    phoneNumber: input.phone_number,
    email: input.email_address.toLowerCase(),
    familyMembers: input.family_members_names,
    wantsPrasad: input.wants_prasad,
    // The address is kept only when prasad is wanted (unchecking prasad clears it, part 2 § 2).
    prasadAddress: input.wants_prasad && input.address_for_prasad_delivery ? input.address_for_prasad_delivery : null,
    specialPrayers: input.special_prayers_or_sankalp || null,
    createdAt: ctx.now()
  });
  return { _id: row.id };
}
function checkFamilySize(names, numberOfPeople) {
  const max = maxFamilyMembers(numberOfPeople);
  if (names.length > max) {
    throw badRequest(familyMembersLimitMessage(max), { field: "family_members_names" });
  }
}
async function priceChoice(db, pujaId, packagePaise, choice) {
  const catalog = new Map(
    choice.items.length === 0 ? [] : (await listChadhavaItemsOf(db, pujaId)).map((i) => [i.id, i])
  );
  const merged = /* @__PURE__ */ new Map();
  for (const line3 of choice.items) {
    if (!Number.isInteger(line3.quantity) || line3.quantity < 1) throw badRequest("Quantity must be at least 1");
    if (!catalog.has(line3.item_id)) throw badRequest(INVALID_ITEM, { item_id: line3.item_id });
    merged.set(line3.item_id, (merged.get(line3.item_id) ?? 0) + line3.quantity);
  }
  const lines = [...merged].map(([itemId, quantity]) => {
    const item = catalog.get(itemId);
    return { itemId, title: item.title, pricePaise: item.pricePaise, quantity, sort: item.sort };
  });
  const totalPaise = toPaise(
    pujaTotal({
      packagePrice: toRupees(packagePaise),
      items: lines.map((l) => ({ price: toRupees(l.pricePaise), quantity: l.quantity })),
      dakshina: choice.dakshina
    })
  );
  const dakshinaPaise = toPaise(choice.dakshina);
  return { lines, packagePaise, dakshinaPaise, chadhavaPaise: totalPaise - packagePaise - dakshinaPaise, totalPaise };
}
function checkOpen(ctx, puja2) {
  if (ctx.now().getTime() > puja2.endTime.getTime()) throw conflict(BOOKING_CLOSED, void 0, "booking_closed");
}
var orderNotes = (b) => cleanNotes({
  booking_id: b.bookingId,
  puja: b.puja.title,
  package: b.pkg.thumbnailTitle,
  gotra: b.gotra,
  chadhava_total: toRupees(b.chadhavaPaise)
});
async function createBooking(ctx, me2, input) {
  const puja2 = await findPuja2(ctx.db, input.puja_ref_id);
  if (!puja2) throw notFound(PUJA_NOT_FOUND);
  const pkg = await findPackage(ctx.db, input.ways_to_participate_ref_id);
  if (!pkg || pkg.pujaId !== puja2.id) throw badRequest(INVALID_PACKAGE);
  const sankalp = await findSankalp(ctx.db, input.sankalp_ref_id);
  if (!sankalp || !sankalpReachable(sankalp.userId, me2)) throw new AppError(404, SANKALP_NOT_FOUND, void 0, "sankalp_not_found");
  if (sankalp.pujaId && sankalp.pujaId !== puja2.id) throw badRequest("This sankalp was saved for another puja");
  checkOpen(ctx, puja2);
  await assertApproved(ctx, "puja", puja2.id);
  checkFamilySize(sankalp.familyMembers, pkg.numberOfPeople);
  const priced2 = await priceChoice(ctx.db, puja2.id, pkg.pricePaise, {
    items: input.puja_chadhava_items,
    dakshina: input.pandit_dakshina_amount
  });
  checkClientTotal(input.amount_total, priced2.totalPaise);
  const hasChadhava = priced2.lines.length > 0 || priced2.dakshinaPaise > 0;
  const booking = await ctx.db.transaction(async (tx) => {
    const pending = await newPayable(tx, ctx, "puja_booking", me2, {
      amountPaise: priced2.totalPaise,
      notes: (id2) => orderNotes({ bookingId: id2, puja: puja2, pkg, gotra: sankalp.gotra, chadhavaPaise: priced2.chadhavaPaise })
    });
    const booking2 = await insertBooking(
      tx,
      {
        ...pending,
        pujaId: puja2.id,
        packageId: pkg.id,
        sankalpId: sankalp.id,
        donorName: input.donor_details.full_name,
        donorEmail: input.donor_details.email.toLowerCase(),
        donorPhone: input.donor_details.phone,
        packagePricePaise: priced2.packagePaise,
        pujaTitle: puja2.title,
        packageTitle: pkg.thumbnailTitle,
        pujaStartTime: puja2.startTime,
        pujaEndTime: puja2.endTime,
        chadhavaTotalPaise: priced2.chadhavaPaise,
        dakshinaPaise: priced2.dakshinaPaise,
        amountTotalPaise: priced2.totalPaise,
        chadhavaIncluded: hasChadhava ? true : input.chadhava_included ?? null,
        messageForPandit: input.message_for_pandit || null
      },
      priced2.lines
    );
    return booking2;
  });
  return withCheckout(ctx, booking);
}
async function withCheckout(ctx, booking) {
  const row = typeof booking === "string" ? await findBooking(ctx.db, booking) : booking;
  const checkout = await openCheckout(ctx, row);
  return { booking: await viewOf(ctx, typeof booking === "string" ? booking : booking.id), ...checkout };
}
var reads = payableReads("puja_booking", {
  notFoundMessage: BOOKING_NOT_FOUND2,
  load: async (db, id2, promises2) => {
    const [bundle] = await loadBundles2(db, [id2]);
    return bundle && toBookingView(bundle, promises2);
  },
  verify: { schema: paymentVerifySchema, named: (v) => v.bookingId, as: "booking" }
});
var viewOf = reads.view;
async function setChadhava(ctx, me2, input, key2) {
  const current = await findBooking(ctx.db, input.pujaId);
  assertReach(current, me2, key2, BOOKING_NOT_FOUND2);
  if (!current) throw notFound(BOOKING_NOT_FOUND2);
  const puja2 = await findPuja2(ctx.db, current.pujaId);
  const pkg = await findPackage(ctx.db, current.packageId);
  if (!puja2 || !pkg) throw notFound(BOOKING_NOT_FOUND2);
  checkPayable(current);
  checkOpen(ctx, puja2);
  await assertApproved(ctx, "puja", puja2.id);
  const priced2 = await priceChoice(ctx.db, puja2.id, current.packagePricePaise, {
    items: input.puja_chadhava_items,
    dakshina: input.pandit_dakshina_amount
  });
  checkClientTotal(input.total_amount, priced2.totalPaise);
  await ctx.db.transaction(async (tx) => {
    const booking = await lockBooking(tx, current.id);
    if (!booking) throw notFound(BOOKING_NOT_FOUND2);
    checkPayable(booking);
    const now = ctx.now();
    await replaceItems(tx, booking.id, priced2.lines);
    let paymentOrderId = booking.paymentOrderId;
    let paymentStatus = booking.paymentStatus;
    const order = paymentOrderId ? await findPaymentOrder({ db: tx }, paymentOrderId) : void 0;
    if (!order || order.amountPaise !== priced2.totalPaise || order.status === "expired" || order.status === "paid") {
      const sankalp = await findSankalp(tx, booking.sankalpId);
      const fresh = await insertPaymentOrder(tx, ctx, {
        kind: "puja_booking",
        refId: booking.id,
        amountPaise: priced2.totalPaise,
        notes: orderNotes({
          bookingId: booking.id,
          puja: puja2,
          pkg,
          gotra: sankalp?.gotra ?? "",
          chadhavaPaise: priced2.chadhavaPaise
        })
      });
      paymentOrderId = fresh.id;
      paymentStatus = "pending";
    }
    await updateBooking(tx, booking.id, {
      chadhavaIncluded: true,
      chadhavaTotalPaise: priced2.chadhavaPaise,
      dakshinaPaise: priced2.dakshinaPaise,
      amountTotalPaise: priced2.totalPaise,
      messageForPandit: input.message_for_pandit || null,
      paymentOrderId,
      paymentStatus,
      updatedAt: now
    });
  });
  return withCheckout(ctx, current.id);
}
function checkPayable(b) {
  if (b.paymentStatus === "completed") throw conflict(ALREADY_PAID, void 0, "already_paid");
  if (b.paymentStatus === "expired") throw conflict(BOOKING_EXPIRED, void 0, "booking_expired");
}
var verifyPayment = reads.verifyPayment;
var getBooking = reads.read;

// src/modules/bookings/bookings.routes.ts
var tags2 = ["puja bookings"];
async function bookingRoutes(fastify) {
  const app = fastify.withTypeProvider();
  const { ctx } = app;
  app.post(
    "/sankalp/",
    {
      preHandler: limitCreates,
      schema: { tags: tags2, summary: "Save the sankalp form", body: sankalpRequestSchema },
      config: { openapi: { auth: "optional", success: { status: 201 }, errors: { 404: ["not_found"] } } }
    },
    async (req, reply2) => {
      const data = await saveSankalp(ctx, req.user, req.body);
      return reply2.status(201).send({ success: true, message: "Sankalp saved successfully", data });
    }
  );
  createRoute(
    fastify,
    "/poojabooking/",
    {
      tags: tags2,
      summary: "Create a pending puja booking (optionally with its chadhava) and its payment order",
      body: pujaCheckoutSchema,
      view: "booking",
      errors: { 404: ["not_found", "sankalp_not_found"], 409: ["total_changed", "booking_closed", "listing_unapproved"] }
    },
    "Booking created successfully",
    (me2, body) => createBooking(ctx, me2, body)
  );
  app.post(
    "/poojabooking/chadhavabooking",
    {
      schema: {
        tags: tags2,
        summary: "Set the chadhava of an unpaid booking (the owner's session or ?key=); answers the new total and order",
        body: chadhavaForPujaSchema,
        querystring: accessKeyQuery
      },
      config: {
        openapi: {
          auth: "optional",
          errors: {
            404: ["not_found"],
            409: ["total_changed", "already_paid", "booking_expired", "booking_closed", "listing_unapproved"],
            502: ["internal"]
          }
        }
      }
    },
    async (req) => {
      const data = await setChadhava(ctx, req.user, req.body, req.query.key ?? req.body.key);
      return { success: true, message: "Chadhava added to booking", data };
    }
  );
  verifyRoute(
    fastify,
    "/poojabooking/verifypayment",
    { tags: tags2, summary: "Verify the checkout signature of a puja payment", requestBody: paymentVerifySchema },
    "booking",
    (body) => verifyPayment(ctx, body)
  );
  recordRoute(
    fastify,
    "/poojabooking/:id",
    { tags: tags2, summary: "One puja booking, for the confirmation page: the owner's session or its access key (?key=)" },
    { name: "booking", message: "Booking fetched successfully" },
    (me2, id2, key2) => getBooking(ctx, me2, id2, key2)
  );
}

// ../../packages/shared/src/schemas/cart.ts
import { z as z32 } from "zod";

// ../../packages/shared/src/api/cart.ts
var CART_LINES_MAX = 20;

// ../../packages/shared/src/schemas/cart.ts
var CART_FULL = `Your cart can hold at most ${CART_LINES_MAX} different items`;
var optionName = (message) => z32.string({ error: message }).max(100, message).transform((v) => v.trim()).refine((v) => !CONTROL_CHARACTERS.test(v), message);
var cartLineSchema = z32.object({
  product: z32.uuid({ error: INVALID_PRODUCT }).transform((v) => v.toLowerCase()),
  size: optionName(INVALID_SIZE),
  color: optionName(INVALID_COLOR),
  quantity: quantitySchema
});
var cartLinesSchema = z32.object({
  lines: z32.array(cartLineSchema, { error: "Invalid cart" }).max(Math.min(CART_LINES_MAX, PRODUCT_ORDER_LINES_MAX), CART_FULL)
});
var keyOf2 = (l) => JSON.stringify([l.product.toLowerCase(), l.size, l.color]);
function mergeCartLines(base, extra) {
  const merged = /* @__PURE__ */ new Map();
  for (const l of [...base, ...extra]) {
    const key2 = keyOf2(l);
    const seen = merged.get(key2);
    if (seen) seen.quantity = Math.min(PRODUCT_ORDER_QUANTITY_MAX, seen.quantity + l.quantity);
    else if (merged.size < CART_LINES_MAX) merged.set(key2, { ...l, product: l.product.toLowerCase() });
  }
  return [...merged.values()];
}

// src/modules/cart/cart.mappers.ts
function optionOf(options, name) {
  if (options.length === 0) return name === "" ? { extraPricePaise: 0 } : void 0;
  return options.find((o) => o.name === name);
}
function toCartItem(line3, p3, stock) {
  const size = optionOf(p3.sizes, line3.size);
  const color = optionOf(p3.colors, line3.color);
  const pricePaise = p3.basePricePaise + (size?.extraPricePaise ?? 0) + (color?.extraPricePaise ?? 0);
  const valid = size !== void 0 && color !== void 0;
  const available = valid ? availableOf(stock, line3.size, line3.color) : 0;
  const problem = !valid ? "unavailable" : available === null ? null : available === 0 ? "sold_out" : line3.quantity > available ? "not_enough" : null;
  const subtotalPaise = pricePaise * line3.quantity;
  return {
    product: p3.id,
    size: line3.size,
    color: line3.color,
    quantity: line3.quantity,
    name: p3.name,
    slug: p3.slug,
    category: p3.category,
    primaryImage: p3.primaryImage,
    unitPrice: toRupees(pricePaise),
    subtotal: toRupees(subtotalPaise),
    available,
    problem,
    subtotalPaise
  };
}
function toCartView(items) {
  return {
    items: items.map(({ subtotalPaise: _, ...item }) => item),
    count: items.reduce((n2, i) => n2 + i.quantity, 0),
    subtotal: toRupees(items.reduce((sum, i) => sum + i.subtotalPaise, 0))
  };
}

// src/modules/cart/cart.repository.ts
import { asc as asc25, eq as eq50, inArray as inArray25 } from "drizzle-orm";
var listLines = (db, userId) => db.select({
  productId: cartLines.productId,
  size: cartLines.size,
  color: cartLines.color,
  quantity: cartLines.quantity
}).from(cartLines).where(eq50(cartLines.userId, userId)).orderBy(asc25(cartLines.position), asc25(cartLines.updatedAt));
var lockCartOwner = (db, userId) => db.select({ id: users.id }).from(users).where(eq50(users.id, userId)).for("update");
async function replaceLines(db, userId, lines, now) {
  await db.delete(cartLines).where(eq50(cartLines.userId, userId));
  if (lines.length === 0) return;
  await db.insert(cartLines).values(lines.map((l, position) => ({ userId, ...l, position, updatedAt: now }))).onConflictDoUpdate({
    // Never reached after the delete under the lock; kept so a repeat can never fail a request.
    target: [cartLines.userId, cartLines.productId, cartLines.size, cartLines.color],
    set: { updatedAt: now }
  });
}
var findProducts2 = (db, ids) => ids.length === 0 ? Promise.resolve([]) : db.select({
  id: products.id,
  name: products.name,
  slug: products.slug,
  category: products.category,
  primaryImage: products.primaryImage,
  basePricePaise: products.basePricePaise,
  sizes: products.sizes,
  colors: products.colors
}).from(products).where(inArray25(products.id, ids));

// src/modules/cart/cart.service.ts
var toInput = (l) => ({
  product: l.productId,
  size: l.size,
  color: l.color,
  quantity: l.quantity
});
var toStored = (l) => ({
  productId: l.product,
  size: l.size,
  color: l.color,
  quantity: l.quantity
});
async function priced(ctx, lines) {
  const ids = [...new Set(lines.map((l) => l.product))];
  const [found3, stock] = await Promise.all([findProducts2(ctx.db, ids), productStockOf2(ctx, ids)]);
  const byId2 = new Map(found3.map((p3) => [p3.id, p3]));
  return toCartView(
    lines.flatMap((l) => {
      const p3 = byId2.get(l.product);
      return p3 ? [toCartItem(toStored(l), p3, stock.get(p3.id) ?? [])] : [];
    })
  );
}
var quoteCart = (ctx, lines) => priced(ctx, mergeCartLines([], lines));
async function getCart(ctx, userId) {
  return priced(ctx, (await listLines(ctx.db, userId)).map(toInput));
}
async function update2(ctx, userId, next) {
  await ctx.db.transaction(async (tx) => {
    await lockCartOwner(tx, userId);
    const lines = next((await listLines(tx, userId)).map(toInput));
    const known = new Set((await findProducts2(tx, [...new Set(lines.map((l) => l.product))])).map((p3) => p3.id));
    await replaceLines(tx, userId, lines.filter((l) => known.has(l.product)).map(toStored), ctx.now());
  });
  return getCart(ctx, userId);
}
var replaceCart = (ctx, userId, lines) => update2(ctx, userId, () => mergeCartLines([], lines));
var mergeCart = (ctx, userId, lines) => update2(ctx, userId, (stored) => mergeCartLines(stored, lines));

// src/modules/cart/cart.routes.ts
var tags3 = ["cart"];
async function cartRoutes(fastify) {
  const app = fastify.withTypeProvider();
  const { ctx } = app;
  const signedIn = { onRequest: requireUser };
  app.get(
    "/cart",
    { ...signedIn, schema: { tags: tags3, summary: "The signed-in user's cart, priced now" } },
    async (req) => ({
      success: true,
      message: "Cart fetched successfully",
      data: await getCart(ctx, currentUser(req).id)
    })
  );
  app.put(
    "/cart",
    { ...signedIn, schema: { tags: tags3, summary: "Replace the signed-in user's cart", body: cartLinesSchema } },
    async (req) => ({
      success: true,
      message: "Cart updated successfully",
      data: await replaceCart(ctx, currentUser(req).id, req.body.lines)
    })
  );
  app.post(
    "/cart/merge",
    {
      ...signedIn,
      schema: { tags: tags3, summary: "Add a guest's lines into the signed-in user's cart", body: cartLinesSchema }
    },
    async (req) => ({
      success: true,
      message: "Cart merged successfully",
      data: await mergeCart(ctx, currentUser(req).id, req.body.lines)
    })
  );
  app.post(
    "/cart/quote",
    { schema: { tags: tags3, summary: "Price a guest's cart (nothing is stored)", body: cartLinesSchema } },
    async (req) => ({
      success: true,
      message: "Cart priced successfully",
      data: await quoteCart(ctx, req.body.lines)
    })
  );
}

// ../../packages/shared/src/schemas/list-query.ts
import { z as z33 } from "zod";
var LIST_LIMIT_DEFAULT = 24;
var LIST_LIMIT_MAX = 100;
var LIST_SEARCH_MAX = 80;
var LIMIT_MESSAGE = `Limit must be a whole number from 1 to ${LIST_LIMIT_MAX}`;
var listLimitSchema = z33.string({ error: LIMIT_MESSAGE }).regex(/^\d{1,3}$/, LIMIT_MESSAGE).transform(Number).pipe(z33.number().int().min(1, LIMIT_MESSAGE).max(LIST_LIMIT_MAX, LIMIT_MESSAGE)).optional().transform((n2) => n2 ?? LIST_LIMIT_DEFAULT);
var listCursorSchema = z33.string({ error: "Invalid cursor" }).max(512, "Invalid cursor").optional();
var listSearchSchema = z33.string({ error: "Search must be text" }).trim().max(LIST_SEARCH_MAX, `Search must be at most ${LIST_SEARCH_MAX} characters`).optional().transform((q) => q ? q : void 0);
var listQuerySchema = z33.object({
  limit: listLimitSchema,
  cursor: listCursorSchema,
  q: listSearchSchema
});
var PUJA_LIST_STATUSES = ["open", "closed"];
var pujaListQuerySchema = listQuerySchema.extend({
  temple: idSchema.optional(),
  status: z33.enum(PUJA_LIST_STATUSES, { error: "Status must be one of: open, closed" }).optional()
});
var eventListQuerySchema = listQuerySchema.extend({ temple: idSchema.optional() });
var productListQuerySchema = listQuerySchema.extend({
  category: z33.enum(PRODUCT_CATEGORIES, { error: `Category must be one of: ${PRODUCT_CATEGORIES.join(", ")}` }).optional()
});
var campaignCategorySchema = z33.enum(CAMPAIGN_CATEGORIES, {
  error: `Category must be one of: ${CAMPAIGN_CATEGORIES.join(", ")}`
});

// src/modules/catalog/catalog.schemas.ts
import { z as z34 } from "zod";
var idParams2 = z34.object({ id: idSchema });
var nameParams = z34.object({ name: slugParamSchema });
var campaignCategoryParams = z34.object({ category: campaignCategorySchema });
var pagedDoc = { openapi: { errors: { 400: ["bad_cursor"] } } };

// src/modules/catalog/campaigns.routes.ts
var tags4 = ["Donation campaigns"];
var compress2 = false;
var campaignRoutes = async (app) => {
  const { ctx } = app;
  app.get(
    "/donationcampaigns",
    {
      schema: { tags: tags4, summary: "A page of campaigns with their sevas (`q`: title)", querystring: listQuerySchema },
      config: pagedDoc,
      compress: compress2
    },
    async (req, reply2) => sendCached(req, reply2, await campaignPage2(ctx, void 0, req.query))
  );
  app.get(
    "/donationcampaigns/category/:category",
    {
      schema: {
        tags: tags4,
        summary: "A page of campaigns of one category",
        params: campaignCategoryParams,
        querystring: listQuerySchema
      },
      config: pagedDoc,
      compress: compress2
    },
    async (req, reply2) => sendCached(req, reply2, await campaignPage2(ctx, req.params.category, req.query))
  );
  app.get(
    "/donationcampaigns/donationByname/:name",
    { schema: { tags: tags4, summary: "One campaign by its title slug (or title)", params: nameParams }, compress: compress2 },
    async (req, reply2) => sendCached(req, reply2, await campaign(ctx, { name: req.params.name }))
  );
  app.get(
    "/donationcampaigns/:id",
    { schema: { tags: tags4, summary: "One campaign", params: idParams2 }, compress: compress2 },
    async (req, reply2) => sendCached(req, reply2, await campaign(ctx, { id: req.params.id }))
  );
};
var campaigns_routes_default = campaignRoutes;

// src/modules/catalog/events.routes.ts
var tags5 = ["Chadhava events"];
var compress3 = false;
var eventRoutes = async (app) => {
  const { ctx } = app;
  app.get(
    "/chadhava-events/upcoming",
    {
      schema: {
        tags: tags5,
        summary: "A page of events from 7 days ago onwards, by date (recent past ones show as Closed)",
        description: "`temple` and `q` (name, temple name or location) filter; `page.nextCursor` goes in `cursor`.",
        querystring: eventListQuerySchema
      },
      config: pagedDoc,
      compress: compress3
    },
    async (req, reply2) => sendCached(req, reply2, await eventPage2(ctx, req.query))
  );
  app.get(
    "/chadhava-events/getChadhavaEventByName/:name",
    { schema: { tags: tags5, summary: "One event by its name slug (or name)", params: nameParams }, compress: compress3 },
    async (req, reply2) => sendCached(req, reply2, await event(ctx, { name: req.params.name }))
  );
  app.get(
    "/chadhava-events/:id",
    { schema: { tags: tags5, summary: "One event with its offerings", params: idParams2 }, compress: compress3 },
    async (req, reply2) => sendCached(req, reply2, await event(ctx, { id: req.params.id }))
  );
};
var events_routes_default = eventRoutes;

// src/modules/catalog/pujas.routes.ts
var tags6 = ["Pujas"];
var compress4 = false;
var pujaRoutes = async (app) => {
  const { ctx } = app;
  app.get(
    "/pujas/all",
    {
      schema: {
        tags: tags6,
        summary: "A page of pujas: open and upcoming by start time, then those closed in the last 7 days",
        description: "`status=open` lists only the open and upcoming, `status=closed` every ended puja (most recently ended first); `temple` and `q` (title, temple name or location) filter. `page.nextCursor` goes in `cursor` for the next page.",
        querystring: pujaListQuerySchema
      },
      config: pagedDoc,
      compress: compress4
    },
    async (req, reply2) => sendCached(req, reply2, await pujaPage2(ctx, req.query))
  );
  app.get(
    "/pujas/",
    { schema: { tags: tags6, summary: "Featured pujas: the 3 open ones with the highest joinedNo" }, compress: compress4 },
    async (req, reply2) => sendCached(req, reply2, await featuredPujas3(ctx))
  );
  app.get(
    "/pujas/pujaByname/:name",
    { schema: { tags: tags6, summary: "One puja by its title slug (or title)", params: nameParams }, compress: compress4 },
    async (req, reply2) => sendCached(req, reply2, await puja(ctx, { name: req.params.name }))
  );
  app.get(
    "/pujas/:id",
    { schema: { tags: tags6, summary: "One puja with packages and chadhava items", params: idParams2 }, compress: compress4 },
    async (req, reply2) => sendCached(req, reply2, await puja(ctx, { id: req.params.id }))
  );
};
var pujas_routes_default = pujaRoutes;

// src/modules/catalog/store.routes.ts
var compress5 = false;
var storeRoutes = async (app) => {
  const { ctx } = app;
  app.get(
    "/products",
    {
      schema: {
        tags: ["Store"],
        summary: "A page of products, optionally of one category (`q`: name)",
        querystring: productListQuerySchema
      },
      config: pagedDoc,
      compress: compress5
    },
    async (req, reply2) => sendCached(req, reply2, await productPage2(ctx, req.query))
  );
  app.get(
    "/products/:id",
    { schema: { tags: ["Store"], summary: "One product with up to 4 related products", params: idParams2 }, compress: compress5 },
    async (req, reply2) => sendCached(req, reply2, await product(ctx, req.params.id))
  );
  app.get(
    "/pandits",
    {
      schema: {
        tags: ["Consultations"],
        summary: "A page of astrologers and vastu consultants (`q`: name)",
        querystring: listQuerySchema
      },
      config: pagedDoc,
      compress: compress5
    },
    async (req, reply2) => sendCached(req, reply2, await panditPage2(ctx, req.query))
  );
  app.get(
    "/pandits/:id",
    { schema: { tags: ["Consultations"], summary: "One pandit", params: idParams2 }, compress: compress5 },
    async (req, reply2) => sendCached(req, reply2, await pandit(ctx, req.params.id))
  );
};
var store_routes_default = storeRoutes;

// src/modules/catalog/catalog.routes.ts
var templeAndStreamRoutes = async (app) => {
  const { ctx } = app;
  app.get(
    "/temples",
    {
      schema: { tags: ["Temples"], summary: "A page of temples (`q`: name or location)", querystring: listQuerySchema },
      config: pagedDoc,
      compress: false
    },
    async (req, reply2) => sendCached(req, reply2, await templePage2(ctx, req.query))
  );
  app.get(
    "/temples/:id",
    { schema: { tags: ["Temples"], summary: "One temple", params: idParams2 }, compress: false },
    async (req, reply2) => sendCached(req, reply2, await temple(ctx, req.params.id))
  );
  app.get(
    "/offerings",
    {
      schema: {
        tags: ["Offerings"],
        summary: "A page of offerings (gau seva, deep daan, anna seva \u2026)",
        querystring: listQuerySchema
      },
      config: pagedDoc,
      compress: false
    },
    async (req, reply2) => sendCached(req, reply2, await offeringPage2(ctx, req.query))
  );
  app.get(
    "/livestream",
    {
      schema: {
        tags: ["Live streams"],
        summary: "A page of streams: live ones first, then by start time",
        querystring: listQuerySchema
      },
      config: pagedDoc,
      compress: false
    },
    async (req, reply2) => sendCached(req, reply2, await streamPage2(ctx, req.query))
  );
  app.get(
    "/livestream/:id",
    { schema: { tags: ["Live streams"], summary: "One stream", params: idParams2 } },
    async (req) => ok(await getStream(ctx, req.params.id), "Live stream fetched successfully")
  );
};
var catalogRoutes = async (app) => {
  app.addHook("onRoute", (route) => {
    route.config = { ...route.config, session: false };
  });
  await app.register(templeAndStreamRoutes);
  await app.register(pujas_routes_default);
  await app.register(campaigns_routes_default);
  await app.register(events_routes_default);
  await app.register(store_routes_default);
};
var catalog_routes_default = catalogRoutes;

// ../../packages/shared/src/schemas/chadhavaBooking.ts
import { z as z35 } from "zod";
var CHADHAVA_OFFERING_QUANTITY_MAX = 10;
var CHADHAVA_OFFERING_LINES_MAX = 50;
var INVALID_OFFERING_QUANTITY = "Invalid offering quantity";
var chadhavaDonorSchema = z35.object({
  fullName: requiredText("Please enter your name", "Please enter a valid name").max(ACCOUNT_NAME_MAX, `Name cannot exceed ${ACCOUNT_NAME_MAX} characters`).refine(noControlCharacters, "Please enter a valid name"),
  email: emailSchema.refine(noControlCharacters, "Please enter a valid email address").toLowerCase(),
  phone: requiredText("Phone number is required", "Please enter a valid phone number").regex(new RegExp(`^\\d{${MOBILE_DIGITS}}$`), `Phone number must be exactly ${MOBILE_DIGITS} digits`).regex(INDIAN_MOBILE_PATTERN, "Phone number must start with 6, 7, 8, or 9"),
  /** Optional here (the form fills Kashyap when unknown); blank is absent. */
  gotra: z35.string({ error: "Gotra can only contain letters and spaces" }).trim().max(GOTRA_MAX, `Gotra cannot exceed ${GOTRA_MAX} characters`).refine((v) => v === "" || LETTERS_AND_SPACES.test(v), "Gotra can only contain letters and spaces").nullish().transform((v) => v || null)
});
var chadhavaOfferingLineSchema = z35.object({
  offering: z35.uuid({ error: "Please select offerings of this event" }),
  quantity: z35.number({ error: INVALID_OFFERING_QUANTITY }).int(INVALID_OFFERING_QUANTITY).min(1, INVALID_OFFERING_QUANTITY).max(CHADHAVA_OFFERING_QUANTITY_MAX, INVALID_OFFERING_QUANTITY)
});
function mergeOfferingLines(lines) {
  const merged = /* @__PURE__ */ new Map();
  for (const l of lines) {
    const id2 = l.offering.toLowerCase();
    merged.set(id2, (merged.get(id2) ?? 0) + l.quantity);
  }
  return merged;
}
var chadhavaBookingSchema = z35.object({
  event: z35.uuid({ error: "Invalid event ID" }),
  donorDetails: chadhavaDonorSchema,
  offerings: z35.array(chadhavaOfferingLineSchema, { error: "Please select at least one offering" }).max(CHADHAVA_OFFERING_LINES_MAX, INVALID_OFFERING_QUANTITY).refine(
    (lines) => [...mergeOfferingLines(lines).values()].every((q) => q <= CHADHAVA_OFFERING_QUANTITY_MAX),
    INVALID_OFFERING_QUANTITY
  ).default([]),
  totalAmount: z35.number({ error: "Invalid total amount" }).min(0, "Invalid total amount").nullish()
});
var chadhavaVerifySchema = z35.object({
  razorpay_order_id: requiredText("Order ID is required").max(64),
  razorpay_payment_id: requiredText("Payment ID is required").max(64),
  razorpay_signature: requiredText("Payment signature is required").max(256),
  bookingId: z35.string().max(64).nullish()
});

// src/modules/chadhava/chadhava.service.ts
var HOLD_MS = 15 * 6e4;
var EVENT_NOT_FOUND = "Event not found";
var BOOKING_NOT_FOUND3 = "Booking not found";
var FOREIGN_OFFERING = "Please select offerings of this event";
var NO_OFFERING = "Please select at least one offering";
var INVALID_AMOUNT = "Invalid Amount";
function checkOpen2(ctx, event2, liveHolds2) {
  if (!event2.isActive) throw conflict(EVENT_ERRORS.inactive, void 0, "event_inactive");
  if (isPastDate(event2.date, ctx.now())) throw conflict(EVENT_ERRORS.past, void 0, "event_closed");
  if (event2.maxParticipants !== null && event2.currentParticipants + liveHolds2 >= event2.maxParticipants)
    throw conflict(EVENT_ERRORS.full, void 0, "event_full");
}
function price(event2, catalog, wanted) {
  const byId2 = new Map(catalog.map((o) => [o.id, o]));
  const merged = mergeOfferingLines(wanted);
  const lines = [];
  for (const [id2, quantity] of merged) {
    const offering = byId2.get(id2);
    if (!offering) throw badRequest(FOREIGN_OFFERING, { offering: id2 });
    if (!Number.isInteger(quantity) || quantity < 1 || quantity > CHADHAVA_OFFERING_QUANTITY_MAX)
      throw badRequest(INVALID_OFFERING_QUANTITY, { offering: id2 });
    lines.push({
      offeringId: id2,
      name: offering.name,
      type: offering.type,
      pricePaise: offering.pricePaise,
      quantity,
      sort: offering.sort
    });
  }
  if (lines.length === 0 && event2.basePricePaise <= 0) throw badRequest(NO_OFFERING, { field: "offerings" });
  const totalPaise = toPaise(
    eventTotal(
      toRupees(event2.basePricePaise),
      lines.map((l) => ({ price: toRupees(l.pricePaise), quantity: l.quantity }))
    )
  );
  if (totalPaise <= 0) throw badRequest(INVALID_AMOUNT);
  return { lines: lines.sort((a, b) => a.sort - b.sort), basePaise: event2.basePricePaise, totalPaise };
}
async function createBooking2(ctx, me2, input) {
  const eventId = input.event.toLowerCase();
  const event2 = await findEvent2(ctx.db, eventId);
  if (!event2) throw notFound(EVENT_NOT_FOUND);
  checkOpen2(ctx, event2, 0);
  await assertApproved(ctx, "event", event2.id);
  const priced2 = price(event2, await listOfferingsOf(ctx.db, event2.id), input.offerings);
  if (input.totalAmount !== null && input.totalAmount !== void 0)
    checkClientTotal(input.totalAmount, priced2.totalPaise);
  const bookingId = await ctx.db.transaction(async (tx) => {
    const now = ctx.now();
    const locked = await lockEvent(tx, eventId);
    if (!locked) throw notFound(EVENT_NOT_FOUND);
    checkOpen2(ctx, locked, locked.maxParticipants === null ? 0 : await countLiveHolds(tx, eventId, now));
    const { donorDetails: donor2 } = input;
    const pending = await newPayable(tx, ctx, "chadhava_booking", me2, {
      now,
      amountPaise: priced2.totalPaise,
      notes: (id2) => cleanNotes({
        booking_id: id2,
        event: locked.name,
        gotra: donor2.gotra ?? "",
        offerings_total: toRupees(priced2.totalPaise - priced2.basePaise)
      })
    });
    await insertBooking2(
      tx,
      {
        ...pending,
        eventId,
        donorName: donor2.fullName,
        donorEmail: donor2.email.toLowerCase(),
        donorPhone: donor2.phone,
        donorGotra: donor2.gotra,
        basePricePaise: priced2.basePaise,
        amountTotalPaise: priced2.totalPaise,
        holdExpiresAt: new Date(now.getTime() + HOLD_MS)
      },
      priced2.lines
    );
    return pending.id;
  });
  invalidateCatalogCache(ctx.db, bookedTags.event(event2.id));
  const checkout = await openCheckout(ctx, await findBooking2(ctx.db, bookingId));
  return { booking: await viewOf2(ctx, bookingId), ...checkout };
}
var reads2 = payableReads("chadhava_booking", {
  notFoundMessage: BOOKING_NOT_FOUND3,
  load: async (db, id2, promises2) => {
    const [bundle] = await loadBundles3(db, [id2]);
    return bundle && toChadhavaBookingView(bundle, promises2);
  },
  verify: { schema: chadhavaVerifySchema, named: (v) => v.bookingId, byOrder: true, as: "booking" }
});
var viewOf2 = reads2.view;
var verifyPayment2 = reads2.verifyPayment;
var getBooking2 = reads2.read;

// src/modules/chadhava/chadhava.routes.ts
var tags7 = ["chadhava bookings"];
async function chadhavaBookingRoutes(fastify) {
  const { ctx } = fastify;
  createRoute(
    fastify,
    "/chadhava-bookings/",
    {
      tags: tags7,
      summary: "Create a pending chadhava booking (holding one slot for 15 minutes) and its payment order",
      body: chadhavaBookingSchema,
      view: "booking",
      errors: { 404: ["not_found"], 409: ["total_changed", "event_inactive", "event_closed", "event_full", "listing_unapproved"] }
    },
    "Booking Created Successfully",
    (me2, body) => createBooking2(ctx, me2, body)
  );
  verifyRoute(
    fastify,
    "/chadhava-bookings/verify-payment",
    { tags: tags7, summary: "Verify the checkout signature of a chadhava booking payment", requestBody: chadhavaVerifySchema },
    "booking",
    (body) => verifyPayment2(ctx, body)
  );
  recordRoute(
    fastify,
    "/chadhava-bookings/:id",
    { tags: tags7, summary: "One chadhava booking, for the success page: the owner's session or its access key (?key=)" },
    { name: "booking", message: "Booking fetched successfully" },
    (me2, id2, key2) => getBooking2(ctx, me2, id2, key2)
  );
}

// src/modules/consultations/consultations.service.ts
var HOLD_MS2 = 15 * 6e4;
var PANDIT_NOT_FOUND = "Pandit not found";
var BOOKING_NOT_FOUND4 = "Booking not found";
var INVALID_AMOUNT2 = "Invalid Amount";
var DAY_MS5 = 24 * 60 * 6e4;
async function freeOn(db, pandit3, date3, now) {
  const start = istDayStartOf(date3);
  const taken = await occupyingBetween(db, pandit3.id, new Date(start), new Date(start + DAY_MS5), now);
  return freeIntervals(
    pandit3.workingHours,
    date3,
    taken.map((b) => ({ from: b.startsAt.getTime(), to: b.endsAt.getTime() })),
    now.getTime(),
    CONSULTATION_MIN_MINUTES,
    pandit3.daysOff
  ).map((i) => ({ from: toIstIso(i.from), to: toIstIso(i.to) }));
}
async function availability(ctx, panditId, date3) {
  const pandit3 = await findPandit2(ctx.db, panditId);
  if (!pandit3) throw notFound(PANDIT_NOT_FOUND);
  return { date: date3, timezone: "Asia/Kolkata", free: await freeOn(ctx.db, pandit3, date3, ctx.now()) };
}
function checkRequest(ctx, pandit3, input) {
  const from = Date.parse(input.preferredTime.from);
  const to = Date.parse(input.preferredTime.to);
  const now = ctx.now().getTime();
  if (to <= from) throw badRequest(PANDIT_BOOKING_ERRORS.order, { field: "preferredTime.to" });
  if (istDateOf(from) < istDateOf(now) || from < now)
    throw badRequest(PANDIT_BOOKING_ERRORS.past, { field: "preferredTime.from" });
  const minutes = (to - from) / 6e4;
  if (minutes < CONSULTATION_MIN_MINUTES) throw badRequest(PANDIT_BOOKING_ERRORS.tooShort, { field: "preferredTime" });
  if (minutes > CONSULTATION_MAX_MINUTES) throw badRequest(PANDIT_BOOKING_ERRORS.tooLong, { field: "preferredTime" });
  if (!pandit3.services.includes(input.serviceType))
    throw badRequest(PANDIT_BOOKING_ERRORS.serviceNotOffered, { field: "serviceType" });
  if (!withinHours(pandit3.workingHours, from, to, pandit3.daysOff))
    throw badRequest(PANDIT_BOOKING_ERRORS.outsideHours, { field: "preferredTime" });
  return { from: new Date(from), to: new Date(to) };
}
async function createBooking3(ctx, me2, input) {
  const pandit3 = await findPandit2(ctx.db, input.panditId);
  if (!pandit3) throw notFound(PANDIT_NOT_FOUND);
  const time = checkRequest(ctx, pandit3, input);
  if (pandit3.feePaise <= 0) throw badRequest(INVALID_AMOUNT2);
  if (input.amount !== null && input.amount !== void 0) checkClientTotal(input.amount, pandit3.feePaise);
  const bookingId = await ctx.db.transaction(async (tx) => {
    const now = ctx.now();
    const locked = await lockPandit(tx, pandit3.id);
    if (!locked) throw notFound(PANDIT_NOT_FOUND);
    const clash = await occupyingBetween(tx, locked.id, time.from, time.to, now);
    if (clash.length > 0)
      throw conflict(
        PANDIT_BOOKING_ERRORS.taken,
        { free: await freeOn(tx, locked, istDateOf(time.from.getTime()), now) },
        "slot_taken"
      );
    const { customer } = input;
    const pending = await newPayable(tx, ctx, "pandit_booking", me2, {
      now,
      amountPaise: locked.feePaise,
      notes: (id2) => cleanNotes({
        booking_id: id2,
        pandit: locked.name,
        service: PANDIT_SERVICE_LABELS[input.serviceType],
        from: toIstIso(time.from.getTime())
      })
    });
    await insertBooking3(tx, {
      ...pending,
      panditId: locked.id,
      donorName: customer.name,
      donorEmail: customer.email.trim().toLowerCase(),
      donorPhone: customer.phone,
      serviceType: input.serviceType,
      startsAt: time.from,
      endsAt: time.to,
      specialRequests: input.specialRequests,
      amountTotalPaise: locked.feePaise,
      holdExpiresAt: new Date(now.getTime() + HOLD_MS2)
    });
    return pending.id;
  });
  const checkout = await openCheckout(ctx, await findBooking3(ctx.db, bookingId));
  return { booking: await viewOf3(ctx, bookingId), ...checkout };
}
var reads3 = payableReads("pandit_booking", {
  notFoundMessage: BOOKING_NOT_FOUND4,
  load: async (db, id2, promises2) => {
    const [bundle] = await loadBundles4(db, [id2]);
    return bundle && toPanditBookingView(bundle, promises2);
  },
  verify: { schema: panditVerifySchema, named: (v) => v.bookingId, byOrder: true, as: "booking" }
});
var viewOf3 = reads3.view;
var verifyPayment3 = reads3.verifyPayment;
var getBooking3 = reads3.read;
async function renderConsultationIcs(db, config, id2) {
  const [bundle] = await loadBundles4(db, [id2]);
  if (!bundle) throw new Error(`pandit booking ${id2} not found`);
  return Buffer.from(consultationIcs(config, bundle, bundle.booking.paidAt ?? bundle.booking.createdAt), "utf8");
}

// src/modules/consultations/consultations.routes.ts
var tags8 = ["Consultations"];
async function consultationRoutes(fastify) {
  const app = fastify.withTypeProvider();
  const { ctx } = app;
  app.get(
    "/pandits/:id/availability",
    {
      schema: {
        tags: tags8,
        summary: "A pandit's free consultation times on an IST date (working hours minus held or paid bookings)",
        params: idParams2,
        querystring: availabilityQuerySchema
      }
    },
    async (req, reply2) => {
      reply2.header("Cache-Control", "no-store");
      return ok(await availability(ctx, req.params.id, req.query.date), "Availability fetched successfully");
    }
  );
  createRoute(
    fastify,
    "/pandit-bookings",
    {
      tags: tags8,
      summary: "Create a pending consultation (holding its time for 15 minutes) and its payment order",
      body: panditBookingSchema,
      view: "booking",
      errors: { 404: ["not_found"], 409: ["total_changed", "slot_taken"] }
    },
    "Booking Created Successfully",
    (me2, body) => createBooking3(ctx, me2, body)
  );
  verifyRoute(
    fastify,
    "/pandit-bookings/verifypayment",
    { tags: tags8, summary: "Verify the checkout signature of a consultation payment", requestBody: panditVerifySchema },
    "booking",
    (body) => verifyPayment3(ctx, body)
  );
  recordRoute(
    fastify,
    "/pandit-bookings/:id",
    { tags: tags8, summary: "One consultation, for the receipt page: the owner's session or its access key (?key=)" },
    { name: "booking", message: "Booking fetched successfully" },
    (me2, id2, key2) => getBooking3(ctx, me2, id2, key2)
  );
}

// src/modules/dev/dev.routes.ts
import { z as z36 } from "zod";
async function devRoutes(fastify) {
  const app = fastify.withTypeProvider();
  const { config } = app.ctx;
  if (!devOutboxEnabled(config)) return;
  if (config.NODE_ENV === "development") app.log.warn("dev outbox is served at /api/v1/dev/outbox (set NODE_ENV=production to turn it off)");
  app.get(
    "/dev/outbox",
    { onRequest: loopbackOnly, schema: { tags: ["dev"], querystring: z36.object({ to: z36.string().trim().max(254).optional() }) } },
    async (req) => {
      const rows7 = await readOutbox(app.ctx.db, req.query.to || void 0);
      const messages = rows7.map((m) => ({
        to: m.to,
        subject: m.subject,
        text: m.text,
        attachments: m.attachments.map((a) => a.filename),
        createdAt: m.createdAt.toISOString()
      }));
      return { success: true, message: "Operation successful", data: { messages } };
    }
  );
}
function devOutboxEnabled(config) {
  return config.NODE_ENV !== "production" && !config.SMTP_URL;
}

// src/modules/dev/dev-whatsapp.routes.ts
import { z as z37 } from "zod";

// src/modules/notifications/channels/whatsapp.ts
import { randomUUID as randomUUID6 } from "node:crypto";
var WhatsAppError = class extends Error {
  constructor(message, status, retryable, code2) {
    super(message);
    this.status = status;
    this.retryable = retryable;
    this.code = code2;
  }
  status;
  retryable;
  code;
  name = "WhatsAppError";
};
var WHATSAPP_TEMPLATES = {
  booking_confirmed: { name: "sankalp_booking_confirmed", params: ["title", "reference"] },
  puja_performed: { name: "sankalp_puja_performed", params: ["title"] },
  video_ready: { name: "sankalp_video_ready", params: ["title"] },
  shipped: { name: "sankalp_shipped", params: ["title", "courier", "tracking"] },
  delivered: { name: "sankalp_delivered", params: ["title"] },
  consultation_reminder: { name: "sankalp_consultation_reminder", params: ["title", "time"] },
  refund_processed: { name: "sankalp_refund_processed", params: ["amount", "title"] },
  certificate_ready: { name: "sankalp_certificate_ready", params: ["title"] }
};
function whatsAppMessageOf(n2, to) {
  const t = WHATSAPP_TEMPLATES[n2.type];
  return {
    to,
    template: t.name,
    language: n2.language,
    // A template parameter may not be empty nor hold new lines or tabs (Cloud API error 132018).
    params: t.params.map(
      (p3) => (n2.params[p3] ?? "").replace(/[\n\t]+/g, " ").replace(/ {4,}/g, "   ").trim() || "-"
    )
  };
}
function whatsAppCloudNotifier(opts) {
  const url = `${opts.baseUrl.replace(/\/+$/, "")}/${encodeURIComponent(opts.phoneNumberId)}/messages`;
  return {
    name: "whatsapp-cloud",
    async send(m) {
      let res;
      try {
        res = await fetch(url, {
          method: "POST",
          headers: { authorization: `Bearer ${opts.token}`, "content-type": "application/json" },
          body: JSON.stringify({
            messaging_product: "whatsapp",
            recipient_type: "individual",
            to: m.to,
            type: "template",
            template: {
              name: m.template,
              language: { code: m.language },
              components: [{ type: "body", parameters: m.params.map((text27) => ({ type: "text", text: text27 })) }]
            }
          }),
          signal: AbortSignal.timeout(opts.timeoutMs ?? 15e3)
        });
      } catch (e) {
        throw new WhatsAppError(`WhatsApp API unreachable: ${e.message}`, 0, true);
      }
      const body = await res.json().catch(() => ({}));
      const id2 = body.messages?.[0]?.id;
      if (res.ok && id2) return id2;
      const err = body.error ?? {};
      const what = `WhatsApp API ${res.status}${err.code ? ` (code ${err.code})` : ""}: ${err.message ?? "no message id in the answer"}`;
      const throttled = [4, 80007, 130429, 131048, 131056].includes(err.code ?? -1);
      const retryable = res.status === 429 || res.status >= 500 || res.status === 401 || res.status === 403 || throttled || res.ok;
      throw new WhatsAppError(what, res.status, retryable, err.code);
    }
  };
}
var devWhatsAppNotifier = {
  name: "dev",
  async send() {
    return `dev:${randomUUID6()}`;
  }
};

// src/modules/notifications/notifications.repository.ts
import { and as and33, count as count12, desc as desc11, eq as eq51, inArray as inArray26, isNull as isNull11, lt as lt7, or as or12, sql as sql52 } from "drizzle-orm";
async function listNotifications(db, userId, limit, cursor2) {
  return db.select().from(notifications).where(
    and33(
      eq51(notifications.userId, userId),
      cursor2 ? or12(
        lt7(notifications.createdAt, cursor2.createdAt),
        and33(eq51(notifications.createdAt, cursor2.createdAt), lt7(notifications.id, cursor2.id))
      ) : void 0
    )
  ).orderBy(desc11(notifications.createdAt), desc11(notifications.id)).limit(limit);
}
async function unreadCount(db, userId) {
  const [row] = await db.select({ n: count12() }).from(notifications).where(and33(eq51(notifications.userId, userId), isNull11(notifications.readAt)));
  return Number(row?.n ?? 0);
}
async function markRead(db, userId, which, now) {
  if ("ids" in which && which.ids.length === 0) return;
  await db.update(notifications).set({ readAt: now }).where(
    and33(
      eq51(notifications.userId, userId),
      isNull11(notifications.readAt),
      "ids" in which ? inArray26(notifications.id, which.ids) : void 0
    )
  );
}
var deliveryWithNotification = (db, deliveryId) => db.select({ delivery: notificationDeliveries, notification: notifications }).from(notificationDeliveries).innerJoin(notifications, eq51(notifications.id, notificationDeliveries.notificationId)).where(eq51(notificationDeliveries.id, deliveryId));
async function findDelivery(db, deliveryId) {
  const [row] = await deliveryWithNotification(db, deliveryId);
  return row;
}
async function lockDelivery(db, deliveryId) {
  const [row] = await deliveryWithNotification(db, deliveryId).for("update", { of: notificationDeliveries });
  return row;
}
async function finishDelivery(db, id2, outcome) {
  await db.update(notificationDeliveries).set(
    outcome.status === "sent" ? { status: "sent", providerId: outcome.providerId, sentAt: outcome.at, lastError: null } : { status: outcome.status, lastError: outcome.reason.slice(0, 2e3) }
  ).where(and33(eq51(notificationDeliveries.id, id2), inArray26(notificationDeliveries.status, ["queued", "failed"])));
}
async function noteDeliveryError(db, id2, error) {
  await db.update(notificationDeliveries).set({ lastError: error.slice(0, 2e3) }).where(eq51(notificationDeliveries.id, id2));
}
var pushSubscriptionsOf = (db, userId) => db.select().from(pushSubscriptions).where(eq51(pushSubscriptions.userId, userId));
async function savePushSubscription(db, sub, now) {
  await db.insert(pushSubscriptions).values({ ...sub, createdAt: now }).onConflictDoUpdate({
    target: pushSubscriptions.endpoint,
    set: { userId: sub.userId, p256dh: sub.p256dh, auth: sub.auth, createdAt: now }
  });
}
async function deletePushSubscription(db, userId, endpoint) {
  const rows7 = await db.delete(pushSubscriptions).where(and33(eq51(pushSubscriptions.userId, userId), eq51(pushSubscriptions.endpoint, endpoint))).returning({ id: pushSubscriptions.id });
  return rows7.length > 0;
}
async function forgetPushSubscription(db, id2) {
  await db.delete(pushSubscriptions).where(eq51(pushSubscriptions.id, id2));
}
async function countPushSubscriptions(db, userId) {
  const [row] = await db.select({ n: count12() }).from(pushSubscriptions).where(eq51(pushSubscriptions.userId, userId));
  return Number(row?.n ?? 0);
}
async function devWhatsAppMessages(db, phone, limit = 20) {
  return db.select({ delivery: notificationDeliveries, notification: notifications }).from(notificationDeliveries).innerJoin(notifications, eq51(notifications.id, notificationDeliveries.notificationId)).where(
    and33(
      eq51(notificationDeliveries.channel, "whatsapp"),
      sql52`${notificationDeliveries.providerId} like 'dev:%'`,
      phone ? sql52`${phoneKey(notifications.phone)} = ${phoneKey(sql52`${phone}::text`)}` : void 0
    )
  ).orderBy(desc11(notificationDeliveries.sentAt)).limit(limit);
}

// src/modules/notifications/notifications.service.ts
var MAX_PUSH_SUBSCRIPTIONS = 10;
var toItem4 = (n2) => ({
  _id: n2.id,
  type: n2.type,
  title: n2.title,
  body: n2.body,
  link: n2.link,
  readAt: n2.readAt?.toISOString() ?? null,
  createdAt: n2.createdAt.toISOString()
});
var encodeCursor2 = (n2) => Buffer.from(`${n2.createdAt.toISOString()}|${n2.id}`).toString("base64url");
function decodeCursor2(cursor2) {
  const [at, id2] = Buffer.from(cursor2, "base64url").toString("utf8").split("|");
  const createdAt3 = new Date(at ?? "");
  if (!id2 || !isUuid(id2) || Number.isNaN(createdAt3.getTime())) throw fieldError("cursor", "Invalid cursor");
  return { createdAt: createdAt3, id: id2 };
}
async function listNotifications2(ctx, userId, q) {
  const cursor2 = q.cursor ? decodeCursor2(q.cursor) : void 0;
  const rows7 = await listNotifications(ctx.db, userId, q.limit + 1, cursor2);
  const page = rows7.slice(0, q.limit);
  const unread = await unreadCount(ctx.db, userId);
  return {
    items: page.map(toItem4),
    unread,
    nextCursor: rows7.length > q.limit ? encodeCursor2(page[page.length - 1]) : null
  };
}
async function unreadCount2(ctx, userId) {
  return { unread: await unreadCount(ctx.db, userId) };
}
async function markRead2(ctx, userId, which) {
  await markRead(
    ctx.db,
    userId,
    "all" in which ? { all: true } : { ids: which.ids.map((i) => i.toLowerCase()) },
    ctx.now()
  );
  return unreadCount2(ctx, userId);
}
var pushKey = (ctx) => ({ publicKey: ctx.secrets.vapid.publicKey });
async function subscribePush(ctx, userId, s) {
  const known = (await pushSubscriptionsOf(ctx.db, userId)).some((r) => r.endpoint === s.endpoint);
  if (!known && await countPushSubscriptions(ctx.db, userId) >= MAX_PUSH_SUBSCRIPTIONS) {
    throw badRequest(
      `Push notifications can be on in at most ${MAX_PUSH_SUBSCRIPTIONS} browsers. Turn them off in one first.`
    );
  }
  await savePushSubscription(
    ctx.db,
    { userId, endpoint: s.endpoint, p256dh: s.keys.p256dh, auth: s.keys.auth },
    ctx.now()
  );
}
async function unsubscribePush(ctx, userId, endpoint) {
  return { removed: await deletePushSubscription(ctx.db, userId, endpoint) };
}
async function devWhatsAppOutbox(db, phone) {
  const rows7 = await devWhatsAppMessages(db, phone);
  return rows7.map(({ delivery, notification: n2 }) => ({
    id: delivery.providerId,
    ...whatsAppMessageOf(n2, normalizePhone(n2.phone ?? "") ?? ""),
    sentAt: delivery.sentAt?.toISOString() ?? null
  }));
}

// src/modules/dev/dev-whatsapp.routes.ts
async function devWhatsAppRoutes(fastify) {
  const app = fastify.withTypeProvider();
  const { config } = app.ctx;
  if (config.NODE_ENV === "production" || config.WHATSAPP_TOKEN) return;
  app.get(
    "/dev/whatsapp",
    {
      onRequest: loopbackOnly,
      schema: { tags: ["dev"], querystring: z37.object({ phone: z37.string().trim().max(30).optional() }) }
    },
    async (req) => {
      const messages = await devWhatsAppOutbox(app.ctx.db, req.query.phone || void 0);
      return { success: true, message: "Operation successful", data: { messages } };
    }
  );
}

// ../../packages/shared/src/schemas/notifications.ts
import { z as z38 } from "zod";
var NOTIFICATIONS_PAGE_MAX = 50;
var notificationsQuerySchema = z38.object({
  limit: z38.coerce.number().int().min(1).max(NOTIFICATIONS_PAGE_MAX).default(20),
  /** nextCursor of the previous page. */
  cursor: z38.string().trim().max(100).optional()
});
var markReadSchema = z38.union([
  z38.object({ ids: z38.array(idSchema).min(1, "Choose at least one notification").max(100) }).strict(),
  z38.object({ all: z38.literal(true) }).strict()
]);
var PUSH_SERVICE_HOSTS = [
  "fcm.googleapis.com",
  "android.googleapis.com",
  "updates.push.services.mozilla.com",
  "push.services.mozilla.com",
  "web.push.apple.com",
  ".push.apple.com",
  ".notify.windows.com"
];
var hostAllowed = (host) => PUSH_SERVICE_HOSTS.some((h) => h.startsWith(".") ? host.endsWith(h) : host === h);
var PUSH_ENDPOINT_MESSAGE = "This browser's push service is not supported";
var pushEndpointSchema = z38.string().trim().max(1e3, PUSH_ENDPOINT_MESSAGE).refine((v) => {
  try {
    const u = new URL(v);
    return u.protocol === "https:" && !u.username && !u.password && !u.port && hostAllowed(u.hostname.toLowerCase());
  } catch {
    return false;
  }
}, PUSH_ENDPOINT_MESSAGE);
var pushSubscriptionSchema = z38.object({
  endpoint: pushEndpointSchema,
  keys: z38.object({
    // An uncompressed P-256 point is 65 bytes (87 base64url characters); the auth secret 16 (22).
    p256dh: z38.string().trim().regex(/^[A-Za-z0-9_-]{80,100}={0,2}$/, "Invalid push key"),
    auth: z38.string().trim().regex(/^[A-Za-z0-9_-]{16,32}={0,2}$/, "Invalid push key")
  })
});
var pushUnsubscribeSchema = z38.object({ endpoint: z38.string().trim().min(1).max(1e3) });

// src/modules/notifications/notifications.routes.ts
var ok3 = "Operation successful";
async function notificationRoutes(fastify) {
  const app = fastify.withTypeProvider();
  const { ctx } = app;
  const tags14 = ["notifications"];
  app.get(
    "/notifications",
    { onRequest: requireUser, schema: { tags: tags14, querystring: notificationsQuerySchema } },
    async (req) => {
      const data = await listNotifications2(ctx, currentUser(req).id, req.query);
      return { success: true, message: ok3, data };
    }
  );
  app.get("/notifications/unread-count", { onRequest: requireUser, schema: { tags: tags14 } }, async (req) => {
    const data = await unreadCount2(ctx, currentUser(req).id);
    return { success: true, message: ok3, data };
  });
  app.post("/notifications/read", { onRequest: requireUser, schema: { tags: tags14, body: markReadSchema } }, async (req) => {
    const data = await markRead2(ctx, currentUser(req).id, req.body);
    return { success: true, message: "Notifications marked as read", data };
  });
  app.get("/push/key", { schema: { tags: tags14 } }, async () => ({ success: true, message: ok3, data: pushKey(ctx) }));
  app.post(
    "/push/subscriptions",
    { onRequest: requireUser, preHandler: limitCreates, schema: { tags: tags14, body: pushSubscriptionSchema } },
    async (req) => {
      await subscribePush(ctx, currentUser(req).id, req.body);
      return { success: true, message: "Push notifications are on in this browser", data: { subscribed: true } };
    }
  );
  app.delete(
    "/push/subscriptions",
    { onRequest: requireUser, schema: { tags: tags14, body: pushUnsubscribeSchema } },
    async (req) => {
      const data = await unsubscribePush(ctx, currentUser(req).id, req.body.endpoint);
      return { success: true, message: "Push notifications are off in this browser", data };
    }
  );
}

// src/modules/notifications/channels/email.ts
var WORDS = {
  en: {
    open: "Open on Sankalp",
    why: "You receive this e-mail because of your booking on Sankalp. Choose which updates reach you in Settings:",
    settings: "Notification settings"
  },
  hi: {
    open: "\u0938\u0902\u0915\u0932\u094D\u092A \u092A\u0930 \u0916\u094B\u0932\u0947\u0902",
    why: "\u092F\u0939 \u0908-\u092E\u0947\u0932 \u0906\u092A\u0915\u094B \u0938\u0902\u0915\u0932\u094D\u092A \u092A\u0930 \u0906\u092A\u0915\u0940 \u092C\u0941\u0915\u093F\u0902\u0917 \u0915\u0947 \u0915\u093E\u0930\u0923 \u092E\u093F\u0932\u093E \u0939\u0948\u0964 \u0915\u094C\u0928-\u0938\u0940 \u0938\u0942\u091A\u0928\u093E\u090F\u0901 \u0906\u092A \u0924\u0915 \u092A\u0939\u0941\u0901\u091A\u0947\u0902, \u092F\u0939 \u0938\u0947\u091F\u093F\u0902\u0917\u094D\u0938 \u092E\u0947\u0902 \u091A\u0941\u0928\u0947\u0902:",
    settings: "\u0938\u0942\u091A\u0928\u093E \u0938\u0947\u091F\u093F\u0902\u0917\u094D\u0938"
  }
};
var absolute = (config, path) => new URL(path, config.publicUrl).toString();
async function notificationMail(config, n2, deliveryId, to) {
  const w = WORDS[n2.language] ?? WORDS.en;
  const link = n2.link ? absolute(config, n2.link) : null;
  const settings = absolute(config, "/settings");
  const e = escapeHtml;
  const font = n2.language === "hi" ? "'Noto Sans Devanagari', 'Noto Sans', Arial, sans-serif" : "'Noto Sans', Arial, sans-serif";
  const source = `<mjml lang="${n2.language}">
  <mj-head>
    <mj-title>${e(n2.title)}</mj-title>
    <mj-preview>${e(n2.body)}</mj-preview>
    <mj-attributes><mj-all font-family="${font}" /><mj-text color="#2b2118" font-size="16px" line-height="24px" /></mj-attributes>
  </mj-head>
  <mj-body background-color="#fdf8ef">
    <mj-section padding="24px 16px 8px"><mj-column>
      <mj-text font-size="22px" font-weight="700" color="#7a1f1f">Sankalp</mj-text>
    </mj-column></mj-section>
    <mj-section background-color="#ffffff" border-radius="12px" padding="16px"><mj-column>
      <mj-text font-size="20px" font-weight="700">${e(n2.title)}</mj-text>
      <mj-text>${e(n2.body)}</mj-text>
      ${link ? `<mj-button href="${e(link)}" background-color="#c2410c" color="#ffffff" border-radius="999px" font-weight="600" align="left">${e(w.open)}</mj-button>` : ""}
    </mj-column></mj-section>
    <mj-section padding="8px 16px 24px"><mj-column>
      <mj-text font-size="13px" color="#6b5e51">${e(w.why)} <a href="${e(settings)}" style="color:#7a1f1f">${e(w.settings)}</a></mj-text>
    </mj-column></mj-section>
  </mj-body>
</mjml>`;
  const { default: mjml2html } = await import("mjml");
  const out = await mjml2html(source, { validationLevel: "strict", minify: false });
  if (out.errors.length > 0) throw new Error(`notification e-mail template: ${out.errors[0].formattedMessage}`);
  const text27 = [
    n2.title,
    "",
    n2.body,
    ...link ? ["", `${w.open}: ${link}`] : [],
    "",
    `${w.why} ${settings}`,
    "",
    "Sankalp"
  ].join("\n");
  return { to, subject: n2.title, text: text27, html: out.html, dedupeKey: `notification:${deliveryId}` };
}

// src/modules/notifications/channels/push.ts
import webPush from "web-push";
function webPushSender(vapid, subject, timeoutMs = 15e3) {
  return {
    async send(target, payload, { topic }) {
      const req = webPush.generateRequestDetails(
        { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
        JSON.stringify(payload),
        {
          vapidDetails: { subject, publicKey: vapid.publicKey, privateKey: vapid.privateKey },
          TTL: 7 * 24 * 3600,
          topic,
          urgency: "normal",
          contentEncoding: "aes128gcm"
        }
      );
      let res;
      try {
        res = await fetch(req.endpoint, {
          method: req.method,
          headers: req.headers,
          body: req.body,
          redirect: "error",
          signal: AbortSignal.timeout(timeoutMs)
        });
      } catch (e) {
        return { ok: false, gone: false, status: 0, message: `push service unreachable: ${e.message}` };
      }
      const text27 = (await res.text().catch(() => "")).slice(0, 300);
      if (res.ok) return { ok: true };
      return {
        ok: false,
        gone: res.status === 404 || res.status === 410,
        status: res.status,
        message: `push service ${res.status}: ${text27}`
      };
    }
  };
}

// src/modules/notifications/notifications.deliver.ts
function whatsAppNotifierFor(config) {
  return config.WHATSAPP_TOKEN && config.WHATSAPP_PHONE_NUMBER_ID ? whatsAppCloudNotifier({
    baseUrl: config.WHATSAPP_API_URL,
    phoneNumberId: config.WHATSAPP_PHONE_NUMBER_ID,
    token: config.WHATSAPP_TOKEN
  }) : devWhatsAppNotifier;
}
var Refused = class extends Error {
};
function notificationDeliverJob(ctx, deps) {
  const d = {
    whatsapp: deps?.whatsapp ?? whatsAppNotifierFor(ctx.config),
    push: deps?.push ?? webPushSender(ctx.secrets.vapid, `mailto:${ctx.config.SUPPORT_EMAIL}`),
    afterSend: deps?.afterSend
  };
  return {
    backoff: { baseMs: 3e4, capMs: 30 * 6e4 },
    timeoutMs: 6e4,
    async run({ deliveryId }, { db, job }) {
      const row = await findDelivery(db, deliveryId);
      if (!row || row.delivery.status === "sent" || row.delivery.status === "skipped") return;
      const lastAttempt = job.attempts >= job.maxAttempts;
      try {
        await send(ctx, d, db, row);
      } catch (e) {
        const message = e instanceof WhatsAppError || e instanceof Refused ? e.message.replace(/\+?\d[\d -]{8,16}\d/g, "[phone]") : scrub(e instanceof Error ? e.message : String(e));
        if (e instanceof Refused || lastAttempt) {
          await finishDelivery(db, deliveryId, { status: "failed", reason: message });
          throw new PermanentJobError(message);
        }
        await noteDeliveryError(db, deliveryId, message);
        throw e;
      }
    }
  };
}
async function send(ctx, d, db, { delivery, notification: n2 }) {
  const skip = (reason) => finishDelivery(db, delivery.id, { status: "skipped", reason });
  const sent = (providerId) => finishDelivery(db, delivery.id, { status: "sent", providerId, at: ctx.now() });
  if (delivery.channel === "email") {
    if (!n2.email) return skip("no e-mail address");
    const mail = await notificationMail(ctx.config, n2, delivery.id, n2.email);
    await db.transaction(async (tx) => {
      const locked = await lockDelivery(tx, delivery.id);
      if (!locked || locked.delivery.status === "sent" || locked.delivery.status === "skipped") return;
      await queueMail(tx, mail);
      await d.afterSend?.("email");
      await finishDelivery(tx, delivery.id, {
        status: "sent",
        providerId: `mail:${mail.dedupeKey}`,
        at: ctx.now()
      });
    });
    return;
  }
  if (delivery.channel === "whatsapp") {
    const to = n2.phone ? normalizePhone(n2.phone) : null;
    if (!to) return skip("no phone number");
    let id2;
    try {
      id2 = await d.whatsapp.send(whatsAppMessageOf(n2, to));
    } catch (e) {
      if (e instanceof WhatsAppError && !e.retryable) throw new Refused(e.message);
      throw e;
    }
    await d.afterSend?.("whatsapp");
    return sent(id2);
  }
  if (!n2.userId) return skip("a guest has no push subscription");
  const subs = await pushSubscriptionsOf(db, n2.userId);
  if (subs.length === 0) return skip("no push subscription");
  const payload = { id: n2.id, title: n2.title, body: n2.body, link: n2.link };
  const topic = delivery.id.replace(/-/g, "");
  let ok4 = 0;
  const errors = [];
  for (const sub of subs) {
    const r = await d.push.send(sub, payload, { topic });
    if (r.ok) ok4++;
    else if (r.gone) await forgetPushSubscription(db, sub.id);
    else errors.push(r.message);
  }
  if (ok4 > 0) {
    await d.afterSend?.("push");
    return sent(`push:${ok4}/${subs.length}`);
  }
  if (errors.length === 0) return skip("every push subscription has expired");
  throw new Error(errors.join(" / "));
}

// src/modules/consultations/consultation-reminders.ts
import { and as and34, asc as asc26, eq as eq52, gt as gt7, lte as lte6, sql as sql53 } from "drizzle-orm";
var REMINDER_LEAD_MS = 60 * 6e4;
var REMINDER_SCAN_MS = 5 * 6e4;
var reminderKey = (bookingId) => `consultation_reminder:pandit_booking:${bookingId}`;
async function dueBookings(db, now, limit) {
  const rows7 = await db.select({ id: panditBookings.id }).from(panditBookings).where(
    and34(
      eq52(panditBookings.paymentStatus, "completed"),
      gt7(panditBookings.startsAt, now),
      lte6(panditBookings.startsAt, new Date(now.getTime() + REMINDER_LEAD_MS)),
      sql53`not exists (select 1 from ${notifications} n where n.dedupe_key = 'consultation_reminder:pandit_booking:' || ${panditBookings.id}::text)`,
      sql53`not exists (select 1 from ${refunds} r where r.kind = 'pandit_booking' and r.ref_id = ${panditBookings.id} and r.status = 'processed')`
    )
  ).orderBy(asc26(panditBookings.startsAt)).limit(limit);
  return rows7.map((r) => r.id);
}
var istTime = (d) => `${d.toLocaleTimeString("en-IN", { timeZone: "Asia/Kolkata", hour: "numeric", minute: "2-digit", hour12: true }).toUpperCase()} IST`;
async function noticeOf2(db, bundle) {
  const contract = PAYABLES.pandit_booking;
  const notice = typeof contract.notice === "function" ? await contract.notice(db, bundle.booking.id) : void 0;
  if (notice) return notice;
  const b = bundle.booking;
  return {
    userId: b.userId,
    email: b.donorEmail || null,
    phone: b.donorPhone || null,
    title: bundle.pandit.name,
    reference: b.reference,
    link: `/astro-booking-success?booking=${b.id}&key=${encodeURIComponent(b.accessKey)}`
  };
}
async function sendConsultationReminders(ctx, limit = 200) {
  const now = ctx.now();
  let made = 0;
  for (const id2 of await dueBookings(ctx.db, now, limit)) {
    const created = await ctx.db.transaction(async (tx) => {
      const [bundle] = await loadBundles4(tx, [id2]);
      if (!bundle) return null;
      const notice = await noticeOf2(tx, bundle);
      return notify(tx, now, {
        userId: notice.userId,
        email: notice.email,
        phone: notice.phone,
        type: "consultation_reminder",
        // The texts read "your consultation with {title}": the pandit's name.
        params: { title: bundle.pandit.name, time: istTime(bundle.booking.startsAt), reference: notice.reference },
        link: notice.link,
        dedupeKey: reminderKey(id2)
      });
    });
    if (created) made++;
  }
  return made;
}
var consultationRemindersJob = {
  name: "consultation-reminders",
  everyMs: REMINDER_SCAN_MS,
  run: (app) => sendConsultationReminders(app.ctx)
};

// src/lib/pdf/text.ts
import { readFileSync as readFileSync5 } from "node:fs";
import { createRequire } from "node:module";
import { inflateSync } from "node:zlib";
import PDFDocument from "pdfkit";
var require2 = createRequire(import.meta.url);
var SUBSETS = ["latin", "latin-ext", "devanagari"];
var fonts;
function parseRanges(spec) {
  return spec.split(",").map((part) => {
    const [from, to] = part.trim().replace(/^U\+/i, "").split("-");
    return [parseInt(from, 16), parseInt(to ?? from, 16)];
  });
}
var fontKey = (subset, weight) => `${subset}-${weight}`;
function woffToSfnt(woff) {
  if (woff.toString("latin1", 0, 4) !== "wOFF") throw new Error("not a WOFF 1.0 font");
  const numTables = woff.readUInt16BE(12);
  const tables = Array.from({ length: numTables }, (_, i) => {
    const at = 44 + i * 20;
    const offset2 = woff.readUInt32BE(at + 4);
    const compLength = woff.readUInt32BE(at + 8);
    const origLength = woff.readUInt32BE(at + 12);
    const raw = woff.subarray(offset2, offset2 + compLength);
    return {
      tag: woff.readUInt32BE(at),
      checksum: woff.readUInt32BE(at + 16),
      data: compLength < origLength ? inflateSync(raw) : raw
    };
  });
  const pad4 = (n2) => n2 + 3 & ~3;
  const headerLength = 12 + 16 * numTables;
  const out = Buffer.alloc(headerLength + tables.reduce((n2, t) => n2 + pad4(t.data.length), 0));
  const log2 = Math.floor(Math.log2(numTables));
  out.writeUInt32BE(woff.readUInt32BE(4), 0);
  out.writeUInt16BE(numTables, 4);
  out.writeUInt16BE(2 ** log2 * 16, 6);
  out.writeUInt16BE(log2, 8);
  out.writeUInt16BE(numTables * 16 - 2 ** log2 * 16, 10);
  let offset = headerLength;
  tables.forEach((t, i) => {
    const at = 12 + i * 16;
    out.writeUInt32BE(t.tag, at);
    out.writeUInt32BE(t.checksum, at + 4);
    out.writeUInt32BE(offset, at + 8);
    out.writeUInt32BE(t.data.length, at + 12);
    t.data.copy(out, offset);
    offset += pad4(t.data.length);
  });
  return out;
}
function loadFonts() {
  if (fonts) return fonts;
  const unicode = require2("@fontsource/noto-sans/unicode.json");
  const files = /* @__PURE__ */ new Map();
  const ranges = {};
  for (const subset of SUBSETS) {
    ranges[subset] = parseRanges(unicode[subset]);
    for (const weight of [400, 700]) {
      const woff = readFileSync5(
        require2.resolve(`@fontsource/noto-sans/files/noto-sans-${subset}-${weight}-normal.woff`)
      );
      files.set(fontKey(subset, weight), woffToSfnt(woff));
    }
  }
  fonts = { ranges, files };
  return fonts;
}
var covers = (f, subset, cp) => f.ranges[subset].some(([a, b]) => cp >= a && cp <= b);
function splitRuns(text27) {
  const f = loadFonts();
  const runs = [];
  for (const ch of text27) {
    const cp = ch.codePointAt(0);
    const current = runs.at(-1);
    if (current && covers(f, current.subset, cp)) {
      current.text += ch;
      continue;
    }
    const subset = SUBSETS.find((s) => covers(f, s, cp)) ?? "latin";
    if (current?.subset === subset) current.text += ch;
    else runs.push({ subset, text: ch });
  }
  return runs;
}
var COLORS = {
  saffron: "#C2410C",
  maroon: "#7F1D1D",
  gold: "#F5B301",
  cream50: "#FFFBF3",
  cream100: "#FDF3E1",
  ink: "#1F1A17",
  inkSoft: "#5B524B",
  rule: "#E6D5B8",
  danger: "#B91C1C",
  white: "#FFFFFF"
};
function setFont(doc, subset, style) {
  doc.font(fontKey(subset, style.bold ? 700 : 400)).fontSize(style.size);
}
function measure(doc, text27, style) {
  return splitRuns(text27).reduce((w, run) => {
    setFont(doc, run.subset, style);
    return w + doc.widthOfString(run.text);
  }, 0);
}
function fit(doc, text27, style, width) {
  if (measure(doc, text27, style) <= width) return text27;
  const chars = [...text27];
  const cut = (n2) => `${chars.slice(0, n2).join("").trimEnd()}\u2026`;
  let [lo, hi] = [1, chars.length - 1];
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    if (measure(doc, cut(mid), style) <= width) lo = mid;
    else hi = mid - 1;
  }
  return cut(lo);
}
function line2(doc, text27, x, y, style) {
  const shown2 = fit(doc, text27, style, style.width);
  const w = measure(doc, shown2, style);
  let cx = style.align === "right" ? x + style.width - w : style.align === "center" ? x + (style.width - w) / 2 : x;
  doc.fillColor(style.color ?? COLORS.ink);
  for (const run of splitRuns(shown2)) {
    setFont(doc, run.subset, style);
    doc.text(run.text, cx, y, { lineBreak: false });
    cx += doc.widthOfString(run.text);
  }
}
function wrap(doc, text27, style) {
  const space = measure(doc, " ", style);
  const lines = [];
  for (const word of text27.split(/\s+/).filter(Boolean)) {
    const w = measure(doc, word, style);
    const last = lines.at(-1);
    if (last && last.width + space + w <= style.width) {
      last.text += ` ${word}`;
      last.width += space + w;
    } else lines.push({ text: word, width: w });
  }
  const shown2 = lines.map((l) => l.text);
  if (style.maxLines && shown2.length > style.maxLines) {
    shown2.length = style.maxLines;
    shown2[style.maxLines - 1] = fit(doc, `${shown2[style.maxLines - 1]} \u2026`, style, style.width);
  }
  return shown2;
}
function lineHeight(doc, style) {
  setFont(doc, "latin", style);
  return doc.currentLineHeight(true) + (style.lineGap ?? 2);
}
function paragraph(doc, text27, x, y, style) {
  const step = lineHeight(doc, style);
  const lines = wrap(doc, text27, style);
  lines.forEach((l, i) => line2(doc, l, x, y + i * step, style));
  return y + lines.length * step;
}
var paragraphHeight = (doc, text27, style) => wrap(doc, text27, style).length * lineHeight(doc, style);
function newDocument(options) {
  const f = loadFonts();
  const doc = new PDFDocument({ size: "A4", margin: 0, autoFirstPage: true, ...options });
  for (const [key2, bytes2] of f.files) doc.registerFont(key2, bytes2);
  const chunks = [];
  const bytes = new Promise((resolve4, reject) => {
    doc.on("data", (c) => chunks.push(c));
    doc.on("end", () => resolve4(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  return { doc, bytes };
}

// src/modules/donations/receipt-pdf.ts
var label = (doc, text27, x, y, width, color = COLORS.inkSoft) => line2(doc, text27.toUpperCase(), x, y, { size: 7.5, bold: true, color, width });
var PAGE = { width: 595.28, height: 841.89 };
var M = 44;
var CONTENT = PAGE.width - 2 * M;
var MAX_ROWS = 8;
var ROW_H = 22;
var SIGNATURE_H = 76;
var FOOTER_H = 46;
var CONTENT_END = PAGE.height - FOOTER_H - 10 - SIGNATURE_H - 16;
var STATEMENT_MAX_LINES = 10;
var money2 = (rupees2) => formatINR(rupees2);
function foldRows(lines, maxRows) {
  if (lines.length <= maxRows) return lines;
  const rest = lines.slice(maxRows - 1);
  return [
    ...lines.slice(0, maxRows - 1),
    {
      particulars: `${rest.length} more sevas`,
      quantity: null,
      rate: null,
      amount: rest.reduce((s, l) => s + l.amount, 0)
    }
  ];
}
function header(doc, r) {
  const bandHeight = 124;
  doc.rect(0, 0, PAGE.width, bandHeight).fill(COLORS.maroon);
  doc.rect(0, bandHeight, PAGE.width, 4).fill(COLORS.gold);
  const leftWidth = CONTENT - 190;
  let nameSize = 18;
  while (nameSize > 13 && measure(doc, r.issuer.name, { size: nameSize, bold: true }) > leftWidth) nameSize -= 0.5;
  line2(doc, r.issuer.name, M, 26 + (18 - nameSize) / 2, {
    size: nameSize,
    bold: true,
    color: COLORS.white,
    width: leftWidth
  });
  paragraph(doc, r.issuer.address, M, 53, { size: 8.5, color: COLORS.cream100, width: leftWidth, maxLines: 2 });
  line2(doc, `PAN ${r.issuer.pan}`, M, 84, { size: 8.5, bold: true, color: COLORS.gold, width: leftWidth });
  if (r.is80G)
    line2(doc, `80G registration no. ${r.issuer.registration80G}`, M, 98, {
      size: 8.5,
      bold: true,
      color: COLORS.gold,
      width: leftWidth
    });
  const rightX = PAGE.width - M - 180;
  line2(doc, "DONATION RECEIPT", rightX, 28, { size: 13, bold: true, color: COLORS.gold, width: 180, align: "right" });
  if (r.is80G) {
    const pill = "SECTION 80G";
    const w = measure(doc, pill, { size: 8, bold: true }) + 16;
    doc.roundedRect(PAGE.width - M - w, 50, w, 17, 8.5).fill(COLORS.gold);
    line2(doc, pill, PAGE.width - M - w, 54.5, { size: 8, bold: true, color: COLORS.maroon, width: w, align: "center" });
  } else {
    line2(doc, "Acknowledgement of donation", rightX, 52, {
      size: 8.5,
      color: COLORS.cream100,
      width: 180,
      align: "right"
    });
  }
}
function facts(doc, r, y) {
  const h = 46;
  doc.roundedRect(M, y, CONTENT, h, 8).fill(COLORS.cream100);
  const cells = [
    ["Receipt no.", r.number, 0.31],
    ["Receipt date", r.date, 0.25],
    ["Reference", r.reference, 0.22],
    ["Mode of payment", r.payment.mode, 0.22]
  ];
  let x = M;
  cells.forEach(([k, v, share], i) => {
    const w = CONTENT * share;
    label(doc, k, x + 14, y + 10, w - 20);
    line2(doc, v, x + 14, y + 23, { size: 10.5, bold: true, width: w - 20 });
    if (i > 0)
      doc.moveTo(x, y + 9).lineTo(x, y + h - 9).lineWidth(0.6).strokeColor(COLORS.rule).stroke();
    x += w;
  });
  return y + h;
}
function donor(doc, r, y) {
  label(doc, "Received with thanks from", M, y, CONTENT, COLORS.saffron);
  line2(doc, r.donor.name, M, y + 13, { size: 13, bold: true, width: CONTENT });
  let bottom = paragraph(doc, r.donor.address, M, y + 32, {
    size: 9.5,
    color: COLORS.inkSoft,
    width: CONTENT * 0.7,
    maxLines: 2
  });
  line2(doc, `PAN of donor: ${r.donor.pan ?? "not given"}`, M, bottom + 3, {
    size: 9.5,
    bold: true,
    width: CONTENT * 0.7
  });
  bottom += 18;
  label(doc, "Towards", M, bottom + 8, CONTENT, COLORS.saffron);
  line2(doc, r.campaign, M, bottom + 20, { size: 10.5, bold: true, color: COLORS.maroon, width: CONTENT });
  return bottom + 36;
}
var WORDS_STYLE = { size: 10, bold: true, width: CONTENT, maxLines: 2 };
var tableFrame = (doc, r) => ROW_H + 30 + 21 + paragraphHeight(doc, r.totalInWords, WORDS_STYLE) + 18;
function table(doc, r, y, maxRows) {
  const cols = [
    { title: "Particulars", width: CONTENT - 240, align: "left" },
    { title: "Qty", width: 50, align: "right" },
    { title: "Rate", width: 90, align: "right" },
    { title: "Amount", width: 100, align: "right" }
  ];
  const xs = cols.map((_, i) => M + cols.slice(0, i).reduce((s, c) => s + c.width, 0));
  const rowH = ROW_H;
  const pad4 = 10;
  doc.roundedRect(M, y, CONTENT, rowH, 4).fill(COLORS.saffron);
  cols.forEach(
    (c, i) => line2(doc, c.title.toUpperCase(), xs[i] + pad4, y + 7, {
      size: 8,
      bold: true,
      color: COLORS.white,
      width: c.width - 2 * pad4,
      align: c.align
    })
  );
  let cy = y + rowH;
  foldRows(r.lines, maxRows).forEach((l, n2) => {
    if (n2 % 2 === 1) doc.rect(M, cy, CONTENT, rowH).fill(COLORS.cream50);
    const cells = [
      l.particulars,
      l.quantity === null ? "" : String(l.quantity),
      l.rate === null ? "" : money2(l.rate),
      money2(l.amount)
    ];
    cells.forEach(
      (text27, i) => line2(doc, text27, xs[i] + pad4, cy + 6.5, { size: 9.5, width: cols[i].width - 2 * pad4, align: cols[i].align })
    );
    cy += rowH;
  });
  doc.moveTo(M, cy).lineTo(M + CONTENT, cy).lineWidth(1).strokeColor(COLORS.ink).stroke();
  line2(doc, "Total received", xs[0] + pad4, cy + 8, { size: 10.5, bold: true, width: 200 });
  line2(doc, money2(r.total), M, cy + 8, {
    size: 12,
    bold: true,
    color: COLORS.maroon,
    width: CONTENT - pad4,
    align: "right"
  });
  cy += 30;
  doc.moveTo(M, cy).lineTo(M + CONTENT, cy).lineWidth(0.6).strokeColor(COLORS.rule).stroke();
  label(doc, "Amount in words", M, cy + 9, CONTENT);
  const bottom = paragraph(doc, r.totalInWords, M, cy + 21, WORDS_STYLE);
  line2(doc, `Paid online by ${r.payment.mode}${r.payment.id ? ` \xB7 payment ID ${r.payment.id}` : ""}`, M, bottom + 4, {
    size: 8.5,
    color: COLORS.inkSoft,
    width: CONTENT
  });
  return bottom + 18;
}
var STATEMENT_PAD = 14;
var STATEMENT_STYLE = {
  size: 9.5,
  width: CONTENT - 2 * STATEMENT_PAD - 6,
  lineGap: 2.5,
  maxLines: STATEMENT_MAX_LINES
};
var statementHeight = (doc, r) => 2 * STATEMENT_PAD + 16 + paragraphHeight(doc, r.statement.text, STATEMENT_STYLE);
function statement(doc, r, y) {
  const pad4 = STATEMENT_PAD;
  const textWidth = STATEMENT_STYLE.width;
  const style = STATEMENT_STYLE;
  const h = statementHeight(doc, r);
  doc.roundedRect(M, y, CONTENT, h, 8).fill(r.is80G ? COLORS.cream100 : COLORS.cream50);
  doc.roundedRect(M, y, CONTENT, h, 8).lineWidth(r.is80G ? 1.2 : 0.8).strokeColor(r.is80G ? COLORS.gold : COLORS.rule).stroke();
  doc.rect(M, y + 10, 4, h - 20).fill(r.is80G ? COLORS.saffron : COLORS.inkSoft);
  line2(doc, r.statement.heading, M + pad4 + 6, y + pad4, {
    size: 10.5,
    bold: true,
    color: COLORS.maroon,
    width: textWidth
  });
  paragraph(doc, r.statement.text, M + pad4 + 6, y + pad4 + 16, { ...style, color: COLORS.ink });
  return y + h;
}
function signature(doc, r, top) {
  const y = top;
  const w = 210;
  const x = PAGE.width - M - w;
  line2(doc, `For ${r.issuer.name}`, x, y, { size: 9.5, bold: true, width: w, align: "center" });
  doc.moveTo(x + 15, y + 52).lineTo(x + w - 15, y + 52).lineWidth(0.8).strokeColor(COLORS.ink).stroke();
  line2(doc, "Authorised signatory", x, y + 58, { size: 9, color: COLORS.inkSoft, width: w, align: "center" });
  const noteWidth = CONTENT - w - 30;
  paragraph(
    doc,
    "This receipt is generated electronically when the payment is confirmed. Please keep it for your records" + (r.is80G ? " and your income-tax return." : "."),
    M,
    y + 30,
    { size: 8, color: COLORS.inkSoft, width: noteWidth, maxLines: 3 }
  );
}
function footer(doc, r) {
  const h = FOOTER_H;
  const y = PAGE.height - h;
  doc.rect(0, y - 3, PAGE.width, 3).fill(COLORS.gold);
  doc.rect(0, y, PAGE.width, h).fill(COLORS.cream100);
  line2(doc, `Questions about this receipt? ${r.contact} \xB7 quote reference ${r.reference}`, M, y + 12, {
    size: 8,
    color: COLORS.inkSoft,
    width: CONTENT,
    align: "center"
  });
  if (r.specimen)
    line2(doc, "SPECIMEN: issued with demo trust details, not valid for income-tax purposes", M, y + 26, {
      size: 8,
      bold: true,
      color: COLORS.danger,
      width: CONTENT,
      align: "center"
    });
}
function watermark(doc) {
  doc.save();
  doc.rotate(-32, { origin: [PAGE.width / 2, PAGE.height / 2] });
  doc.fillOpacity(0.06);
  line2(doc, "SPECIMEN", 0, PAGE.height / 2 - 50, {
    size: 96,
    bold: true,
    color: COLORS.danger,
    width: PAGE.width,
    align: "center"
  });
  doc.restore();
}
function renderReceiptPdf(r, opts = {}) {
  const { doc, bytes: done2 } = newDocument({
    compress: opts.compress ?? true,
    info: {
      Title: `${r.title} ${r.number}`,
      Author: r.issuer.name,
      Subject: r.is80G ? "Donation receipt under section 80G of the Income-tax Act, 1961" : "Donation receipt",
      Keywords: [r.number, r.reference, r.is80G ? "80G" : "no-80G"].join(", "),
      CreationDate: opts.createdAt ?? /* @__PURE__ */ new Date()
    }
  });
  header(doc, r);
  let y = facts(doc, r, 148);
  y = donor(doc, r, y + 20) + 8;
  const room = CONTENT_END - y - tableFrame(doc, r) - 10 - statementHeight(doc, r);
  y = table(doc, r, y, Math.max(1, Math.min(MAX_ROWS, Math.floor(room / ROW_H))));
  y = statement(doc, r, y + 10);
  signature(doc, r, Math.max(PAGE.height - 168, y + 16));
  footer(doc, r);
  if (r.specimen) watermark(doc);
  doc.end();
  return done2;
}

// src/modules/donations/donations.service.ts
var CAMPAIGN_NOT_FOUND = "Campaign not found";
var DONATION_NOT_FOUND = "Donation not found";
var INVALID_SEVA = "Please choose sevas of this campaign";
var RECEIPT_NOT_READY = "The receipt is ready once the payment is confirmed";
async function priceDonation(db, campaignId, input) {
  const catalog = new Map((await listSevasOf2(db, campaignId)).map((s) => [s.id, s]));
  const merged = /* @__PURE__ */ new Map();
  for (const line3 of input.sevas) {
    if (!catalog.has(line3.seva_id)) throw badRequest(INVALID_SEVA, { seva_id: line3.seva_id });
    merged.set(line3.seva_id, (merged.get(line3.seva_id) ?? 0) + line3.quantity);
  }
  const lines = [...merged].map(([sevaId, quantity]) => {
    if (quantity > SEVA_QUANTITY_MAX)
      throw badRequest(`Quantity cannot exceed ${SEVA_QUANTITY_MAX}`, { seva_id: sevaId });
    const seva = catalog.get(sevaId);
    return { sevaId, title: seva.title, pricePaise: seva.pricePaise, quantity, sort: seva.sort };
  });
  const totals = donationTotal(
    lines.map((l) => ({ price: toRupees(l.pricePaise), quantity: l.quantity })),
    input.custom_donation
  );
  const totalPaise = toPaise(totals.totalAmount);
  if (totalPaise <= 0) throw badRequest(DONATION_AMOUNT_REQUIRED_MESSAGE, { field: "custom_donation" });
  if (totalPaise > toPaise(DONATION_MAX_RUPEES))
    throw badRequest(DONATION_TOO_LARGE_MESSAGE, { field: "custom_donation" });
  return { lines, sevasPaise: toPaise(totals.sevasTotal), customPaise: toPaise(totals.customAmountTotal), totalPaise };
}
async function createDonation(ctx, me2, input) {
  const campaign2 = await findCampaign2(ctx.db, input.campaign_id);
  if (!campaign2) throw notFound(CAMPAIGN_NOT_FOUND);
  const priced2 = await priceDonation(ctx.db, campaign2.id, input);
  if (input.totalAmount !== void 0) checkClientTotal(input.totalAmount, priced2.totalPaise);
  const { donor: donor2 } = input;
  const donationId = await ctx.db.transaction(async (tx) => {
    const pending = await newPayable(tx, ctx, "donation", me2, {
      amountPaise: priced2.totalPaise,
      notes: (id2) => cleanNotes({
        donation_id: id2,
        campaign: campaign2.title,
        sevas_total: toRupees(priced2.sevasPaise),
        custom_donation: toRupees(priced2.customPaise),
        gotra: donor2.gotra
      })
    });
    await insertDonation(
      tx,
      {
        ...pending,
        campaignId: campaign2.id,
        donorName: donor2.name,
        donorEmail: donor2.email,
        donorPhone: donor2.phone,
        donorAddress: donor2.address,
        donorGotra: donor2.gotra,
        donorPan: donor2.pan_number,
        sevasTotalPaise: priced2.sevasPaise,
        customPaise: priced2.customPaise,
        amountTotalPaise: priced2.totalPaise,
        campaignEligible80g: campaign2.eligible80g
      },
      priced2.lines
    );
    return pending.id;
  });
  const { accessKey, ...checkout } = await openCheckout(ctx, await findDonation(ctx.db, donationId));
  return {
    donation: await viewOf4(ctx, donationId),
    payment: { razorpayOrderId: checkout.order.id, amount: checkout.order.amount },
    ...checkout,
    accessKey
  };
}
async function bundleOf(db, id2) {
  const [bundle] = await loadBundles5(db, [id2]);
  if (!bundle) throw notFound(DONATION_NOT_FOUND);
  return bundle;
}
async function viewOf4(ctx, id2, key2) {
  const bundle = await bundleOf(ctx.db, id2);
  const promises2 = await promiseViewsOf(ctx, "donation", [bundle.donation.id]);
  return toDonationView(bundle, promises2.get(bundle.donation.id) ?? [], key2);
}
var verifyPayment4 = (ctx, body) => verifyPayableRequest(ctx, "donation", body, {
  schema: donationVerifySchema,
  named: (v) => v.donation_id,
  as: "donation",
  view: (id2) => viewOf4(ctx, id2)
});
var getDonation = async (ctx, me2, id2, key2) => viewOf4(ctx, await reachPayable(ctx, "donation", me2, id2, key2, DONATION_NOT_FOUND), key2);
async function renderDonationReceipt(db, config, id2) {
  const bundle = await bundleOf(db, id2);
  const { donation: d } = bundle;
  if (d.paymentStatus !== "completed" || !d.receiptNumber) throw conflict(RECEIPT_NOT_READY);
  const pdf = await renderReceiptPdf(receiptContent(config, bundle), { createdAt: d.paidAt ?? void 0 });
  return { filename: receiptFilename(d.receiptNumber), pdf };
}
async function getReceipt(ctx, me2, id2, key2) {
  const reachable = await reachPayable(ctx, "donation", me2, id2, key2, DONATION_NOT_FOUND);
  return renderDonationReceipt(ctx.db, ctx.config, reachable);
}

// src/modules/donations/donations.routes.ts
var tags9 = ["donations"];
async function donationRoutes(fastify) {
  const app = fastify.withTypeProvider();
  const { ctx } = app;
  app.addHook("onRequest", async (_req, reply2) => {
    reply2.header("Cache-Control", "no-store");
  });
  createRoute(
    fastify,
    "/donationsbooking/create",
    {
      tags: tags9,
      summary: "Create a pending donation (sevas and a free amount) and its payment order",
      body: donationRequestSchema,
      view: "donation",
      errors: { 404: ["not_found"], 409: ["total_changed"] }
    },
    "Donation created successfully",
    (me2, body) => createDonation(ctx, me2, body)
  );
  verifyRoute(
    fastify,
    "/donationsbooking/verify-payment",
    { tags: tags9, summary: "Verify the checkout signature of a donation payment", requestBody: donationVerifySchema },
    "donation",
    (body) => verifyPayment4(ctx, body)
  );
  recordRoute(
    fastify,
    "/donationsbooking/:id",
    { tags: tags9, summary: "One donation, for the success page: the owner's session or its access key (?key=)" },
    { name: "donation", message: "Donation fetched successfully" },
    (me2, id2, key2) => getDonation(ctx, me2, id2, key2)
  );
  app.get(
    "/donationsbooking/:id/receipt.pdf",
    {
      schema: {
        tags: tags9,
        summary: "The donation's receipt PDF (80G when eligible): the owner's session or ?key=; 409 until paid",
        ...recordRequest
      },
      config: {
        openapi: { auth: "optional", success: { contentType: "application/pdf" }, errors: { 409: ["conflict"] } }
      }
    },
    async (req, reply2) => {
      const { filename, pdf } = await getReceipt(ctx, req.user, req.params.id, req.query.key);
      return reply2.type("application/pdf").header("Content-Disposition", `attachment; filename="${filename}"`).send(pdf);
    }
  );
}

// src/modules/kundli/kundli.routes.ts
import { z as z40 } from "zod";

// ../../packages/shared/src/schemas/kundli.ts
import { z as z39 } from "zod";
var KUNDLI_YEAR_MIN = 1900;
var KUNDLI_YEAR_MAX = 2100;
var KUNDLI_TEXT_MAX = 100;
var UTC_OFFSET_MIN_MINUTES = -12 * 60;
var UTC_OFFSET_MAX_MINUTES = 14 * 60;
var PLACES_LIMIT_MAX = 20;
var KUNDLI_ERRORS = {
  name: "Name is required",
  nameLong: `Name cannot exceed ${KUNDLI_TEXT_MAX} characters`,
  control: "Remove control characters",
  date: "Enter the date as YYYY-MM-DD",
  dateReal: "This date does not exist",
  dateRange: `Dates from ${KUNDLI_YEAR_MIN} to ${KUNDLI_YEAR_MAX} only`,
  time: "Enter the time as HH:MM (00:00 to 23:59)",
  latitude: "Latitude must be a number from -90 to 90",
  longitude: "Longitude must be a number from -180 to 180",
  place: "Place is required",
  placeLong: `Place cannot exceed ${KUNDLI_TEXT_MAX} characters`,
  offset: "UTC offset must be whole minutes from -720 (\u221212:00) to 840 (+14:00)",
  timezone: "Unknown time zone",
  zoneMissing: "Give the time zone or the UTC offset",
  zoneBoth: "Give either the time zone or the UTC offset, not both",
  query: "Type at least one letter of the place",
  queryLong: `Search text cannot exceed ${KUNDLI_TEXT_MAX} characters`,
  limit: `Limit must be a whole number from 1 to ${PLACES_LIMIT_MAX}`
};
var CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;
function text26(required, tooLong) {
  return z39.string({ error: required }).max(KUNDLI_TEXT_MAX * 4, { error: tooLong, abort: true }).trim().min(1, { error: required, abort: true }).max(KUNDLI_TEXT_MAX, tooLong).refine((v) => !CONTROL.test(v), KUNDLI_ERRORS.control);
}
function isRealCalendarDate(year, month, day2) {
  if (month < 1 || month > 12 || day2 < 1) return false;
  const d = new Date(Date.UTC(2e3, month - 1, day2));
  d.setUTCFullYear(year);
  return d.getUTCMonth() === month - 1 && d.getUTCDate() === day2;
}
var kundliDateSchema = z39.string({ error: KUNDLI_ERRORS.date }).regex(/^\d{4}-\d{2}-\d{2}$/, { error: KUNDLI_ERRORS.date, abort: true }).transform((v, ctx) => {
  const [year, month, day2] = v.split("-").map(Number);
  if (!isRealCalendarDate(year, month, day2)) ctx.addIssue({ code: "custom", message: KUNDLI_ERRORS.dateReal });
  else if (year < KUNDLI_YEAR_MIN || year > KUNDLI_YEAR_MAX)
    ctx.addIssue({ code: "custom", message: KUNDLI_ERRORS.dateRange });
  return { year, month, day: day2 };
});
var kundliTimeSchema = z39.string({ error: KUNDLI_ERRORS.time }).regex(/^([01]\d|2[0-3]):[0-5]\d$/, KUNDLI_ERRORS.time).transform((v) => ({ hour: Number(v.slice(0, 2)), minute: Number(v.slice(3, 5)) }));
var DECIMAL = /^-?\d{1,3}(\.\d{1,8})?$/;
function coordinate(bound2, message) {
  return z39.union([z39.number({ error: message }), z39.string({ error: message })], { error: message }).transform((v, ctx) => {
    const n2 = typeof v === "number" ? v : DECIMAL.test(v) ? Number(v) : NaN;
    if (!Number.isFinite(n2) || Math.abs(n2) > bound2) {
      ctx.addIssue({ code: "custom", message });
      return z39.NEVER;
    }
    return n2;
  });
}
var latitudeSchema = coordinate(90, KUNDLI_ERRORS.latitude);
var longitudeSchema = coordinate(180, KUNDLI_ERRORS.longitude);
function isTimeZoneName(v) {
  if (v.length > 64 || !/^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+){0,2}$/.test(v)) return false;
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: v });
    return true;
  } catch {
    return false;
  }
}
var timezoneSchema = z39.string({ error: KUNDLI_ERRORS.timezone }).refine(isTimeZoneName, KUNDLI_ERRORS.timezone);
var utcOffsetMinutesSchema = z39.number({ error: KUNDLI_ERRORS.offset }).int(KUNDLI_ERRORS.offset).min(UTC_OFFSET_MIN_MINUTES, KUNDLI_ERRORS.offset).max(UTC_OFFSET_MAX_MINUTES, KUNDLI_ERRORS.offset);
var kundliFields = {
  name: text26(KUNDLI_ERRORS.name, KUNDLI_ERRORS.nameLong),
  dateOfBirth: kundliDateSchema,
  timeOfBirth: kundliTimeSchema,
  latitude: latitudeSchema,
  longitude: longitudeSchema,
  place: text26(KUNDLI_ERRORS.place, KUNDLI_ERRORS.placeLong),
  utcOffsetMinutes: utcOffsetMinutesSchema.optional(),
  timezone: timezoneSchema.optional()
};
function oneZone(v, ctx) {
  if (v.timezone === void 0 && v.utcOffsetMinutes === void 0) {
    ctx.addIssue({ code: "custom", path: ["timezone"], message: KUNDLI_ERRORS.zoneMissing });
  } else if (v.timezone !== void 0 && v.utcOffsetMinutes !== void 0) {
    ctx.addIssue({ code: "custom", path: ["utcOffsetMinutes"], message: KUNDLI_ERRORS.zoneBoth });
  }
}
var kundliRequestSchema = z39.object(kundliFields).superRefine(oneZone);
var kundliSaveSchema = z39.object({ ...kundliFields, timeUnknown: z39.boolean({ error: "timeUnknown must be true or false" }).optional() }).superRefine(oneZone);
var kundliQuerySchema = z39.object({
  ...kundliFields,
  utcOffsetMinutes: z39.string({ error: KUNDLI_ERRORS.offset }).regex(/^-?\d{1,3}$/, { error: KUNDLI_ERRORS.offset, abort: true }).transform(Number).pipe(utcOffsetMinutesSchema).optional(),
  timeUnknown: z39.enum(["1", "0"], { error: "timeUnknown must be 1 or 0" }).transform((v) => v === "1").optional()
}).superRefine(oneZone);
var panchangQuerySchema = z39.object({
  date: kundliDateSchema,
  latitude: latitudeSchema,
  longitude: longitudeSchema,
  timezone: timezoneSchema
});
var placesQuerySchema = z39.object({
  q: text26(KUNDLI_ERRORS.query, KUNDLI_ERRORS.queryLong),
  limit: z39.string({ error: KUNDLI_ERRORS.limit }).regex(/^\d{1,2}$/, KUNDLI_ERRORS.limit).transform(Number).refine((n2) => n2 >= 1 && n2 <= PLACES_LIMIT_MAX, KUNDLI_ERRORS.limit).optional()
});

// src/modules/kundli/engine/angles.ts
var DEG = Math.PI / 180;
function norm360(x) {
  const r = x % 360;
  return r < 0 ? r + 360 : r;
}
function norm180(x) {
  const r = norm360(x);
  return r > 180 ? r - 360 : r;
}
var DAY_MS6 = 864e5;

// src/modules/kundli/engine/divisions.ts
var NAKSHATRA_SPAN = 360 / 27;
var signOf = (longitude) => Math.floor(norm360(longitude) / 30) + 1;
var nakshatraOf = (longitude) => Math.min(27, Math.floor(norm360(longitude) / NAKSHATRA_SPAN) + 1);
var padaOf = (longitude) => Math.min(4, Math.floor(norm360(longitude) % NAKSHATRA_SPAN / (NAKSHATRA_SPAN / 4)) + 1);
var houseOf = (sign, lagnaSign) => (sign - lagnaSign + 12) % 12 + 1;
function chartPoint(longitude) {
  const lon = norm360(longitude);
  return { longitude: lon, sign: signOf(lon), degreeInSign: lon % 30, nakshatra: nakshatraOf(lon), pada: padaOf(lon) };
}

// src/modules/kundli/engine/dasha.ts
var DASHA_ORDER = [
  { lord: "Ketu", years: 7 },
  { lord: "Venus", years: 20 },
  { lord: "Sun", years: 6 },
  { lord: "Moon", years: 10 },
  { lord: "Mars", years: 7 },
  { lord: "Rahu", years: 18 },
  { lord: "Jupiter", years: 16 },
  { lord: "Saturn", years: 19 },
  { lord: "Mercury", years: 17 }
];
var YEAR_MS = 365.25 * DAY_MS6;
var iso2 = (ms2) => new Date(Math.round(ms2)).toISOString();
function vimshottari(moonLongitude, birthMs) {
  const index23 = Math.floor(moonLongitude / NAKSHATRA_SPAN);
  const first = index23 % 9;
  const elapsed = (moonLongitude - index23 * NAKSHATRA_SPAN) / NAKSHATRA_SPAN;
  const firstYears = DASHA_ORDER[first].years;
  let start = birthMs - elapsed * firstYears * YEAR_MS;
  const mahadashas = [];
  for (let i = 0; i < 9; i++) {
    const md = DASHA_ORDER[(first + i) % 9];
    const end = start + md.years * YEAR_MS;
    const antardashas = [];
    let s = start;
    for (let j = 0; j < 9; j++) {
      const ad = DASHA_ORDER[(first + i + j) % 9];
      const e = s + md.years * ad.years / 120 * YEAR_MS;
      antardashas.push({ lord: ad.lord, start: iso2(s), end: iso2(e) });
      s = e;
    }
    mahadashas.push({ lord: md.lord, years: md.years, start: iso2(start), end: iso2(end), antardashas });
    start = end;
  }
  return { balanceYears: (1 - elapsed) * firstYears, mahadashas };
}

// src/modules/kundli/engine/lagna.ts
import * as A from "astronomy-engine";
function tropicalAscendant(t, latitude, longitude) {
  const theta = (A.SiderealTime(t) * 15 + longitude) * DEG;
  const eps = A.e_tilt(t).tobl * DEG;
  const phi = latitude * DEG;
  return norm360(Math.atan2(Math.cos(theta), -(Math.sin(theta) * Math.cos(eps) + Math.tan(phi) * Math.sin(eps))) / DEG);
}

// src/modules/kundli/engine/panchang.ts
import * as A4 from "astronomy-engine";

// ../../packages/shared/src/api/kundli.ts
var SIGN_NAMES = [
  "Mesha",
  "Vrishabha",
  "Mithuna",
  "Karka",
  "Simha",
  "Kanya",
  "Tula",
  "Vrishchika",
  "Dhanu",
  "Makara",
  "Kumbha",
  "Meena"
];
var NAKSHATRA_NAMES = [
  "Ashwini",
  "Bharani",
  "Krittika",
  "Rohini",
  "Mrigashira",
  "Ardra",
  "Punarvasu",
  "Pushya",
  "Ashlesha",
  "Magha",
  "Purva Phalguni",
  "Uttara Phalguni",
  "Hasta",
  "Chitra",
  "Swati",
  "Vishakha",
  "Anuradha",
  "Jyeshtha",
  "Mula",
  "Purva Ashadha",
  "Uttara Ashadha",
  "Shravana",
  "Dhanishta",
  "Shatabhisha",
  "Purva Bhadrapada",
  "Uttara Bhadrapada",
  "Revati"
];
var TITHI_NAMES = [
  "Pratipada",
  "Dwitiya",
  "Tritiya",
  "Chaturthi",
  "Panchami",
  "Shashthi",
  "Saptami",
  "Ashtami",
  "Navami",
  "Dashami",
  "Ekadashi",
  "Dwadashi",
  "Trayodashi",
  "Chaturdashi",
  "Purnima"
];
var tithiName = (tithi) => tithi === 30 ? "Amavasya" : TITHI_NAMES[(tithi - 1) % 15];
var YOGA_NAMES = [
  "Vishkambha",
  "Priti",
  "Ayushman",
  "Saubhagya",
  "Shobhana",
  "Atiganda",
  "Sukarma",
  "Dhriti",
  "Shula",
  "Ganda",
  "Vriddhi",
  "Dhruva",
  "Vyaghata",
  "Harshana",
  "Vajra",
  "Siddhi",
  "Vyatipata",
  "Variyana",
  "Parigha",
  "Shiva",
  "Siddha",
  "Sadhya",
  "Shubha",
  "Shukla",
  "Brahma",
  "Indra",
  "Vaidhriti"
];
var MOVABLE_KARANAS = ["Bava", "Balava", "Kaulava", "Taitila", "Garaja", "Vanija", "Vishti"];
function karanaName(karana) {
  if (karana === 1) return "Kimstughna";
  if (karana >= 58) return ["Shakuni", "Chatushpada", "Naga"][karana - 58];
  return MOVABLE_KARANAS[(karana - 2) % 7];
}
var VARA_NAMES = [
  "Ravivara",
  "Somavara",
  "Mangalavara",
  "Budhavara",
  "Guruvara",
  "Shukravara",
  "Shanivara"
];
var MONTH_NAMES2 = [
  "Chaitra",
  "Vaishakha",
  "Jyeshtha",
  "Ashadha",
  "Shravana",
  "Bhadrapada",
  "Ashwin",
  "Kartika",
  "Margashirsha",
  "Pausha",
  "Magha",
  "Phalguna"
];

// src/modules/kundli/engine/positions.ts
import * as A2 from "astronomy-engine";

// src/modules/kundli/engine/ayanamsa.ts
var EPOCH_JD_TT = 24355535e-1;
var EPOCH_AYANAMSA = 23.245524743;
var J2000 = 2451545;
function precessionArcsec(T2) {
  return ((((-434e-10 * T2 - 576e-9) * T2 + 20034e-7) * T2 - 1831e-7) * T2 + 1.1054348) * T2 * T2 + 5028.796195 * T2;
}
var centuries = (jdTT2) => (jdTT2 - J2000) / 36525;
var EPOCH_P = precessionArcsec(centuries(EPOCH_JD_TT));
function lahiriAyanamsa(jdTT2) {
  return EPOCH_AYANAMSA + (precessionArcsec(centuries(jdTT2)) - EPOCH_P) / 3600;
}

// src/modules/kundli/engine/positions.ts
var BODIES = {
  Sun: A2.Body.Sun,
  Moon: A2.Body.Moon,
  Mars: A2.Body.Mars,
  Mercury: A2.Body.Mercury,
  Jupiter: A2.Body.Jupiter,
  Venus: A2.Body.Venus,
  Saturn: A2.Body.Saturn
};
var astroTime = (utcMs) => A2.MakeTime(new Date(utcMs));
var jdTT = (t) => t.tt + 2451545;
function trueAyanamsa(t) {
  return lahiriAyanamsa(jdTT(t)) + A2.e_tilt(t).dpsi / 3600;
}
function tropicalLongitude(body, t) {
  return A2.Ecliptic(A2.GeoVector(body, t, true)).elon;
}
function trueNodeTropical(t) {
  const s = A2.GeoMoonState(t);
  const rot = A2.Rotation_EQJ_ECT(t);
  const r = A2.RotateVector(rot, new A2.Vector(s.x, s.y, s.z, t));
  const v = A2.RotateVector(rot, new A2.Vector(s.vx, s.vy, s.vz, t));
  const hx = r.y * v.z - r.z * v.y;
  const hy = r.z * v.x - r.x * v.z;
  return norm360(Math.atan2(hx, -hy) / DEG);
}
var SPEED_STEP_DAYS = 1 / 24;
function siderealMotion(tropical, t, ayanamsa) {
  const before = tropical(t.AddDays(-SPEED_STEP_DAYS));
  const after2 = tropical(t.AddDays(SPEED_STEP_DAYS));
  return {
    longitude: norm360(tropical(t) - ayanamsa),
    speed: norm180(after2 - before) / (2 * SPEED_STEP_DAYS)
  };
}
var bodyMotion = (name, t, ayanamsa) => siderealMotion((u) => tropicalLongitude(BODIES[name], u), t, ayanamsa);
var nodeMotion = (t, ayanamsa) => siderealMotion(trueNodeTropical, t, ayanamsa);
var siderealLongitude = (body, t) => norm360(tropicalLongitude(body, t) - trueAyanamsa(t));
var elongation = (t) => norm360(tropicalLongitude(A2.Body.Moon, t) - tropicalLongitude(A2.Body.Sun, t));

// src/modules/kundli/engine/sun.ts
import * as A3 from "astronomy-engine";
var observer = (latitude, longitude) => new A3.Observer(latitude, longitude, 0);
function search2(direction, latitude, longitude, fromMs, limitDays) {
  const t = A3.SearchRiseSet(A3.Body.Sun, observer(latitude, longitude), direction, astroTime(fromMs), limitDays);
  return t ? t.date.getTime() : null;
}
var nextSunrise = (lat, lon, fromMs, limitDays = 1) => search2(1, lat, lon, fromMs, limitDays);
var nextSunset = (lat, lon, fromMs, limitDays = 1) => search2(-1, lat, lon, fromMs, limitDays);
function previousSunrise(lat, lon, atMs) {
  const t = A3.SearchRiseSet(A3.Body.Sun, observer(lat, lon), 1, astroTime(atMs), -1);
  return t ? t.date.getTime() : null;
}

// src/modules/kundli/engine/time.ts
var formatters = /* @__PURE__ */ new Map();
function formatterFor(timezone) {
  let f = formatters.get(timezone);
  if (!f) {
    f = new Intl.DateTimeFormat("en-US", {
      timeZone: timezone,
      hourCycle: "h23",
      era: "short",
      year: "numeric",
      month: "numeric",
      day: "numeric",
      hour: "numeric",
      minute: "numeric",
      second: "numeric"
    });
    formatters.set(timezone, f);
  }
  return f;
}
function civilMs(t) {
  const d = /* @__PURE__ */ new Date(0);
  d.setUTCFullYear(t.year, t.month - 1, t.day);
  d.setUTCHours(t.hour, t.minute, t.second ?? 0, 0);
  return d.getTime();
}
function offsetMsAt(zone, utcMs) {
  if ("utcOffsetMinutes" in zone) return zone.utcOffsetMinutes * 6e4;
  const parts = formatterFor(zone.timezone).formatToParts(new Date(utcMs));
  const get2 = (type) => Number(parts.find((p3) => p3.type === type)?.value);
  const bc = parts.find((p3) => p3.type === "era")?.value === "BC";
  const year = bc ? 1 - get2("year") : get2("year");
  const local = civilMs({
    year,
    month: get2("month"),
    day: get2("day"),
    hour: get2("hour"),
    minute: get2("minute"),
    second: get2("second")
  });
  return local - Math.floor(utcMs / 1e3) * 1e3;
}
function localToUtcMs(local, zone) {
  const wall = civilMs(local);
  if ("utcOffsetMinutes" in zone) return wall - zone.utcOffsetMinutes * 6e4;
  const before = offsetMsAt(zone, wall - DAY_MS6);
  const after2 = offsetMsAt(zone, wall + DAY_MS6);
  const valid = [before, after2].map((o) => wall - o).filter((t) => offsetMsAt(zone, t) === wall - t);
  if (valid.length > 0) return Math.min(...valid);
  return wall - before;
}
var pad = (n2, w = 2) => String(Math.abs(n2)).padStart(w, "0");
var offsetMinutesAt = (zone, utcMs) => Math.round(offsetMsAt(zone, utcMs) / 6e4);
function isoWithOffset(utcMs, zone) {
  const offMin = offsetMinutesAt(zone, utcMs);
  const d = new Date(Math.round(utcMs / 1e3) * 1e3 + offMin * 6e4);
  const sign = offMin < 0 ? "-" : "+";
  const y = d.getUTCFullYear();
  return `${pad(y, 4)}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}T${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}${sign}${pad(Math.trunc(Math.abs(offMin) / 60))}:${pad(Math.abs(offMin) % 60)}`;
}
function localDateAt(utcMs, zone) {
  const d = new Date(utcMs + offsetMsAt(zone, utcMs));
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate(), weekday: d.getUTCDay() };
}

// src/modules/kundli/engine/panchang.ts
var tithiAt = (elong) => Math.min(30, Math.floor(norm360(elong) / 12) + 1);
var karanaAt = (elong) => Math.min(60, Math.floor(norm360(elong) / 6) + 1);
var yogaAt = (sunPlusMoon) => Math.min(27, Math.floor(norm360(sunPlusMoon) / NAKSHATRA_SPAN) + 1);
var pakshaOf = (tithi) => tithi <= 15 ? "Shukla" : "Krishna";
var angles = {
  elongation: (ms2) => elongation(astroTime(ms2)),
  moon: (ms2) => siderealLongitude(A4.Body.Moon, astroTime(ms2)),
  sunPlusMoon: (ms2) => {
    const t = astroTime(ms2);
    return norm360(siderealLongitude(A4.Body.Sun, t) + siderealLongitude(A4.Body.Moon, t));
  }
};
function limbsAt(utcMs, sun, moon) {
  const t = astroTime(utcMs);
  const s = sun ?? siderealLongitude(A4.Body.Sun, t);
  const m = moon ?? siderealLongitude(A4.Body.Moon, t);
  const elong = norm360(m - s);
  return { tithi: tithiAt(elong), karana: karanaAt(elong), nakshatra: nakshatraOf(m), yoga: yogaAt(s + m) };
}
function momentPanchang(utcMs, latitude, longitude, zone, sun, moon) {
  const l = limbsAt(utcMs, sun, moon);
  const sunrise = previousSunrise(latitude, longitude, utcMs);
  const vara = localDateAt(sunrise ?? utcMs, zone).weekday;
  return {
    tithi: l.tithi,
    tithiName: tithiName(l.tithi),
    paksha: pakshaOf(l.tithi),
    nakshatra: l.nakshatra,
    nakshatraName: NAKSHATRA_NAMES[l.nakshatra - 1],
    yoga: l.yoga,
    yogaName: YOGA_NAMES[l.yoga - 1],
    karana: l.karana,
    karanaName: karanaName(l.karana),
    vara,
    varaName: VARA_NAMES[vara],
    sunrise: sunrise === null ? null : isoWithOffset(sunrise, zone)
  };
}

// src/modules/kundli/engine/kundli.ts
function chartAt(utcMs, latitude, longitude) {
  const t = astroTime(utcMs);
  const ayanamsa = trueAyanamsa(t);
  const motions = Object.keys(BODIES).map((b) => [
    b,
    bodyMotion(b, t, ayanamsa)
  ]);
  const rahu = nodeMotion(t, ayanamsa);
  motions.push(["Rahu", rahu], ["Ketu", { longitude: norm360(rahu.longitude + 180), speed: rahu.speed }]);
  const lagna = chartPoint(tropicalAscendant(t, latitude, longitude) - ayanamsa);
  const planets = motions.map(([name, m]) => {
    const p3 = chartPoint(m.longitude);
    const retrograde = name === "Rahu" || name === "Ketu" ? true : m.speed < 0;
    return { name, ...p3, house: houseOf(p3.sign, lagna.sign), speed: m.speed, retrograde };
  });
  return { ayanamsa, lagna, planets };
}
function kundli(input) {
  const utcMs = localToUtcMs(input.local, input.zone);
  const chart = chartAt(utcMs, input.latitude, input.longitude);
  const sun = chart.planets[0].longitude;
  const moon = chart.planets[1].longitude;
  return {
    name: input.name,
    birth: {
      local: isoWithOffset(utcMs, input.zone),
      utc: new Date(utcMs).toISOString(),
      place: {
        name: input.place,
        latitude: input.latitude,
        longitude: input.longitude,
        timezone: "timezone" in input.zone ? input.zone.timezone : null,
        utcOffsetMinutes: offsetMinutesAt(input.zone, utcMs)
      }
    },
    ...chart,
    dasha: vimshottari(moon, utcMs),
    panchang: momentPanchang(utcMs, input.latitude, input.longitude, input.zone, sun, moon)
  };
}

// src/modules/kundli/engine/crossing.ts
var STEP_MS = 10 * 6e4;
function nextCrossing(angleAt, target, fromMs, limitMs) {
  let t = fromMs;
  let gap = norm360(target - angleAt(t));
  for (let i = 0; i < 30; i++) {
    const rate = norm180(angleAt(t + STEP_MS) - angleAt(t)) / (STEP_MS / DAY_MS6);
    if (!(rate > 0)) return null;
    t += gap / rate * DAY_MS6;
    if (t > limitMs + DAY_MS6) return null;
    gap = norm180(target - angleAt(t));
    if (Math.abs(gap) < 1e-6) break;
  }
  return t <= limitMs ? t : null;
}

// src/modules/kundli/engine/lunar-month.ts
import * as A5 from "astronomy-engine";
function bracketingNewMoons(utcMs) {
  const ageDays = elongation(astroTime(utcMs)) / 12.19;
  const start = A5.SearchMoonPhase(0, astroTime(utcMs - (ageDays + 2) * DAY_MS6), 6).date.getTime();
  const end = A5.SearchMoonPhase(0, astroTime(start + 20 * DAY_MS6), 15).date.getTime();
  if (start > utcMs) return bracketingNewMoons(utcMs - 3 * DAY_MS6);
  if (end <= utcMs) return { start: end, end: A5.SearchMoonPhase(0, astroTime(end + 20 * DAY_MS6), 15).date.getTime() };
  return { start, end };
}
var sunSign = (ms2) => signOf(siderealLongitude(A5.Body.Sun, astroTime(ms2)));
var monthFromSunSign = (sign) => sign % 12 + 1;
function named(number, adhika) {
  return { number, name: (adhika ? "Adhika " : "") + MONTH_NAMES2[number - 1], adhika };
}
function lunarMonths(utcMs, tithi) {
  const { start, end } = bracketingNewMoons(utcMs);
  const startSign = sunSign(start);
  const adhika = startSign === sunSign(end);
  const amanta = named(monthFromSunSign(startSign), adhika);
  const purnimanta = tithi > 15 && !adhika ? named(amanta.number % 12 + 1, false) : amanta;
  return { amanta, purnimanta };
}

// src/modules/kundli/engine/panchang-day.ts
var RAHU_KAAL_PART = [8, 2, 7, 5, 6, 4, 3];
var LIMBS = {
  tithis: { angle: angles.elongation, step: 12, name: tithiName },
  nakshatras: { angle: angles.moon, step: NAKSHATRA_SPAN, name: (n2) => NAKSHATRA_NAMES[n2 - 1] },
  yogas: { angle: angles.sunPlusMoon, step: NAKSHATRA_SPAN, name: (n2) => YOGA_NAMES[n2 - 1] },
  karanas: { angle: angles.elongation, step: 6, name: karanaName }
};
function spans(limb, first, count15, from, until, iso4) {
  const out = [];
  let n2 = first;
  let t = from;
  for (let i = 0; i < 12; i++) {
    const end = nextCrossing(limb.angle, n2 * limb.step % 360, t, until + 2 * DAY_MS6);
    out.push({ number: n2, name: limb.name(n2), end: end === null ? null : iso4(end) });
    if (end === null || end >= until) break;
    n2 = n2 % count15 + 1;
    t = end + 1e3;
  }
  return out;
}
function dayPanchang(input) {
  const { latitude: lat, longitude: lon, timezone } = input;
  const zone = { timezone };
  const iso4 = (ms2) => isoWithOffset(ms2, zone);
  const midnight = localToUtcMs({ year: input.year, month: input.month, day: input.day, hour: 0, minute: 0 }, zone);
  const nextMidnight = localToUtcMs(
    { year: input.year, month: input.month, day: input.day + 1, hour: 0, minute: 0 },
    zone
  );
  const riseToday = nextSunrise(lat, lon, midnight, 1);
  const sunrise = riseToday !== null && riseToday < nextMidnight ? riseToday : null;
  const start = sunrise ?? midnight;
  const sunset = nextSunset(lat, lon, start, 1);
  const next = nextSunrise(lat, lon, start + 6e4, 1.5);
  const end = next ?? nextMidnight;
  const weekday = weekdayOf2(input);
  const l = limbsAt(start);
  const rahuKaal = sunrise !== null && sunset !== null && sunset > sunrise ? (() => {
    const part = (sunset - sunrise) / 8;
    const k = RAHU_KAAL_PART[weekday] - 1;
    return { start: iso4(sunrise + k * part), end: iso4(sunrise + (k + 1) * part) };
  })() : null;
  return {
    date: `${String(input.year).padStart(4, "0")}-${String(input.month).padStart(2, "0")}-${String(input.day).padStart(2, "0")}`,
    place: { latitude: lat, longitude: lon, timezone },
    vara: weekday,
    varaName: VARA_NAMES[weekday],
    sunrise: sunrise === null ? null : iso4(sunrise),
    sunset: sunset === null ? null : iso4(sunset),
    nextSunrise: next === null ? null : iso4(next),
    tithis: spans(LIMBS.tithis, l.tithi, 30, start, end, iso4).map((s) => ({ ...s, paksha: pakshaOf(s.number) })),
    nakshatras: spans(LIMBS.nakshatras, l.nakshatra, 27, start, end, iso4),
    yogas: spans(LIMBS.yogas, l.yoga, 27, start, end, iso4),
    karanas: spans(LIMBS.karanas, l.karana, 60, start, end, iso4),
    rahuKaal,
    month: lunarMonths(start, l.tithi),
    ayanamsa: trueAyanamsa(astroTime(start))
  };
}
function weekdayOf2(d) {
  const date3 = new Date(Date.UTC(2e3, d.month - 1, d.day));
  date3.setUTCFullYear(d.year);
  return date3.getUTCDay();
}

// src/modules/kundli/places/places-index.ts
import { existsSync as existsSync4, readFileSync as readFileSync6 } from "node:fs";
import { fileURLToPath as fileURLToPath4 } from "node:url";
import { gunzipSync } from "node:zlib";
function foldName(s) {
  return s.normalize("NFD").replace(new RegExp("\\p{M}", "gu"), "").toLowerCase().replace(/[^\p{L}\p{N}]+/gu, " ").trim();
}
var FILE_CANDIDATES = [
  new URL("../../../data/places.tsv.gz", import.meta.url),
  new URL("./data/places.tsv.gz", import.meta.url)
].map((u) => fileURLToPath4(u));
var index22 = null;
function load2() {
  const file = FILE_CANDIDATES.find((f) => existsSync4(f));
  if (!file) throw new Error(`places.tsv.gz not found (looked in ${FILE_CANDIDATES.join(", ")})`);
  const text27 = gunzipSync(readFileSync6(file)).toString("utf8");
  const lines = text27.split("\n");
  const zones = lines[1].split("	");
  const keys = [];
  for (let i = 2; i < lines.length; i++) {
    const f = lines[i].split("	");
    if (f.length < 8) continue;
    const entry = {
      name: f[0],
      region: f[2],
      country: f[3],
      latitude: Number(f[4]),
      longitude: Number(f[5]),
      timezone: zones[Number(f[6])],
      population: Number(f[7])
    };
    keys.push({ key: foldName(f[0]), entry });
    if (f[1]) keys.push({ key: foldName(f[1]), entry });
  }
  return keys.sort((a, b) => a.key < b.key ? -1 : a.key > b.key ? 1 : b.entry.population - a.entry.population);
}
function placesIndex() {
  index22 ??= load2();
  return index22;
}
function lowerBound(entries, key2) {
  let lo = 0;
  let hi = entries.length;
  while (lo < hi) {
    const mid = lo + hi >>> 1;
    if (entries[mid].key < key2) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
var RANGE_MAX = 6e3;
function searchPlaces(q, limit) {
  const [namePart = "", ...rest] = q.split(",");
  const prefix = foldName(namePart);
  const within = foldName(rest.join(" "));
  if (!prefix) return [];
  const keys = placesIndex();
  const matches = /* @__PURE__ */ new Map();
  const first = lowerBound(keys, prefix);
  for (let i = first; i < keys.length && i < first + RANGE_MAX; i++) {
    const { key: key2, entry: e } = keys[i];
    if (!key2.startsWith(prefix)) break;
    if (within && !foldName(e.region).startsWith(within) && !e.country.toLowerCase().startsWith(within)) continue;
    matches.set(e, matches.get(e) === true || key2 === prefix);
  }
  const rank2 = (e) => (matches.get(e) ? 1e12 : 0) + e.population * (e.country === "IN" ? 4 : 1) + (e.country === "IN" ? 0.5 : 0);
  return [...matches.keys()].sort((a, b) => rank2(b) - rank2(a)).slice(0, limit).map(({ name, region, country, latitude, longitude, timezone }) => ({
    name,
    region,
    country,
    latitude,
    longitude,
    timezone
  }));
}

// src/modules/kundli/kundli.service.ts
var PLACES_LIMIT_DEFAULT = 10;
function computeKundli(req) {
  return kundli({
    name: req.name,
    place: req.place,
    latitude: req.latitude,
    longitude: req.longitude,
    local: { ...req.dateOfBirth, ...req.timeOfBirth },
    zone: req.timezone !== void 0 ? { timezone: req.timezone } : { utcOffsetMinutes: req.utcOffsetMinutes }
  });
}
function computePanchang(q) {
  return dayPanchang({ ...q.date, latitude: q.latitude, longitude: q.longitude, timezone: q.timezone });
}
function findPlaces(q) {
  return searchPlaces(q.q, q.limit ?? PLACES_LIMIT_DEFAULT);
}

// ../../packages/shared/src/kundli-chart.ts
var TL = [0, 0];
var TR = [1, 0];
var BR = [1, 1];
var BL = [0, 1];
var T = [0.5, 0];
var R = [1, 0.5];
var B = [0.5, 1];
var L = [0, 0.5];
var C = [0.5, 0.5];
var P1 = [0.25, 0.25];
var P2 = [0.75, 0.25];
var P3 = [0.75, 0.75];
var P4 = [0.25, 0.75];
var NORTH_HOUSES = [
  [T, P2, C, P1],
  [TL, T, P1],
  [TL, P1, L],
  [L, P1, C, P4],
  [L, P4, BL],
  [BL, P4, B],
  [B, P4, C, P3],
  [B, P3, BR],
  [BR, P3, R],
  [R, P3, C, P2],
  [R, P2, TR],
  [TR, P2, T]
];
var NORTH_LINES = [
  [TL, TR],
  [TR, BR],
  [BR, BL],
  [BL, TL],
  [TL, BR],
  [TR, BL],
  [T, R],
  [R, B],
  [B, L],
  [L, T]
];
function centroid(poly) {
  const n2 = poly.length;
  return [poly.reduce((s, p3) => s + p3[0], 0) / n2, poly.reduce((s, p3) => s + p3[1], 0) / n2];
}
function northAnchors(house) {
  const poly = NORTH_HOUSES[house - 1];
  const c = centroid(poly);
  const dist = (p3) => Math.hypot(p3[0] - C[0], p3[1] - C[1]);
  const inner = poly.reduce((best, p3) => dist(p3) < dist(best) ? p3 : best);
  const lerp = (a, b, t) => [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t];
  const diamond = poly.length === 4;
  return { grahas: diamond ? lerp(C, c, 1.15) : c, sign: lerp(inner, c, diamond ? 0.28 : 0.32) };
}
var signInHouse = (lagnaSign, house) => (lagnaSign - 1 + house - 1) % 12 + 1;
var SOUTH_CELLS = [
  [0, 1],
  // Mesha
  [0, 2],
  // Vrishabha
  [0, 3],
  // Mithuna
  [1, 3],
  // Karka
  [2, 3],
  // Simha
  [3, 3],
  // Kanya
  [3, 2],
  // Tula
  [3, 1],
  // Vrishchika
  [3, 0],
  // Dhanu
  [2, 0],
  // Makara
  [1, 0],
  // Kumbha
  [0, 0]
  // Meena
];
var GRAHA_ABBR = {
  Lagna: "As",
  Sun: "Su",
  Moon: "Mo",
  Mars: "Ma",
  Mercury: "Me",
  Jupiter: "Ju",
  Venus: "Ve",
  Saturn: "Sa",
  Rahu: "Ra",
  Ketu: "Ke"
};
function chartLabel(p3) {
  const marked = p3.retrograde && p3.name !== "Rahu" && p3.name !== "Ketu";
  return `${GRAHA_ABBR[p3.name]}${marked ? "(R)" : ""}`;
}
function labelsByHouse(k) {
  const houses = Array.from({ length: 12 }, () => []);
  houses[0].push(GRAHA_ABBR.Lagna);
  for (const p3 of k.planets) houses[p3.house - 1].push(chartLabel(p3));
  return houses;
}
function labelsBySign(k) {
  const signs = Array.from({ length: 12 }, () => []);
  signs[k.lagna.sign - 1].push(GRAHA_ABBR.Lagna);
  for (const p3 of k.planets) signs[p3.sign - 1].push(chartLabel(p3));
  return signs;
}

// ../../packages/shared/src/kundli-format.ts
var MONTHS = MONTH_NAMES.map((m) => m.slice(0, 3));
var pad2 = (n2) => String(n2).padStart(2, "0");
var TIME_UNKNOWN_NOTE = "Birth time not known: noon was used, so the lagna and houses may not be right. The signs of the grahas are.";
function degMin(deg) {
  let d = Math.floor(deg);
  let m = Math.round((deg - d) * 60);
  if (m === 60) [d, m] = [d + 1, 0];
  return `${d}\xB0${pad2(m)}\u2032`;
}
function degMinSec(deg) {
  const totalSec = Math.round(deg * 3600);
  return `${Math.floor(totalSec / 3600)}\xB0${pad2(Math.floor(totalSec % 3600 / 60))}\u2032${pad2(totalSec % 60)}\u2033`;
}
function utcOffset(minutes) {
  const m = Math.abs(minutes);
  return `UTC${minutes < 0 ? "\u2212" : "+"}${pad2(Math.floor(m / 60))}:${pad2(m % 60)}`;
}
function dateAt(iso4, offsetMinutes) {
  const d = new Date(Date.parse(iso4) + offsetMinutes * 6e4);
  return `${d.getUTCDate()} ${MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()}`;
}
function shortDate(ymd) {
  const [y, mo, d] = ymd.split("-").map(Number);
  return `${d} ${MONTHS[mo - 1]} ${y}`;
}
var localDateTime = (local) => `${shortDate(local.slice(0, 10))}, ${local.slice(11, 16)}`;
var coordinates = (lat, lon) => `${Math.abs(lat).toFixed(4)}\xB0 ${lat >= 0 ? "N" : "S"}, ${Math.abs(lon).toFixed(4)}\xB0 ${lon >= 0 ? "E" : "W"}`;
var isRunning = (p3, now) => Date.parse(p3.start) <= now && now < Date.parse(p3.end);
var runningMahadasha = (m, now) => m.find((x) => isRunning(x, now));

// src/modules/kundli/report/report-pdf.ts
var PAGE2 = { width: 595.28, height: 841.89 };
var M2 = 40;
var CONTENT2 = PAGE2.width - 2 * M2;
var CHART = 236;
function reportDisposition(name) {
  const slug = slugify(name);
  const ascii = slug.replace(/[^a-z0-9-]/g, "").replace(/-+/g, "-").replace(/^-|-$/g, "");
  const plain = `attachment; filename="kundli-${ascii || "report"}.pdf"`;
  return ascii === slug ? plain : `${plain}; filename*=UTF-8''${encodeURIComponent(`kundli-${slug}.pdf`)}`;
}
var CONVENTIONS = "Sidereal zodiac, Lahiri (Chitrapaksha) ayanamsa; Rahu by the true node, Ketu opposite; whole-sign houses from the lagna; Vimshottari dasha from the Moon\u2019s nakshatra with years of 365.25 days. Positions computed by Sankalp with astronomy-engine and checked against the Swiss Ephemeris (within a few arcminutes).";
function header2(doc, k) {
  doc.rect(0, 0, PAGE2.width, 78).fill(COLORS.maroon);
  doc.rect(0, 78, PAGE2.width, 3).fill(COLORS.gold);
  line2(doc, "Janam Kundli", M2, 22, { size: 24, bold: true, color: COLORS.white, width: CONTENT2 / 2 });
  line2(doc, "Vedic birth chart \xB7 Sankalp", M2, 52, { size: 9.5, color: "#F9E7C7", width: CONTENT2 / 2 });
  line2(doc, k.name, M2 + CONTENT2 / 2, 26, {
    size: 15,
    bold: true,
    color: COLORS.white,
    width: CONTENT2 / 2,
    align: "right"
  });
  line2(doc, `${localDateTime(k.birth.local)} (${utcOffset(k.birth.place.utcOffsetMinutes)})`, M2 + CONTENT2 / 2, 50, {
    size: 9.5,
    color: "#F9E7C7",
    width: CONTENT2 / 2,
    align: "right"
  });
}
function birthDetails(doc, k, timeUnknown, y) {
  const p3 = k.birth.place;
  const zone = p3.timezone ? `${p3.timezone} (${utcOffset(p3.utcOffsetMinutes)} at birth)` : utcOffset(p3.utcOffsetMinutes);
  const rows7 = [
    ["Place of birth", `${p3.name} \xB7 ${coordinates(p3.latitude, p3.longitude)}`],
    ["Time zone", zone],
    [
      "Lagna (ascendant)",
      `${SIGN_NAMES[k.lagna.sign - 1]} ${degMin(k.lagna.degreeInSign)} \xB7 ${NAKSHATRA_NAMES[k.lagna.nakshatra - 1]} pada ${k.lagna.pada}`
    ]
  ];
  for (const [label2, value] of rows7) {
    line2(doc, label2.toUpperCase(), M2, y, { size: 7.5, bold: true, color: COLORS.inkSoft, width: 120 });
    line2(doc, value, M2 + 120, y - 1.5, { size: 10, color: COLORS.ink, width: CONTENT2 - 120 });
    y += 17;
  }
  if (timeUnknown) {
    doc.roundedRect(M2, y + 2, CONTENT2, 26, 5).fill("#FEF3C7");
    line2(doc, TIME_UNKNOWN_NOTE, M2 + 10, y + 10, { size: 8.5, bold: true, color: "#92400E", width: CONTENT2 - 20 });
    y += 34;
  }
  return y;
}
function labelStack(doc, labels, cx, cy, width, lines = 3) {
  const perLine = Math.max(1, Math.ceil(labels.length / lines));
  const rows7 = [];
  for (let i = 0; i < labels.length; i += perLine) rows7.push(labels.slice(i, i + perLine).join(" "));
  const size = labels.length > 4 ? 7.5 : 8.5;
  const step = size + 2;
  rows7.forEach((r, i) => {
    const y = cy - rows7.length * step / 2 + i * step;
    line2(doc, r, cx - width / 2, y, { size, bold: true, color: COLORS.maroon, width, align: "center" });
  });
}
function northChart(doc, k, x, y) {
  const at = ([px, py]) => [x + px * CHART, y + py * CHART];
  doc.rect(x, y, CHART, CHART).fill(COLORS.cream50);
  doc.lineWidth(1).strokeColor(COLORS.saffron);
  for (const [a, b] of NORTH_LINES)
    doc.moveTo(...at(a)).lineTo(...at(b)).stroke();
  const labels = labelsByHouse(k);
  for (let house = 1; house <= 12; house++) {
    const anchors = northAnchors(house);
    const [sx, sy] = at(anchors.sign);
    line2(doc, String(signInHouse(k.lagna.sign, house)), sx - 10, sy - 4, {
      size: 7.5,
      color: COLORS.inkSoft,
      width: 20,
      align: "center"
    });
    const [gx, gy] = at(anchors.grahas);
    const big = house === 1 || house === 4 || house === 7 || house === 10;
    labelStack(doc, labels[house - 1], gx, gy - 2, big ? 64 : 46, 3);
  }
}
function southChart(doc, k, x, y) {
  const cell = CHART / 4;
  doc.rect(x, y, CHART, CHART).fill(COLORS.cream50);
  doc.lineWidth(1).strokeColor(COLORS.saffron);
  const labels = labelsBySign(k);
  SOUTH_CELLS.forEach(([row, col], i) => {
    const cx = x + col * cell;
    const cy = y + row * cell;
    doc.rect(cx, cy, cell, cell).stroke();
    if (i + 1 === k.lagna.sign) {
      doc.moveTo(cx, cy + 14).lineTo(cx + 14, cy).stroke();
    }
    line2(doc, SIGN_NAMES[i], cx + 3, cy + cell - 11, {
      size: 6.5,
      color: COLORS.inkSoft,
      width: cell - 6,
      align: "right"
    });
    labelStack(doc, labels[i], cx + cell / 2, cy + cell / 2 - 4, cell - 6, 3);
  });
  line2(doc, "Rasi", x + cell, y + CHART / 2 - 14, {
    size: 12,
    bold: true,
    color: COLORS.maroon,
    width: 2 * cell,
    align: "center"
  });
  line2(doc, k.name, x + cell + 6, y + CHART / 2 + 4, {
    size: 8,
    color: COLORS.inkSoft,
    width: 2 * cell - 12,
    align: "center"
  });
}
function charts(doc, k, y) {
  const gap = CONTENT2 - 2 * CHART;
  const titles = ["North Indian \xB7 houses fixed, signs numbered", "South Indian \xB7 signs fixed, lagna marked"];
  [M2, M2 + CHART + gap].forEach(
    (x, i) => line2(doc, titles[i], x, y, { size: 8.5, bold: true, color: COLORS.ink, width: CHART })
  );
  northChart(doc, k, M2, y + 14);
  southChart(doc, k, M2 + CHART + gap, y + 14);
  return y + 14 + CHART;
}
function table2(doc, title, columns2, rows7, y, highlight) {
  line2(doc, title, M2, y, { size: 12, bold: true, color: COLORS.maroon, width: CONTENT2 });
  y += 20;
  doc.rect(M2, y, CONTENT2, 18).fill(COLORS.cream100);
  let x = M2 + 6;
  for (const c of columns2) {
    line2(doc, c.title.toUpperCase(), x, y + 5.5, {
      size: 7,
      bold: true,
      color: COLORS.inkSoft,
      width: c.width - 8,
      align: c.align
    });
    x += c.width;
  }
  y += 18;
  rows7.forEach((r, i) => {
    if (i === highlight) doc.rect(M2, y, CONTENT2, 17).fill("#FFF1DC");
    x = M2 + 6;
    r.forEach((cellText, j) => {
      const c = columns2[j];
      line2(doc, cellText, x, y + 4.5, {
        size: 9,
        bold: j === 0,
        color: COLORS.ink,
        width: c.width - 8,
        align: c.align
      });
      x += c.width;
    });
    doc.moveTo(M2, y + 17).lineTo(M2 + CONTENT2, y + 17).lineWidth(0.5).strokeColor(COLORS.rule).stroke();
    y += 17;
  });
  return y;
}
function planetTable(doc, k, y) {
  const cols = [
    { title: "Graha", width: 76 },
    { title: "Sign", width: 80 },
    { title: "Degree", width: 58, align: "right" },
    { title: "Nakshatra", width: 126 },
    { title: "Pada", width: 40, align: "center" },
    { title: "House", width: 44, align: "center" },
    { title: "Motion", width: CONTENT2 - 424 }
  ];
  const rows7 = [
    [
      "Lagna",
      SIGN_NAMES[k.lagna.sign - 1],
      degMin(k.lagna.degreeInSign),
      NAKSHATRA_NAMES[k.lagna.nakshatra - 1],
      String(k.lagna.pada),
      "1",
      "\u2014"
    ],
    ...k.planets.map((p3) => [
      p3.name,
      SIGN_NAMES[p3.sign - 1],
      degMin(p3.degreeInSign),
      NAKSHATRA_NAMES[p3.nakshatra - 1],
      String(p3.pada),
      String(p3.house),
      p3.name === "Rahu" || p3.name === "Ketu" ? "Node, always R" : p3.retrograde ? "Retrograde (R)" : "Direct"
    ])
  ];
  return table2(doc, "Grahas", cols, rows7, y);
}
function footer2(doc, page, pages, now) {
  const y = PAGE2.height - 34;
  doc.moveTo(M2, y - 8).lineTo(M2 + CONTENT2, y - 8).lineWidth(0.5).strokeColor(COLORS.rule).stroke();
  line2(doc, `Computed by Sankalp on ${dateAt(now.toISOString(), 330)} \xB7 for guidance, to be read with a pandit`, M2, y, {
    size: 7.5,
    color: COLORS.inkSoft,
    width: CONTENT2 - 60
  });
  line2(doc, `Page ${page} of ${pages}`, M2 + CONTENT2 - 60, y, {
    size: 7.5,
    color: COLORS.inkSoft,
    width: 60,
    align: "right"
  });
}
function dashaPage(doc, k, now) {
  const offset = k.birth.place.utcOffsetMinutes;
  const running = runningMahadasha(k.dasha.mahadashas, now.getTime());
  let y = M2;
  line2(doc, `Vimshottari dasha \xB7 ${k.name}`, M2, y, { size: 16, bold: true, color: COLORS.maroon, width: CONTENT2 });
  y = paragraph(
    doc,
    `At birth ${k.dasha.balanceYears.toFixed(2)} years of the ${k.dasha.mahadashas[0].lord} mahadasha remained. Periods below run from the start date to the end date (dates at the place of birth).`,
    M2,
    y + 26,
    { size: 9.5, color: COLORS.inkSoft, width: CONTENT2 }
  );
  const cols = [
    { title: "Mahadasha", width: 130 },
    { title: "Years", width: 60, align: "right" },
    { title: "From", width: 120 },
    { title: "To", width: 120 },
    { title: "", width: CONTENT2 - 430 }
  ];
  const rows7 = k.dasha.mahadashas.map((m) => [
    m.lord,
    String(m.years),
    dateAt(m.start, offset),
    dateAt(m.end, offset),
    m === running ? "Running now" : ""
  ]);
  y = table2(doc, "Mahadashas", cols, rows7, y + 10, running ? k.dasha.mahadashas.indexOf(running) : void 0);
  if (running) {
    const inner = running.antardashas;
    const current = inner.findIndex((a) => Date.parse(a.start) <= now.getTime() && now.getTime() < Date.parse(a.end));
    y = table2(
      doc,
      `Antardashas of the ${running.lord} mahadasha`,
      [
        { title: "Antardasha", width: 190 },
        { title: "From", width: 120 },
        { title: "To", width: 120 },
        { title: "", width: CONTENT2 - 430 }
      ],
      inner.map((a, i) => [
        `${running.lord} / ${a.lord}`,
        dateAt(a.start, offset),
        dateAt(a.end, offset),
        i === current ? "Running now" : ""
      ]),
      y + 22,
      current >= 0 ? current : void 0
    );
  }
  const pc = k.panchang;
  y = table2(
    doc,
    "Panchang at birth",
    [
      { title: "Element", width: 130 },
      { title: "At the moment of birth", width: CONTENT2 - 130 }
    ],
    [
      ["Tithi", `${pc.tithiName} (${pc.paksha} paksha, tithi ${pc.tithi})`],
      ["Nakshatra", pc.nakshatraName],
      ["Yoga", pc.yogaName],
      ["Karana", pc.karanaName],
      ["Vara", `${pc.varaName} (the Vedic day begins at sunrise)`],
      [
        "Sunrise",
        pc.sunrise ? `${pc.sunrise.slice(11, 16)} on ${dateAt(pc.sunrise, offset)}` : "The Sun did not rise that day here"
      ]
    ],
    y + 22
  );
  line2(doc, `Ayanamsa (Lahiri) at birth: ${degMinSec(k.ayanamsa)}`, M2, y + 18, {
    size: 9,
    bold: true,
    color: COLORS.ink,
    width: CONTENT2
  });
  paragraph(doc, CONVENTIONS, M2, y + 34, { size: 8.5, color: COLORS.inkSoft, width: CONTENT2 });
}
function renderKundliReport(k, opts) {
  const { doc, bytes } = newDocument({
    compress: opts.compress ?? true,
    info: {
      Title: `Janam Kundli \xB7 ${k.name}`,
      Author: "Sankalp",
      Subject: "Vedic birth chart",
      CreationDate: opts.now
    }
  });
  header2(doc, k);
  let y = birthDetails(doc, k, opts.timeUnknown, 100);
  y = charts(doc, k, y + 12);
  planetTable(doc, k, y + 20);
  footer2(doc, 1, 2, opts.now);
  doc.addPage({ size: "A4", margin: 0 });
  dashaPage(doc, k, opts.now);
  footer2(doc, 2, 2, opts.now);
  doc.end();
  return bytes;
}

// src/modules/kundli/saved/saved.repository.ts
import { and as and35, count as count13, desc as desc12, eq as eq53, sql as sql54 } from "drizzle-orm";
async function listSaved(db, userId) {
  return db.select().from(savedKundlis).where(eq53(savedKundlis.userId, userId)).orderBy(desc12(savedKundlis.createdAt), desc12(savedKundlis.id));
}
async function saveOnce(db, row, limit, now) {
  return db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq53(users.id, row.userId)).for("update");
    const [inserted] = await tx.insert(savedKundlis).values({ ...row, createdAt: now }).onConflictDoNothing().returning();
    if (!inserted) {
      const [existing] = await tx.select().from(savedKundlis).where(
        and35(
          eq53(savedKundlis.userId, row.userId),
          eq53(savedKundlis.name, row.name),
          eq53(savedKundlis.birthDate, row.birthDate),
          eq53(savedKundlis.birthTime, row.birthTime),
          eq53(savedKundlis.latitude, row.latitude),
          eq53(savedKundlis.longitude, row.longitude),
          sql54`coalesce(${savedKundlis.timezone}, '') = ${row.timezone ?? ""}`,
          sql54`coalesce(${savedKundlis.utcOffsetMinutes}, 100000) = ${row.utcOffsetMinutes ?? 1e5}`
        )
      ).limit(1);
      return { row: existing, created: false };
    }
    const [{ n: n2 }] = await tx.select({ n: count13() }).from(savedKundlis).where(eq53(savedKundlis.userId, row.userId));
    if (Number(n2) > limit) {
      await tx.delete(savedKundlis).where(eq53(savedKundlis.id, inserted.id));
      return "limit";
    }
    return { row: inserted, created: true };
  });
}
async function deleteSaved(db, userId, id2) {
  const rows7 = await db.delete(savedKundlis).where(and35(eq53(savedKundlis.id, id2), eq53(savedKundlis.userId, userId))).returning({ id: savedKundlis.id });
  return rows7.length > 0;
}

// src/modules/kundli/saved/saved.service.ts
var SAVED_KUNDLIS_MAX = 50;
var SAVED_LIMIT_MESSAGE = `You can save up to ${SAVED_KUNDLIS_MAX} kundlis. Delete one to save another.`;
var SAVED_NOT_FOUND = "Saved kundli not found";
var pad3 = (n2) => String(n2).padStart(2, "0");
function toSavedKundli(row) {
  return {
    id: row.id,
    name: row.name,
    place: row.place,
    dateOfBirth: row.birthDate,
    timeOfBirth: row.birthTime,
    timeUnknown: row.timeUnknown,
    latitude: row.latitude,
    longitude: row.longitude,
    timezone: row.timezone,
    utcOffsetMinutes: row.utcOffsetMinutes,
    createdAt: row.createdAt.toISOString()
  };
}
async function listSaved2(ctx, userId) {
  return (await listSaved(ctx.db, userId)).map(toSavedKundli);
}
async function saveKundli(ctx, userId, k) {
  const { year, month, day: day2 } = k.dateOfBirth;
  const result = await saveOnce(
    ctx.db,
    {
      userId,
      name: k.name,
      place: k.place,
      birthDate: `${String(year).padStart(4, "0")}-${pad3(month)}-${pad3(day2)}`,
      birthTime: `${pad3(k.timeOfBirth.hour)}:${pad3(k.timeOfBirth.minute)}`,
      timeUnknown: k.timeUnknown ?? false,
      latitude: k.latitude,
      longitude: k.longitude,
      timezone: k.timezone ?? null,
      utcOffsetMinutes: k.utcOffsetMinutes ?? null
    },
    SAVED_KUNDLIS_MAX,
    ctx.now()
  );
  if (result === "limit") throw conflict(SAVED_LIMIT_MESSAGE, { limit: SAVED_KUNDLIS_MAX }, "kundli_saved_limit");
  return { kundli: toSavedKundli(result.row), created: result.created };
}
async function deleteSaved2(ctx, userId, id2) {
  if (!await deleteSaved(ctx.db, userId, id2)) throw notFound(SAVED_NOT_FOUND);
}

// src/modules/kundli/kundli.routes.ts
var tags10 = ["kundli"];
var kundliRoutes = async (app) => {
  app.post(
    "/kundli",
    {
      schema: {
        tags: tags10,
        summary: "A Vedic birth chart: lagna, grahas, houses, nakshatras, Vimshottari dasha, birth panchang",
        body: kundliRequestSchema
      }
    },
    async (req) => ok(computeKundli(req.body), "Kundli generated successfully")
  );
  app.get(
    "/kundli/report.pdf",
    {
      preHandler: limitReports,
      config: { openapi: { success: { contentType: "application/pdf" } } },
      schema: {
        tags: tags10,
        summary: "The kundli as a PDF report (the same inputs as POST /kundli, as query text)",
        querystring: kundliQuerySchema
      }
    },
    async (req, reply2) => {
      const { timeUnknown, ...request } = req.query;
      const pdf = await renderKundliReport(computeKundli(request), {
        timeUnknown: timeUnknown ?? false,
        now: app.ctx.now()
      });
      return reply2.type("application/pdf").header("content-disposition", reportDisposition(request.name)).send(pdf);
    }
  );
  const signedIn = { onRequest: requireUser };
  app.get(
    "/kundli/saved",
    { ...signedIn, schema: { tags: tags10, summary: "The signed-in devotee's saved kundlis, newest first" } },
    async (req) => ok({ kundlis: await listSaved2(app.ctx, currentUser(req).id) }, "Saved kundlis fetched successfully")
  );
  app.post(
    "/kundli/saved",
    {
      ...signedIn,
      // A create call like any other: limited per IP and per signed-in user.
      preHandler: limitCreates,
      schema: { tags: tags10, summary: "Save a kundli (its birth details) to the account", body: kundliSaveSchema },
      // 201 saved, 200 already saved; 409 past the limit of saved kundlis.
      config: { openapi: { success: { status: [201, 200] }, errors: { 409: ["kundli_saved_limit"] } } }
    },
    async (req, reply2) => {
      const { kundli: kundli2, created } = await saveKundli(app.ctx, currentUser(req).id, req.body);
      return reply2.status(created ? 201 : 200).send(ok(kundli2, created ? "Kundli saved" : "Kundli already saved"));
    }
  );
  app.delete(
    "/kundli/saved/:id",
    { ...signedIn, schema: { tags: tags10, summary: "Delete one of your saved kundlis", params: z40.object({ id: idSchema }) } },
    async (req) => {
      await deleteSaved2(app.ctx, currentUser(req).id, req.params.id);
      return ok({ id: req.params.id }, "Saved kundli deleted");
    }
  );
  app.get(
    "/panchang",
    {
      schema: {
        tags: tags10,
        summary: "A day's panchang at a place, with the end time of each element",
        querystring: panchangQuerySchema
      }
    },
    async (req) => ok(computePanchang(req.query), "Panchang fetched successfully")
  );
  app.get(
    "/places",
    {
      schema: {
        tags: tags10,
        summary: "Places by name prefix (GeoNames, CC BY 4.0), with coordinates and IANA time zone",
        querystring: placesQuerySchema
      }
    },
    async (req) => ok(
      { places: findPlaces(req.query), attribution: "GeoNames (geonames.org), CC BY 4.0" },
      "Places fetched successfully"
    )
  );
};
var kundli_routes_default = kundliRoutes;

// src/modules/media/media.routes.ts
import multipart2 from "@fastify/multipart";
import { z as z41 } from "zod";

// ../../packages/shared/src/api/admin-media.ts
var MEDIA_WIDTHS = { sm: 400, md: 800, lg: 1600 };
var MEDIA_MAX_BYTES = 5 * 1024 * 1024;

// src/modules/media/media.service.ts
import { createHash as createHash5 } from "node:crypto";

// src/modules/media/image.ts
import sharp from "sharp";
function sniffImageType(b) {
  if (b.length >= 3 && b[0] === 255 && b[1] === 216 && b[2] === 255) return "image/jpeg";
  if (b.length >= 8 && b.subarray(0, 8).equals(Buffer.from([137, 80, 78, 71, 13, 10, 26, 10])))
    return "image/png";
  if (b.length >= 12 && b.toString("latin1", 0, 4) === "RIFF" && b.toString("latin1", 8, 12) === "WEBP")
    return "image/webp";
  return null;
}
var SHARP_FORMAT = { "image/jpeg": "jpeg", "image/png": "png", "image/webp": "webp" };
var MAX_INPUT_PIXELS = 5e7;
var WEBP_QUALITY = 80;
var UnreadableImageError = class extends Error {
};
async function renderVariants(bytes, type) {
  const open = () => sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: "error", animated: false });
  let meta;
  try {
    meta = await open().metadata();
  } catch (e) {
    throw new UnreadableImageError(e.message);
  }
  if (meta.format !== SHARP_FORMAT[type] || !meta.width || !meta.height)
    throw new UnreadableImageError("format mismatch");
  const upright = (meta.orientation ?? 1) >= 5 ? meta.height : meta.width;
  const plan = [];
  for (const [name, width] of Object.entries(MEDIA_WIDTHS)) {
    plan.push([name, Math.min(width, upright)]);
    if (width >= upright) break;
  }
  try {
    return await Promise.all(
      plan.map(async ([name, width]) => {
        const { data, info } = await open().rotate().resize({ width, withoutEnlargement: true }).webp({ quality: WEBP_QUALITY }).toBuffer({ resolveWithObject: true });
        return { name, width: info.width, height: info.height, body: data };
      })
    );
  } catch (e) {
    throw new UnreadableImageError(e.message);
  }
}

// src/modules/media/media.repository.ts
import { eq as eq54 } from "drizzle-orm";
async function findMediaByKey(db, key2) {
  const [row] = await db.select().from(media).where(eq54(media.key, key2));
  return row;
}
async function insertMedia(db, row) {
  const [made] = await db.insert(media).values(row).onConflictDoNothing({ target: media.key }).returning();
  return made;
}

// src/modules/media/media.service.ts
var UNSUPPORTED_IMAGE_MESSAGE = "Upload a JPEG, PNG or WebP image";
var unsupported2 = () => new AppError(415, UNSUPPORTED_IMAGE_MESSAGE, void 0, "unsupported_image", { file: UNSUPPORTED_IMAGE_MESSAGE });
function toAdminMedia(row) {
  const names = Object.keys(MEDIA_WIDTHS).filter((n2) => row.sizes[n2]);
  const sizes = Object.fromEntries(names.map((n2) => [n2, mediaUrl(row.sizes[n2])]));
  return { id: row.id, url: mediaUrl(row.sizes[names.at(-1)]), width: row.width, height: row.height, sizes };
}
async function uploadImage(ctx, storage, req, bytes) {
  const user = currentUser(req);
  const type = sniffImageType(bytes);
  if (!type) throw unsupported2();
  const hash2 = createHash5("sha256").update(bytes).digest("hex");
  const existing = await findMediaByKey(ctx.db, hash2);
  if (existing) return toAdminMedia(existing);
  let variants;
  try {
    variants = await renderVariants(bytes, type);
  } catch (e) {
    if (e instanceof UnreadableImageError) throw unsupported2();
    throw e;
  }
  const sizes = {};
  for (const v of variants) {
    const key2 = `${hash2}/${v.width}.webp`;
    await storage.put(key2, v.body, "image/webp");
    sizes[v.name] = key2;
  }
  const largest = variants.at(-1);
  const row = await ctx.db.transaction(async (tx) => {
    const made = await insertMedia(tx, {
      key: hash2,
      sizes,
      width: largest.width,
      height: largest.height,
      originalBytes: bytes.length,
      uploadedBy: user.id,
      createdAt: ctx.now()
    });
    if (!made) return void 0;
    await audit({ ...ctx, db: tx }, req, {
      action: "media.upload",
      object: { type: "media", id: made.id },
      after: { key: hash2, sizes, width: made.width, height: made.height, originalBytes: bytes.length, type }
    });
    return made;
  });
  return toAdminMedia(row ?? await findMediaByKey(ctx.db, hash2));
}
var readMedia = (storage, key2) => storage.get(key2);

// src/modules/media/media.routes.ts
var FILE_TOO_LARGE_MESSAGE = `The image is larger than ${MEDIA_MAX_BYTES / 1024 / 1024} MB`;
var CHOOSE_FILE_MESSAGE = "Choose an image to upload";
var IMMUTABLE = "public, max-age=31536000, immutable";
async function mediaRoutes(fastify) {
  const app = fastify.withTypeProvider();
  const { ctx } = app;
  const storage = createStorage(ctx.config);
  await app.register(multipart2, { limits: { fileSize: MEDIA_MAX_BYTES, files: 1, fields: 10, parts: 11 } });
  app.post(
    "/admin/media",
    {
      onRequest: requireRole("admin", "operator"),
      schema: {
        tags: ["admin"],
        summary: "Upload an image (multipart/form-data, field `file`): JPEG, PNG or WebP up to 5 MB",
        description: "Re-encoded to WebP at 400, 800 and 1600 px wide (never enlarged). 413 `file_too_large` above 5 MB; 415 `unsupported_image` for anything that is not a JPEG, PNG or WebP by its bytes."
      },
      config: { openapi: { success: { status: 201 } } }
    },
    async (req, reply2) => {
      const bytes = await readUpload(req);
      const data = { media: await uploadImage(ctx, storage, req, bytes) };
      return reply2.status(201).send({ success: true, message: "Image uploaded", data });
    }
  );
  app.get(
    "/media/*",
    {
      schema: {
        tags: ["media"],
        summary: "A stored image (from POST /admin/media), cached for a year",
        params: z41.object({ "*": z41.string() })
      },
      config: { openapi: { success: { contentType: "image/webp" } } }
    },
    async (req, reply2) => {
      const key2 = req.params["*"];
      const file = isMediaKey(key2) ? await readMedia(storage, key2) : null;
      if (!file) throw notFound("Image not found");
      return reply2.header("content-type", file.contentType).header("cache-control", IMMUTABLE).send(file.body);
    }
  );
}
async function readUpload(req) {
  let part;
  try {
    part = await req.file();
  } catch (e) {
    throw mapMultipartError(e);
  }
  if (!part || part.fieldname !== "file") throw fieldError("file", CHOOSE_FILE_MESSAGE);
  try {
    const bytes = await part.toBuffer();
    if (bytes.length === 0) throw fieldError("file", CHOOSE_FILE_MESSAGE);
    return bytes;
  } catch (e) {
    throw mapMultipartError(e);
  }
}
function mapMultipartError(e) {
  if (e instanceof AppError) return e;
  const code2 = e.code;
  if (code2 === "FST_REQ_FILE_TOO_LARGE")
    return new AppError(413, FILE_TOO_LARGE_MESSAGE, { limitBytes: MEDIA_MAX_BYTES }, "file_too_large", {
      file: FILE_TOO_LARGE_MESSAGE
    });
  if (code2 === "FST_INVALID_MULTIPART_CONTENT_TYPE") return fieldError("file", CHOOSE_FILE_MESSAGE);
  return e;
}

// ../../packages/shared/src/schemas/support.ts
import { z as z42 } from "zod";
var SUBJECT_MAX = 120;
var MESSAGE_MAX = 2e3;
var MESSAGE_MIN = 10;
var REPLY_MAX = 5e3;
var multiline = (required) => z42.string({ error: required }).trim().min(1, { error: required, abort: true }).refine((v) => !CONTROL_CHARACTERS_BUT_LINES.test(v), { error: CONTROL_CHARACTERS_MESSAGE, abort: true });
var contactSchema = z42.object({
  name: requiredText("Full name is required").max(
    ACCOUNT_NAME_MAX,
    `Name cannot exceed ${ACCOUNT_NAME_MAX} characters`
  ),
  email: requiredText("Email address is required", "Please enter a valid email address").regex(
    EMAIL_PATTERN,
    "Please enter a valid email address"
  ),
  phone: z42.string().trim().refine((v) => v === "" || PHONE_CHARACTERS.test(v), "Please enter a valid phone number").refine(
    (v) => v === "" || countDigits(v) >= PHONE_MIN_DIGITS,
    `Phone number must have at least ${PHONE_MIN_DIGITS} digits`
  ).refine(
    (v) => v === "" || countDigits(v) <= PHONE_MAX_DIGITS,
    `Phone number cannot exceed ${PHONE_MAX_DIGITS} digits`
  ),
  subject: requiredText("Subject is required").max(SUBJECT_MAX, `Subject cannot exceed ${SUBJECT_MAX} characters`),
  message: multiline("Message is required").min(MESSAGE_MIN, `Message must be at least ${MESSAGE_MIN} characters`).max(MESSAGE_MAX, `Message cannot exceed ${MESSAGE_MAX} characters`)
});
var SUPPORT_SOURCES = ["contact", "help"];
var supportMessageSchema = contactSchema.extend({
  phone: contactSchema.shape.phone.optional().default(""),
  subject: contactSchema.shape.subject.optional(),
  source: z42.enum(SUPPORT_SOURCES, { error: `source must be one of ${SUPPORT_SOURCES.join(", ")}` })
});
var supportReplySchema = z42.object({
  body: multiline("Reply is required").max(REPLY_MAX, `Reply cannot exceed ${REPLY_MAX} characters`)
});
var supportListQuery = z42.object({
  status: z42.enum(["open", "closed"], { error: "status must be open or closed" }).optional(),
  limit: z42.coerce.number().int().min(1).max(100).default(50),
  offset: z42.coerce.number().int().min(0).default(0)
});
var supportThreadParams = z42.object({ id: idSchema });

// src/modules/support/support.limits.ts
var SUPPORT_LIMITS = {
  ip: { name: "support-ip", limit: 10, windowSeconds: 60 * 60 },
  email: { name: "support-email", limit: 5, windowSeconds: 60 * 60 }
};
async function limitSupportMessages(req) {
  if (isLoopbackRequest(req)) return;
  const { ctx } = req.server;
  await consumeRateLimit(ctx, SUPPORT_LIMITS.ip, req.ip);
  const email = req.body?.email;
  if (typeof email === "string") await consumeRateLimit(ctx, SUPPORT_LIMITS.email, email.trim().toLowerCase());
}
describeHook(limitSupportMessages, { errors: { 429: ["rate_limited"] } });

// src/modules/support/support.mail.ts
var threadRef = (id2) => id2.slice(0, 8).toUpperCase();
var signOff = (config) => [
  "",
  `Need us sooner? Call ${config.SUPPORT_PHONE} or WhatsApp +${config.SUPPORT_WHATSAPP}.`,
  "",
  "Sankalp seva team"
];
function supportAckMail(config, thread) {
  const ref = threadRef(thread.id);
  const lines = [
    `Namaste ${thread.name},`,
    "",
    `Thank you for writing to us. We have received your message (reference ${ref}) and will reply to this address ${SUPPORT_HOURS.emailReply}.`,
    ...thread.bookingReference ? ["", `We have linked it to your booking ${thread.bookingReference}.`] : [],
    ...signOff(config)
  ];
  return {
    to: thread.email,
    subject: `We received your message (${ref})`,
    text: lines.join("\n"),
    html: lines.map((l) => l ? `<p>${escapeHtml(l)}</p>` : "").join("\n"),
    dedupeKey: `support-ack:${thread.id}`
  };
}
function supportReplyMail(config, thread, reply2) {
  const ref = threadRef(thread.id);
  const text27 = [`Namaste ${thread.name},`, "", reply2.body, ...signOff(config), "", `Reference: ${ref}`].join("\n");
  const html = [
    `<p>Namaste ${escapeHtml(thread.name)},</p>`,
    ...reply2.body.split(/\n{2,}/).map((p3) => `<p>${escapeHtml(p3).replace(/\n/g, "<br>")}</p>`),
    ...signOff(config).filter(Boolean).map((l) => `<p>${escapeHtml(l)}</p>`),
    `<p>Reference: ${escapeHtml(ref)}</p>`
  ].join("\n");
  return {
    to: thread.email,
    subject: `Re: ${thread.subject ?? "Your message to Sankalp"} (${ref})`,
    text: text27,
    html,
    dedupeKey: `support-reply:${reply2.id}`
  };
}

// src/modules/support/support.repository.ts
import { and as and36, asc as asc27, count as count14, desc as desc13, eq as eq55, inArray as inArray27 } from "drizzle-orm";
async function insertThread(db, row) {
  const [made] = await db.insert(supportThreads).values(row).returning();
  return made;
}
async function insertMessage(db, row) {
  const [made] = await db.insert(supportMessages).values(row).returning();
  return made;
}
async function lockThread(db, id2) {
  const [row] = await db.select().from(supportThreads).where(eq55(supportThreads.id, id2)).for("update");
  return row;
}
async function findThread(db, id2) {
  const [row] = await db.select().from(supportThreads).where(eq55(supportThreads.id, id2));
  return row;
}
async function updateThread(db, id2, set) {
  const [row] = await db.update(supportThreads).set(set).where(eq55(supportThreads.id, id2)).returning();
  return row;
}
async function listThreads(db, f) {
  const where4 = f.status ? eq55(supportThreads.status, f.status) : void 0;
  const [rows7, [total]] = await Promise.all([
    db.select().from(supportThreads).where(where4).orderBy(desc13(supportThreads.lastMessageAt), desc13(supportThreads.id)).limit(f.limit).offset(f.offset),
    db.select({ n: count14() }).from(supportThreads).where(where4)
  ]);
  return { rows: rows7, total: total?.n ?? 0 };
}
async function latestMessages(db, threadIds) {
  if (threadIds.length === 0) return /* @__PURE__ */ new Map();
  const rows7 = await db.selectDistinctOn([supportMessages.threadId], { threadId: supportMessages.threadId, body: supportMessages.body }).from(supportMessages).where(inArray27(supportMessages.threadId, threadIds)).orderBy(supportMessages.threadId, desc13(supportMessages.createdAt), desc13(supportMessages.id));
  return new Map(rows7.map((r) => [r.threadId, r.body]));
}
async function messagesOf(db, threadId) {
  return db.select({ message: supportMessages, staffName: users.fullName }).from(supportMessages).leftJoin(users, eq55(users.id, supportMessages.staffId)).where(and36(eq55(supportMessages.threadId, threadId))).orderBy(asc27(supportMessages.createdAt), asc27(supportMessages.id));
}

// src/modules/support/support.service.ts
var THREAD_NOT_FOUND = "Support thread not found";
var THREAD_CLOSED = "This thread is closed";
var SNIPPET = 140;
var REFERENCE_IN_TEXT = /\bSNK[\s-]?[2-9A-HJKMNP-TV-Z]{4}[\s-]?[2-9A-HJKMNP-TV-Z]{2}\b/gi;
async function bookingMentioned(ctx, text27) {
  for (const candidate of [...new Set(text27.match(REFERENCE_IN_TEXT) ?? [])].slice(0, 3)) {
    const found3 = await findByReference(ctx, candidate);
    if (found3) return { kind: found3.kind, id: found3.refId, reference: found3.reference };
  }
  return null;
}
async function receiveMessage(ctx, req, input) {
  const now = ctx.now();
  const booking = await bookingMentioned(ctx, `${input.subject ?? ""}
${input.message}`);
  const thread = await ctx.db.transaction(async (tx) => {
    const row = await insertThread(tx, {
      name: input.name,
      email: input.email.toLowerCase(),
      phone: input.phone || null,
      subject: input.subject || null,
      source: input.source,
      userId: req.user?.id ?? null,
      bookingKind: booking?.kind ?? null,
      bookingId: booking?.id ?? null,
      bookingReference: booking?.reference ?? null,
      createdAt: now,
      lastMessageAt: now
    });
    await insertMessage(tx, { threadId: row.id, from: "devotee", body: input.message, createdAt: now });
    await queueMail(tx, supportAckMail(ctx.config, row));
    return row;
  });
  return { thread: { id: thread.id } };
}
function summary(t, latest) {
  const text27 = (latest ?? "").replace(/\s+/g, " ").trim();
  return {
    id: t.id,
    name: t.name,
    email: t.email,
    phone: t.phone,
    subject: t.subject,
    snippet: text27.length > SNIPPET ? `${text27.slice(0, SNIPPET - 1)}\u2026` : text27,
    status: t.status,
    source: t.source,
    createdAt: t.createdAt.toISOString(),
    lastMessageAt: t.lastMessageAt.toISOString(),
    bookingRef: t.bookingKind && t.bookingId && t.bookingReference ? { kind: t.bookingKind, id: t.bookingId, reference: t.bookingReference } : null
  };
}
async function listThreads2(ctx, q) {
  const { rows: rows7, total } = await listThreads(ctx.db, q);
  const latest = await latestMessages(
    ctx.db,
    rows7.map((r) => r.id)
  );
  return { items: rows7.map((r) => summary(r, latest.get(r.id))), total };
}
var toMessage = (m, staffName) => ({
  id: m.id,
  from: m.from,
  body: m.body,
  at: m.createdAt.toISOString(),
  staffName: m.from === "staff" ? staffName : null
});
async function getThread(ctx, id2) {
  const thread = await findThread(ctx.db, id2);
  if (!thread) throw notFound(THREAD_NOT_FOUND);
  const messages = await messagesOf(ctx.db, id2);
  return {
    thread: {
      ...summary(thread, messages.at(-1)?.message.body),
      closedAt: thread.closedAt?.toISOString() ?? null,
      messages: messages.map((m) => toMessage(m.message, m.staffName))
    }
  };
}
async function reply(ctx, req, id2, body) {
  const staff = currentUser(req);
  const now = ctx.now();
  const message = await ctx.db.transaction(async (tx) => {
    const thread = await lockThread(tx, id2);
    if (!thread) throw notFound(THREAD_NOT_FOUND);
    if (thread.status === "closed") throw conflict(THREAD_CLOSED);
    const m = await insertMessage(tx, { threadId: id2, from: "staff", body, staffId: staff.id, createdAt: now });
    await updateThread(tx, id2, { lastMessageAt: now });
    await queueMail(tx, supportReplyMail(ctx.config, thread, { id: m.id, body }));
    await audit({ ...ctx, db: tx }, req, {
      action: "support.reply",
      object: { type: "support_thread", id: id2 },
      after: { messageId: m.id, to: thread.email, length: body.length }
    });
    return m;
  });
  return { message: toMessage(message, staff.fullName) };
}
async function close(ctx, req, id2) {
  const staff = currentUser(req);
  return ctx.db.transaction(async (tx) => {
    const thread = await lockThread(tx, id2);
    if (!thread) throw notFound(THREAD_NOT_FOUND);
    if (thread.status === "closed") return { thread: { id: id2, status: thread.status } };
    const now = ctx.now();
    const row = await updateThread(tx, id2, { status: "closed", closedAt: now, closedBy: staff.id });
    await audit({ ...ctx, db: tx }, req, {
      action: "support.close",
      object: { type: "support_thread", id: id2 },
      before: { status: thread.status },
      after: { status: row.status }
    });
    return { thread: { id: id2, status: row.status } };
  });
}

// src/modules/support/support.routes.ts
async function supportRoutes(fastify) {
  const app = fastify.withTypeProvider();
  const { ctx } = app;
  const staff = requireRole("admin", "operator");
  const tags14 = ["admin"];
  app.post(
    "/support/messages",
    {
      schema: {
        tags: ["support"],
        summary: "Send a message from the contact or help form (acknowledged by e-mail)",
        body: supportMessageSchema
      },
      preHandler: limitSupportMessages,
      config: { openapi: { auth: "optional", success: { status: 201 } } }
    },
    async (req, reply2) => {
      const data = await receiveMessage(ctx, req, req.body);
      return reply2.status(201).send({ success: true, message: "Your message has been sent", data });
    }
  );
  app.get("/admin/support", { onRequest: staff, schema: { tags: tags14, querystring: supportListQuery } }, async (req) => {
    const data = await listThreads2(ctx, req.query);
    return { success: true, message: "Operation successful", data };
  });
  app.get("/admin/support/:id", { onRequest: staff, schema: { tags: tags14, params: supportThreadParams } }, async (req) => {
    const data = await getThread(ctx, req.params.id);
    return { success: true, message: "Operation successful", data };
  });
  app.post(
    "/admin/support/:id/reply",
    {
      onRequest: staff,
      schema: { tags: tags14, params: supportThreadParams, body: supportReplySchema },
      config: { openapi: { success: { status: 201 }, errors: { 404: ["not_found"], 409: ["conflict"] } } }
    },
    async (req, reply2) => {
      const data = await reply(ctx, req, req.params.id, req.body.body);
      return reply2.status(201).send({ success: true, message: "Reply sent", data });
    }
  );
  app.post(
    "/admin/support/:id/close",
    {
      onRequest: staff,
      schema: { tags: tags14, params: supportThreadParams },
      config: { openapi: { errors: { 404: ["not_found"] } } }
    },
    async (req) => {
      const data = await close(ctx, req, req.params.id);
      return { success: true, message: "Thread closed", data };
    }
  );
}

// src/modules/orders/orders.service.ts
var HOLD_MS3 = 15 * 6e4;
var ORDER_NOT_FOUND = "Order not found";
var PRODUCT_NOT_FOUND = "Product not found";
var ADDRESS_NOT_FOUND2 = "Address not found";
var SOLD_OUT = "This item is sold out";
var onlyLeft = (n2) => `Only ${n2} left`;
async function price2(ctx, input) {
  const wanted = orderLinesOf(input);
  const found3 = new Map((await findProducts(ctx.db, [...new Set(wanted.map((l) => l.product))])).map((p3) => [p3.id, p3]));
  const lines = wanted.map((w, sort) => {
    const p3 = found3.get(w.product);
    if (!p3) throw badRequest(PRODUCT_NOT_FOUND, { field: "product_ref_id", product: w.product });
    const size = p3.sizes.find((s) => s.name === w.size);
    if (!size) throw badRequest(INVALID_SIZE, { field: "selectedOptions.size", product: p3.id });
    const color = p3.colors.find((c) => c.name === w.color);
    if (!color) throw badRequest(INVALID_COLOR, { field: "selectedOptions.color", product: p3.id });
    if (w.quantity > PRODUCT_ORDER_QUANTITY_MAX) throw badRequest(INVALID_QUANTITY, { field: "quantity", product: p3.id });
    return {
      productId: p3.id,
      size: size.name,
      color: color.name,
      name: p3.name,
      slug: p3.slug,
      category: p3.category,
      image: p3.primaryImage,
      basePricePaise: p3.basePricePaise,
      sizeExtraPaise: size.extraPricePaise,
      colorExtraPaise: color.extraPricePaise,
      pricePaise: p3.basePricePaise + size.extraPricePaise + color.extraPricePaise,
      quantity: w.quantity,
      sort
    };
  });
  const totalPaise = lines.reduce((sum, l) => sum + l.pricePaise * l.quantity, 0);
  if (totalPaise <= 0) throw badRequest(INVALID_PRODUCT);
  return { lines, totalPaise };
}
async function deliveryAddress(ctx, me2, input) {
  if (input.address_for_delivery) {
    const a = input.address_for_delivery;
    return { ...a, addressLine2: a.addressLine2 ?? "" };
  }
  const wanted = input.addressId?.toLowerCase();
  const saved = me2 && wanted ? (await listAddresses2(ctx, me2.id)).find((a) => a.id === wanted) : void 0;
  if (!saved) throw badRequest(ADDRESS_NOT_FOUND2, { field: "addressId" });
  const { addressLine1, addressLine2, city, pincode, state, country } = saved;
  return { addressLine1, addressLine2, city, pincode, state, country };
}
async function checkStock(tx, lines, now) {
  const stock = await lockStock(tx, lines);
  const held = await liveHolds(tx, [...new Set(lines.map((l) => l.productId))], now);
  for (const l of lines) {
    const onHand = onHandOf(stock, l);
    if (onHand === null) continue;
    const available = Math.max(0, onHand - heldOf(held, l));
    if (available < l.quantity)
      throw conflict(
        available === 0 ? SOLD_OUT : onlyLeft(available),
        { available, product: l.productId, size: l.size, color: l.color },
        "out_of_stock"
      );
  }
}
async function createOrder(ctx, me2, input) {
  const priced2 = await price2(ctx, input);
  const total = input.pricing?.totalAmount;
  if (total !== null && total !== void 0) checkClientTotal(total, priced2.totalPaise);
  const address = await deliveryAddress(ctx, me2, input);
  const { customer } = input;
  const orderId = await ctx.db.transaction(async (tx) => {
    const now = ctx.now();
    await checkStock(tx, priced2.lines, now);
    const pending = await newPayable(tx, ctx, "product_order", me2, {
      now,
      amountPaise: priced2.totalPaise,
      notes: (id2) => cleanNotes({
        order_id: id2,
        product: priced2.lines.map((l) => `${l.name} ${l.size} ${l.color} x${l.quantity}`).join("; "),
        total: toRupees(priced2.totalPaise)
      })
    });
    await insertOrder2(
      tx,
      {
        ...pending,
        donorName: customer.full_name,
        donorEmail: customer.email_address.toLowerCase(),
        donorPhone: customer.phone_number,
        ...address,
        amountTotalPaise: priced2.totalPaise,
        holdExpiresAt: new Date(now.getTime() + HOLD_MS3)
      },
      priced2.lines
    );
    return pending.id;
  });
  invalidateCatalogCache(ctx.db, bookedTags.products(priced2.lines.map((l) => l.productId)));
  const { order: razorpayOrder, ...checkout } = await openCheckout(ctx, await findOrder2(ctx.db, orderId));
  return { order: await viewOf5(ctx, orderId), razorpayOrder, ...checkout };
}
var reads4 = payableReads("product_order", {
  notFoundMessage: ORDER_NOT_FOUND,
  load: async (db, id2, promises2) => {
    const [bundle] = await loadBundles6(db, [id2]);
    return bundle && toProductOrderView(bundle, promises2);
  },
  verify: { schema: productOrderVerifySchema, named: (v) => v.bookingId, byOrder: true, as: "order" }
});
var viewOf5 = reads4.view;
var verifyPayment5 = reads4.verifyPayment;
var getOrder = reads4.read;

// src/modules/orders/orders.routes.ts
var tags11 = ["product orders"];
async function productOrderRoutes(fastify) {
  const { ctx } = fastify;
  createRoute(
    fastify,
    "/product-orders/create",
    {
      tags: tags11,
      summary: "Create a pending store order (holding its stock for 15 minutes) and its payment order",
      body: productOrderSchema,
      view: "order",
      errors: { 409: ["total_changed", "out_of_stock"] }
    },
    "Order Created Successfully",
    (me2, body) => createOrder(ctx, me2, body)
  );
  verifyRoute(
    fastify,
    "/product-orders/verify-payment",
    { tags: tags11, summary: "Verify the checkout signature of a store order payment", requestBody: productOrderVerifySchema },
    "order",
    (body) => verifyPayment5(ctx, body)
  );
  recordRoute(
    fastify,
    "/product-orders/:id",
    { tags: tags11, summary: "One store order, for the confirmation page: the owner's session or its access key (?key=)" },
    { name: "order", message: "Order fetched successfully" },
    (me2, id2, key2) => getOrder(ctx, me2, id2, key2)
  );
}

// src/modules/payments/reconcile.ts
var SETTLE_AFTER_MS = 15 * 6e4;
var EXPIRE_AFTER_MS = 24 * 60 * 6e4;
var nextCheckDelayMs = (checks) => Math.min(60, 2 ** Math.max(0, checks - 1)) * 6e4;
async function reconcilePayments(ctx, log, opts = {}) {
  const provider = paymentProvider(ctx);
  const batch = opts.batch ?? 50;
  const summary2 = { checked: 0, paid: 0, failed: 0, expired: 0, flagged: 0, errors: 0 };
  for (let round = 0; round < (opts.maxBatches ?? 10); round++) {
    const now = ctx.now();
    const claimed = await claimDueOrders(ctx.db, {
      now,
      settleBefore: new Date(now.getTime() - SETTLE_AFTER_MS),
      expireBefore: new Date(now.getTime() - EXPIRE_AFTER_MS),
      provider: provider.kind,
      limit: batch,
      nextCheck: (checks) => new Date(now.getTime() + nextCheckDelayMs(checks))
    });
    for (const order of claimed) {
      summary2.checked++;
      const overdue = now.getTime() - order.createdAt.getTime() >= EXPIRE_AFTER_MS;
      let authorizedSeen = false;
      let settled = false;
      if (order.providerOrderId) {
        let payments;
        try {
          payments = await provider.fetchOrderPayments(order.providerOrderId);
        } catch (e) {
          summary2.errors++;
          log?.warn(
            { err: e instanceof ProviderError ? e.message : e, orderId: order.id },
            "reconcile: provider look-up failed"
          );
          continue;
        }
        for (const p3 of payments) {
          const r = await settlePayment(ctx, { orderId: order.id, payment: p3, source: "reconcile" });
          if (r.outcome === "paid") summary2.paid++;
          if (r.outcome === "failed") summary2.failed++;
          if (r.outcome === "flagged") summary2.flagged++;
          if (r.outcome === "paid" || r.outcome === "already_paid" || r.outcome === "flagged") settled = true;
          if (p3.status === "authorized") authorizedSeen = true;
        }
      }
      if (settled || !overdue || order.status !== "pending") continue;
      if (authorizedSeen) {
        await flagOrder(ctx.db, order.id, "payment authorized but not captured after 24 hours", now);
        summary2.flagged++;
        continue;
      }
      if (await expirePaymentOrder(ctx, order.id)) summary2.expired++;
    }
    if (claimed.length < batch) break;
  }
  if (log && (summary2.paid || summary2.expired || summary2.flagged || summary2.errors))
    log.info({ summary: summary2 }, "payments reconciled");
  return summary2;
}

// src/modules/payments/refunds-reconcile.ts
var REFUND_CHECK_AFTER_MS = 15 * 6e4;
async function reconcileRefunds(ctx, log, batch = 50) {
  const provider = paymentProvider(ctx);
  const now = ctx.now();
  const due = await claimPendingRefunds(ctx.db, new Date(now.getTime() - REFUND_CHECK_AFTER_MS), now, batch);
  let settled = 0;
  for (const row of due) {
    if (!row.providerRefundId) {
      if (await transitionRefund(ctx.db, row.id, "failed", now)) settled++;
      log?.warn({ refundId: row.id }, "reconcile: refund never reached the provider, marked failed");
      continue;
    }
    try {
      const refund = await provider.fetchRefund(row.providerPaymentId, row.providerRefundId);
      const r = await settleRefund(ctx, { refund, ourId: row.id, source: "reconcile" });
      if (r.outcome === "processed" || r.outcome === "failed") settled++;
    } catch (e) {
      log?.warn(
        { err: e instanceof ProviderError ? e.message : e, refundId: row.id },
        "reconcile: refund look-up failed"
      );
    }
  }
  return { checked: due.length, settled };
}

// src/modules/payments/payments.jobs.ts
var paymentsReconcileJob = {
  name: "payments-reconcile",
  everyMs: 6e4,
  run: async (app) => ({
    payments: await reconcilePayments(app.ctx, app.log),
    refunds: await reconcileRefunds(app.ctx, app.log)
  })
};

// src/modules/payments/payments.routes.ts
import { z as z43 } from "zod";

// src/modules/payments/sandbox/sandbox.service.ts
var ACCOUNT_ID2 = "acc_SankalpSandbox01";
var unix2 = (d) => Math.floor(d.getTime() / 1e3);
async function sandboxPay(provider, input, opts) {
  const order = await findOrder4(provider.db, input.order_id);
  if (!order) throw notFound("Order not found");
  if (order.status === "paid") throw badRequest("This order has already been paid");
  const now = provider.now();
  const success = input.outcome === "success";
  const method = input.method ?? "upi";
  const paymentId = sandboxId("pay");
  const errorDescription = success ? null : input.description?.trim() || "Payment failed because the bank declined it (sandbox).";
  const errorCode = success ? null : "BAD_REQUEST_ERROR";
  const payment = {
    id: paymentId,
    entity: "payment",
    amount: order.amountPaise,
    currency: order.currency,
    status: success ? "captured" : "failed",
    order_id: order.id,
    invoice_id: null,
    international: false,
    method,
    amount_refunded: 0,
    refund_status: null,
    captured: success,
    description: input.description ?? null,
    card_id: null,
    bank: method === "netbanking" ? "HDFC" : null,
    wallet: method === "wallet" ? "paytm" : null,
    vpa: method === "upi" ? success ? "success@razorpay" : "failure@razorpay" : null,
    email: "void@razorpay.com",
    contact: "+919999999999",
    notes: order.notes,
    fee: success ? Math.round(order.amountPaise * 0.02) : null,
    tax: success ? Math.round(order.amountPaise * 0.02 * 0.18) : null,
    error_code: errorCode,
    error_description: errorDescription,
    error_source: success ? null : "customer",
    error_step: success ? null : "payment_authentication",
    error_reason: success ? null : "payment_failed",
    acquirer_data: {},
    created_at: unix2(now)
  };
  const envelope = (event2, payload) => ({
    entity: "event",
    account_id: ACCOUNT_ID2,
    event: event2,
    contains: Object.keys(payload),
    payload,
    created_at: unix2(now)
  });
  const bodies = success ? [
    envelope("payment.captured", { payment: { entity: payment } }),
    envelope("order.paid", {
      payment: { entity: payment },
      order: {
        entity: {
          id: order.id,
          entity: "order",
          amount: order.amountPaise,
          amount_paid: order.amountPaise,
          amount_due: 0,
          currency: order.currency,
          receipt: order.receipt,
          offer_id: null,
          status: "paid",
          attempts: 1,
          notes: order.notes,
          created_at: unix2(order.createdAt)
        }
      }
    })
  ] : [envelope("payment.failed", { payment: { entity: payment } })];
  const webhooks = bodies.map((b) => {
    const body = JSON.stringify(b);
    return { eventId: sandboxId("evt"), event: b.event, body, signature: provider.signWebhook(body) };
  });
  const jobIds = await provider.db.transaction(async (tx) => {
    await insertPayment(tx, {
      id: paymentId,
      orderId: order.id,
      amountPaise: order.amountPaise,
      currency: order.currency,
      status: success ? "captured" : "failed",
      method,
      errorCode,
      errorDescription,
      createdAt: now
    });
    await setOrderStatus(tx, order.id, success ? "paid" : "attempted");
    if (!opts.queueWebhooks) return [];
    return enqueueMany(
      tx,
      webhooks.map((hook) => ({
        kind: SANDBOX_WEBHOOK_JOB,
        payload: hook,
        opts: { maxAttempts: SANDBOX_WEBHOOK_MAX_ATTEMPTS, dedupeKey: `sandbox-webhook:${hook.eventId}` }
      }))
    );
  });
  const answer2 = success ? {
    razorpay_payment_id: paymentId,
    razorpay_order_id: order.id,
    razorpay_signature: provider.signCheckout(order.id, paymentId)
  } : {
    error: {
      code: "BAD_REQUEST_ERROR",
      description: errorDescription ?? "",
      source: "customer",
      step: "payment_authentication",
      reason: "payment_failed",
      metadata: { order_id: order.id, payment_id: paymentId }
    }
  };
  return { answer: answer2, webhooks, jobIds };
}

// src/modules/payments/payments.routes.ts
var tags12 = ["payments"];
async function paymentRoutes(fastify) {
  const app = fastify.withTypeProvider();
  const { ctx } = app;
  setPaymentsLogger(ctx, app.log);
  const provider = paymentProvider(ctx);
  if (provider.kind === "razorpay" && !ctx.config.RAZORPAY_WEBHOOK_SECRET) {
    app.log.warn(
      "RAZORPAY_WEBHOOK_SECRET is not set: every webhook will be refused (the reconciler still settles payments)"
    );
  }
  if (provider.kind === "sandbox" && ctx.config.NODE_ENV === "production") {
    app.log.warn("payments run on the sandbox in production (no RAZORPAY_KEY_ID/SECRET): nothing can be paid");
  }
  app.get(
    "/payments/config",
    {
      schema: { tags: tags12, summary: "Which provider and key id Checkout opens with" },
      config: { openapi: { success: { schema: paymentsConfigAnswerSchema } } }
    },
    async () => {
      const provider2 = paymentProvider(ctx);
      const data = { provider: provider2.kind, keyId: provider2.keyId };
      return { success: true, message: "Operation successful", data, ...data };
    }
  );
  await app.register(webhookRoutes);
  if (sandboxEnabled(ctx.config)) await app.register(sandboxRoutes);
}
var sandboxEnabled = (config) => config.NODE_ENV !== "production" && !razorpayConfigured(config);
async function webhookRoutes(fastify) {
  fastify.removeContentTypeParser("application/json");
  fastify.addContentTypeParser(
    "application/json",
    { parseAs: "buffer", bodyLimit: 1024 * 1024 },
    (_req, body, done2) => done2(null, body)
  );
  fastify.post(
    "/payments/webhook",
    {
      schema: {
        tags: tags12,
        summary: "Razorpay webhooks (payment.captured, order.paid, payment.failed, refund.created|processed|failed)"
      },
      // The body stays raw bytes (the signature covers them): documented here, never validated.
      config: {
        openapi: {
          requestBody: { schema: webhookEventSchema },
          headers: webhookHeadersSchema,
          success: { schema: webhookAnswerSchema, description: "Received: settled once per event id, or ignored" },
          ownErrors: { 400: { description: "Invalid webhook signature or payload", schema: webhookRefusedSchema } }
        }
      }
    },
    async (req, reply2) => {
      const raw = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
      const answer2 = await handleWebhook(fastify.ctx, req.log, raw, req.headers);
      return reply2.status(answer2.status).send(answer2.body);
    }
  );
}
var payBody = z43.object({
  order_id: z43.string({ error: "Order ID is required" }).trim().min(1, "Order ID is required").max(64),
  outcome: z43.enum(["success", "failure"], { error: "outcome must be 'success' or 'failure'" }),
  description: z43.string().trim().max(255).optional(),
  method: z43.enum(["upi", "card", "netbanking", "wallet"]).optional(),
  /**
   * When the signed webhooks are delivered: queued with the payment and run right after answering
   * (default), before answering, or never sent (a lost webhook). A failed delivery is retried by
   * the job queue either way.
   */
  deliver: z43.enum(["sync", "async", "none"]).default("async")
});
var inFlight = /* @__PURE__ */ new Set();
async function sandboxDeliveriesSettled() {
  while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
}
async function sandboxRoutes(fastify) {
  const app = fastify.withTypeProvider();
  app.addHook("preClose", async () => sandboxDeliveriesSettled());
  const handlers = { [SANDBOX_WEBHOOK_JOB]: sandboxWebhookJob(app.ctx) };
  const deliver = async (jobIds) => {
    if (jobIds.length === 0) return;
    await runDueJobs(app.ctx.db, handlers, { ids: jobIds, limit: jobIds.length, log: app.log, onRun: app.jobMetrics.queueRan });
  };
  app.post(
    "/payments/sandbox/pay",
    {
      // Only this machine may pay sandbox orders (the web's sandbox Checkout runs in the devotee's
      // own browser on it); anyone else gets 404, so a dev server on a network marks nothing paid.
      onRequest: loopbackOnly,
      schema: { tags: tags12, summary: "Sandbox only: pay (or fail) a sandbox order as Checkout would", body: payBody },
      config: { openapi: { success: { schema: sandboxPayAnswerSchema } } }
    },
    async (req) => {
      const provider = paymentProvider(app.ctx);
      if (!isSandboxProvider(provider)) throw notFound("Not found");
      const { deliver: mode, ...input } = req.body;
      const { answer: answer2, jobIds } = await sandboxPay(provider, input, { queueWebhooks: mode !== "none" });
      if (mode === "sync") await deliver(jobIds);
      else if (mode === "async") {
        const p3 = new Promise((resolve4) => setImmediate(resolve4)).then(() => deliver(jobIds)).catch((err) => app.log.error({ err }, "sandbox webhook delivery failed")).finally(() => inFlight.delete(p3));
        inFlight.add(p3);
      }
      return answer2;
    }
  );
}

// src/modules/prasad/prasad.routes.ts
import { z as z44 } from "zod";

// src/modules/prasad/prasad.service.ts
import { randomInt as randomInt4 } from "node:crypto";
var KIND2 = "prasad_order";
var ORDER_NOT_FOUND2 = "Order not found";
var OFFERING_NOT_FOUND = "Prasad offering not found";
var ADDRESS_NOT_FOUND3 = "Address not found";
var OUT_OF_STOCK = "This prasad is out of stock";
var TRACKING_NOT_FOUND = "Tracking ID Not Found";
var ALREADY_REVIEWED = "You have already left feedback for this order";
var NOT_DELIVERED = "Feedback can be left once the prasad is delivered";
async function listOfferings(ctx, q) {
  return (await listPublishedOfferings(ctx.db, q)).map(toOfferingView);
}
async function getOffering(ctx, id2) {
  const found3 = (await listPublishedOfferings(ctx.db, void 0, id2.toLowerCase()))[0];
  if (!found3) throw notFound(OFFERING_NOT_FOUND);
  return toOfferingView(found3);
}
var CODE_ALPHABET = "23456789ABCDEFGHJKLMNPQRSTUVWXYZ";
var code = (n2) => Array.from({ length: n2 }, () => CODE_ALPHABET[randomInt4(CODE_ALPHABET.length)]).join("");
var newOrderCode = () => `ORD-${code(8)}`;
var newTrackingId = () => `TRK-${code(10)}`;
async function deliveryAddress2(ctx, me2, input) {
  if (input.address_for_delivery) {
    const a = input.address_for_delivery;
    return { ...a, addressLine2: a.addressLine2 ?? "" };
  }
  const wanted = input.addressId?.toLowerCase();
  const saved = me2 && wanted ? (await listAddresses2(ctx, me2.id)).find((a) => a.id === wanted) : void 0;
  if (!saved) throw badRequest(ADDRESS_NOT_FOUND3, { field: "addressId" });
  const { addressLine1, addressLine2, city, pincode, state, country } = saved;
  return { addressLine1, addressLine2, city, pincode, state, country };
}
async function createOrder2(ctx, me2, input) {
  const found3 = await findPublishedOffering(ctx.db, input.offering.toLowerCase());
  if (!found3) throw notFound(OFFERING_NOT_FOUND);
  const { offering, templeName } = found3;
  if (offering.availability === "Out of Stock") throw conflict(OUT_OF_STOCK, { offering: offering.id }, "out_of_stock");
  const address = await deliveryAddress2(ctx, me2, input);
  const amountPaise = offering.pricePaise * input.quantity;
  const { customer } = input;
  const id2 = await ctx.db.transaction(async (tx) => {
    const now = ctx.now();
    const pending = await newPayable(tx, ctx, KIND2, me2, {
      now,
      amountPaise,
      notes: (orderId) => cleanNotes({
        order_id: orderId,
        prasad: `${offering.title} x${input.quantity}`,
        temple: templeName,
        total: toRupees(amountPaise)
      })
    });
    await insertOrder(tx, {
      ...pending,
      donorName: customer.full_name,
      donorEmail: customer.email_address.toLowerCase(),
      donorPhone: customer.phone_number,
      orderCode: newOrderCode(),
      trackingId: newTrackingId(),
      offeringId: offering.id,
      templeId: offering.templeId,
      templeName,
      title: offering.title,
      items: offering.items,
      image: offering.image,
      unitPricePaise: offering.pricePaise,
      quantity: input.quantity,
      amountTotalPaise: amountPaise,
      address
    });
    return pending.id;
  });
  const { order: razorpayOrder, ...checkout } = await openCheckout(ctx, await findOrder(ctx.db, id2));
  return { order: await loadView(ctx, id2), razorpayOrder, ...checkout };
}
async function viewsOf(ctx, bundles) {
  const promises2 = await promisesOfOrders(
    ctx.db,
    bundles.map((b) => b.order.id)
  );
  const now = ctx.now();
  return bundles.map(
    (b) => toOrderView(
      b,
      promises2.filter((p3) => p3.refId === b.order.id),
      now,
      ctx.secrets.videoUrlKey
    )
  );
}
async function loadView(ctx, id2) {
  const [view3] = await viewsOf(ctx, await loadBundles(ctx.db, [id2]));
  if (!view3) throw notFound(ORDER_NOT_FOUND2);
  return view3;
}
var reads5 = (ctx) => payableReads(KIND2, {
  notFoundMessage: ORDER_NOT_FOUND2,
  load: async (db, id2) => (await viewsOf({ db, now: ctx.now, secrets: ctx.secrets }, await loadBundles(db, [id2])))[0],
  verify: { schema: prasadVerifySchema, named: (v) => v.bookingId, byOrder: true, as: "order" }
});
var verifyPayment6 = (ctx, body) => reads5(ctx).verifyPayment(ctx, body);
var getOrder2 = (ctx, me2, id2, key2) => reads5(ctx).read(ctx, me2, id2, key2);
async function listMyOrders(ctx, me2) {
  const views = await viewsOf(ctx, await paidBundlesOfUser(ctx.db, me2.id));
  const done2 = (v) => v.status === "Delivered" || v.status === "Cancelled";
  return { current: views.filter((v) => !done2(v)), previous: views.filter(done2) };
}
async function track(ctx, input) {
  const id2 = normalizeTrackingId(input);
  if (!TRACKING_ID_PATTERN.test(id2)) throw notFound(TRACKING_NOT_FOUND);
  const bundle = await paidBundleByTrackingId(ctx.db, id2);
  if (!bundle) throw notFound(TRACKING_NOT_FOUND);
  return toTracking(bundle, await promisesOfOrders(ctx.db, [bundle.order.id]));
}
async function leaveFeedback(ctx, me2, rawId, key2, input) {
  const id2 = await reachPayable(ctx, KIND2, me2, rawId, key2, ORDER_NOT_FOUND2);
  await ctx.db.transaction(async (tx) => {
    const order = await lockOrder(tx, id2);
    if (!order || order.paymentStatus !== "completed") throw notFound(ORDER_NOT_FOUND2);
    if (await findFeedback(tx, id2)) throw conflict(ALREADY_REVIEWED, void 0, "already_reviewed");
    const delivery = (await promisesOfOrders(tx, [id2])).find((p3) => p3.type === "delivery");
    if (!delivery?.keptAt) throw conflict(NOT_DELIVERED, void 0, "not_delivered");
    const stored = await insertFeedback(tx, {
      orderId: id2,
      offeringId: order.offeringId,
      userId: order.userId,
      rating: input.rating,
      comment: input.comment,
      createdAt: ctx.now()
    });
    if (!stored) throw conflict(ALREADY_REVIEWED, void 0, "already_reviewed");
  });
  return loadView(ctx, id2);
}

// src/modules/prasad/prasad.routes.ts
var tags13 = ["prasad"];
var TRACKING_LIMIT = { name: "prasad-track-ip", limit: 60, windowSeconds: 10 * 60 };
async function limitTracking(req) {
  if (isLoopbackRequest(req)) return;
  await consumeRateLimit(req.server.ctx, TRACKING_LIMIT, req.ip);
}
describeHook(limitTracking, { errors: { 429: ["rate_limited"] } });
async function prasadRoutes(fastify) {
  const app = fastify.withTypeProvider();
  const { ctx } = app;
  app.get(
    "/prasad/offerings",
    {
      schema: {
        tags: tags13,
        summary: "Published prasad offerings with their temple, rating and review count (computed from feedback)",
        querystring: z44.object({ q: z44.string().trim().max(100).optional() })
      }
    },
    async (req) => ok({ offerings: await listOfferings(ctx, req.query.q || void 0) }, "Prasad offerings fetched")
  );
  app.get(
    "/prasad/offerings/:id",
    { schema: { tags: tags13, summary: "One published prasad offering", params: z44.object({ id: idSchema }) } },
    async (req) => ok({ offering: await getOffering(ctx, req.params.id) }, "Prasad offering fetched")
  );
  createRoute(
    fastify,
    "/prasad/orders",
    {
      tags: tags13,
      summary: "Order prasad: a pending order for the offering price \xD7 quantity, and its payment order",
      body: prasadOrderSchema,
      view: "order",
      errors: { 404: ["not_found"], 409: ["out_of_stock"] }
    },
    "Prasad Ordered Successfully",
    (me2, body) => createOrder2(ctx, me2, body)
  );
  verifyRoute(
    fastify,
    "/prasad/orders/verify-payment",
    { tags: tags13, summary: "Verify the checkout signature of a prasad order payment", requestBody: prasadVerifySchema },
    "order",
    (body) => verifyPayment6(ctx, body)
  );
  app.get(
    "/prasad/orders",
    {
      onRequest: requireUser,
      schema: { tags: tags13, summary: "The signed-in devotee's paid prasad orders: current and previous, newest first" }
    },
    async (req) => ok(await listMyOrders(ctx, currentUser(req)), "Prasad orders fetched")
  );
  recordRoute(
    fastify,
    "/prasad/orders/:id",
    { tags: tags13, summary: "One prasad order: the owner's session or its access key (?key=)" },
    { name: "order", message: "Order fetched successfully" },
    (me2, id2, key2) => getOrder2(ctx, me2, id2, key2)
  );
  app.post(
    "/prasad/orders/:id/feedback",
    {
      preHandler: limitCreates,
      schema: {
        tags: tags13,
        summary: "Feedback on a delivered order, once: the owner's session or its access key (?key=)",
        params: z44.object({ id: idSchema }),
        querystring: accessKeyQuery,
        body: prasadFeedbackSchema
      },
      config: {
        openapi: { auth: "optional", errors: { 404: ["not_found"], 409: ["already_reviewed", "not_delivered"] } }
      }
    },
    async (req, reply2) => {
      const order = await leaveFeedback(ctx, req.user, req.params.id, req.query.key, req.body);
      return reply2.status(201).send(ok({ order }, "Feedback Submitted"));
    }
  );
  app.get(
    "/prasad/track/:trackingId",
    {
      preHandler: limitTracking,
      schema: {
        tags: tags13,
        summary: "Track a paid order by its tracking id (any case, blanks ignored); nothing personal is answered",
        params: z44.object({ trackingId: z44.string().max(64) })
      },
      config: { openapi: { auth: "none", errors: { 404: ["not_found"] } } }
    },
    async (req) => ok({ tracking: await track(ctx, req.params.trackingId) }, "Tracking fetched")
  );
}

// src/modules/privacy/privacy.routes.ts
import { z as z46 } from "zod";

// ../../packages/shared/src/schemas/account-data.ts
import { z as z45 } from "zod";
var DELETE_PASSWORD_REQUIRED = "Please enter your password to confirm";
var DELETE_PASSWORD_INCORRECT = "The password is incorrect";
var deleteAccountSchema = z45.object({
  // Never trimmed: a password is exactly what was typed.
  password: z45.string({ error: DELETE_PASSWORD_REQUIRED }).min(1, { error: DELETE_PASSWORD_REQUIRED, abort: true }).max(PASSWORD_MAX, DELETE_PASSWORD_INCORRECT),
  // A 6-digit code, or a recovery code (xxxx-xxxx-xxxx-xxxx: spaces and dashes are dropped).
  otp: z45.string().transform((v) => v.replace(/[\s-]/g, "")).pipe(z45.string().max(16, "Enter the code from your authenticator app")).optional()
});

// ../../packages/shared/src/api/account-data.ts
var DATA_EXPORT_FORMAT = "sankalp-data-export";
var DATA_EXPORT_VERSION = 1;
function dataExportFilename(at) {
  const ms2 = typeof at === "number" ? at : at.getTime();
  return `sankalp-data-${new Date(ms2 + IST_OFFSET_MS).toISOString().slice(0, 10)}.json`;
}

// src/modules/privacy/privacy.mappers.ts
var iso3 = (d) => d.toISOString();
var isoOrNull = (d) => d ? d.toISOString() : null;
function groupBy2(rows7, key2) {
  const out = /* @__PURE__ */ new Map();
  for (const r of rows7) {
    const k = key2(r);
    const list4 = out.get(k);
    if (list4) list4.push(r);
    else out.set(k, [r]);
  }
  return out;
}
function toDataExport(user, d, security, now) {
  const txByOrder = groupBy2(d.transactions, (t) => t.orderId);
  const paymentsByRef = groupBy2(d.orderPayments, (o) => o.refId);
  const payments = (refId) => (paymentsByRef.get(refId) ?? []).map((o) => ({
    receipt: o.receipt,
    provider: o.provider,
    providerOrderId: o.providerOrderId,
    amount: toRupees(o.amountPaise),
    currency: o.currency,
    status: o.status,
    notes: o.notes,
    createdAt: iso3(o.createdAt),
    paidAt: isoOrNull(o.paidAt),
    failedAt: isoOrNull(o.failedAt),
    expiredAt: isoOrNull(o.expiredAt),
    transactions: (txByOrder.get(o.id) ?? []).map((t) => ({
      providerPaymentId: t.providerPaymentId,
      status: t.status,
      amount: toRupees(t.amountPaise),
      currency: t.currency,
      source: t.source,
      errorCode: t.errorCode,
      errorDescription: t.errorDescription,
      createdAt: iso3(t.createdAt)
    }))
  }));
  const refundsOf2 = groupBy2(d.refundRows, (f) => f.refId);
  const base = (r) => ({
    id: r.id,
    reference: r.reference,
    donor: { name: r.donorName, email: r.donorEmail, phone: r.donorPhone },
    amountTotal: toRupees(r.amountTotalPaise),
    paymentStatus: r.paymentStatus,
    paymentId: r.paymentId,
    paidAt: isoOrNull(r.paidAt),
    createdAt: iso3(r.createdAt),
    updatedAt: iso3(r.updatedAt),
    payments: payments(r.id),
    refunds: (refundsOf2.get(r.id) ?? []).map((f) => ({
      id: f.id,
      amount: toRupees(f.amountPaise),
      status: f.status,
      createdAt: iso3(f.createdAt),
      processedAt: isoOrNull(f.processedAt)
    }))
  });
  const pujaItems = groupBy2(d.pujaItemRows, (r) => r.item.bookingId);
  const offerings2 = groupBy2(d.chadhavaOfferingRows, (r) => r.offering.bookingId);
  const sevas = groupBy2(d.sevaRows, (r) => r.seva.donationId);
  const lines = groupBy2(d.lineRows, (r) => r.line.orderId);
  return {
    format: DATA_EXPORT_FORMAT,
    version: DATA_EXPORT_VERSION,
    generatedAt: iso3(now),
    about: "Everything Sankalp holds about your account, as of generatedAt: profile, settings, addresses, sankalps, bookings, orders and donations with their payments, saved kundlis, messages to our support team, cart, sign-ins, the e-mails we sent you (subjects only), your notifications and the browsers you turned push notifications on in. Amounts are in rupees, times in UTC. Passwords, sign-in tokens and verification codes are never stored in readable form and are not included.",
    account: {
      id: user.id,
      fullName: user.fullName,
      email: user.email,
      phoneNumber: formatPhone(user.phoneNumber),
      userStuffId: user.userStuffId,
      createdAt: iso3(user.createdAt),
      updatedAt: iso3(user.updatedAt)
    },
    settings: user.settings ?? null,
    addresses: d.addressRows.map((a) => ({
      id: a.id,
      addressLine1: a.addressLine1,
      addressLine2: a.addressLine2,
      city: a.city,
      pincode: a.pincode,
      state: a.state,
      country: a.country,
      isDefault: a.isDefault,
      createdAt: iso3(a.createdAt)
    })),
    sankalps: d.sankalpRows.map((s) => ({
      id: s.id,
      pujaId: s.pujaId,
      fullName: s.fullName,
      gotra: s.gotra,
      phoneNumber: s.phoneNumber,
      email: s.email,
      familyMembers: s.familyMembers,
      wantsPrasad: s.wantsPrasad,
      prasadAddress: s.prasadAddress ?? null,
      specialPrayers: s.specialPrayers,
      createdAt: iso3(s.createdAt)
    })),
    pujaBookings: d.pujaRows.map(({ booking: b, pujaTitle, packageTitle }) => ({
      ...base(b),
      puja: { id: b.pujaId, title: pujaTitle ?? "" },
      package: { id: b.packageId, title: packageTitle },
      sankalpId: b.sankalpId,
      packagePrice: toRupees(b.packagePricePaise),
      chadhavaTotal: toRupees(b.chadhavaTotalPaise),
      dakshina: toRupees(b.dakshinaPaise),
      chadhavaIncluded: b.chadhavaIncluded,
      messageForPandit: b.messageForPandit,
      chadhavaItems: (pujaItems.get(b.id) ?? []).map(({ item }) => ({
        title: item.title,
        price: toRupees(item.pricePaise),
        quantity: item.quantity
      }))
    })),
    chadhavaBookings: d.chadhavaRows.map(({ booking: b, eventName }) => ({
      ...base(b),
      event: { id: b.eventId, name: eventName },
      gotra: b.donorGotra,
      basePrice: toRupees(b.basePricePaise),
      offerings: (offerings2.get(b.id) ?? []).map(({ offering: o }) => ({
        name: o.name,
        type: o.type,
        price: toRupees(o.pricePaise),
        quantity: o.quantity
      }))
    })),
    donations: d.donationRows.map(({ donation: x, campaignTitle }) => ({
      ...base(x),
      campaign: { id: x.campaignId, title: campaignTitle },
      address: x.donorAddress,
      gotra: x.donorGotra,
      pan: x.donorPan,
      sevasTotal: toRupees(x.sevasTotalPaise),
      customAmount: toRupees(x.customPaise),
      campaignEligible80G: x.campaignEligible80g,
      paymentMethod: x.paymentMethod,
      receiptNumber: x.receiptNumber,
      sevas: (sevas.get(x.id) ?? []).map(({ seva: s }) => ({
        title: s.title,
        price: toRupees(s.pricePaise),
        quantity: s.quantity
      }))
    })),
    productOrders: d.orderRows.map((o) => ({
      ...base(o),
      shippingAddress: {
        addressLine1: o.addressLine1,
        addressLine2: o.addressLine2,
        city: o.city,
        pincode: o.pincode,
        state: o.state,
        country: o.country
      },
      status: o.status,
      lines: (lines.get(o.id) ?? []).map(({ line: l }) => ({
        name: l.name,
        size: l.size,
        color: l.color,
        price: toRupees(l.pricePaise),
        quantity: l.quantity
      }))
    })),
    prasadOrders: d.prasadRows.map(({ order: o, feedback: f }) => ({
      ...base(o),
      orderId: o.orderCode,
      trackingId: o.trackingId,
      temple: o.templeName,
      title: o.title,
      items: o.items,
      price: toRupees(o.unitPricePaise),
      quantity: o.quantity,
      shippingAddress: o.address,
      feedback: f ? { rating: f.rating, comment: f.comment, createdAt: iso3(f.createdAt) } : null
    })),
    consultations: d.consultationRows.map(({ booking: b, panditName }) => ({
      ...base(b),
      pandit: { id: b.panditId, name: panditName },
      serviceType: b.serviceType,
      startsAt: iso3(b.startsAt),
      endsAt: iso3(b.endsAt),
      specialRequests: b.specialRequests
    })),
    savedKundlis: d.kundliRows.map((k) => ({
      id: k.id,
      name: k.name,
      place: k.place,
      dateOfBirth: k.birthDate,
      timeOfBirth: k.birthTime,
      timeUnknown: k.timeUnknown,
      latitude: k.latitude,
      longitude: k.longitude,
      timezone: k.timezone,
      utcOffsetMinutes: k.utcOffsetMinutes,
      createdAt: iso3(k.createdAt)
    })),
    supportMessages: d.supportThreadRows.map((th) => ({
      id: th.id,
      subject: th.subject,
      status: th.status,
      createdAt: iso3(th.createdAt),
      messages: d.supportMessageRows.filter((m) => m.threadId === th.id).map((m) => ({ from: m.from, body: m.body, at: iso3(m.createdAt) }))
    })),
    cart: d.cartRows.map(({ line: line3, name }) => ({
      productId: line3.productId,
      name,
      size: line3.size,
      color: line3.color,
      quantity: line3.quantity,
      updatedAt: iso3(line3.updatedAt)
    })),
    sessions: d.sessionRows.map((s) => ({
      id: s.id,
      rememberMe: s.rememberMe,
      createdAt: iso3(s.createdAt),
      lastSeenAt: iso3(s.lastSeenAt),
      expiresAt: iso3(s.expiresAt),
      revokedAt: isoOrNull(s.revokedAt)
    })),
    // Subjects never carry a code (the verification code is only in the body, which stays out).
    emails: d.mailRows.map((m) => ({
      subject: m.subject,
      createdAt: iso3(m.createdAt),
      sentAt: isoOrNull(m.sentAt),
      attachments: m.attachments.map((a) => a.filename)
    })),
    notifications: d.notificationRows.map((n2) => ({
      id: n2.id,
      type: n2.type,
      title: n2.title,
      body: n2.body,
      link: n2.link,
      readAt: isoOrNull(n2.readAt),
      createdAt: iso3(n2.createdAt),
      deliveries: d.deliveryRows.filter((x) => x.notificationId === n2.id).map((x) => ({ channel: x.channel, status: x.status, sentAt: isoOrNull(x.sentAt) }))
    })),
    pushSubscriptions: d.pushRows.map((p3) => ({ endpoint: p3.endpoint, createdAt: iso3(p3.createdAt) })),
    security
  };
}

// src/modules/privacy/privacy.repository.ts
import { and as and37, asc as asc28, eq as eq56, inArray as inArray28, isNotNull as isNotNull2, isNull as isNull12, or as or13, sql as sql55 } from "drizzle-orm";
async function findUser(db, userId) {
  const [row] = await db.select().from(users).where(eq56(users.id, userId)).limit(1);
  return row;
}
var sankalpsOf = (db, userId) => or13(
  eq56(sankalps.userId, userId),
  inArray28(
    sankalps.id,
    db.select({ id: pujaBookings.sankalpId }).from(pujaBookings).where(eq56(pujaBookings.userId, userId))
  )
);
async function readAccountData(db, user) {
  const userId = user.id;
  const addressRows = await db.select().from(addresses).where(eq56(addresses.userId, userId)).orderBy(asc28(addresses.createdAt));
  const sankalpRows = await db.select().from(sankalps).where(sankalpsOf(db, userId)).orderBy(asc28(sankalps.createdAt));
  const pujaRows = await db.select({ booking: pujaBookings, pujaTitle: pujas.title, packageTitle: pujaPackages.thumbnailTitle }).from(pujaBookings).leftJoin(pujas, eq56(pujas.id, pujaBookings.pujaId)).leftJoin(pujaPackages, eq56(pujaPackages.id, pujaBookings.packageId)).where(eq56(pujaBookings.userId, userId)).orderBy(asc28(pujaBookings.createdAt));
  const pujaItemRows = await db.select({ item: pujaBookingItems }).from(pujaBookingItems).innerJoin(pujaBookings, eq56(pujaBookings.id, pujaBookingItems.bookingId)).where(eq56(pujaBookings.userId, userId)).orderBy(asc28(pujaBookingItems.sort));
  const chadhavaRows = await db.select({ booking: chadhavaBookings, eventName: chadhavaEvents.name }).from(chadhavaBookings).leftJoin(chadhavaEvents, eq56(chadhavaEvents.id, chadhavaBookings.eventId)).where(eq56(chadhavaBookings.userId, userId)).orderBy(asc28(chadhavaBookings.createdAt));
  const chadhavaOfferingRows = await db.select({ offering: chadhavaBookingOfferings }).from(chadhavaBookingOfferings).innerJoin(chadhavaBookings, eq56(chadhavaBookings.id, chadhavaBookingOfferings.bookingId)).where(eq56(chadhavaBookings.userId, userId)).orderBy(asc28(chadhavaBookingOfferings.sort));
  const donationRows = await db.select({ donation: donations, campaignTitle: campaigns.title }).from(donations).leftJoin(campaigns, eq56(campaigns.id, donations.campaignId)).where(eq56(donations.userId, userId)).orderBy(asc28(donations.createdAt));
  const sevaRows = await db.select({ seva: donationSevas }).from(donationSevas).innerJoin(donations, eq56(donations.id, donationSevas.donationId)).where(eq56(donations.userId, userId)).orderBy(asc28(donationSevas.sort));
  const orderRows = await db.select().from(productOrders).where(eq56(productOrders.userId, userId)).orderBy(asc28(productOrders.createdAt));
  const lineRows = await db.select({ line: productOrderLines }).from(productOrderLines).innerJoin(productOrders, eq56(productOrders.id, productOrderLines.orderId)).where(eq56(productOrders.userId, userId)).orderBy(asc28(productOrderLines.sort));
  const prasadRows = await db.select({ order: prasadOrders, feedback: prasadFeedback }).from(prasadOrders).leftJoin(prasadFeedback, eq56(prasadFeedback.orderId, prasadOrders.id)).where(eq56(prasadOrders.userId, userId)).orderBy(asc28(prasadOrders.createdAt));
  const consultationRows = await db.select({ booking: panditBookings, panditName: pandits.name }).from(panditBookings).leftJoin(pandits, eq56(pandits.id, panditBookings.panditId)).where(eq56(panditBookings.userId, userId)).orderBy(asc28(panditBookings.createdAt));
  const refIds = [
    ...pujaRows.map((r) => r.booking.id),
    ...chadhavaRows.map((r) => r.booking.id),
    ...donationRows.map((r) => r.donation.id),
    ...orderRows.map((r) => r.id),
    ...consultationRows.map((r) => r.booking.id),
    ...prasadRows.map((r) => r.order.id)
  ];
  const orderPayments = await db.select().from(paymentOrders).where(inArray28(paymentOrders.refId, refIds)).orderBy(asc28(paymentOrders.createdAt));
  const transactions = await db.select().from(paymentTransactions).where(
    inArray28(
      paymentTransactions.orderId,
      orderPayments.map((o) => o.id)
    )
  ).orderBy(asc28(paymentTransactions.createdAt));
  const refundRows = await db.select().from(refunds).where(inArray28(refunds.refId, refIds)).orderBy(asc28(refunds.createdAt));
  const kundliRows = await db.select().from(savedKundlis).where(eq56(savedKundlis.userId, userId)).orderBy(asc28(savedKundlis.createdAt));
  const mine = or13(eq56(supportThreads.userId, userId), eq56(supportThreads.email, user.email));
  const supportThreadRows = await db.select().from(supportThreads).where(mine).orderBy(asc28(supportThreads.createdAt));
  const supportMessageRows = await db.select({ threadId: supportMessages.threadId, from: supportMessages.from, body: supportMessages.body, createdAt: supportMessages.createdAt }).from(supportMessages).where(inArray28(supportMessages.threadId, supportThreadRows.map((r) => r.id))).orderBy(asc28(supportMessages.createdAt));
  const cartRows = await db.select({ line: cartLines, name: products.name }).from(cartLines).leftJoin(products, eq56(products.id, cartLines.productId)).where(eq56(cartLines.userId, userId)).orderBy(asc28(cartLines.position));
  const sessionRows = await db.select({
    id: sessions.id,
    rememberMe: sessions.rememberMe,
    createdAt: sessions.createdAt,
    lastSeenAt: sessions.lastSeenAt,
    expiresAt: sessions.expiresAt,
    revokedAt: sessions.revokedAt
  }).from(sessions).where(eq56(sessions.userId, userId)).orderBy(asc28(sessions.createdAt));
  const mailRows = await db.select({
    subject: mailOutbox.subject,
    createdAt: mailOutbox.createdAt,
    sentAt: mailOutbox.sentAt,
    attachments: mailOutbox.attachments
  }).from(mailOutbox).where(eq56(mailOutbox.to, user.email)).orderBy(asc28(mailOutbox.createdAt));
  const notificationRows = await db.select().from(notifications).where(eq56(notifications.userId, userId)).orderBy(asc28(notifications.createdAt));
  const deliveryRows = await db.select({
    notificationId: notificationDeliveries.notificationId,
    channel: notificationDeliveries.channel,
    status: notificationDeliveries.status,
    sentAt: notificationDeliveries.sentAt
  }).from(notificationDeliveries).innerJoin(notifications, eq56(notifications.id, notificationDeliveries.notificationId)).where(eq56(notifications.userId, userId));
  const pushRows = await db.select({ endpoint: pushSubscriptions.endpoint, createdAt: pushSubscriptions.createdAt }).from(pushSubscriptions).where(eq56(pushSubscriptions.userId, userId)).orderBy(asc28(pushSubscriptions.createdAt));
  return {
    addressRows,
    sankalpRows,
    pujaRows,
    pujaItemRows,
    chadhavaRows,
    chadhavaOfferingRows,
    donationRows,
    sevaRows,
    orderRows,
    lineRows,
    consultationRows,
    prasadRows,
    orderPayments,
    transactions,
    refundRows,
    kundliRows,
    supportThreadRows,
    supportMessageRows,
    cartRows,
    sessionRows,
    mailRows,
    notificationRows,
    deliveryRows,
    pushRows
  };
}
async function lockUser2(db, userId) {
  const [row] = await db.select().from(users).where(eq56(users.id, userId)).for("update").limit(1);
  return row;
}
var ERASED = {
  name: "Deleted account",
  text: "",
  /** A tombstone's unique e-mail and phone: never valid as either, so never matched at sign-in or sign-up. */
  email: (userId) => `deleted-${userId}@deleted.invalid`,
  phone: (userId) => `deleted-${userId}`,
  /** Not an argon2 hash: every password check against it fails. */
  passwordHash: "!deleted"
};
async function eraseAccount(db, user, now) {
  const userId = user.id;
  await db.update(sankalps).set({
    fullName: ERASED.name,
    gotra: ERASED.text,
    phoneNumber: ERASED.text,
    email: ERASED.text,
    familyMembers: [],
    prasadAddress: null,
    specialPrayers: null
  }).where(sankalpsOf(db, userId));
  const donor2 = { donorName: ERASED.name, donorEmail: ERASED.text, donorPhone: ERASED.text, updatedAt: now };
  await db.update(pujaBookings).set({ ...donor2, messageForPandit: null }).where(eq56(pujaBookings.userId, userId));
  await db.update(chadhavaBookings).set({ ...donor2, donorGotra: null }).where(eq56(chadhavaBookings.userId, userId));
  await db.update(panditBookings).set({ ...donor2, specialRequests: null }).where(eq56(panditBookings.userId, userId));
  await db.update(productOrders).set({
    ...donor2,
    addressLine1: ERASED.text,
    addressLine2: ERASED.text,
    city: ERASED.text,
    pincode: 0,
    state: ERASED.text,
    country: ERASED.text
  }).where(eq56(productOrders.userId, userId));
  await db.update(prasadOrders).set({
    ...donor2,
    address: { addressLine1: "", addressLine2: "", city: "", pincode: 0, state: "", country: "" }
  }).where(eq56(prasadOrders.userId, userId));
  await db.update(prasadFeedback).set({ comment: ERASED.text }).where(sql55`${prasadFeedback.orderId} in (select id from ${prasadOrders} where ${prasadOrders.userId} = ${userId})`);
  const received = or13(eq56(donations.paymentStatus, "completed"), isNotNull2(donations.receiptNumber));
  await db.update(donations).set({ donorEmail: ERASED.text, donorPhone: ERASED.text, donorGotra: ERASED.text, updatedAt: now }).where(and37(eq56(donations.userId, userId), received));
  await db.update(donations).set({ ...donor2, donorGotra: ERASED.text, donorAddress: ERASED.text, donorPan: null }).where(and37(eq56(donations.userId, userId), sql55`not (${received})`));
  const refIds = sql55`(
    select id from ${pujaBookings} where ${pujaBookings.userId} = ${userId}
    union all select id from ${chadhavaBookings} where ${chadhavaBookings.userId} = ${userId}
    union all select id from ${donations} where ${donations.userId} = ${userId}
    union all select id from ${productOrders} where ${productOrders.userId} = ${userId}
    union all select id from ${panditBookings} where ${panditBookings.userId} = ${userId}
    union all select id from ${prasadOrders} where ${prasadOrders.userId} = ${userId})`;
  await db.update(paymentOrders).set({ notes: sql55`${paymentOrders.notes} - 'gotra'` }).where(sql55`${paymentOrders.refId} in ${refIds}`);
  await db.update(sandboxOrders).set({ notes: sql55`${sandboxOrders.notes} - 'gotra'` }).where(
    sql55`${sandboxOrders.receipt} in (select ${paymentOrders.receipt} from ${paymentOrders} where ${paymentOrders.refId} in ${refIds})`
  );
  await db.delete(addresses).where(eq56(addresses.userId, userId));
  await db.delete(savedKundlis).where(eq56(savedKundlis.userId, userId));
  await db.delete(supportThreads).where(or13(eq56(supportThreads.userId, userId), eq56(supportThreads.email, user.email)));
  await db.delete(cartLines).where(eq56(cartLines.userId, userId));
  await db.delete(sessions).where(eq56(sessions.userId, userId));
  await db.delete(passwordOtps).where(or13(eq56(passwordOtps.userId, userId), eq56(passwordOtps.email, user.email)));
  await db.delete(mailOutbox).where(eq56(mailOutbox.to, user.email));
  await db.delete(notifications).where(or13(eq56(notifications.userId, userId), eq56(notifications.email, user.email)));
  await db.delete(pushSubscriptions).where(eq56(pushSubscriptions.userId, userId));
  await db.update(users).set({
    fullName: ERASED.name,
    email: ERASED.email(userId),
    phoneNumber: ERASED.phone(userId),
    passwordHash: ERASED.passwordHash,
    settings: null,
    updatedAt: now,
    deletedAt: now
  }).where(and37(eq56(users.id, userId), isNull12(users.deletedAt)));
}

// src/modules/privacy/privacy.service.ts
var MIN2 = 60;
var DELETE_ACCOUNT_LIMITS = {
  user: { name: "delete-account-user", limit: 5, windowSeconds: 15 * MIN2 },
  ip: { name: "delete-account-ip", limit: 20, windowSeconds: 15 * MIN2 }
};
var DELETE_OTP_REQUIRED = "Enter the 6-digit code from your authenticator app, or a recovery code";
var DELETE_OTP_INVALID = "That code did not match, or was used already";
async function exportAccountData(ctx, userId) {
  const user = await findUser(ctx.db, userId);
  if (!user || user.deletedAt) throw unauthorized();
  const now = ctx.now();
  const [accountData, twoFactor, roles] = await Promise.all([
    readAccountData(ctx.db, user),
    twoFactorStatus(ctx, userId),
    listRoles2(ctx.db, userId)
  ]);
  const data = toDataExport(user, accountData, { twoFactor, roles }, now);
  return {
    file: { success: true, message: "Your Sankalp data", data },
    filename: dataExportFilename(now)
  };
}
async function deleteAccount(ctx, me2, input, ip) {
  await consumeRateLimit(ctx, DELETE_ACCOUNT_LIMITS.ip, ip);
  await consumeRateLimit(ctx, DELETE_ACCOUNT_LIMITS.user, me2.id);
  const user = await findUser(ctx.db, me2.id);
  if (!user || user.deletedAt) throw unauthorized();
  if (!await verifyPassword(user.passwordHash, input.password)) {
    throw fieldError("password", DELETE_PASSWORD_INCORRECT, "password_incorrect");
  }
  const second = await checkSecondFactor(ctx, me2.id, input.otp);
  if (second === "missing") throw fieldError("otp", DELETE_OTP_REQUIRED, "otp_required");
  if (second === "invalid") throw fieldError("otp", DELETE_OTP_INVALID, "otp_invalid");
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    const locked = await lockUser2(tx, me2.id);
    if (!locked || locked.deletedAt) throw unauthorized();
    if (locked.passwordHash !== user.passwordHash)
      throw fieldError("password", DELETE_PASSWORD_INCORRECT, "password_incorrect");
    await forgetTwoFactorAndRoles(tx, me2.id);
    await eraseAccount(tx, locked, now);
    await queueMail(tx, accountDeletedMail(ctx, locked.email, locked.id, now));
  });
  return { deletedAt: now.toISOString() };
}
function accountDeletedMail(ctx, to, userId, when2) {
  const at = when2.toLocaleString("en-IN", { timeZone: "Asia/Kolkata", dateStyle: "long", timeStyle: "short" });
  return {
    to,
    subject: "Your Sankalp account was deleted",
    dedupeKey: `account-deleted:${userId}`,
    text: `Namaste,

The Sankalp account registered with this e-mail address was deleted on ${at} IST, after its password was confirmed. Its personal details, addresses, saved kundlis and settings have been erased and every device signed out.

As Indian law requires, we keep the payment records of your bookings, orders and donations (amounts, dates, receipt numbers) and, for donations, the name, address and PAN printed on their receipts. You are welcome to sign up again at any time with this e-mail address.

If you did not delete your account, write to us at ${ctx.config.SUPPORT_EMAIL} at once.
`
  };
}

// src/modules/privacy/privacy.routes.ts
var idParams3 = z46.object({ id: idSchema });
async function privacyRoutes(fastify) {
  const app = fastify.withTypeProvider();
  const { ctx } = app;
  app.get(
    "/users/:id/data-export",
    {
      onRequest: requireSelf("id"),
      schema: { tags: ["privacy"], params: idParams3 },
      config: {
        openapi: {
          success: {
            description: 'The JSON file of everything held about the account (Content-Disposition: attachment; filename="sankalp-data-<date>.json")'
          }
        }
      }
    },
    async (req, reply2) => {
      const { file, filename } = await exportAccountData(ctx, req.params.id);
      return reply2.header("Content-Type", "application/json; charset=utf-8").header("Content-Disposition", `attachment; filename="${filename}"`).header("Cache-Control", "no-store").send(JSON.stringify(file, null, 2));
    }
  );
  app.post(
    "/users/:id/delete",
    {
      onRequest: requireSelf("id"),
      schema: { tags: ["privacy"], params: idParams3, body: deleteAccountSchema },
      // The wrong password, the second factor of a two-factor account, the guess limit (lib/openapi
      // documents the rest from the schema and hooks).
      config: {
        openapi: {
          errors: {
            400: ["password_incorrect", "otp_required", "otp_invalid"],
            409: ["last_admin"],
            429: ["rate_limited"]
          }
        }
      }
    },
    async (req) => {
      const data = await deleteAccount(ctx, currentUser(req), req.body, req.ip);
      return { success: true, message: "Your account has been deleted", data };
    }
  );
}

// src/modules/settings/settings.routes.ts
import { z as z47 } from "zod";
var idParams4 = z47.object({ id: idSchema });
async function settingsRoutes(fastify) {
  const app = fastify.withTypeProvider();
  const { ctx } = app;
  app.get("/users/:id/settings", { onRequest: requireSelf("id"), schema: { tags: ["settings"], params: idParams4 } }, async (req) => {
    const settings = await getSettings(ctx, req.params.id);
    return { success: true, message: "Operation successful", data: { settings }, settings };
  });
  app.put(
    "/users/:id/settings",
    { onRequest: requireSelf("id"), schema: { tags: ["settings"], params: idParams4, body: settingsSchema } },
    async (req) => {
      const settings = await saveSettings(ctx, req.params.id, req.body);
      return { success: true, message: "Settings saved", data: { settings }, settings };
    }
  );
}

// src/modules/userstuff/userstuff.routes.ts
import { z as z48 } from "zod";
var idParams5 = z48.object({ id: idSchema });
var bookingRef = z48.union([idSchema, z48.object({ _id: idSchema }).transform((b) => b._id)], { error: "Invalid booking id" });
var bookingRefs = z48.union([bookingRef, z48.array(bookingRef).max(200, "Too many booking ids")]).transform((v) => Array.isArray(v) ? v : [v]);
var additionsBody = z48.strictObject({
  userId: z48.string().optional(),
  _id: z48.string().optional(),
  pujaBookingIds: bookingRefs.optional(),
  chadhavaBookingIds: bookingRefs.optional(),
  donationBookingIds: bookingRefs.optional(),
  productOrderIds: bookingRefs.optional(),
  PanditBookingIds: bookingRefs.optional(),
  prasadOrderIds: bookingRefs.optional()
});
var byKind = (b) => ({
  puja: b.pujaBookingIds,
  chadhava: b.chadhavaBookingIds,
  donation: b.donationBookingIds,
  productOrder: b.productOrderIds,
  panditBooking: b.PanditBookingIds,
  prasadOrder: b.prasadOrderIds
});
var hasAdditions = (b) => Object.values(byKind(b)).some((v) => v && v.length > 0);
async function userStuffRoutes(fastify) {
  const app = fastify.withTypeProvider();
  const { ctx } = app;
  const self = { onRequest: requireSelf("id", "userStuffId") };
  app.get("/userstuff/:id", { ...self, schema: { tags: ["userstuff"], params: idParams5 } }, async (req) => {
    const record = await getUserStuff(ctx, currentUser(req));
    return { success: true, message: "Operation successful", data: record };
  });
  app.put(
    "/userstuff/:id",
    { ...self, schema: { tags: ["userstuff"], params: idParams5, body: additionsBody } },
    async (req) => {
      const record = await appendToUserStuff(ctx, currentUser(req), byKind(req.body));
      return { success: true, message: "User stuff updated", data: record };
    }
  );
  app.post(
    "/userstuff",
    {
      onRequest: requireUser,
      schema: { tags: ["userstuff"], body: additionsBody.nullish() },
      // 201 when the record was made now; 403 for another user's userId in the body.
      config: { openapi: { success: { status: [201, 200] }, errors: { 403: ["forbidden"] } } }
    },
    async (req, reply2) => {
      const me2 = currentUser(req);
      if (req.body?.userId !== void 0 && req.body.userId.toLowerCase() !== me2.id) throw forbidden();
      const { record, created } = await ensureUserStuffFor(ctx, me2);
      const result = req.body && hasAdditions(req.body) ? await appendToUserStuff(ctx, me2, byKind(req.body)) : record;
      return reply2.status(created ? 201 : 200).send({ success: true, message: "Operation successful", data: result });
    }
  );
}

// src/modules/users/users.routes.ts
import { z as z49 } from "zod";

// src/modules/users/users.repository.ts
import { eq as eq57 } from "drizzle-orm";
async function updateUserProfile(db, userId, patch, now) {
  const [row] = await db.update(users).set({ ...patch, updatedAt: now }).where(eq57(users.id, userId)).returning();
  return row;
}

// src/modules/users/users.service.ts
async function updateProfile(ctx, userId, input) {
  const patch = {};
  if (input.fullName !== void 0) patch.fullName = input.fullName;
  if (input.email !== void 0) patch.email = normalizeEmail(input.email);
  if (input.phoneNumber !== void 0) patch.phoneNumber = normalizePhone(input.phoneNumber) ?? void 0;
  const taken = await findTakenIdentity(ctx, patch.email, patch.phoneNumber, userId);
  if (taken.email) throw conflict(DUPLICATE_EMAIL);
  if (taken.phone) throw conflict(DUPLICATE_PHONE);
  try {
    const row = await updateUserProfile(ctx.db, userId, patch, ctx.now());
    if (!row) throw notFound("User not found");
    return toPublicUser(row, await listRoles2(ctx.db, userId));
  } catch (e) {
    throw duplicateConflict(e) ?? e;
  }
}

// src/modules/users/users.routes.ts
var idParams6 = z49.object({ id: idSchema });
var profileBody = profileUpdateSchema.extend({ phoneNumber: indianPhoneSchema.optional() });
async function usersRoutes(fastify) {
  const app = fastify.withTypeProvider();
  const { ctx } = app;
  const limited = { openapi: { errors: { 429: ["rate_limited"] } } };
  app.post("/users/request-password-change-otp", { schema: { tags: ["users"], body: otpRequestSchema }, config: limited }, async (req) => {
    const r = await requestPasswordOtp(ctx, req.body.email, req.ip);
    return { success: true, message: OTP_REQUEST_MESSAGE, email: r.email };
  });
  app.post("/users/change-password-with-otp", { schema: { tags: ["users"], body: otpResetBody }, config: limited }, async (req) => {
    const r = await resetPasswordWithOtp(ctx, req.body, req.ip);
    return { success: true, message: "Password changed successfully!", timestamp: r.timestamp };
  });
  app.put(
    "/users/:id/change-password",
    { onRequest: requireSelf("id"), schema: { tags: ["users"], params: idParams6, body: changePasswordBody }, config: limited },
    async (req) => {
      const r = await changePassword(ctx, currentUser(req), req.body);
      return {
        success: true,
        message: "Password changed successfully",
        data: { user: r.user, token: r.token, expiresAt: r.expiresAt },
        token: r.token
      };
    }
  );
  app.put(
    "/users/:id",
    {
      onRequest: requireSelf("id"),
      schema: { tags: ["users"], params: idParams6, body: profileBody },
      config: { openapi: { errors: { 409: ["conflict"] } } }
    },
    async (req) => {
      const user = await updateProfile(ctx, req.params.id, req.body);
      return { success: true, message: "Profile updated successfully", data: { user }, user };
    }
  );
}

// src/modules/index.ts
var apiModules = [
  auth_hook_default,
  // FIRST: sets req.user for every module below (not encapsulated)
  catalog_routes_default,
  authRoutes,
  twoFactorRoutes,
  usersRoutes,
  userStuffRoutes,
  addressRoutes,
  settingsRoutes,
  devRoutes,
  devWhatsAppRoutes,
  notificationRoutes,
  paymentRoutes,
  bookingRoutes,
  chadhavaBookingRoutes,
  donationRoutes,
  productOrderRoutes,
  prasadRoutes,
  cartRoutes,
  consultationRoutes,
  kundli_routes_default,
  privacyRoutes,
  adminRoutes,
  catalogAdminRoutes,
  adminBookingRoutes,
  adminDashboardRoutes,
  approvalRoutes,
  mediaRoutes,
  supportRoutes,
  adminRefundRoutes,
  usersSearchRoutes,
  fulfilmentRoutes,
  videoRoutes
];
var backgroundJobs = [authCleanupJob, paymentsReconcileJob, overdueDigestJob, consultationRemindersJob];
var queueHandlers = (ctx) => ({
  [SANDBOX_WEBHOOK_JOB]: sandboxWebhookJob(ctx),
  [NOTIFICATION_DELIVER_JOB]: notificationDeliverJob(ctx)
});
var mailAttachmentRenderers = (config) => ({
  "donation-receipt": async (db, id2) => (await renderDonationReceipt(db, config, id2)).pdf,
  "pandit-booking-ics": (db, id2) => renderConsultationIcs(db, config, id2)
});

// src/lib/installation-secrets.ts
import { createECDH, randomBytes as randomBytes8 } from "node:crypto";
import { inArray as inArray29 } from "drizzle-orm";
var NAMES = {
  sandboxKeySecret: "sandbox_key_secret",
  sandboxWebhookSecret: "sandbox_webhook_secret",
  /** Encrypts the two-factor (TOTP) secrets kept in user_two_factor (modules/auth/secret-box). */
  totpKey: "totp_key",
  /** Signs the expiring puja video URLs (`?exp=&sig=`: a <video> tag cannot send the session). */
  videoUrlKey: "video_url_key"
};
var VAPID = "vapid_keys";
function newVapidPair() {
  const ecdh = createECDH("prime256v1");
  ecdh.generateKeys();
  return `${ecdh.getPublicKey().toString("base64url")}.${ecdh.getPrivateKey().toString("base64url")}`;
}
async function loadInstallationSecrets(db) {
  const names = Object.values(NAMES);
  await db.insert(installationSecrets).values([
    ...names.map((name) => ({ name, value: randomBytes8(32).toString("base64url") })),
    { name: VAPID, value: newVapidPair() }
  ]).onConflictDoNothing();
  const rows7 = await db.select().from(installationSecrets).where(inArray29(installationSecrets.name, [...names, VAPID]));
  const byName = new Map(rows7.map((r) => [r.name, r.value]));
  const read = (name) => {
    const v = byName.get(name);
    if (!v) throw new Error(`installation secret ${name} is missing`);
    return v;
  };
  return {
    sandboxKeySecret: read(NAMES.sandboxKeySecret),
    sandboxWebhookSecret: read(NAMES.sandboxWebhookSecret),
    totpKey: read(NAMES.totpKey),
    videoUrlKey: read(NAMES.videoUrlKey),
    vapid: vapidOf(read(VAPID))
  };
}
function vapidOf(value) {
  const [publicKey, privateKey] = value.split(".");
  if (!publicKey || !privateKey) throw new Error("installation secret vapid_keys is malformed");
  return { publicKey, privateKey };
}

// src/lib/security-headers.ts
import helmet from "helmet";
function helmetHeaders() {
  const apply = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", "data:"],
        // Razorpay Checkout (live keys only) loads its script and frame from its own hosts.
        scriptSrc: ["'self'", "https://checkout.razorpay.com"],
        frameSrc: ["'self'", "https://api.razorpay.com", "https://checkout.razorpay.com"],
        connectSrc: ["'self'", "https://lumberjack.razorpay.com"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        fontSrc: ["'self'", "data:"],
        upgradeInsecureRequests: null
      }
    },
    crossOriginEmbedderPolicy: false
  });
  const headers = {};
  const recorder = { setHeader: (name, value) => headers[name.toLowerCase()] = value, removeHeader() {
  } };
  apply({}, recorder, (err) => {
    if (err) throw err;
  });
  return headers;
}
var DOCUMENT_HEADERS = Object.freeze({ ...helmetHeaders(), "permissions-policy": PERMISSIONS_POLICY });
var JSON_HEADERS = Object.freeze({
  "x-content-type-options": "nosniff",
  "cross-origin-resource-policy": "same-origin",
  "referrer-policy": "no-referrer",
  "strict-transport-security": DOCUMENT_HEADERS["strict-transport-security"]
});
var JSON_NAMES = Object.keys(JSON_HEADERS);
var DOCUMENT_NAMES = Object.keys(DOCUMENT_HEADERS);
function isJson(reply2) {
  const type = reply2.getHeader("content-type");
  return typeof type === "string" && type.startsWith("application/json");
}
function registerSecurityHeaders(app) {
  app.addHook("onSend", (_req, reply2, payload, done2) => {
    const json = isJson(reply2);
    const names = json ? JSON_NAMES : DOCUMENT_NAMES;
    const values = json ? JSON_HEADERS : DOCUMENT_HEADERS;
    for (const name of names) if (!reply2.hasHeader(name)) reply2.header(name, values[name]);
    done2(null, payload);
  });
}

// src/app.ts
async function buildApp(config, opts) {
  const app = Fastify({
    ...opts.logger === false ? { logger: false } : loggingOptions(config.LOG_LEVEL, opts.logStream),
    // Client IPs feed the rate limits: trust X-Forwarded-For only from configured proxies.
    trustProxy: (_addr, hop) => hop < config.TRUST_PROXY_HOPS,
    bodyLimit: 256 * 1024,
    // Node's one-figure-for-all request timeout is off: lib/request-deadlines cuts a stalled body
    // with 408 in seconds, yet lets a puja video upload take as long as it keeps arriving.
    requestTimeout: 0,
    http: {
      headersTimeout: opts.timeouts?.headersMs ?? HEADERS_TIMEOUT_MS,
      connectionsCheckingInterval: Math.min(1e3, opts.timeouts?.headersMs ?? 1e3)
    },
    routerOptions: { maxParamLength: 300 },
    // Malformed URLs (bad %-escapes …) get the same error envelope as everything else.
    frameworkErrors: (err, _req, reply2) => {
      void reply2.status(400).send({
        success: false,
        message: "Invalid request URL",
        error: err.code ?? "Bad Request",
        code: "bad_request"
      });
    }
  }).withTypeProvider();
  if (config.TRUST_PROXY_HOPS === 0) limitConnectionsPerIp(app.server);
  cutStalledRequests(app, { requestMs: opts.timeouts?.requestMs ?? REQUEST_TIMEOUT_MS, ...opts.timeouts?.upload });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  const ctx = {
    config,
    db: opts.db.db,
    dbKind: opts.db.kind,
    now: opts.now ?? (() => /* @__PURE__ */ new Date()),
    jobs: { running: false },
    secrets: await loadInstallationSecrets(opts.db.db)
  };
  app.decorate("ctx", ctx);
  app.addHook("onClose", await startReadCacheSync(opts.db, app.log));
  app.addHook("onRequest", (req, reply2, done2) => {
    reply2.header("x-request-id", req.id);
    done2();
  });
  registerSecurityHeaders(app);
  registerPrivacyHeaders(app);
  registerErrorHandler(app);
  registerMetrics(app, opts.db);
  await registerHealth(app);
  registerBackupRoute(app, opts.db);
  registerJobRoutes(app);
  await registerCompression(app);
  await registerOpenApi(app);
  await app.register(
    async (api) => {
      for (const mod of apiModules) await api.register(mod);
    },
    { prefix: "/api/v1" }
  );
  await registerStaticSite(
    app,
    opts.serveWeb === false ? void 0 : findWebDist(),
    (match) => catalogPageHints(ctx, match)
  );
  return app;
}

// src/db/seed/seed.ts
import { sql as sql56 } from "drizzle-orm";

// src/db/seed/approvals.ts
import { and as and38, eq as eq58, inArray as inArray30 } from "drizzle-orm";
var AWAITING_APPROVAL_PUJA = "Baglamukhi Havan";
var DEMO_APPROVAL_REASON = "Demo catalog: the temple has no staff account yet, so the seed records the approval on its behalf";
async function approveDemoListings(tx, now) {
  const [pujaRows, eventRows] = await Promise.all([
    tx.select({ id: pujas.id, templeId: pujas.templeId, title: pujas.title, terms: pujaTerms() }).from(pujas),
    tx.select({ id: chadhavaEvents.id, templeId: chadhavaEvents.templeId, terms: eventTerms() }).from(chadhavaEvents)
  ]);
  const listings = [
    ...pujaRows.filter((p3) => p3.title !== AWAITING_APPROVAL_PUJA).map((p3) => ({ ...p3, kind: "puja" })),
    ...eventRows.map((e) => ({ ...e, kind: "event" }))
  ];
  const templeIds = [...new Set(listings.map((l) => l.templeId))];
  const staff = /* @__PURE__ */ new Map();
  if (templeIds.length > 0) {
    const grants = await tx.select({ userId: userRoles.userId, templeId: userRoles.templeId }).from(userRoles).where(and38(eq58(userRoles.role, "temple_staff"), inArray30(userRoles.templeId, templeIds)));
    for (const g of grants) if (g.templeId && !staff.has(g.templeId)) staff.set(g.templeId, g.userId);
  }
  if (listings.length === 0) return 0;
  await tx.insert(listingApprovals).values(
    listings.map((l) => {
      const by = staff.get(l.templeId);
      return {
        kind: l.kind,
        listingId: l.id,
        templeId: l.templeId,
        approvedBy: by ?? null,
        approvedByLabel: by ? null : "demo-seed",
        approvedByRole: by ? "temple_staff" : "admin",
        approvedAt: now,
        reason: by ? null : DEMO_APPROVAL_REASON,
        terms: l.terms
      };
    })
  );
  return listings.length;
}

// src/db/seed/catalog-rows.ts
import { randomUUID as randomUUID7 } from "node:crypto";

// src/db/seed/campaigns.ts
var p = (...paragraphs) => paragraphs.join("\n\n");
var benefit80G = {
  heading: "80G tax benefit",
  description: "Donations above \u20B9500 receive an 80G certificate by e-mail within 7 days, so your seva also saves tax."
};
var no80G = {
  heading: "Donation receipt",
  description: "This village shrine is not notified under section 80G, so gifts to it carry no tax deduction. You receive a donation receipt by e-mail."
};
var CAMPAIGNS = [
  {
    title: "Annadaan Seva at Kashi Ghats",
    subtitle: "Serve a warm sattvik meal to pilgrims and sadhus on the ghats of Varanasi",
    category: "annadaan",
    images: ["/art/campaign-annadaan-1.svg", "/art/campaign-annadaan-2.svg"],
    story: p(
      "Every morning, thousands of pilgrims, sadhus and elderly widows gather on the ghats of Varanasi after their dip in the Ganga. Many have travelled for days with little money, and for some the only meal of the day is the one served by a temple kitchen.",
      "Our annakshetra near Dashashwamedh Ghat cooks dal, rice, sabzi and roti in pure ghee in a kitchen blessed by the pandits of Kashi, and serves it on leaf plates with dignity and love. Each meal costs about forty rupees to prepare.",
      "The scriptures say that annadaan is the highest of all daan, because food sustains life itself. When you give a meal in Kashi, you feed a guest of Baba Vishwanath."
    ),
    description: "Help us serve 1,00,000 sattvik meals this year to pilgrims, sadhus and widows on the ghats of Kashi.",
    raised: 362450,
    goal: 5e5,
    participants: 1284,
    sevas: [
      {
        title: "Feed 11 Pilgrims",
        description: "A full meal of dal, rice, sabzi and roti for eleven devotees.",
        price: 501,
        img: "/art/seva-meal.svg"
      },
      {
        title: "Feed 51 Pilgrims",
        description: "Sponsor a morning serving for fifty-one devotees on the ghats.",
        price: 2101,
        img: "/art/seva-meal.svg"
      },
      {
        title: "Monthly Ration Sack",
        description: "A 25 kg sack of rice and dal for the annakshetra kitchen.",
        price: 1501,
        img: "/art/seva-grain-sack.svg"
      },
      {
        title: "Drinking Water Seva",
        description: "Clean drinking water for pilgrims for one full day at the ghat.",
        price: 351,
        img: "/art/seva-water.svg"
      }
    ],
    benefits: [
      {
        heading: "Highest of all daan",
        description: "Annadaan is praised in the Taittiriya Upanishad: food is Brahman, and to give it is sacred."
      },
      {
        heading: "Blessings of Kashi",
        description: "Your name is taken in the daily sankalp at the annakshetra before the meal is served."
      },
      benefit80G
    ],
    eligible80G: true,
    donorAvatars: [1, 2, 3, 4, 5]
  },
  {
    title: "Bhojan Seva for the Mothers of Vrindavan",
    subtitle: "Two meals a day for widowed mothers who have made Vrindavan their home",
    category: "annadaan",
    images: ["/art/campaign-annadaan-2.svg", "/art/campaign-annadaan-1.svg"],
    story: p(
      "Hundreds of widowed mothers live in the ashrams of Vrindavan, singing bhajans to Lord Krishna through the day. Many were left alone late in life and came to Vrindavan with nothing but their faith.",
      "Our seva provides them two nourishing meals every day, with fruit on Ekadashi and sweets on festivals. Thanks to devotees like you, this year's goal was crossed before Janmashtami, and every extra rupee now goes to winter meals and medicines."
    ),
    description: "Daily meals for 300 widowed mothers in the ashrams of Vrindavan, with special bhog on every festival.",
    raised: 812300,
    goal: 75e4,
    participants: 2417,
    sevas: [
      {
        title: "Meals for a Week",
        description: "Two meals a day for one mother for a whole week.",
        price: 351,
        img: "/art/seva-meal.svg"
      },
      {
        title: "Ekadashi Phalahar",
        description: "Fruit and sabudana phalahar for 21 mothers on Ekadashi.",
        price: 751,
        img: "/art/seva-meal.svg"
      },
      {
        title: "Grain for a Month",
        description: "Wheat flour, rice and dal for the ashram kitchen for one month.",
        price: 3100,
        img: "/art/seva-grain-sack.svg"
      }
    ],
    benefits: [
      {
        heading: "Seva in Braj",
        description: "Serving the devotees of Krishna in Vrindavan is considered seva to the Lord himself."
      },
      { heading: "Photo updates", description: "You receive photos of the meal service on WhatsApp within a week." },
      benefit80G
    ],
    eligible80G: true,
    donorAvatars: [6, 7, 8, 9, 10, 1]
  },
  {
    title: "Gau Seva at Barsana Gaushala",
    subtitle: "Fodder, shelter and care for 1,200 rescued cows in the land of Radha Rani",
    category: "gau_seva",
    images: ["/art/campaign-gau-seva-1.svg", "/art/campaign-gau-seva-2.svg"],
    story: p(
      "In the hills of Barsana, a gaushala cares for more than 1,200 cows, many of them old, injured or abandoned after they stopped giving milk. Here they are fed, treated and loved until the end of their lives.",
      "The gaushala needs about two lakh rupees every month just for green fodder and dry chaff. In the summer, water tankers are needed too, and the calves born here need special care.",
      "In our tradition the cow is Gau Mata, and feeding her is said to please all the devatas at once. Your seva keeps the mangers full."
    ),
    description: "Green fodder, chaff and medical care for 1,200 rescued cows at a gaushala in Barsana.",
    raised: 148500,
    goal: 4e5,
    participants: 736,
    sevas: [
      {
        title: "Fodder for One Cow",
        description: "Green fodder and chaff for one cow for a whole month.",
        price: 1100,
        img: "/art/seva-fodder.svg"
      },
      {
        title: "Gur and Roti Seva",
        description: "Jaggery and fresh roti fed to 51 cows in your name.",
        price: 251,
        img: "/art/seva-fodder.svg"
      },
      {
        title: "Adopt a Cow for a Year",
        description: "Complete care of one cow for a year, with her photo and name sent to you.",
        price: 11e3,
        img: "/art/seva-cow-adopt.svg"
      },
      {
        title: "Veterinary Care",
        description: "Medicines and treatment for an injured or sick cow.",
        price: 501,
        img: "/art/seva-medicine.svg"
      }
    ],
    benefits: [
      {
        heading: "Blessings of Gau Mata",
        description: "The Puranas say that all the devatas reside in the cow; her seva pleases them all."
      },
      {
        heading: "Relief from doshas",
        description: "Gau seva is a traditional remedy for planetary doshas and Pitru dosh."
      },
      { heading: "See your seva", description: "A short video of the cows being fed is shared with you on WhatsApp." },
      benefit80G
    ],
    eligible80G: true,
    donorAvatars: [2, 4, 6, 8]
  },
  {
    title: "Winter Shelter for Aged Cows",
    subtitle: "Warm sheds and blankets before the cold sets in on the Gangetic plains",
    category: "gau_seva",
    images: ["/art/campaign-gau-seva-2.svg", "/art/campaign-gau-seva-1.svg"],
    story: p(
      "Every winter the cold winds of north India are hardest on the oldest and weakest cows. At our partner gaushala near Prayagraj, many cows sleep under open sky because the sheds are already full.",
      "We are building two new covered sheds with raised floors, and buying jute blankets and jaggery to keep the cows warm through December and January."
    ),
    description: "Two covered sheds, jute blankets and winter feed for 400 aged cows near Prayagraj.",
    raised: 96e3,
    goal: 3e5,
    participants: 318,
    sevas: [
      {
        title: "Jute Blanket for a Cow",
        description: "A thick jute blanket to protect one cow through the winter.",
        price: 351,
        img: "/art/seva-blanket.svg"
      },
      {
        title: "Shed Construction Brick",
        description: "Contribute bricks and cement for the new winter shed.",
        price: 1100,
        img: "/art/seva-brick.svg"
      },
      {
        title: "Winter Feed",
        description: "Jaggery, mustard cake and warm feed for 21 cows for a week.",
        price: 751,
        img: "/art/seva-fodder.svg"
      }
    ],
    benefits: [
      {
        heading: "Shelter for the helpless",
        description: "Your seva protects old cows who can no longer protect themselves from the cold."
      },
      { heading: "Name on the shed", description: "Donors above \u20B911,000 are named on the plaque of the new shed." },
      benefit80G
    ],
    eligible80G: true,
    donorAvatars: [3, 5]
  },
  {
    title: "Restore a 300 Year Old Shiva Temple in Garhwal",
    subtitle: "Help rebuild the stone shrine of a Himalayan village before the next monsoon",
    category: "temple_renovation",
    images: [
      "/art/campaign-temple-renovation-1.svg",
      "/art/campaign-temple-renovation-2.svg",
      "/art/campaign-temple-renovation-1.svg"
    ],
    story: p(
      "High in the Garhwal hills, a small stone temple of Lord Shiva has been the heart of a village for three centuries. Villagers gather there for every festival, wedding and harvest, and the evening aarti is still performed by the same family of priests.",
      "Heavy rains over the last few years have cracked its walls and the slate roof now leaks into the sanctum. Without repairs, the shrine may not survive another monsoon.",
      "With the guidance of traditional craftsmen, we will restore the temple in the same stone and slate, strengthen its foundation and rebuild the courtyard where the village meets."
    ),
    description: "Stone, slate and craftsmanship to restore a 300-year-old village Shiva temple in the Garhwal Himalayas.",
    raised: 421e3,
    goal: 12e5,
    participants: 564,
    sevas: [
      {
        title: "Sponsor 10 Stones",
        description: "Ten hand-dressed stones for the temple walls.",
        price: 1100,
        img: "/art/seva-brick.svg"
      },
      {
        title: "Roof Slate",
        description: "Traditional slate tiles for one square metre of the roof.",
        price: 2100,
        img: "/art/seva-brick.svg"
      },
      {
        title: "Paint and Finishing",
        description: "Natural lime and colour for the sanctum and mandap.",
        price: 751,
        img: "/art/seva-paint.svg"
      },
      {
        title: "Kalash for the Shikhara",
        description: "Contribute to the copper kalash that will crown the restored temple.",
        price: 5100,
        img: "/art/seva-paint.svg"
      }
    ],
    benefits: [
      {
        heading: "Punya of jeernoddhar",
        description: "The Agni Purana says that restoring an old temple brings greater merit than building a new one."
      },
      {
        heading: "Invitation to the pran pratishtha",
        description: "All donors are invited to the re-consecration ceremony, in person or online."
      },
      { heading: "Progress reports", description: "Monthly photos of the work are shared with every donor." },
      no80G
    ],
    eligible80G: false,
    donorAvatars: [7, 9, 10]
  },
  {
    title: "Renovate the Gopuram of a Chola Era Temple",
    subtitle: "Repair and repaint the ancient gateway tower of a temple near Kumbakonam",
    category: "temple_renovation",
    images: ["/art/campaign-temple-renovation-2.svg", "/art/campaign-temple-renovation-1.svg"],
    story: p(
      "The Kaveri delta is dotted with temples from the Chola age, many of them still in daily worship. One such temple near Kumbakonam has a five-tiered gopuram whose stucco figures have faded and cracked with time.",
      "Traditional sthapatis will repair the figures, waterproof the tiers and repaint them in natural colours, ahead of a kumbhabhishekam planned for next year."
    ),
    description: "Repairs and repainting of a five-tiered Chola-era gopuram ahead of its kumbhabhishekam.",
    raised: 655e3,
    goal: 9e5,
    participants: 892,
    sevas: [
      {
        title: "Repair One Stucco Figure",
        description: "Restoration of one deity figure on the gopuram by a sthapati.",
        price: 2500,
        img: "/art/seva-paint.svg"
      },
      {
        title: "Natural Colours",
        description: "Mineral paints for one tier of the gopuram.",
        price: 1100,
        img: "/art/seva-paint.svg"
      },
      {
        title: "Scaffolding Seva",
        description: "Bamboo scaffolding for a week of work on the tower.",
        price: 501,
        img: "/art/seva-brick.svg"
      }
    ],
    benefits: [
      {
        heading: "Preserve our heritage",
        description: "Keep a thousand-year-old tradition of temple art alive for the next generation."
      },
      {
        heading: "Kumbhabhishekam blessings",
        description: "Your name is included in the sankalp of the kumbhabhishekam."
      },
      benefit80G
    ],
    eligible80G: true,
    donorAvatars: [1, 3, 5, 7]
  },
  {
    title: "Warm Blankets for Sadhus and Pilgrims",
    subtitle: "Protect those who sleep on the ghats of Haridwar and Rishikesh through the winter",
    category: "social_activity",
    images: ["/art/campaign-social-1.svg", "/art/campaign-social-2.svg"],
    story: p(
      "Along the ghats of Haridwar and Rishikesh, many sadhus, elderly pilgrims and daily-wage workers sleep in the open. In December and January the night temperature falls close to freezing, and each winter the cold takes lives.",
      "Our volunteers walk the ghats at night to hand out thick woollen blankets, along with hot tea and medicines for those who are unwell."
    ),
    description: "Woollen blankets, hot tea and basic medicines for 5,000 sadhus and pilgrims this winter.",
    raised: 215e3,
    goal: 35e4,
    participants: 1045,
    sevas: [
      {
        title: "One Woollen Blanket",
        description: "A thick woollen blanket handed out on the ghats at night.",
        price: 451,
        img: "/art/seva-blanket.svg"
      },
      {
        title: "11 Blankets",
        description: "Blankets for eleven people sleeping in the open.",
        price: 4500,
        img: "/art/seva-blanket.svg"
      },
      {
        title: "Medicine Kit",
        description: "Basic medicines for cold, fever and pain for one family.",
        price: 301,
        img: "/art/seva-medicine.svg"
      },
      {
        title: "Hot Tea Seva",
        description: "Hot tea and biscuits for 100 people on a winter night.",
        price: 751,
        img: "/art/seva-water.svg"
      }
    ],
    benefits: [
      {
        heading: "Seva of Narayan",
        description: "To serve a person in need is to serve Narayan, as Swami Vivekananda taught."
      },
      {
        heading: "Direct distribution",
        description: "Every blanket is handed over by our volunteers, with photos shared with you."
      },
      benefit80G
    ],
    eligible80G: true,
    donorAvatars: [2, 6, 10]
  },
  {
    title: "Books and Education for Gurukul Children",
    subtitle: "Support the Vedic and modern education of children at a gurukul in Varanasi",
    category: "social_activity",
    images: ["/art/campaign-social-2.svg", "/art/campaign-social-1.svg", "/art/campaign-social-2.svg"],
    story: p(
      "At a traditional gurukul in Varanasi, 120 children from poor families study the Vedas, Sanskrit and the modern school syllabus side by side. They live, eat and learn together under the care of their acharyas.",
      "The gurukul relies entirely on donations for books, uniforms, meals and teachers' honoraria. This year it hopes to start a small library and a computer room so that its students can go on to college.",
      "Supporting a child's education, vidya daan, is counted among the greatest of gifts in our tradition."
    ),
    description: "Books, uniforms, a library and a computer room for 120 children studying at a Varanasi gurukul.",
    raised: 178e3,
    goal: 6e5,
    participants: 402,
    sevas: [
      {
        title: "Books for One Child",
        description: "Textbooks and notebooks for one child for a full year.",
        price: 1100,
        img: "/art/seva-books.svg"
      },
      {
        title: "Library Seva",
        description: "Twenty books for the new gurukul library.",
        price: 2100,
        img: "/art/seva-books.svg"
      },
      {
        title: "Uniform and Dhoti Set",
        description: "Two sets of dhoti-kurta and a uniform for one student.",
        price: 901,
        img: "/art/seva-blanket.svg"
      },
      {
        title: "Midday Meal for a Week",
        description: "Meals for all 120 students for one week.",
        price: 5100,
        img: "/art/seva-meal.svg"
      },
      {
        title: "Clean Drinking Water",
        description: "A water purifier for the gurukul hostel.",
        price: 1500,
        img: "/art/seva-water.svg"
      }
    ],
    benefits: [
      { heading: "Vidya daan", description: "The gift of knowledge continues to bear fruit for generations." },
      { heading: "Letters from students", description: "Donors receive a thank-you letter written by the children." },
      { heading: "Annual report", description: "See how every rupee was spent in a yearly report." },
      benefit80G
    ],
    eligible80G: true,
    donorAvatars: [4, 8, 9, 1, 2]
  }
];

// src/db/seed/dates.ts
var MINUTE3 = 6e4;
var HOUR3 = 60 * MINUTE3;
var MAX_SCAN_DAYS = 400;
var ist = (hhmm2) => {
  const [h, m] = hhmm2.split(":").map(Number);
  return { ist: h * 60 + m };
};
var istWeekday2 = (day2) => ((day2 + 4) % 7 + 7) % 7;
function tithiLabel(tithi) {
  if (tithi === 15 || tithi === 30) return tithiName(tithi);
  return `${pakshaOf(tithi)} Paksha ${tithiName(tithi)}`;
}
var sunrises = /* @__PURE__ */ new Map();
var sunsets = /* @__PURE__ */ new Map();
var tithis = /* @__PURE__ */ new Map();
var roughTithis = /* @__PURE__ */ new Map();
var key = (place, day2) => `${place.latitude},${place.longitude},${day2}`;
var tithiAtMs = (ms2) => tithiAt(angles.elongation(ms2));
function memo(table3, k, compute) {
  const known = table3.get(k);
  if (known !== void 0) return known;
  const value = compute();
  if (value === null) throw new Error(`demo dates: no sunrise or sunset at ${String(k)}`);
  table3.set(k, value);
  return value;
}
var sunriseOn = (day2, place) => memo(sunrises, key(place, day2), () => nextSunrise(place.latitude, place.longitude, istDayStart(day2), 1));
var sunsetOn = (day2, place) => memo(sunsets, key(place, day2), () => nextSunset(place.latitude, place.longitude, sunriseOn(day2, place), 1));
var tithiOn = (day2, place, at = "sunrise") => memo(
  tithis,
  `${key(place, day2)},${at}`,
  () => tithiAtMs(at === "sunrise" ? sunriseOn(day2, place) : sunsetOn(day2, place))
);
var followingTithi = (t) => t === 30 ? 1 : t + 1;
function observedTithi(tithis2, at, day2, place) {
  const t = tithiOn(day2, place, at);
  if (tithis2.includes(t)) return t;
  if (at === "sunset") return null;
  const kshaya = followingTithi(t);
  return tithis2.includes(kshaya) && tithiOn(day2 + 1, place) === followingTithi(kshaya) ? kshaya : null;
}
function tithiShown(rule, day2, place) {
  if (rule !== null && typeof rule === "object" && "tithi" in rule) {
    return observedTithi(rule.tithi, rule.at, day2, place) ?? tithiOn(day2, place, rule.at);
  }
  return tithiOn(day2, place);
}
var roughTithi = (day2) => memo(roughTithis, day2, () => tithiAtMs(istDayStart(day2) + 12 * HOUR3));
var cyclicDistance = (a, b) => {
  const d = Math.abs(a - b) % 30;
  return Math.min(d, 30 - d);
};
var roundUpTo5Minutes = (ms2) => Math.ceil(ms2 / (5 * MINUTE3)) * 5 * MINUTE3;
function timeOn(day2, time, place) {
  if ("ist" in time) return istDayStart(day2) + time.ist * MINUTE3;
  const base = "sunrise" in time ? sunriseOn(day2, place) : sunsetOn(day2, place);
  const offset = "sunrise" in time ? time.sunrise : time.sunset;
  return roundUpTo5Minutes(base + offset * MINUTE3);
}
function endOf(start, day2, schedule, place) {
  const { end } = schedule;
  if (!end) return start;
  return "minutes" in end ? start + end.minutes * MINUTE3 : timeOn(day2 + end.days, end.at, place);
}
function occurrenceOn(schedule, day2, place) {
  const { rule } = schedule;
  if (typeof rule === "object" && "weekday" in rule && istWeekday2(day2) !== rule.weekday) return null;
  if (typeof rule === "object" && "tithi" in rule) {
    if (!rule.tithi.some((t) => cyclicDistance(t, roughTithi(day2)) <= 1)) return null;
    if (observedTithi(rule.tithi, rule.at, day2, place) === null) return null;
  }
  const start = timeOn(day2, schedule.start, place);
  const end = endOf(start, day2, schedule, place);
  if (place.closedOn) {
    for (let d = day2; d <= istDayNumber(end); d++) if (place.closedOn(d)) return null;
  }
  return { day: day2, start, end };
}
function scan(schedule, place, fromDay, step, accept) {
  for (let i = 0; i <= MAX_SCAN_DAYS; i++) {
    const o = occurrenceOn(schedule, fromDay + step * i, place);
    if (o && accept(o)) return o;
  }
  return null;
}
function found2(o, what) {
  if (!o) throw new Error(`demo dates: no ${what} occurrence within ${MAX_SCAN_DAYS} days`);
  return o;
}
var nextDate = (schedule, after2, place) => found2(
  scan(schedule, place, istDayNumber(after2), 1, (o) => o.start > after2),
  "next"
);
var previousDate = (schedule, before, place) => found2(
  // Nothing starting after today can have ended already.
  scan(schedule, place, istDayNumber(before), -1, (o) => o.end < before),
  "previous"
);
function currentDate(schedule, at, place) {
  const o = found2(
    scan(schedule, place, istDayNumber(at), -1, (x) => x.start <= at),
    "current"
  );
  if (o.end < at) throw new Error('demo dates: a "current" schedule is not running at every moment');
  return o;
}
function occurrence(schedule, pick, now, place) {
  const today = istDayNumber(now);
  switch (pick) {
    case "next":
      return nextDate(schedule, now, place);
    case "current":
      return currentDate(schedule, now, place);
    case "previous":
      return previousDate(schedule, now, place);
    case "after-today":
      return found2(
        scan(schedule, place, today + 1, 1, () => true),
        "after-today"
      );
    case "before-today":
      return found2(
        scan(schedule, place, today - 1, -1, () => true),
        "before-today"
      );
  }
}

// src/db/seed/events.ts
var EVENTS = [
  {
    name: "Pradosh Rudrabhishek Chadhava at Kashi Vishwanath",
    temple: "kashi",
    when: { schedule: { rule: { tithi: [13, 28], at: "sunset" }, start: { sunset: 0 } }, pick: "next" },
    isActive: true,
    maxParticipants: 108,
    currentParticipants: 64,
    basePrice: 0,
    about: "On Pradosh, the Trayodashi of each fortnight, at the hour of twilight when Lord Shiva is said to dance in bliss on Mount Kailash, offerings made at the Kashi Vishwanath Jyotirlinga carry special merit. Your chadhava of bel patra, milk and flowers will be offered during the Pradosh Rudrabhishek by the pandits of Kashi, with your name and gotra taken in the sankalp, and a video of the offering will be shared with you on WhatsApp.",
    images: ["/art/event-01.svg", "/art/event-02.svg"],
    offerings: [
      {
        name: "Bel Patra (108 leaves)",
        price: 51,
        type: "Flowers",
        image: "/art/chadhava-bel-patra.svg",
        description: "Fresh bilva leaves, the leaf dearest to Mahadev, offered on the Jyotirlinga."
      },
      {
        name: "Dugdh Abhishek",
        price: 151,
        type: "Abhishek",
        image: "/art/chadhava-milk.svg",
        description: "Pure cow milk poured over the Jyotirlinga during the chanting of the Shri Rudram, one of the most loved offerings to Lord Shiva on Pradosh."
      },
      {
        name: "White Flower Garland",
        price: 101,
        type: "Flowers",
        image: "/art/chadhava-flowers.svg",
        description: "A garland of white flowers and dhatura for Baba Vishwanath."
      },
      {
        name: "Ghee Diya",
        price: 51,
        type: "Diya",
        image: "/art/chadhava-ghee-diya.svg",
        description: "A pure ghee lamp lit at the evening aarti in your name."
      },
      {
        name: "Anna Seva for Sadhus",
        price: 501,
        type: "Seva",
        image: "/art/chadhava-anna-seva.svg",
        description: "A sattvik meal served to eleven sadhus on the ghats after the Pradosh puja, shared as prasad of Baba Vishwanath."
      }
    ]
  },
  {
    name: "Shanivar Til Tel Chadhava at Trimbakeshwar",
    temple: "trimbak",
    when: { schedule: { rule: { weekday: 6 }, start: { sunset: 0 } }, pick: "before-today" },
    isActive: true,
    maxParticipants: 501,
    currentParticipants: 389,
    basePrice: 151,
    about: "Saturday, Shanivar, is the day of Shani Dev, the lord of karma and justice. At Trimbakeshwar, at the source of the Godavari, sesame oil, black til and iron were offered at dusk with the Shani Stotra of King Dasharatha, in the names of all the devotees who joined this Shanivar chadhava, for relief from Sade Sati, Dhaiya and the hardships of Shani Mahadasha.",
    images: ["/art/event-02.svg"],
    offerings: [
      {
        name: "Til Tel Abhishek",
        price: 121,
        type: "Abhishek",
        image: "/art/chadhava-til-oil.svg",
        description: "Sesame oil poured over the Shani shila while the Shani mantra is chanted 108 times."
      },
      {
        name: "Black Til and Urad Daan",
        price: 101,
        type: "Daan",
        image: "/art/chadhava-til-oil.svg",
        description: "Black sesame and urad dal given in charity, a traditional remedy for Shani dosh."
      },
      {
        name: "Sarson Tel Diya",
        price: 51,
        type: "Diya",
        image: "/art/chadhava-deep-daan.svg",
        description: "A mustard oil lamp lit under a peepal tree at dusk."
      },
      {
        name: "Blue Vastra",
        price: 251,
        type: "Vastra",
        image: "/art/chadhava-vastra.svg",
        description: "A blue cloth offered to Shani Dev, and afterwards given to a person in need."
      },
      {
        name: "Feed Black Dogs and Crows",
        price: 101,
        image: "/art/chadhava-anna-seva.svg",
        description: "Roti with mustard oil fed to black dogs and crows, considered dear to Shani Dev and a gentle way to ease his influence in your life."
      }
    ]
  },
  {
    name: "Sankashti Chaturthi Modak Chadhava",
    temple: "siddhivinayak",
    when: { schedule: { rule: { tithi: [19] }, start: ist("08:00") }, pick: "next" },
    isActive: true,
    maxParticipants: 50,
    currentParticipants: 48,
    basePrice: 101,
    about: "Sankashti Chaturthi, the fourth day of the waning moon, is the monthly vrat of Lord Ganesha, observed until moonrise. Offer modak, durva and red hibiscus to Shree Siddhivinayak in Mumbai, the right-trunked Ganesha who removes every sankat. Only fifty devotees can be included in this special sankalp, so book soon.",
    images: ["/art/event-03.svg", "/art/event-04.svg"],
    offerings: [
      {
        name: "Ukadiche Modak (11)",
        price: 251,
        type: "Bhog",
        image: "/art/chadhava-laddoo.svg",
        description: "Steamed rice-flour modak filled with coconut and jaggery, Bappa's favourite naivedya, prepared fresh in pure ghee on the morning of Sankashti."
      },
      {
        name: "Durva Garland (21 Blades)",
        price: 51,
        type: "Flowers",
        image: "/art/chadhava-bel-patra.svg",
        description: "Twenty-one blades of durva grass tied as a garland for Ganesha."
      },
      {
        name: "Red Hibiscus Mala",
        price: 101,
        type: "Flowers",
        image: "/art/chadhava-flowers.svg",
        description: "A garland of red hibiscus, the flower of Ganesha."
      },
      {
        name: "Shriphal",
        price: 71,
        type: "Bhog",
        image: "/art/chadhava-coconut.svg",
        description: "A whole coconut offered for the fulfilment of your wish."
      },
      {
        name: "Sindoor Lepan",
        price: 151,
        type: "Shringar",
        image: "/art/chadhava-sindoor.svg",
        description: "Sindoor mixed with ghee applied to the murti as shringar."
      },
      {
        name: "Ghee Diya",
        price: 51,
        type: "Diya",
        image: "/art/chadhava-ghee-diya.svg",
        description: "A ghee lamp lit during the moonrise aarti."
      }
    ]
  },
  {
    name: "Ekadashi Makhan Mishri Bhog for Banke Bihari ji",
    temple: "bankebihari",
    when: { schedule: { rule: { tithi: [11, 26] }, start: ist("09:00") }, pick: "after-today" },
    isActive: true,
    maxParticipants: 108,
    currentParticipants: 108,
    basePrice: 0,
    about: "On Ekadashi, the day dearest to Lord Vishnu, Shri Banke Bihari ji is offered makhan mishri, the butter and rock sugar he stole as a child in Gokul. Your bhog and tulsi will be offered during the shringar darshan in Vrindavan, and the prasad sent back to you in the Aashirwad Box. All 108 places for this Ekadashi have been taken.",
    images: ["/art/event-05.svg"],
    offerings: [
      {
        name: "Makhan Mishri Bhog",
        price: 151,
        type: "Bhog",
        image: "/art/chadhava-laddoo.svg",
        description: "Fresh white butter with rock sugar, the favourite bhog of the child Krishna."
      },
      {
        name: "Tulsi Mala",
        price: 101,
        type: "Flowers",
        image: "/art/chadhava-bel-patra.svg",
        description: "A garland of fresh tulsi leaves, without which no bhog reaches the Lord."
      },
      {
        name: "Poshak for Thakur ji",
        price: 1100,
        type: "Vastra",
        image: "/art/chadhava-vastra.svg",
        description: "A hand-stitched silk poshak with zari work, worn by Shri Banke Bihari ji for a day of darshan and then returned to you as a blessed keepsake."
      },
      {
        name: "Phool Bangla Seva",
        price: 501,
        type: "Flowers",
        image: "/art/chadhava-flowers.svg",
        description: "Contribution to the flower palace built around the Lord in the evening."
      }
    ]
  },
  {
    name: "Chunri Chadhava for Mata Rani",
    temple: "vaishnodevi",
    when: "later-today",
    isActive: true,
    maxParticipants: null,
    currentParticipants: 212,
    basePrice: 251,
    about: "Every day the holy cave of Mata Vaishno Devi resounds with Jai Mata Di. Offer a red chunri, shringar and a coconut to Mata Rani, to be placed before the three holy pindis of Maha Kali, Maha Lakshmi and Maha Saraswati on the day shown. Devotees offer the chunri for the protection of the family and the fulfilment of a heartfelt wish, and there is no limit on how many can join.",
    images: ["/art/event-06.svg", "/art/event-07.svg"],
    offerings: [
      {
        name: "Red Chunri with Gota",
        price: 251,
        type: "Vastra",
        image: "/art/chadhava-vastra.svg",
        description: "A red chunri with golden gota border offered to Mata Rani."
      },
      {
        name: "Solah Shringar",
        price: 351,
        type: "Shringar",
        image: "/art/chadhava-sindoor.svg",
        description: "The sixteen adornments of a bride, bangles, sindoor, bindi, mehendi and more, offered to the Goddess for saubhagya and the well-being of every married woman in your family."
      },
      {
        name: "Shriphal",
        price: 71,
        type: "Bhog",
        image: "/art/chadhava-coconut.svg",
        description: "A coconut wrapped in chunri and mauli."
      },
      {
        name: "Halwa Chana Bhog",
        price: 201,
        type: "Bhog",
        image: "/art/chadhava-laddoo.svg",
        description: "Sooji halwa, kala chana and puri, the bhog of kanya pujan."
      },
      {
        name: "Akhand Jyot for Nine Days",
        price: 1100,
        type: "Diya",
        image: "/art/chadhava-ghee-diya.svg",
        description: "A ghee lamp kept burning before Mata Rani for nine days and nights in your name."
      },
      {
        name: "Kanya Pujan",
        price: 501,
        image: "/art/chadhava-anna-seva.svg",
        description: "Nine young girls honoured as forms of the Goddess with a meal and gifts."
      }
    ]
  },
  {
    name: "Mahaprasad Bhog at Jagannath Puri",
    temple: "jagannath",
    when: { schedule: { rule: "daily", start: ist("12:00") }, pick: "after-today" },
    isActive: true,
    maxParticipants: 200,
    currentParticipants: 37,
    basePrice: 501,
    about: "The Mahaprasad of Lord Jagannath is cooked in earthen pots over wood fire in the great temple kitchen of Puri and offered to the Lord in fifty-six varieties. Sponsor a portion of this sacred bhog in your name, to be offered at the midday puja, as it is every day, and then shared with pilgrims at the Ananda Bazaar.",
    images: ["/art/event-08.svg"],
    offerings: [
      {
        name: "Mahaprasad Portion",
        price: 501,
        type: "Bhog",
        image: "/art/chadhava-anna-seva.svg",
        description: "Rice, dal, sabzi and sweets from the temple kitchen, offered to the Lord and shared with pilgrims."
      },
      {
        name: "Khaja Bhog",
        price: 151,
        type: "Bhog",
        image: "/art/chadhava-laddoo.svg",
        description: "The layered sweet famous as Puri's dry prasad, offered to the Lord and packed for you in the Aashirwad Box so your family can share it."
      },
      {
        name: "Tulsi and Flowers",
        price: 101,
        type: "Flowers",
        image: "/art/chadhava-flowers.svg",
        description: "Tulsi leaves and seasonal flowers for the three deities."
      },
      {
        name: "Deep Daan on the Sea Shore",
        price: 101,
        type: "Diya",
        image: "/art/chadhava-deep-daan.svg",
        description: "Eleven diyas lit at the Mahodadhi shore at dusk."
      }
    ]
  },
  {
    name: "Amavasya Deep Daan at Kamakhya",
    temple: "kamakhya",
    when: { schedule: { rule: { tithi: [30], at: "sunset" }, start: { sunset: 0 } }, pick: "next" },
    isActive: true,
    maxParticipants: 300,
    currentParticipants: 18,
    basePrice: 0,
    about: "On Amavasya, the moonless night held sacred in the Shakta worship of Nilachal Hill, lamps are lit at dusk around the Shakti Peetha of Maa Kamakhya. Light lamps in your name and offer red flowers, sindoor and a chunri to the Mother, praying for strength, fertility and the protection of your home.",
    images: ["/art/event-07.svg", "/art/event-01.svg"],
    offerings: [
      {
        name: "21 Diyas",
        price: 151,
        type: "Diya",
        image: "/art/chadhava-deep-daan.svg",
        description: "Twenty-one earthen lamps lit around the temple courtyard."
      },
      {
        name: "Red Hibiscus and Sindoor",
        price: 101,
        type: "Flowers",
        image: "/art/chadhava-sindoor.svg",
        description: "Red hibiscus and sindoor, the offerings dearest to the Mother."
      },
      {
        name: "Chunri and Shringar",
        price: 251,
        type: "Vastra",
        image: "/art/chadhava-vastra.svg",
        description: "A red chunri and shringar items offered at the Shakti Peetha."
      },
      {
        name: "Bhog Prasad",
        price: 201,
        image: "/art/chadhava-laddoo.svg",
        description: "Traditional bhog of the temple offered to the Mother and sent to you as prasad."
      }
    ]
  },
  {
    name: "Somvar Bilva Patra Chadhava at Somnath",
    temple: "somnath",
    when: { schedule: { rule: { weekday: 1 }, start: ist("19:00") }, pick: "before-today" },
    isActive: true,
    maxParticipants: 150,
    currentParticipants: 131,
    basePrice: 101,
    about: "Monday, Somvar, is the day of Lord Shiva and of the Moon, who was healed by Mahadev at Prabhas. Bilva leaves, milk and white flowers were offered at the first Jyotirlinga during the evening aarti by the sea, in the names of all the devotees who joined this Somvar chadhava.",
    images: ["/art/event-04.svg"],
    offerings: [
      {
        name: "Bilva Patra (51 Leaves)",
        price: 51,
        type: "Flowers",
        image: "/art/chadhava-bel-patra.svg",
        description: "Fifty-one bilva leaves offered on the Jyotirlinga."
      },
      {
        name: "Dugdh Abhishek",
        price: 151,
        type: "Abhishek",
        image: "/art/chadhava-milk.svg",
        description: "Milk abhishek of the Jyotirlinga during the evening aarti."
      },
      {
        name: "Ghee Diya",
        price: 51,
        type: "Diya",
        image: "/art/chadhava-ghee-diya.svg",
        description: "A pure ghee lamp lit by the sea at dusk."
      },
      {
        name: "Gau Seva",
        price: 151,
        type: "Seva",
        image: "/art/chadhava-gau-seva.svg",
        description: "Green fodder for the cows of the temple gaushala."
      }
    ]
  }
];

// src/db/seed/offerings.ts
var OFFERINGS = [
  {
    name: "Gau Seva",
    description: "Feed green fodder, jaggery and roti to the cows of a temple gaushala in your name.",
    price: 151,
    image: "/art/chadhava-gau-seva.svg",
    type: "Seva"
  },
  {
    name: "Deep Daan",
    description: "Eleven diyas lit in your name at the evening aarti on the ghats.",
    price: 101,
    image: "/art/chadhava-deep-daan.svg",
    type: "Daan"
  },
  {
    name: "Anna Seva",
    description: "A sattvik meal served to pilgrims, sadhus and the needy near the temple.",
    price: 501,
    image: "/art/chadhava-anna-seva.svg",
    type: "Seva"
  },
  {
    name: "Vastra Daan",
    description: "New clothes offered to the deity and then given to those in need.",
    price: 351,
    image: "/art/chadhava-vastra.svg",
    type: "Daan"
  },
  {
    name: "Pushp Seva",
    description: "A fresh garland of marigold and rose offered to the deity at dawn.",
    price: 101,
    image: "/art/chadhava-flowers.svg",
    type: "Chadhava"
  },
  {
    name: "Dugdh Abhishek",
    description: "Milk abhishek of the Shiva lingam with your name taken in the sankalp.",
    price: 151,
    image: "/art/chadhava-milk.svg",
    type: "Chadhava"
  },
  {
    name: "Akhand Jyoti",
    description: "A pure ghee lamp kept burning before the deity for eleven days.",
    price: 1100,
    image: "/art/chadhava-ghee-diya.svg",
    type: "Chadhava"
  },
  {
    name: "Shriphal Arpan",
    description: "A coconut wrapped in red cloth and mauli, offered for a wish close to your heart.",
    price: 71,
    image: "/art/chadhava-coconut.svg",
    type: "Chadhava"
  },
  {
    name: "Til Daan",
    description: "Black sesame and sesame oil given in charity on Saturdays to ease the influence of Shani.",
    price: 121,
    image: "/art/chadhava-til-oil.svg",
    type: "Daan"
  }
];

// src/db/seed/pandits.ts
var PANDITS = [
  {
    name: "Acharya Rajendra Shastri",
    location: "Varanasi, Uttar Pradesh",
    img: "/art/pandit-01.svg",
    description: "A Jyotish Acharya from Sampurnanand Sanskrit University, Acharya Rajendra Shastri has guided families in Kashi for three decades on kundli, muhurat and remedies rooted in the Vedic tradition.",
    highlightPoints: [
      "30+ years of Vedic astrology practice",
      "Jyotish Acharya, Sampurnanand Sanskrit University",
      "Expert in kundli matching for marriage",
      "Muhurat for griha pravesh and weddings",
      "Remedies through mantra, daan and puja",
      "Consulted by over 20,000 families"
    ],
    experienceYears: 32,
    languages: ["Hindi", "English", "Sanskrit", "Bhojpuri"],
    specialities: ["Vedic astrology", "Kundli matching", "Muhurat"],
    rating: 4.9
  },
  {
    name: "Pt. Devendra Joshi",
    location: "Ujjain, Madhya Pradesh",
    img: "/art/pandit-02.svg",
    description: "From a family of astrologers serving the Mahakal temple city for generations, Pt. Devendra Joshi specialises in Mangal dosh, Kaal Sarp dosh and career guidance through the dasha system.",
    highlightPoints: [
      "Fourth-generation astrologer from Ujjain",
      "Specialist in Mangal and Kaal Sarp dosh",
      "Career and business guidance by dasha",
      "Clear, practical remedies",
      "Available for Hindi and Marathi consultations"
    ],
    experienceYears: 24,
    languages: ["Hindi", "Marathi", "English"],
    specialities: ["Vedic astrology", "Dosh nivaran", "Career guidance"],
    rating: 4.8
  },
  {
    name: "Jyotishacharya Meera Sharma",
    location: "Haridwar, Uttarakhand",
    img: "/art/pandit-03.svg",
    description: "Jyotishacharya Meera Sharma combines Parashari astrology with numerology to help devotees with marriage, health and family questions, with a gentle and compassionate approach.",
    highlightPoints: [
      "Parashari astrology and numerology",
      "Marriage and relationship counselling",
      "Gemstone recommendations after careful analysis",
      "Warm, patient consultations"
    ],
    experienceYears: 15,
    languages: ["Hindi", "English", "Punjabi"],
    specialities: ["Vedic astrology", "Numerology", "Gemstone guidance"],
    rating: 4.8
  },
  {
    name: "Sri Venkatesh Iyer",
    location: "Chennai, Tamil Nadu",
    img: "/art/pandit-04.svg",
    description: "Sri Venkatesh Iyer is a scholar of South Indian jyotisha and prasna, known for precise muhurat selection and detailed horoscope matching using the porutham system.",
    highlightPoints: [
      "Porutham horoscope matching",
      "Prasna (horary) astrology",
      "Muhurat for weddings and upanayanam"
    ],
    experienceYears: 27,
    languages: ["Tamil", "English", "Telugu", "Sanskrit"],
    specialities: ["Kundli matching", "Prasna", "Muhurat"],
    rating: 4.9
  },
  {
    name: "Acharya Harish Trivedi",
    location: "Ahmedabad, Gujarat",
    img: "/art/pandit-05.svg",
    description: "An engineer turned Vastu Shastra consultant, Acharya Harish Trivedi helps families and businesses plan homes, offices and factories in harmony with the five elements, often without any demolition.",
    highlightPoints: ["Vastu for homes, offices and factories", "Remedies without demolition"],
    experienceYears: 18,
    languages: ["Gujarati", "Hindi", "English"],
    specialities: ["Vastu", "Commercial vastu", "Plot selection"],
    rating: 4.7
  },
  {
    name: "Pt. Gopal Krishna Bhatt",
    location: "Udupi, Karnataka",
    img: "/art/pandit-06.svg",
    description: "Trained in the Madhva tradition at Udupi, Pt. Gopal Krishna Bhatt advises on graha shanti, naming ceremonies and auspicious timings, and explains every remedy in simple words.",
    highlightPoints: ["Graha shanti and remedies"],
    experienceYears: 21,
    languages: ["Kannada", "Tulu", "Hindi", "English"],
    specialities: ["Vedic astrology", "Naamkaran", "Graha shanti"],
    rating: 4.8
  },
  {
    name: "Dr. Anand Mishra",
    location: "Prayagraj, Uttar Pradesh",
    img: "/art/pandit-07.svg",
    description: "Dr. Anand Mishra holds a doctorate in Jyotish and is consulted for both astrology and Vastu, especially for new homes, griha pravesh timing and the placement of the puja room.",
    highlightPoints: [],
    experienceYears: 12,
    languages: ["Hindi", "English"],
    specialities: ["Vastu", "Vedic astrology", "Griha pravesh muhurat"],
    rating: 4.7
  },
  {
    name: "Acharya Suresh Pandey",
    location: "Nashik, Maharashtra",
    img: "/art/pandit-08.svg",
    description: "A purohit of Trimbakeshwar, Acharya Suresh Pandey advises devotees on Kaal Sarp, Pitru and Nadi dosh and on the rituals that bring relief, drawing on long experience of performing them.",
    highlightPoints: [
      "Purohit at Trimbakeshwar for 20 years",
      "Kaal Sarp, Pitru and Nadi dosh guidance",
      "Narayan Nagbali and Tripindi Shraddha advice"
    ],
    experienceYears: 20,
    languages: ["Marathi", "Hindi"],
    specialities: ["Dosh nivaran", "Kundli analysis", "Vedic astrology"],
    rating: 4.8
  }
];
function panditServices(pd) {
  const isVastu = (sp) => /vastu|plot/i.test(sp);
  const vastu = pd.specialities.some(isVastu);
  const astro = pd.specialities.some((sp) => !isVastu(sp));
  return [...astro ? ["Astro"] : [], ...vastu ? ["Vastu"] : []];
}
var MORNING = { from: "10:00", to: "13:00" };
var EVENING = { from: "16:00", to: "19:00" };
function panditHours(n2) {
  const dayOff = n2 % 2 === 0 ? 0 : 2;
  return Array.from({ length: 7 }, (_, day2) => day2 === dayOff ? [] : [MORNING, EVENING]);
}

// src/db/seed/puja-extras.ts
function pujaPackages2(prices2, focus, blessing) {
  const [single, couple, family, joint] = prices2;
  return [
    {
      img: "/art/package-single.svg",
      thumbnailTitle: "Single Puja",
      price: single,
      numberOfPeople: 1,
      points: [
        `${focus} performed in your name and gotra`,
        "Sankalp recited by the pandit with your name",
        "Video of the puja on WhatsApp within 3-5 days",
        "Aashirwad Box with prasad delivered to your home"
      ]
    },
    {
      img: "/art/package-couple.svg",
      thumbnailTitle: "Couple Puja",
      price: couple,
      numberOfPeople: 2,
      points: [
        "Sankalp for husband and wife together",
        `${focus} performed in both names and your gotra`,
        "Video of the puja on WhatsApp within 3-5 days",
        "Aashirwad Box with prasad for the couple"
      ]
    },
    {
      img: "/art/package-family.svg",
      thumbnailTitle: "Family Puja",
      price: family,
      numberOfPeople: 4,
      points: [
        "Sankalp for up to 4 family members",
        "Every member named with the family gotra during the puja",
        `Special prayer for ${blessing}`,
        "Video of the puja on WhatsApp within 3-5 days",
        "Aashirwad Box with prasad for the whole family"
      ]
    },
    {
      img: "/art/package-joint-family.svg",
      thumbnailTitle: "Joint Family Puja",
      price: joint,
      numberOfPeople: 6,
      points: [
        "Sankalp for up to 6 family members",
        `${focus} with extended mantra jaap for the whole family`,
        `Special prayer for ${blessing}`,
        "Video of the puja on WhatsApp within 3-5 days",
        "Aashirwad Box with extra prasad for the joint family"
      ]
    }
  ];
}
var CHADHAVA_ITEMS = {
  belPatra: {
    title: "Bel Patra Mala",
    price: 51,
    image: "/art/chadhava-bel-patra.svg",
    description: "A garland of 108 fresh bilva leaves, the leaf dearest to Lord Shiva, offered on the lingam with your name."
  },
  flowers: {
    title: "Phool Mala (Marigold Garland)",
    price: 101,
    image: "/art/chadhava-flowers.svg",
    description: "A fresh garland of marigold and rose offered to the deity at the start of the puja."
  },
  coconut: {
    title: "Shriphal (Coconut)",
    price: 71,
    image: "/art/chadhava-coconut.svg",
    description: "A whole coconut wrapped in red cloth and mauli, offered for the fulfilment of your wish."
  },
  gheeDiya: {
    title: "Akhand Ghee Jyoti",
    price: 1100,
    image: "/art/chadhava-ghee-diya.svg",
    description: "A pure desi ghee lamp kept burning before the deity for eleven days in your name."
  },
  deepDaan: {
    title: "Deep Daan (11 Diyas)",
    price: 101,
    image: "/art/chadhava-deep-daan.svg",
    description: "Eleven earthen lamps lit in your name during the evening aarti."
  },
  milk: {
    title: "Panchamrit Abhishek",
    price: 251,
    image: "/art/chadhava-milk.svg",
    description: "Milk, curd, ghee, honey and sugar offered in abhishek, then shared as prasad."
  },
  vastra: {
    title: "Vastra for the Deity",
    price: 351,
    image: "/art/chadhava-vastra.svg",
    description: "New silk vastra offered to adorn the deity, with your name taken in the sankalp."
  },
  laddoo: {
    title: "Laddoo Bhog",
    price: 201,
    image: "/art/chadhava-laddoo.svg",
    description: "Besan laddoo prepared in pure ghee, offered as bhog and distributed as prasad."
  },
  modak: {
    title: "Modak Bhog (21 Modak)",
    price: 251,
    image: "/art/chadhava-laddoo.svg",
    description: "Twenty-one ukadiche modak, the favourite sweet of Lord Ganesha, offered as naivedya."
  },
  sindoor: {
    title: "Sindoor and Chunri",
    price: 151,
    image: "/art/chadhava-sindoor.svg",
    description: "Sindoor, a red chunri and shringar items offered to the Goddess for saubhagya."
  },
  tilOil: {
    title: "Til Tel (Sesame Oil)",
    price: 121,
    image: "/art/chadhava-til-oil.svg",
    description: "Pure sesame oil with black til offered to pacify Shani Dev and the malefic planets."
  },
  gauSeva: {
    title: "Gau Seva",
    price: 151,
    image: "/art/chadhava-gau-seva.svg",
    description: "Green fodder and jaggery fed to the cows of the temple gaushala in your name."
  },
  annaSeva: {
    title: "Anna Seva",
    price: 501,
    image: "/art/chadhava-anna-seva.svg",
    description: "A sattvik meal served to pilgrims and the needy near the temple on the day of the puja."
  }
};

// src/db/seed/products.ts
var CLOTH_SIZES = [
  { name: "S", extraPrice: 0 },
  { name: "M", extraPrice: 0 },
  { name: "L", extraPrice: 50 },
  { name: "XL", extraPrice: 100 }
];
var FREE_SIZE = [{ name: "Free Size", extraPrice: 0 }];
var PRODUCTS = [
  {
    name: "Pure Cotton Puja Dhoti",
    art: "dhoti",
    category: "cloths",
    basePrice: 499,
    description: "A soft, unstitched dhoti of pure handloom cotton with a thin golden border, woven for daily puja, temple visits and sacred ceremonies. Ready to wear in the traditional panchakacham or simple style.",
    features: [
      "100% handloom cotton",
      "4.5 metre length with zari border",
      "Pre-washed, does not shrink",
      "Suitable for havan and abhishek",
      "Woven by weavers of Varanasi"
    ],
    sizes: FREE_SIZE,
    colors: [
      { name: "White", extraPrice: 0, colorHex: "#FFFFFF" },
      { name: "Cream", extraPrice: 0, colorHex: "#F5E6C8" },
      { name: "Saffron", extraPrice: 50, colorHex: "#F28C28" }
    ]
  },
  {
    name: "Khadi Kurta for Puja",
    art: "kurta",
    category: "cloths",
    basePrice: 899,
    description: "A comfortable straight-cut kurta in breathable khadi, with a mandarin collar and wooden buttons. Made for long pujas, satsang and festival days.",
    features: [
      "Hand-spun khadi cotton",
      "Mandarin collar with wooden buttons",
      "Side pockets",
      "Breathable for long ceremonies"
    ],
    sizes: CLOTH_SIZES,
    colors: [
      { name: "Off White", extraPrice: 0, colorHex: "#FAF3E0" },
      { name: "Saffron", extraPrice: 0, colorHex: "#F28C28" },
      { name: "Maroon", extraPrice: 100, colorHex: "#800020" }
    ]
  },
  {
    name: "Banarasi Silk Saree",
    art: "saree",
    category: "cloths",
    basePrice: 3499,
    description: "A graceful Banarasi silk saree with zari buttis and a rich pallu, woven in Varanasi for weddings, pujas and festive days. Comes with an unstitched blouse piece.",
    features: [
      "Art silk with zari weave",
      "5.5 metre saree with 0.8 metre blouse piece",
      "Traditional buti and kalga motifs",
      "Dry clean recommended",
      "Woven in Varanasi"
    ],
    sizes: FREE_SIZE,
    colors: [
      { name: "Red", extraPrice: 0, colorHex: "#B22222" },
      { name: "Mustard Yellow", extraPrice: 0, colorHex: "#E1AD01" },
      { name: "Royal Blue", extraPrice: 200, colorHex: "#1F3A93" }
    ]
  },
  {
    name: "Ram Naam Woollen Shawl",
    art: "shawl",
    category: "cloths",
    basePrice: 1299,
    description: "A warm shawl of soft wool printed with the holy name of Shri Ram, perfect for early-morning aarti, meditation and winter pilgrimages.",
    features: ["Soft acrylic-wool blend", "Ram naam print throughout", "Fringed ends", "Generous 2 x 1 metre size"],
    sizes: FREE_SIZE,
    colors: [
      { name: "Saffron", extraPrice: 0, colorHex: "#F28C28" },
      { name: "Yellow", extraPrice: 0, colorHex: "#FFD23F" }
    ]
  },
  {
    name: "Silk Angavastram",
    art: "angavastram",
    category: "cloths",
    basePrice: 699,
    description: "An angavastram of art silk with a broad zari border, worn over the shoulder in temples of the South and offered to honour priests and elders.",
    features: [
      "Art silk with broad zari border",
      "2 metre length",
      "Ideal as a gift to pandits",
      "Lightweight and soft",
      "Comes folded in a gift box"
    ],
    sizes: FREE_SIZE,
    colors: [
      { name: "Cream and Gold", extraPrice: 0, colorHex: "#F3E5AB" },
      { name: "Maroon and Gold", extraPrice: 50, colorHex: "#800020" },
      { name: "Green and Gold", extraPrice: 50, colorHex: "#2E7D32" }
    ]
  },
  {
    name: "Mata Rani Chunri",
    art: "chunri",
    category: "cloths",
    basePrice: 251,
    description: 'A bright red chunri with golden gota border and "Jai Mata Di" print, to offer to the Goddess at home or carry on pilgrimage to Vaishno Devi.',
    features: [
      "Georgette with gota lace",
      "Jai Mata Di print",
      "Suitable for murti and devotee",
      "Light and easy to fold"
    ],
    sizes: [
      { name: "Murti Size", extraPrice: 0 },
      { name: "Free Size", extraPrice: 50 }
    ],
    colors: [
      { name: "Red", extraPrice: 0, colorHex: "#C62828" },
      { name: "Pink", extraPrice: 0, colorHex: "#E91E63" }
    ]
  },
  {
    name: "Panchmukhi Rudraksha Mala",
    art: "rudraksha-mala",
    category: "worship",
    basePrice: 799,
    description: "A japa mala of 108+1 natural five-faced Rudraksha beads from Nepal, knotted on red thread and energised with the Maha Mrityunjaya mantra in Kashi.",
    features: [
      "108+1 natural panchmukhi beads",
      "Energised at Kashi",
      "Hand-knotted on cotton thread",
      "Ideal for Shiva mantra jaap",
      "Lab-tested for authenticity"
    ],
    sizes: [
      { name: "Small Beads (6 mm)", extraPrice: 0 },
      { name: "Medium Beads (8 mm)", extraPrice: 200 },
      { name: "Large Beads (10 mm)", extraPrice: 450 }
    ],
    colors: [{ name: "Natural", extraPrice: 0, colorHex: "#6D4C41" }]
  },
  {
    name: "Brass Akhand Diya",
    art: "brass-diya",
    category: "worship",
    basePrice: 649,
    description: "A heavy brass diya with a glass chimney that keeps the flame steady for akhand jyoti through Navratri and festivals. Holds ghee or oil for many hours.",
    features: ["Solid brass", "Glass wind guard", "Burns up to 24 hours", "Easy-clean wick holder"],
    sizes: [
      { name: "Small", extraPrice: 0 },
      { name: "Medium", extraPrice: 150 },
      { name: "Large", extraPrice: 300 }
    ],
    colors: [
      { name: "Golden Brass", extraPrice: 0, colorHex: "#B5A642" },
      { name: "Antique Brass", extraPrice: 100, colorHex: "#8C7853" }
    ]
  },
  {
    name: "Complete Puja Thali Set",
    art: "puja-thali",
    category: "worship",
    basePrice: 1199,
    description: "A complete brass puja thali with diya, bell, kumkum and rice containers, incense holder and a small kalash, everything needed for daily aarti.",
    features: [
      "Brass thali with engraved border",
      "Diya, bell and kalash included",
      "Kumkum, haldi and akshat bowls",
      "Incense stand",
      "Gift-ready packing"
    ],
    sizes: [
      { name: "8 inch", extraPrice: 0 },
      { name: "10 inch", extraPrice: 250 },
      { name: "12 inch", extraPrice: 500 }
    ],
    colors: [
      { name: "Brass", extraPrice: 0, colorHex: "#B5A642" },
      { name: "German Silver", extraPrice: 300, colorHex: "#C0C0C0" }
    ]
  },
  {
    name: "Mysore Sandalwood Agarbatti",
    art: "incense",
    category: "worship",
    basePrice: 149,
    description: "Hand-rolled incense sticks with the calming fragrance of Mysore sandalwood, made with natural resins and no charcoal, for a clean and gentle smoke.",
    features: ["Charcoal-free", "Hand-rolled", "Burns 40 minutes per stick", "Natural resins and oils"],
    sizes: [
      { name: "Pack of 2", extraPrice: 0 },
      { name: "Pack of 5", extraPrice: 200 },
      { name: "Pack of 10", extraPrice: 450 }
    ],
    colors: [
      { name: "Sandalwood", extraPrice: 0, colorHex: "#C19A6B" },
      { name: "Rose", extraPrice: 0, colorHex: "#E57373" },
      { name: "Mogra", extraPrice: 20, colorHex: "#F5F5F5" }
    ]
  },
  {
    name: "Copper Kalash",
    art: "kalash",
    category: "worship",
    basePrice: 549,
    description: "A pure copper kalash for griha pravesh, Navratri ghatasthapana and daily puja, with a hammered finish and a matching lid.",
    features: [
      "Pure copper",
      "Hand-hammered finish",
      "Matching lid",
      "Ideal for ghatasthapana",
      "Polish with lemon and salt"
    ],
    sizes: [
      { name: "Small (500 ml)", extraPrice: 0 },
      { name: "Medium (1 litre)", extraPrice: 200 },
      { name: "Large (2 litre)", extraPrice: 450 }
    ],
    colors: [{ name: "Copper", extraPrice: 0, colorHex: "#B87333" }]
  },
  {
    name: "Brass Puja Ghanti",
    art: "bell",
    category: "worship",
    basePrice: 399,
    description: "A brass puja bell with a Nandi handle and a long, clear ring, rung during aarti to invite the divine and clear the space of negativity.",
    features: ["Solid brass with Nandi handle", "Long resonant sound", "Polished finish", "Comfortable grip"],
    sizes: [
      { name: "Small", extraPrice: 0 },
      { name: "Medium", extraPrice: 150 },
      { name: "Large", extraPrice: 350 }
    ],
    colors: [{ name: "Golden Brass", extraPrice: 0, colorHex: "#B5A642" }]
  },
  {
    name: "Gangajal from Gangotri",
    art: "gangajal",
    category: "worship",
    basePrice: 99,
    description: "Holy Ganga water collected at Gangotri and sealed in a copper-coloured bottle, for abhishek, sprinkling in the home and sacred ceremonies.",
    features: [
      "Collected at Gangotri",
      "Sealed bottle",
      "For abhishek and shuddhi",
      "Travel friendly",
      "Long shelf life"
    ],
    sizes: [
      { name: "250 ml", extraPrice: 0 },
      { name: "500 ml", extraPrice: 60 },
      { name: "1 litre", extraPrice: 140 }
    ],
    colors: [{ name: "Copper Bottle", extraPrice: 0, colorHex: "#B87333" }]
  },
  {
    name: "Vrindavan Tulsi Kanthi Mala",
    art: "tulsi-mala",
    category: "worship",
    basePrice: 199,
    description: "A mala of hand-turned tulsi wood beads from Vrindavan, worn by Vaishnava devotees and used for japa of the Hare Krishna maha-mantra.",
    features: [
      "Genuine Vrindavan tulsi wood",
      "108+1 beads for japa",
      "Hand-turned beads",
      "Comes with a cotton japa bag"
    ],
    sizes: [
      { name: "Small Beads", extraPrice: 0 },
      { name: "Medium Beads", extraPrice: 50 },
      { name: "Large Beads", extraPrice: 100 }
    ],
    colors: [
      { name: "Natural", extraPrice: 0, colorHex: "#C8AD7F" },
      { name: "Dark Polish", extraPrice: 30, colorHex: "#7B5B3A" }
    ]
  }
];
var DEMO_STOCK = [
  { product: "Pure Cotton Puja Dhoti", size: "Free Size", color: "White", onHand: 50 },
  { product: "Pure Cotton Puja Dhoti", size: "Free Size", color: "Cream", onHand: 3 },
  { product: "Pure Cotton Puja Dhoti", size: "Free Size", color: "Saffron", onHand: 0 },
  { product: "Khadi Kurta for Puja", size: "S", color: "Off White", onHand: 25 },
  { product: "Khadi Kurta for Puja", size: "M", color: "Off White", onHand: 4 },
  { product: "Khadi Kurta for Puja", size: "L", color: "Maroon", onHand: 0 },
  { product: "Khadi Kurta for Puja", size: "XL", color: "Saffron", onHand: null },
  { product: "Banarasi Silk Saree", size: "Free Size", color: "Royal Blue", onHand: 2 },
  { product: "Brass Akhand Diya", size: "Small", color: "Golden Brass", onHand: 40 },
  { product: "Brass Akhand Diya", size: "Large", color: "Antique Brass", onHand: 0 }
];

// src/db/seed/prasad.ts
var PRASAD = [
  {
    temple: "kashi",
    title: "Kashi Vishwanath Mahaprasad",
    items: ["Panchmeva", "Vibhuti", "Rudraksha bead"],
    description: "Panchmeva, vibhuti and a Rudraksha bead blessed at the Mangala Aarti",
    price: 501,
    art: "prasad-01",
    availability: "In Stock"
  },
  {
    temple: "tirupati",
    title: "Srivari Laddu Prasadam",
    items: ["Srivari laddu", "Tulsi", "Akshat"],
    description: "Srivari laddu prasadam with tulsi and akshat",
    price: 351,
    art: "prasad-02",
    availability: "Limited Stock"
  },
  {
    temple: "jagannath",
    title: "Jagannath Dry Mahaprasad",
    items: ["Khaja", "Nirmalya"],
    description: "Dry Mahaprasad khaja and nirmalya from the Ananda Bazaar",
    price: 451,
    art: "prasad-03",
    availability: "In Stock"
  },
  {
    temple: "siddhivinayak",
    title: "Siddhivinayak Modak Prasad",
    items: ["Modak", "Sindoor", "Durva"],
    description: "Modak prasad with sindoor and durva from the Kakad Aarti",
    price: 301,
    art: "prasad-04",
    availability: "In Stock"
  },
  {
    temple: "vaishnodevi",
    title: "Mata Vaishno Devi Prasad",
    items: ["Chunri", "Mishri", "Blessed coin"],
    description: "Mata's chunri, mishri prasad and a blessed coin",
    price: 551,
    art: "prasad-05",
    availability: "Limited Stock"
  },
  {
    temple: "somnath",
    title: "Somnath Bilva Prasad",
    items: ["Bilva patra", "Bhasma", "Rock sugar"],
    description: "Bilva patra, bhasma and rock-sugar prasad",
    price: 401,
    art: "prasad-06",
    availability: "In Stock"
  }
];

// src/db/seed/pujas.ts
var PRADOSH = [13, 28];
var SHUKLA_PANCHAMI = 5;
var KRISHNA_CHATURTHI = 19;
var SHUKLA_ASHTAMI = 8;
var PURNIMA = 15;
var AMAVASYA = 30;
var [MONDAY, TUESDAY, FRIDAY, SATURDAY] = [1, 2, 5, 6];
var p2 = (...paragraphs) => paragraphs.join("\n\n");
var PUJAS = [
  {
    title: "Rudrabhishek Puja",
    temple: "kashi",
    image: "/art/puja-rudrabhishek.svg",
    tag: "For Peace & Prosperity",
    occasion: "Pradosh Vrat",
    type: "Abhishek",
    duration: "2-3 hours",
    description: p2(
      "Rudrabhishek is the sacred bathing of the Shiva lingam with Gangajal, milk, curd, honey, ghee and sugarcane juice while eleven Vedic pandits chant the Shri Rudram from the Krishna Yajurveda. Pradosh is the evening of Trayodashi, the thirteenth day of each fortnight: the abhishek begins at sunset, in the pradosh kaal when Lord Shiva is believed to dance in joy, on the day Trayodashi is running at dusk.",
      "At Kashi Vishwanath the abhishek is offered at the Jyotirlinga where Mahadev is worshipped as the Lord of the Universe. Your name and gotra are taken in the sankalp, and bilva leaves, dhatura and white flowers are offered with each round of the Rudram.",
      "Devotees perform Rudrabhishek to calm the mind, remove negative influences from the home and invite lasting peace and prosperity into the family."
    ),
    aboutPujaCard: [1, 2, 3, 4, 5],
    aboutTemple: "Kashi Vishwanath, on the western bank of the Ganga in Varanasi, is one of the twelve Jyotirlingas. A single darshan here is said to equal the merit of visiting all the others, and the Vedic pandits of Kashi have performed Rudrabhishek at this shrine for generations.",
    benefits: [
      {
        title: "Peace of mind",
        description: "The vibration of the Shri Rudram calms anxiety and brings clarity to the mind."
      },
      {
        title: "Prosperity at home",
        description: "Lord Shiva is pleased by abhishek and blesses the household with abundance."
      },
      {
        title: "Removal of negativity",
        description: "Performed on Pradosh, the abhishek is believed to dissolve doshas and negative energies."
      },
      {
        title: "Good health",
        description: "Devotees pray to Mahadev, the great healer, for the health of the whole family."
      }
    ],
    joinedNo: 12540,
    rating: 4.9,
    prices: [851, 1251, 2001, 3001],
    focus: "Rudrabhishek",
    blessing: "peace and prosperity in the home",
    chadhava: ["belPatra", "milk", "deepDaan", "gauSeva", "annaSeva"],
    when: {
      schedule: { rule: { tithi: PRADOSH, at: "sunset" }, start: { sunset: 0 }, end: { minutes: 150 } },
      pick: "next"
    }
  },
  {
    title: "Maha Mrityunjaya Jaap",
    temple: "mahakal",
    image: "/art/puja-maha-mrityunjaya.svg",
    tag: "For Health & Long Life",
    occasion: "Somvar Anushthan",
    type: "Jaap",
    duration: "11 days",
    description: p2(
      'The Maha Mrityunjaya mantra from the Rig Veda, "Om Tryambakam Yajamahe", is the great prayer to Lord Shiva for victory over illness, fear and untimely death. In this eleven-day anushthan learned pandits of Ujjain chant the mantra 1,25,000 times, a portion every day, and complete it on the eleventh day with a havan and the dashansh ahuti.',
      "Mahakaleshwar is the seat of Mahakal, the Lord beyond time, and the only south-facing Jyotirlinga. A new anushthan begins here every Monday, Somvar, the day of Lord Shiva, for those facing serious illness or a difficult phase in life.",
      "If you join after the anushthan has begun, your name and gotra are taken in the sankalp for the remaining days of chanting and in the concluding havan."
    ),
    aboutPujaCard: [2, 4, 6, 8],
    aboutTemple: "Shri Mahakaleshwar in Ujjain is the south-facing Jyotirlinga on the banks of the Shipra, renowned for the Bhasma Aarti offered before dawn. Devotees come here to pray to Mahakal for protection from fear and untimely death.",
    benefits: [
      {
        title: "Protection of health",
        description: "The mantra is chanted for recovery from illness and for the strength to heal."
      },
      {
        title: "Freedom from fear",
        description: "Mahakal removes the fear of death and of the unknown from the devotee's heart."
      },
      {
        title: "Long life",
        description: "Traditionally performed on birthdays and for elders to pray for a long and healthy life."
      },
      {
        title: "Relief in difficult dashas",
        description: "Recommended by astrologers during Markesh or other troubling planetary periods."
      }
    ],
    joinedNo: 9870,
    rating: 4.9,
    prices: [1101, 1551, 2551, 3551],
    focus: "Maha Mrityunjaya jaap",
    blessing: "good health and long life",
    chadhava: ["belPatra", "milk", "gheeDiya", "annaSeva"],
    when: {
      schedule: { rule: { weekday: MONDAY }, start: ist("08:00"), end: { days: 10, at: ist("18:00") } },
      pick: "current"
    }
  },
  {
    title: "Navgraha Shanti Puja",
    temple: "somnath",
    image: "/art/puja-navgraha-shanti.svg",
    tag: "For Planetary Peace",
    occasion: "Daily Sankalp",
    type: "Shanti Puja",
    duration: "3 hours",
    description: p2(
      "The nine grahas, from Surya to Ketu, shape the course of our lives. When one or more of them is weak or afflicted in the horoscope, obstacles appear in health, work and relationships. Navgraha Shanti Puja honours all nine planets with their own mantras, grains, colours and samidha in a single havan.",
      "Navgraha Shanti needs no special tithi: at Somnath, the shrine where the Moon God Soma was freed from his curse by Lord Shiva, the pandits hold a sitting for devotees every day, beginning with Surya, the king of the planets. Your name and birth details are taken in the sankalp of the next sitting so that the remedies reach you.",
      "Many families perform this puja before a new venture, a wedding or a move to a new home, to begin with the blessings of all nine grahas."
    ),
    aboutPujaCard: [1, 3, 5, 7],
    aboutTemple: "Somnath at Prabhas Patan, on the shore of the Arabian Sea, is revered as the first of the twelve Jyotirlingas. It is here that the Moon God worshipped Shiva and was healed, which makes it a fitting place to pray for harmony among the planets.",
    benefits: [
      {
        title: "Balance of the planets",
        description: "Pacifies malefic grahas and strengthens the benefic ones in your chart."
      },
      { title: "Smooth progress", description: "Removes delays in career, business and important decisions." },
      { title: "Harmony at home", description: "Brings calm to relationships disturbed by planetary afflictions." }
    ],
    joinedNo: 5210,
    rating: 4.8,
    prices: [951, 1451, 2251, 3251],
    focus: "Navgraha havan",
    blessing: "harmony of all nine grahas",
    chadhava: ["flowers", "coconut", "tilOil", "deepDaan", "gauSeva"],
    when: { soon: { minutes: 40, hours: 3 } }
  },
  {
    title: "Lakshmi Kuber Puja",
    temple: "tirupati",
    image: "/art/puja-lakshmi-kuber.svg",
    tag: "For Wealth & Abundance",
    occasion: "Shukravar Vrat",
    type: "Puja and Havan",
    duration: "2-3 hours",
    description: p2(
      "Goddess Mahalakshmi is the giver of wealth and Lord Kuber is its treasurer. Worshipped together, they bless the devotee with both the arrival of prosperity and its safekeeping. The puja includes Shri Suktam recitation, Kuber mantra jaap, the installation of a Kuber yantra and a havan with lotus seeds and ghee.",
      "It is offered in the sacred town of Tirumala, where Lord Venkateswara is said to have borrowed wealth from Kuber for his divine marriage with Padmavati Devi. It is offered on Friday, Shukravar, the day of Mahalakshmi, when her worship is believed to open the doors of abundance."
    ),
    aboutPujaCard: [2, 3, 6, 7, 8],
    aboutTemple: "Tirumala, the abode of Lord Venkateswara on the seven hills of Andhra Pradesh, is linked in legend with Kuber, who lent the Lord wealth for his wedding. Worship of Lakshmi and Kuber here carries the blessings of Balaji himself.",
    benefits: [
      { title: "Growth in wealth", description: "Invites steady income and new sources of prosperity." },
      { title: "Freedom from debt", description: "Devotees pray for relief from loans and financial burdens." },
      {
        title: "Success in business",
        description: "Traders and business owners seek Kuber's blessing for growth and stability."
      },
      {
        title: "Abundance at home",
        description: "Mahalakshmi is invited to reside in the home with peace and plenty."
      }
    ],
    joinedNo: 6785,
    rating: 4.8,
    prices: [1251, 1851, 2851, 4001],
    focus: "Lakshmi Kuber puja",
    blessing: "lasting abundance for the household",
    chadhava: ["flowers", "coconut", "laddoo", "vastra", "gheeDiya", "annaSeva"],
    when: { schedule: { rule: { weekday: FRIDAY }, start: ist("10:00"), end: { minutes: 150 } }, pick: "next" }
  },
  {
    title: "Kaal Sarp Dosh Nivaran Puja",
    temple: "trimbak",
    image: "/art/puja-kaal-sarp-dosh.svg",
    tag: "For Removing Obstacles",
    occasion: "Panchami",
    type: "Dosh Nivaran",
    duration: "3-4 hours",
    description: p2(
      "Kaal Sarp Dosh forms when all seven planets fall between Rahu and Ketu in the birth chart. It is associated with repeated obstacles, delays in marriage and career, and a feeling of effort going unrewarded. The nivaran puja worships the Naga devatas, Rahu and Ketu, with a silver naga-nagin pair, followed by Rudrabhishek and havan.",
      "Trimbakeshwar, at the source of the Godavari, is the foremost place in India for this remedy. The puja is performed by the Tamrapatradhari purohits of Trimbak on Panchami, the tithi of the Naga devatas on which Nag Panchami falls each Shravan, when it is believed to bring the deepest relief.",
      "Your name, gotra and birth details are taken in the sankalp; the pandit will call you before the puja to confirm them."
    ),
    aboutPujaCard: [1, 4, 5, 8],
    aboutTemple: "Trimbakeshwar near Nashik is the Jyotirlinga whose three small lingams represent Brahma, Vishnu and Mahesh. It is renowned across India for Kaal Sarp Dosh Nivaran and Narayan Nagbali rites performed by hereditary purohits.",
    benefits: [
      {
        title: "Relief from Kaal Sarp Dosh",
        description: "Pacifies Rahu and Ketu and reduces the effects of the dosh."
      },
      { title: "Obstacles removed", description: "Clears repeated delays in work, marriage and family matters." },
      { title: "Peaceful sleep", description: "Devotees report relief from fearful dreams and restlessness." },
      {
        title: "Blessings of the Nagas",
        description: "Worship on Panchami, the tithi of the Nagas, earns the protection of the serpent deities."
      }
    ],
    joinedNo: 8432,
    rating: 4.9,
    prices: [1501, 2101, 3101, 4501],
    focus: "Kaal Sarp Dosh nivaran",
    blessing: "freedom from obstacles and delays",
    chadhava: ["milk", "belPatra", "coconut", "gauSeva", "annaSeva"],
    when: {
      schedule: {
        rule: { tithi: [SHUKLA_PANCHAMI, SHUKLA_PANCHAMI + 15] },
        start: ist("08:00"),
        end: { minutes: 240 }
      },
      pick: "next"
    }
  },
  {
    title: "Satyanarayan Katha",
    temple: "dwarka",
    image: "/art/puja-satyanarayan.svg",
    tag: "For Family Harmony",
    occasion: "Purnima",
    type: "Katha",
    duration: "2 hours",
    description: p2(
      "Shri Satyanarayan Katha from the Skanda Purana is the beloved household puja of Lord Vishnu in his form as the embodiment of truth. The five chapters of the katha are recited, followed by worship with tulsi, panchamrit and the famous sheera prasad made of semolina, ghee and banana.",
      "Offered at Dwarka, the kingdom of Lord Krishna, on Purnima, the full moon day on which the katha is traditionally heard, it is performed for gratitude after a wish is fulfilled, before a new beginning, or simply to keep the family united in faith."
    ),
    aboutPujaCard: [3, 4, 6, 7],
    aboutTemple: "The Dwarkadhish temple, the Jagat Mandir where the Gomti meets the Arabian Sea, honours Lord Krishna as the King of Dwarka. It is one of the Char Dham, and Vishnu worship here is especially dear to devotees.",
    benefits: [
      { title: "Family harmony", description: "Brings the family together in prayer and gratitude." },
      { title: "Wishes fulfilled", description: "Traditionally offered when a wish is made or after it comes true." },
      { title: "Blessings of Lord Vishnu", description: "The katha invites truth, stability and grace into the home." }
    ],
    joinedNo: 3120,
    rating: 4.8,
    prices: [501, 851, 1451, 2101],
    focus: "Satyanarayan katha",
    blessing: "harmony and unity of the family",
    chadhava: ["flowers", "milk", "laddoo", "coconut", "annaSeva"],
    when: { schedule: { rule: { tithi: [PURNIMA] }, start: ist("10:00"), end: { minutes: 120 } }, pick: "next" }
  },
  {
    title: "Hanuman Chalisa Path",
    temple: "jagannath",
    image: "/art/puja-hanuman-chalisa.svg",
    tag: "For Courage & Protection",
    occasion: "Mangalvar",
    type: "Path",
    duration: "3 hours",
    description: p2(
      "The Hanuman Chalisa of Goswami Tulsidas is recited 108 times by a group of pandits, followed by Sundarkand, sindoor chola offering and aarti. Lord Hanuman, the mightiest devotee of Shri Ram, removes fear, grants courage and protects his devotees from every harm.",
      "The path is offered at Puri, where Bedi Hanuman has guarded Lord Jagannath's temple from the sea for centuries. The path is offered on Tuesday, Mangalvar, the day of Hanuman, and your name is taken at the start of every round."
    ),
    aboutPujaCard: [1, 2, 5, 6],
    aboutTemple: "The Shri Jagannath temple of Puri is one of the Char Dham. Legend says Lord Jagannath placed Hanuman on the shore to keep the sea from entering the town, and Bedi Hanuman is worshipped there to this day.",
    benefits: [
      {
        title: "Courage and confidence",
        description: "Removes fear and self-doubt before exams, interviews and challenges."
      },
      { title: "Protection", description: "Shields the family from negative energies and accidents." },
      {
        title: "Relief from Shani",
        description: "Hanuman worship is a traditional remedy for Sade Sati and Shani dosh."
      }
    ],
    joinedNo: 7650,
    rating: 4.8,
    prices: [551, 951, 1551, 2251],
    focus: "Hanuman Chalisa path",
    blessing: "courage and protection of every member",
    chadhava: ["sindoor", "laddoo", "flowers", "deepDaan"],
    when: { schedule: { rule: { weekday: TUESDAY }, start: ist("08:00"), end: { minutes: 180 } }, pick: "next" }
  },
  {
    title: "Durga Saptashati Path",
    temple: "vaishnodevi",
    image: "/art/puja-durga-saptashati.svg",
    tag: "For Strength & Victory",
    occasion: "Nine-day Path",
    type: "Path and Havan",
    duration: "9 days",
    description: p2(
      "The Durga Saptashati, seven hundred verses from the Markandeya Purana, tells how the Divine Mother destroyed Mahishasura, Shumbha and Nishumbha. Its complete recitation with the Kavach, Argala and Keelak, followed by a havan, is one of the most powerful forms of Devi worship.",
      "The path is offered in the name of Mata Vaishno Devi, who appears in the holy cave of the Trikuta hills as Maha Kali, Maha Lakshmi and Maha Saraswati. As in Navratri it runs over nine days: a new path begins every Friday, the day of the Goddess, and the chapters are recited day by day. Devotees seek the Mother's strength in times of struggle and give thanks for her protection.",
      "If you join after the path has begun, your name is taken in the sankalp for the remaining days. On the ninth day the pandits conclude with the havan and kanya pujan, honouring young girls as forms of the Goddess, on behalf of every devotee who joined."
    ),
    aboutPujaCard: [2, 3, 7, 8],
    aboutTemple: "The Shri Mata Vaishno Devi shrine above Katra is visited by lakhs of pilgrims who walk the mountain path chanting Jai Mata Di. The Mother is worshipped there as three natural pindis in a holy cave.",
    benefits: [
      {
        title: "Strength in adversity",
        description: "The Mother gives the courage to face enemies, disputes and hardships."
      },
      {
        title: "Victory",
        description: "Recited for success in legal matters, competitions and important undertakings."
      },
      { title: "Protection of the family", description: "The Devi Kavach shields every member of the household." },
      {
        title: "Fulfilment of wishes",
        description: "Sincere prayers offered through the nine days are believed to be answered by Mata Rani."
      }
    ],
    joinedNo: 4410,
    rating: 4.9,
    prices: [1101, 1651, 2651, 3651],
    focus: "Durga Saptashati path",
    blessing: "the protection of Mata Rani",
    chadhava: ["sindoor", "coconut", "flowers", "gheeDiya", "annaSeva"],
    when: {
      schedule: { rule: { weekday: FRIDAY }, start: ist("08:00"), end: { days: 8, at: ist("13:00") } },
      pick: "current"
    }
  },
  {
    title: "Ganesh Sankat Nashan Puja",
    temple: "siddhivinayak",
    image: "/art/puja-ganesh-sankat-nashan.svg",
    tag: "For Success in New Beginnings",
    occasion: "Sankashti Chaturthi",
    type: "Puja and Stotra Path",
    duration: "2 hours",
    description: p2(
      "The Sankat Nashan Ganesh Stotra from the Narada Purana praises the twelve names of Lord Ganesha and promises relief from every sankat, every crisis, to the one who recites it. In this puja the stotra is recited 21 times with durva, modak and red flowers offered at each round, followed by the Ganesh Atharvashirsha.",
      "Sankashti Chaturthi, the fourth day of the waning moon, is the monthly vrat of Ganesha, broken only after sighting the moon. The puja is offered on the morning of Sankashti in the name of Shree Siddhivinayak of Mumbai, and is sought before exams, new jobs, property purchases and any fresh start."
    ),
    aboutPujaCard: [1, 3, 4, 6, 8],
    aboutTemple: "Shree Siddhivinayak at Prabhadevi, Mumbai, is the right-trunked Ganesha who grants success in every undertaking. Consecrated in 1801, the temple draws lakhs of devotees on Tuesdays and Sankashti Chaturthi.",
    benefits: [
      { title: "Obstacles removed", description: "Vighnaharta clears the path before a new venture." },
      { title: "Success", description: "Siddhivinayak blesses efforts with siddhi, their fruitful completion." },
      { title: "Wisdom", description: "Ganesha grants buddhi, the clarity to make the right decisions." }
    ],
    joinedNo: 2895,
    rating: 4.8,
    prices: [701, 1101, 1801, 2501],
    focus: "Ganesh puja",
    blessing: "success in every new beginning",
    chadhava: ["modak", "flowers", "coconut", "deepDaan", "gauSeva"],
    when: {
      schedule: { rule: { tithi: [KRISHNA_CHATURTHI] }, start: ist("09:00"), end: { minutes: 120 } },
      pick: "next"
    }
  },
  {
    title: "Shani Til Tel Abhishek",
    temple: "kedarnath",
    image: "/art/puja-shani-til-tel.svg",
    tag: "For Relief from Shani Dosh",
    occasion: "Shanivar",
    type: "Abhishek",
    duration: "2 hours",
    description: p2(
      "Shani Dev, the lord of karma and justice, rewards patience and honest effort but tests us during Sade Sati, Dhaiya and Shani Mahadasha. The abhishek of Shani Dev with sesame oil and black til, along with the Shani Stotra of King Dasharatha and the Shani mantra, is the traditional way to seek his mercy.",
      "The abhishek is offered at dusk on Saturday, Shanivar, the day of Shani Dev, with the blessings of Baba Kedar; Lord Shiva is Shani Dev's guru, and worship of Mahadev is said to soften even the hardest of Shani's tests.",
      "While the shrine is open, from about Akshaya Tritiya to Bhai Dooj, the pandits offer it at Kedarnath. Through the winter closure it is offered at the Omkareshwar Temple in Ukhimath, the winter seat of Baba Kedar."
    ),
    aboutPujaCard: [2, 5, 6, 7],
    aboutTemple: "Shri Kedarnath, high in the Garhwal Himalayas beside the Mandakini, is the loftiest of the Jyotirlingas. From Bhai Dooj until the doors reopen around Akshaya Tritiya, Baba Kedar is worshipped at the Omkareshwar Temple in Ukhimath, and pujas in his name continue there without a break.",
    benefits: [
      { title: "Relief in Sade Sati", description: "Eases the hardships of Sade Sati and Dhaiya." },
      { title: "Stability at work", description: "Devotees pray for steady progress and the fruits of hard work." },
      {
        title: "Patience and discipline",
        description: "Shani blesses the devotee with perseverance and clear judgement."
      }
    ],
    joinedNo: 5980,
    rating: 4.7,
    prices: [651, 1051, 1751, 2451],
    focus: "Shani til tel abhishek",
    blessing: "relief from the trials of Shani",
    chadhava: ["tilOil", "deepDaan", "belPatra", "annaSeva"],
    when: { schedule: { rule: { weekday: SATURDAY }, start: { sunset: 0 }, end: { minutes: 120 } }, pick: "next" }
  },
  {
    title: "Pitru Dosh Nivaran Puja",
    temple: "rameswaram",
    image: "/art/puja-pitru-dosh.svg",
    tag: "For Peace of Ancestors",
    occasion: "Amavasya",
    type: "Shraddha and Tarpan",
    duration: "3 hours",
    description: p2(
      "Our ancestors watch over us, and when their rites are left incomplete their unrest is felt as Pitru Dosh: quarrels in the family, delays in marriage, health troubles or a sense of blessings being blocked. The nivaran puja offers tarpan with til and water, pind daan and the recitation of the Pitru Stotra for the peace of departed souls.",
      "The rites are performed at Rameswaram, where Lord Rama himself worshipped Shiva, and where pilgrims have long offered tarpan at the Agni Theertham on the seashore. Amavasya, the new moon day of every month, is the day of the pitrs, when tarpan for the ancestors is traditionally offered."
    ),
    aboutPujaCard: [1, 4, 7, 8],
    aboutTemple: "The Ramanathaswamy temple on Rameswaram island is a Jyotirlinga and one of the Char Dham. Its twenty-two theerthams and the Agni Theertham on the shore make it one of the most sacred places in India for rites of the ancestors.",
    benefits: [
      {
        title: "Peace of ancestors",
        description: "Tarpan and pind daan bring satisfaction and peace to departed souls."
      },
      { title: "Blessings restored", description: "Pleased ancestors bless the family with progress and well-being." },
      { title: "Harmony in the family", description: "Relieves recurring disputes and tension at home." }
    ],
    joinedNo: 3764,
    rating: 4.8,
    prices: [1251, 1751, 2751, 3751],
    focus: "Pitru tarpan and pind daan",
    blessing: "the peace of the family's ancestors",
    chadhava: ["tilOil", "annaSeva", "gauSeva", "deepDaan", "vastra"],
    when: { schedule: { rule: { tithi: [AMAVASYA] }, start: ist("09:00"), end: { minutes: 180 } }, pick: "previous" }
  },
  {
    title: "Mangal Dosh Shanti Puja",
    temple: "meenakshi",
    image: "/art/puja-mangal-dosh.svg",
    tag: "For Timely Marriage",
    occasion: "Mangalvar Vrat",
    type: "Shanti Puja",
    duration: "2-3 hours",
    description: p2(
      "Mangal Dosh, or Manglik dosh, arises when Mars sits in certain houses of the birth chart and is believed to cause delays and friction in marriage. The shanti puja worships Mangal Dev with red flowers, masoor dal and the Mangal mantra, followed by a havan with khair samidha.",
      "It is offered at the Meenakshi Amman temple of Madurai, where the divine wedding of Goddess Meenakshi and Lord Sundareswarar is celebrated every year. Performed on a Tuesday, the day of Mangal, the puja seeks the Goddess's blessing for a timely and harmonious marriage."
    ),
    aboutPujaCard: [2, 3, 5, 8],
    aboutTemple: "The Meenakshi Sundareswarar temple on the banks of the Vaigai is famed for the Meenakshi Thirukalyanam, the celestial wedding celebrated in the Chithirai festival. Families pray here for happy marriages.",
    benefits: [
      { title: "Timely marriage", description: "Removes delays caused by Mangal dosh in finding a life partner." },
      {
        title: "Harmony between partners",
        description: "Reduces friction and brings understanding into married life."
      },
      { title: "Energy and courage", description: "A balanced Mars gives drive, confidence and good health." }
    ],
    joinedNo: 1890,
    rating: 4.7,
    prices: [1101, 1551, 2501, 3501],
    focus: "Mangal shanti puja",
    blessing: "a harmonious married life",
    chadhava: ["flowers", "sindoor", "coconut", "laddoo"],
    when: { schedule: { rule: { weekday: TUESDAY }, start: ist("09:00"), end: { minutes: 150 } }, pick: "previous" }
  },
  {
    title: "Baglamukhi Havan",
    temple: "kamakhya",
    image: "/art/puja-baglamukhi.svg",
    tag: "For Victory over Adversaries",
    occasion: "Masik Durgashtami",
    type: "Havan",
    duration: "3-4 hours",
    description: p2(
      "Maa Baglamukhi, the eighth of the ten Mahavidyas, is the Goddess who stills the speech and movement of enemies. Her worship with yellow flowers, turmeric, yellow cloth and the Baglamukhi mantra, followed by a havan with haldi and ghee, is sought for protection in disputes, court cases and hostile situations.",
      "The havan is performed on Nilachal Hill at Kamakhya, where shrines of all ten Mahavidyas surround the Shakti Peetha. It is offered on Shukla Ashtami, the eighth day of the waxing moon, kept every month as Masik Durgashtami, a day sacred to the Divine Mother in all her forms."
    ),
    aboutPujaCard: [3, 5, 6, 7],
    aboutTemple: "Maa Kamakhya on Nilachal Hill in Guwahati is among the most revered of the fifty-one Shakti Peethas. Around the main shrine stand temples of the ten Mahavidyas, including Maa Bagalamukhi.",
    benefits: [
      { title: "Victory in disputes", description: "Sought for favourable outcomes in legal and property matters." },
      { title: "Protection from enemies", description: "The Goddess neutralises hostility and harmful intentions." },
      { title: "Power of speech", description: "Blesses the devotee with confident and effective words." },
      { title: "Freedom from fear", description: "Removes the anxiety that comes from conflict and opposition." }
    ],
    joinedNo: 1245,
    rating: 4.8,
    prices: [1501, 2251, 3251, 4751],
    focus: "Baglamukhi havan",
    blessing: "protection from every adversary",
    chadhava: ["flowers", "coconut", "gheeDiya", "vastra", "annaSeva"],
    when: { schedule: { rule: { tithi: [SHUKLA_ASHTAMI] }, start: ist("09:00"), end: { minutes: 240 } }, pick: "next" }
  },
  {
    title: "Saraswati Puja",
    temple: "kashi",
    image: "/art/puja-saraswati.svg",
    tag: "For Wisdom & Learning",
    occasion: "Shukla Panchami",
    type: "Puja",
    duration: "2 hours",
    description: p2(
      "Maa Saraswati is the Goddess of knowledge, music, speech and the arts. Her great festival is Basant Panchami, the Shukla Panchami of Magha, when spring arrives and students, teachers and artists place their books and instruments at her feet. This puja is offered every month on Shukla Panchami, the fifth day of the waxing moon, to seek the same blessing.",
      "The puja is offered in Kashi, the ancient city of Sanskrit learning, by pandits of its Vedic pathshalas. It includes Saraswati Vandana, the Saraswati Stotra, offering of yellow flowers and kesar kheer, and vidyarambh prayers for children beginning their studies.",
      "Your child's name and class can be added to the sankalp so that the pandit prays specially for their studies."
    ),
    aboutPujaCard: [1, 2, 4, 6],
    aboutTemple: "Kashi has been the seat of learning for thousands of years, home to the scholars and pathshalas that kept the Vedas alive. Worship of Saraswati in the city of Vishwanath carries a special blessing for students.",
    benefits: [
      { title: "Success in studies", description: "Students pray for concentration, memory and good results." },
      { title: "Creativity", description: "Artists and musicians seek inspiration from the Goddess of the arts." },
      { title: "Clear speech", description: "Saraswati, Vak Devi, blesses the devotee with eloquence." }
    ],
    joinedNo: 312,
    rating: 4.9,
    prices: [501, 801, 1301, 1901],
    focus: "Saraswati puja",
    blessing: "wisdom and success in studies",
    chadhava: ["flowers", "laddoo", "vastra", "deepDaan"],
    when: {
      schedule: { rule: { tithi: [SHUKLA_PANCHAMI] }, start: ist("09:00"), end: { minutes: 120 } },
      pick: "next"
    }
  }
];

// src/db/seed/streams.ts
var STREAMS = [
  {
    title: "Mangala Aarti at Kashi Vishwanath",
    scene: "aarti",
    image: "/art/stream-01.svg",
    pandit: "Pt. Shivanand Mishra",
    temple: "kashi",
    description: "Join the pre-dawn Mangala Aarti of Baba Vishwanath, when the Jyotirlinga is awakened with conch, damru and Vedic hymns, and the first darshan of the day is offered to devotees.",
    category: "Aarti",
    viewers: 18500,
    startHours: -0.75,
    endHours: 1
  },
  {
    title: "Ganga Aarti at Har Ki Pauri",
    scene: "aarti",
    image: "/art/stream-02.svg",
    pandit: "Pt. Ramesh Chandra Shastri",
    temple: { text: "Har Ki Pauri, Haridwar" },
    description: "The evening Ganga Aarti at Har Ki Pauri, where hundreds of brass lamps are raised to Maa Ganga as the river flows past the ghat and thousands of diyas float downstream.",
    category: "Aarti",
    viewers: 9870,
    startHours: -0.3,
    endHours: null
  },
  {
    title: "Rudrabhishek at Somnath Jyotirlinga",
    scene: "abhishekam",
    image: "/art/stream-03.svg",
    pandit: "Pt. Hasmukh Joshi",
    temple: "somnath",
    description: "A live Rudrabhishek of the first Jyotirlinga with milk, curd, honey and Gangajal while the Shri Rudram is chanted, with the sound of the Arabian Sea beyond the temple walls.",
    category: "Abhishekam",
    viewers: 4320,
    startHours: -1,
    endHours: 2
  },
  {
    title: "Palliyarai Puja at Meenakshi Amman",
    scene: "puja",
    image: "/art/stream-04.svg",
    pandit: "Sri Sundaresa Bhattar",
    temple: "meenakshi",
    description: "The night palliyarai ceremony in which Lord Sundareswarar is carried in a silver palanquin to the chamber of Goddess Meenakshi, accompanied by nadaswaram and Tamil hymns.",
    category: "Puja",
    viewers: 1540,
    startHours: -0.5,
    endHours: null
  },
  {
    title: "Atka Aarti at the Holy Cave",
    scene: "aarti",
    image: "/art/stream-05.svg",
    pandit: "Pt. Vijay Kumar Sharma",
    temple: "vaishnodevi",
    description: "The Atka Aarti of Mata Vaishno Devi, performed before the three holy pindis at the Bhawan, with bhajans that echo across the Trikuta mountains.",
    category: "Aarti",
    viewers: 6750,
    startHours: -0.25,
    endHours: 1.5
  },
  {
    title: "Navchandi Havan at Kamakhya",
    scene: "havan",
    image: "/art/stream-06.svg",
    pandit: "Pt. Hemanta Sarma",
    temple: "kamakhya",
    description: "A Navchandi havan on Nilachal Hill with ahutis for each of the seven hundred verses of the Durga Saptashati, offered for the well-being of all devotees.",
    category: "Havan",
    viewers: 760,
    startHours: -2,
    endHours: 3
  },
  {
    title: "Shringar Darshan of Banke Bihari ji",
    scene: null,
    image: "/art/stream-07.svg",
    pandit: "Goswami Mohan Lal",
    temple: "bankebihari",
    description: "The morning shringar darshan of Shri Banke Bihari ji in Vrindavan, with the curtain drawn and opened as the young Lord is adorned in fresh flowers and silk.",
    category: "Aarti",
    viewers: 1120,
    startHours: -1,
    endHours: null
  },
  {
    title: "Bhasma Aarti at Mahakaleshwar",
    scene: "aarti",
    image: "/art/stream-08.svg",
    pandit: "Pt. Ashish Guru",
    temple: "mahakal",
    description: "The dawn Bhasma Aarti of Mahakal, when the Jyotirlinga is adorned with sacred ash amid hymns and the beat of the damru. Today's aarti has ended; the recording returns tomorrow.",
    category: "Aarti",
    viewers: 12340,
    startHours: -10,
    endHours: -8
  },
  {
    title: "Ganesh Puja at Siddhivinayak",
    scene: "puja",
    image: "/art/stream-09.svg",
    pandit: "Pt. Sadanand Kulkarni",
    temple: "siddhivinayak",
    description: "The Sankashti Chaturthi puja of Shree Siddhivinayak with durva, modak and the Ganesh Atharvashirsha, streamed from Prabhadevi.",
    category: "Puja",
    viewers: 3210,
    when: {
      schedule: { rule: { tithi: [19] }, start: ist("09:00"), end: { minutes: 120 } },
      pick: "previous"
    }
  },
  {
    title: "Ganga Aarti at Dashashwamedh Ghat",
    scene: "aarti",
    image: "/art/stream-10.svg",
    pandit: "Pt. Alok Tiwari",
    temple: { text: "Dashashwamedh Ghat, Varanasi" },
    description: "The grand evening Ganga Aarti of Varanasi performed by seven young priests with towering lamps, conches and bells. The stream begins at sunset.",
    category: "Aarti",
    viewers: 2150,
    startHours: 5,
    endHours: 6.5
  },
  {
    title: "Friday Abhishekam of Lord Venkateswara",
    scene: "abhishekam",
    image: "/art/stream-03.svg",
    pandit: "Sri Ramana Dikshitulu",
    temple: "tirupati",
    description: "The weekly Friday abhishekam of the Lord at Tirumala with milk, curd, honey, sandalwood paste and fragrant waters, accompanied by the Purusha Suktam.",
    category: "Abhishekam",
    viewers: 860,
    when: {
      schedule: { rule: { weekday: 5 }, start: { sunrise: 30 }, end: { minutes: 150 } },
      pick: "next"
    }
  },
  {
    title: "Maha Mrityunjaya Havan at Trimbakeshwar",
    scene: "havan",
    image: "/art/stream-06.svg",
    pandit: "Pt. Prashant Gurav",
    temple: "trimbak",
    description: "A Maha Mrityunjaya havan beside the Trimbakeshwar Jyotirlinga with 1,008 ahutis of ghee and samidha for the health of all who join.",
    category: "Havan",
    viewers: 240,
    startHours: 48,
    endHours: 51
  }
];

// src/db/seed/temples.ts
var TEMPLES = [
  {
    key: "kashi",
    name: "Shri Kashi Vishwanath Temple",
    location: "Varanasi, Uttar Pradesh",
    deity: "Lord Shiva (Vishwanath)",
    description: "One of the twelve Jyotirlingas, Kashi Vishwanath stands on the western bank of the holy Ganga in the oldest living city of the world, where Lord Shiva is worshipped as the Lord of the Universe.",
    about: [
      "Kashi, the city of light, is believed to rest on the trident of Lord Shiva himself. At its heart stands the Kashi Vishwanath Jyotirlinga, where the Lord is worshipped as Vishwanath, the ruler of the universe. Scriptures say that a single darshan here is equal to the merit of visiting all the other Jyotirlingas, and that those who leave their body in Kashi receive the Taraka mantra from Mahadev and attain moksha.",
      "The present temple was built in 1780 by Maharani Ahilyabai Holkar of Indore, and its spires were covered in gold offered by Maharaja Ranjit Singh in 1835. The Shri Kashi Vishwanath Dham corridor, opened in 2021, now joins the sanctum directly to the ghats, so pilgrims can take a dip in the Ganga and walk straight up to the Lord.",
      "The day begins with the Mangala Aarti before dawn and closes with the Shayan Aarti at night. Rudrabhishek, Laghu Rudra and Maha Mrityunjaya jaap are performed here every day by the Vedic pandits of Kashi, many from families that have served the temple for generations."
    ].join("\n\n"),
    image: "/art/temple-kashi-vishwanath.svg"
  },
  {
    key: "mahakal",
    name: "Shri Mahakaleshwar Jyotirlinga",
    location: "Ujjain, Madhya Pradesh",
    deity: "Lord Shiva (Mahakal)",
    description: "The only south-facing Jyotirlinga, Mahakaleshwar on the banks of the Shipra is the seat of Mahakal, the Lord of Time, famed for the Bhasma Aarti offered before sunrise every day.",
    about: [
      "Ujjain, the ancient Avantika, is one of the seven moksha-puris of India, and its presiding deity is Mahakal, the Lord who stands beyond time and death. The Mahakaleshwar lingam is swayambhu (self-manifested) and dakshinamukhi, facing south, the direction of Yama, which is why devotees come here to pray for freedom from untimely death and fear.",
      "The Bhasma Aarti, performed in the early hours of the morning, is unlike any other ritual in India: the Jyotirlinga is adorned with sacred ash while Vedic hymns, damru and conch fill the sanctum. The temple rises over five levels, with Omkareshwar and Nagchandreshwar shrines above the main sanctum; the Nagchandreshwar shrine opens only on Nag Panchami.",
      "Every twelve years the Simhastha Kumbh Mela gathers millions on the ghats of the Shipra. The Shri Mahakal Lok corridor, opened in 2022, tells the stories of Shiva through murals and sculptures along the path to the temple."
    ].join("\n\n"),
    image: "/art/temple-mahakaleshwar.svg"
  },
  {
    key: "somnath",
    name: "Shri Somnath Jyotirlinga Temple",
    location: "Prabhas Patan, Gujarat",
    deity: "Lord Shiva (Somnath)",
    description: "Revered as the first of the twelve Jyotirlingas, Somnath rises on the shore of the Arabian Sea at Prabhas Patan, a shrine rebuilt again and again through the centuries by unwavering devotion.",
    about: [
      "According to the Shiva Purana, the Moon God Soma was cured of a curse by worshipping Lord Shiva at Prabhas, and in gratitude built the first temple here in gold. Ravana is said to have rebuilt it in silver, Lord Krishna in sandalwood and King Bhimdev in stone. Somnath is therefore called the eternal shrine, destroyed many times and always raised again.",
      "The present temple, built in the Chalukya style of Gujarat, was reconstructed after Independence under the resolve of Sardar Vallabhbhai Patel and consecrated in 1951. In the courtyard stands the Baan Stambh, an arrow pillar which records that there is no land in a straight line between this shore and the South Pole.",
      "The evening aarti, with the waves of the sea breaking below the temple walls, and the light-and-sound show on the history of Somnath, leave every pilgrim with a deep sense of peace. Triveni Sangam, where the Hiran, Kapila and Saraswati rivers meet the sea, lies a short walk away."
    ].join("\n\n"),
    image: "/art/temple-somnath.svg"
  },
  {
    key: "kedarnath",
    name: "Shri Kedarnath Temple",
    location: "Rudraprayag, Uttarakhand",
    deity: "Lord Shiva (Kedarnath)",
    description: "High in the Garhwal Himalayas beside the Mandakini river, Kedarnath is the loftiest of the twelve Jyotirlingas and a sacred stop of the Chota Char Dham and Panch Kedar pilgrimages.",
    about: [
      "Legend says the Pandavas, seeking forgiveness after the Kurukshetra war, followed Lord Shiva into the Himalayas. Shiva took the form of a bull and dived into the earth, leaving his hump at Kedarnath, which is worshipped here as a triangular rock lingam. The other parts of the bull appeared at the four remaining Panch Kedar shrines.",
      "The stone temple, standing at about 3,583 metres, is believed to have been revived by Adi Shankaracharya in the eighth century, and his samadhi lies just behind it. It withstood the floods of 2013 when a great boulder, now worshipped as Bhim Shila, came to rest behind the shrine and shielded it.",
      "The temple opens around Akshaya Tritiya in spring and closes on Bhai Dooj after Diwali. Through the winter months the utsav murti of Baba Kedar is worshipped at the Omkareshwar Temple in Ukhimath, and pujas offered in the Lord's name continue there without a break."
    ].join("\n\n"),
    image: "/art/temple-kedarnath.svg"
  },
  {
    key: "tirupati",
    name: "Tirumala Shri Venkateswara Temple (Tirupati Balaji)",
    location: "Tirumala, Andhra Pradesh",
    deity: "Lord Venkateswara (Balaji)",
    description: "On the seven sacred hills of Tirumala, Lord Venkateswara blesses millions of devotees every year; the golden Ananda Nilayam and the famous Srivari laddu prasadam draw pilgrims from across the world.",
    about: [
      "Lord Venkateswara, a form of Lord Vishnu, is believed to have come to the Seshachalam hills in the Kali Yuga to protect and guide humanity. The Lord is said to have borrowed wealth from Kubera for his wedding with Padmavati Devi, and devotees lovingly offer their gifts to help repay that debt, which is why Tirumala is among the most visited shrines on earth.",
      "The sanctum is crowned by the gold-covered Ananda Nilayam vimana. Daily worship begins with the Suprabhata Seva before dawn and continues through Thomala Seva, Archana and Ekantha Seva at night. The Srivari laddu, prepared in the temple kitchen for centuries, carries a geographical indication tag of its own.",
      "The annual Brahmotsavam, when the Lord rides a different vahana through the four Mada streets every day, is the grandest festival of the hills. Many devotees offer their hair as an act of surrender before the Lord, a tradition followed here for generations."
    ].join("\n\n"),
    image: "/art/temple-tirupati-balaji.svg"
  },
  {
    key: "meenakshi",
    name: "Arulmigu Meenakshi Sundareswarar Temple",
    location: "Madurai, Tamil Nadu",
    deity: "Goddess Meenakshi and Lord Sundareswarar",
    description: "On the southern bank of the Vaigai, the Meenakshi Amman temple of Madurai honours Goddess Meenakshi and her consort Sundareswarar beneath fourteen towering gopurams covered in thousands of painted figures.",
    about: [
      "Goddess Meenakshi, the fish-eyed one, is a radiant form of Parvati who was born as the daughter of the Pandya king Malayadhwaja and ruled Madurai as its queen. Her marriage to Lord Shiva, who came as Sundareswarar, the beautiful one, is celebrated every year in the Chithirai festival, when lakhs of devotees witness the divine wedding, the Meenakshi Thirukalyanam.",
      "The temple complex spreads over fourteen acres with fourteen gopurams, the tallest rising about 52 metres. The Hall of a Thousand Pillars, the Porthamarai Kulam (golden lotus tank) and the musical pillars that sing when tapped are marvels of Dravidian craftsmanship.",
      "Each night the palliyarai ceremony carries Lord Sundareswarar in a palanquin to the Goddess's chamber, accompanied by nadaswaram and Tamil hymns. Devotees traditionally worship the Goddess first and then the Lord, honouring Madurai as the city where Meenakshi reigns."
    ].join("\n\n"),
    image: "/art/temple-meenakshi.svg"
  },
  {
    key: "jagannath",
    name: "Shri Jagannath Temple",
    location: "Puri, Odisha",
    deity: "Lord Jagannath with Balabhadra and Subhadra",
    description: "One of the four Char Dham, the twelfth-century Jagannath Temple of Puri is home to Lord Jagannath, Balabhadra and Devi Subhadra, and to the world-famous Rath Yatra and Mahaprasad.",
    about: [
      "Shri Jagannath, the Lord of the Universe, is worshipped at Puri with his elder brother Balabhadra, his sister Devi Subhadra and the Sudarshan Chakra. The deities are carved from sacred neem wood and are renewed in the rare Nabakalebara ceremony, when the Lord is said to take a new body.",
      "The present temple was built in the twelfth century by King Anantavarman Chodaganga Deva. Its kitchen is counted among the largest in the world: the Mahaprasad is cooked in earthen pots stacked over wood fires and, once offered to the Lord, is shared by all at the Ananda Bazaar without distinction of caste or creed. The flag atop the shikhara is changed every single day by priests who climb the temple by hand.",
      "In the month of Ashadha the deities leave the temple on three giant chariots for the Rath Yatra to the Gundicha Temple, pulled by lakhs of devotees along the Bada Danda. Bedi Hanuman, who guards the shrine from the sea, is worshipped on the beach nearby."
    ].join("\n\n"),
    image: "/art/temple-jagannath-puri.svg"
  },
  {
    key: "siddhivinayak",
    name: "Shree Siddhivinayak Temple",
    location: "Mumbai, Maharashtra",
    deity: "Lord Ganesha (Siddhivinayak)",
    description: "At Prabhadevi in Mumbai, Shree Siddhivinayak is the beloved Ganesha who grants siddhi, success in every undertaking; the right-trunked murti is worshipped by lakhs of devotees each Tuesday.",
    about: [
      "The Siddhivinayak temple was consecrated in 1801 by Laxman Vithu Patil and funded by Deubai Patil, a devout lady who prayed that Ganesha would bless childless women with children. The murti, carved from a single black stone, shows Ganesha with four arms holding a lotus, an axe, a rosary and a bowl of modak, flanked by Riddhi and Siddhi.",
      "The trunk of this Ganesha turns to the right. Such a Siddhi Vinayak form is considered very powerful and quick to answer sincere prayers, which is why entrepreneurs, students and families begin every new venture with a visit to Prabhadevi.",
      "Tuesdays, Sankashti Chaturthi and especially Angaraki Chaturthi bring long lines of devotees, many walking barefoot through the night. Ganesh Chaturthi is celebrated with great devotion, and the morning Kakad Aarti sets the rhythm of the city around it."
    ].join("\n\n"),
    image: "/art/temple-siddhivinayak.svg"
  },
  {
    key: "vaishnodevi",
    name: "Shri Mata Vaishno Devi Shrine",
    location: "Katra, Jammu and Kashmir",
    deity: "Mata Vaishno Devi",
    description: "In a holy cave of the Trikuta mountains above Katra, Mata Vaishno Devi appears as three natural pindis of Maha Kali, Maha Lakshmi and Maha Saraswati; lakhs of pilgrims walk the path chanting Jai Mata Di.",
    about: [
      "Mata Vaishno Devi is the combined form of the three great Goddesses. Legend says that as a young devotee of Lord Vishnu she meditated in the Trikuta hills, and when pursued by Bhairon Nath she took refuge in the cave at Ardhkuwari before revealing her divine form at the Bhawan. There she is worshipped to this day as three pindis, without any carved idol.",
      "The yatra from Katra climbs about thirteen kilometres through Banganga, Charan Paduka and Ardhkuwari to the holy cave. It is traditionally completed with a visit to the Bhairon Nath temple higher up the mountain, as the Goddess granted him forgiveness and a place in her worship.",
      "The Atka Aarti, performed in the morning and evening before the pindis, is the most awaited moment at the Bhawan. During the two Navratris the shrine is decorated with flowers and the whole mountain resounds with bhajans in praise of Mata Rani."
    ].join("\n\n"),
    image: "/art/temple-vaishno-devi.svg"
  },
  {
    key: "kamakhya",
    name: "Maa Kamakhya Devalaya",
    location: "Guwahati, Assam",
    deity: "Goddess Kamakhya",
    description: "Crowning Nilachal Hill above the Brahmaputra in Guwahati, Maa Kamakhya is among the most revered of the fifty-one Shakti Peethas and a great centre of Shakta and Tantric worship in India.",
    about: [
      "When Lord Shiva carried the body of Devi Sati across the worlds in grief, her body fell in many places that became the Shakti Peethas. Kamakhya is where her yoni fell, and so the Goddess is worshipped here not as an idol but as a sacred stone in a cave-like sanctum, kept moist by a natural underground spring.",
      "The temple, rebuilt in 1565 by the Koch king Nara Narayan, has a distinctive beehive-shaped dome in the Nilachal style. Around it stand shrines of the ten Mahavidyas, including Bhuvaneshwari, Bagalamukhi, Tara and Kamala, making Nilachal Hill a living temple of the Divine Mother in all her forms.",
      "Every year in the monsoon the temple closes for three days during the Ambubachi Mela, when the Goddess is believed to rest, and reopens to huge gatherings of sadhus and devotees. Durga Puja, Manasha Puja and Pohan Biya are also celebrated here with great devotion."
    ].join("\n\n"),
    image: "/art/temple-kamakhya.svg"
  },
  {
    key: "dwarka",
    name: "Shri Dwarkadhish Temple (Jagat Mandir)",
    location: "Dwarka, Gujarat",
    deity: "Lord Krishna (Dwarkadhish)",
    description: "Where the Gomti river meets the Arabian Sea, the five-storeyed Jagat Mandir honours Lord Krishna as the King of Dwarka; it is one of the Char Dham and its flag is changed several times each day.",
    about: [
      "Dwarka was the kingdom of Lord Krishna after he left Mathura, and the Dwarkadhish temple is believed to have first been raised by his great-grandson Vajranabh over the Lord's own palace. The present temple, built of limestone and sandstone, rises five storeys on seventy-two carved pillars, with a shikhara about 78 metres high.",
      "Pilgrims enter through the Moksha Dwar and leave through the Swarga Dwar, which opens onto fifty-six steps leading down to the Gomti. A flag of fifty-two yards, offered by devotees, is hoisted on the shikhara several times a day, and families wait years for the honour of offering it.",
      "Janmashtami at Dwarka is a festival of joy, with the temple open through the night for the birth of the Lord. Bet Dwarka, where Krishna is said to have received his friend Sudama, and the Nageshwar Jyotirlinga lie close by."
    ].join("\n\n"),
    image: "/art/temple-dwarkadhish.svg"
  },
  {
    key: "rameswaram",
    name: "Arulmigu Ramanathaswamy Temple",
    location: "Rameswaram, Tamil Nadu",
    deity: "Lord Shiva (Ramanathaswamy)",
    description: "On Rameswaram island, the Ramanathaswamy temple enshrines the Jyotirlinga that Lord Rama worshipped after returning from Lanka; it is one of the Char Dham and has the longest temple corridor in India.",
    about: [
      "After the war in Lanka, Lord Rama wished to worship Lord Shiva at Rameswaram. He sent Hanuman to Kailash for a lingam, and when Hanuman was delayed, Mata Sita shaped a lingam of sand, the Ramalingam, which Rama worshipped. The Vishwalingam brought by Hanuman was installed beside it, and Rama decreed that it be worshipped first, as it is to this day.",
      "The temple is famed for its magnificent corridors lined with more than a thousand carved pillars; the outer corridor is about 1,200 metres long. Inside the complex are twenty-two sacred theerthams, holy wells whose water devotees bathe in before darshan.",
      "Rameswaram is also revered for rites for departed ancestors. Pilgrims offer tarpan and pind daan at the Agni Theertham on the seashore and pray for the peace of their forefathers before entering the temple."
    ].join("\n\n"),
    image: "/art/temple-ramanathaswamy.svg"
  },
  {
    key: "trimbak",
    name: "Shri Trimbakeshwar Jyotirlinga",
    location: "Nashik, Maharashtra",
    deity: "Lord Shiva (Trimbakeshwar)",
    description: "Near the source of the holy Godavari in the Brahmagiri hills, Trimbakeshwar is the Jyotirlinga whose three faces embody Brahma, Vishnu and Mahesh, and the foremost place for Kaal Sarp and Narayan Nagbali rites.",
    about: [
      "The sage Gautama, who brought the river Godavari down to earth at Brahmagiri, prayed to Lord Shiva to dwell here, and the Lord appeared as the Trimbakeshwar Jyotirlinga. Its unique feature is a small hollow holding three tiny lingams that represent Brahma, Vishnu and Mahesh, covered on festive days by a jewelled mukut said to date from the Pandava era.",
      "The black-stone temple was built in the eighteenth century by Peshwa Balaji Bajirao, also known as Nanasaheb. Around it, the Kushavarta kund marks the spot where the Godavari resurfaces, and it is the bathing place of the Kumbh Mela held at Nashik and Trimbak every twelve years.",
      "Trimbakeshwar is renowned for rituals of remedy and healing: Kaal Sarp Dosh Nivaran, Narayan Nagbali, Tripindi Shraddha and Maha Mrityunjaya jaap are performed here by Tamrapatradhari purohits whose families have held this right for generations."
    ].join("\n\n"),
    image: "/art/temple-trimbakeshwar.svg"
  },
  {
    key: "bankebihari",
    name: "Shri Banke Bihari Temple",
    location: "Vrindavan, Uttar Pradesh",
    deity: "Lord Krishna (Banke Bihari)",
    description: "In the lanes of Vrindavan, Shri Banke Bihari ji stands in his tribhanga pose, so enchanting that a curtain is drawn every few moments lest a devotee lose their heart to his gaze for ever.",
    about: [
      "Shri Banke Bihari ji was revealed at Nidhivan by the great saint and musician Swami Haridas, whose devotion was so deep that Radha and Krishna appeared before him and merged into a single dark, radiant form. Banke means bent in three places and Bihari means the one who enjoys, and the Lord stands in that graceful tribhanga pose, flute in hand.",
      "The present temple was built in 1864 by the Goswamis who have served the Lord for generations. Here the Lord is treated as a child: the curtain before the sanctum is drawn and opened every few moments, and the Mangala Aarti is performed only once a year, on Janmashtami, so that the young Lord is not woken too early.",
      "Phoolon wali Holi, the swing festival of Jhulan Yatra and the rare Charan Darshan on Akshaya Tritiya, when the Lord's lotus feet are revealed, fill Vrindavan with devotees from every corner of the world."
    ].join("\n\n"),
    image: "/art/temple-banke-bihari.svg"
  }
];
var TEMPLE_PLACES = {
  kashi: { latitude: 25.3109, longitude: 83.0107 },
  mahakal: { latitude: 23.1828, longitude: 75.7681 },
  somnath: { latitude: 20.888, longitude: 70.4013 },
  // Closed from Bhai Dooj to about Akshaya Tritiya; its puja's copy names the winter seat at Ukhimath.
  kedarnath: { latitude: 30.7352, longitude: 79.0669 },
  tirupati: { latitude: 13.6833, longitude: 79.3472 },
  meenakshi: { latitude: 9.9195, longitude: 78.1193 },
  jagannath: { latitude: 19.8048, longitude: 85.8179 },
  siddhivinayak: { latitude: 19.0169, longitude: 72.8302 },
  vaishnodevi: { latitude: 33.0308, longitude: 74.949 },
  kamakhya: { latitude: 26.1664, longitude: 91.7055, closedOn: duringAmbubachi },
  dwarka: { latitude: 22.2376, longitude: 68.9674 },
  rameswaram: { latitude: 9.2881, longitude: 79.3174 },
  trimbak: { latitude: 19.9322, longitude: 73.5309 },
  bankebihari: { latitude: 27.5806, longitude: 77.7006 }
};
function duringAmbubachi(day2) {
  const { month, day: date3 } = istDate(istDayStart(day2));
  return month === 6 && date3 >= 21 && date3 <= 26;
}

// src/db/seed/catalog-rows.ts
var MINUTE4 = 6e4;
var HOUR4 = 60 * MINUTE4;
var art = (name) => `/art/${name}.svg`;
function buildCatalogRows(now) {
  const t0 = Math.floor(now.getTime() / 6e4) * 6e4;
  const at = (hours) => new Date(t0 + hours * HOUR4);
  const createdAt3 = (i) => new Date(t0 - 24 * HOUR4 + i * 1e3);
  const templeIds = new Map(TEMPLES.map((t) => [t.key, randomUUID7()]));
  const templeId = (key2) => templeIds.get(key2);
  const temples2 = TEMPLES.map(({ key: key2, ...t }, i) => ({
    ...t,
    id: templeId(key2),
    slug: slugify(t.name),
    createdAt: createdAt3(i)
  }));
  const pujas2 = [];
  const pujaPackageRows = [];
  const pujaChadhavaRows = [];
  PUJAS.forEach((p3, i) => {
    const id2 = randomUUID7();
    const when2 = pujaTimes(p3, now.getTime());
    pujas2.push({
      id: id2,
      slug: slugify(p3.title),
      title: p3.title,
      description: p3.description,
      templeId: templeId(p3.temple),
      image: p3.image,
      aboutPujaCard: p3.aboutPujaCard.map((n2) => art(`about-${n2}`)),
      aboutTemple: p3.aboutTemple,
      rating: p3.rating,
      tithi: when2.tithi,
      tag: p3.tag,
      occasion: p3.occasion,
      type: p3.type,
      duration: p3.duration,
      joinedNo: p3.joinedNo,
      benefits: p3.benefits,
      startTime: new Date(when2.start),
      endTime: new Date(when2.end),
      createdAt: createdAt3(i)
    });
    pujaPackages2(p3.prices, p3.focus, p3.blessing).forEach(
      (pkg, sort) => pujaPackageRows.push({
        pujaId: id2,
        img: pkg.img,
        thumbnailTitle: pkg.thumbnailTitle,
        pricePaise: toPaise(pkg.price),
        numberOfPeople: pkg.numberOfPeople,
        points: pkg.points,
        sort
      })
    );
    p3.chadhava.forEach((key2, sort) => {
      const item = CHADHAVA_ITEMS[key2];
      pujaChadhavaRows.push({
        pujaId: id2,
        title: item.title,
        pricePaise: toPaise(item.price),
        image: item.image,
        description: item.description,
        sort
      });
    });
  });
  const offerings2 = OFFERINGS.map(({ price: price3, ...o }, sort) => ({ ...o, pricePaise: toPaise(price3), sort }));
  const streamTimes = (st) => {
    if ("startHours" in st)
      return { startTime: at(st.startHours), endTime: st.endHours === null ? null : at(st.endHours) };
    const o = dated(st.when, typeof st.temple === "string" ? st.temple : null, now.getTime());
    return { startTime: new Date(o.start), endTime: new Date(o.end) };
  };
  const streams2 = STREAMS.map((st, i) => ({
    title: st.title,
    video: st.scene ? `/embed/darshan.html?scene=${st.scene}&title=${encodeURIComponent(st.title)}` : null,
    image: st.image,
    pandit: st.pandit,
    templeId: typeof st.temple === "string" ? templeId(st.temple) : null,
    templeText: typeof st.temple === "string" ? null : st.temple.text,
    description: st.description,
    category: st.category,
    viewers: st.viewers,
    ...streamTimes(st),
    createdAt: createdAt3(i)
  }));
  const campaigns2 = [];
  const campaignSevas2 = [];
  CAMPAIGNS.forEach((c, i) => {
    const id2 = randomUUID7();
    campaigns2.push({
      id: id2,
      slug: slugify(c.title),
      title: c.title,
      subtitle: c.subtitle,
      img: c.images[0] ?? art("campaign-annadaan-1"),
      images: c.images,
      story: c.story,
      description: c.description,
      raisedPaise: toPaise(c.raised),
      goalPaise: toPaise(c.goal),
      participants: c.participants,
      category: c.category,
      benefits: c.benefits,
      donorAvatars: c.donorAvatars.map((n2) => art(`avatar-${String(n2).padStart(2, "0")}`)),
      eligible80g: c.eligible80G,
      createdAt: createdAt3(i)
    });
    c.sevas.forEach(
      ({ price: price3, ...sv }, sort) => campaignSevas2.push({ ...sv, campaignId: id2, pricePaise: toPaise(price3), sort })
    );
  });
  const chadhavaEvents2 = [];
  const eventOfferings2 = [];
  EVENTS.forEach((e, i) => {
    const id2 = randomUUID7();
    chadhavaEvents2.push({
      id: id2,
      slug: slugify(e.name),
      name: e.name,
      templeId: templeId(e.temple),
      date: eventDate(e, now),
      isActive: e.isActive,
      maxParticipants: e.maxParticipants,
      currentParticipants: e.currentParticipants,
      basePricePaise: toPaise(e.basePrice),
      about: e.about,
      images: e.images,
      createdAt: createdAt3(i)
    });
    e.offerings.forEach(
      ({ price: price3, type, ...o }, sort) => eventOfferings2.push({ ...o, eventId: id2, pricePaise: toPaise(price3), type: type ?? DEFAULT_OFFERING_TYPE, sort })
    );
  });
  const productIds = PRODUCTS.map(() => randomUUID7());
  const products2 = PRODUCTS.map((pr, i) => ({
    id: productIds[i],
    name: pr.name,
    slug: slugify(pr.name),
    description: pr.description,
    category: pr.category,
    features: pr.features,
    primaryImage: art(`product-${pr.art}`),
    secondaryImages: [art(`product-${pr.art}-2`), art(`product-${pr.art}-3`), art(`product-${pr.art}`)],
    basePricePaise: toPaise(pr.basePrice),
    sizes: pr.sizes.map((v) => ({ name: v.name, extraPricePaise: toPaise(v.extraPrice) })),
    colors: pr.colors.map((v) => ({ name: v.name, colorHex: v.colorHex, extraPricePaise: toPaise(v.extraPrice) })),
    relatedIds: relatedOf(i, productIds),
    sort: i
  }));
  const productStockRows = DEMO_STOCK.map((st) => {
    const i = PRODUCTS.findIndex((pr2) => pr2.name === st.product);
    const pr = PRODUCTS[i];
    if (!pr || !pr.sizes.some((v) => v.name === st.size) || !pr.colors.some((v) => v.name === st.color))
      throw new Error(`demo stock names no variant: ${st.product} ${st.size} ${st.color}`);
    return { productId: productIds[i], size: st.size, color: st.color, onHand: st.onHand };
  });
  const pandits2 = PANDITS.map((pd, sort) => ({
    ...pd,
    feePaise: toPaise(CONSULTATION_FEE_RUPEES),
    services: panditServices(pd),
    workingHours: panditHours(sort),
    sort
  }));
  const prasadOfferingRows = PRASAD.map((pr, sort) => ({
    templeId: templeId(pr.temple),
    title: pr.title,
    items: pr.items,
    description: pr.description,
    pricePaise: toPaise(pr.price),
    image: art(pr.art),
    availability: pr.availability,
    sort,
    createdAt: createdAt3(sort),
    updatedAt: createdAt3(sort)
  }));
  return {
    temples: temples2,
    pujas: pujas2,
    pujaPackages: pujaPackageRows,
    pujaChadhavaItems: pujaChadhavaRows,
    offerings: offerings2,
    streams: streams2,
    campaigns: campaigns2,
    campaignSevas: campaignSevas2,
    chadhavaEvents: chadhavaEvents2,
    eventOfferings: eventOfferings2,
    products: products2,
    productStock: productStockRows,
    pandits: pandits2,
    prasadOfferings: prasadOfferingRows
  };
}
function relatedOf(index23, ids) {
  const category = PRODUCTS[index23]?.category;
  const same = PRODUCTS.map((p3, i) => ({ p: p3, i })).filter(({ p: p3 }) => p3.category === category);
  const pos = same.findIndex(({ i }) => i === index23);
  const others = [...same.slice(pos + 1), ...same.slice(0, pos)];
  const count15 = Math.min(others.length, 3 + index23 % 3);
  return others.slice(0, count15).map(({ i }) => ids[i]);
}
function dated(when2, temple3, now) {
  if (temple3 === null) throw new Error("a dated demo entry needs a catalog temple (its place)");
  return occurrence(when2.schedule, when2.pick, now, TEMPLE_PLACES[temple3]);
}
function pujaTimes(p3, now) {
  const place = TEMPLE_PLACES[p3.temple];
  if ("schedule" in p3.when) {
    const o = dated(p3.when, p3.temple, now);
    return { ...o, tithi: tithiLabel(tithiShown(p3.when.schedule.rule, o.day, place)) };
  }
  const from = Math.floor(now / MINUTE4) * MINUTE4;
  const start = Math.ceil((from + p3.when.soon.minutes * MINUTE4) / (5 * MINUTE4)) * 5 * MINUTE4;
  return {
    start,
    end: start + p3.when.soon.hours * HOUR4,
    tithi: tithiLabel(tithiShown(null, istDayNumber(start), place))
  };
}
function eventDate(e, now) {
  if (e.when !== "later-today") return new Date(dated(e.when, e.temple, now.getTime()).start);
  const nowMs = now.getTime();
  const midnight = istDayStart(istDayNumber(nowMs) + 1);
  const target = nowMs + Math.min(3 * HOUR4, (midnight - nowMs) / 2);
  const onTheMinute = Math.ceil(target / 6e4) * 6e4;
  return new Date(onTheMinute < midnight ? onTheMinute : target);
}

// src/db/seed/seed.ts
var SEED_LOCK = 7260001;
async function seedIfEmpty(db, now = /* @__PURE__ */ new Date()) {
  return db.transaction(async (tx) => {
    await tx.execute(sql56`select pg_advisory_xact_lock(${SEED_LOCK})`);
    const existing = await tx.select({ id: temples.id }).from(temples).limit(1);
    if (existing.length > 0) return null;
    return insertCatalog(tx, buildCatalogRows(now), now);
  });
}
async function insertCatalog(tx, rows7, now) {
  await tx.insert(temples).values(rows7.temples);
  await tx.insert(pujas).values(rows7.pujas);
  await tx.insert(pujaPackages).values(rows7.pujaPackages);
  await tx.insert(pujaChadhavaItems).values(rows7.pujaChadhavaItems);
  await tx.insert(offerings).values(rows7.offerings);
  await tx.insert(streams).values(rows7.streams);
  await tx.insert(campaigns).values(rows7.campaigns);
  await tx.insert(campaignSevas).values(rows7.campaignSevas);
  await tx.insert(chadhavaEvents).values(rows7.chadhavaEvents);
  await tx.insert(eventOfferings).values(rows7.eventOfferings);
  await tx.insert(products).values(rows7.products);
  await tx.insert(productStock).values(rows7.productStock);
  await tx.insert(pandits).values(rows7.pandits);
  await tx.insert(prasadOfferings).values(rows7.prasadOfferings);
  await approveDemoListings(tx, now);
  return Object.fromEntries(Object.entries(rows7).map(([table3, list4]) => [table3, list4.length]));
}

// src/lib/jobs/worker.ts
function startWorker(db, handlers, opts) {
  let stopped = false;
  let again = false;
  let current = null;
  const tick = () => {
    if (stopped) return;
    if (current) {
      again = true;
      return;
    }
    current = (async () => {
      do {
        again = false;
        try {
          await runDueJobs(db, handlers, { ...opts, shouldStop: () => stopped });
        } catch (err) {
          opts.log.error({ err }, "job queue poll failed");
        }
      } while (again && !stopped);
    })().finally(() => {
      current = null;
    });
  };
  const timer = setInterval(tick, opts.pollMs ?? 1e3).unref();
  const unsubscribe = onEnqueued(tick);
  tick();
  return {
    kick: tick,
    async stop(graceMs = 5e3) {
      stopped = true;
      clearInterval(timer);
      unsubscribe();
      if (!current) return;
      let timeout;
      await Promise.race([current, new Promise((r) => timeout = setTimeout(r, graceMs).unref())]);
      clearTimeout(timeout);
    }
  };
}

// src/jobs.ts
var jobsPruneJob = { name: "jobs-prune", everyMs: 60 * 6e4, run: (app) => pruneDoneJobs(app.ctx.db) };
function startJobs(app) {
  const { config } = app.ctx;
  const running = /* @__PURE__ */ new Set();
  const timers = [...backgroundJobs, jobsPruneJob].map((job) => {
    let busy = false;
    const tick = () => {
      if (busy) return;
      busy = true;
      const run = (async () => {
        try {
          await job.run(app);
          app.jobMetrics.ran(job.name, true, app.ctx.now());
        } catch (err) {
          app.jobMetrics.ran(job.name, false, app.ctx.now());
          app.log.error({ err, job: job.name }, "job failed");
        }
      })().finally(() => {
        busy = false;
        running.delete(run);
      });
      running.add(run);
    };
    tick();
    return setInterval(tick, job.everyMs).unref();
  });
  const transport = config.SMTP_URL ? smtpTransport(config.SMTP_URL) : null;
  const worker = startWorker(
    app.ctx.db,
    { ...queueHandlers(app.ctx), [MAIL_JOB]: mailJob(transport, config.MAIL_FROM, mailAttachmentRenderers(config)) },
    { log: app.log, onRun: app.jobMetrics.queueRan }
  );
  app.ctx.jobs.running = true;
  return {
    async stop(graceMs = 5e3) {
      timers.forEach(clearInterval);
      app.ctx.jobs.running = false;
      let timeout;
      const grace = new Promise((r) => timeout = setTimeout(r, graceMs).unref());
      await Promise.race([Promise.all([worker.stop(graceMs), ...running]), grace]);
      clearTimeout(timeout);
    }
  };
}

// src/modules/admin/bootstrap.ts
import { randomBytes as randomBytes9 } from "node:crypto";

// src/modules/admin/admin-commands.ts
async function createAdmin(ctx, input, source) {
  const existing = await findAccountByEmail(ctx.db, input.email);
  const account = existing ?? await createStaffAccount(
    ctx.db,
    { email: input.email, password: input.password, fullName: input.fullName ?? "Administrator", phone: input.phone },
    ctx.now()
  );
  const granted = await applyGrant(ctx, source, account.id, toGrant("admin"));
  return { account, created: !existing, granted };
}

// src/modules/admin/bootstrap.ts
async function applyAdminFromEnv(ctx, config) {
  if (!config.ADMIN_EMAIL || !config.ADMIN_PASSWORD) return null;
  const r = await createAdmin(
    ctx,
    { email: config.ADMIN_EMAIL, password: config.ADMIN_PASSWORD },
    { label: "ADMIN_EMAIL" }
  );
  if (r.created) return "ADMIN_EMAIL: the admin account was created";
  return r.granted ? "ADMIN_EMAIL: the existing account was granted the admin role" : null;
}
var DEMO_DOMAIN = "demo.sankalp.local";
async function createDemoStaff(ctx, config) {
  if (config.NODE_ENV === "production") return [];
  const temple3 = (await listTemples2(ctx)).find((t) => t.slug.includes("kashi-vishwanath"));
  const pandit3 = (await listPandits2(ctx))[0];
  const scopes = {
    admin: { grant: toGrant("admin"), scope: null },
    operator: { grant: toGrant("operator"), scope: null },
    temple_staff: temple3 ? { grant: toGrant("temple_staff", { templeId: temple3._id }), scope: temple3.name } : null,
    pandit: pandit3 ? { grant: toGrant("pandit", { panditId: pandit3._id }), scope: pandit3.name } : null
  };
  const made = [];
  for (const role of STAFF_ROLES) {
    const s = scopes[role];
    const email = `${role.replace("_", "-")}@${DEMO_DOMAIN}`;
    if (!s || await findAccountByEmail(ctx.db, email)) continue;
    const password = randomBytes9(12).toString("base64url");
    const name = `Demo ${role === "temple_staff" ? "Temple Staff" : role[0].toUpperCase() + role.slice(1)}`;
    const account = await createStaffAccount(ctx.db, { email, password, fullName: name }, ctx.now());
    await applyGrant(ctx, { label: "demo-seed" }, account.id, s.grant);
    if (s.grant.templeId) await approveAsDemoStaff(ctx, account.id, s.grant.templeId);
    made.push({ role, email, password, scope: s.scope });
  }
  return made;
}
function demoStaffNotice(accounts, publicUrl) {
  if (accounts.length === 0) return [];
  return [
    "",
    `Demo staff accounts (shown once; not in production). Sign in at ${publicUrl}/auth, then switch on`,
    "two-factor authentication in Settings \u203A Account before the console opens:",
    ...accounts.map(
      (a) => `  ${a.role.padEnd(12)} ${a.email.padEnd(36)} ${a.password}${a.scope ? `  (${a.scope})` : ""}`
    ),
    ""
  ];
}

// src/main.ts
async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (e) {
    if (e instanceof ConfigError) {
      console.error(e.message);
      process.exit(1);
    }
    throw e;
  }
  const db = await openDb({ url: config.DATABASE_URL, dataDir: config.DATA_DIR });
  const seeded = config.SEED_DEMO ? await seedIfEmpty(db.db) : null;
  const staffCtx = { db: db.db, now: () => /* @__PURE__ */ new Date() };
  const demoStaff = seeded ? await createDemoStaff(staffCtx, config) : [];
  const adminNote = await applyAdminFromEnv(staffCtx, config);
  const app = await buildApp(config, { db });
  const jobs2 = startJobs(app);
  await app.listen({ port: config.PORT, host: config.HOST });
  app.log.info(`Sankalp is serving ${config.publicUrl} (${db.kind})`);
  if (adminNote) app.log.info(adminNote);
  for (const line3 of demoStaffNotice(demoStaff, config.publicUrl)) console.log(line3);
  let closing = false;
  const shutdown = async (signal) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, "shutting down");
    const force = setTimeout(() => process.exit(1), 1e4).unref();
    await jobs2.stop();
    await app.close();
    await db.close();
    clearTimeout(force);
    process.exit(0);
  };
  process.on("SIGINT", () => void shutdown("SIGINT"));
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
}
main().catch((e) => {
  console.error(e);
  process.exit(1);
});
//# sourceMappingURL=main.js.map
