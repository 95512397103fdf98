/**
 * Settings that only suit the bundled sandbox, refused when the gateway is pointed at the
 * organisation's real Care API. Which Care API it is comes from CARE_API_KIND; unset, it is the
 * sandbox when CARE_API_URL's host is this machine (localhost, *.localhost, 127.0.0.0/8, ::1) or
 * `sandbox` (the compose service), and the real one otherwise: a remote host is never taken for
 * the sandbox, so the checks below are skipped only where the sandbox can actually be.
 */

/** The bundled sandbox, or the organisation's own Care API and identity provider. */
type CareApiKind = 'sandbox' | 'real';

/** The sandbox identity provider's secret for the gateway's client (SANDBOX_GATEWAY_CLIENT_SECRET's default). */
const SANDBOX_HUB_CLIENT_SECRET = 'luminate-gateway-sandbox-secret';

/** The compose service name under which the gateway reaches the sandbox. */
const SANDBOX_SERVICE_HOST = 'sandbox';

/** The settings the checks read (a slice of the validated configuration). */
interface SandboxSettingsView {
  NODE_ENV: string;
  CARE_API_URL: string;
  CARE_API_KIND?: CareApiKind;
  OIDC_ISSUER: string;
  CALL_LIST_HUB_URL: string;
  HUB_CLIENT_SECRET: string;
  ANALYTICS_EMBED_ORIGIN?: string;
  TRUSTED_DOCUMENTS?: 'required' | 'open';
}

/** True for a host name or address of this machine. */
function isLoopbackHost(hostname: string): boolean {
  const host = hostname
    .toLowerCase()
    .replace(/^\[|\]$/g, '')
    .replace(/\.$/, '');
  return (
    host === 'localhost' ||
    host.endsWith('.localhost') ||
    /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(host) ||
    host === '::1' ||
    host === '0.0.0.0' ||
    host === '::' ||
    /^::ffff:127\./.test(host)
  );
}

const hostOf = (url: string): string => new URL(url).hostname;

/** Which Care API the gateway is pointed at: CARE_API_KIND, else derived from CARE_API_URL's host. */
export function careApiKind(config: Pick<SandboxSettingsView, 'CARE_API_KIND' | 'CARE_API_URL'>): CareApiKind {
  if (config.CARE_API_KIND) return config.CARE_API_KIND;
  const host = hostOf(config.CARE_API_URL);
  return isLoopbackHost(host) || host === SANDBOX_SERVICE_HOST ? 'sandbox' : 'real';
}

/**
 * The settings refused with a real Care API, one line per variable (`NAME=value: why`; a secret's
 * value is never written). `set` names the variables the environment gave (unset ones took the
 * sandbox's defaults). Empty with the sandbox.
 */
export function sandboxOnlySettings(config: SandboxSettingsView, set: ReadonlySet<string>): string[] {
  if (careApiKind(config) === 'sandbox') return [];
  const lines: string[] = [];
  const refuse = (name: keyof SandboxSettingsView, why: string, showValue = true) =>
    lines.push(`  ${name}${showValue ? `=${JSON.stringify(config[name])}` : ''}: ${why}`);
  // A real Care API behind a local proxy or sidecar may make local addresses right for the rest too.
  const remote = !isLoopbackHost(hostOf(config.CARE_API_URL));

  if (!set.has('CARE_API_URL')) refuse('CARE_API_URL', "unset, it is the sandbox's address: set the Care API's URL");
  if (config.HUB_CLIENT_SECRET === SANDBOX_HUB_CLIENT_SECRET) {
    refuse('HUB_CLIENT_SECRET', "is the sandbox's client secret: set the gateway client's secret at the identity provider", false);
  }
  if (!set.has('OIDC_ISSUER')) refuse('OIDC_ISSUER', "unset, it is the sandbox's identity provider (and its signing keys): set the issuer");
  else if (remote && isLoopbackHost(hostOf(config.OIDC_ISSUER))) {
    refuse('OIDC_ISSUER', 'is on this machine while the Care API is not: set the identity provider the Care API trusts');
  }
  if (!set.has('CALL_LIST_HUB_URL')) refuse('CALL_LIST_HUB_URL', "unset, it is the sandbox's call-list hub: set the hub's URL");
  else if (remote && isLoopbackHost(hostOf(config.CALL_LIST_HUB_URL))) {
    refuse('CALL_LIST_HUB_URL', 'is on this machine while the Care API is not: set the call-list hub of the Care API');
  }
  if (config.ANALYTICS_EMBED_ORIGIN && remote && isLoopbackHost(hostOf(config.ANALYTICS_EMBED_ORIGIN))) {
    refuse('ANALYTICS_EMBED_ORIGIN', "is on this machine (the sandbox's workbooks): set the analytics service's origin, or leave it unset");
  }
  if (config.TRUSTED_DOCUMENTS === 'open' && config.NODE_ENV === 'production') {
    refuse('TRUSTED_DOCUMENTS', 'open runs any document in production: leave it unset (required)');
  }
  return lines;
}
