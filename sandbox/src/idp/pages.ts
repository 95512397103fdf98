/**
 * Server-rendered pages of the sandbox identity provider (sign-in, sign-out, errors).
 * Self-contained: no scripts, fonts or other external assets. Every dynamic value is escaped.
 */

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(value: unknown): string {
  return (typeof value === 'string' ? value : value == null ? '' : JSON.stringify(value)).replace(/[&<>"']/g, (char) => HTML_ESCAPES[char]);
}

const STYLE = `
  body { font-family: system-ui, sans-serif; background: #f4f5f7; color: #1d2330; margin: 0; }
  main { max-width: 22rem; margin: 10vh auto; background: #fff; padding: 2rem; border-radius: 8px;
         box-shadow: 0 1px 4px rgba(0,0,0,.15); }
  h1 { font-size: 1.4rem; margin: 0 0 .25rem; }
  p.hint { margin: 0 0 1.5rem; color: #4a5263; }
  label { display: block; font-weight: 600; margin: 1rem 0 .25rem; }
  input { width: 100%; box-sizing: border-box; padding: .55rem; font-size: 1rem; border: 1px solid #7a8295; border-radius: 4px; }
  input:focus, button:focus { outline: 3px solid #2f6fde; outline-offset: 1px; }
  button { margin-top: 1rem; width: 100%; padding: .65rem; font-size: 1rem; border: 0; border-radius: 4px;
           background: #1f5bc6; color: #fff; cursor: pointer; }
  button.secondary { background: #e4e7ee; color: #1d2330; }
  .error { background: #fdecea; color: #8a1c12; padding: .6rem .75rem; border-radius: 4px; }
`;

/** Wraps trusted, already-escaped body markup in the page shell. */
function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} – Luminate sandbox</title>
<style>${STYLE}</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>`;
}

export interface LoginPageOptions {
  /** Where the form posts to. */
  action: string;
  clientName: string;
  username?: string;
  error?: string;
}

export function renderLoginPage({ action, clientName, username = '', error }: LoginPageOptions): string {
  const errorBlock = error ? `<p id="login-error" class="error" role="alert">${escapeHtml(error)}</p>` : '';
  const describedBy = error ? ' aria-describedby="login-error" aria-invalid="true"' : '';
  return page(
    'Sign in',
    `<h1>Sign in</h1>
  <p class="hint">to continue to ${escapeHtml(clientName)}</p>
  ${errorBlock}
  <form method="post" action="${escapeHtml(action)}">
    <label for="username">Username</label>
    <input id="username" name="username" type="text" autocomplete="username" required autofocus value="${escapeHtml(username)}"${describedBy}>
    <label for="password">Password</label>
    <input id="password" name="password" type="password" autocomplete="current-password" required${describedBy}>
    <button type="submit">Sign in</button>
  </form>`,
  );
}

/**
 * Sign-out confirmation. `form` is the provider's own hidden form (id "op.logoutForm", carrying
 * its CSRF token); the buttons submit it.
 */
export function renderLogoutPage(form: string): string {
  return page(
    'Sign out',
    `<h1>Sign out of Luminate?</h1>
  ${form}
  <button type="submit" form="op.logoutForm" name="logout" value="yes" autofocus>Yes, sign me out</button>
  <button type="submit" form="op.logoutForm" class="secondary">No, stay signed in</button>`,
  );
}

export function renderLoggedOutPage(clientName: string | undefined): string {
  const suffix = clientName ? ` of ${escapeHtml(clientName)}` : '';
  return page('Signed out', `<h1>Signed out</h1>\n  <p>You have signed out${suffix}.</p>`);
}

export function renderErrorPage(error: string, description: string | undefined): string {
  return page(
    'Sign-in problem',
    `<h1>Something went wrong</h1>
  <p class="error" role="alert">${escapeHtml(description ?? error)}</p>
  <p class="hint">Error code: ${escapeHtml(error)}</p>`,
  );
}
