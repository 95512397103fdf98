/**
 * Workbook links: `<sandbox>/embed/workbooks/<token>`, where the token is the link's claims
 * (workbook, member, theme, a random nonce, expiry) in base64url, a dot, and their HMAC-SHA256
 * under a secret the sandbox draws at start-up. A link is good for one open within
 * EMBED_LINK_TTL_SECONDS: the first open records its nonce, and every later open of the same
 * link, or an open after the expiry, is refused.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { EMBED_LINK_TTL_SECONDS, WORKBOOK_NAMES, WORKBOOK_THEMES, type WorkbookName, type WorkbookTheme } from '@luminate/schema/rules';
import type { Queryable } from '../db/index.ts';

export const EMBED_PATH = '/embed/workbooks';

export interface LinkClaims {
  workbook: WorkbookName;
  memberId: number | null;
  theme: WorkbookTheme;
  nonce: string;
  /** Expiry, epoch milliseconds. */
  exp: number;
}

/** Why a link is refused: its signature or shape is wrong, it expired unopened, or it was opened before. */
export type LinkRefusal = 'invalid' | 'expired' | 'used';

export class WorkbookLinks {
  private readonly secret = randomBytes(32);

  constructor(private readonly publicUrl: () => string) {}

  private sign(body: string): Buffer {
    return createHmac('sha256', this.secret).update(body).digest();
  }

  /** A fresh signed link, valid for one open within the link lifetime. */
  issue(claims: Omit<LinkClaims, 'nonce' | 'exp'>, now = Date.now()): { url: string; expiresAt: string; claims: LinkClaims } {
    const full: LinkClaims = { ...claims, nonce: randomBytes(16).toString('base64url'), exp: now + EMBED_LINK_TTL_SECONDS * 1000 };
    const body = Buffer.from(JSON.stringify(full)).toString('base64url');
    const token = `${body}.${this.sign(body).toString('base64url')}`;
    return { url: `${this.publicUrl()}${EMBED_PATH}/${token}`, expiresAt: new Date(full.exp).toISOString(), claims: full };
  }

  /** The link's claims when its signature holds and it has the right shape, whatever its age. */
  read(token: string): LinkClaims | null {
    const [body, signature, extra] = token.split('.');
    if (!body || !signature || extra !== undefined) return null;
    const expected = this.sign(body);
    const given = Buffer.from(signature, 'base64url');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    try {
      const claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as LinkClaims;
      const ok =
        WORKBOOK_NAMES.includes(claims.workbook) &&
        WORKBOOK_THEMES.includes(claims.theme) &&
        (claims.memberId === null || Number.isInteger(claims.memberId)) &&
        typeof claims.nonce === 'string' &&
        Number.isFinite(claims.exp);
      return ok ? claims : null;
    } catch {
      return null;
    }
  }

  /**
   * Opens a link: its claims when it is genuine, unexpired and unopened (its nonce is then recorded
   * in the same statement, so two racing opens cannot both pass), else why not.
   */
  async open(
    db: Queryable,
    token: string,
    now = Date.now(),
  ): Promise<{ claims: LinkClaims } | { refusal: LinkRefusal; claims: LinkClaims | null }> {
    const claims = this.read(token);
    if (!claims) return { refusal: 'invalid', claims: null };
    if (now > claims.exp) return { refusal: 'expired', claims };
    // Nonces of links long expired are of no use any more: they are dropped as new ones come.
    await db.query(`DELETE FROM workbook_link_opens WHERE expires_at < now() - interval '1 day'`);
    const { rows } = await db.query(
      `INSERT INTO workbook_link_opens (nonce, expires_at) VALUES ($1, $2) ON CONFLICT (nonce) DO NOTHING RETURNING nonce`,
      [claims.nonce, new Date(claims.exp).toISOString()],
    );
    return rows.length === 1 ? { claims } : { refusal: 'used', claims };
  }
}
