# The sandbox: the Care API and identity provider stand-in, seeded with generated data.
# Build from the repository root:  docker build -f docker/sandbox.Dockerfile -t luminate-sandbox .
#
# The base image is the same as the gateway's (docker/gateway.Dockerfile says why).

# Every workspace's dependencies, development tools included: the build needs TypeScript.
FROM node:26-trixie-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
COPY schema/package.json schema/
COPY sandbox/package.json sandbox/
COPY gateway/package.json gateway/
COPY web/package.json web/
COPY tests/package.json tests/
RUN npm ci --no-audit --no-fund

# The compiled schema and sandbox (tsc, into <workspace>/dist).
FROM deps AS build
COPY tsconfig.base.json ./
COPY schema/ schema/
COPY sandbox/ sandbox/
RUN npm run build -w @luminate/schema -w @luminate/sandbox

# The sandbox's and the schema's run-time dependencies only (no TypeScript, no tsx).
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
RUN npm ci --omit=dev --no-audit --no-fund -w @luminate/schema -w @luminate/sandbox \
  && mkdir -p schema/node_modules sandbox/node_modules

FROM node:26-trixie-slim AS runtime
WORKDIR /app
ENV NODE_ENV=production \
    SANDBOX_HOST=0.0.0.0 \
    SANDBOX_PORT=4100 \
    SANDBOX_HUB_PORT=4101 \
    SANDBOX_DATA_DIR=/data/pglite
# Without DATABASE_URL the sandbox keeps an embedded PGlite database here (mount a volume to keep it).
RUN mkdir -p /data && chown node:node /data
COPY --from=prod-deps /app/node_modules node_modules
COPY --from=prod-deps /app/schema/node_modules schema/node_modules
COPY --from=prod-deps /app/sandbox/node_modules sandbox/node_modules
COPY package.json ./
COPY schema/package.json schema/
COPY --from=build /app/schema/dist schema/dist
COPY sandbox/package.json sandbox/
# The SQL migrations are read when the sandbox starts (sandbox/dist/db/migrate.js reads sandbox/migrations/).
COPY sandbox/migrations/ sandbox/migrations/
COPY --from=build /app/sandbox/dist sandbox/dist
USER node
WORKDIR /app/sandbox
EXPOSE 4100 4101
HEALTHCHECK --interval=15s --timeout=3s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.SANDBOX_PORT||4100)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# One process (no npm or wrapper), so SIGTERM reaches the sandbox; the luminate-dist condition
# resolves @luminate/schema to its compiled files (the same command as `npm start`, scripts/start.js).
CMD ["node", "--conditions=luminate-dist", "dist/main.js"]
