/**
 * Prints an access token for a sandbox persona, and nothing else, on stdout:
 *
 *   TOKEN=$(npm run --silent token -- superadmin)
 *   npm run --silent token -- u-1234 --password secret      # any sandbox user
 *
 * Issuer: env OIDC_ISSUER (default http://localhost:4100/oidc) or --issuer <url>.
 */
import { getToken, IdpUnreachableError, SignInError } from '../idp/client.ts';

const DEFAULT_ISSUER = 'http://localhost:4100/oidc';
/** Every persona's password in the sandbox seed. */
const PERSONA_PASSWORD = 'luminate-sandbox';

interface Persona {
  username: string;
  password: string;
}

interface Arguments {
  persona?: string;
  password?: string;
  issuer?: string;
  help: boolean;
}

const USAGE = `Usage: npm run --silent token -- <persona> [--password <password>] [--issuer <url>]
Prints an access token for the persona (or any sandbox username given with --password).`;

function parseArguments(argv: string[]): Arguments {
  const args: Arguments = { help: false };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--help' || arg === '-h') args.help = true;
    else if (arg === '--password') args.password = argv[++i];
    else if (arg.startsWith('--password=')) args.password = arg.slice('--password='.length);
    else if (arg === '--issuer') args.issuer = argv[++i];
    else if (arg.startsWith('--issuer=')) args.issuer = arg.slice('--issuer='.length);
    else if (!args.persona && !arg.startsWith('-')) args.persona = arg;
    else throw new Error(`Unexpected argument ${arg}`);
  }
  return args;
}

/** The seed's persona table; undefined when the seed module is not available. */
async function loadPersonas(): Promise<Record<string, Persona> | undefined> {
  try {
    // Loaded at run time so the CLI still works (with --password) without the seed module; the
    // specifier stays a literal so the compiled build rewrites its extension to the emitted `.js`.
    const module = (await import('../seed/personas.ts')) as { PERSONAS?: unknown };
    const personas = module.PERSONAS;
    return personas && typeof personas === 'object' ? (personas as Record<string, Persona>) : undefined;
  } catch {
    return undefined;
  }
}

function fail(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}

async function main(): Promise<void> {
  let args: Arguments;
  try {
    args = parseArguments(process.argv.slice(2));
  } catch (error) {
    fail(`${(error as Error).message}\n${USAGE}`);
  }
  if (args.help) {
    process.stdout.write(`${USAGE}\n`);
    return;
  }
  const personas = await loadPersonas();
  const names = personas ? Object.keys(personas).sort() : [];
  if (!args.persona) fail(`${USAGE}${names.length ? `\nPersonas: ${names.join(', ')}` : ''}`);

  const persona = personas?.[args.persona];
  if (personas && !persona && args.password === undefined) {
    fail(`Unknown persona "${args.persona}". Personas: ${names.join(', ')}\n(Any other sandbox user: add --password <password>.)`);
  }
  const issuer = (args.issuer ?? process.env.OIDC_ISSUER ?? DEFAULT_ISSUER).replace(/\/+$/, '');
  const username = persona?.username ?? args.persona;
  const password = args.password ?? persona?.password ?? PERSONA_PASSWORD;

  try {
    const token = await getToken({ issuer, username, password });
    process.stdout.write(`${token}\n`);
  } catch (error) {
    if (error instanceof IdpUnreachableError) fail(`Sandbox not reachable at ${issuer} — start it with npm start`);
    if (error instanceof SignInError) fail(`Sign-in failed for "${username}": ${error.message}`);
    throw error;
  }
}

await main();
