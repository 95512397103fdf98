# The gateway, serving the built web client on the same origin.
# Build from the repository root:  docker build -f docker/gateway.Dockerfile -t luminate-gateway .
#
# Node 26 is the Active LTS line (LTS since October 2026, supported until April 2029); Debian 13
# (trixie) is the Debian stable release its official images are based on by default, supported
# past that date (Debian 12, bookworm, ends in June 2028).

# Every workspace's dependencies, development tools included: the build needs TypeScript and Vite.
FROM node:26-trixie-slim AS deps
WORKDIR /app
# Manifests first, so dependency layers are reused while only sources change.
COPY package.json package-lock.json ./
COPY schema/package.json schema/
COPY sandbox/package.json sandbox/
COPY gateway/package.json gateway/
COPY web/package.json web/
COPY tests/package.json tests/
RUN npm ci --no-audit --no-fund

# The compiled schema and gateway (tsc, into <workspace>/dist) and the built web client (web/dist).
FROM deps AS build
COPY tsconfig.base.json ./
COPY schema/ schema/
COPY gateway/ gateway/
COPY web/ web/
RUN npm run build -w @luminate/schema -w @luminate/gateway -w @luminate/web

# The gateway's and the schema's run-time dependencies only (no TypeScript, no tsx, no Vite).
FROM node:26-trixie-slim AS prod-deps
WORKDIR /app
COPY package.json package-lock.json ./
COPY schema/package.json schema/
COPY sandbox/package.json sandbox/
COPY gateway/package.json gateway/
COPY web/package.json web/
COPY tests/package.json tests/
# A workspace keeps its own node_modules only when its versions differ from the shared ones:
# the folders are made either way, so the runtime stage can copy them unconditionally.
RUN npm ci --omit=dev --no-audit --no-fund -w @luminate/schema -w @luminate/gateway \
  && mkdir -p schema/node_modules gateway/node_modules

FROM node:26-trixie-slim AS runtime
WORKDIR /app
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=4000
COPY --from=prod-deps /app/node_modules node_modules
COPY --from=prod-deps /app/schema/node_modules schema/node_modules
COPY --from=prod-deps /app/gateway/node_modules gateway/node_modules
COPY package.json ./
COPY schema/package.json schema/
# The graph's SDL is read when the gateway starts (schema/dist/graph.js reads schema/graph/).
COPY schema/graph/ schema/graph/
COPY --from=build /app/schema/dist schema/dist
COPY gateway/package.json gateway/
COPY --from=build /app/gateway/dist gateway/dist
COPY --from=build /app/web/dist web/dist
# The audit trail (AUDIT_LOG_FILE, default gateway/.data/audit.jsonl) must be writable by the gateway's user.
RUN mkdir -p gateway/.data && chown node:node gateway/.data && chmod 700 gateway/.data
USER node
WORKDIR /app/gateway
# One gateway process per core, sharing the port (docs/operations.md, All cores of a machine); the
# primary passes SIGTERM on to every worker, which drain.
ENV GATEWAY_PROCESSES=auto
EXPOSE 4000
HEALTHCHECK --interval=15s --timeout=3s --start-period=20s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||4000)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# One process (no npm or wrapper), so SIGTERM reaches the gateway and it drains cleanly. The
# luminate-dist condition resolves @luminate/schema to its compiled files. A larger young
# generation: a live list's fan-out to thousands of sockets allocates in bursts, and fewer
# scavenges keep its deliveries close together (the same flags as `npm start`, scripts/start.js).
CMD ["node", "--conditions=luminate-dist", "--max-semi-space-size=128", "dist/main.js"]
