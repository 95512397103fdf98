/**
 * A minimal OpenID issuer on a loopback port: discovery + JWKS from jose-generated keys, and a
 * signer for test tokens. Keys can be rotated to prove the verifier refetches on a new kid.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWK, type JWTPayload } from 'jose';

interface Key {
  kid: string;
  privateKey: CryptoKey;
  publicJwk: JWK;
}

async function makeKey(kid: string): Promise<Key> {
  const { privateKey, publicKey } = await generateKeyPair('RS256', { extractable: true });
  const publicJwk = { ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' };
  return { kid, privateKey, publicJwk };
}

export async function startLocalIssuer() {
  let keys: Key[] = [await makeKey('key-1')];
  let jwksFetches = 0;
  const server = createServer((req, res) => {
    const path = req.url?.split('?')[0];
    if (path === '/oidc/.well-known/openid-configuration') {
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ issuer, jwks_uri: `${base}/oidc/jwks` }));
    } else if (path === '/oidc/jwks') {
      jwksFetches++;
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ keys: keys.map((k) => k.publicJwk) }));
    } else {
      res.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const issuer = `${base}/oidc`;

  return {
    issuer,
    audience: 'luminate-api',
    get jwksFetches() {
      return jwksFetches;
    },
    get currentKey() {
      return keys[keys.length - 1];
    },
    /** Publishes a new signing key (the old one stays published, as during a real rotation). */
    async rotate(kid: string) {
      keys = [...keys, await makeKey(kid)];
    },
    async sign(
      payload: JWTPayload,
      opts: { expiresIn?: string | number; issuer?: string; audience?: string; key?: Key; subject?: string | null } = {},
    ) {
      const key = opts.key ?? keys[keys.length - 1];
      let jwt = new SignJWT({ claims: ['dataMgmt'], name: 'Dana Data', email: 'dana@example.org', employeeId: 12, ...payload })
        .setProtectedHeader({ alg: 'RS256', kid: key.kid })
        .setIssuedAt()
        .setIssuer(opts.issuer ?? issuer)
        .setAudience(opts.audience ?? 'luminate-api')
        .setExpirationTime(opts.expiresIn ?? '5m');
      if (opts.subject !== null) jwt = jwt.setSubject(opts.subject ?? 'uid-dana');
      return jwt.sign(key.privateKey);
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
