import express, { type NextFunction, type Request, type Response, type Router } from 'express';
import { errors, type InteractionResults } from 'oidc-provider';
import type Provider from 'oidc-provider';
import { authenticate } from './accounts.ts';
import { buildClients, FIRST_PARTY_CLIENTS } from './clients.ts';
import type { IdpDb } from './db.ts';
import { renderErrorPage, renderLoginPage } from './pages.ts';

export const INVALID_CREDENTIALS = 'Invalid username or password';

interface ConsentDetails {
  missingOIDCScope?: string[];
  missingOIDCClaims?: string[];
  missingResourceScopes?: Record<string, string[]>;
}

/**
 * CSP `form-action` sources for the login form. Browsers also apply form-action to the redirects
 * that follow a submission, and a successful sign-in redirects to the client's redirect URI on
 * another origin, so those origins must be allowed besides 'self'.
 */
export function loginFormActionSources(clients = buildClients()): string {
  const origins = clients.flatMap((client) => (client.redirect_uris ?? []).map((uri) => new URL(uri).origin));
  return ["'self'", ...new Set(origins)].join(' ');
}

/** A text field of a parsed form body; '' when the body or the field is missing or not text. */
function formField(body: unknown, name: string): string {
  if (typeof body !== 'object' || body === null) return '';
  const value = (body as Record<string, unknown>)[name];
  return typeof value === 'string' ? value : '';
}

function noStore(res: Response, formAction = "'self'"): void {
  res.set('Cache-Control', 'no-store');
  res.set('X-Frame-Options', 'DENY');
  res.set('Content-Security-Policy', `default-src 'none'; style-src 'unsafe-inline'; form-action ${formAction}; frame-ancestors 'none'`);
}

/** First-party applications never see a consent screen: grant whatever the prompt lists. */
async function grantConsent(provider: Provider, req: Request, res: Response): Promise<void> {
  const interaction = await provider.interactionDetails(req, res);
  const accountId = interaction.session?.accountId;
  const clientId = String(interaction.params.client_id);
  if (!accountId || !FIRST_PARTY_CLIENTS.has(clientId)) {
    await provider.interactionFinished(
      req,
      res,
      { error: 'access_denied', error_description: 'Consent required' },
      { mergeWithLastSubmission: false },
    );
    return;
  }
  const details = interaction.prompt.details as ConsentDetails;
  const existing = interaction.grantId ? await provider.Grant.find(interaction.grantId) : undefined;
  const grant = existing ?? new provider.Grant({ accountId, clientId });
  if (details.missingOIDCScope) grant.addOIDCScope(details.missingOIDCScope.join(' '));
  if (details.missingOIDCClaims) grant.addOIDCClaims(details.missingOIDCClaims);
  for (const [indicator, scopes] of Object.entries(details.missingResourceScopes ?? {})) {
    grant.addResourceScope(indicator, scopes.join(' '));
  }
  const grantId = await grant.save();
  const result: InteractionResults = { consent: { grantId } };
  await provider.interactionFinished(req, res, result, { mergeWithLastSubmission: true });
}

function handleInteractionError(error: unknown, res: Response, next: NextFunction): void {
  if (error instanceof errors.SessionNotFound || error instanceof errors.InvalidRequest) {
    noStore(res);
    res
      .status(400)
      .type('html')
      .send(renderErrorPage('session_expired', 'Your sign-in request has expired. Go back to the application and sign in again.'));
    return;
  }
  next(error);
}

/**
 * The interaction pages oidc-provider sends the browser to (`<issuer>/interaction/:uid`). Must be
 * mounted on the same router as, and before, the provider itself.
 */
export function interactionRouter(getProvider: () => Provider, db: IdpDb): Router {
  const router = express.Router();
  const form = express.urlencoded({ extended: false, limit: '10kb' });
  const formAction = loginFormActionSources();

  router.get('/interaction/:uid', async (req, res, next) => {
    try {
      const provider = getProvider();
      const interaction = await provider.interactionDetails(req, res);
      if (interaction.prompt.name !== 'login') {
        await grantConsent(provider, req, res);
        return;
      }
      const client = await provider.Client.find(String(interaction.params.client_id));
      noStore(res, formAction);
      res.type('html').send(
        renderLoginPage({
          action: req.originalUrl.split('?')[0],
          clientName: client?.clientName ?? String(interaction.params.client_id),
          username: typeof interaction.params.login_hint === 'string' ? interaction.params.login_hint : '',
        }),
      );
    } catch (error) {
      handleInteractionError(error, res, next);
    }
  });

  router.post('/interaction/:uid', form, async (req, res, next) => {
    try {
      const provider = getProvider();
      const interaction = await provider.interactionDetails(req, res);
      if (interaction.prompt.name !== 'login') {
        await grantConsent(provider, req, res);
        return;
      }
      const body: unknown = req.body;
      const username = formField(body, 'username');
      const password = formField(body, 'password');
      const user = username && password ? await authenticate(db, username, password) : undefined;
      if (!user) {
        const client = await provider.Client.find(String(interaction.params.client_id));
        noStore(res, formAction);
        res
          .status(401)
          .type('html')
          .send(
            renderLoginPage({
              action: req.originalUrl.split('?')[0],
              clientName: client?.clientName ?? String(interaction.params.client_id),
              username,
              error: INVALID_CREDENTIALS,
            }),
          );
        return;
      }
      await provider.interactionFinished(req, res, { login: { accountId: user.uid } }, { mergeWithLastSubmission: false });
    } catch (error) {
      handleInteractionError(error, res, next);
    }
  });

  return router;
}
