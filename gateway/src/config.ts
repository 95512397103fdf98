/**
 * Gateway configuration, read once from the environment and validated. Every variable, its
 * default and its meaning are listed in the gateway table of docs/configuration.md; a test checks
 * that the table and this schema name the same variables with the same defaults.
 */
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { parseClaimMap, parseClaimPath, type ClaimPath } from './auth/claim-path.ts';
import { sandboxOnlySettings } from './sandbox-settings.ts';

const DEFAULT_WEB_DIST = fileURLToPath(new URL('../../web/dist', import.meta.url));
const DEFAULT_AUDIT_LOG_FILE = fileURLToPath(new URL('../.data/audit.jsonl', import.meta.url));
const ALLOWED_ALGORITHMS = ['RS256', 'RS384', 'RS512', 'PS256', 'PS384', 'PS512', 'ES256', 'ES384', 'ES512', 'EdDSA'] as const;

const int = (min: number, max: number, fallback: number) =>
  z
    .string()
    .trim()
    .regex(/^\d+$/, 'must be a whole number')
    .transform(Number)
    .pipe(z.number().int().min(min, `must be at least ${min}`).max(max, `must be at most ${max}`))
    .default(fallback);

const httpUrl = (fallback: string) =>
  z
    .url({ protocol: /^https?$/, error: 'must be an http(s) URL' })
    .transform((u) => u.replace(/\/+$/, ''))
    .default(fallback);

/** A token path (see auth/claim-path.ts), parsed. */
const tokenPath = (fallback: ClaimPath) =>
  z
    .string()
    .trim()
    .transform((text, ctx): ClaimPath => {
      try {
        return parseClaimPath(text);
      } catch (error) {
        ctx.addIssue({ code: 'custom', message: `must be a token path: ${(error as Error).message}` });
        return z.NEVER;
      }
    })
    .default(fallback);

const envSchema = z.object({
  PORT: int(0, 65535, 4000),
  HOST: z.string().trim().min(1).default('127.0.0.1'),
  NODE_ENV: z.enum(['development', 'test', 'production'], { error: 'must be development, test or production' }).default('development'),
  CARE_API_URL: httpUrl('http://localhost:4100'),
  // sandbox: the bundled sandbox; real: the organisation's systems (sandbox-only settings refused). Unset: derived from CARE_API_URL.
  CARE_API_KIND: z.enum(['sandbox', 'real'], { error: 'must be sandbox or real' }).optional(),
  OIDC_ISSUER: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).default('http://localhost:4100/oidc'),
  OIDC_AUDIENCE: z.string().trim().min(1).default('luminate-api'),
  OIDC_ALGORITHMS: z
    .string()
    .default('RS256,PS256,ES256')
    .transform((s) =>
      s
        .split(',')
        .map((a) => a.trim())
        .filter(Boolean),
    )
    .pipe(
      z
        .array(z.enum(ALLOWED_ALGORITHMS, { error: `must list only ${ALLOWED_ALGORITHMS.join(', ')} (never none or HS*)` }))
        .min(1, 'must name at least one algorithm'),
    ),
  // Where the access token keeps the user id, the employee id and the claims, and the claims' names.
  TOKEN_USER_ID_PATH: tokenPath(['sub']),
  TOKEN_EMPLOYEE_ID_PATH: tokenPath(['employeeId']),
  TOKEN_CLAIMS_PATH: tokenPath(['claims']),
  TOKEN_CLAIM_MAP: z
    .string()
    .transform((text, ctx) => {
      try {
        return parseClaimMap(text);
      } catch (error) {
        ctx.addIssue({ code: 'custom', message: (error as Error).message });
        return z.NEVER;
      }
    })
    .optional(),
  UPSTREAM_TIMEOUT_MS: int(100, 600_000, 15_000),
  UPSTREAM_RETRIES: int(0, 5, 2),
  UPSTREAM_CONNECTIONS: int(1, 1024, 64),
  BREAKER_ERROR_PERCENT: int(1, 100, 50),
  BREAKER_RESET_MS: int(100, 600_000, 10_000),
  BREAKER_MIN_USERS: int(1, 10_000, 3),
  LOG_LEVEL: z
    .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], { error: 'must be a pino level or silent' })
    .default('info'),
  WEB_DIST: z.string().min(1).default(DEFAULT_WEB_DIST),
  // required: only the web build's trusted documents run (explorers excepted); open: anything runs. Unset: required in production.
  TRUSTED_DOCUMENTS: z.enum(['required', 'open'], { error: 'must be required or open' }).optional(),
  WEB_OIDC_CLIENT_ID: z.string().trim().min(1).default('luminate-web'),
  GRAPHQL_MAX_DEPTH: int(2, 100, 12),
  GRAPHQL_MAX_ALIASES: int(0, 1000, 20),
  GRAPHQL_MAX_TOKENS: int(50, 100_000, 3000),
  GRAPHQL_MAX_COST: int(10, 10_000_000, 50_000),
  TRUST_PROXY: z
    .string()
    .trim()
    .default('false')
    .transform((v): boolean | number | string => (v === 'true' ? true : v === 'false' ? false : /^\d+$/.test(v) ? Number(v) : v)),
  CALL_LIST_HUB_URL: httpUrl('http://localhost:4101/hubs/callList'),
  HUB_CLIENT_ID: z.string().trim().min(1).default('luminate-gateway'),
  HUB_CLIENT_SECRET: z.string().min(1).default('luminate-gateway-sandbox-secret'),
  UPSTREAM_DEADLINE_MS: int(100, 600_000, 30_000),
  GRAPHQL_DEADLINE_MS: int(100, 600_000, 20_000),
  GRAPHQL_MAX_RESPONSE_BYTES: int(1024, 1_073_741_824, 8_388_608),
  RATE_LIMIT_WINDOW_MS: int(1000, 3_600_000, 60_000),
  RATE_LIMIT_OPERATIONS: int(1, 1_000_000, 600),
  RATE_LIMIT_FILES: int(1, 1_000_000, 60),
  AUDIT_LOG_FILE: z.string().min(1).default(DEFAULT_AUDIT_LOG_FILE),
  // With REDIS_URL: about how many audit events the shared stream keeps (0 = all).
  AUDIT_STREAM_MAX_EVENTS: int(0, 1_000_000_000, 1_000_000),
  SESSION_IDLE_TIMEOUT_S: int(10, 86_400, 900),
  CAMPAIGN_DOCS_BASE_URL: httpUrl('https://docs.luminate.example/campaign-types'),
  REFERENCE_CACHE_TTL_MS: int(0, 3_600_000, 30_000),
  TOKEN_CACHE_TTL_MS: int(0, 300_000, 60_000),
  GOOGLE_MAPS_API_KEY: z.string().trim().min(1).optional(),
  GOOGLE_MAPS_BROWSER_KEY: z.string().trim().min(1).optional(),
  // The analytics workbooks' origin (scheme, host and port; a path is refused): the one origin pages may frame.
  ANALYTICS_EMBED_ORIGIN: z
    .url({ protocol: /^https?$/, error: 'must be an http(s) origin' })
    .refine((u) => !u.includes('*'), 'must name one origin, without a wildcard')
    .refine((u) => new URL(u).origin === u.replace(/\/+$/, ''), 'must be an origin only (scheme, host and port), without a path')
    .transform((u) => new URL(u).origin)
    .optional(),
  REDIS_URL: z.url({ protocol: /^rediss?$/, error: 'must be a redis:// or rediss:// URL' }).optional(),
  // Prometheus metrics on a listener of their own (GET /metrics); unset: no listener. 0 = any free port.
  METRICS_PORT: z
    .string()
    .trim()
    .regex(/^\d+$/, 'must be a whole number')
    .transform(Number)
    .pipe(z.number().int().max(65535, 'must be at most 65535'))
    .optional(),
  METRICS_HOST: z.string().trim().min(1).default('127.0.0.1'),
  // OTLP/HTTP collector base URL (spans to <url>/v1/traces); unset: no spans recorded.
  OTEL_EXPORTER_OTLP_ENDPOINT: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional(),
  OTEL_SERVICE_NAME: z.string().trim().min(1).default('luminate-gateway'),
  // A stop: how long /readyz answers 503 "draining" while requests are still served, before the
  // listener closes. Unset: PRODUCTION_DRAIN_GRACE_MS in production, 0 otherwise (drainGraceMs).
  DRAIN_GRACE_MS: z
    .string()
    .trim()
    .regex(/^\d+$/, 'must be a whole number')
    .transform(Number)
    .pipe(z.number().int().max(120_000, 'must be at most 120000'))
    .optional(),
  // The longest a stop may take from SIGTERM; past it the process exits with code 1.
  DRAIN_TIMEOUT_MS: int(1000, 600_000, 28_000),
  // Gateway processes on this machine (a whole number, or `auto`: one per available core). Above
  // 1, a primary process runs that many workers sharing PORT (server/process-cluster/).
  GATEWAY_PROCESSES: z
    .string()
    .trim()
    .regex(/^(auto|\d+)$/, 'must be a whole number or auto')
    .transform((v) => (v === 'auto' ? 'auto' : Number(v)))
    .pipe(z.union([z.literal('auto'), z.number().int().min(1, 'must be at least 1').max(256, 'must be at most 256')]))
    .default(1),
  // WebSocket connections one gateway process holds; past it a new one is closed with 1013.
  // Unset: the process's open-files limit minus a reserve (server/process-cluster/limits.ts).
  WS_MAX_CONNECTIONS: z
    .string()
    .trim()
    .regex(/^\d+$/, 'must be a whole number')
    .transform(Number)
    .pipe(z.number().int().min(1, 'must be at least 1'))
    .optional(),
});

/** The drain grace of a production replica when DRAIN_GRACE_MS is unset. */
const PRODUCTION_DRAIN_GRACE_MS = 5000;

/** How long a stopping replica keeps serving, unready, before its listener closes. */
export function drainGraceMs(config: GatewayConfig): number {
  return config.DRAIN_GRACE_MS ?? (config.NODE_ENV === 'production' ? PRODUCTION_DRAIN_GRACE_MS : 0);
}

/** Whether only the web build's trusted documents run (TRUSTED_DOCUMENTS, else production). */
export function trustedDocumentsRequired(config: GatewayConfig): boolean {
  return (config.TRUSTED_DOCUMENTS ?? (config.NODE_ENV === 'production' ? 'required' : 'open')) === 'required';
}

/** The variables the gateway reads, in the order the schema declares them. */
export const CONFIG_VARIABLES: readonly string[] = Object.keys(envSchema.shape);

export type GatewayConfig = z.infer<typeof envSchema>;

/**
 * Reads the configuration from `env` (process.env by default). Empty strings count as unset.
 * Throws one Error listing every bad variable and why, so an operator fixes them all at once; a
 * valid configuration pointed at a real Care API is refused, naming each setting that only suits
 * the bundled sandbox (sandbox-settings.ts).
 */
export function loadConfig(env: Record<string, string | undefined> = process.env): GatewayConfig {
  const relevant: Record<string, string> = {};
  for (const key of Object.keys(envSchema.shape)) {
    const value = env[key];
    if (value !== undefined && value !== '') relevant[key] = value;
  }
  const parsed = envSchema.safeParse(relevant);
  if (parsed.success) {
    const refused = sandboxOnlySettings(parsed.data, new Set(Object.keys(relevant)));
    if (!refused.length) return parsed.data;
    throw new Error(
      `Invalid gateway configuration: the Care API is a real one (CARE_API_KIND=real, set or derived from CARE_API_URL), and these settings only suit the bundled sandbox:\n${refused.join('\n')}`,
    );
  }
  const lines = parsed.error.issues.map((issue) => {
    const name = String(issue.path[0] ?? 'environment');
    return `  ${name}=${JSON.stringify(relevant[name] ?? '')}: ${issue.message}`;
  });
  throw new Error(`Invalid gateway configuration:\n${lines.join('\n')}`);
}
