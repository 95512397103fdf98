/** The landing page. Sign-in and the workspace itself arrive with the web client. */
export function App() {
  return (
    <main className="landing">
      <h1>Luminate</h1>
      <p className="tagline">One workspace for the organisation's markets, offices, staff and members.</p>
      <section className="sign-in" aria-labelledby="sign-in-heading">
        <h2 id="sign-in-heading">Sign in</h2>
        <p>Signing in through the organisation's identity provider comes with the web client, next.</p>
        <p>
          Until then the GraphQL API is available at <code>/graphql</code>.
        </p>
      </section>
      <footer>
        <a href="/healthz">Service health</a>
      </footer>
    </main>
  );
}
