/**
 * The embeddable workbook pages, GET /embed/workbooks/<token>: a genuine, unexpired, unopened link
 * gets its workbook page; any other gets a refusal page (403 for a link that is not genuine, 410
 * for one expired or already opened). The pages may be framed only by the web client's own
 * origins (those the identity provider accepts sign-in redirects for), never cached, and sent
 * without a referrer.
 */
import { Router, type Response } from 'express';
import type { Logger } from 'pino';
import type { Db } from '../db/index.ts';
import { buildClients, WEB_CLIENT_ID } from '../idp/clients.ts';
import { UnknownMemberError, workbookData } from './data.ts';
import { refusalPage, workbookPage } from './page.ts';
import type { WorkbookLinks } from './links.ts';

/** The origins of the web client, from its registered sign-in redirects. */
export function webClientOrigins(): string[] {
  const web = buildClients().find((c) => c.client_id === WEB_CLIENT_ID);
  return [...new Set((web?.redirect_uris ?? []).map((uri) => new URL(uri).origin))];
}

function pageHeaders(res: Response, frameAncestors: readonly string[]): void {
  res.setHeader(
    'Content-Security-Policy',
    [
      "default-src 'none'",
      "style-src 'unsafe-inline'",
      'img-src data:',
      `frame-ancestors ${frameAncestors.join(' ')}`,
      "base-uri 'none'",
      "form-action 'none'",
    ].join('; '),
  );
  res.setHeader('Cache-Control', 'no-store');
  res.setHeader('Referrer-Policy', 'no-referrer');
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.type('html');
}

export function workbookPagesRouter(db: Db, links: WorkbookLinks, logger?: Logger): Router {
  // Read once: the web client's origins are fixed for the life of the identity provider.
  const frameAncestors = webClientOrigins();
  const router = Router();
  router.get('/:token', async (req, res) => {
    pageHeaders(res, frameAncestors);
    const opened = await links.open(db, req.params.token);
    if ('refusal' in opened) {
      logger?.info({ refusal: opened.refusal, workbook: opened.claims?.workbook }, 'workbook link refused');
      res.status(opened.refusal === 'invalid' ? 403 : 410).send(refusalPage(opened.refusal, opened.claims?.theme ?? 'light'));
      return;
    }
    const { workbook, memberId, theme } = opened.claims;
    try {
      res.status(200).send(workbookPage(await workbookData(db, workbook, memberId), theme));
    } catch (error) {
      if (!(error instanceof UnknownMemberError)) throw error;
      res.status(404).send(refusalPage('member', theme));
    }
  });
  return router;
}
