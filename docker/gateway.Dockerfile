# The gateway, serving the built web client on the same origin.
# Build from the repository root:  docker build -f docker/gateway.Dockerfile -t luminate-gateway .

FROM node:20-bookworm-slim AS deps
WORKDIR /app
# Manifests first, so dependency layers are reused while only sources change.
COPY package.json package-lock.json ./
COPY schema/package.json schema/
COPY sandbox/package.json sandbox/
COPY gateway/package.json gateway/
COPY web/package.json web/
COPY tests/package.json tests/
RUN npm ci --no-audit --no-fund

FROM deps AS web
COPY web/ web/
RUN npm run build -w @luminate/web

FROM node:20-bookworm-slim AS runtime
WORKDIR /app
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=4000
# The gateway runs its TypeScript through tsx (no separate compile step), so the installed
# dependencies come along whole.
COPY --from=deps /app/node_modules node_modules
COPY package.json ./
COPY schema/ schema/
COPY gateway/ gateway/
COPY --from=web /app/web/dist web/dist
# The audit trail (AUDIT_LOG_FILE, default gateway/.data/audit.jsonl) must be writable by the gateway's user.
RUN mkdir -p gateway/.data && chown node:node gateway/.data && chmod 700 gateway/.data
USER node
EXPOSE 4000
HEALTHCHECK --interval=15s --timeout=3s --start-period=20s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||4000)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# One process (no npm/tsx wrapper), so SIGTERM reaches the gateway and it drains cleanly.
# A larger young generation: a live list's fan-out to thousands of sockets allocates in bursts,
# and fewer scavenges keep its deliveries close together (the same flag as `npm start`).
CMD ["node", "--max-semi-space-size=128", "--import", "tsx", "gateway/src/main.ts"]
